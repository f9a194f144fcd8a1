/**
 * Pictures of Bolide, pure functions returning a self-contained SVG document:
 * `renderBoardSvg(circuit)` draws the board with its legend; `renderSvg(state, options)`
 * draws the race as it stands: the cars with their last moves and Pions, whose turn, the
 * weather and the safety car, every driver's dashboard, and optionally the points the car
 * to play may reach. Bolide hides nothing, so every seat sees the same picture.
 */
import type { Lang, SeatId } from '../core/index.js'
import { circuitOf } from './board.js'
import type { Circuit } from './circuit/model.js'
import type { BolideState } from './state.js'
import { statusOf } from './game.js'
import { runningOrder } from './rules/order.js'
import { boardSize, drawBoard, esc, label } from './svg/board.js'
import { drawCars, drawTargets, targetsOf } from './svg/race.js'
import { pictureWords } from './svg/words.js'
import type { Happening } from './svg/panel-words.js'
import { DASH_HEIGHT, DASH_WIDTH, dashboard, drawLegend, legendHeight } from './svg/panel.js'

/** How to draw a race. @group Rendering */
export interface RenderOptions {
  /** Draw the race as this seat sees it (default 'spectator'); Bolide hides nothing from anyone. */
  readonly seat?: SeatId | 'spectator'
  /** Highlight the legal targets of the seat to act: the Pion's points it may reach. */
  readonly highlight?: boolean
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

/** How to draw a circuit alone. @group Rendering */
export interface BoardRenderOptions {
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

const HEADER = 58
const MIN_WIDTH = 900

const document = (width: number, height: number, title: string, body: ReadonlyArray<string>): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...body,
    '</svg>',
  ].join('\n')

/** The circuit alone, with its legend. @group Rendering */
export const renderBoardSvg = (circuit: Circuit, options: BoardRenderOptions = {}): string => {
  const words = pictureWords(options.lang)
  const board = boardSize(circuit)
  const width = Math.max(MIN_WIDTH, board.width + 40)
  const legendY = HEADER + board.height + 14
  const height = legendY + legendHeight(null, false, width - 40, words.panel.legend) + 10
  const boardX = Math.round((width - board.width) / 2)
  return document(width, height, circuit.name, [
    label(20, 28, circuit.name, 'font-size="20" font-weight="bold" fill="#222"'),
    label(
      20,
      48,
      words.panel.board(
        circuit.arrows.length,
        circuit.grid.length,
        circuit.pit === null ? undefined : circuit.pit.speedLimit,
        circuit.rainRisk,
      ),
      'font-size="12" fill="#555"',
    ),
    `<g transform="translate(${boardX},${HEADER})">${drawBoard(circuit, words)}</g>`,
    drawLegend(null, false, 20, legendY, width - 40, words.panel.legend),
  ])
}

const happening = (s: BolideState): Happening => {
  const status = statusOf(s)
  const name = (seat: number): string => s.cars[seat]?.driver.name ?? `seat ${seat}`
  if (status.kind === 'over') return { kind: 'over' }
  const ph = s.phase
  switch (ph.kind) {
    case 'grid-draw':
      return { kind: 'grid-draw' }
    case 'roll':
      return { kind: 'roll', who: ph.seat < 0 ? null : name(ph.seat), roll: ph.roll }
    case 'move':
    case 'reposition':
    case 'pit-exit':
    case 'strategy':
    case 'regroup':
      return { kind: ph.kind, who: name(ph.seat) }
    default:
      return { kind: 'none' }
  }
}

/** A car's place in the race: the finishers in order, then the running order (BO 3); `null` for a car out. */
const placeOf = (s: BolideState, seat: number): number | null => {
  const car = s.cars[seat]
  if (car === undefined || car.mode === 'out' || car.mode === 'unplaced') return null
  if (car.finishRank !== null) return car.finishRank
  const running = runningOrder(s, s.order.length > 0 ? s.order : s.grid)
  const i = running.indexOf(seat)
  return i < 0 ? null : s.finished + i + 1
}

/** The race as it stands (every seat sees the same: Bolide has no hidden information). @group Rendering */
export const renderSvg = (state: BolideState, options: RenderOptions = {}): string => {
  const words = pictureWords(options.lang)
  const circuit = circuitOf(state)
  const board = boardSize(circuit)
  const targets = options.highlight === true ? targetsOf(state) : []
  const width = Math.max(MIN_WIDTH, board.width + 40)
  const columns = Math.max(1, Math.floor((width - 40 + 12) / (DASH_WIDTH + 12)))
  const dashY = HEADER + board.height + 14
  const legendY = dashY + Math.ceil(state.cars.length / columns) * (DASH_HEIGHT + 10) + 6
  const height = legendY + legendHeight(state, targets.length > 0, width - 40, words.panel.legend) + 10
  const boardX = Math.round((width - board.width) / 2)
  return document(width, height, words.panel.docTitle(circuit.name, state.round), [
    label(
      20,
      28,
      words.panel.title(circuit.name, state.round, state.session === 'qualifying', state.laps),
      'font-size="20" font-weight="bold" fill="#222"',
    ),
    label(
      20,
      48,
      words.panel.conditions({
        happening: happening(state),
        rain: state.weather === 'rain',
        variable: state.rules === 'advanced' && state.variable,
        safetyCar: state.safetyCar,
      }),
      'font-size="12.5" fill="#333"',
    ),
    `<g transform="translate(${boardX},${HEADER})">`,
    drawBoard(circuit, words),
    state.weather === 'rain'
      ? `<rect width="${board.width}" height="${board.height}" fill="#1565c0" opacity="0.12"/>`
      : '',
    drawCars(state, words, options.lang),
    drawTargets(state, targets, words),
    '</g>',
    ...state.cars.map((c, i) =>
      dashboard(
        state,
        c,
        20 + (i % columns) * (DASH_WIDTH + 12),
        dashY + Math.floor(i / columns) * (DASH_HEIGHT + 10),
        placeOf(state, c.seat),
        words,
      ),
    ),
    drawLegend(state, targets.length > 0, 20, legendY, width - 40, words.panel.legend),
  ])
}
