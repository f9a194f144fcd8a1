/**
 * Grid geometry of Bolide: lattice points, moves and compass directions.
 * x grows to the East, y grows to the South (the row index of the ASCII map).
 */
import * as t from 'io-ts'
import { integer } from '../../core/index.js'

/** A lattice point of the board (intersection of two grid lines), or a move vector. @group Boards */
export interface Point {
  /** Column, growing to the East. */
  readonly x: number
  /** Row, growing to the South. */
  readonly y: number
}

/** Codec of {@link Point}. @group Codecs */
export const PointCodec: t.Type<Point, Point, unknown> = t.readonly(t.type({ x: integer, y: integer }), 'Point')

/** The eight compass directions a sector arrow may point to. @group Boards */
export type Compass = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'

/** Codec of {@link Compass}. @group Codecs */
export const CompassCodec: t.Type<Compass, Compass, unknown> = t.keyof(
  { N: null, NE: null, E: null, SE: null, S: null, SW: null, W: null, NW: null },
  'Compass',
)

/** Unit vectors of the compass directions. */
export const COMPASS: Readonly<Record<Compass, Point>> = {
  N: { x: 0, y: -1 },
  NE: { x: 1, y: -1 },
  E: { x: 1, y: 0 },
  SE: { x: 1, y: 1 },
  S: { x: 0, y: 1 },
  SW: { x: -1, y: 1 },
  W: { x: -1, y: 0 },
  NW: { x: -1, y: -1 },
}

/** A point. */
export const pt = (x: number, y: number): Point => ({ x, y })
/** `a + b`. */
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y })
/** `a - b`. */
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y })
/** `k * a`. (`+ 0` turns -0, from 0 times a negative, into 0: see {@link turnLeft}.) */
export const scale = (a: Point, k: number): Point => ({ x: a.x * k + 0, y: a.y * k + 0 })
/**
 * `a` turned a quarter to the left (x East, y South): N becomes W. Written `0 - a.x`, not
 * `-a.x`: negating 0 gives -0, which V8 cannot keep as a small integer, and one -0 stored in a
 * point makes every point's fields boxed numbers (slower, and the compiled code that assumed
 * small integers is thrown away and compiled again).
 */
export const turnLeft = (a: Point): Point => ({ x: a.y, y: 0 - a.x })
/** `a` turned a quarter to the right: N becomes E (see {@link turnLeft} for `0 - a.y`). */
export const turnRight = (a: Point): Point => ({ x: 0 - a.y, y: a.x })
/** Dot product. */
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y
/** Same point. */
export const samePoint = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y
/** A stable text key of a point, e.g. `12,7`. */
export const keyOf = (p: Point): string => `${p.x},${p.y}`

/**
 * The speed of a move (BO 1): the number of squares of the longest of its two components
 * (North-South, East-West). A move of 1 South and 3 East is 3rd gear.
 * @group Boards
 */
export const speedOf = (v: Point): number => Math.max(Math.abs(v.x), Math.abs(v.y))

/**
 * The primary direction of a move (BO 5): the unit vector of its longest component. When
 * both components are equally long the car has no single primary direction; the seed's
 * figure 18 then applies the +1 in both directions, so the result is the diagonal.
 * A standing car (zero vector) has none: `{0,0}`.
 * @group Boards
 */
export const primaryDirection = (v: Point): Point => {
  const ax = Math.abs(v.x)
  const ay = Math.abs(v.y)
  if (ax === 0 && ay === 0) return { x: 0, y: 0 }
  if (ax > ay) return { x: Math.sign(v.x), y: 0 }
  if (ay > ax) return { x: 0, y: Math.sign(v.y) }
  return { x: Math.sign(v.x), y: Math.sign(v.y) }
}

/** The compass name of a unit vector, or null for the zero vector / non-unit vectors. */
export const compassOf = (v: Point): Compass | null => {
  for (const [name, u] of Object.entries(COMPASS) as ReadonlyArray<[Compass, Point]>) if (samePoint(u, v)) return name
  return null
}

/** Describes a move the way the seed does: `1 South 3 East`, `standing`. */
export const describeMove = (v: Point): string => {
  const parts: string[] = []
  if (v.y !== 0) parts.push(`${Math.abs(v.y)} ${v.y < 0 ? 'North' : 'South'}`)
  if (v.x !== 0) parts.push(`${Math.abs(v.x)} ${v.x > 0 ? 'East' : 'West'}`)
  return parts.length === 0 ? 'standing' : parts.join(' ')
}
