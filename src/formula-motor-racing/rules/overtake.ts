import type { CarId } from '../cars.js'
import { indexIn } from '../lists.js'
import { noEffect, withBlockMoved, type Effect, type Move, type RunningOrder } from './running-order.js'

/**
 * FMR Dépassement: the chosen car AND the car directly behind it (slipstream) move forward
 * `gain` places together, staying nose to tail. Gains past first place are lost; the
 * leader chosen: nothing moves; the last car chosen moves alone (nobody behind).
 */
export const overtake = (running: RunningOrder, car: CarId, gain: number): Effect => {
  const from = indexIn(running.order, car)
  if (from <= 0) return noEffect(running)
  const to = Math.max(0, from - gain)
  const behind = running.order[from + 1]
  const moves: Move[] =
    behind === undefined
      ? [{ car, from: from + 1, to: to + 1 }]
      : [
          { car, from: from + 1, to: to + 1 },
          { car: behind, from: from + 2, to: to + 2 },
        ]
  return { order: withBlockMoved(running.order, from, moves.length, to), out: running.out, moves, retired: [] }
}
