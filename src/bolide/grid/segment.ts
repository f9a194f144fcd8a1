/**
 * The exact segment-versus-grid check of BO 1 ("the trajectory must lie entirely on the
 * track or on its edges") and the lattice points a trajectory passes through (BO 5).
 *
 * What "on the track" means between lattice points (our ruling, see docs/bolide.md):
 * the drivable region is the union of
 *  - every track or edge point,
 *  - every unit grid edge whose two ends are track/edge points (a car may run along a kerb),
 *  - every half-square triangle (three corners of one grid square) whose three corners
 *    are track/edge points; a square with four such corners is therefore fully drivable.
 * A trajectory is legal when every point of the segment lies in that closed region.
 * A square with only two drivable corners contributes nothing but its drivable edges, so a
 * diagonal between two drivable corners of an otherwise undrivable square cuts the corner.
 *
 * The check is exact (integer arithmetic only): the segment is cut where it crosses grid
 * lines; each piece lies in one grid square and is tested against that square's drivable
 * triangles by its two ends (triangles are convex).
 */
import type { Point } from './point.js'

/** Whether a lattice point is a track or edge point (where a trajectory may run). @group Boards */
export type Drivable = (x: number, y: number) => boolean

const gcd = (a: number, b: number): number => {
  let x = Math.abs(a)
  let y = Math.abs(b)
  while (y !== 0) [x, y] = [y, x % y]
  return x
}

/** The lattice points strictly between `a` and `b` on the segment (BO 5: a car masks its point). @group Boards */
export const pointsStrictlyBetween = (a: Point, b: Point): ReadonlyArray<Point> => {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const g = gcd(dx, dy)
  const out: Point[] = []
  for (let k = 1; k < g; k++) out.push({ x: a.x + (dx / g) * k, y: a.y + (dy / g) * k })
  return out
}

const floorDiv = (n: number, d: number): number => Math.floor(n / d)

/**
 * Whether the whole closed segment `a`-`b` lies in the drivable region (module comment).
 * A zero-length segment is legal when its point is drivable.
 * @group Boards
 */
export const segmentOnTrack = (a: Point, b: Point, drivable: Drivable): boolean => {
  const ax = a.x
  const ay = a.y
  if (!drivable(ax, ay) || !drivable(b.x, b.y)) return false
  const dx = b.x - ax
  const dy = b.y - ay
  if (dx === 0 || dy === 0) {
    // Along a grid line: every unit edge must join two drivable points.
    const n = Math.max(Math.abs(dx), Math.abs(dy))
    const sx = Math.sign(dx)
    const sy = Math.sign(dy)
    for (let k = 1; k < n; k++) if (!drivable(ax + sx * k, ay + sy * k)) return false
    return true
  }
  const adx = Math.abs(dx)
  const ady = Math.abs(dy)
  // Parameter t = T / D with D = adx * ady: the segment crosses vertical grid lines at
  // T = i * ady and horizontal ones at T = j * adx. The pieces between consecutive
  // crossings are walked in order by merging the two sequences (a crossing of both lines
  // at once counts once), without building the list.
  const D = adx * ady
  let i = 1
  let j = 1
  let t0 = 0
  while (t0 < D) {
    const vi = i * ady
    const vj = j * adx
    const t1 = vi < vj ? vi : vj
    if (vi === t1) i++
    if (vj === t1) j++
    if (!pieceOnTrack(ax, ay, dx, dy, D, t0, t1, drivable)) return false
    t0 = t1
  }
  return true
}

// Whether the piece of the segment between parameters t0 and t1 (scaled by D, within one
// grid square) lies in that square's drivable triangles.
const pieceOnTrack = (
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  D: number,
  t0: number,
  t1: number,
  drivable: Drivable,
): boolean => {
  // The square holding the piece: floor of its midpoint (scaled by 2D to stay integer).
  const cx = floorDiv(2 * ax * D + dx * (t0 + t1), 2 * D)
  const cy = floorDiv(2 * ay * D + dy * (t0 + t1), 2 * D)
  const c00 = drivable(cx, cy)
  const c10 = drivable(cx + 1, cy)
  const c01 = drivable(cx, cy + 1)
  const c11 = drivable(cx + 1, cy + 1)
  const count = (c00 ? 1 : 0) + (c10 ? 1 : 0) + (c01 ? 1 : 0) + (c11 ? 1 : 0)
  if (count === 4) return true
  if (count < 3) return false
  // Exactly one corner missing: both ends of the piece must lie in the opposite triangle.
  // Local coordinates scaled by D, in [0, D]: X(T) - cx * D with X(T) = ax * D + dx * T.
  const u0 = (ax - cx) * D + dx * t0
  const v0 = (ay - cy) * D + dy * t0
  const u1 = (ax - cx) * D + dx * t1
  const v1 = (ay - cy) * D + dy * t1
  if (!c00) return u0 + v0 >= D && u1 + v1 >= D
  if (!c11) return u0 + v0 <= D && u1 + v1 <= D
  if (!c10) return v0 >= u0 && v1 >= u1
  return u0 >= v0 && u1 >= v1
}

