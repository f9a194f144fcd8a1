/**
 * The road of a stage: verges by terrain (RM ART.8), cells by surface with their notes
 * (tight line, drift, cord: RM ART.9), split cells (RM ART.18), wide cells (RM ART.12),
 * jumps (RM ART.11), fords (RM ART.23), split-time points (RM ART.16), crossroads side
 * roads (RM ART.25), tile boundaries, the start and finish panels (RM ART.3, ART.13).
 */
import type { Stage } from '../stage/stage.js'
import type { Surface, Terrain } from '../stage/zone.js'
import { band, pathOf, r1, degrees, type Piece, type Vec } from './geometry.js'
import { cellShapes } from './cells.js'
import { ROAD, SIDE_ROAD, layoutOf, type StepShape } from './layout.js'
import { DRIFT, GRAVEL, INK, SURFACE, TERRAIN, esc, label } from './kit.js'
import { pictureWords, type PictureWords } from './words.js'

/** What the state says about the road (the bare board when no race is on it). */
export interface RoadView {
  /** The surface of a tile today (snow by the weather, RM ART.15). */
  readonly surface: (tile: number) => Surface
  /** A corner's notes today (dirty cords lower them, RM ART.9.3) and by how much they were lowered. */
  readonly notes: (corner: number) => {
    readonly tight: number
    readonly drift: number | null
    readonly cord: number | null
    readonly lowered: number
  }
  /** A cord swept clean for good on dirt (RM ART.21). */
  readonly clean: (corner: number) => boolean
  /** The words of the tooltips, in the language asked. */
  readonly words: PictureWords
}

/** The bare board: tile surfaces and printed notes. */
export const boardView = (stage: Stage, words: PictureWords = pictureWords('en')): RoadView => ({
  words,
  surface: (tile) => stage.zones[tile]?.surface ?? 'asphalt',
  notes: (i) => {
    const c = stage.corners[i]
    return { tight: c?.tightNote ?? 1, drift: c?.driftNote ?? null, cord: c?.cordNote ?? null, lowered: 0 }
  },
  clean: () => false,
})

