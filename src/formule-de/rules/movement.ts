import { flatOf, TRACK } from '../circuit/flat.js'
import type { CircuitIndex } from '../circuit/graph.js'
import type { Space } from '../circuit/model.js'
import { sameState, startNode, stepTo, type Node, type StepContext } from './driving-code.js'
import { distanceCache } from './shortest.js'
import type { Wear } from './wear.js'
import { blockingCost } from './wear.js'

export { STEP_RULES, type StepRefusal } from './driving-code.js'

/** Why a car is eliminated by its own move. */
export type MoveElimination = 'no-stop-in-corner' | 'tyres' | 'blocking'

/** What a car needs to know to move: where it is, what it has left, where it may go. */
export interface Mover {
  /** The space the move starts from. */
  readonly space: number
  /** The corner the car is in and the stops already counted there (null on a straight). */
  readonly corner: number | null
  /** Stops already counted in `corner`. */
  readonly stops: number
  /** The car's wear before the move. */
  readonly wear: Wear
  /** The car's team (its stand). */
  readonly team: number
  /** Whether the car may turn into the pit lane this move. */
  readonly pitAllowed: boolean
  /** Whether the car has already had its stand service in the current pit visit. */
  readonly serviced: boolean
  /** Whether crossing the finish line ends the car's race (its last lap). */
  readonly lastLap: boolean
  /** Whether the car may brake in the pit lane (tournament, FD-T 19-1-3, 19-3-7; not in FD-B); false when absent. */
  readonly pitBraking?: boolean
  /** Tyre points lost per space of overshoot (FD-T 8-5, 10-0-2: ×1, ×2 or ×3 by tyre type, track and the set's lap); 1 when absent. */
  readonly overshootFactor?: number
  /**
   * Spaces the car slides when its move ends inside a corner where it still owes stops (wet
   * track: +3 hard and soft tyres, +1 rain; FD-T 8-1-2, 8-2-2, 8-3-2); 0 when absent.
   */
  readonly slide?: number
}

/** The outcome of one legal move for a given roll. */
export interface MoveOption {
  /** The spaces entered, in order (the start space excluded). */
  readonly path: ReadonlyArray<number>
  /** Where the car ends. */
  readonly end: number
  /** Voluntary brake points (spaces not moved by choice). */
  readonly brake: number
  /** Spaces the car could not move because it was blocked (after its voluntary braking). */
  readonly blocked: number
  /** Spaces moved beyond the limit of a corner without the required stops. */
  readonly overshoot: number
  /** Tyre points the overshoot costs (spaces × the tyre multiplier). */
  readonly overshootLoss: number
  /** Dangerous spaces entered (FD-A 6: one road-holding test each). */
  readonly hazards: number
  /** Entries into a lane along a wall (FD-T 15: one body test each; tournament). */
  readonly walls: number
  /** The car slid on after its main move (wet track, FD-T 8-1-2). */
  readonly slid: boolean
  /** Brake points lost (braking plus the blocking table). */
  readonly brakesLost: number
  /** Tyre points lost (overshoot plus the blocking table). */
  readonly tyresLost: number
  /** The car spins (it lost its last tyre point, or overshot again by one space without tyres). */
  readonly spin: boolean
  /** Why the move eliminates the car, or null. */
  readonly eliminated: MoveElimination | null
  /** The corner the car ends in and the stops counted there. */
  readonly corner: number | null
  /** Stops counted in `corner` after the move. */
  readonly stops: number
  /** The move crosses the finish line. */
  readonly crossed: boolean
  /** The car reached its stand (pit stop). */
  readonly stand: boolean
}

/** Spaces marked on a board: a set of space ids (or, as before, one boolean per space). */
export type Marks = ReadonlySet<number> | ReadonlyArray<boolean>

/** What the search needs besides the mover: the circuit and where the other cars are. */
export interface Board {
  /** The circuit lookups. */
  readonly index: CircuitIndex
  /** The spaces other cars stand on. */
  readonly occupied: Marks
  /** Dangerous spaces (FD-A 6); absent = none. */
  readonly dangerous?: Marks
  /** Spaces whose entry from another lane owes a wall test (FD-T 15; tournament); absent = none. */
  readonly walled?: Marks
}

// The mark tables of a circuit, reused from one search to the next (each search has its own stamp).
interface MarkTables {
  readonly car: Int32Array
  readonly danger: Int32Array
  readonly wall: Int32Array
}
const markTables = new WeakMap<CircuitIndex, MarkTables>()
let markStamp = 0

