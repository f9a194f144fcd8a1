/**
 * The decisions the game lists, each made once and frozen: a listing hands out these shared
 * objects instead of new ones (as it does chance outcomes), and the drivers take a policy's
 * pick that is one of the listed objects as the game listed it (core's
 * `GameRules.sharedDecisions`), without copying and fitting it again. The space is small:
 * 6 seats, 49 cards and 13 targets (12 cars or none) for plays, 6 seats for the others.
 */
import type { SeatId } from '../core/index.js'
import type { KeepAction, PartnerAction, PlayAction, RerollAction, RollAgainAction, StopAction } from './actions.js'
import { CARS, COLOURS } from './cars.js'
import { ALL_CARDS, type CardInfo } from './cards.js'
import type { CollisionSide } from './rules/collision.js'

/** The index of "no car" in a {@link playsOf} table (cars are 0..11 by their index in CARS). */
export const NO_CAR = CARS.length

const SEATS = COLOURS.length
const tables: Array<ReadonlyArray<PlayAction> | undefined> = new Array<ReadonlyArray<PlayAction> | undefined>(
  SEATS * ALL_CARDS.length,
)

/**
 * The plays of the card of `info` by `seat`, by target: the car of index k in CARS at k, no
 * car at {@link NO_CAR}. Made on first use for each card and seat.
 */
export const playsOf = (seat: SeatId, info: CardInfo): ReadonlyArray<PlayAction> => {
  const key = seat * ALL_CARDS.length + info.index
  let table = tables[key]
  if (table === undefined) {
    const card = info.card
    table = [...CARS, null].map((car): PlayAction => Object.freeze({ type: 'play', seat, card, car }))
    tables[key] = table
  }
  return table
}

// One frozen action per seat, made up front.
const perSeat = <A>(make: (seat: SeatId) => A): ReadonlyArray<A> =>
  Array.from({ length: SEATS }, (_, seat) => Object.freeze(make(seat)))

const rollAgain = perSeat((seat): RollAgainAction => ({ type: 'roll-again', seat }))
const stop = perSeat((seat): StopAction => ({ type: 'stop', seat }))
const keep = perSeat((seat): KeepAction => ({ type: 'keep', seat }))
const reroll = perSeat((seat): RerollAction => ({ type: 'reroll', seat }))
const front = perSeat((seat): PartnerAction => ({ type: 'partner', seat, side: 'front' }))
const behind = perSeat((seat): PartnerAction => ({ type: 'partner', seat, side: 'behind' }))

/** The two choices after an Overload roll of 1 to 9 on one's own car (FMR Surcharge), in a new list. */
export const overloadChoices = (seat: SeatId): ReadonlyArray<RollAgainAction | StopAction> => [
  rollAgain[seat] as RollAgainAction,
  stop[seat] as StopAction,
]

/** The two choices after a spin's first roll (FMR Tête à Queue), in a new list. */
export const spinChoices = (seat: SeatId): ReadonlyArray<KeepAction | RerollAction> => [
  keep[seat] as KeepAction,
  reroll[seat] as RerollAction,
]

/** The choice of the side of a Collision's partner (FMR Collision). */
export const partnerAction = (seat: SeatId, side: CollisionSide): PartnerAction =>
  (side === 'front' ? front[seat] : behind[seat]) as PartnerAction
