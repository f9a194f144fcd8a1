/**
 * Dice Derby: a tiny race that uses every node kind of the protocol, so the core's
 * drivers and the law kit can be tested without a real game.
 *
 * - Qualifying: every seat bids 1..3 in secret (simultaneous); the highest bid starts
 *   first, ties by seat order. Bids are hidden from other seats until all are in.
 * - Turns: the seat to play picks gear 1 (die 1 1 2 2) or gear 2 (die 2 3 3 4 4 4), then the
 *   die is rolled (chance) and the car advances. Reaching `length` finishes; the race is over
 *   when every car has finished. Finishing order decides the standings.
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
} from '../../src/core/index.js'

export const GEAR_DICE: Readonly<Record<1 | 2, Die>> = { 1: [1, 1, 2, 2], 2: [2, 3, 3, 4, 4, 4] }

export const ToyConfig = t.readonly(t.type({ seats: intRange(2, 4), length: intRange(5, 40) }), 'ToyConfig')
export type ToyConfig = t.TypeOf<typeof ToyConfig>

export const ToyAction = t.union(
  [
    t.readonly(t.type({ type: t.literal('bid'), seat: integer, amount: intRange(1, 3) })),
    t.readonly(t.type({ type: t.literal('gear'), gear: t.union([t.literal(1), t.literal(2)]) })),
    t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 4) })),
  ],
  'ToyAction',
)
export type ToyAction = t.TypeOf<typeof ToyAction>

export const ToyState = t.readonly(
  t.type({
    version: t.literal(1),
    config: ToyConfig,
    bids: t.readonlyArray(t.union([t.null, intRange(1, 3)])),
    order: t.readonlyArray(integer),
    positions: t.readonlyArray(integer),
    finished: t.readonlyArray(integer),
    turn: integer,
    gear: t.union([t.null, t.literal(1), t.literal(2)]),
  }),
  'ToyState',
)
export type ToyState = t.TypeOf<typeof ToyState>

export type ToyEvent =
  | { readonly type: 'grid'; readonly order: ReadonlyArray<SeatId> }
  | { readonly type: 'moved'; readonly seat: SeatId; readonly from: number; readonly to: number }
  | { readonly type: 'finished'; readonly seat: SeatId; readonly place: number }

export interface ToyObservation {
  readonly seat: SeatId | 'spectator'
  readonly bids: ReadonlyArray<number | 'hidden' | null>
  readonly positions: ReadonlyArray<number>
  readonly gear: 1 | 2 | null
}

const rule = 'TOY'

// The seat to play: the next unfinished seat in grid order from `turn`.
const current = (s: ToyState): SeatId | undefined => s.order[s.turn]

const nextTurn = (s: ToyState, finished: ReadonlyArray<number>): number => {
  for (let step = 1; step <= s.order.length; step++) {
    const i = (s.turn + step) % s.order.length
    if (!finished.includes(s.order[i] ?? -1)) return i
  }
  return s.turn
}

const status = (s: ToyState): PlayStatus<ToyAction> => {
  const pending = s.bids.flatMap((b, seat) => (b === null ? [seat] : []))
  if (pending.length > 0) return { kind: 'simultaneous', seats: pending, phase: 'bid' }
  if (s.finished.length === s.config.seats) {
    const scores = s.finished.map((seat, i) => ({ seat, score: s.config.seats - i }))
    const seats = rankSeats('points', scores)
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
        seats,
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

const legalActions = (s: ToyState, seat?: SeatId): ReadonlyArray<ToyAction> => {
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

export type ToyCode = 'NOT_BIDDING' | 'NOT_A_DECISION' | 'IMPOSSIBLE_ROLL'

// The guard has checked the state, the action's shape, the node and the seat.
const apply = (s: ToyState, a: ToyAction): Either<RuleViolation<ToyCode>, Transition<ToyState, ToyEvent>> => {
  const st = status(s)
  switch (a.type) {
    case 'bid': {
      if (st.kind !== 'simultaneous' || !st.seats.includes(a.seat)) {
        return left(violation('NOT_BIDDING', `Seat ${a.seat} cannot bid now.`, rule))
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
      if (st.kind !== 'decision') return left(violation('NOT_A_DECISION', 'No gear to choose now.', rule))
      return right({ state: { ...s, gear: a.gear }, events: [] })
    case 'roll': {
      if (st.kind !== 'chance' || !st.outcomes.some((o) => o.action.type === 'roll' && o.action.value === a.value)) {
        return left(violation('IMPOSSIBLE_ROLL', `The die cannot show ${a.value} now.`, rule))
      }
      const seat = current(s) ?? 0
      const from = s.positions[seat] ?? 0
      const to = Math.min(s.config.length, from + a.value)
      const positions = s.positions.map((p, i) => (i === seat ? to : p))
      const events: ToyEvent[] = [{ type: 'moved', seat, from, to }]
      const finished = to >= s.config.length ? [...s.finished, seat] : s.finished
      if (finished !== s.finished) events.push({ type: 'finished', seat, place: finished.length })
      return right({ state: { ...s, positions, finished, gear: null, turn: nextTurn(s, finished) }, events })
    }
  }
}

// A sampler that walks the listed outcomes: the toy has one so the law kit's sampler law runs.
const sampler: ChanceSampler<ToyState, ToyAction> = {
  total: (s) => {
    const st = status(s)
    return st.kind === 'chance' ? st.outcomes.reduce((sum, o) => sum + o.weight, 0) : 0
  },
  pick: (s, ticket) => {
    const st = status(s)
    if (st.kind !== 'chance') return undefined
    let left = ticket
    for (const o of st.outcomes) {
      if (left < o.weight) return o.action
      left -= o.weight
    }
    return undefined
  },
}

const observe = (s: ToyState, seat: SeatId | 'spectator'): ToyObservation => {
  const revealed = s.bids.every((b) => b !== null)
  return {
    seat,
    bids: s.bids.map((b, i) => (revealed || i === seat || b === null ? b : 'hidden')),
    positions: s.positions.slice(),
    gear: s.gear,
  }
}

// What a state must satisfy beyond its codec.
const inconsistencies = (s: ToyState): ReadonlyArray<string> => {
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

export const toyRules: GameRules<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation, ToyCode> = {
  info: {
    id: 'dice-derby',
    name: 'Dice Derby',
    players: { min: 2, max: 4, default: 3 },
    laps: null,
    boards: [],
    presets: ['basic'],
    measure: 'points',
    hiddenInformation: true,
  },
  codecs: { config: ToyConfig, state: ToyState, action: ToyAction },
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

export const toyGame: Game<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation, ToyCode> = defineGame(toyRules)

/**
 * The toy game sharing its decisions (`sharedDecisions`): every listed action frozen, in a new
 * list at each call, so the drivers may take a policy's pick of a listed object as listed.
 */
export const sharingToyRules: GameRules<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation, ToyCode> = {
  ...toyRules,
  sharedDecisions: true,
  legalActions: (s, seat) => legalActions(s, seat).map((a) => Object.freeze(a)),
}
