/**
 * Start and play order (RM ART.3): staggered starts (round 1 car A, round 2 A and B...),
 * then the order of the cars on the road, re-read every round; on a shared cell the car in
 * the higher gear plays first, then the one that arrived first. Specials 2 and 3 start in
 * the order of the classification (RM ART.3.2).
 */
import type { RallymanState } from '../state.js'
import { progressOf, stageOf } from './dashboard.js'

/** The racing cars in road order (RM ART.3.4). */
export const roadOrder = (state: RallymanState): ReadonlyArray<number> => {
  const stage = stageOf(state)
  return state.cars
    .filter((c) => c.status === 'racing')
    .map((c) => ({ seat: c.seat, p: progressOf(stage, c), gear: c.gear, arrived: c.arrived }))
    .sort((a, b) => b.p - a.p || b.gear - a.gear || a.arrived - b.arrived)
    .map((c) => c.seat)
}

/**
 * Start order of the next special (RM ART.3.2): by the time of the special just run (after
 * ES1) or the total so far (after ES2); retired cars do not start. Ties keep the previous order.
 */
export const classificationOrder = (state: RallymanState): ReadonlyArray<number> => {
  const total = (seat: number): number => (state.cars[seat]?.times ?? []).reduce((a, b) => a + b, 0)
  return state.startOrder
    .filter((seat) => state.cars[seat]?.status !== 'retired')
    .map((seat, i) => ({ seat, i, t: total(seat) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.seat)
}
