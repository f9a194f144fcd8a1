/**
 * Sprint to the Line: a tiny race without chance or hidden information, for the search tests
 * that need a game where a search draws nothing (PUCT) and every position has a known value.
 *
 * One pace car is `left` spaces from the line. The seats take turns in order, each moving it 1,
 * 2 or 3 spaces (never past the line); the seat that brings it to the line wins, the others
 * share second place. With two seats, the seat to move loses exactly when `left` is a
 * multiple of 4 (the other can always answer 4 - k).
 */
import * as t from 'io-ts'
import { left, right } from 'fp-ts/lib/Either.js'
import {
  defineGame,
  integer,
  intRange,
  rankSeats,
  type Game,
  type GameRules,
  type PlayStatus,
  type SeatId,
  violation,
} from '../../src/core/index.js'

export const SprintConfig = t.readonly(t.type({ seats: intRange(2, 4), length: intRange(1, 60) }), 'SprintConfig')
export type SprintConfig = t.TypeOf<typeof SprintConfig>

export const SprintAction = t.readonly(t.type({ type: t.literal('move'), spaces: intRange(1, 3) }), 'SprintAction')
export type SprintAction = t.TypeOf<typeof SprintAction>

export const SprintState = t.readonly(
  t.type({
    version: t.literal(1),
    config: SprintConfig,
    left: integer,
    turn: integer,
    winner: t.union([t.null, integer]),
  }),
  'SprintState',
)
export type SprintState = t.TypeOf<typeof SprintState>

export type SprintEvent = { readonly type: 'moved'; readonly seat: SeatId; readonly spaces: number }

const status = (s: SprintState): PlayStatus<SprintAction> => {
  if (s.winner !== null) {
    const scores = Array.from({ length: s.config.seats }, (_, seat) => ({ seat, score: seat === s.winner ? 1 : 0 }))
    const seats = rankSeats('points', scores)
    return {
      kind: 'over',
      standings: {
        measure: 'points',
        placings: seats.map((r) => ({ place: r.place, competitor: `car-${r.seat}`, seat: r.seat, score: r.score })),
        seats,
      },
    }
  }
  return { kind: 'decision', seat: s.turn, phase: 'move' }
}

const legalActions = (s: SprintState, seat?: SeatId): ReadonlyArray<SprintAction> =>
  s.winner !== null || (seat !== undefined && seat !== s.turn)
    ? []
    : [1, 2, 3].filter((k) => k <= s.left).map((spaces) => ({ type: 'move' as const, spaces }))

export const sprintRules: GameRules<
  SprintConfig,
  SprintState,
  SprintAction,
  SprintEvent,
  SprintState,
  'PAST_THE_LINE'
> = {
  info: {
    id: 'sprint',
    name: 'Sprint to the Line',
    players: { min: 2, max: 4, default: 2 },
    laps: null,
    boards: [],
    presets: ['basic'],
    measure: 'points',
    hiddenInformation: false,
  },
  codecs: { config: SprintConfig, state: SprintState, action: SprintAction },
  seats: (s) => s.config.seats,
  stateVersion: 1,
  create: (c) => right({ version: 1, config: c, left: c.length, turn: 0, winner: null }),
  inconsistencies: (s) => [
    ...(s.left < 0 || s.left > s.config.length ? ['left is off the track'] : []),
    ...(s.turn < 0 || s.turn >= s.config.seats ? ['turn is not a seat'] : []),
    ...((s.winner === null) !== s.left > 0 ? ['a winner exactly when the car is at the line'] : []),
  ],
  status,
  legalActions,
  observe: (s) => ({ ...s }),
  isChanceAction: () => false,
  apply: (s, a) => {
    if (a.spaces > s.left) return left(violation('PAST_THE_LINE', 'The car cannot pass the line.', 'SPRINT'))
    const rest = s.left - a.spaces
    return right({
      state: { ...s, left: rest, turn: (s.turn + 1) % s.config.seats, winner: rest === 0 ? s.turn : null },
      events: [{ type: 'moved', seat: s.turn, spaces: a.spaces }],
    })
  },
}

/** The game; its observation is its state. */
export const sprint: Game<SprintConfig, SprintState, SprintAction, SprintEvent, SprintState> = defineGame(sprintRules)

/** A position: `left` spaces to go, `turn` to move, in a race of `seats`. */
export const sprintAt = (left: number, seats = 2, turn = 0): SprintState => ({
  version: 1,
  config: { seats, length: 60 },
  left,
  turn,
  winner: null,
})

/** Whether the seat to move wins a two-seat sprint with best play. */
export const moverWins = (left: number): boolean => left % 4 !== 0
