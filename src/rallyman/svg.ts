/**
 * Pictures of Rallyman, pure functions returning a self-contained SVG document:
 * `renderBoardSvg(stage)` draws a special as a winding road made of its zones, with every
 * note, line, cord, jump, ford, split point, crossroads, verge, start and finish, and a
 * legend; `renderSvg(state, options)` draws the current special of a rally as it stands:
 * the weather on the road, dirty and clean cords, the cars with their gears, whose turn,
 * the dashboards, and optionally the cells the next die can reach. Drawn from a seat's
 * observation, so the secret time-control penalties of the others never show (RM ART.22).
 */
import type { Lang, SeatId } from '../core/index.js'
import type { Stage } from './stage/stage.js'
import type { Surface } from './stage/zone.js'
import type { RallymanState } from './state.js'
import { observeRallyman, type RallymanObservation } from './observe.js'
import { rallymanStatus } from './status.js'
import { notesOf } from './rules/corners.js'
import { surfaceOf } from './rules/dashboard.js'
import { layoutOf } from './svg/layout.js'
import { boardView, drawRoad, type RoadView } from './svg/road.js'
import { drawCars } from './svg/cars.js'
import { DASH_HEIGHT, DASH_WIDTH, dashboard } from './svg/dashboards.js'
import { drawLegend, legendSize, type Shown } from './svg/legend.js'
import { drawReach, reachable } from './svg/reach.js'
import { GRASS, esc, label } from './svg/kit.js'
import { stagesOf } from './stage/board.js'
import { pictureWords, type PictureWords } from './svg/words.js'
import type { Happening, Snow } from './svg/panel-words.js'

