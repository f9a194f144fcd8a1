/**
 * The move search (FD-B code de conduite; FD-T 7): every way of moving 0, 1, 2... spaces from
 * the car's space, one layer per space moved, each step checked by the driving code
 * (`driving-code.ts`), nodes that no later step can tell apart merged. The board's marks (the
 * other cars, the dangerous spaces, the walls) go into tables reused from one search to the
 * next, so a search costs nothing per space of the circuit.
 */
import { flatOf, TRACK, type FlatCircuit } from '../circuit/flat.js'
import type { CircuitIndex } from '../circuit/graph.js'
import type { Space } from '../circuit/model.js'
import { sameState, startNode, stepTo, type Node, type StepContext } from './driving-code.js'
import type { Board, Marks, Mover } from './movement.js'
import { distanceCache } from './shortest.js'

// The mark tables of a circuit, reused from one search to the next (each search has its own stamp).
interface MarkTables {
  readonly car: Int32Array
  readonly danger: Int32Array
  readonly wall: Int32Array
}
// Scratch, not a cache: a search stamps what it writes and reads only its own stamp, and no
// search starts inside another (the engine is synchronous and never re-enters it).
const markTables = new WeakMap<CircuitIndex, MarkTables>()
let markStamp = 0

// Marks a table where `marks` has a space (and the blockers, when given: the track spaces, by level).
const mark = (
  f: FlatCircuit,
  table: Int32Array,
  marks: Marks | undefined,
  stamp: number,
  blockers?: { readonly lanes: number[]; readonly levels: number[] },
): void => {
  if (marks === undefined) return
  if (Array.isArray(marks)) {
    const flags = marks as ReadonlyArray<boolean>
    for (let id = 0; id < flags.length; id++) {
      if (!flags[id]) continue
      if (id < table.length) table[id] = stamp
      if (blockers !== undefined) addBlocker(f, id, blockers.lanes, blockers.levels)
    }
    return
  }
  for (const id of marks as ReadonlySet<number>) {
    if (id >= 0 && id < table.length) table[id] = stamp
    if (blockers !== undefined) addBlocker(f, id, blockers.lanes, blockers.levels)
  }
}

// An occupied or dangerous track space into the blockers' lanes and levels, kept by rising level
// (an insertion: they are few, and equal levels keep their order).
const addBlocker = (f: FlatCircuit, id: number, lanes: number[], levels: number[]): void => {
  if (!(id >= 0 && id < f.n) || f.kind[id] !== TRACK) return
  const level = f.level[id] as number
  let i = levels.length
  levels.push(level)
  lanes.push(0)
  for (; i > 0 && (levels[i - 1] as number) > level; i--) {
    levels[i] = levels[i - 1] as number
    lanes[i] = lanes[i - 1] as number
  }
  levels[i] = level
  lanes[i] = f.lane[id] as number
}

/** The marks of a board, its zig-zag blockers and its straight distances, for one move of `depth` spaces. */
export const contextOf = (board: Board, mover: Mover, depth: number): StepContext => {
  const flat = flatOf(board.index.circuit)
  let tables = markTables.get(board.index)
  if (tables === undefined) {
    tables = { car: new Int32Array(flat.n), danger: new Int32Array(flat.n), wall: new Int32Array(flat.n) }
    markTables.set(board.index, tables)
  }
  markStamp += 1
  const stamp = markStamp
  // The occupied and dangerous track spaces by rising level: the zig-zag's obstacles.
  const blockers = { lanes: [] as number[], levels: [] as number[] }
  mark(flat, tables.car, board.occupied, stamp, blockers)
  mark(flat, tables.danger, board.dangerous, stamp, blockers)
  mark(flat, tables.wall, board.walled, stamp)
  const obstacles = { car: tables.car, danger: tables.danger, wall: tables.wall, stamp }
  const { lanes, levels } = blockers
  return {
    index: board.index,
    flat,
    obstacles,
    tables: distanceCache(board.index, obstacles, depth),
    mover,
    blockerLanes: lanes,
    blockerLevels: levels,
    wide: board.index.circuit.lanes > 3,
  }
}

