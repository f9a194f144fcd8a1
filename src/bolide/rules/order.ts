/**
 * Turn order (BO 3): cars play in race order. Among cars in the same sector the one
 * furthest along the sector's red arrow plays first; equal cars keep the order of the
 * previous round. A car on a later lap is ahead of any car on an earlier lap.
 * Cars in the pit lane (BO 9) count as being at the start of the lap they entered,
 * ordered by box cell and then by entry.
 */
import { dot } from '../grid/point.js'
import type { BolideState, Car } from '../state.js'
import { arrowVector, terrain } from './context.js'

/** The sort key of a car: larger is further ahead. */
const keyOf = (s: BolideState, c: Car): ReadonlyArray<number> => {
  if (c.mode === 'pit' && c.pit) return [c.crossings, -1, c.pit.cell, -c.pit.entry]
  const sec = terrain(s).sector(c.pos.x, c.pos.y)
  return [c.crossings, sec, dot(c.pos, arrowVector(s, c.pos)), 0]
}

const compareKeys = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/** Whether a car still takes turns. */
export const racing = (c: Car): boolean => c.mode !== 'finished' && c.mode !== 'out' && c.mode !== 'unplaced'

/**
 * The running order of the cars still racing, leader first; ties keep the order of
 * `previous` (the last round's order, or the grid).
 */
export const runningOrder = (s: BolideState, previous: ReadonlyArray<number>): ReadonlyArray<number> => {
  const rank = (seat: number): number => {
    const i = previous.indexOf(seat)
    return i < 0 ? previous.length + seat : i
  }
  return s.cars
    .filter(racing)
    .map((c) => ({ seat: c.seat, key: keyOf(s, c) }))
    .sort((a, b) => compareKeys(a.key, b.key) || rank(a.seat) - rank(b.seat))
    .map((e) => e.seat)
}