const mark = (table: Int32Array, marks: Marks | undefined, stamp: number): void => {
  if (marks === undefined) return
  if (Array.isArray(marks)) {
    ;(marks as ReadonlyArray<boolean>).forEach((x, i) => {
      if (x && i < table.length) table[i] = stamp
    })
    return
  }
  for (const id of marks as ReadonlySet<number>) if (id >= 0 && id < table.length) table[id] = stamp
}

/** The marks of a board, its zig-zag blockers and its straight distances, for one move of `depth` spaces. */
export const contextOf = (board: Board, mover: Mover, depth: number): StepContext => {
  const n = board.index.circuit.spaces.length
  let tables = markTables.get(board.index)
  if (tables === undefined) {
    tables = { car: new Int32Array(n), danger: new Int32Array(n), wall: new Int32Array(n) }
    markTables.set(board.index, tables)
  }
  markStamp += 1
  const stamp = markStamp
  mark(tables.car, board.occupied, stamp)
  mark(tables.danger, board.dangerous, stamp)
  mark(tables.wall, board.walled, stamp)
  const obstacles = { car: tables.car, danger: tables.danger, wall: tables.wall, stamp }
  const flat = flatOf(board.index.circuit)
  // The occupied and dangerous track spaces by rising level (few: an insertion sort).
  const blockers: number[] = []
  const addBlocker = (id: number): void => {
    if (!(id >= 0 && id < flat.n) || flat.kind[id] !== TRACK) return
    let i = blockers.length
    while (i > 0 && (flat.level[blockers[i - 1] as number] as number) > (flat.level[id] as number)) i--
    blockers.splice(i, 0, id)
  }
  for (const marks of [board.occupied, board.dangerous]) {
    if (marks === undefined) continue
    if (Array.isArray(marks)) (marks as ReadonlyArray<boolean>).forEach((x, id) => x && addBlocker(id))
    else for (const id of marks as ReadonlySet<number>) addBlocker(id)
  }
  const lanes = blockers.map((id) => flat.lane[id] as number)
  const levels = blockers.map((id) => flat.level[id] as number)
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

// At the end of the main move (depth = roll) a node in a corner where stops are owed slides on.
export const markSlide = (board: Board, mover: Mover, roll: number, n: Node): Node =>
  (mover.slide ?? 0) > 0 && n.depth === roll && !n.slid && owesStop(board, n) ? { ...n, slid: true } : n

export const targetOf = (mover: Mover, roll: number, n: Node): number => (n.slid ? roll + (mover.slide ?? 0) : roll)

const pathOf = (n: Node): number[] => {
  const out: number[] = []
  for (let x: Node | null = n; x !== null && x.parent !== null; x = x.parent) out.push(x.space)
  return out.reverse()
}

// Which nodes of the layer being built stand on each space: a slot per space, valid while its
// stamp is the layer's (a table per circuit, reused, so a layer costs nothing per space of the circuit).
interface Seen {
  readonly stamp: Int32Array
  readonly slot: Int32Array
}
const seenTables = new WeakMap<Board['index'], Seen>()
let layerStamp = 0

/** Every search node by number of spaces moved (layer 0 = the start). */
const layers = (board: Board, ctx: StepContext, mover: Mover, roll: number): ReadonlyArray<ReadonlyArray<Node>> => {
  const out: Node[][] = [[markSlide(board, mover, roll, startNode(ctx))]]
  const { next, nextStart, n } = ctx.flat
  let seen = seenTables.get(board.index)
  if (seen === undefined) {
    seen = { stamp: new Int32Array(n), slot: new Int32Array(n) }
    seenTables.set(board.index, seen)
  }
  const { stamp, slot } = seen
  const deepest = roll + (mover.slide ?? 0)
  for (let d = 1; d <= deepest; d++) {
    layerStamp += 1
    const here = layerStamp
    const groups: Node[][] = []
    const layer: Node[] = []
    for (const node of out[d - 1] as Node[]) {
      if (node.terminal || node.depth >= targetOf(mover, roll, node)) continue
      for (let k = nextStart[node.space] as number; k < (nextStart[node.space + 1] as number); k++) {
        const to = next[k] as number
        const raw = stepTo(ctx, node, to, true)
        if (typeof raw === 'string') continue
        const reached = markSlide(board, mover, roll, raw)
        if (stamp[to] !== here) {
          stamp[to] = here
          slot[to] = groups.length
          groups.push([reached])
        } else {
          const group = groups[slot[to] as number] as Node[]
          if (group.some((h) => sameState(h, reached))) continue
          group.push(reached)
        }
        layer.push(reached)
      }
    }
    if (layer.length === 0) break
    out.push(layer)
  }
  return out
}

const progressOf = (board: Board, n: Node): number => {
  const s = board.index.circuit.spaces[n.space] as Space
  return s.level + (n.crossed ? board.index.circuit.levels : 0)
}

// What stopping at node `n` after braking `brake` and being blocked by `blocked` costs (no path yet).
interface Cost {
  readonly brakesLost: number
  readonly overshootLoss: number
  readonly tyresLost: number
  readonly spin: boolean
  readonly eliminated: MoveElimination | null
  readonly stops: number
}

const costOf = (board: Board, mover: Mover, n: Node, brake: number, blocked: number): Cost => {
  const space = board.index.circuit.spaces[n.space] as Space
  const table = blockingCost(blocked)
  const brakesLost = brake + table.brakes
  const overshootLoss = n.overshoot * (mover.overshootFactor ?? 1)
  const tyresLost = overshootLoss + table.tyres
  const tyres = mover.wear.tyres
  let eliminated: MoveElimination | null = null
  let spin = false
  if (n.noStop) eliminated = 'no-stop-in-corner'
  else if (table.eliminated || brakesLost > mover.wear.brakes || table.tyres > tyres) eliminated = 'blocking'
  else if (tyresLost > 0) {
    // FD-T 10-4-2: a spun car spins again on losing one more point; more eliminates.
    if (tyres > 0) {
      if (tyresLost > tyres) eliminated = 'tyres'
      else if (tyresLost === tyres) spin = true
    } else if (tyresLost > 1) eliminated = 'tyres'
    else spin = true
  }
  const stops = space.corner === null ? 0 : n.sameCorner ? n.cornerStops + 1 : n.byOvershoot ? 0 : 1
  return { brakesLost, overshootLoss, tyresLost, spin, eliminated, stops }
}

const ELIMINATIONS: ReadonlyArray<MoveElimination | null> = [null, 'no-stop-in-corner', 'tyres', 'blocking']

// The same move as far as the rules go (see `outcomeKey`), as one number: a cheap test before the path is built.
const costKey = (n: Node, brake: number, blocked: number, c: Cost): number =>
  ((((((((n.space * 64 + brake) * 64 + blocked) * 64 + n.overshoot) * 4 + ELIMINATIONS.indexOf(c.eliminated)) * 2 +
    (c.spin ? 1 : 0)) *
    8 +
    c.stops) *
    2 +
    (n.crossed ? 1 : 0)) *
    64 +
    n.hazards) *
    64 +
  n.walls

// The outcome of stopping at node `n` after braking `brake` and being blocked by `blocked`.
export const outcome = (
  board: Board,
  mover: Mover,
  n: Node,
  brake: number,
  blocked: number,
  c = costOf(board, mover, n, brake, blocked),
): MoveOption => {
  const space = board.index.circuit.spaces[n.space] as Space
  return {
    path: pathOf(n),
    end: n.space,
    brake,
    blocked,
    overshoot: n.overshoot,
    overshootLoss: c.overshootLoss,
    hazards: n.hazards,
    walls: n.walls,
    slid: n.slid,
    brakesLost: c.brakesLost,
    tyresLost: c.tyresLost,
    spin: c.spin,
    eliminated: c.eliminated,
    corner: space.corner,
    stops: c.stops,
    crossed: n.crossed,
    stand: space.kind === 'stand' && n.depth > 0,
  }
}

const outcomeKey = (o: MoveOption): string =>
  `${o.end}|${o.brake}|${o.blocked}|${o.overshoot}|${o.eliminated ?? ''}|${o.spin ? 1 : 0}|${o.stops}|${o.crossed ? 1 : 0}|${o.hazards}|${o.walls}`

// The moves of `roll` found in the layers `ls[0..top]` of a search, each listed once (by the
// first path found for it) under its `costKey`. `fullOnly`: only the moves that cover the whole
// roll without braking and without being blocked.
const collect = (
  board: Board,
  mover: Mover,
  roll: number,
  ls: ReadonlyArray<ReadonlyArray<Node>>,
  top: number,
  fullOnly: boolean,
): Map<number, MoveOption> => {
  const spaces = board.index.circuit.spaces
  const found = new Map<number, MoveOption>()
  // `keep` says whether to list the move at all.
  const add = (n: Node, brake: number, blocked: number, keep: (c: Cost) => boolean = () => true): void => {
    const c = costOf(board, mover, n, brake, blocked)
    if (!keep(c)) return
    const k = costKey(n, brake, blocked, c)
    if (!found.has(k)) found.set(k, outcome(board, mover, n, brake, blocked, c))
  }
  let complete = false
  for (let d = 0; d <= top; d++) {
    for (const n of ls[d] as Node[]) {
      const s = spaces[n.space] as Space
      if (n.terminal) {
        if (d > 0) add(n, 0, 0)
        continue
      }
      const target = targetOf(mover, roll, n)
      if (d === target) {
        complete = true
        add(n, 0, 0)
        continue
      }
      if (s.kind !== 'track') {
        // No blocking in the pit lane: a car stops short when it must wait (FD-B arrêt au stand,
        // FD-T 19-1-5); elsewhere in it only by braking, in the tournament (FD-T 19-1-3, 19-3-7).
        if (d === top) add(n, 0, 0)
        else if (!fullOnly && mover.pitBraking === true && target - d <= mover.wear.brakes) add(n, target - d, 0)
        continue
      }
      const brake = target - d
      if (!fullOnly && brake <= mover.wear.brakes) add(n, brake, 0, (c) => c.eliminated === null)
    }
  }
  if (!complete && !fullOnly) {
    // Blocked: the farthest spaces, then the one that plays first next round (higher level).
    const candidates = (ls[top] as Node[]).filter((n) => !n.terminal && (spaces[n.space] as Space).kind === 'track')
    let best = -Infinity
    for (const n of candidates) best = Math.max(best, progressOf(board, n))
    for (const n of candidates) {
      if (progressOf(board, n) !== best) continue
      const blockedBy = targetOf(mover, roll, n) - top
      if (blockedBy <= 0) continue
      for (let brake = 0; brake < blockedBy && brake <= mover.wear.brakes; brake++)
        add(n, brake, blockedBy - brake, (c) => c.eliminated === null || brake === 0)
    }
  }
  return found
}

/**
 * Every legal move of a car for a roll (FD-B code de conduite, freinage, blocage, sortie de
 * virage; FD-T 7, 10, 11, 12): the car moves exactly `roll` spaces, or brakes (one brake
 * point per space not moved), or — when no path lets it move that far — stops on the
 * farthest space (the one that plays first next round when several are as far) and pays
 * the blocking table, possibly after braking voluntarily first (FD-T 12-0-3). Moves that
 * differ only in the path taken, with the same end and the same cost, are listed once.
 */
export const legalMoves = (board: Board, mover: Mover, roll: number): ReadonlyArray<MoveOption> => {
  const ctx = contextOf(board, mover, roll + (mover.slide ?? 0))
  const ls = layers(board, ctx, mover, roll)
  return [...collect(board, mover, roll, ls, ls.length - 1, false).values()]
}

/** The moves of a roll, and the moves an optional extra adds (see {@link movesWithExtra}). */
export interface MovesWithExtra {
  /** `legalMoves(board, mover, roll)`. */
  readonly moves: ReadonlyArray<MoveOption>
  /** The moves of `roll + extra` made in full (no braking, not blocked) that are not moves of `roll`, in their order. */
  readonly extra: ReadonlyArray<MoveOption>
}

/**
 * The moves of `roll`, and those an optional `extra` space adds (the soft tyres' +1, FD-A 3,
 * FD-T 8-2-1, 18-3-1): the moves of `roll + extra` made in full, without braking and without
 * being blocked, that are not already moves of `roll` (braking or being blocked with the extra
 * is the same as without it). One search serves both: without a slide the search of
 * `roll + extra` spaces begins with the very layers of the search of `roll` (a step's verdict
 * does not depend on the roll; the straights' distances within `roll` spaces are the same).
 * With a slide (a wet track: no soft +1 there) two searches are made.
 */
export const movesWithExtra = (board: Board, mover: Mover, roll: number, extra: number): MovesWithExtra => {
  if ((mover.slide ?? 0) > 0) {
    const moves = legalMoves(board, mover, roll)
    const known = new Set(moves.map(outcomeKey))
    const longer = legalMoves(board, mover, roll + extra)
    return { moves, extra: longer.filter((o) => o.brake === 0 && o.blocked === 0 && !known.has(outcomeKey(o))) }
  }
  const ctx = contextOf(board, mover, roll + extra)
  const ls = layers(board, ctx, mover, roll + extra)
  const found = collect(board, mover, roll, ls, Math.min(ls.length - 1, roll), false)
  const added: MoveOption[] = []
  for (const [k, o] of collect(board, mover, roll + extra, ls, ls.length - 1, true)) {
    // Equal moves have equal keys; an equal key is checked in full (the key packs bounded fields).
    const same = found.get(k)
    if (same === undefined || outcomeKey(same) !== outcomeKey(o)) added.push(o)
  }
  return { moves: [...found.values()], extra: added }
}

/** The key under which two moves are the same move (same end, same costs). */
export const moveKey = (o: MoveOption): string => outcomeKey(o)

/** The marks of a board from the spaces of the other cars (or the dangerous spaces). */
export const occupancy = (_spaceCount: number, others: ReadonlyArray<number>): ReadonlySet<number> => new Set(others)
