/**
 * Dice Derby, a racing game small enough to read in one sitting, written against pitwall's
 * protocol (`pitwall/core`) as an app developer writes a game of their own. Its rules:
 *
 * - DD 1, qualifying: every seat bids 1 to 3 in secret, all at once; the highest bid starts
 *   first, ties by seat order. A seat sees no other bid until all are in.
 * - DD 2, a turn: the seat to play picks gear 1 (die 1 1 2 2) or gear 2 (die 2 3 3 4 4 4),
 *   then the die is rolled and the car advances that many spaces.
 * - DD 3, the finish: a car reaching the last space finishes; the race is over when every car
 *   has; the finishing order is the standings (points: as many as cars, one fewer per place).
 *
 * Every node kind of the protocol is here: simultaneous choices, decisions, chance with its
 * exact outcomes (and a sampler), hidden information, standings. The game's module, with its
 * notation, lines, picture and bots, is in module.ts.
 */
import * as t from 'io-ts'
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  defineGame,
  integer,
  intRange,
  rankSeats,
  rollOutcomes,
  violation,
  type ChanceSampler,
  type Die,
  type Game,
  type GameRules,
  type RuleViolation,
  type SeatId,
  type PlayStatus,
  type Transition,
} from 'pitwall/core'

/** The die of each gear (DD 2), faces as printed. */
export const GEAR_DICE: Readonly<Record<1 | 2, Die>> = { 1: [1, 1, 2, 2], 2: [2, 3, 3, 4, 4, 4] }

/** A race: its seats and the length of the track in spaces. */
export const DerbyConfig = t.readonly(t.type({ seats: intRange(2, 4), length: intRange(5, 40) }), 'DerbyConfig')
export type DerbyConfig = t.TypeOf<typeof DerbyConfig>

/** A seat's bid (DD 1), the gear of the seat to play (DD 2), or the die's face (chance). */
export const DerbyAction = t.union(
  [
    t.readonly(t.type({ type: t.literal('bid'), seat: integer, amount: intRange(1, 3) })),
    t.readonly(t.type({ type: t.literal('gear'), gear: t.union([t.literal(1), t.literal(2)]) })),
    t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 4) })),
  ],
  'DerbyAction',
)
export type DerbyAction = t.TypeOf<typeof DerbyAction>

/** A race as it stands: plain JSON, so that it saves and loads as it is. */
export const DerbyState = t.readonly(
  t.type({
    version: t.literal(1),
    config: DerbyConfig,
    bids: t.readonlyArray(t.union([t.null, intRange(1, 3)])),
    order: t.readonlyArray(integer),
    positions: t.readonlyArray(integer),
    finished: t.readonlyArray(integer),
    turn: integer,
    gear: t.union([t.null, t.literal(1), t.literal(2)]),
  }),
  'DerbyState',
)
export type DerbyState = t.TypeOf<typeof DerbyState>

/** What happened: the grid once the bids are in, a car's move, a car's finish. */
export type DerbyEvent =
  | { readonly type: 'grid'; readonly order: ReadonlyArray<SeatId> }
  | { readonly type: 'moved'; readonly seat: SeatId; readonly from: number; readonly to: number }
  | { readonly type: 'finished'; readonly seat: SeatId; readonly place: number }

/** What a seat sees: everything but the bids of others before all are in. */
export interface DerbyObservation {
  readonly seat: SeatId | 'spectator'
  readonly length: number
  readonly bids: ReadonlyArray<number | 'hidden' | null>
  readonly order: ReadonlyArray<SeatId>
  readonly positions: ReadonlyArray<number>
  readonly finished: ReadonlyArray<SeatId>
  readonly turn: number
  readonly gear: 1 | 2 | null
}

/** The game's own refusals. */
export type DerbyCode = 'NOT_BIDDING' | 'NOT_A_DECISION' | 'IMPOSSIBLE_ROLL'

// The seat to play: the unfinished seat at `turn` in grid order.
const current = (s: DerbyState): SeatId | undefined => s.order[s.turn]

const nextTurn = (s: DerbyState, finished: ReadonlyArray<number>): number => {
  for (let step = 1; step <= s.order.length; step++) {
    const i = (s.turn + step) % s.order.length
    if (!finished.includes(s.order[i] ?? -1)) return i
  }
  return s.turn
}

const status = (s: DerbyState): PlayStatus<DerbyAction> => {
  const pending = s.bids.flatMap((b, seat) => (b === null ? [seat] : []))
  if (pending.length > 0) return { kind: 'simultaneous', seats: pending, phase: 'bid' }
  if (s.finished.length === s.config.seats) {
    const scores = s.finished.map((seat, i) => ({ seat, score: s.config.seats - i }))
    return {
      kind: 'over',
      standings: {
        measure: 'points',
        placings: s.finished.map((seat, i) => ({
          place: i + 1,
          competitor: `car-${seat}`,
          seat,
          score: s.config.seats - i,
        })),
        seats: rankSeats('points', scores),
      },
    }
  }
  if (s.gear !== null)
    return {
      kind: 'chance',
      outcomes: rollOutcomes(GEAR_DICE[s.gear], (value) => ({ type: 'roll', value })),
      source: { seat: current(s) ?? null, die: `gear-${s.gear}`, reason: 'move' },
    }
  return { kind: 'decision', seat: current(s) ?? 0, phase: 'choose-gear' }
}

const legalActions = (s: DerbyState, seat?: SeatId): ReadonlyArray<DerbyAction> => {
  const st = status(s)
  switch (st.kind) {
    case 'simultaneous':
      return st.seats
        .filter((x) => seat === undefined || x === seat)
        .flatMap((x) => [1, 2, 3].map((amount) => ({ type: 'bid' as const, seat: x, amount })))
    case 'decision':
      return seat === undefined || seat === st.seat
        ? [
            { type: 'gear', gear: 1 },
            { type: 'gear', gear: 2 },
          ]
        : []
    case 'chance':
      return st.outcomes.map((o) => o.action)
    default:
      return []
  }
}

