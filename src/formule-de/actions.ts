import * as t from 'io-ts'
import { intRange, union } from '../core/index.js'
import type { Gear } from './dice.js'
import { TyreTypeCodec, type TyreType } from './rules/tyres.js'
import { BuildPartCodec, type BuildPart } from './rules/build.js'
import type { ChronoUnit } from './rules/qualifying.js'

/** The points a long stop takes from the stand (FD-A 7, FD-T 19-4-1). @group Actions */
export interface Repairs {
  /** Brake points restored. */
  readonly brakes: number
  /** Fuel points restored (FD-T 19-4-1). */
  readonly fuel: number
  /** Body points restored. */
  readonly body: number
  /** Engine points restored. */
  readonly engine: number
  /** Road-holding points restored. */
  readonly holding: number
}

/** Chance: a car's d20 roll for its grid place. @group Actions */
export interface GridAction {
  /** The action kind. */
  readonly type: 'grid'
  /** The d20 score. */
  readonly value: number
}

/** Chance: the black die at the start (FD-B départ). @group Actions */
export interface StartAction {
  /** The action kind. */
  readonly type: 'start'
  /** The black die score. */
  readonly value: number
}

/** A driver's gear choice before rolling. @group Actions */
export interface GearAction {
  /** The action kind. */
  readonly type: 'gear'
  /** The gear engaged. */
  readonly gear: Gear
}

/** Chance: the gear die's score. @group Actions */
export interface RollAction {
  /** The action kind. */
  readonly type: 'roll'
  /** The score: the spaces to move. */
  readonly value: number
}

/** A driver's move: the spaces entered, and the voluntary braking. @group Actions */
export interface MoveAction {
  /** The action kind. */
  readonly type: 'move'
  /** The spaces entered, in order. */
  readonly path: ReadonlyArray<number>
  /** Spaces braked (brake points spent to stop short of the roll). */
  readonly brake: number
}

/** Chance: the black die of a collision test. @group Actions */
export interface CollisionAction {
  /** The action kind. */
  readonly type: 'collision'
  /** The black die score. */
  readonly value: number
}

/** Chance: the black die of an engine test. @group Actions */
export interface EngineAction {
  /** The action kind. */
  readonly type: 'engine'
  /** The black die score. */
  readonly value: number
}

/** Chance: the black die rolled leaving the stand. @group Actions */
export interface PitAction {
  /** The action kind. */
  readonly type: 'pit'
  /** The black die score. */
  readonly value: number
}

/** Chance: the black die of the weather (FD-A 4, FD-T 3). @group Actions */
export interface WeatherAction {
  /** The action kind. */
  readonly type: 'weather'
  /** The black die score. */
  readonly value: number
}

/** Chance: the black die of a road-holding or wall test (FD-A 6, FD-T 15, 17). @group Actions */
export interface HoldingAction {
  /** The action kind. */
  readonly type: 'holding'
  /** The black die score. */
  readonly value: number
}

/** A driver takes the slipstream (FD-A 1, FD-T 18): 3 more spaces. @group Actions */
export interface SlipstreamAction {
  /** The action kind. */
  readonly type: 'slipstream'
  /** The spaces entered, in order. */
  readonly path: ReadonlyArray<number>
  /** Spaces braked. */
  readonly brake: number
}

/** A driver declines the slipstream offered. @group Actions */
export interface NoSlipstreamAction {
  /** The action kind. */
  readonly type: 'no-slipstream'
}

/** A driver chooses its tyres before the start (FD-A 3). @group Actions */
export interface TyresAction {
  /** The action kind. */
  readonly type: 'tyres'
  /** The tyre type. */
  readonly tyre: TyreType
}

/** Tournament: a driver chooses its stand, pole first (FD-T 4-0-1). @group Actions */
export interface ChooseStandAction {
  /** The action kind. */
  readonly type: 'choose-stand'
  /** The stand's index. */
  readonly stand: number
}

/**
 * A driver builds its car after the weather, one part at a time (FD-A 5, FD-T 5): `points` on
 * `part` (the tournament's `stand` part: the stand points kept at the stand, 0 to 2).
 * @group Actions
 */
