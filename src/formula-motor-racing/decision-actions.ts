/**
 * The plays the game lists, each made once and frozen: a listing hands out these shared
 * objects instead of new ones (as it does chance outcomes), and the drivers take a policy's
 * pick that is one of the listed objects as the game listed it (core's
 * `GameRules.sharedDecisions`), without copying and fitting it again. The space is small:
 * 6 seats, 49 cards and 13 targets (12 cars or none). The other decisions (roll again or
 * stop, keep or reroll, a Collision's side) are rare: they are frozen as they are listed.
 */
import type { SeatId } from '../core/index.js'
import type { PlayAction } from './actions.js'
import { CARS, COLOURS } from './cars.js'
import { ALL_CARDS, type CardInfo } from './cards.js'

/** The index of "no car" in a {@link playsOf} table (cars are 0..11 by their index in CARS). */
export const NO_CAR = CARS.length

const SEATS = COLOURS.length
// Sound: keyed by values (a seat, a card), and every play in it is frozen.
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