// The guard has checked the state, the action's shape, the node and the seat.
const apply = (s: DerbyState, a: DerbyAction): Either<RuleViolation<DerbyCode>, Transition<DerbyState, DerbyEvent>> => {
  const st = status(s)
  switch (a.type) {
    case 'bid': {
      if (st.kind !== 'simultaneous' || !st.seats.includes(a.seat)) {
        return left(violation('NOT_BIDDING', `Seat ${a.seat} cannot bid now.`, 'DD 1'))
      }
      const bids = s.bids.map((b, seat) => (seat === a.seat ? a.amount : b))
      if (bids.some((b) => b === null)) return right({ state: { ...s, bids }, events: [] })
      const order = bids
        .map((b, seat) => ({ seat, b: b ?? 0 }))
        .sort((x, y) => y.b - x.b || x.seat - y.seat)
        .map((x) => x.seat)
      return right({ state: { ...s, bids, order }, events: [{ type: 'grid', order }] })
    }
    case 'gear':
      if (st.kind !== 'decision') return left(violation('NOT_A_DECISION', 'No gear to choose now.', 'DD 2'))
      return right({ state: { ...s, gear: a.gear }, events: [] })
    case 'roll': {
      if (st.kind !== 'chance' || !st.outcomes.some((o) => o.action.type === 'roll' && o.action.value === a.value)) {
        return left(violation('IMPOSSIBLE_ROLL', `The die cannot show ${a.value} now.`, 'DD 2'))
      }
      const seat = current(s) ?? 0
      const from = s.positions[seat] ?? 0
      const to = Math.min(s.config.length, from + a.value)
      const positions = s.positions.map((p, i) => (i === seat ? to : p))
      const events: DerbyEvent[] = [{ type: 'moved', seat, from, to }]
      const finished = to >= s.config.length ? [...s.finished, seat] : s.finished
      if (finished !== s.finished) events.push({ type: 'finished', seat, place: finished.length })
      return right({ state: { ...s, positions, finished, gear: null, turn: nextTurn(s, finished) }, events })
    }
  }
}

// A sampler that walks the listed outcomes: drivers draw a face without listing them again.
const sampler: ChanceSampler<DerbyState, DerbyAction> = {
  total: (s) => {
    const st = status(s)
    return st.kind === 'chance' ? st.outcomes.reduce((sum, o) => sum + o.weight, 0) : 0
  },
  pick: (s, ticket) => {
    const st = status(s)
    if (st.kind !== 'chance') return undefined
    let rest = ticket
    for (const o of st.outcomes) {
      if (rest < o.weight) return o.action
      rest -= o.weight
    }
    return undefined
  },
}

const observe = (s: DerbyState, seat: SeatId | 'spectator'): DerbyObservation => {
  const revealed = s.bids.every((b) => b !== null)
  return {
    seat,
    length: s.config.length,
    bids: s.bids.map((b, i) => (revealed || i === seat || b === null ? b : 'hidden')),
    order: [...s.order],
    positions: [...s.positions],
    finished: [...s.finished],
    turn: s.turn,
    gear: s.gear,
  }
}

// What a state must satisfy beyond its codec, so that a saved state is one a race can reach.
const inconsistencies = (s: DerbyState): ReadonlyArray<string> => {
  const n = s.config.seats
  const problems: string[] = []
  if (s.bids.length !== n || s.positions.length !== n) problems.push(`bids and positions must have ${n} entries`)
  if (s.positions.some((p) => p < 0 || p > s.config.length)) problems.push('a car is off the track')
  if (s.finished.some((seat) => seat < 0 || seat >= n) || new Set(s.finished).size !== s.finished.length)
    problems.push('finished must list distinct seats')
  if (
    s.order.length !== 0 &&
    (s.order.length !== n || new Set(s.order).size !== n || s.order.some((x) => x < 0 || x >= n))
  )
    problems.push('order must list every seat once')
  if (s.turn < 0 || s.turn >= Math.max(1, s.order.length)) problems.push('turn is out of range')
  return problems
}

/** The rules as `defineGame` takes them. */
export const derbyRules: GameRules<DerbyConfig, DerbyState, DerbyAction, DerbyEvent, DerbyObservation, DerbyCode> = {
  info: {
    id: 'dice-derby',
    name: 'Dice Derby',
    players: { min: 2, max: 4, default: 3 },
    laps: null,
    boards: ['short', 'long'],
    presets: ['basic'],
    measure: 'points',
    hiddenInformation: true,
  },
  codecs: { config: DerbyConfig, state: DerbyState, action: DerbyAction },
  seats: (s) => s.config.seats,
  stateVersion: 1,
  create: (c) =>
    right({
      version: 1,
      config: c,
      bids: Array.from({ length: c.seats }, () => null),
      order: [],
      positions: Array.from({ length: c.seats }, () => 0),
      finished: [],
      turn: 0,
      gear: null,
    }),
  inconsistencies,
  status,
  legalActions,
  observe,
  isChanceAction: (a) => a.type === 'roll',
  seatOf: (a) => (a.type === 'bid' ? a.seat : undefined),
  apply,
  sampler,
}

/** Dice Derby: the rules behind pitwall's guard (exact decoding, total members, frozen states). */
export const diceDerby: Game<DerbyConfig, DerbyState, DerbyAction, DerbyEvent, DerbyObservation, DerbyCode> =
  defineGame(derbyRules)
