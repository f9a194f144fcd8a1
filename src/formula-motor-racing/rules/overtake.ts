import type { CarId } from '../cars.js'
import { noEffect, type Effect, type RunningOrder } from './running-order.js'

/**
 * FMR Dépassement: the chosen car AND the car directly behind it (slipstream) move forward
 * `gain` places together, staying nose to tail. Gains past first place are lost; the
 * leader chosen: nothing moves; the last car chosen moves alone (nobody behind).
 */
export const overtake = (running: RunningOrder, car: CarId, gain: number): Effect => {
  const from = running.order.indexOf(car)
  if (from <= 0) return noEffect(running)
  const to = Math.max(0, from - gain)
  const behind = running.order[from + 1]
  const movers: CarId[] = behind === undefined ? [car] : [car, behind]
  const order = running.order.slice()
  order.splice(from, movers.length)
  order.splice(to, 0, ...movers)
  const moves = movers.map((c, i) => ({ car: c, from: from + 1 + i, to: to + 1 + i }))
  return { order, out: running.out, moves, retired: [] }
}