export interface BuildAction {
  /** The action kind. */
  readonly type: 'build'
  /** The part filled now (the next one of the order, see `buildDecisions`). */
  readonly part: BuildPart
  /** The points given to it. */
  readonly points: number
}

/**
 * At its stand a driver announces its tyres, its stop and the repairs of a long stop (FD-A 7, FD-T 19).
 * @group Actions
 */
export interface StandAction {
  /** The action kind. */
  readonly type: 'stand'
  /** The tyre type fitted. */
  readonly tyre: TyreType
  /** A quick or a long stop. */
  readonly stop: 'quick' | 'long'
  /** The points restored (all 0 at a quick stop). */
  readonly repairs: Repairs
}

/**
 * Qualifying with the chronometer: one reading of the car's lap time, entered by the car's
 * seat in the order minutes (0–59), seconds (0–59), hundredths (0–99) (FD-T 1-1-13).
 * @group Actions
 */
export interface ChronoAction {
  /** The action kind. */
  readonly type: 'chrono'
  /** Which reading. */
  readonly unit: ChronoUnit
  /** Its value. */
  readonly value: number
}

/**
 * Everything a player or chance does. Decisions: `gear`, `move`, `slipstream`,
 * `no-slipstream`, `tyres`, `choose-stand`, `build`, `stand`, `chrono`. Chance (the die outcomes, submitted like every other
 * action): `grid`, `start`, `roll`, `collision`, `engine`, `pit`, `weather`, `holding`.
 * @group Actions
 */
export type Action =
  | GridAction
  | StartAction
  | GearAction
  | RollAction
  | MoveAction
  | CollisionAction
  | EngineAction
  | PitAction
  | WeatherAction
  | HoldingAction
  | SlipstreamAction
  | NoSlipstreamAction
  | TyresAction
  | ChooseStandAction
  | BuildAction
  | StandAction
  | ChronoAction

const d20 = intRange(1, 20)

/** Codec of {@link Action}. @group Codecs */
export const ActionCodec: t.Type<Action, Action, unknown> = union([
  t.readonly(t.type({ type: t.literal('grid'), value: d20 })),
  t.readonly(t.type({ type: t.literal('start'), value: d20 })),
  t.readonly(
    t.type({
      type: t.literal('gear'),
      gear: union([t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5), t.literal(6)]),
    }),
  ),
  t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 30) })),
  t.readonly(t.type({ type: t.literal('move'), path: t.readonlyArray(intRange(0, 100_000)), brake: intRange(0, 100) })),
  t.readonly(t.type({ type: t.literal('collision'), value: d20 })),
  t.readonly(t.type({ type: t.literal('engine'), value: d20 })),
  t.readonly(t.type({ type: t.literal('pit'), value: d20 })),
  t.readonly(t.type({ type: t.literal('weather'), value: d20 })),
  t.readonly(t.type({ type: t.literal('holding'), value: d20 })),
  t.readonly(
    t.type({ type: t.literal('slipstream'), path: t.readonlyArray(intRange(0, 100_000)), brake: intRange(0, 100) }),
  ),
  t.readonly(t.type({ type: t.literal('no-slipstream') })),
  t.readonly(t.type({ type: t.literal('tyres'), tyre: TyreTypeCodec })),
  t.readonly(t.type({ type: t.literal('choose-stand'), stand: intRange(0, 100) })),
  t.readonly(t.type({ type: t.literal('build'), part: BuildPartCodec, points: intRange(0, 100) })),
  t.readonly(
    t.type({
      type: t.literal('stand'),
      tyre: TyreTypeCodec,
      stop: t.keyof({ quick: null, long: null }),
      repairs: t.readonly(
        t.type({
          brakes: intRange(0, 2),
          fuel: intRange(0, 2),
          body: intRange(0, 2),
          engine: intRange(0, 2),
          holding: intRange(0, 2),
        }),
      ),
    }),
  ),
  t.readonly(
    t.type({
      type: t.literal('chrono'),
      unit: t.keyof({ minutes: null, seconds: null, hundredths: null }),
      value: intRange(0, 99),
    }),
  ),
])
