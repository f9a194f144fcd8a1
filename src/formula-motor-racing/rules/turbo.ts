import type { CarId } from '../cars.js'
import { advanceCar, type Effect, type RunningOrder } from './running-order.js'

/** Places a Turbo gains. */
export const TURBO_GAIN = 3

/** How many of the last racing cars a Turbo may target. */
export const TURBO_FIELD = 3

/** FMR Turbo: the cars a Turbo may target, the last three still racing (all of them when fewer race). */
export const turboTargets = (running: RunningOrder): ReadonlyArray<CarId> =>
  // A spread, then `slice`: `slice` of a frozen list takes V8's slow path on Node 20.
  [...running.order].slice(Math.max(0, running.order.length - TURBO_FIELD))

/** FMR Turbo: the chosen car alone moves forward three places; the car behind does not follow. */
export const turbo = (running: RunningOrder, car: CarId): Effect => advanceCar(running, car, TURBO_GAIN)
