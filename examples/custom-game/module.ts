/**
 * Dice Derby's game module: the rules (rules.ts) with everything pitwall's tools use of a
 * game, in one value. The command line races it (`pitwall simulate dice-derby --game-module
 * FILE`), the playground plays it, `pitwall/search` searches it: docs/new-game.md.
 */
import { left, map, right, type Either } from 'fp-ts/lib/Either.js'
import {
  nextInt,
  randomPolicy,
  readOptions,
  violation,
  type Policy,
  type RaceOptions,
  type Rng,
  type RuleViolation,
  type SeatId,
  type Viewer,
} from 'pitwall/core'
import type { GameModule, PictureOptions } from 'pitwall/games'
import { searchBot } from 'pitwall/search'
import {
  derbyRules,
  diceDerby,
  type DerbyAction,
  type DerbyConfig,
  type DerbyEvent,
  type DerbyObservation,
  type DerbyState,
} from './rules.js'

/** The built-in tracks by id (`info.boards`): their length in spaces. */
export const boards = { short: 10, long: 30 } as const

const fromOptions = (o: RaceOptions): DerbyConfig => ({
  seats: o.players ?? diceDerby.info.players.default,
  length: boards[o.board === 'long' ? 'long' : 'short'],
})

const car = (seat: SeatId): string => `car-${seat}`
const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`

/** `car-1 bids 3`, `gear 2`, `roll 4`. */
export const formatAction = (action: DerbyAction): string =>
  action.type === 'bid'
    ? `${car(action.seat)} bids ${action.amount}`
    : action.type === 'gear'
      ? `gear ${action.gear}`
      : `roll ${action.value}`

/** What an action will do, in words (each listed action in its own words). */
export const describeAction = (_state: DerbyState, action: DerbyAction): string =>
  action.type === 'bid'
    ? `${car(action.seat)} bids ${action.amount} for a place on the grid`
    : action.type === 'gear'
      ? `the car to move shifts to gear ${action.gear}`
      : `the die shows ${action.value}`

/** The notation read back; the rules check the action's place in the race. */
export const parseAction = (text: string): Either<RuleViolation, DerbyAction> => {
  const bid = /^car-(\d) bids ([1-3])$/.exec(text.trim())
  if (bid !== null) return right({ type: 'bid', seat: Number(bid[1]), amount: Number(bid[2]) as 1 | 2 | 3 })
  const gear = /^gear ([12])$/.exec(text.trim())
  if (gear !== null) return right({ type: 'gear', gear: Number(gear[1]) as 1 | 2 })
  const roll = /^roll ([1-4])$/.exec(text.trim())
  if (roll !== null) return right({ type: 'roll', value: Number(roll[1]) })
  return left(violation('BAD_NOTATION', `"${text}" is not Dice Derby notation (car-1 bids 3, gear 2, roll 4).`, 'DD'))
}

const describeEvent = (event: DerbyEvent): string => {
  switch (event.type) {
    case 'grid':
      return `Grid (DD 1): ${event.order.map(car).join(', ')}`
    case 'moved':
      return `${car(event.seat)} moves from ${event.from} to ${event.to}`
    case 'finished':
      return `${car(event.seat)} finishes ${ordinal(event.place)}`
  }
}

/** Every seat sees every event: the bids show only in the grid, once all are in. */
const describeEvents = (events: ReadonlyArray<DerbyEvent>, _viewer?: Viewer): ReadonlyArray<string> =>
  events.map(describeEvent)

/** Finished cars in their order, then the others, furthest first. */
const describeRunningOrder = (state: DerbyState): ReadonlyArray<string> => {
  const racing = state.positions
    .map((at, seat) => ({ seat, at }))
    .filter(({ seat }) => !state.finished.includes(seat))
    .sort((a, b) => b.at - a.at || a.seat - b.seat)
  return [
    ...state.finished.map((seat, i) => `${i + 1}. ${car(seat)} finished`),
    ...racing.map(
      ({ seat, at }, i) => `${state.finished.length + i + 1}. ${car(seat)} at ${at}/${state.config.length}`,
    ),
  ]
}

const COLOURS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e']

/**
 * The track as a row of spaces with the cars on it; with `highlight`, the choices of the seat
 * to act as buttons, each carrying its action's notation in `data-action` (what a click picks).
 */
const renderSvg = (state: DerbyState, options: PictureOptions = {}): string => {
  const seen = derbyRules.observe(state, options.seat ?? 'spectator')
  const cell = 28
  const spaces = Array.from(
    { length: seen.length + 1 },
    (_, i) =>
      `<rect x="${10 + i * cell}" y="10" width="${cell - 2}" height="${cell * 2}" fill="${i === seen.length ? '#222' : '#ddd'}"/>`,
  )
  const cars = seen.positions.map(
    (at, seat) =>
      `<circle data-car="${seat}" cx="${10 + at * cell + cell / 2 - 1}" cy="${20 + seat * 12}" r="5" fill="${COLOURS[seat] ?? '#000'}"><title>${car(seat)}</title></circle>`,
  )
  const bids = seen.bids.map(
    (b, seat) =>
      `<text x="10" y="${cell * 2 + 30 + seat * 14}" font-size="11">${car(seat)}: bid ${b === null ? '-' : b}</text>`,
  )
  const status = diceDerby.status(state)
  const acting =
    status.kind === 'decision' ? [status.seat] : status.kind === 'simultaneous' ? status.seats : ([] as SeatId[])
  const choices =
    options.highlight === true && options.seat !== undefined && acting.includes(options.seat as SeatId)
      ? diceDerby.legalActions(state, options.seat as SeatId)
      : []
  const buttonsAt = cell * 2 + 30 + seen.bids.length * 14
  const buttons = choices.map(
    (a, i) =>
      `<g data-action="${formatAction(a)}"><rect x="${10 + i * 90}" y="${buttonsAt}" width="84" height="20" fill="#ffd54f"/><text x="${14 + i * 90}" y="${buttonsAt + 14}" font-size="11">${formatAction(a)}</text></g>`,
  )
  // The picture is as wide as the track and the row of choices under the bids.
  const width = Math.max((seen.length + 1) * cell + 20, 20 + choices.length * 90)
  const height = cell * 2 + 40 + seen.bids.length * 14 + (choices.length > 0 ? 30 : 0)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${[...spaces, ...cars, ...bids, ...buttons].join('')}</svg>`
}

