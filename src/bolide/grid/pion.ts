/**
 * The Pion (BO 1): the marker that repeats the car's last move. The next move may end on
 * any of the 25 points of the 5×5 square centred on the Pion.
 */
import { add, COMPASS, scale, type Compass, type Point } from './point.js'

/** The 25 target points of a Pion (BO 1, figure 6), row by row from the North-West. @group Boards */
export const pionTargets = (pion: Point): ReadonlyArray<Point> => {
  const out: Point[] = []
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) out.push({ x: pion.x + dx, y: pion.y + dy })
  return out
}

/** Where the Pion stands: the car's point plus its last move. */
export const pionOf = (pos: Point, velocity: Point): Point => add(pos, velocity)

const ORDER: ReadonlyArray<Compass> = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']

/**
 * The 5 points of a standing start (BO 1, figure 1): the 8 neighbours of the car minus
 * the 3 behind it with respect to `facing` (the sector arrow; reversed after a spin, BO 8).
 * `step` is 2 for a fast start, where the car moves 2 squares instead of 1.
 * @group Boards
 */
export const standingTargets = (pos: Point, facing: Compass, step: number): ReadonlyArray<Point> => {
  const i = ORDER.indexOf(facing)
  const keep = [-2, -1, 0, 1, 2].map((k) => ORDER[(i + k + 8) % 8] as Compass)
  return keep.map((c) => add(pos, scale(COMPASS[c], step)))
}

/** The compass direction opposite to `c`. */
export const reverseCompass = (c: Compass): Compass => ORDER[(ORDER.indexOf(c) + 4) % 8] as Compass

/**
 * The points a block may reach (BO 4): every point at speed exactly 2 from the car whose
 * move makes an angle of less than 90° with the primary direction (car-Pion segment).
 * Points on the 90° ruler are forbidden, so the test is a strictly positive dot product.
 * @group Boards
 */
export const blockTargets = (pos: Point, velocity: Point): ReadonlyArray<Point> => {
  const out: Point[] = []
  if (velocity.x === 0 && velocity.y === 0) return out
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) !== 2) continue
      if (dx * velocity.x + dy * velocity.y > 0) out.push({ x: pos.x + dx, y: pos.y + dy })
    }
  return out
}

/** The 8 neighbours of a point (unit moves off the track and on dirty tyres, BO 2). */
export const neighbours = (pos: Point): ReadonlyArray<Point> => {
  const out: Point[] = []
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if (dx !== 0 || dy !== 0) out.push({ x: pos.x + dx, y: pos.y + dy })
  return out
}
