/**
 * The documented limits of the circuit format, checked before anything walks the map: a
 * circuit over them is refused at once (`OVER_LIMIT`), so that no input makes the engine
 * enumerate millions of points or allocate a map it cannot hold. The built-in circuits use
 * about a tenth of them (80 × 44 points at most).
 */
import type { Point } from '../grid/point.js'
import type { Circuit, Line } from './model.js'

/** The limits of a circuit, by name (docs/bolide.md, "Limits"). @group Limits */
export const CIRCUIT_LIMITS = Object.freeze({
  /** Columns of the map (characters per row). */
  columns: 400,
  /** Rows of the map. */
  rows: 400,
  /** Lattice points of the map in all (columns × rows). */
  points: 100_000,
  /** Characters of the circuit's name. */
  name: 80,
  /** Sectors (and arrows): one per letter a-z. */
  sectors: 26,
  /** Start grid slots. */
  gridSlots: 16,
  /** Length of a finish, half-way or pit line, in squares (its longer component). */
  line: 64,
  /** Characters of the ASCII form given to `parseCircuitMap`. */
  mapText: 250_000,
})

const where = (p: Point): string => `(${p.x},${p.y})`

/** Columns of a map: its longest row. */
export const mapWidth = (rows: ReadonlyArray<string>): number => {
  let width = 0
  for (const r of rows) width = Math.max(width, r.length)
  return width
}

/** The size limits the map itself breaks (rows, columns, points), or null when it is within them. */
export const mapOverLimits = (rows: ReadonlyArray<string>): string | null => {
  const L = CIRCUIT_LIMITS
  if (rows.length > L.rows) return `the map has ${rows.length} rows (at most ${L.rows})`
  const width = mapWidth(rows)
  if (width > L.columns) return `the map has rows of ${width} columns (at most ${L.columns})`
  if (width * rows.length > L.points)
    return `the map has ${width} × ${rows.length} = ${width * rows.length} points (at most ${L.points})`
  return null
}

/**
 * Every limit of {@link CIRCUIT_LIMITS} the circuit breaks, one sentence each (empty when it
 * is within them). Reads only the sizes and the header's points, never the map's content.
 * @group Limits
 */
export const circuitOverLimits = (c: Circuit): ReadonlyArray<string> => {
  const L = CIRCUIT_LIMITS
  const out: string[] = []
  if (c.name.length > L.name) out.push(`the circuit name has ${c.name.length} characters (at most ${L.name})`)
  const size = mapOverLimits(c.rows)
  if (size !== null) return [...out, size]
  const width = mapWidth(c.rows)
  if (c.arrows.length > L.sectors)
    out.push(`there are ${c.arrows.length} arrows (at most ${L.sectors}, one per sector a-z)`)
  if (c.grid.length > L.gridSlots) out.push(`the start grid has ${c.grid.length} slots (at most ${L.gridSlots})`)
  const onMap = (p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x < width && p.y < c.rows.length
  const point = (name: string, p: Point): void => {
    if (!onMap(p)) out.push(`${name} ${where(p)} is off the ${width} × ${c.rows.length} map`)
  }
  const line = (name: string, l: Line): void => {
    point(`the ${name} line's end`, l.from)
    point(`the ${name} line's end`, l.to)
    const length = Math.max(Math.abs(l.to.x - l.from.x), Math.abs(l.to.y - l.from.y))
    if (length > L.line) out.push(`the ${name} line is ${length} squares long (at most ${L.line})`)
  }
  line('finish', c.finish)
  line('half-way', c.halfway)
  if (c.pit !== null) {
    line('Pit Lane In', c.pit.in)
    line('Pit Lane Out', c.pit.out)
  }
  // Only the first slots: a grid over its limit is already refused above.
  for (const [i, g] of c.grid.slice(0, L.gridSlots).entries()) point(`grid slot ${i + 1}`, g)
  return out
}