/** Random, and a bot that bids the most (DD 1) and always takes the faster gear (DD 2: mean 10/3 against 3/2). */
const heuristic: Policy<DerbyAction, DerbyObservation> = (input) => {
  const best = [...input.legal].sort((a, b) => score(b) - score(a))[0]
  return best === undefined ? randomPolicy(input) : [best, input.rng]
}
const score = (a: DerbyAction): number => (a.type === 'bid' ? a.amount : a.type === 'gear' ? a.gear : 0)

/**
 * A state a seat cannot tell from the race: the bids it does not see (DD 1) drawn at random,
 * everything else as seen.
 */
const determinize = (o: DerbyObservation, _seat: SeatId, rng: Rng): readonly [DerbyState, Rng] => {
  let g = rng
  const bids = o.bids.map((b) => {
    if (b !== 'hidden') return b
    const [n, next] = nextInt(g, 1, 3)
    g = next
    return n
  })
  const state: DerbyState = {
    version: 1,
    config: { seats: o.bids.length, length: o.length },
    bids,
    order: o.order,
    positions: o.positions,
    finished: o.finished,
    turn: o.turn,
    gear: o.gear,
  }
  return [state, g]
}

/** A race set up as one likes: the bids made (the grid follows, DD 1) and where the cars are. */
export interface PositionEdits {
  readonly bids: ReadonlyArray<1 | 2 | 3>
  readonly positions: ReadonlyArray<number>
  /** The seats that finished, first first; default none. */
  readonly finished?: ReadonlyArray<SeatId>
}

const position = (config: DerbyConfig, edits: PositionEdits): Either<RuleViolation, DerbyState> => {
  const order = edits.bids
    .map((b, seat) => ({ seat, b }))
    .sort((x, y) => y.b - x.b || x.seat - y.seat)
    .map((x) => x.seat)
  const finished = edits.finished ?? []
  const turn = Math.max(
    0,
    order.findIndex((seat) => !finished.includes(seat)),
  )
  return diceDerby.admit({
    version: 1,
    config,
    bids: edits.bids,
    order,
    positions: edits.positions,
    finished,
    turn,
    gear: null,
  })
}

/** Dice Derby and everything the tools use of it. */
export const gameModule = {
  game: diceDerby,
  defaultConfig: () => fromOptions({}),
  configFromOptions: (input: unknown) => map(fromOptions)(readOptions(diceDerby.info, input)),
  describeConfig: (c: DerbyConfig) => `${c.seats} cars, ${c.length} spaces (basic rules)`,
  seatNames: (c: DerbyConfig) => Array.from({ length: c.seats }, (_, seat) => car(seat)),
  boards,
  // The search bot with the settings Dice Derby needs: its determiniser.
  bots: {
    random: randomPolicy<DerbyAction, DerbyObservation>,
    heuristic,
    mcts: searchBot(diceDerby, () => ({ determinize })),
  },
  search: { determinize },
  formatAction,
  notationVersion: 1,
  describeAction,
  parseAction,
  describeEvents,
  describeRunningOrder,
  renderSvg,
  position,
  // The grid is known once every bid is in (DD 1): the report shows it then.
  startSettled: (state: DerbyState) => state.order.length > 0,
} satisfies GameModule<DerbyConfig, DerbyState, DerbyAction, DerbyEvent, DerbyObservation>
