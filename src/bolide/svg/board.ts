/**
 * A Bolide circuit drawn as the board (BO 1-9): grass, the drivable track with its grid
 * points, red and white kerb points, run-off points, the sector arrows with their letters,
 * the chequered finish line, the half-way line, the pit lines and numbered boxes, and the
 * numbered grid slots.
 */
import { escapeXml } from '../../core/xml.js'
import { COMPASS, type Point } from '../grid/point.js'
import type { Circuit, Line } from '../circuit/model.js'
import { terrainOf } from '../circuit/terrain.js'
import type { PictureWords } from './words.js'

/** Pixels between two grid points. */
export const CELL = 12
/** Margin around the map. */
export const PAD = 16

/** Car colours by seat. */
export const COLOURS: ReadonlyArray<string> = [
  '#d62728',
  '#1f77b4',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
]

/** The colour of a seat's car. */
export const colourOf = (seat: number): string => COLOURS[seat % COLOURS.length] ?? '#000'

/** Pixel coordinate of a lattice coordinate. */
export const px = (v: number): number => PAD + v * CELL

/** Escapes text for SVG: the one escaping of every game's pictures (core's `escapeXml`). */
export const esc = escapeXml

/** The font of every label. */
export const FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'

/** A text label. */
export const label = (x: number, y: number, text: string, attrs = ''): string =>
  `<text x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}" ${FONT} ${attrs}>${esc(text)}</text>`

/** The size of a circuit's drawing. */
export const boardSize = (circuit: Circuit): { readonly width: number; readonly height: number } => {
  const T = terrainOf(circuit)
  return { width: PAD * 2 + (T.width - 1) * CELL, height: PAD * 2 + (T.height - 1) * CELL }
}

const line = (l: Line, stroke: string, width: number, dash = ''): string =>
  `<line x1="${px(l.from.x)}" y1="${px(l.from.y)}" x2="${px(l.to.x)}" y2="${px(l.to.y)}" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`

// A chequered band along a line, two squares wide.
const chequered = (l: Line): string => {
  const dx = l.to.x - l.from.x
  const dy = l.to.y - l.from.y
  const len = Math.hypot(dx, dy) * CELL
  const n = Math.max(2, Math.round(len / 4))
  const ux = (dx * CELL) / len
  const uy = (dy * CELL) / len
  const out: string[] = []
  const s = len / n
  for (let i = 0; i < n; i++)
    for (let j = -1; j < 1; j++) {
      const x = px(l.from.x) + ux * s * i - uy * s * j
      const y = px(l.from.y) + uy * s * i + ux * s * j
      const a = Math.atan2(uy, ux) * (180 / Math.PI)
      out.push(
        `<rect x="0" y="0" width="${s.toFixed(2)}" height="${s.toFixed(2)}" fill="${(i + j) % 2 === 0 ? '#111' : '#fff'}" transform="translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${a.toFixed(1)})"/>`,
      )
    }
  return `<g>${out.join('')}</g>`
}

const surface = (circuit: Circuit): string => {
  const T = terrainOf(circuit)
  const surf: string[] = []
  for (let y = 0; y + 1 < T.height; y++)
    for (let x = 0; x + 1 < T.width; x++) {
      const c = [T.drivable(x, y), T.drivable(x + 1, y), T.drivable(x + 1, y + 1), T.drivable(x, y + 1)]
      const corners: Point[] = [
        { x, y },
        { x: x + 1, y },
        { x: x + 1, y: y + 1 },
        { x, y: y + 1 },
      ]
      const n = c.filter(Boolean).length
      if (n === 4) surf.push(`<rect x="${px(x)}" y="${px(y)}" width="${CELL}" height="${CELL}"/>`)
      else if (n === 3)
        surf.push(
          `<polygon points="${corners
            .filter((_, i) => c[i])
            .map((p) => `${px(p.x)},${px(p.y)}`)
            .join(' ')}"/>`,
        )
    }
  return `<g fill="#9e9e9e" stroke="none">${surf.join('')}</g>`
}