// Whether a stop on this node would count in its corner, with stops still owed (FD-T 7-1-1:
// a stop beyond the required ones is no longer "in the corner", notably for slides).
const owesStop = (board: Board, n: Node): boolean => {
  const space = board.index.circuit.spaces[n.space] as Space
  if (space.corner === null || n.terminal) return false
  const required = board.index.circuit.corners[space.corner]?.stops ?? 1
  if (n.sameCorner) return n.cornerStops < required
  return !n.byOvershoot
}

/** At the end of the main move (depth = roll) a node in a corner where stops are owed slides on. */
export const markSlide = (board: Board, mover: Mover, roll: number, n: Node): Node =>
  (mover.slide ?? 0) > 0 && n.depth === roll && !n.slid && owesStop(board, n) ? { ...n, slid: true } : n

/** The spaces a node's move covers: the roll, and the slide once the node slides. */
export const targetOf = (mover: Mover, roll: number, n: Node): number => (n.slid ? roll + (mover.slide ?? 0) : roll)

// Which node of the layer being built last came to each space: its position in the layer, valid
// while the space's stamp is the layer's (a table per circuit, reused, so a layer costs nothing
// per space of the circuit). `chain` links each position to the layer's previous node on the
// same space (-1: none), shared by every search (one layer is built at a time).
interface Seen {
  readonly stamp: Int32Array
  readonly last: Int32Array
}
// Scratch, not a cache: a search stamps what it writes and reads only its own stamp, and no
// search starts inside another (the engine is synchronous and never re-enters it).
const seenTables = new WeakMap<CircuitIndex, Seen>()
let layerStamp = 0
let chain = new Int32Array(256)

/** Every search node by number of spaces moved (layer 0 = the start), up to `roll` (and the slides). */
export const layers = (
  board: Board,
  ctx: StepContext,
  mover: Mover,
  roll: number,
): ReadonlyArray<ReadonlyArray<Node>> => {
  const out: Node[][] = [[markSlide(board, mover, roll, startNode(ctx))]]
  const { next, nextStart, n, kind, lane } = ctx.flat
  let seen = seenTables.get(board.index)
  if (seen === undefined) {
    seen = { stamp: new Int32Array(n), last: new Int32Array(n) }
    seenTables.set(board.index, seen)
  }
  const { stamp, last } = seen
  const sliding = (mover.slide ?? 0) > 0
  const deepest = roll + (mover.slide ?? 0)
  for (let d = 1; d <= deepest; d++) {
    layerStamp += 1
    const here = layerStamp
    const before = out[d - 1] as Node[]
    const layer: Node[] = []
    for (let j = 0; j < before.length; j++) {
      const node = before[j] as Node
      if (node.terminal || node.depth >= targetOf(mover, roll, node)) continue
      const end = nextStart[node.space + 1] as number
      const { locked } = node
      const fromLane = lane[node.space]
      for (let k = nextStart[node.space] as number; k < end; k++) {
        const to = next[k] as number
        // Past a corner's limit the car keeps its lane (FD-T 10-2-1): the other arrows need no step.
        if (locked && (kind[to] !== TRACK || lane[to] !== fromLane)) continue
        const raw = stepTo(ctx, node, to, true)
        if (typeof raw === 'string') continue
        const reached = sliding ? markSlide(board, mover, roll, raw) : raw
        let prior = -1
        if (stamp[to] === here) {
          prior = last[to] as number
          let merged = false
          for (let x = prior; x >= 0 && !merged; x = chain[x] as number) merged = sameState(layer[x] as Node, reached)
          if (merged) continue
        }
        stamp[to] = here
        const at = layer.length
        if (at >= chain.length) {
          const grown = new Int32Array(chain.length * 2)
          grown.set(chain)
          chain = grown
        }
        chain[at] = prior
        last[to] = at
        layer.push(reached)
      }
    }
    if (layer.length === 0) break
    out.push(layer)
  }
  return out
}
