import * as t from 'io-ts'
import { intRange } from '../core/index.js'
import { BoardRecordCodec, type BoardRecord } from './board.js'
import type { Gear } from './dice.js'
import { WearCodec, type Wear } from './rules/wear.js'
import { RulesCodec, type Rules } from './rules/presets.js'
import { BuildCodec, type Build } from './rules/build.js'
import { TyreTypeCodec, type TyreType } from './rules/tyres.js'
import { SkyCodec, type Sky } from './rules/weather.js'
import { QualifyingSessionCodec, type ChronoUnit, type QualifyingSession } from './rules/qualifying.js'
import { OutReasonCodec, type OutReason } from './rules/elimination.js'

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

/** The grid draw: groups of cars still tied, and the rolls of the group rolling now. @group State */
export interface GridStep {
  /** Step kind. */
  readonly kind: 'grid'
  /** Grid slots in order, pole first; a slot of several cars is a tie still to break. */
  readonly slots: ReadonlyArray<ReadonlyArray<number>>
  /** Rolls made so far by the first tied slot, in its order. */
  readonly rolls: ReadonlyArray<number>
}

/** The current car rolls the black die at the start (FD-B départ). @group State */
export interface StartStep {
  /** Step kind. */
  readonly kind: 'start'
}

/** The current car chooses its gear. @group State */
export interface GearStep {
  /** Step kind. */
  readonly kind: 'gear'
}

/** The current car rolls its gear die. @group State */
export interface RollStep {
  /** Step kind. */
  readonly kind: 'roll'
  /** The gear engaged, whose die is rolled. */
  readonly gear: Gear
}

/** The current car chooses its move for the roll. @group State */
export interface MoveStep {
  /** Step kind. */
  readonly kind: 'move'
  /** The spaces to move. */
  readonly roll: number
  /** Where the roll comes from: the gear die, a super start, or the pit exit. */
  readonly reason: 'gear' | 'super-start' | 'pit-exit'
  /** The engine test is due after the move (20 in 5th, 30 in 6th). */
  readonly engineTest: boolean
}

/**
 * Collision tests of the cars next to the moved car (FD-T 6-3 step 14). `engineTest` and
 * `wallAfter` record what the turn still owes after them (the stages of `TURN_STAGES`).
 * @group State
 */
export interface CollisionStep {
  /** Step kind. */
  readonly kind: 'collision'
  /** The other cars still to roll their test, in order (the moved car rolls last). */
  readonly others: ReadonlyArray<number>
  /** Cars involved with the moved car (tournament wrecks included, FD-T 14-3). */
  readonly involved: number
  /** Cars the tests have eliminated so far. */
  readonly eliminated: number
  /** Tests the moved car still has to roll (one per involved car left in the race). */
  readonly moverRolls: number
  /** The engine test is due after the collision tests. */
  readonly engineTest: boolean
  /** The move ended entering the lane along the wall: its wall test comes after these tests (FD-T 15-1). */
  readonly wallAfter: boolean
  /**
   * The tests are aggravated (FD-T 14-3): a spun or stalled car or a wreck was there when the
   * collision began. A car this collision eliminates aggravates only later ones ("de nouveau
   * impliquée").
   */
  readonly aggravated: boolean
}

/** Engine tests of the cars in 5th or 6th (20 and 30). @group State */
export interface EngineStep {
  /** Step kind. */
  readonly kind: 'engine'
  /** The cars still to test, in order. */
  readonly queue: ReadonlyArray<number>
}

/** The current car rolls the black die leaving its stand. @group State */
export interface PitStep {
  /** Step kind. */
  readonly kind: 'pit'
  /** The engine tests of the turn's 20 or 30 are still due: they follow the stop (FD-T 6-3 steps 13 to 15). */
  readonly engineTest: boolean
}

/** Slipstream offered after a move (FD-A 1, FD-T 18): take 3 more spaces or go on. @group State */
export interface SlipstreamStep {
  /** Step kind. */
  readonly kind: 'slipstream'
  /** Dangerous spaces entered so far this turn (their road-holding tests come at the end, FD-T 6-3 step 10). */
  readonly hazards: number
  /** Wall tests due so far this turn (FD-T 15). */
  readonly walls: number
  /** The car has already slid this turn: no second slide (FD-T 6-3 step 6, 18-5-2, 18-5-3). */
  readonly slid: boolean
  /** The soft tyres' +1 is still available this turn (FD-T 18-3-1: before, after or between slipstreams). */
  readonly bonus: boolean
  /** The engine test is due (20 in 5th, 30 in 6th). */
  readonly engineTest: boolean
  /** The last space entered this turn so far was the first of the lane along the wall (FD-T 15-1). */
  readonly wallLast: boolean
}

