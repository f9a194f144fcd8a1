/**
 * The legend of a stage picture: every symbol drawn on it, in words a player knows from
 * the rulebook (tight line, drift, cord K, jump, ford, split time, half cells, crossroads,
 * verges and their damage), each with its paragraph.
 */
import type { Stage } from '../stage/stage.js'
import type { Surface, Terrain } from '../stage/zone.js'
import { terrainDamage } from '../rules/control.js'
import { DRIFT, GRAVEL, REACH, SURFACE, TERRAIN, label } from './kit.js'
import { jumpBadge, noteText, splitPawn } from './road.js'
import { carIcon } from './cars.js'
import { diceBadge } from './reach.js'
import { warningIcon } from './dashboards.js'

/** What the picture shows, so the legend lists only that. */
export interface Shown {
  /** Surfaces on the road. */
  readonly surfaces: ReadonlySet<Surface>
  /** Any car on the picture. */
  readonly cars: boolean
  /** Cells highlighted for the next die. */
  readonly reach: boolean
  /** A dirty cord has lowered notes. */
  readonly dirty: boolean
  /** A cord is clean for good. */
  readonly clean: boolean
  /** Dashboards with dice and warnings. */
  readonly dashboards: boolean
  /** The Dirt rules: the leader's orange gas dice (RM ART.20). */
  readonly dirt: boolean
}

type Item = readonly [icon: string, text: string]

const swatch = (fill: string, stroke = '#333', extra = ''): string =>
  `<rect x="2" y="3" width="34" height="18" rx="2" fill="${fill}" stroke="${stroke}"${extra}/>`

const SURFACE_TEXT: Readonly<Record<Surface, string>> = {
  asphalt: 'asphalt road',
  snow: 'snow: the tile shows its snowy side (RM ART.15)',
  dirt: 'dirt road (Rallyman Dirt)',
}

const TERRAIN_TEXT: Readonly<Record<Terrain, string>> = {
  meadow: 'meadow',
  earth: 'earth',
  forest: 'forest',
  rocks: 'rocks',
}

const verge = (t: Terrain): Item => {
  const n = terrainDamage(t)
  return [
    `<rect x="2" y="8" width="34" height="9" fill="${TERRAIN[t]}"/>${t === 'forest' ? '<circle cx="10" cy="12.5" r="3.4" fill="#1d3f1a"/><circle cx="26" cy="12.5" r="3.4" fill="#1d3f1a"/>' : t === 'rocks' ? '<rect x="8" y="10" width="5" height="5" fill="#5e5e5e"/><rect x="24" y="10" width="5" height="5" fill="#5e5e5e"/>' : ''}`,
    `${TERRAIN_TEXT[t]}: off the road here ${n === 0 ? 'costs nothing' : `loses ${n} gear ${n > 1 ? 'dice' : 'die'}`} (RM ART.8)`,
  ]
}

// The road's items: its surfaces, lines, pawns and features, as the stage has them.
const roadItems = (stage: Stage, shown: Shown): Item[] => {
  const cells = stage.cells
  const has = (p: (c: (typeof cells)[number]) => boolean): boolean => cells.some(p)
  const out: Item[] = []
  const main = SURFACE[shown.surfaces.has('asphalt') ? 'asphalt' : shown.surfaces.has('dirt') ? 'dirt' : 'snow']
  for (const s of ['asphalt', 'snow', 'dirt'] as const)
    if (shown.surfaces.has(s)) out.push([swatch(SURFACE[s]), SURFACE_TEXT[s]])
  out.push([
    `${swatch(main)}${noteText({ x: 19, y: 12 }, '3', main === SURFACE.snow ? '#1f3f66' : '#fff', 14)}`,
    'tight line: gear 3 at most (RM ART.9.1)',
  ])
  if (has((c) => c.line === 'drift'))
    out.push([
      `${swatch(main, '#fff', ' stroke-dasharray="5 3"')}${noteText({ x: 19, y: 12 }, '4', DRIFT, 13)}`,
      'drift: gear 4 imposed, the car goes crosswise (RM ART.9.2)',
    ])
  if (has((c) => c.line === 'cord'))
    out.push([
      `${swatch(GRAVEL)}${label(19, 16, 'K4', 'font-size="10" font-weight="bold" text-anchor="middle" fill="#fff"')}`,
      'cord on the gravel: gear 4 at most, a cord card (RM ART.9.3)',
    ])
  if (shown.dirty)
    out.push([
      `${swatch(main)}<circle cx="19" cy="12" r="5" fill="#7a4a1e" stroke="#fff"/>`,
      'earth pawn: a dirty cord lowered these notes (RM ART.9.3)',
    ])
  if (shown.clean)
    out.push([
      `${swatch(GRAVEL)}${splitPawn({ x: 19, y: 12 })}`,
      'black pawn on a cord: swept clean, no more cards (RM ART.21)',
    ])
  if (has((c) => c.jump !== null))
    out.push([
      `${swatch(main)}${jumpBadge({ x: 19, y: 13 }, 3)}`,
      'jump: at gear 3 the car flies one cell, faster further (RM ART.11)',
    ])
  if (has((c) => c.ford)) {
    out.push([
      `${swatch('#3d8fd6')}<path d="M4,12 L10,9 L16,15 L22,9 L28,15 L34,12" stroke="#e3f2fd" fill="none"/>`,
      'ford: changing gear, a warning stops the car in it (RM ART.23)',
    ])
    if (shown.surfaces.has('snow')) out.push([swatch('#cfeaf7'), 'frozen ford on snow: an ordinary cell (RM ART.23)'])
  }
  if (has((c) => c.split))
    out.push([
      `${swatch(main)}${splitPawn({ x: 19, y: 12 })}`,
      'black pawn beside the road: split-time point (RM ART.16)',
    ])
  if (has((c) => c.line === 'half'))
    out.push([
      `${swatch(SURFACE.dirt, '#fff6e6')}<path d="M19,3 L19,21" stroke="#fff6e6" stroke-width="2" stroke-dasharray="3 3"/>`,
      'split cell: one cell, or two halves crosswise (RM ART.18)',
    ])
  if (has((c) => c.capacity > 1))
    out.push([
      `${swatch(main)}<path d="M6,12 L32,12" stroke="#fff" stroke-dasharray="4 4"/>`,
      'wide cell: room for two cars, three with two lines (RM ART.12)',
    ])
  if (has((c) => c.line === 'side'))
    out.push([
      `${swatch(SURFACE.dirt)}<path d="M34,4 L34,20" stroke="#c62828" stroke-width="4"/><path d="M34,4 L34,20" stroke="#fff" stroke-width="4" stroke-dasharray="4 4"/>`,
      'side road of a crossroads: where a wrong turn leads (RM ART.25)',
    ])
  const terrains = new Set<Terrain>(cells.flatMap((c) => [c.left, c.right]))
  for (const t of ['meadow', 'earth', 'forest', 'rocks'] as const) if (terrains.has(t)) out.push(verge(t))
  return out
}

