/**
 * Plane geometry for drawing a stage as a road: points, poses, road pieces that run
 * straight or along an arc, convex overlap tests. SVG coordinates: x to the right, y down,
 * headings in radians (0 = to the right, growing clockwise on screen).
 */

/** A point or a vector. */
export interface Vec {
  /** Abscissa. */
  readonly x: number
  /** Ordinate (down). */
  readonly y: number
}

/** A point and the direction the road runs there. */
export interface Pose extends Vec {
  /** Heading, radians. */
  readonly h: number
}

/** A polygon, its vertices in order. */
export type Polygon = ReadonlyArray<Vec>

/** The unit vector of a heading. */
export const forward = (h: number): Vec => ({ x: Math.cos(h), y: Math.sin(h) })
/** The unit vector to the left of a heading, as a driver sees it. */
export const leftOf = (h: number): Vec => ({ x: Math.sin(h), y: -Math.cos(h) })

const plus = (a: Vec, b: Vec, k = 1): Vec => ({ x: a.x + b.x * k, y: a.y + b.y * k })

/**
 * A piece of road from a pose: straight (`turn` 0) or along an arc turning `sweep`
 * radians to the left (`turn` 1) or right (`turn` -1), `radius` being the centre line's.
 * `at(t, u)` is the point at fraction `t` of its length and `u` to the left of the centre line.
 */
export interface Piece {
  /** Where it starts. */
  readonly from: Pose
  /** 1 left, -1 right, 0 straight. */
  readonly turn: number
  /** Angle turned, radians (0 when straight). */
  readonly sweep: number
  /** Centre-line radius of an arc; the length of a straight. */
  readonly radius: number
  /** Point at fraction `t` along, `u` to the left. */
  readonly at: (t: number, u: number) => Vec
  /** Heading at fraction `t`. */
  readonly heading: (t: number) => number
  /** Where it ends. */
  readonly to: Pose
}

/** A straight piece of `length` or an arc; `turn` 0 or `sweep` 0 gives a straight. */
export const piece = (from: Pose, turn: number, sweep: number, radius: number): Piece => {
  const f0 = forward(from.h)
  const l0 = leftOf(from.h)
  if (turn === 0 || sweep === 0) {
    const at = (t: number, u: number): Vec => plus(plus(from, f0, radius * t), l0, u)
    const end = at(1, 0)
    return { from, turn: 0, sweep: 0, radius, at, heading: () => from.h, to: { ...end, h: from.h } }
  }
  // Turning left lowers the heading on screen (y grows downwards).
  const centre = plus(from, l0, turn * radius)
  const heading = (t: number): number => from.h - turn * sweep * t
  const at = (t: number, u: number): Vec => {
    const h = heading(t)
    const radial = { x: -turn * Math.sin(h), y: turn * Math.cos(h) }
    return plus(centre, radial, radius - turn * u)
  }
  const end = at(1, 0)
  return { from, turn, sweep, radius, at, heading, to: { ...end, h: heading(1) } }
}

/** Length of a piece along its centre line. */
export const lengthOf = (p: Piece): number => (p.turn === 0 ? p.radius : p.radius * p.sweep)

/** The outline of the band `u0..u1` of a piece between fractions `t0..t1`, arcs sampled finely. */
export const band = (p: Piece, t0: number, t1: number, u0: number, u1: number): Polygon => {
  const n = p.turn === 0 ? 1 : Math.max(1, Math.ceil((p.sweep * (t1 - t0)) / (Math.PI / 24)))
  const out: Vec[] = []
  for (let i = 0; i <= n; i++) out.push(p.at(t0 + ((t1 - t0) * i) / n, u0))
  for (let i = n; i >= 0; i--) out.push(p.at(t0 + ((t1 - t0) * i) / n, u1))
  return out
}

/** The band cut into convex quadrilaterals (for overlap tests). */
export const bandQuads = (p: Piece, t0: number, t1: number, u0: number, u1: number): ReadonlyArray<Polygon> => {
  const n = p.turn === 0 ? 1 : Math.max(1, Math.ceil((p.sweep * (t1 - t0)) / (Math.PI / 24)))
  const out: Polygon[] = []
  for (let i = 0; i < n; i++) {
    const a = t0 + ((t1 - t0) * i) / n
    const b = t0 + ((t1 - t0) * (i + 1)) / n
    out.push([p.at(a, u0), p.at(b, u0), p.at(b, u1), p.at(a, u1)])
  }
  return out
}

/** Axis-aligned bounds. */
export interface Box {
  /** Left. */
  readonly x0: number
  /** Top. */
  readonly y0: number
  /** Right. */
  readonly x1: number
  /** Bottom. */
  readonly y1: number
}

/** The bounds of some points. */
export const boxOf = (points: ReadonlyArray<Vec>): Box => {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const p of points) {
    x0 = Math.min(x0, p.x)
    y0 = Math.min(y0, p.y)
    x1 = Math.max(x1, p.x)
    y1 = Math.max(y1, p.y)
  }
  return { x0, y0, x1, y1 }
}

const boxesMeet = (a: Box, b: Box, eps: number): boolean =>
  a.x0 < b.x1 - eps && b.x0 < a.x1 - eps && a.y0 < b.y1 - eps && b.y0 < a.y1 - eps

// Separating axis test: convex polygons overlap unless some edge normal separates them by
// more than -eps (so pieces sharing an edge, or touching, do not count as overlapping).
const project = (poly: Polygon, nx: number, ny: number): readonly [number, number] => {
  let lo = Infinity
  let hi = -Infinity
  for (const p of poly) {
    const d = p.x * nx + p.y * ny
    lo = Math.min(lo, d)
    hi = Math.max(hi, d)
  }
  return [lo, hi]
}

const separated = (a: Polygon, b: Polygon, eps: number): boolean => {
  for (const poly of [a, b])
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i] as Vec
      const q = poly[(i + 1) % poly.length] as Vec
      const len = Math.hypot(q.x - p.x, q.y - p.y)
      if (len < 1e-9) continue
      const nx = (p.y - q.y) / len
      const ny = (q.x - p.x) / len
      const [alo, ahi] = project(a, nx, ny)
      const [blo, bhi] = project(b, nx, ny)
      if (ahi - blo <= eps || bhi - alo <= eps) return true
    }
  return false
}

/** Two convex polygons overlap by more than `eps` (touching along an edge is not overlapping). */
export const convexOverlap = (a: Polygon, b: Polygon, eps = 0.5): boolean =>
  boxesMeet(boxOf(a), boxOf(b), eps) && !separated(a, b, eps)

/** A point lies inside a polygon (even-odd rule). */
export const inside = (p: Vec, poly: Polygon): boolean => {
  let hit = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Vec
    const b = poly[j] as Vec
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) hit = !hit
  }
  return hit
}

/** SVG path data of a closed polygon, rounded to tenths. */
export const pathOf = (poly: Polygon): string => `M${poly.map((p) => `${r1(p.x)},${r1(p.y)}`).join('L')}Z`

/** A number rounded to a tenth, for compact SVG. */
export const r1 = (v: number): number => Math.round(v * 10) / 10

/** Degrees of a heading, for SVG rotations. */
export const degrees = (h: number): number => r1((h * 180) / Math.PI)
