import type { CarId } from '../cars.js'
import { advanceCar, retireCars, sendToLast, type Effect, type RunningOrder } from './running-order.js'

/** Whether an overload roll damages the car (10-12) instead of moving it forward (1-9). */
export const isOverloadDamage = (roll: number): boolean => roll >= 10

/**
 * FMR Surcharge: one roll of an overload card. 1-9: the car alone moves forward one place.
 * 10-12: wheel loss sends it to the last racing place, engine explosion puts it out of the race.
 */
export const overloadRoll = (running: RunningOrder, car: CarId, roll: number, damage: 'wheel-loss' | 'engine-blow'): Effect => {
  if (!isOverloadDamage(roll)) return advanceCar(running, car, 1)
  return damage === 'wheel-loss' ? sendToLast(running, car) : retireCars(running, [car])
}
