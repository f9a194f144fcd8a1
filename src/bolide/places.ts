/**
 * Helpers for bot authors to find points on the board: the red arrow of a point's sector,
 * the point some squares ahead along it (or behind: the slipstream point of a car is one
 * behind it, BO 5), and the Pion of a car with the 25 points of its next move (BO 1).
 */
import { add, COMPASS, scale, type Compass, type Point } from './grid/point.js'
import { pionTargets } from './grid/pion.js'
import type { Circuit } from './circuit/model.js'
import { terrainOf } from './circuit/terrain.js'
import type { BolideState } from './state.js'
import { pionFor } from './rules/movement.js'
import { remaining } from './rules/context.js'

/**
 * The red arrow of the sector a point is in (run-off points take the nearest sector's), or null off every sector.
 * @group Boards
 */
export const sectorArrow = (circuit: Circuit, p: Point): Compass | null => {
  const sector = terrainOf(circuit).sector(p.x, p.y)
  return sector < 0 ? null : (circuit.arrows[sector] ?? null)
}

/**
 * The point `squares` ahead of `p` along the red arrow of its sector (negative: behind),
 * e.g. `pointAhead(circuit, car.pos, -1)` is the slipstream point of a car (BO 5); null
 * when `p` is in no sector.
 * @group Boards
 */
export const pointAhead = (circuit: Circuit, p: Point, squares = 1): Point | null => {
  const arrow = sectorArrow(circuit, p)
  return arrow === null ? null : add(p, scale(COMPASS[arrow], squares))
}

/**
 * Where the Pion of a seat's car stands for its next move (BO 1): its point plus its last
 * move, one square further in its primary direction when the car to move was granted the
 * Booster (BO 7). For a
 * state the game produced or admitted; null for a seat the race does not have.
 * @group Boards
 */
export const pionPoint = (s: BolideState, seat: number): Point | null => {
  const car = s.cars[seat]
  if (car === undefined) return null
  // The Booster granted this turn moves the Pion of the car to move only.
  return s.phase.kind === 'move' && s.phase.seat === seat ? pionFor(s, car) : add(car.pos, car.vel)
}

/**
 * The 25 points of the 5×5 square around a car's Pion (BO 1, figure 6), North-West first; empty for an unknown seat.
 * @group Boards
 */
export const pionSquare = (s: BolideState, seat: number): ReadonlyArray<Point> => {
  const pion = pionPoint(s, seat)
  return pion === null ? [] : pionTargets(pion)
}

/**
 * The unit steps a seat's car still has to drive to the end of the race, along the track
 * (the circuit's distance field, laps to come included): what the bots measure progress
 * with. A finished car has 0; null for a seat the race does not have.
 * @group Boards
 */
export const stepsToGo = (s: BolideState, seat: number): number | null => {
  const car = s.cars[seat]
  if (car === undefined) return null
  return car.mode === 'finished' ? 0 : remaining(s, car)
}
