/**
 * Small drawing helpers and the palette of the stage pictures. Everything is inline SVG:
 * no external font, image or style sheet, so a picture renders the same in a browser, on
 * GitHub and through rsvg-convert.
 */
import { escapeXml } from '../../core/xml.js'
import type { Surface, Terrain } from '../stage/zone.js'

/** Escapes text for SVG: the one escaping of every game's pictures (core's `escapeXml`). */
export const esc = escapeXml

/** The font of every label. */
export const FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'

/** A text label. */
export const label = (x: number, y: number, text: string, attrs = ''): string =>
  `<text x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}" ${FONT} ${attrs}>${esc(text)}</text>`

/** Car colours by seat. */
export const SEAT_COLOURS: ReadonlyArray<string> = [
  '#d62728',
  '#1f77b4',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#17becf',
  '#e377c2',
  '#8c564b',
]

/** The colour of a seat's car. */
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? '#000'

/** Road colours by surface. */
export const SURFACE: Readonly<Record<Surface, string>> = { asphalt: '#56595e', snow: '#eef3fa', dirt: '#c8975d' }

/** Lines drawn on a surface (cell borders, notes). */
export const INK: Readonly<Record<Surface, string>> = { asphalt: '#ffffff', snow: '#4a6a8a', dirt: '#fff6e6' }

/** Verge colours by terrain. */
export const TERRAIN: Readonly<Record<Terrain, string>> = {
  meadow: '#8fc25a',
  earth: '#a8743f',
  forest: '#2f5d2a',
  rocks: '#8c8c8c',
}

/** The gravel of a cord (the brown inner verge, RM ART.9.3). */
export const GRAVEL = '#9b7046'

/** The colour of drift notes. */
export const DRIFT = '#ffb300'

/** Background grass around the road. */
export const GRASS = '#b9d69a'

/** Highlight of the cells the next die can reach. */
export const REACH = '#ffe600'