/** Orientation sign of the triangle p, q, r. */
const orient = (p: Point, q: Point, r: Point): number =>
  Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x))

const onSegment = (p: Point, q: Point, r: Point): boolean =>
  Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y)

/**
 * Whether the bounding box of the segment (x1, y1)-(x2, y2) is apart from that of `q1`-`q2`:
 * then they cannot touch. On numbers, so a caller can ask before it builds any point.
 */
export const boxesApart = (x1: number, y1: number, x2: number, y2: number, q1: Point, q2: Point): boolean =>
  Math.max(x1, x2) < Math.min(q1.x, q2.x) ||
  Math.max(q1.x, q2.x) < Math.min(x1, x2) ||
  Math.max(y1, y2) < Math.min(q1.y, q2.y) ||
  Math.max(q1.y, q2.y) < Math.min(y1, y2)

/**
 * Whether two closed segments touch or cross (a car "touches or crosses" a line, BO 1 / BO 9).
 * Exact on integers.
 * @group Boards
 */
export const segmentsTouch = (p1: Point, p2: Point, q1: Point, q2: Point): boolean => {
  // Segments whose bounding boxes are apart cannot touch (most moves are far from a line).
  if (boxesApart(p1.x, p1.y, p2.x, p2.y, q1, q2)) return false
  const o1 = orient(p1, p2, q1)
  const o2 = orient(p1, p2, q2)
  const o3 = orient(q1, q2, p1)
  const o4 = orient(q1, q2, p2)
  if (o1 !== o2 && o3 !== o4) return true
  if (o1 === 0 && onSegment(p1, p2, q1)) return true
  if (o2 === 0 && onSegment(p1, p2, q2)) return true
  if (o3 === 0 && onSegment(q1, q2, p1)) return true
  if (o4 === 0 && onSegment(q1, q2, p2)) return true
  return false
}

/** The lattice points of a closed segment, ends included (as many as its longer component, plus one). */
export const latticePointsOn = (a: Point, b: Point): ReadonlyArray<Point> => [
  a,
  ...pointsStrictlyBetween(a, b),
  ...(a.x === b.x && a.y === b.y ? [] : [b]),
]

// The steps k in [0, n] for which `start + step * k` lies in [0, size): an interval, widened by
// one on each side against rounding (the caller checks each point), or null when empty.
const stepsInside = (start: number, step: number, size: number, n: number): readonly [number, number] | null => {
  if (step === 0) return start >= 0 && start < size ? [0, n] : null
  const k1 = (0 - start) / step
  const k2 = (size - 1 - start) / step
  const lo = Math.max(0, Math.ceil(Math.min(k1, k2)) - 1)
  const hi = Math.min(n, Math.floor(Math.max(k1, k2)) + 1)
  return lo <= hi ? [lo, hi] : null
}

/**
 * The lattice points of a closed segment that lie on a `width` × `height` map (0 ≤ x < width,
 * 0 ≤ y < height), in order from `a`. The work is bounded by the map, not by the segment:
 * a line drawn two billion squares long costs no more than one across the map.
 * @group Boards
 */
export const latticePointsWithin = (a: Point, b: Point, width: number, height: number): ReadonlyArray<Point> => {
  const dx = b.x - a.x
  const dy = b.y - a.y
  // Past the safe integers the steps are no longer exact and the walk no longer bounded by
  // the map: such a line has no lattice point a map within the limits could hold.
  if (
    !Number.isSafeInteger(dx) ||
    !Number.isSafeInteger(dy) ||
    !Number.isSafeInteger(a.x) ||
    !Number.isSafeInteger(a.y)
  )
    return []
  const g = gcd(dx, dy)
  const sx = g === 0 ? 0 : dx / g
  const sy = g === 0 ? 0 : dy / g
  const xs = stepsInside(a.x, sx, width, g)
  const ys = stepsInside(a.y, sy, height, g)
  if (xs === null || ys === null) return []
  const out: Point[] = []
  // A line meets at most max(width, height) + 1 lattice points of the map: the bound keeps
  // the walk short whatever rounding the range above went through.
  const first = Math.max(xs[0], ys[0])
  const last = Math.min(xs[1], ys[1], first + Math.max(width, height) + 1)
  for (let k = first; k <= last; k++) {
    const p = { x: a.x + sx * k, y: a.y + sy * k }
    if (p.x >= 0 && p.y >= 0 && p.x < width && p.y < height) out.push(p)
  }
  return out
}
