/**
 * Pictures of Formule Dé, pure functions returning a self-contained SVG document, drawn from
 * the same cells the engine moves on (`circuit/geometry.ts`): `renderBoardSvg(circuit)` draws
 * the board with its legend; `renderSvg(state, options)` draws the race as it stands: the cars
 * with their gears, the last moves (given their events), whose turn and what they decide, the
 * weather, every driver's dashboard and, with `highlight`, the spaces the car to play may reach
 * and the odds of its gears. Formule Dé hides nothing, so every seat sees the same picture.
 */
import type { Lang, SeatId } from '../core/index.js'
import type { Circuit } from './circuit/model.js'
import type { Event } from './events.js'
import type { State } from './state.js'
import { DEFS, drawBoard, flagPlaces } from './svg/board.js'
import { drawingOf } from './svg/drawing.js'
import { colourOf, esc, PALETTE } from './svg/kit.js'
import { DASH_HEIGHT, DASH_WIDTH, dashboard, header, legend, oddsTable, placesOf } from './svg/panel.js'
import { drawCars, drawMoves, drawTargets, targetsOf } from './svg/race.js'
import { circuitOf } from './board.js'
import { pictureWords, type PictureWords } from './svg/words.js'

/** How to draw a race. @group Rendering */
export interface RenderOptions {
  /** Draw the race as this seat sees it (default 'spectator'); Formule Dé hides nothing from anyone. */
  readonly seat?: SeatId | 'spectator'
  /** Highlight where the car to play may go, and show the odds of its gears. */
  readonly highlight?: boolean
  /** Events of the last actions: their moves are drawn as the cars' last moves. */
  readonly events?: ReadonlyArray<Event>
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

/** How to draw a board alone. @group Rendering */
export interface BoardRenderOptions {
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

const HEADER = 64
const MARGIN = 24
const MIN_WIDTH = 960

const document = (width: number, height: number, title: string, body: ReadonlyArray<string>): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}">`,
    `<title>${esc(title)}</title>`,
    DEFS,
    `<rect width="${Math.ceil(width)}" height="${Math.ceil(height)}" fill="#fff"/>`,
    ...body,
    '</svg>',
  ].join('\n')

// Where the board's drawing lies on the page: the spaces and the flags (a flag reaches 40 px from its foot).
const boxOf = (circuit: Circuit): readonly [number, number, number, number] => {
  const [x, y, w, h] = drawingOf(circuit).box
  let [x0, y0, x1, y1] = [x, y, x + w, y + h]
  for (const f of flagPlaces(circuit)) {
    if (f === null) continue
    x0 = Math.min(x0, f[0] - 48)
    x1 = Math.max(x1, f[0] + 52)
    y0 = Math.min(y0, f[1] - 26)
    y1 = Math.max(y1, f[1] + 26)
  }
  return [x0, y0, x1 - x0, y1 - y0]
}

// The board on its grass, placed at (x, y) on the page: its size and the group to draw.
const boardGroup = (circuit: Circuit, x: number, y: number, layers: ReadonlyArray<string>): string => {
  const [bx, by, bw, bh] = boxOf(circuit)
  return [
    `<rect x="${x}" y="${y}" width="${Math.ceil(bw + 2 * MARGIN)}" height="${Math.ceil(bh + 2 * MARGIN)}" rx="8" fill="${PALETTE.grass}"/>`,
    `<g transform="translate(${Math.round(x + MARGIN - bx)},${Math.round(y + MARGIN - by)})">`,
    ...layers,
    '</g>',
  ].join('\n')
}

const boardSize = (circuit: Circuit): { readonly width: number; readonly height: number } => {
  const [, , bw, bh] = boxOf(circuit)
  return { width: Math.ceil(bw + 2 * MARGIN), height: Math.ceil(bh + 2 * MARGIN) }
}

const summary = (circuit: Circuit, words: PictureWords): string => {
  const track = circuit.spaces.filter((s) => s.kind === 'track')
  const perLane = Array.from({ length: circuit.lanes }, (_, l) => track.filter((s) => s.lane === l).length)
  const stands = circuit.spaces.filter((s) => s.kind === 'stand').length
  return words.panel.board({
    lanes: circuit.lanes,
    spaces: track.length,
    perLane,
    corners: circuit.corners.length,
    grid: circuit.grid.length,
    stands,
  })
}

/** The board of a circuit alone, with its legend. @group Rendering */
export const renderBoardSvg = (circuit: Circuit, options: BoardRenderOptions = {}): string => {
  const words = pictureWords(options.lang)
  const board = boardSize(circuit)
  const width = Math.max(MIN_WIDTH, board.width + 40)
  const boardX = Math.round((width - board.width) / 2)
  const leg = legend(20, HEADER + board.height + 16, width - 40, words)
  return document(width, HEADER + board.height + 16 + leg.height + 12, circuit.name, [
    header(circuit.name, summary(circuit, words)),
    boardGroup(circuit, boardX, HEADER, [drawBoard(circuit, words)]),
    leg.svg,
  ])
}

/** The race as it stands (the same picture for every seat: Formule Dé hides nothing). @group Rendering */
export const renderSvg = (state: State, options: RenderOptions = {}): string => {
  const words = pictureWords(options.lang)
  const circuit = circuitOf(state)
  const board = boardSize(circuit)
  const width = Math.max(MIN_WIDTH, board.width + 40)
  const boardX = Math.round((width - board.width) / 2)
  const standColour = (s: Circuit['spaces'][number]): string | null => {
    const team = state.cars.findIndex((c) => c.stand === s.stand)
    return team < 0 ? null : colourOf(team)
  }
  const targets = options.highlight === true ? targetsOf(state, words) : []
  const layers = [
    drawBoard(circuit, words, standColour),
    ...drawMoves(state, options.events ?? []),
    ...drawTargets(state, targets),
    ...drawCars(state, words),
  ]
  const leader = state.cars.reduce((m, c) => Math.max(m, c.status === 'racing' ? c.lap : 0), 0)
  const title = words.panel.title({ circuit: circuit.name, round: state.round, laps: state.laps, leader })
  const step = words.panel.step(state)
  const subtitle = words.panel.subtitle(step, words.panel.weather(state), state.rules.preset)
  let y = HEADER + board.height + 16
  const body = [header(title, subtitle), boardGroup(circuit, boardX, HEADER, layers)]
  // Dashboards, place order, as many per row as fit.
  const places = placesOf(state)
  const perRow = Math.max(1, Math.floor((width - 40 + 12) / (DASH_WIDTH + 12)))
  const order = [...state.cars.keys()].sort((a, b) => (places.get(a) ?? 99) - (places.get(b) ?? 99))
  order.forEach((i, k) => {
    body.push(
      dashboard(
        state,
        i,
        20 + (k % perRow) * (DASH_WIDTH + 12),
        y + Math.floor(k / perRow) * (DASH_HEIGHT + 10),
        places.get(i),
        words,
      ),
    )
  })
  y += Math.ceil(order.length / perRow) * (DASH_HEIGHT + 10) + 6
  if (options.highlight === true) {
    const odds = oddsTable(state, 20, y, width - 40, words)
    body.push(odds.svg)
    y += odds.height
  }
  const leg = legend(20, y + 6, width - 40, words)
  body.push(leg.svg)
  return document(width, y + 6 + leg.height + 12, `${circuit.name}: ${step}`, body)
}
