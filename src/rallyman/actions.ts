/**
 * Actions. Decisions: one die towards a cell (RM ART.4), a die placed with seconds
 * (RM ART.6), a big attack declared at once (RM ART.5), stop, the Sisu card, the spare
 * wheel, the impossible move, tyres, a secret penalty. Chance: a die face, the joint faces
 * of a big attack, a loss-of-control card back, a cord card, a weather die.
 */
import * as t from 'io-ts'
import { intRange, integer, union } from '../core/index.js'
import { DieIdCodec, type DieId } from './dice.js'

/** Decision: throw one die towards a cell (RM ART.4). @group Actions */
export interface RollAction {
  /** Action kind. */
  readonly type: 'roll'
  /** The die. */
  readonly die: DieId
  /** Target cell (-2: across the finish). */
  readonly to: number
}
/** Decision: place a die with seconds instead of throwing it (RM ART.6). @group Actions */
export interface PlaceAction {
  /** Action kind. */
  readonly type: 'place'
  /** The die. */
  readonly die: DieId
  /** Target cell. */
  readonly to: number
}
/** Decision: a big attack, the dice chosen and thrown together (RM ART.5). @group Actions */
export interface AttackAction {
  /** Action kind. */
  readonly type: 'attack'
  /** Gear dice thrown, ascending. */
  readonly gears: ReadonlyArray<number>
  /** Gas dice thrown (0 to 2). */
  readonly gas: number
  /**
   * How many of those gas dice are the leader's orange dice (RM ART.20): a gas die used
   * while the car opens the road on dirt is orange, before it passes the leader white.
   */
  readonly orange: number
}
/**
 * Decision: after a big attack's roll, the next thrown die to use and its cell (RM ART.5: combined freely).
 * @group Actions
 */
export interface UseAction {
  /** Action kind. */
  readonly type: 'use'
  /** The die. */
  readonly die: DieId
  /** Whether that die showed the warning symbol (tells two gas dice apart). */
  readonly warning: boolean
  /** An orange gas die (RM ART.20); `false` for gear dice. */
  readonly orange: boolean
  /** Target cell. */
  readonly to: number
}
/** Decision: end the move and draw the speed card (RM ART.4 phase 3). @group Actions */
export interface StopAction {
  /** Action kind. */
  readonly type: 'stop'
}
/** Decision: play (or keep) the Sisu card against a loss of control (RM ART.7.5). @group Actions */
export interface SisuAction {
  /** Action kind. */
  readonly type: 'sisu'
  /** Play it. */
  readonly use: boolean
}
/** Decision: fit the spare wheel at the start of the turn (RM ART.10). @group Actions */
export interface SpareWheelAction {
  /** Action kind. */
  readonly type: 'spare-wheel'
}
/** Decision: between specials without assistance, keep the spare wheel for later (RM ART.10). @group Actions */
export interface KeepWheelAction {
  /** Action kind. */
  readonly type: 'keep-wheel'
}
/** Decision: no die can move the car; draw the same speed card again (RM ART.12). @group Actions */
export interface StuckAction {
  /** Action kind. */
  readonly type: 'stuck'
}
/** Decision: the tyres for the coming special (RM ART.15.3, RM ART.24). @group Actions */
export interface TyresAction {
  /** Action kind. */
  readonly type: 'tyres'
  /** Tyre type. */
  readonly tyres: Tyres
}
/** Simultaneous decision: secret time-control penalty in 5-second tokens (RM ART.22). @group Actions */
export interface PenaltyAction {
  /** Action kind. */
  readonly type: 'penalty'
  /** The seat choosing. */
  readonly seat: number
  /** Tokens hidden in the hand. */
  readonly tokens: number
}
/** Chance: the face of the die just thrown. @group Actions */
export interface FaceChance {
  /** Action kind. */
  readonly type: 'face'
  /** The warning symbol came up. */
  readonly warning: boolean
}
/** Chance: the faces of a big attack's dice. @group Actions */
export interface AttackFacesChance {
  /** Action kind. */
  readonly type: 'attack-faces'
  /** Warning symbol per gear die thrown, in the order of the declaration. */
  readonly gears: ReadonlyArray<boolean>
  /** How many of the white gas dice thrown show the warning symbol. */
  readonly gas: number
  /** How many of the orange gas dice thrown show the warning symbol. */
  readonly orange: number
}
/** Chance: the back of the speed card turned over for a loss of control (RM ART.7.2). @group Actions */
export interface BackChance {
  /** Action kind. */
  readonly type: 'back'
  /** Spin, or off the road to the left or right. */
  readonly back: 'spin' | 'left' | 'right'
}
/** Chance: a cord card (RM ART.9.3). @group Actions */
export interface CordChance {
  /** Action kind. */
  readonly type: 'cord'
  /** Good, dirty or puncture. */
  readonly card: 'good' | 'dirty' | 'puncture'
}
/** Chance: the weather die of the next tile (RM ART.15.2). @group Actions */
export interface WeatherChance {
  /** Action kind. */
  readonly type: 'weather'
  /** The tile turns to snow. */
  readonly snow: boolean
}

