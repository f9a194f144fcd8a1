/**
 * The ASCII authoring form of a circuit: a small header of `key: value` lines, a line
 * `---`, then the map (legend in model.ts). Example:
 *
 * ```text
 * name: Test Ring
 * rain-risk: 4
 * arrows: E S W N
 * finish: 10,0 10,5
 * halfway: 20,8 20,13
 * grid: 8,2 8,3 6,2 6,3
 * pit-in: 5,5 7,5
 * pit-out: 12,5 14,5
 * pit-services: full-fuel=1 half-fuel=2 pit-stop=3 speed-limit=3
 * ---
 * ....AAAAAAAA....
 * ...Aaaaaaaaaa...
 * ```
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { CompassCodec, type Compass, type Point } from '../grid/point.js'
import { CIRCUIT_LIMITS } from './limits.js'
import type { Circuit, Line, PitLane } from './model.js'

const parsePoint = (text: string): Point | null => {
  const m = /^(-?\d{1,15}),(-?\d{1,15})$/.exec(text.trim())
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null
}

const parsePoints = (text: string): ReadonlyArray<Point> | null => {
  const parts = text
    .trim()
    .split(/\s+/)
    .filter((s) => s.length > 0)
  const pts = parts.map(parsePoint)
  return pts.every((p): p is Point => p !== null) ? pts : null
}

const parseLine = (text: string): Line | null => {
  const pts = parsePoints(text)
  return pts && pts.length === 2 ? { from: pts[0] as Point, to: pts[1] as Point } : null
}

// The header's "key: value" lines (comments and blank lines skipped); unreadable lines into `errors`.
const readHeader = (lines: ReadonlyArray<string>, errors: string[]): Map<string, string> => {
  const header = new Map<string, string>()
  for (const [i, raw] of lines.entries()) {
    const l = raw.trim()
    if (l === '' || l.startsWith('#')) continue
    const m = /^([a-z-]+)\s*:\s*(.*)$/.exec(l)
    if (!m) errors.push(`header line ${i + 1}: expected "key: value", got "${l}"`)
    else header.set(m[1] as string, (m[2] as string).trim())
  }
  return header
}

// The map rows, blanks read as void and padded to the widest row; unknown characters into `errors`.
const readRows = (lines: ReadonlyArray<string>, errors: string[]): ReadonlyArray<string> => {
  const rows = lines.filter((l) => l.trim() !== '').map((l) => l.replace(/ /g, '.').replace(/\s+$/, ''))
  const width = rows.reduce((m, r) => Math.max(m, r.length), 0)
  const padded = rows.map((r) => r.padEnd(width, '.'))
  for (const [i, r] of padded.entries()) {
    const bad = /[^a-zA-Z1-9.,]/.exec(r)
    if (bad) errors.push(`map row ${i}: unknown character "${bad[0]}" at column ${bad.index}`)
  }
  return padded
}

// The header's values as the circuit needs them; what is missing or unreadable goes into `errors`.
interface HeaderReader {
  readonly has: (key: string) => boolean
  readonly text: (key: string) => string
  readonly line: (key: string) => Line
}

const headerReader = (header: ReadonlyMap<string, string>, errors: string[]): HeaderReader => {
  const text = (key: string): string => {
    const v = header.get(key)
    if (v === undefined) errors.push(`header: missing "${key}"`)
    return v ?? ''
  }
  return {
    has: (key) => header.has(key),
    text,
    line: (key) => {
      const l = parseLine(text(key))
      if (!l) errors.push(`header: ${key} must be two points "x,y x,y"`)
      return l ?? { from: { x: 0, y: 0 }, to: { x: 0, y: 0 } }
    },
  }
}

// The pit lane of the header's pit-in, pit-out and pit-services lines, or null when it has none.
const readPitLane = (h: HeaderReader, errors: string[]): PitLane | null => {
  if (!h.has('pit-in') && !h.has('pit-out') && !h.has('pit-services')) return null
  const pin = h.line('pit-in')
  const pout = h.line('pit-out')
  const services = new Map<string, string>()
  for (const part of h
    .text('pit-services')
    .split(/\s+/)
    .filter((s) => s.length > 0)) {
    const [k, v] = part.split('=')
    if (k !== undefined && v !== undefined) services.set(k, v)
    else errors.push(`header: pit-services entry "${part}" must be key=value`)
  }
  const cell = (k: string): number => {
    const n = Number(services.get(k))
    if (!Number.isInteger(n)) errors.push(`header: pit-services needs ${k}=<cell number>`)
    return Number.isInteger(n) ? n : 1
  }
  const limitText = services.get('speed-limit')
  const limit = limitText === undefined ? null : Number(limitText)
  if (limit !== null && !Number.isInteger(limit)) errors.push('header: speed-limit must be an integer')
  return {
    in: pin,
    out: pout,
    fullFuel: cell('full-fuel'),
    halfFuel: cell('half-fuel'),
    pitStop: cell('pit-stop'),
    speedLimit: limit !== null && Number.isInteger(limit) ? limit : null,
  }
}

/**
 * Parses the ASCII form into the JSON form. A Left lists every header or map line that
 * could not be read; the meaning (and the limits) are checked by `validateCircuit`. A text
 * longer than the limit is refused before it is read.
 * @group Boards
 */
