import * as t from 'io-ts'
import { intRange, union } from '../core/index.js'
import { BoardRecordCodec, type BoardRecord } from './board.js'
import type { Gear } from './dice.js'
import { WearCodec, type Wear } from './rules/wear.js'
import { RulesCodec, type Rules } from './rules/presets.js'
import { BuildCodec, type Build } from './rules/build.js'
import { TyreTypeCodec, type TyreType } from './rules/tyres.js'
import { SkyCodec, type Sky } from './rules/weather.js'
import { QualifyingSessionCodec, type QualifyingSession } from './rules/qualifying.js'
import { OutReasonCodec, type OutReason } from './rules/elimination.js'
import type { Step } from './steps.js'

export type {
  GridStep,
  StartStep,
  GearStep,
  RollStep,
  MoveStep,
  CollisionStep,
  EngineStep,
  PitStep,
  SlipstreamStep,
  HoldingStep,
  WeatherStep,
  TyresStep,
  StandsStep,
  BuildStep,
  StandStep,
  ChronoStep,
  OverStep,
  Step,
} from './steps.js'

/** Where a car is in the pit procedure. @group State */
export type PitStatus = 'none' | 'lane' | 'stand' | 'waiting'

/** A car in the race. @group State */
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
  /** Why it is out, or null (`describe.ts` says it in English). */
  readonly out: OutReason | null
  /** The tyre type fitted (`hard` without the tyres rule). */
  readonly tyre: TyreType
  /** The car's `lap` when this tyre set was fitted: the set's lap is `lap - tyreLap` (at least 1; FD-T 8-0-2). */
  readonly tyreLap: number
  /** Road holding points (FD-A 6; 0 without the road-holding rule). */
  readonly holding: number
  /** Points left at its stand (FD-A 7, FD-T 4-0-2). */
  readonly standPoints: number
  /** The race sheet it started with: what the crew can restore (tyres at every stop, the rest at long stops). */
  readonly sheet: Build
  /**
   * Tournament: the car is out but its wreck stays on its space until the next round (FD-T
   * 12-1-2, 14-2, 16-0-3, 20-7: eliminations by blocking, body and engine).
   */
  readonly wreck: boolean
  /**
   * Tournament: the engine broke in 5th or 6th; the car plays its inertia (FD-T 16): one last
   * move in 4th to the farthest space, or — past the penultimate corner of the race — falling
   * one gear a turn to the finish.
   */
  readonly inertia: boolean
  /** The stand the car uses (its index by default; chosen in grid order in the tournament, FD-T 4-0-1). */
  readonly stand: number
}

/**
 * The format version of a saved state: a state of another version is migrated when it can be
 * (`migrate.ts`), else refused with a message naming both, never misread. Raise it (and
 * migrate) when the state's shape changes. Version 2 records the board (a built-in circuit's
 * id and the circuit's hash) instead of the circuit; version 1 states are migrated.
 * @group State
 */
export const STATE_VERSION = 2

/** The whole race: plain JSON. @group State */
export interface State {
  /** The format version ({@link STATE_VERSION}). */
  readonly version: typeof STATE_VERSION
  /** The circuit: a built-in one's id or a circuit of one's own, and its hash (`circuitOf` gives the circuit). */
  readonly board: BoardRecord
  /** Laps of the race (1 to 3). */
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
  /** The rules in force (preset and advanced rules). */
  readonly rules: Rules
  /** The race weather (null without the weather rule, or before it is drawn). */
  readonly sky: Sky | null
  /** The qualifying weather (tournament: decides the track at a variable start, FD-T 3-2-4), or null. */
  readonly qualifyingSky: Sky | null
  /** The track is wet. */
  readonly wet: boolean
  /** A weather roll is due at the end of the round (tournament, FD-T 3-2-5). */
  readonly skyRollDue: boolean
  /** Dangerous spaces (FD-A 6, FD-T 17), in the order they were marked. */
  readonly dangerous: ReadonlyArray<number>
  /**
   * The qualifying session played in the engine (FD-A 2, FD-T 1), or null (no qualifying rule,
   * or laps given in the config). Running while `laps` has fewer laps than there are cars;
   * once over it keeps the laps (the session's result).
   */
  readonly qualifying: QualifyingSession | null
}

