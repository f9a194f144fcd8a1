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
import type { LegendWords } from './panel-words.js'

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

const verge = (t: Terrain, w: LegendWords): Item => {
  const n = terrainDamage(t)
  return [
    `<rect x="2" y="8" width="34" height="9" fill="${TERRAIN[t]}"/>${t === 'forest' ? '<circle cx="10" cy="12.5" r="3.4" fill="#1d3f1a"/><circle cx="26" cy="12.5" r="3.4" fill="#1d3f1a"/>' : t === 'rocks' ? '<rect x="8" y="10" width="5" height="5" fill="#5e5e5e"/><rect x="24" y="10" width="5" height="5" fill="#5e5e5e"/>' : ''}`,
    w.verge(t, n),
  ]
}

// The road's items: its surfaces, lines, pawns and features, as the stage has them.
const roadItems = (stage: Stage, shown: Shown, w: LegendWords): Item[] => {
  const cells = stage.cells
  const has = (p: (c: (typeof cells)[number]) => boolean): boolean => cells.some(p)
  const out: Item[] = []
  const main = SURFACE[shown.surfaces.has('asphalt') ? 'asphalt' : shown.surfaces.has('dirt') ? 'dirt' : 'snow']
  for (const s of ['asphalt', 'snow', 'dirt'] as const)
    if (shown.surfaces.has(s)) out.push([swatch(SURFACE[s]), w.surface[s]])
  out.push([
    `${swatch(main)}${noteText({ x: 19, y: 12 }, '3', main === SURFACE.snow ? '#1f3f66' : '#fff', 14)}`,
    w.tight,
  ])
  if (has((c) => c.line === 'drift'))
    out.push([
      `${swatch(main, '#fff', ' stroke-dasharray="5 3"')}${noteText({ x: 19, y: 12 }, '4', DRIFT, 13)}`,
      w.drift,
    ])
  if (has((c) => c.line === 'cord'))
    out.push([
      `${swatch(GRAVEL)}${label(19, 16, 'K4', 'font-size="10" font-weight="bold" text-anchor="middle" fill="#fff"')}`,
      w.cord,
    ])
  if (shown.dirty) out.push([`${swatch(main)}<circle cx="19" cy="12" r="5" fill="#7a4a1e" stroke="#fff"/>`, w.dirty])
  if (shown.clean) out.push([`${swatch(GRAVEL)}${splitPawn({ x: 19, y: 12 })}`, w.clean])
  if (has((c) => c.jump !== null)) out.push([`${swatch(main)}${jumpBadge({ x: 19, y: 13 }, 3)}`, w.jump])
  if (has((c) => c.ford)) {
    out.push([
      `${swatch('#3d8fd6')}<path d="M4,12 L10,9 L16,15 L22,9 L28,15 L34,12" stroke="#e3f2fd" fill="none"/>`,
      w.ford,
    ])
    if (shown.surfaces.has('snow')) out.push([swatch('#cfeaf7'), w.frozenFord])
  }
  if (has((c) => c.split)) out.push([`${swatch(main)}${splitPawn({ x: 19, y: 12 })}`, w.split])
  if (has((c) => c.line === 'half'))
    out.push([
      `${swatch(SURFACE.dirt, '#fff6e6')}<path d="M19,3 L19,21" stroke="#fff6e6" stroke-width="2" stroke-dasharray="3 3"/>`,
      w.half,
    ])
  if (has((c) => c.capacity > 1))
    out.push([`${swatch(main)}<path d="M6,12 L32,12" stroke="#fff" stroke-dasharray="4 4"/>`, w.wide])
  if (has((c) => c.line === 'side'))
    out.push([
      `${swatch(SURFACE.dirt)}<path d="M34,4 L34,20" stroke="#c62828" stroke-width="4"/><path d="M34,4 L34,20" stroke="#fff" stroke-width="4" stroke-dasharray="4 4"/>`,
      w.side,
    ])
  const terrains = new Set<Terrain>(cells.flatMap((c) => [c.left, c.right]))
  for (const t of ['meadow', 'earth', 'forest', 'rocks'] as const) if (terrains.has(t)) out.push(verge(t, w))
  return out
}

// The marks of the race over the road: zones, start and finish, cars, reach, dashboards.
const raceItems = (shown: Shown, w: LegendWords): Item[] => {
  const out: Item[] = []
  const main = SURFACE[shown.surfaces.has('asphalt') ? 'asphalt' : shown.surfaces.has('dirt') ? 'dirt' : 'snow']
  out.push([
    `<rect x="11" y="4" width="16" height="16" rx="3" fill="#fff" stroke="#333"/>${label(19, 16, 'C', 'font-size="11" font-weight="bold" text-anchor="middle" fill="#333"')}`,
    w.zone,
  ])
  out.push([
    `<rect x="0" y="4" width="19" height="16" fill="#d32f2f"/><rect x="19" y="4" width="19" height="16" fill="#fdd835"/>`,
    w.startFinish,
  ])
  if (shown.cars) out.push([carIcon({ at: { x: 19, y: 12 }, heading: 0 }, 0, 3, w.aCar, ''), w.car])
  if (shown.reach)
    out.push([`${swatch(main, REACH, ' stroke-width="3"')}${diceBadge({ x: 19, y: 12 }, '3·G')}`, w.reach])
  if (shown.dashboards) {
    out.push([
      `<rect x="2" y="4" width="15" height="15" rx="3" fill="#222"/><rect x="21" y="4" width="15" height="15" rx="3" fill="none" stroke="#999" stroke-dasharray="2 2"/>`,
      w.dice,
    ])
    if (shown.dirt)
      out.push([
        `<rect x="11" y="4" width="15" height="15" rx="3" fill="#fb8c00" stroke="#222"/>${label(18.5, 15.5, 'G', 'font-size="10" font-weight="bold" text-anchor="middle" fill="#222"')}`,
        w.orange,
      ])
    out.push([`${warningIcon(4, 5, true)}${warningIcon(20, 5, false)}`, w.warnings])
  }
  return out
}

const items = (stage: Stage, shown: Shown, w: LegendWords): ReadonlyArray<Item> => [
  ...roadItems(stage, shown, w),
  ...raceItems(shown, w),
]

/** Height of the legend for a width. */
export const legendSize = (
  stage: Stage,
  shown: Shown,
  width: number,
  w: LegendWords,
): { readonly columns: number; readonly height: number } => {
  const columns = Math.max(1, Math.floor(width / 440))
  return { columns, height: 30 + Math.ceil(items(stage, shown, w).length / columns) * 27 }
}

/** The legend at `(x, y)` in `width`. */
export const drawLegend = (stage: Stage, shown: Shown, x: number, y: number, width: number, w: LegendWords): string => {
  const list = items(stage, shown, w)
  const { columns } = legendSize(stage, shown, width, w)
  const rows = Math.ceil(list.length / columns)
  const out = [label(x, y + 16, w.title, 'font-size="14" font-weight="bold" fill="#222"')]
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
