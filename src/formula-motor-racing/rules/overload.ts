import type { CarId } from '../cars.js'
import { advanceCar, retireCars, sendToLast, type Effect, type RunningOrder } from './running-order.js'

/**
 * Most rolls of one overload card (a library limit; the rulebook sets none): after the
 * thousandth roll the player stops as if by choice. It keeps every count of a state bounded;
 * a thousand rolls without a 10-12 happen with a probability of 0.75^1000, about 10^-125.
 * @group Limits
 */
export const MAX_OVERLOAD_ROLLS = 1000

/** Whether an overload roll damages the car (10-12) instead of moving it forward (1-9). */
export const isOverloadDamage = (roll: number): boolean => roll >= 10

/**
 * FMR Surcharge: one roll of an overload card. 1-9: the car alone moves forward one place.
 * 10-12: wheel loss sends it to the last racing place, engine explosion puts it out of the race.
 */
export const overloadRoll = (
  running: RunningOrder,
  car: CarId,
  roll: number,
  damage: 'wheel-loss' | 'engine-blow',
): Effect => {
  if (!isOverloadDamage(roll)) return advanceCar(running, car, 1)
  return damage === 'wheel-loss' ? sendToLast(running, car) : retireCars(running, [car])
}
