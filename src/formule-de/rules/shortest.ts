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
import type { CircuitIndex } from '../circuit/graph.js'
import type { Space } from '../circuit/model.js'

/** What the distances depend on besides the circuit. */
export interface Obstacles {
  /** Spaces other cars stand on. */
  readonly occupied: ReadonlySet<number>
  /** Dangerous spaces. */
  readonly dangerous: ReadonlySet<number>
  /** Spaces along a wall, whose entry from another lane owes a wall test (tournament). */
  readonly walled: ReadonlySet<number>
}

/** True when `s` is a space of a straight (a track space outside every corner). */
export const onStraight = (s: Space): boolean => s.kind === 'track' && s.corner === null

/** The step `a → b` enters the lane along a wall (a wall test, FD-T 15-0-2). */
export const entersWall = (o: Obstacles, a: Space, b: Space): boolean => o.walled.has(b.id) && a.lane !== b.lane

/**
 * Fewest spaces from `origin` to each space within `depth` spaces, moving on through straight
 * spaces only (the first step may leave a corner, the last may enter one or the pit lane),
 * around the other cars, the dangerous spaces not in `used` and, unless `wallEntered`, every
 * entry into a lane along a wall. Breadth-first, bounded by `depth`.
 */
export const distancesFrom = (
  index: CircuitIndex,
  o: Obstacles,
  origin: number,
  used: ReadonlyArray<number>,
  wallEntered: boolean,
  depth: number,
): ReadonlyMap<number, number> => {
  const spaces = index.circuit.spaces
  const dist = new Map<number, number>([[origin, 0]])
  let frontier = [origin]
  for (let d = 1; d <= depth && frontier.length > 0; d++) {
    const layer: number[] = []
    for (const id of frontier) {
      const a = spaces[id] as Space
      if (id !== origin && !onStraight(a)) continue
      for (const m of a.next) {
        if (dist.has(m) || o.occupied.has(m)) continue
        if (o.dangerous.has(m) && !used.includes(m)) continue
        const b = spaces[m]
        if (b === undefined) continue
        if (!wallEntered && entersWall(o, a, b)) continue
        dist.set(m, d)
        layer.push(m)
      }
    }
    frontier = layer
  }
  return dist
}

/** Fewest spaces from a portion's origin to a space, for the entered dangerous spaces and wall lane. */
export type Distance = (origin: number, to: number, used: ReadonlyArray<number>, wallEntered: boolean) => number

/**
 * The distances of one board (the same other cars and marks), computed on demand and kept by
 * the portion's origin, the dangerous spaces it entered and whether it entered a wall lane.
 */
export const distanceCache = (index: CircuitIndex, obstacles: Obstacles, depth: number): Distance => {
  const cache = new Map<string, ReadonlyMap<number, number>>()
  return (origin, to, used, wallEntered) => {
    const key =
      used.length === 0 ? (wallEntered ? `${origin}w` : `${origin}`) : `${origin}|${used.join(',')}|${wallEntered ? 1 : 0}`
    let d = cache.get(key)
    if (d === undefined) {
      d = distancesFrom(index, obstacles, origin, used, wallEntered, depth)
      cache.set(key, d)
    }
    return d.get(to) ?? Infinity
  }
}