/** How to draw a race. @group Rendering */
export interface RenderOptions {
  /** Draw the race as this seat sees it (default 'spectator'): hidden information stays hidden. */
  readonly seat?: SeatId | 'spectator'
  /** Highlight the legal targets of the seat to act: the next cells the dice can reach. */
  readonly highlight?: boolean
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

/** How to draw a special alone. @group Rendering */
export interface BoardRenderOptions {
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

const HEADER = 62
const MIN_WIDTH = 960

const document = (width: number, height: number, title: string, body: ReadonlyArray<string>): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('\n')

// The road and its grass, framed, at `(x, y)`.
const roadBlock = (stage: Stage, x: number, y: number, layers: ReadonlyArray<string>): string => {
  const l = layoutOf(stage)
  return `<g transform="translate(${x},${y})"><rect width="${l.width}" height="${l.height}" rx="8" fill="${GRASS}" stroke="#7a9a5a"/>${layers.join('\n')}</g>`
}

const surfacesOf = (stage: Stage, surface: (tile: number) => Surface): ReadonlySet<Surface> =>
  new Set(stage.zones.map((_, tile) => surface(tile)))

/** A special alone: the road of its zones, with its legend. @group Rendering */
export const renderBoardSvg = (stage: Stage, options: BoardRenderOptions = {}): string => {
  const view = boardView(stage, pictureWords(options.lang))
  const layout = layoutOf(stage)
  const width = Math.max(MIN_WIDTH, layout.width + 40)
  const shown: Shown = {
    surfaces: surfacesOf(stage, view.surface),
    cars: false,
    reach: false,
    dirty: false,
    clean: false,
    dashboards: false,
    dirt: false,
  }
  const legend = legendSize(stage, shown, width - 40, view.words.panel.legend)
  const roadX = Math.round((width - layout.width) / 2)
  const height = HEADER + layout.height + 20 + legend.height + 10
  return document(width, height, `${stage.name} (${stage.roadbook})`, [
    label(20, 30, stage.name, 'font-size="20" font-weight="bold" fill="#222"'),
    label(20, 50, view.words.panel.board(stage.roadbook, stage.zones, stage.steps), 'font-size="12" fill="#555"'),
    roadBlock(stage, roadX, HEADER, [drawRoad(stage, view)]),
    drawLegend(stage, shown, 20, HEADER + layout.height + 16, width - 40, view.words.panel.legend),
  ])
}

// The observation as a state for the game's read-only helpers (they never read the pending node).
const asState = (o: RallymanObservation): RallymanState => ({
  ...o,
  pending: o.pending?.kind === 'penalty' ? null : o.pending,
})

const name = (state: RallymanState, seat: number): string => state.cars[seat]?.name ?? `seat ${seat}`

/** What is happening, as facts for the header. */
const happening = (state: RallymanState, seen: RallymanObservation): Happening => {
  const status = rallymanStatus(state)
  if (status.kind === 'over') return { kind: 'over' }
  const p = seen.pending
  if (p?.kind === 'penalty') {
    const chosen = 'chosen' in p ? p.chosen.filter(Boolean).length : 0
    const mine = 'mine' in p && p.mine !== null ? p.mine : null
    return { kind: 'penalty', chosen, of: seen.cars.length, mine }
  }
  if (status.kind === 'chance') {
    const who = state.turn === null ? null : name(state, state.turn.seat)
    switch (p?.kind) {
      case 'face':
        return { kind: 'face', who, die: p.die === 'gas' ? 'gas' : p.die, to: p.to }
      case 'attack':
      case 'back':
      case 'cord':
        return { kind: p.kind, who }
      case 'weather':
        return { kind: 'weather', tile: p.tile + 1 }
      default:
        return { kind: 'chance' }
    }
  }
  if (status.kind === 'simultaneous') return { kind: 'simultaneous' }
  const who = name(state, status.seat)
  switch (status.phase) {
    case 'tyres':
    case 'spare-wheel':
    case 'sisu':
      return { kind: status.phase, who }
    default:
      return { kind: 'wheel', who, round: state.round }
  }
}

const snowOf = (state: RallymanState, stage: Stage): Snow => {
  const snowy = stage.zones.flatMap((z, tile) => {
    const cell = stage.cells.find((c) => c.zone === tile)
    return cell !== undefined && surfaceOf(state, cell) === 'snow' ? [`${tile + 1} (${z.zone})`] : []
  })
  if (snowy.length > 0) return { kind: 'tiles', tiles: snowy }
  // Snow needs the tyre rule (RM ART.15); in variable weather the dice decide it tile by tile.
  if (!state.config.rules.tyres) return { kind: 'no-rule' }
  if (state.config.rally.weather === 'fixed') return { kind: 'fixed' }
  return state.pending?.kind === 'weather' ? { kind: 'rolling' } : { kind: 'none' }
}

const stateView = (state: RallymanState, stage: Stage, words: PictureWords): RoadView => ({
  words,
  surface: (tile) => {
    const cell = stage.cells.find((c) => c.zone === tile)
    return cell === undefined ? (stage.zones[tile]?.surface ?? 'asphalt') : surfaceOf(state, cell)
  },
  notes: (i) => {
    const corner = stage.corners[i]
    if (corner === undefined) return { tight: 1, drift: null, cord: null, lowered: 0 }
    const n = notesOf(state, corner, i)
    return { tight: n.tight, drift: n.drift, cord: n.cord, lowered: state.dirty[i] ?? 0 }
  },
  clean: (i) => state.config.rules.dirt && state.clean[i] === true,
})

/** The rally as it stands: the current special, its cars and the dashboards. @group Rendering */
export const renderSvg = (state: RallymanState, options: RenderOptions = {}): string => {
  const seen = observeRallyman(state, options.seat ?? 'spectator')
  const view = asState(seen)
  const stage = stagesOf(view)[view.special]
  const words = pictureWords(options.lang)
  if (stage === undefined)
    return document(MIN_WIDTH, 60, 'Rallyman', [label(20, 36, words.panel.noSpecial, 'font-size="16"')])
  const layout = layoutOf(stage)
  const road = stateView(view, stage, words)
  const reach = options.highlight === true ? reachable(state) : new Map<number, ReadonlyArray<string>>()
  const width = Math.max(MIN_WIDTH, layout.width + 40)
  const columns = Math.max(1, Math.floor((width - 40 + 12) / (DASH_WIDTH + 12)))
  const dashRows = Math.ceil(view.cars.length / columns)
  const shown: Shown = {
    surfaces: surfacesOf(stage, road.surface),
    cars: view.cars.some((c) => c.status === 'racing' || c.status === 'waiting'),
    reach: reach.size > 0,
    dirty: view.dirty.some((d) => d > 0),
    clean: stage.corners.some((_, i) => road.clean(i)),
    dashboards: true,
    dirt: view.config.rules.dirt,
  }
  const legend = legendSize(stage, shown, width - 40, words.panel.legend)
  const dashY = HEADER + layout.height + 16
  const legendY = dashY + dashRows * (DASH_HEIGHT + 10) + 6
  const height = legendY + legend.height + 10
  const special = words.panel.special(stage.name, view.special + 1, stagesOf(view).length)
  const roadX = Math.round((width - layout.width) / 2)
  return document(width, height, `${view.config.rally.name}: ${special}`, [
    label(20, 28, `${view.config.rally.name} · ${special}`, 'font-size="19" font-weight="bold" fill="#222"'),
    label(
      20,
      50,
      words.panel.header(stage.roadbook, snowOf(view, stage), happening(state, seen)),
      'font-size="12.5" fill="#333"',
    ),
    roadBlock(stage, roadX, HEADER, [
      drawRoad(stage, road),
      drawReach(stage, reach, words),
      drawCars(stage, view.cars, view.startOrder, words, view.config.rules.tyres),
    ]),
    ...view.cars.map((car, i) =>
      dashboard(
        view,
        car,
        20 + (i % columns) * (DASH_WIDTH + 12),
        dashY + Math.floor(i / columns) * (DASH_HEIGHT + 10),
        words,
      ),
    ),
    drawLegend(stage, shown, 20, legendY, width - 40, words.panel.legend),
  ])
}
