import type { SeatId } from '../core/index.js'
import type { CarId, Colour } from './cars.js'
import type { Card } from './cards.js'

/** Why a car left the race. */
export type OutCause = 'engine-blow' | 'major-spin' | 'collision'

/**
 * What happened, for logs and UIs (plain JSON). Card identities in `card-dealt`,
 * `card-drawn` and `card-removed` are in the log: events are not observations.
 */
export type FmrEvent =
  | { readonly type: 'crew-dealt'; readonly colour: Colour; readonly places: readonly [number, number] }
  | { readonly type: 'race-started'; readonly race: number; readonly grid: ReadonlyArray<CarId>; readonly firstSeat: SeatId }
  | { readonly type: 'card-removed'; readonly card: Card }
  | { readonly type: 'card-dealt'; readonly seat: SeatId; readonly card: Card }
  | { readonly type: 'card-played'; readonly seat: SeatId; readonly card: Card; readonly car: CarId | null }
  | { readonly type: 'dice-rolled'; readonly seat: SeatId; readonly card: Card; readonly value: number }
  | { readonly type: 'car-moved'; readonly car: CarId; readonly from: number; readonly to: number }
  | { readonly type: 'car-out'; readonly car: CarId; readonly cause: OutCause }
  | { readonly type: 'no-effect'; readonly card: Card; readonly reason: string }
  | { readonly type: 'card-drawn'; readonly seat: SeatId; readonly card: Card }
  | {
      readonly type: 'race-finished'
      readonly race: number
      readonly classification: ReadonlyArray<CarId>
      readonly teamPoints: ReadonlyArray<number>
      readonly carPoints: ReadonlyArray<number>
    }
  | { readonly type: 'season-finished'; readonly teamPoints: ReadonlyArray<number>; readonly carPoints: ReadonlyArray<number> }
