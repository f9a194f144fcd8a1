/**
 * SVG rendering of a circuit, optionally with the cars and their Pions (pure, string out).
 */
import { COMPASS, type Point } from './grid/point.js'
import type { Circuit, Line } from './circuit/model.js'
import { terrainOf } from './circuit/terrain.js'
import type { BolideState } from './state.js'

const CELL = 12
const PAD = 16
const COLOURS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf']

const px = (v: number): number => PAD + v * CELL
const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const line = (l: Line, stroke: string, width: number, dash = ''): string =>
  `<line x1="${px(l.from.x)}" y1="${px(l.from.y)}" x2="${px(l.to.x)}" y2="${px(l.to.y)}" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`

/** Renders the circuit: track surface, points, sectors with their arrows, lines, boxes, and the cars with their Pions. */
export const renderSvg = (circuit: Circuit, state?: BolideState): string => {
  const T = terrainOf(circuit)
  const w = PAD * 2 + (T.width - 1) * CELL
  const h = PAD * 2 + (T.height - 1) * CELL
  const out: string[] = []
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h + 24}" viewBox="0 0 ${w} ${h + 24}">`)
  out.push(`<rect width="${w}" height="${h + 24}" fill="#7cb342"/>`)
  // Track surface: the drivable squares and half-squares of the segment rule.
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
      else if (n === 3) {
        const pts = corners.filter((_, i) => c[i]).map((p) => `${px(p.x)},${px(p.y)}`).join(' ')
        surf.push(`<polygon points="${pts}"/>`)
      }
    }
  out.push(`<g fill="#9e9e9e" stroke="none">${surf.join('')}</g>`)
  // Points.
  const dots: string[] = []
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) {
      const k = T.kind(x, y)
      if (k === 'track') dots.push(`<circle cx="${px(x)}" cy="${px(y)}" r="1.4" fill="#212121"/>`)
      else if (k === 'edge') dots.push(`<circle cx="${px(x)}" cy="${px(y)}" r="2" fill="#c62828"/>`)
      else if (k === 'runoff') dots.push(`<circle cx="${px(x)}" cy="${px(y)}" r="1.2" fill="#33691e"/>`)
    }
  out.push(`<g>${dots.join('')}</g>`)
  // Sectors: a red arrow and the letter at the centre of each sector.
  const sums = new Map<number, { x: number; y: number; n: number }>()
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) {
      if (T.kind(x, y) !== 'track') continue
      const s = T.sector(x, y)
      const acc = sums.get(s) ?? { x: 0, y: 0, n: 0 }
      sums.set(s, { x: acc.x + x, y: acc.y + y, n: acc.n + 1 })
    }
  for (const [s, acc] of sums) {
    const cx = px(acc.x / acc.n)
    const cy = px(acc.y / acc.n)
    const a = COMPASS[circuit.arrows[s] ?? 'E']
    const len = CELL * 1.5
    out.push(
      `<line x1="${cx - a.x * len}" y1="${cy - a.y * len}" x2="${cx + a.x * len}" y2="${cy + a.y * len}" stroke="#b71c1c" stroke-width="3" marker-end="url(#arrow)"/>`,
      `<text x="${cx + 6}" y="${cy - 6}" font-size="10" font-family="sans-serif" fill="#b71c1c">${String.fromCharCode(97 + s)}</text>`,
    )
  }
  out.splice(
    1,
    0,
    `<defs><marker id="arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#b71c1c"/></marker></defs>`,
  )
  // Lines.
  out.push(line(circuit.finish, '#ffffff', 4), line(circuit.finish, '#000000', 4, '4 4'))
  out.push(line(circuit.halfway, '#fdd835', 3, '6 3'))
  if (circuit.pit) {
    out.push(line(circuit.pit.in, '#e53935', 3), line(circuit.pit.out, '#e53935', 3))
    T.boxCells.forEach((p, i) => {
      const pit = circuit.pit
      const label = pit === null ? '' : i + 1 === pit.fullFuel ? 'F' : i + 1 === pit.halfFuel ? '½' : i + 1 === pit.pitStop ? 'P' : ''
      out.push(
        `<rect x="${px(p.x) - 5}" y="${px(p.y) - 5}" width="10" height="10" fill="#eeeeee" stroke="#424242"/>`,
        `<text x="${px(p.x)}" y="${px(p.y) + 3}" font-size="8" text-anchor="middle" font-family="sans-serif">${i + 1}${label}</text>`,
      )
    })
  }
  circuit.grid.forEach((g, i) =>
    out.push(`<rect x="${px(g.x) - 4}" y="${px(g.y) - 3}" width="8" height="6" fill="none" stroke="#ffffff"/><text x="${px(g.x) - 8}" y="${px(g.y) + 3}" font-size="6" fill="#ffffff" font-family="sans-serif">${i + 1}</text>`),
  )
  // Cars and Pions.
  if (state) {
    for (const c of state.cars) {
      if (c.mode === 'unplaced' || c.mode === 'finished') continue
      const colour = COLOURS[c.seat % COLOURS.length] ?? '#000'
      const x = px(c.pos.x)
      const y = px(c.pos.y)
      if (c.mode === 'running' && (c.vel.x !== 0 || c.vel.y !== 0)) {
        const pion = { x: c.pos.x + c.vel.x, y: c.pos.y + c.vel.y }
        out.push(
          `<line x1="${x}" y1="${y}" x2="${px(pion.x)}" y2="${px(pion.y)}" stroke="${colour}" stroke-width="1" stroke-dasharray="2 2"/>`,
          `<rect x="${px(pion.x - 2)}" y="${px(pion.y - 2)}" width="${CELL * 4}" height="${CELL * 4}" fill="none" stroke="${colour}" stroke-opacity="0.5"/>`,
          `<circle cx="${px(pion.x)}" cy="${px(pion.y)}" r="4" fill="none" stroke="${colour}" stroke-width="2"/>`,
        )
      }
      const fill = c.mode === 'out' ? '#616161' : colour
      out.push(
        `<circle cx="${x}" cy="${y}" r="5" fill="${fill}" stroke="#000"/>`,
        `<text x="${x}" y="${y + 3}" font-size="7" text-anchor="middle" fill="#fff" font-family="sans-serif">${c.seat + 1}</text>`,
      )
    }
  }
  const title = state ? `${circuit.name} — round ${state.round}` : circuit.name
  out.push(`<text x="${PAD}" y="${h + 16}" font-size="12" font-family="sans-serif">${esc(title)}</text>`)
  out.push('</svg>')
  return out.join('\n')
}
