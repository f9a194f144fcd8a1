/** Events: what happened, in order, for logs and UIs. */
import * as t from 'io-ts'
import type { DieId } from './dice.js'
import type { Tyres } from './actions.js'
import type { Viewer } from '../core/index.js'

/** Why a car lost control (RM ART.7.1, RM ART.11, RM ART.19). @group Events */
export type LossCause = 'warnings' | 'corner' | 'jump' | 'downshift'
/** Codec of {@link LossCause}. */
export const LossCauseCodec: t.Type<LossCause, LossCause, unknown> = t.keyof(
  { warnings: null, corner: null, jump: null, downshift: null },
  'LossCause',
)

/**
 * Why a car retired: a corner entered three gears or more above its highest note (RM ART.9),
 * every gear die lost to damage (RM ART.8), a third puncture not repaired (RM ART.9.3), or
 * no way on with nobody ahead to clear it (RM ART.12, the library's ruling).
 * @group Events
 */
export type RetirementReason = 'corner-overshoot' | 'wrecked' | 'punctures' | 'stuck'
/** Codec of {@link RetirementReason}. */
export const RetirementReasonCodec: t.Type<RetirementReason, RetirementReason, unknown> = t.keyof(
  { 'corner-overshoot': null, wrecked: null, punctures: null, stuck: null },
  'RetirementReason',
)

/** An event before the driver's name is added to it (the rules emit these; see `emit`). */
export type Unnamed<E> = E extends { readonly name: string } ? Omit<E, 'name'> : E

/** A special starts (RM ART.3). @group Events */
export interface SpecialStartEvent {
  /** Event kind. */
  readonly type: 'special-start'
  /** Special index, from 0. */
  readonly special: number
  /** Start order (seats). */
  readonly order: ReadonlyArray<number>
  /** The drivers' names in start order. */
  readonly names: ReadonlyArray<string>
}

/** A weather die for a tile (RM ART.15.2). @group Events */
export interface WeatherEvent {
  /** Event kind. */
  readonly type: 'weather'
  /** Special index, from 0. */
  readonly special: number
  /** Tile index, from 0. */
  readonly tile: number
  /** The tile is under snow. */
  readonly snow: boolean
}

/** Tyres chosen (RM ART.15.3). @group Events */
export interface TyresEvent {
  /** Event kind. */
  readonly type: 'tyres'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Tyres fitted. */
  readonly tyres: Tyres
}

/** A car takes the wheel (RM ART.3.4). @group Events */
export interface TurnEvent {
  /** Event kind. */
  readonly type: 'turn'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Round of the special. */
  readonly round: number
}

/** A die moved the car (RM ART.4). @group Events */
export interface DieEvent {
  /** Event kind. */
  readonly type: 'die'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** The die. */
  readonly die: DieId
  /** Gear engaged after the die (or of the card). */
  readonly gear: number
  /** Cell reached (-2: across the finish line). */
  readonly cell: number
  /** The die showed the warning symbol. */
  readonly warning: boolean
  /** Placed with seconds instead of thrown (RM ART.6). */
  readonly placed: boolean
}

/** The car jumped (RM ART.11). @group Events */
export interface JumpEvent {
  /** Event kind. */
  readonly type: 'jump'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Cell reached (-2: across the finish line). */
  readonly cell: number
}

/** Loss of control (RM ART.7). @group Events */
export interface LossEvent {
  /** Event kind. */
  readonly type: 'loss'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Cell reached (-2: across the finish line). */
  readonly cell: number
  /** Why control was lost. */
  readonly cause: LossCause
  /** It happened in a big attack (RM ART.5): the attack failed. */
  readonly attack: boolean
}

/** The Sisu card was played (RM ART.7.5). @group Events */
export interface SisuEvent {
  /** Event kind. */
  readonly type: 'sisu'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
}

/** The loss-of-control card back applied (RM ART.7.2, RM ART.8). @group Events */
export interface OffEvent {
  /** Event kind. */
  readonly type: 'off'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Back of the turned card. */
  readonly back: 'spin' | 'left' | 'right'
  /** Gear dice lost. */
  readonly damage: number
  /** Cell reached (-2: across the finish line). */
  readonly cell: number
  /** What made the car lose control. */
  readonly cause: LossCause
  /** It happened in a big attack (RM ART.5): the attack failed. */
  readonly attack: boolean
}

/**
 * A loss of control in a crossroads sent the car down the wrong road (RM ART.25.2): it
 * braked to first along it, turned round there, and will drive back to the crossroads.
 * @group Events
 */
export interface WrongTurnEvent {
  /** Event kind. */
  readonly type: 'wrong-turn'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** The side the wrong road leaves on. */
  readonly side: 'left' | 'right'
  /** Cells driven down the wrong road before the U-turn. */
  readonly depth: number
  /** The cell where the car turned round and restarts, facing the crossroads. */
  readonly cell: number
  /** What made the car lose control. */
  readonly cause: LossCause
  /** It happened in a big attack (RM ART.5): the attack failed. */
  readonly attack: boolean
  /** Die 2 or a gas die is left: the driver may drive back in the same move (else next turn). */
  readonly sameTurn: boolean
}