const snowy = (colour: string): string => {
  // Verges under snow: the terrain colour washed with white.
  const n = parseInt(colour.slice(1), 16)
  const mix = (c: number): number => Math.round(c + (255 - c) * 0.62)
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`
}

const vergeColour = (terrain: Terrain, surface: Surface): string =>
  surface === 'snow' ? snowy(TERRAIN[terrain]) : TERRAIN[terrain]

// Trees for forest, stones for rocks, along the verge.
const texture = (p: Piece, terrain: Terrain, u: number): string => {
  if (terrain !== 'forest' && terrain !== 'rocks') return ''
  const n = Math.max(2, Math.round((p.turn === 0 ? p.radius : Math.abs(p.radius - p.turn * u) * p.sweep) / 11))
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const c = p.at((i + 0.5) / n, u)
    out.push(
      terrain === 'forest'
        ? `<circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="3.4" fill="#1d3f1a"/>`
        : `<rect x="${r1(c.x - 2.5)}" y="${r1(c.y - 2.5)}" width="5" height="5" rx="1" fill="#5e5e5e" transform="rotate(${(i * 37) % 90} ${r1(c.x)} ${r1(c.y)})"/>`,
    )
  }
  return out.join('')
}

const verges = (s: StepShape, surface: Surface): string => {
  const { piece: p, info } = s
  const out: string[] = []
  for (const side of ['left', 'right'] as const) {
    const cord = info.corner !== null && info.corner.cord.length > 0 && info.inside === side
    if (cord) continue // the cord's cells are the inner verge
    const sign = side === 'left' ? 1 : -1
    const width = side === 'left' ? s.verge.left : s.verge.right
    const terrain = side === 'left' ? info.left : info.right
    const a = sign * (ROAD / 2)
    const b = sign * (ROAD / 2 + width)
    out.push(
      `<path d="${pathOf(band(p, 0, 1, Math.min(a, b), Math.max(a, b)))}" fill="${vergeColour(terrain, surface)}"/>`,
    )
    out.push(texture(p, terrain, sign * (ROAD / 2 + width / 2)))
  }
  return out.join('')
}

const cellPath = (id: number, d: string, fill: string, stroke: string, title: string, extra = ''): string =>
  `<path data-cell="${id}" d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="1.2"${extra}><title>${esc(title)}</title></path>`

// The cells of one step of the road: its road cell (with its lanes), its half cells, its
// corner's lines and the wrong roads of a crossroads.
const cellsOf = (stage: Stage, s: StepShape, view: RoadView): string => {
  const shapes = cellShapes(stage)
  const surface = view.surface(s.info.tile)
  const colours = { fill: SURFACE[surface], ink: INK[surface] }
  return [
    roadCells(stage, s.info, shapes, colours, view.words),
    cornerCells(s.info, shapes, colours, view),
    sideRoads(s, shapes, colours, surface, view.words),
  ].join('')
}

type Shapes = ReturnType<typeof cellShapes>
type Info = StepShape['info']
interface Colours {
  readonly fill: string
  readonly ink: string
}

// The road cell, with a dashed line between its lanes when cars fit side by side, and the half cells.
const roadCells = (stage: Stage, info: Info, shapes: Shapes, { fill, ink }: Colours, words: PictureWords): string => {
  const out: string[] = []
  const c = info.road === null ? undefined : shapes[info.road.id]
  if (info.road !== null && c) {
    const cap = info.road.capacity
    out.push(
      cellPath(
        c.id,
        pathOf(c.polygon),
        fill,
        ink,
        words.cell({ kind: 'road', cell: c.id, zone: stage.zones[info.tile]?.zone ?? '?', side: cap }),
      ),
    )
    for (let k = 1; k < cap; k++) {
      const u = -ROAD / 2 + (ROAD * k) / cap
      out.push(
        `<path d="M${pt(c.piece.at(0.12, u))}L${pt(c.piece.at(0.88, u))}" stroke="${ink}" stroke-width="1" stroke-dasharray="4 4" opacity="0.7"/>`,
      )
    }
  }
  for (const h of info.halves) {
    const half = shapes[h.id]
    if (half)
      out.push(
        cellPath(
          half.id,
          pathOf(half.polygon),
          'none',
          ink,
          words.cell({ kind: 'half', cell: half.id }),
          ' stroke-dasharray="3 3" stroke-opacity="0.9"',
        ),
      )
  }
  return out.join('')
}

// A corner's tight line, drift line and cord, each cell titled with its gear.
const cornerCells = (info: Info, shapes: Shapes, { fill, ink }: Colours, view: RoadView): string => {
  const corner = info.corner
  if (corner === null) return ''
  const notes = view.notes(info.cornerIndex)
  const out: string[] = []
  for (const id of corner.tight) {
    const c = shapes[id]
    if (c)
      out.push(
        cellPath(id, pathOf(c.polygon), fill, ink, view.words.cell({ kind: 'tight', cell: id, gear: notes.tight })),
      )
  }
  for (const id of corner.drift) {
    const c = shapes[id]
    if (c)
      out.push(
        cellPath(
          id,
          pathOf(c.polygon),
          fill,
          ink,
          view.words.cell({ kind: 'drift', cell: id, gear: notes.drift }),
          ' stroke-dasharray="5 3"',
        ),
      )
  }
  for (const id of corner.cord) {
    const c = shapes[id]
    if (c)
      out.push(
        cellPath(
          id,
          pathOf(c.polygon),
          GRAVEL,
          '#f3e3c8',
          view.words.cell({ kind: 'cord', cell: id, gear: notes.cord }),
        ),
      )
  }
  return out.join('')
}

// The wrong roads of a crossroads (RM ART.25.2): a verge band, their cells and a barrier.
const sideRoads = (
  s: StepShape,
  shapes: Shapes,
  { fill, ink }: Colours,
  surface: keyof typeof SURFACE,
  words: PictureWords,
): string => {
  const out: string[] = []
  for (const road of s.sideRoads) {
    out.push(
      `<path d="${pathOf(band(road.piece, 0, 1, -SIDE_ROAD / 2 - 4, SIDE_ROAD / 2 + 4))}" fill="${vergeColour(s.info.left, surface)}"/>`,
    )
    for (const id of road.cells) {
      const c = shapes[id]
      if (c) out.push(cellPath(id, pathOf(c.polygon), fill, ink, words.cell({ kind: 'wrong-road', cell: id })))
    }
    out.push(deadEnd(road.piece))
  }
  return out.join('')
}

const pt = (v: Vec): string => `${r1(v.x)},${r1(v.y)}`

// A red and white barrier at the far end of a side road.
const deadEnd = (p: Piece): string => {
  const a = p.at(1, SIDE_ROAD / 2)
  const b = p.at(1, -SIDE_ROAD / 2)
  return `<path d="M${pt(a)}L${pt(b)}" stroke="#c62828" stroke-width="5"/><path d="M${pt(a)}L${pt(b)}" stroke="#fff" stroke-width="5" stroke-dasharray="4 4"/>`
}

/** A badge with a corner note, upright on the page. */
export const noteText = (at: Vec, text: string, colour: string, size: number): string =>
  label(
    at.x,
    at.y + size * 0.36,
    text,
    `font-size="${size}" font-weight="bold" text-anchor="middle" fill="${colour}" stroke="#000" stroke-width="0.4" paint-order="stroke"`,
  )

/** The jump badge (RM ART.11): a hump with the note. */
export const jumpBadge = (at: Vec, note: number): string =>
  `<g transform="translate(${r1(at.x)},${r1(at.y)})"><path d="M-11,7 L-11,1 Q0,-16 11,1 L11,7 Z" fill="#fff" stroke="#222" stroke-width="1"/>${label(0, 5.5, String(note), 'font-size="10" font-weight="bold" text-anchor="middle" fill="#222"')}</g>`

/** The split-time pawn (RM ART.16). */
export const splitPawn = (at: Vec): string =>
  `<circle cx="${r1(at.x)}" cy="${r1(at.y)}" r="5.5" fill="#111" stroke="#fff" stroke-width="1.5"/>`

/** A ford across a cell (RM ART.23); frozen on a snowy tile. */
export const fordBand = (p: Piece, t0: number, t1: number, frozen: boolean): string => {
  const edge = ROAD / 2 + 9
  const water = `<path d="${pathOf(band(p, t0, t1, -edge, edge))}" fill="${frozen ? '#cfeaf7' : '#3d8fd6'}" opacity="0.85"/>`
  if (frozen) return water
  const waves: string[] = []
  for (const t of [t0 + (t1 - t0) * 0.33, t0 + (t1 - t0) * 0.67]) {
    const pts = Array.from({ length: 9 }, (_, i) => p.at(t + (i % 2 === 0 ? 0.03 : -0.03), -edge + (2 * edge * i) / 8))
    waves.push(`<path d="M${pts.map(pt).join('L')}" stroke="#e3f2fd" stroke-width="1.2" fill="none"/>`)
  }
  return water + waves.join('')
}

// A rotation along the road that never writes upside down.
const upright = (h: number): number => {
  const d = ((degrees(h) % 360) + 360) % 360
  return d > 90 && d < 270 ? d - 180 : d
}

const marks = (stage: Stage, s: StepShape, view: RoadView): string => {
  const shapes = cellShapes(stage)
  const { info, piece: p } = s
  const surface = view.surface(info.tile)
  const ink = surface === 'snow' ? '#1f3f66' : '#ffffff'
  const out: string[] = []
  const road = info.road
  if (info.halves.length > 0) {
    // The dotted line splitting the cell in two half cells (RM ART.18).
    out.push(
      `<path d="M${pt(p.at(0.5, ROAD / 2))}L${pt(p.at(0.5, -ROAD / 2))}" stroke="${INK[surface]}" stroke-width="2" stroke-dasharray="3 3"/>`,
    )
  }
  if (road?.ford === true) out.push(fordBand(p, 0.3, 0.7, surface === 'snow'))
  if (road?.jump !== null && road?.jump !== undefined) out.push(jumpBadge(p.at(0.5, 0), road.jump))
  if (road?.split === true) out.push(splitPawn(p.at(0.5, (ROAD / 2 - 8) * (info.inside === 'left' ? -1 : 1))))
  const corner = info.corner
  if (corner !== null) {
    const notes = view.notes(info.cornerIndex)
    for (const id of corner.tight) {
      const c = shapes[id]
      if (c) out.push(noteText(c.centre, String(notes.tight), ink, 16))
    }
    for (const id of corner.drift) {
      const c = shapes[id]
      if (c) out.push(noteText(c.centre, String(notes.drift ?? ''), DRIFT, 13))
    }
    corner.cord.forEach((id, i) => {
      const c = shapes[id]
      if (c && i === 0)
        out.push(
          `<g transform="rotate(${upright(c.heading)} ${r1(c.centre.x)} ${r1(c.centre.y)})">${label(c.centre.x, c.centre.y + 3.5, `K${notes.cord ?? ''}`, 'font-size="10" font-weight="bold" text-anchor="middle" fill="#fff"')}</g>`,
        )
    })
    const first = shapes[corner.tight[0] ?? -1]
    if (notes.lowered > 0 && first) {
      // The earth pawn of a dirty cord (RM ART.9.3).
      const at = first.piece.at(0.15, (first.u[0] + first.u[1]) / 2)
      out.push(
        `<circle cx="${r1(at.x)}" cy="${r1(at.y)}" r="5" fill="#7a4a1e" stroke="#fff"><title>${esc(view.words.dirtyCord(notes.lowered))}</title></circle>`,
      )
    }
    const cord = shapes[corner.cord[0] ?? -1]
    if (view.clean(info.cornerIndex) && cord) out.push(splitPawn(cord.piece.at(0.15, (cord.u[0] + cord.u[1]) / 2)))
  }
  return out.join('')
}

// A thin line where a new tile begins, and the zone letter on a tag beside the road.
const tileMark = (stage: Stage, s: StepShape): string => {
  const p = s.piece
  const edge = ROAD / 2 + s.verge.right
  const tag = p.at(0, -edge - 11)
  const letter = stage.zones[s.info.tile]?.zone ?? '?'
  return `<path d="M${pt(p.at(0, ROAD / 2 + s.verge.left))}L${pt(p.at(0, -edge))}" stroke="#333" stroke-width="1.5" stroke-dasharray="2 2"/><rect x="${r1(tag.x - 8)}" y="${r1(tag.y - 8)}" width="16" height="16" rx="3" fill="#fff" stroke="#333"/>${label(tag.x, tag.y + 4, letter, 'font-size="11" font-weight="bold" text-anchor="middle" fill="#333"')}`
}

const panel = (at: Vec, text: string, fill: string, ink: string): string =>
  `<rect x="${r1(at.x - 25)}" y="${r1(at.y - 9)}" width="50" height="18" rx="3" fill="${fill}" stroke="#222"/>${label(at.x, at.y + 4, text, `font-size="10" font-weight="bold" text-anchor="middle" fill="${ink}"`)}`

const chequer = (p: Piece, t: number): string => {
  const out: string[] = []
  const n = 10
  for (let i = 0; i < n; i++)
    for (let j = 0; j < 2; j++) {
      const u0 = -ROAD / 2 + (ROAD * i) / n
      const u1 = -ROAD / 2 + (ROAD * (i + 1)) / n
      const poly = band(p, t + j * 0.06, t + (j + 1) * 0.06, u0, u1)
      out.push(`<path d="${pathOf(poly)}" fill="${(i + j) % 2 === 0 ? '#111' : '#fff'}"/>`)
    }
  return out.join('')
}

/** The whole road of a stage, bottom layers first. */
export const drawRoad = (stage: Stage, view: RoadView): string => {
  const layout = layoutOf(stage)
  const out: string[] = []
  const a = layout.approach
  const r = layout.runout
  for (const p of [a, r]) {
    out.push(`<path d="${pathOf(band(p, 0, 1, -ROAD / 2 - 9, ROAD / 2 + 9))}" fill="${TERRAIN.meadow}"/>`)
    out.push(`<path d="${pathOf(band(p, 0, 1, -ROAD / 2, ROAD / 2))}" fill="#8a8d91"/>`)
  }
  for (const s of layout.steps) out.push(verges(s, view.surface(s.info.tile)))
  for (const s of layout.steps) out.push(cellsOf(stage, s, view))
  for (const s of layout.steps) out.push(marks(stage, s, view))
  layout.steps.forEach((s, i) => {
    if (i === 0 || s.info.tile !== layout.steps[i - 1]?.info.tile) out.push(tileMark(stage, s))
  })
  // RM ART.3.1: the red start panel; RM ART.13: the yellow finish panel at the edge of the board.
  out.push(`<path d="M${pt(a.at(1, ROAD / 2 + 9))}L${pt(a.at(1, -ROAD / 2 - 9))}" stroke="#d32f2f" stroke-width="4"/>`)
  out.push(panel(a.at(0.45, ROAD / 2 + 20), view.words.panel.start, '#d32f2f', '#fff'))
  out.push(chequer(r, 0))
  out.push(panel(r.at(0.6, ROAD / 2 + 20), view.words.panel.finish, '#fdd835', '#222'))
  return out.join('\n')
}
