/**
 * The centre line of a built circuit: a straight is drawn as long as its spaces, a corner as
 * an arc turning by its angle. The arc is long enough for the middle lane's spaces to be about
 * a space long (or follows the radius given), and never so tight that the inner lanes (or a pit
 * lane on the inside) fold.
 */
import type { Section } from './dsl.js'
import type { Segment } from './model.js'

const clampAngle = (a: number): number => (Number.isFinite(a) ? Math.max(-720, Math.min(720, a)) : 90)

/** The default turn of a corner: 90 degrees towards the lane with the fewest spaces (lane 0 is on the left). */
export const defaultAngle = (counts: ReadonlyArray<number>): number => {
  const first = counts[0] ?? 1
  const last = counts[counts.length - 1] ?? 1
  return first < last ? 90 : -90
}

/** The middle lane's count (the mean of the two middle lanes with an even number of lanes). */
const middleCount = (counts: ReadonlyArray<number>): number => {
  const n = counts.length
  if (n === 0) return 1
  if (n % 2 === 1) return counts[(n - 1) / 2] ?? 1
  return ((counts[n / 2 - 1] ?? 1) + (counts[n / 2] ?? 1)) / 2
}

/** The piece of centre line of one section of the builder. */
export const sectionSegment = (
  section: Section,
  levels: number,
  counts: ReadonlyArray<number>,
  lanes: number,
  laneWidth: number,
): Segment => {
  if (section.kind === 'straight') return { levels, length: counts[0] ?? 1, turn: 0 }
  const turn = clampAngle(section.spec.angle ?? defaultAngle(counts))
  const theta = (Math.abs(turn) * Math.PI) / 180
  // Room inside the arc for half the track, a pit lane and its stands.
  const tightest = (lanes / 2 + 2.8) * laneWidth
  const radius = section.spec.radius
  const length =
    radius !== undefined && Number.isFinite(radius) && theta > 0
      ? Math.max(radius, tightest) * theta
      : Math.max(middleCount(counts), tightest * theta, 0.5)
  return { levels, length: Math.round(length * 1000) / 1000, turn }
}
