import { noEffect, retireCars, sendToLast, type Effect, type RunningOrder } from './running-order.js'

/**
 * FMR Tête à Queue: the car at the rolled place spins. Major spin: out of the race; minor
 * spin: to the last racing place. No effect when no racing car holds that place.
 */
export const spin = (running: RunningOrder, place: number, major: boolean): Effect => {
  const car = running.order[place - 1]
  if (car === undefined || place < 1) return noEffect(running)
  return major ? retireCars(running, [car]) : sendToLast(running, car)
}
