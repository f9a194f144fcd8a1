import type { CarId } from '../cars.js'
import { noEffect, retireCars, type Effect, type RunningOrder } from './running-order.js'

/** Which neighbour of the car hit joins it out of the race. @group Rules */
export type CollisionSide = 'front' | 'behind'

/**
 * FMR Collision: the sides the player may choose for the rolled place. Empty when no racing
 * car holds that place (no effect) or when it is the only racing car (it goes out alone:
 * library ruling). At first place only `behind`, at the last racing place only `front`.
 */
export const collisionSides = (running: RunningOrder, place: number): ReadonlyArray<CollisionSide> => {
  const n = running.order.length
  if (place < 1 || place > n || n < 2) return []
  if (place === 1) return ['behind']
  if (place === n) return ['front']
  return ['front', 'behind']
}

/**
 * FMR Collision: the car at the rolled place and its chosen neighbour are both out, placed
 * together at the front of the out-of-race queue in their relative order.
 */
export const collide = (running: RunningOrder, place: number, side: CollisionSide | null): Effect => {
  const hit = running.order[place - 1]
  if (hit === undefined || place < 1) return noEffect(running)
  const partner: CarId | undefined =
    side === 'front' ? running.order[place - 2] : side === 'behind' ? running.order[place] : undefined
  return retireCars(running, partner === undefined ? [hit] : [hit, partner])
}
