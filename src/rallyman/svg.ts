/**
 * `renderSvg(stage, state?)`: the stage as a strip of steps wrapping in rows, each cell
 * coloured by surface (snow from the weather when a state is given), corners with their
 * tight line, drift and cord notes, jumps, fords, split points, verge terrain, the side
 * roads of crossroads (left ones above the strip, right ones below), and cars.
 */
import type { RallymanState } from './state.js'
import type { Cell, Stage } from './stage/stage.js'
import type { Terrain } from './stage/zone.js'

const STEP = 56
const PER_ROW = 14
const ROW = 150
const TERRAIN: Record<Terrain, string> = { meadow: '#9c6', earth: '#b85', forest: '#363', rocks: '#888' }
const CAR = ['#d22', '#22d', '#2a2', '#d90', '#909', '#099']

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Where a side-road cell lies: its side and its distance from the crossroads (0 = nearest). */
type SidePlaces = ReadonlyMap<number, { readonly side: 'left' | 'right'; readonly k: number }>

const sidePlaces = (stage: Stage): SidePlaces => {
  const out = new Map<number, { readonly side: 'left' | 'right'; readonly k: number }>()
  for (const cell of stage.cells) for (const road of cell.sideRoads) road.cells.forEach((id, k) => out.set(id, { side: road.side, k }))
  return out
}

/** Top-left corner and size of a cell. */
const box = (cell: Cell, sides: SidePlaces): { x: number; y: number; w: number; h: number } => {
  const row = Math.floor(cell.step / PER_ROW)
  const col = cell.step % PER_ROW
  const x0 = 20 + (row % 2 === 0 ? col : PER_ROW - 1 - col) * STEP
  const y0 = 70 + row * ROW
  const place = sides.get(cell.id)
  if (place !== undefined) {
    // Left roads stack upwards over the strip, right roads downwards under it, in separate halves of the column.
    const w = STEP / 2 - 2
    return place.side === 'left'
      ? { x: x0, y: y0 - 10 * (place.k + 1), w, h: 9 }
      : { x: x0 + STEP / 2, y: y0 + 106 + 10 * place.k, w, h: 9 }
  }
  const w = STEP / Math.max(1, cell.length)
  const x = x0 + (row % 2 === 0 ? cell.index : cell.length - 1 - cell.index) * w
  const lane = cell.line === 'cord' ? 0 : cell.line === 'tight' ? 1 : cell.line === 'drift' ? 3 : cell.line === 'half' ? 2 : 1
  const h = cell.line === 'road' ? 52 : 24
  return { x, y: y0 + lane * 26, w: w - 2, h }
}

/** Renders a stage (and the cars of a state running on it) as an SVG document. */
export const renderSvg = (stage: Stage, state?: RallymanState): string => {
  const rows = Math.ceil(stage.steps / PER_ROW)
  const width = 40 + PER_ROW * STEP
  const height = 110 + rows * ROW
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="10">`,
    `<title>${escape(stage.name)} (${escape(stage.roadbook)})</title>`,
    `<text x="20" y="20" font-size="14">${escape(stage.name)} — ${escape(stage.roadbook)}</text>`,
  ]
  const sides = sidePlaces(stage)
  const snow = (cell: Cell): boolean => state !== undefined && state.stages[state.special] === stage && state.snow[cell.zone] === true
  for (const cell of stage.cells) {
    const { x, y, w, h } = box(cell, sides)
    const fill = snow(cell) ? '#f4f8ff' : cell.surface === 'dirt' ? '#c9a26b' : cell.surface === 'snow' ? '#f4f8ff' : '#777'
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="#222" stroke-width="${cell.line === 'cord' ? 1.5 : 0.5}"><title>cell ${cell.id}${cell.line === 'side' ? ' (side road of a crossroads)' : ''}</title></rect>`)
    out.push(`<rect x="${x}" y="${y - 3}" width="${w}" height="3" fill="${TERRAIN[cell.left]}"/>`)
    out.push(`<rect x="${x}" y="${y + h}" width="${w}" height="3" fill="${TERRAIN[cell.right]}"/>`)
    if (cell.note !== null) {
      const label = cell.line === 'cord' ? `K${cell.note}` : String(cell.note)
      out.push(`<text x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle" fill="${cell.line === 'drift' ? '#fc0' : '#fff'}">${label}</text>`)
    }
    if (cell.jump !== null) out.push(`<text x="${x + w / 2}" y="${y + 14}" text-anchor="middle" fill="#ff0">^${cell.jump}</text>`)
    if (cell.ford) out.push(`<rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="#39f" opacity="0.7"/>`)
    if (cell.split) out.push(`<circle cx="${x + w - 6}" cy="${y + 6}" r="4" fill="#000"/>`)
    if (cell.capacity > 1) out.push(`<text x="${x + 3}" y="${y + h - 3}" fill="#ddd">${cell.capacity}</text>`)
  }
  if (state !== undefined && state.stages[state.special] === stage) {
    const crowd = new Map<number, number>()
    for (const car of state.cars) {
      if (car.status !== 'racing' || car.cell < 0) continue
      const cell = stage.cells[car.cell]
      if (cell === undefined) continue
      const k = crowd.get(cell.id) ?? 0
      crowd.set(cell.id, k + 1)
      const { x, y } = box(cell, sides)
      const off = car.off === 'left' ? -12 : car.off === 'right' ? 12 : 0
      out.push(
        `<circle cx="${x + 8 + k * 12}" cy="${y + 12 + off}" r="6" fill="${CAR[car.seat % CAR.length] ?? '#000'}" stroke="#fff"><title>${escape(car.name)} gear ${car.gear}${car.off !== 'none' ? ` (${car.off})` : ''}</title></circle>`,
      )
    }
  }
  out.push('</svg>')
  return out.join('\n')
}