/** A car retired. @group Events */
export interface RetiredEvent {
  /** Event kind. */
  readonly type: 'retired'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Why (told in words by `describeEvent`). */
  readonly reason: RetirementReason
}

/** A cord card (RM ART.9.3). @group Events */
export interface CordEvent {
  /** Event kind. */
  readonly type: 'cord'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** The card drawn. */
  readonly card: 'good' | 'dirty' | 'puncture'
  /** Corner index in the stage. */
  readonly corner: number
}

/** A stop in a ford (RM ART.23). @group Events */
export interface FordStopEvent {
  /** Event kind. */
  readonly type: 'ford-stop'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Cell reached (-2: across the finish line). */
  readonly cell: number
}

/** A speed card on the chrono pile (RM ART.4 phase 3). @group Events */
export interface SpeedCardEvent {
  /** Event kind. */
  readonly type: 'speed-card'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Gear engaged after the die (or of the card). */
  readonly gear: number
  /** Seconds. */
  readonly seconds: number
}

/** A turned card on the chrono pile (RM ART.7.2). @group Events */
export interface LossCardEvent {
  /** Event kind. */
  readonly type: 'loss-card'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Seconds. */
  readonly seconds: number
}

/** Seconds won by a big attack (RM ART.5). @group Events */
export interface SecondsWonEvent {
  /** Event kind. */
  readonly type: 'seconds-won'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Seconds. */
  readonly seconds: number
}

/** Seconds released to place a die (RM ART.6). @group Events */
export interface SecondsReleasedEvent {
  /** Event kind. */
  readonly type: 'seconds-released'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Seconds. */
  readonly seconds: number
}

/** A split time (RM ART.16). @group Events */
export interface SplitEvent {
  /** Event kind. */
  readonly type: 'split'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Cell reached (-2: across the finish line). */
  readonly cell: number
  /** Time in seconds (chrono pile minus seconds). */
  readonly time: number
}

/** A car finished the special (RM ART.13). @group Events */
export interface FinishEvent {
  /** Event kind. */
  readonly type: 'finish'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Special index, from 0. */
  readonly special: number
  /** Time in seconds (chrono pile minus seconds). */
  readonly time: number
}

/** The spare wheel was fitted (RM ART.10). @group Events */
export interface SpareWheelEvent {
  /** Event kind. */
  readonly type: 'spare-wheel'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
}

/** An impossible move (RM ART.12). @group Events */
export interface StuckEvent {
  /** Event kind. */
  readonly type: 'stuck'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Seconds. */
  readonly seconds: number
}

/** Every car is through the special. @group Events */
export interface SpecialOverEvent {
  /** Event kind. */
  readonly type: 'special-over'
  /** Special index, from 0. */
  readonly special: number
}

/** Assistance after a special (RM ART.14). @group Events */
export interface AssistanceEvent {
  /** Event kind. */
  readonly type: 'assistance'
  /** Special index, from 0. */
  readonly special: number
}

/** A time-control penalty revealed (RM ART.22). @group Events */
export interface PenaltyEvent {
  /** Event kind. */
  readonly type: 'penalty'
  /** The driver's seat. */
  readonly seat: number
  /** The driver's name, from the config. */
  readonly name: string
  /** Seconds. */
  readonly seconds: number
}

/** The rally is over. @group Events */
export interface RallyOverEvent {
  /** Event kind. */
  readonly type: 'rally-over'
}

/** Every event of a rally. @group Events */
export type RallymanEvent =
  | SpecialStartEvent
  | WeatherEvent
  | TyresEvent
  | TurnEvent
  | DieEvent
  | JumpEvent
  | LossEvent
  | SisuEvent
  | OffEvent
  | WrongTurnEvent
  | RetiredEvent
  | CordEvent
  | FordStopEvent
  | SpeedCardEvent
  | LossCardEvent
  | SecondsWonEvent
  | SecondsReleasedEvent
  | SplitEvent
  | FinishEvent
  | SpareWheelEvent
  | StuckEvent
  | SpecialOverEvent
  | AssistanceEvent
  | PenaltyEvent
  | RallyOverEvent

/**
 * A step's events as a viewer sees them. Everything that happens on a Rallyman table is
 * public: the one secret, the time-control penalties of RM ART.22, makes no event while it
 * is chosen; the `penalty` events come only when the last choice is in, all together, as
 * the drivers reveal their hands at once.
 */
export const observeEvents = (events: ReadonlyArray<RallymanEvent>, _viewer: Viewer): ReadonlyArray<RallymanEvent> =>
  events.slice()
