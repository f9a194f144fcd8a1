/**
 * The line the road of a stage is steered along: a serpentine of rows `band` apart and
 * `width` long, joined by half turns, like a road winding down a hillside. The road
 * chases a point a little ahead of where it stands on that line (pure pursuit).
 */
import type { Pose, Vec } from './geometry.js'

const LOOK_AHEAD = 110

/** The point of the serpentine at distance `g` along it (before 0: the first row, extended). */
export const guidePoint = (g: number, width: number, band: number): Vec => {
  if (g <= 0) return { x: g, y: 0 }
  const turn = (Math.PI * band) / 2
  const period = width + turn
  const k = Math.floor(g / period)
  const rest = g - k * period
  const east = k % 2 === 0
  const y = k * band
  if (rest <= width) return { x: east ? rest : width - rest, y }
  const phi = ((rest - width) / turn) * Math.PI
  const dx = (band / 2) * Math.sin(phi)
  return { x: east ? width + dx : -dx, y: y + band / 2 - (band / 2) * Math.cos(phi) }
}

/** Where a pose stands on the serpentine (never going back from `g`), the heading to chase and the distance off the line. */
export const steer = (
  g: number,
  pose: Pose,
  width: number,
  band: number,
): { readonly want: number; readonly next: number; readonly off: number } => {
  let next = g
  let off = Infinity
  for (let s = g - 40; s <= g + 320; s += 4) {
    const p = guidePoint(s, width, band)
    const d = Math.hypot(p.x - pose.x, p.y - pose.y)
    if (d < off) {
      off = d
      next = Math.max(g, s)
    }
  }
  const target = guidePoint(next + LOOK_AHEAD, width, band)
  return { want: Math.atan2(target.y - pose.y, target.x - pose.x), next, off }
}