export const parseCircuitMap = (text: string): Either<ReadonlyArray<string>, Circuit> => {
  if (text.length > CIRCUIT_LIMITS.mapText)
    return left([`the map text has ${text.length} characters (at most ${CIRCUIT_LIMITS.mapText})`])
  const lines = text.replace(/\r/g, '').split('\n')
  const sep = lines.findIndex((l) => l.trim() === '---')
  if (sep < 0) return left(['missing the "---" line between the header and the map'])
  const errors: string[] = []
  const header = readHeader(lines.slice(0, sep), errors)
  const rows = readRows(lines.slice(sep + 1), errors)
  const h = headerReader(header, errors)
  const name = h.text('name')
  const rainText = header.get('rain-risk') ?? '0'
  const rainRisk = Number(rainText)
  if (!Number.isInteger(rainRisk)) errors.push(`header: rain-risk must be an integer, got "${rainText}"`)
  const arrows: Compass[] = []
  for (const a of h
    .text('arrows')
    .split(/\s+/)
    .filter((s) => s.length > 0)) {
    if (CompassCodec.is(a)) arrows.push(a)
    else errors.push(`header: arrow "${a}" is not one of N NE E SE S SW W NW`)
  }
  const finish = h.line('finish')
  const halfway = h.line('halfway')
  const grid = parsePoints(h.text('grid'))
  if (!grid) errors.push('header: grid must be a list of points "x,y x,y ..."')
  const pit = readPitLane(h, errors)
  if (errors.length > 0) return left(errors)
  return right({ name, rows, arrows, finish, halfway, grid: grid ?? [], pit, rainRisk })
}

const pointText = (p: Point): string => `${p.x},${p.y}`

/** Writes a circuit back in its ASCII form (parse of the result gives the same circuit). @group Boards */
export const printCircuitMap = (c: Circuit): string => {
  const head = [
    `name: ${c.name}`,
    `rain-risk: ${c.rainRisk}`,
    `arrows: ${c.arrows.join(' ')}`,
    `finish: ${pointText(c.finish.from)} ${pointText(c.finish.to)}`,
    `halfway: ${pointText(c.halfway.from)} ${pointText(c.halfway.to)}`,
    `grid: ${c.grid.map(pointText).join(' ')}`,
  ]
  if (c.pit) {
    head.push(`pit-in: ${pointText(c.pit.in.from)} ${pointText(c.pit.in.to)}`)
    head.push(`pit-out: ${pointText(c.pit.out.from)} ${pointText(c.pit.out.to)}`)
    const limit = c.pit.speedLimit === null ? '' : ` speed-limit=${c.pit.speedLimit}`
    head.push(`pit-services: full-fuel=${c.pit.fullFuel} half-fuel=${c.pit.halfFuel} pit-stop=${c.pit.pitStop}${limit}`)
  }
  return [...head, '---', ...c.rows].join('\n') + '\n'
}
