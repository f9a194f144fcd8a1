/**
 * Lapped cars (FD-T 6-2-5): a car lapped by the mover during the round does not play before
 * the mover plays again (it loses its move of this round); a lapped mover that passes back
 * the leader ("le pilote de tête"), which has already played this round, gets its lost move
 * back (it plays again at the end of the round). Passing back another car that lapped it
 * does not: in the example "4 (repasse 2)" plays once, and only "4 (repasse 1)" plays twice.
 * Promises: only the order of the cars still to play this round changes.
 */
import type { Car, State } from '../state.js'
import { progress } from './order.js'
import { circuitOf } from '../board.js'

/** The order of the round after car `i` moved from `before` to `after`. */
export const lappingOrder = (before: State, after: State, i: number): State => {
  const levels = circuitOf(after).levels
  const mover0 = progress(before, before.cars[i] as Car)
  const mover1 = (after.cars[i] as Car).status === 'racing' ? progress(after, after.cars[i] as Car) : mover0
  const rest = after.order.slice(1)
  const kept = rest.filter((k) => {
    const car = after.cars[k] as Car
    if (car.status !== 'racing') return true
    const p = progress(after, car)
    return !(mover0 - p < levels && mover1 - p >= levels)
  })
  // The leader: the farthest of the other racing cars.
  let leader = -1
  after.cars.forEach((car, k) => {
    if (k === i || car.status !== 'racing') return
    if (leader < 0 || progress(after, car) > progress(after, after.cars[leader] as Car)) leader = k
  })
  const lead = leader < 0 ? undefined : (after.cars[leader] as Car)
  const regained =
    lead !== undefined &&
    !rest.includes(leader) &&
    progress(after, lead) - mover0 >= levels &&
    progress(after, lead) - mover1 < levels
  if (kept.length === rest.length && !regained) return after
  return { ...after, order: [i, ...kept, ...(regained && (after.cars[i] as Car).status === 'racing' ? [i] : [])] }
}