const idx = intRange(0, 1000)
const small = intRange(0, 1_000_000)
const GearCodec = union([t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5), t.literal(6)])

/** Codec of {@link Car}. */
export const CarCodec: t.Type<Car, Car, unknown> = t.readonly(
  t.type({
    name: t.string,
    space: intRange(-1, 100_000),
    gear: GearCodec,
    wear: WearCodec,
    lap: small,
    corner: union([idx, t.null]),
    stops: small,
    spun: t.boolean,
    started: t.boolean,
    stalled: t.boolean,
    pit: t.keyof({ none: null, lane: null, stand: null, waiting: null }),
    serviced: t.boolean,
    arrival: small,
    status: t.keyof({ racing: null, finished: null, out: null }),
    out: union([OutReasonCodec, t.null]),
    tyre: TyreTypeCodec,
    tyreLap: small,
    holding: small,
    standPoints: small,
    sheet: BuildCodec,
    wreck: t.boolean,
    inertia: t.boolean,
    stand: intRange(0, 100),
  }),
  'Car',
)

const StepCodec: t.Type<Step, Step, unknown> = union([
  t.readonly(
    t.type({
      kind: t.literal('grid'),
      slots: t.readonlyArray(t.readonlyArray(idx)),
      rolls: t.readonlyArray(intRange(1, 20)),
    }),
  ),
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
      wallAfter: t.boolean,
      aggravated: t.boolean,
    }),
  ),
  t.readonly(t.type({ kind: t.literal('engine'), queue: t.readonlyArray(idx) })),
  t.readonly(t.type({ kind: t.literal('pit'), engineTest: t.boolean })),
  t.readonly(
    t.type({
      kind: t.literal('slipstream'),
      hazards: small,
      walls: small,
      slid: t.boolean,
      bonus: t.boolean,
      engineTest: t.boolean,
      wallLast: t.boolean,
    }),
  ),
  t.readonly(
    t.type({
      kind: t.literal('holding'),
      tests: t.readonlyArray(t.keyof({ holding: null, wall: null })),
      engineTest: t.boolean,
      wallAfter: t.boolean,
      collided: t.boolean,
    }),
  ),
  t.readonly(
    t.type({ kind: t.literal('weather'), session: t.keyof({ qualifying: null, race: null, evolution: null }) }),
  ),
  t.readonly(t.type({ kind: t.literal('tyres') })),
  t.readonly(t.type({ kind: t.literal('stands') })),
  t.readonly(t.type({ kind: t.literal('build'), chosen: t.readonlyArray(intRange(0, 100)) })),
  t.readonly(t.type({ kind: t.literal('stand'), engineTest: t.boolean })),
  t.readonly(
    t.type({
      kind: t.literal('chrono'),
      unit: t.keyof({ minutes: null, seconds: null, hundredths: null }),
      hundredths: intRange(0, 360_000),
    }),
  ),
  t.readonly(t.type({ kind: t.literal('over') })),
])

/** Codec of {@link State} (shape; `game.reduce` also checks a decoded state's meaning). @group Codecs */
export const StateCodec: t.Type<State, State, unknown> = t.readonly(
  t.type({
    version: t.literal(STATE_VERSION),
    board: BoardRecordCodec,
    laps: intRange(1, 3),
    cars: t.readonlyArray(CarCodec),
    round: small,
    order: t.readonlyArray(idx),
    step: StepCodec,
    arrivals: small,
    finishers: t.readonlyArray(idx),
    rules: RulesCodec,
    sky: union([SkyCodec, t.null]),
    qualifyingSky: union([SkyCodec, t.null]),
    wet: t.boolean,
    skyRollDue: t.boolean,
    dangerous: t.readonlyArray(intRange(0, 100_000)),
    qualifying: union([QualifyingSessionCodec, t.null]),
  }),
  'State',
)
