/**
 * The shortest path rule on straights (FD-T 7-2-3, FD-B lignes droites): from one space of a
 * straight to another a car takes the path with the fewest spaces, and may take more only to
 * pass a car or to avoid a road-holding or wall test. A straight portion of a move runs from
 * the space the car stands on when it is on the straight (or the corner space it leaves to
 * enter the straight, FD-T 7-3-3-2) to the first space it enters off the straight (a corner
 * or the pit lane, FD-T 7-3-4-2). Within it every space must be reached in the fewest spaces
 * the board allows, where the board is the circuit without the other cars and without the
 * obstacles the player chose to drive around: every dangerous space the portion does not
 * enter, and every entry into the lane along a wall it does not make (FD-T 7-3-5, 7-3-7, 17-1).
 */
import { flatOf } from '../circuit/flat.js'
import type { CircuitIndex } from '../circuit/graph.js'
import type { Space } from '../circuit/model.js'

/**
 * What the distances depend on besides the circuit: the marks of one search, as tables per
 * space (a space is marked when its entry equals `stamp`), so a test costs one array read.
 */
export interface Obstacles {
  /** Another car stands there. */
  readonly car: Int32Array
  /** A dangerous space. */
  readonly danger: Int32Array
  /** A space along a wall, whose entry from another lane owes a wall test (tournament). */
  readonly wall: Int32Array
  /** This search's stamp. */
  readonly stamp: number
}

/** Another car stands on space `id`. */
export const hasCar = (o: Obstacles, id: number): boolean => o.car[id] === o.stamp
/** Space `id` is dangerous. */
export const isDangerous = (o: Obstacles, id: number): boolean => o.danger[id] === o.stamp
/** Space `id` lies along a wall. */
export const isWalled = (o: Obstacles, id: number): boolean => o.wall[id] === o.stamp

/** True when `s` is a space of a straight (a track space outside every corner). */
export const onStraight = (s: Space): boolean => s.kind === 'track' && s.corner === null

/** The step `a → b` enters the lane along a wall (a wall test, FD-T 15-0-2). */
export const entersWall = (o: Obstacles, a: Space, b: Space): boolean => o.wall[b.id] === o.stamp && a.lane !== b.lane

// A distance table: a space's distance is valid when its stamp is the table's current stamp.
export interface Table {
  readonly stamp: Int32Array
  readonly dist: Int32Array
  gen: number
}

// Tables reused from one search to the next, per circuit (a search takes them one after another).
// Scratch, not a cache: a search stamps what it writes and reads only its own stamp, and no
// search starts inside another (the engine is synchronous and never re-enters it).
const pools = new WeakMap<CircuitIndex, Table[]>()
let generation = 0

/**
 * Fewest spaces from `origin` to each space within `depth` spaces, moving on through straight
 * spaces only (the first step may leave a corner, the last may enter one or the pit lane),
 * around the other cars, the dangerous spaces not in `used` and, unless `wallEntered`, every
 * entry into a lane along a wall. Breadth-first, bounded by `depth`, into `t`.
 */
// The breadth-first queue, shared by every search (a search fills one table at a time):
// scratch, written before it is read.
let queue = new Int32Array(64)

const fill = (
  index: CircuitIndex,
  o: Obstacles,
  t: Table,
  origin: number,
  used: ReadonlyArray<number>,
  wallEntered: boolean,
  depth: number,
): void => {
  const f = flatOf(index.circuit)
  if (queue.length < f.n) queue = new Int32Array(f.n)
  const q = queue
  generation += 1
  const gen = generation
  t.gen = gen
  t.stamp[origin] = gen
  t.dist[origin] = 0
  q[0] = origin
  let head = 0
  let tail = 1
  for (let d = 1; d <= depth && head < tail; d++) {
    const end = tail
    for (; head < end; head++) {
      const id = q[head] as number
      if (id !== origin && f.straight[id] !== 1) continue
      const lane = f.lane[id]
      for (let k = f.nextStart[id] as number; k < (f.nextStart[id + 1] as number); k++) {
        const m = f.next[k] as number
        if (t.stamp[m] === gen || o.car[m] === o.stamp) continue
        if (o.danger[m] === o.stamp && !used.includes(m)) continue
        if (!wallEntered && o.wall[m] === o.stamp && f.lane[m] !== lane) continue
        t.stamp[m] = gen
        t.dist[m] = d
        q[tail++] = m
      }
    }
  }
}

/** The distances from one portion's origin (a view on a table's arrays, valid for one search). */
export interface Distances {
  readonly stamp: Int32Array
  readonly dist: Int32Array
  readonly gen: number
  /** The distances are known up to this many spaces (the spaces the portion can still move). */
  readonly reach: number
}

/** Fewest spaces to `to` in a table of distances (Infinity when out of reach). */
export const distanceTo = (d: Distances, to: number): number =>
  d.stamp[to] === d.gen ? (d.dist[to] as number) : Infinity

/**
 * The distances from a portion's origin, left at `originDepth` spaces into the move, for the
 * dangerous spaces it entered and whether it entered a wall lane.
 */
export type DistanceTables = (
  origin: number,
  originDepth: number,
  used: ReadonlyArray<number>,
  wallEntered: boolean,
) => Distances

/**
 * The distances of one board (the same other cars and marks) for one search, computed on
 * demand and kept by the portion's origin, the dangerous spaces it entered and whether it
 * entered a wall lane. The tables are the circuit's, reused by the next search.
 */
export const distanceCache = (index: CircuitIndex, obstacles: Obstacles, depth: number): DistanceTables => {
  const n = index.circuit.spaces.length
  let pool = pools.get(index)
  if (pool === undefined) {
    pool = []
    pools.set(index, pool)
  }
  const tables = pool
  let taken = 0
  // A portion's nodes are at most `reach` spaces from its origin: the breadth-first search
  // stops there (a portion left late in a long move needs a few rows of its straight, not all).
  const table = (origin: number, used: ReadonlyArray<number>, wallEntered: boolean, reach: number): Distances => {
    const t = tables[taken] ?? { stamp: new Int32Array(n), dist: new Int32Array(n), gen: 0 }
    tables[taken] = t
    taken += 1
    fill(index, obstacles, t, origin, used, wallEntered, reach)
    return { stamp: t.stamp, dist: t.dist, gen: t.gen, reach }
  }
  // Most portions enter no dangerous space and no wall lane: those are kept by origin alone
  // (the maps made when first needed: a short move often needs none). A table kept for a
  // portion left later is too short for one left earlier from the same space: made again.
  let plain: Map<number, Distances> | undefined
  let other: Map<string, Distances> | undefined
  return (origin, originDepth, used, wallEntered) => {
    const reach = depth - originDepth
    if (used.length === 0 && !wallEntered) {
      plain ??= new Map()
      let d = plain.get(origin)
      if (d === undefined || d.reach < reach) {
        d = table(origin, used, wallEntered, reach)
        plain.set(origin, d)
      }
      return d
    }
    other ??= new Map()
    const key = `${origin}|${used.join(',')}|${wallEntered ? 1 : 0}`
    let d = other.get(key)
    if (d === undefined || d.reach < reach) {
      d = table(origin, used, wallEntered, reach)
      other.set(key, d)
    }
    return d
  }
}