// The marks of the race over the road: zones, start and finish, cars, reach, dashboards.
const raceItems = (shown: Shown): Item[] => {
  const out: Item[] = []
  const main = SURFACE[shown.surfaces.has('asphalt') ? 'asphalt' : shown.surfaces.has('dirt') ? 'dirt' : 'snow']
  out.push([
    `<rect x="11" y="4" width="16" height="16" rx="3" fill="#fff" stroke="#333"/>${label(19, 16, 'C', 'font-size="11" font-weight="bold" text-anchor="middle" fill="#333"')}`,
    'zone C of the roadbook starts at the dotted line (RM ART.1)',
  ])
  out.push([
    `<rect x="0" y="4" width="19" height="16" fill="#d32f2f"/><rect x="19" y="4" width="19" height="16" fill="#fdd835"/>`,
    'red start line (RM ART.3.1), yellow finish panel (RM ART.13)',
  ])
  if (shown.cars)
    out.push([
      carIcon({ at: { x: 19, y: 12 }, heading: 0 }, 0, 3, 'a car', ''),
      'a car with its gear engaged: its last speed card (RM ART.4)',
    ])
  if (shown.reach)
    out.push([
      `${swatch(main, REACH, ' stroke-width="3"')}${diceBadge({ x: 19, y: 12 }, '3·G')}`,
      'cells the next die can reach, with those dice (G: gas die)',
    ])
  if (shown.dashboards) {
    out.push([
      `<rect x="2" y="4" width="15" height="15" rx="3" fill="#222"/><rect x="21" y="4" width="15" height="15" rx="3" fill="none" stroke="#999" stroke-dasharray="2 2"/>`,
      'die left; die lost to damage or a puncture (RM ART.8, 9.3)',
    ])
    if (shown.dirt)
      out.push([
        `<rect x="11" y="4" width="15" height="15" rx="3" fill="#fb8c00" stroke="#222"/>${label(18.5, 15.5, 'G', 'font-size="10" font-weight="bold" text-anchor="middle" fill="#222"')}`,
        'orange gas dice: the leader opening the dirt road (RM ART.20)',
      ])
    out.push([
      `${warningIcon(4, 5, true)}${warningIcon(20, 5, false)}`,
      'warnings this move, out of the limit (RM ART.4, ART.7)',
    ])
  }
  return out
}

const items = (stage: Stage, shown: Shown): ReadonlyArray<Item> => [...roadItems(stage, shown), ...raceItems(shown)]

/** Height of the legend for a width. */
export const legendSize = (
  stage: Stage,
  shown: Shown,
  width: number,
): { readonly columns: number; readonly height: number } => {
  const columns = Math.max(1, Math.floor(width / 440))
  return { columns, height: 30 + Math.ceil(items(stage, shown).length / columns) * 27 }
}

/** The legend at `(x, y)` in `width`. */
export const drawLegend = (stage: Stage, shown: Shown, x: number, y: number, width: number): string => {
  const list = items(stage, shown)
  const { columns } = legendSize(stage, shown, width)
  const rows = Math.ceil(list.length / columns)
  const out = [label(x, y + 16, 'Legend', 'font-size="14" font-weight="bold" fill="#222"')]
  list.forEach(([icon, text], i) => {
    const col = Math.floor(i / rows)
    const row = i % rows
    const cx = x + col * (width / columns)
    const cy = y + 26 + row * 27
    out.push(
      `<g transform="translate(${cx},${cy})">${icon}</g>`,
      label(cx + 46, cy + 16, text, 'font-size="11" fill="#222"'),
    )
  })
  return out.join('\n')
}
