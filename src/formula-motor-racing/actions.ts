import * as t from 'io-ts'
import { integer, type SeatId } from '../core/index.js'
import { CarIdCodec, ColourCodec, type CarId, type Colour } from './cars.js'
import { CardCodec, type Card } from './cards.js'
import type { CollisionSide } from './rules/collision.js'

/** Chance: the next crew card dealt; its cars start at the next free pair of places (FMR Mise en place 2). */
export interface CrewAction {
  /** Action kind. */
  readonly type: 'crew'
  /** The crew's colour. */
  readonly colour: Colour
}

/** Chance: a card removed face down before a short race (FMR Petites Courses). */
export interface RemoveAction {
  /** Action kind. */
  readonly type: 'remove'
  /** The card removed. */
  readonly card: Card
}

/** Chance: a card dealt to the seat whose turn it is to receive (FMR Mise en place 3). */
export interface DealAction {
  /** Action kind. */
  readonly type: 'deal'
  /** The card dealt. */
  readonly card: Card
}

/** Chance: the card the player draws after playing (FMR Comment jouer). */
export interface DrawAction {
  /** Action kind. */
  readonly type: 'draw'
  /** The card drawn. */
  readonly card: Card
}

/** Chance: a roll of the d12. */
export interface RollAction {
  /** Action kind. */
  readonly type: 'roll'
  /** The face rolled, 1 to 12. */
  readonly value: number
}

/**
 * Decision: play a card from the hand on a car. `car` is `null` for cards whose car the
 * die picks (spins, Collision) and for cards with no possible target (no effect).
 */
export interface PlayAction {
  /** Action kind. */
  readonly type: 'play'
  /** The seat playing. */
  readonly seat: SeatId
  /** The card played. */
  readonly card: Card
  /** The car it targets. */
  readonly car: CarId | null
}

/** Decision (Overload on one's own car after a 1-9): roll again. */
export interface RollAgainAction {
  /** Action kind. */
  readonly type: 'roll-again'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (Overload on one's own car after a 1-9): stop rolling. */
export interface StopAction {
  /** Action kind. */
  readonly type: 'stop'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (spin, first roll): keep the place rolled. */
export interface KeepAction {
  /** Action kind. */
  readonly type: 'keep'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (spin, first roll): roll once more and keep the second roll. */
export interface RerollAction {
  /** Action kind. */
  readonly type: 'reroll'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (Collision): the car in front of or behind the car hit also goes out. */
export interface PartnerAction {
  /** Action kind. */
  readonly type: 'partner'
  /** The seat deciding. */
  readonly seat: SeatId
  /** Which neighbour. */
  readonly side: CollisionSide
}

/** Every Formula Motor Racing action. */
export type FmrAction =
  | CrewAction
  | RemoveAction
  | DealAction
  | DrawAction
  | RollAction
  | PlayAction
  | RollAgainAction
  | StopAction
  | KeepAction
  | RerollAction
  | PartnerAction

const seatOnly = <T extends string>(type: T) => t.readonly(t.type({ type: t.literal(type), seat: integer }))

/** Codec of an action. */
export const FmrActionCodec: t.Type<FmrAction, FmrAction, unknown> = t.union(
  [
    t.readonly(t.type({ type: t.literal('crew'), colour: ColourCodec })),
    t.readonly(t.type({ type: t.literal('remove'), card: CardCodec })),
    t.readonly(t.type({ type: t.literal('deal'), card: CardCodec })),
    t.readonly(t.type({ type: t.literal('draw'), card: CardCodec })),
    t.readonly(t.type({ type: t.literal('roll'), value: integer })),
    t.readonly(t.type({ type: t.literal('play'), seat: integer, card: CardCodec, car: t.union([CarIdCodec, t.null]) })),
    seatOnly('roll-again'),
    seatOnly('stop'),
    seatOnly('keep'),
    seatOnly('reroll'),
    t.readonly(t.type({ type: t.literal('partner'), seat: integer, side: t.keyof({ front: null, behind: null }) })),
  ],
  'FmrAction',
)
