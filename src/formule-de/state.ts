import * as t from 'io-ts'
import { intRange } from '../core/index.js'
import { CircuitCodec, type Circuit } from './circuit/model.js'
import type { Gear } from './dice.js'
import { WearCodec, type Wear } from './rules/wear.js'

/** Where a car is in the pit procedure. */
export type PitStatus = 'none' | 'lane' | 'stand' | 'waiting'

/** A car in the race. */
export interface Car {
  /** Driver or car name. */
  readonly name: string
  /** The space it is on (-1 before the grid is set). */
  readonly space: number
  /** The gear engaged (1st at the start). */
  readonly gear: Gear
  /** What is left on the race sheet. */
  readonly wear: Wear
  /** Finish-line crossings so far (0 on the grid, 1 during the first lap...). */
  readonly lap: number
  /** The corner the car stands in, or null. */
  readonly corner: number | null
  /** Stops counted in that corner. */
  readonly stops: number
  /** The car spun: its next move starts in 1st (FD-B tête-à-queue). */
  readonly spun: boolean
  /** The start procedure (black die) is done. */
  readonly started: boolean
  /** The engine stalled at the start: the next move is in 1st (FD-B départ, score 1). */
  readonly stalled: boolean
  /** Where it is in the pit procedure. */
  readonly pit: PitStatus
  /** It had its stand service in the current pit visit. */
  readonly serviced: boolean
  /** When it reached its level (a counter): first arrived plays first. */
  readonly arrival: number
  /** Racing, finished or out. */
  readonly status: 'racing' | 'finished' | 'out'
  /** Why it is out, or null. */
  readonly out: string | null
}

/** The grid draw: groups of cars still tied, and the rolls of the group rolling now. */
export interface GridStep {
  /** Step kind. */
  readonly kind: 'grid'
  /** Grid slots in order, pole first; a slot of several cars is a tie still to break. */
  readonly slots: ReadonlyArray<ReadonlyArray<number>>
  /** Rolls made so far by the first tied slot, in its order. */
  readonly rolls: ReadonlyArray<number>
}

/** What the current car (the first of `order`) must do next. */
export type Step =
  | GridStep
  | { readonly kind: 'start' }
  | { readonly kind: 'gear' }
  | { readonly kind: 'roll'; readonly gear: Gear }
  | {
      readonly kind: 'move'
      readonly roll: number
      readonly reason: 'gear' | 'super-start' | 'pit-exit'
      readonly engineTest: boolean
    }
  | {
      readonly kind: 'collision'
      readonly others: ReadonlyArray<number>
      readonly involved: number
      readonly eliminated: number
      readonly moverRolls: number
      readonly engineTest: boolean
    }
  | { readonly kind: 'engine'; readonly queue: ReadonlyArray<number> }
  | { readonly kind: 'pit' }
  | { readonly kind: 'over' }

/** The whole race: plain JSON. */
export interface State {
  /** The circuit. */
  readonly circuit: Circuit
  /** Laps of the race (1 or 2). */
  readonly laps: number
  /** Every car; car i is driven by seat i. */
  readonly cars: ReadonlyArray<Car>
  /** Round number (0 during the grid draw). */
  readonly round: number
  /** Cars still to play this round, the current one first. */
  readonly order: ReadonlyArray<number>
  /** What the current car must do. */
  readonly step: Step
  /** Arrival counter. */
  readonly arrivals: number
  /** Cars that crossed the finish line, in crossing order. */
  readonly finishers: ReadonlyArray<number>
}

const idx = intRange(0, 1000)
const small = intRange(0, 1_000_000)
const GearCodec = t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5), t.literal(6)])

/** Codec of {@link Car}. */
export const CarCodec: t.Type<Car, Car, unknown> = t.readonly(
  t.type({
    name: t.string,
    space: intRange(-1, 100_000),
    gear: GearCodec,
    wear: WearCodec,
    lap: small,
    corner: t.union([idx, t.null]),
    stops: small,
    spun: t.boolean,
    started: t.boolean,
    stalled: t.boolean,
    pit: t.keyof({ none: null, lane: null, stand: null, waiting: null }),
    serviced: t.boolean,
    arrival: small,
    status: t.keyof({ racing: null, finished: null, out: null }),
    out: t.union([t.string, t.null]),
  }),
  'Car',
)

const StepCodec: t.Type<Step, Step, unknown> = t.union([
  t.readonly(t.type({ kind: t.literal('grid'), slots: t.readonlyArray(t.readonlyArray(idx)), rolls: t.readonlyArray(intRange(1, 20)) })),
  t.readonly(t.type({ kind: t.literal('start') })),
  t.readonly(t.type({ kind: t.literal('gear') })),
  t.readonly(t.type({ kind: t.literal('roll'), gear: GearCodec })),
  t.readonly(
    t.type({
      kind: t.literal('move'),
      roll: small,
      reason: t.keyof({ gear: null, 'super-start': null, 'pit-exit': null }),
      engineTest: t.boolean,
    }),
  ),
  t.readonly(
    t.type({
      kind: t.literal('collision'),
      others: t.readonlyArray(idx),
      involved: small,
      eliminated: small,
      moverRolls: small,
      engineTest: t.boolean,
    }),
  ),
  t.readonly(t.type({ kind: t.literal('engine'), queue: t.readonlyArray(idx) })),
  t.readonly(t.type({ kind: t.literal('pit') })),
  t.readonly(t.type({ kind: t.literal('over') })),
])

/** Codec of {@link State} (shape; `game.reduce` also checks a decoded state's meaning). */
export const StateCodec: t.Type<State, State, unknown> = t.readonly(
  t.type({
    circuit: CircuitCodec,
    laps: intRange(1, 2),
    cars: t.readonlyArray(CarCodec),
    round: small,
    order: t.readonlyArray(idx),
    step: StepCodec,
    arrivals: small,
    finishers: t.readonlyArray(idx),
  }),
  'State',
)
