/** Small helpers shared by the Formule Dé pictures: numbers, text, shapes and colours. */
import { escapeXml } from '../../core/xml.js'
import type { P } from './drawing.js'

/** A number as SVG writes it (one decimal). */
export const n = (x: number): string => (Number.isFinite(x) ? (Math.round(x * 10) / 10).toString() : '0')

/** Escapes text for SVG: the one escaping of every game's pictures (core's `escapeXml`). */
export const esc = escapeXml

/** The font of every label. */
export const FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'

/** A text label at `(x, y)`. */
export const label = (x: number, y: number, text: string, attrs = ''): string =>
  `<text x="${n(x)}" y="${n(y)}" ${FONT} ${attrs}>${esc(text)}</text>`

/** The `d` of a closed path through points. */
export const closed = (points: ReadonlyArray<P>): string =>
  points.length === 0 ? '' : `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`

/** The `d` of an open path through points. */
export const open = (points: ReadonlyArray<P>): string =>
  points.length === 0 ? '' : `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`

/** Car colours by seat (ten cars, as the box's five teams of two). */
export const CAR_COLOURS: ReadonlyArray<string> = [
  '#d62728',
  '#1f77b4',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#7f7f7f',
]

/** The colour of a seat's car. */
export const colourOf = (seat: number): string => CAR_COLOURS[seat % CAR_COLOURS.length] ?? '#000'

/** The board's palette. */
export const PALETTE = {
  grass: '#7cae5f',
  grassDark: '#6c9d50',
  asphalt: '#5b5f66',
  corner: '#6a5d5b',
  line: '#e6e6e6',
  pit: '#8c9097',
  stand: '#b9c6d6',
  kerbRed: '#d32f2f',
  flag: '#ffd600',
  wall: '#2b2b2b',
  target: '#ffeb3b',
} as const