const points = (circuit: Circuit): string => {
  const T = terrainOf(circuit)
  const dots: string[] = []
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) {
      const k = T.kind(x, y)
      if (k === 'track') dots.push(`<circle cx="${px(x)}" cy="${px(y)}" r="1.4" fill="#212121"/>`)
      else if (k === 'edge')
        dots.push(
          `<circle cx="${px(x)}" cy="${px(y)}" r="2.3" fill="${(x + y) % 2 === 0 ? '#c62828' : '#ffffff'}" stroke="#c62828" stroke-width="0.6"/>`,
        )
      else if (k === 'runoff') dots.push(`<circle cx="${px(x)}" cy="${px(y)}" r="1.2" fill="#33691e"/>`)
    }
  return `<g>${dots.join('')}</g>`
}

const sectors = (circuit: Circuit, words: PictureWords): string => {
  const T = terrainOf(circuit)
  const sums = new Map<number, { x: number; y: number; n: number }>()
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) {
      if (T.kind(x, y) !== 'track') continue
      const s = T.sector(x, y)
      const acc = sums.get(s) ?? { x: 0, y: 0, n: 0 }
      sums.set(s, { x: acc.x + x, y: acc.y + y, n: acc.n + 1 })
    }
  const out: string[] = []
  for (const [s, acc] of sums) {
    const cx = px(acc.x / acc.n)
    const cy = px(acc.y / acc.n)
    const a = COMPASS[circuit.arrows[s] ?? 'E']
    const len = CELL * 1.5
    out.push(
      `<line x1="${cx - a.x * len}" y1="${cy - a.y * len}" x2="${cx + a.x * len}" y2="${cy + a.y * len}" stroke="#b71c1c" stroke-width="3" marker-end="url(#arrow)"/>`,
      `<g data-sector="${s}"><title>${esc(words.sector(String.fromCharCode(97 + s)))}</title>${label(cx + 6, cy - 6, String.fromCharCode(97 + s), 'font-size="11" font-weight="bold" fill="#b71c1c"')}</g>`,
    )
  }
  return out.join('')
}

const pits = (circuit: Circuit, words: PictureWords): string => {
  const pit = circuit.pit
  if (pit === null) return ''
  const T = terrainOf(circuit)
  const out = [line(pit.in, '#e53935', 3), line(pit.out, '#e53935', 3)]
  T.boxCells.forEach((p, i) => {
    const kind =
      i + 1 === pit.fullFuel ? 'full' : i + 1 === pit.halfFuel ? 'half' : i + 1 === pit.pitStop ? 'stop' : null
    const service = kind === 'full' ? 'F' : kind === 'half' ? '½' : kind === 'stop' ? 'P' : ''
    out.push(
      `<g data-box="${i + 1}"><title>${esc(words.box(i + 1, kind))}</title>`,
      `<rect x="${px(p.x) - 6}" y="${px(p.y) - 6}" width="12" height="12" fill="#eeeeee" stroke="#424242"/>`,
      label(px(p.x), px(p.y) + 3, `${i + 1}${service}`, 'font-size="7.5" text-anchor="middle"'),
      '</g>',
    )
  })
  return out.join('')
}

/** The board's layers: everything but the cars. */
export const drawBoard = (circuit: Circuit, words: PictureWords): string => {
  const { width, height } = boardSize(circuit)
  return [
    `<defs><marker id="arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#b71c1c"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="#7cb342"/>`,
    surface(circuit),
    points(circuit),
    sectors(circuit, words),
    chequered(circuit.finish),
    line(circuit.halfway, '#fdd835', 3, '6 3'),
    pits(circuit, words),
    ...circuit.grid.map(
      (g, i) =>
        `<g data-grid="${i + 1}"><title>${esc(words.grid(i + 1))}</title><rect x="${px(g.x) - 5}" y="${px(g.y) - 4}" width="10" height="8" fill="none" stroke="#ffffff" stroke-width="1.2"/>${label(px(g.x) - 11, px(g.y) + 3, String(i + 1), 'font-size="7" fill="#ffffff"')}</g>`,
    ),
  ].join('\n')
}