/** Tyres (RM ART.15, RM ART.24). @group Actions */
export type Tyres = 'asphalt' | 'snow' | 'dirt' | 'soft'
/** Codec of {@link Tyres}. */
export const TyresCodec: t.Type<Tyres, Tyres, unknown> = t.keyof(
  { asphalt: null, snow: null, dirt: null, soft: null },
  'Tyres',
)

/** Every action. @group Actions */
export type RallymanAction =
  | RollAction
  | PlaceAction
  | AttackAction
  | UseAction
  | StopAction
  | SisuAction
  | SpareWheelAction
  | KeepWheelAction
  | StuckAction
  | TyresAction
  | PenaltyAction
  | FaceChance
  | AttackFacesChance
  | BackChance
  | CordChance
  | WeatherChance

/** Codec of {@link RallymanAction}. @group Codecs */
export const RallymanActionCodec: t.Type<RallymanAction, RallymanAction, unknown> = union(
  [
    t.readonly(t.type({ type: t.literal('roll'), die: DieIdCodec, to: integer })),
    t.readonly(t.type({ type: t.literal('place'), die: DieIdCodec, to: integer })),
    t.readonly(
      t.type({
        type: t.literal('attack'),
        gears: t.readonlyArray(intRange(1, 5)),
        gas: intRange(0, 2),
        orange: intRange(0, 2),
      }),
    ),
    t.readonly(t.type({ type: t.literal('use'), die: DieIdCodec, warning: t.boolean, orange: t.boolean, to: integer })),
    t.readonly(t.type({ type: t.literal('stop') })),
    t.readonly(t.type({ type: t.literal('sisu'), use: t.boolean })),
    t.readonly(t.type({ type: t.literal('spare-wheel') })),
    t.readonly(t.type({ type: t.literal('stuck') })),
    t.readonly(t.type({ type: t.literal('keep-wheel') })),
    t.readonly(t.type({ type: t.literal('tyres'), tyres: TyresCodec })),
    t.readonly(t.type({ type: t.literal('penalty'), seat: intRange(0, 99), tokens: intRange(0, 1000) })),
    t.readonly(t.type({ type: t.literal('face'), warning: t.boolean })),
    t.readonly(
      t.type({
        type: t.literal('attack-faces'),
        gears: t.readonlyArray(t.boolean),
        gas: intRange(0, 2),
        orange: intRange(0, 2),
      }),
    ),
    t.readonly(t.type({ type: t.literal('back'), back: t.keyof({ spin: null, left: null, right: null }) })),
    t.readonly(t.type({ type: t.literal('cord'), card: t.keyof({ good: null, dirty: null, puncture: null }) })),
    t.readonly(t.type({ type: t.literal('weather'), snow: t.boolean })),
  ],
  'RallymanAction',
)