/**
 * Road-holding and wall tests of the spaces entered this turn (FD-A 6, FD-T 6-3 step 10, 15,
 * 17), or the wall test kept for after the collisions (FD-T 15-1) when `collided`. The flags
 * record where the turn stands and what it still owes (the stages of `TURN_STAGES`).
 * @group State
 */
export interface HoldingStep {
  /** Step kind. */
  readonly kind: 'holding'
  /** Tests still to roll, in order. */
  readonly tests: ReadonlyArray<'holding' | 'wall'>
  /** The engine test is due after the collision tests. */
  readonly engineTest: boolean
  /** A wall test is kept for after the collision tests (the move ended entering the lane along the wall, FD-T 15-1). */
  readonly wallAfter: boolean
  /** The collision tests are done: these tests are the wall test of FD-T 15-1, and the engine test follows. */
  readonly collided: boolean
}

/** The black die for the weather (FD-A 4, FD-T 3). @group State */
export interface WeatherStep {
  /** Step kind. */
  readonly kind: 'weather'
  /** Which session's weather. */
  readonly session: 'qualifying' | 'race' | 'evolution'
}

/** Each car chooses its tyres before the start, in grid order (FD-A 3). @group State */
export interface TyresStep {
  /** Step kind. */
  readonly kind: 'tyres'
}

/** Tournament: each car chooses its stand, pole first (FD-T 4-0-1). @group State */
export interface StandsStep {
  /** Step kind. */
  readonly kind: 'stands'
}

/**
 * After the weather each car without a build fills its race sheet, one part at a time, in grid order (FD-A 5, FD-T 5).
 * @group State
 */
export interface BuildStep {
  /** Step kind. */
  readonly kind: 'build'
  /** The points the current car has chosen so far, in the order of `buildDecisions`. */
  readonly chosen: ReadonlyArray<number>
}

/** At its stand the car announces its tyres and its stop (FD-A 7, FD-T 19-2-6). @group State */
export interface StandStep {
  /** Step kind. */
  readonly kind: 'stand'
  /** The engine tests of the turn's 20 or 30 are still due: they follow the stop (FD-T 6-3 steps 12 to 15). */
  readonly engineTest: boolean
}

/**
 * Qualifying with the chronometer (`config.qualifyingClock`): at the end of its lap the car's
 * seat enters the reading, minutes then seconds then hundredths (FD-T 1-1-8, 1-1-13).
 * @group State
 */
export interface ChronoStep {
  /** Step kind. */
  readonly kind: 'chrono'
  /** The reading entered now. */
  readonly unit: ChronoUnit
  /** The readings entered so far, in hundredths of a second. */
  readonly hundredths: number
}

/** The race is over. @group State */
export interface OverStep {
  /** Step kind. */
  readonly kind: 'over'
}

/** What the current car (the first of `order`) must do next. @group State */
export type Step =
  | GridStep
  | StartStep
  | GearStep
  | RollStep
  | MoveStep
  | CollisionStep
  | EngineStep
  | PitStep
  | SlipstreamStep
  | HoldingStep
  | WeatherStep
  | TyresStep
  | StandsStep
  | BuildStep
  | StandStep
  | ChronoStep
  | OverStep

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
    out: t.union([OutReasonCodec, t.null]),
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
      wallAfter: t.boolean,
      aggravated: t.boolean,
    }),
  ),
  t.readonly(t.type({ kind: t.literal('engine'), queue: t.readonlyArray(idx) })),
  t.readonly(t.type({ kind: t.literal('pit'), engineTest: t.boolean })),
  t.readonly(t.type({ kind: t.literal('slipstream'), hazards: small, walls: small, slid: t.boolean, bonus: t.boolean, engineTest: t.boolean, wallLast: t.boolean })),
  t.readonly(t.type({ kind: t.literal('holding'), tests: t.readonlyArray(t.keyof({ holding: null, wall: null })), engineTest: t.boolean, wallAfter: t.boolean, collided: t.boolean })),
  t.readonly(t.type({ kind: t.literal('weather'), session: t.keyof({ qualifying: null, race: null, evolution: null }) })),
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
    sky: t.union([SkyCodec, t.null]),
    qualifyingSky: t.union([SkyCodec, t.null]),
    wet: t.boolean,
    skyRollDue: t.boolean,
    dangerous: t.readonlyArray(intRange(0, 100_000)),
    qualifying: t.union([QualifyingSessionCodec, t.null]),
  }),
  'State',
)
