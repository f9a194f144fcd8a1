import type { SeatId } from '../core/index.js'
import type { CarId, Colour } from './cars.js'
import type { Card } from './cards.js'

/** Why a car left the race. @group Events */
export type OutCause = 'engine-blow' | 'major-spin' | 'collision'

/** The crew cards dealt a colour its two grid places (FMR Mise en place 2). @group Events */
export interface CrewDealtEvent {
  /** The event kind. */
  readonly type: 'crew-dealt'
  /** The crew's colour. */
  readonly colour: Colour
  /** Its cars' grid places, 1-based (1st and 12th for the first crew dealt). */
  readonly places: readonly [number, number]
}

/** A race of the season starts. @group Events */
export interface RaceStartedEvent {
  /** The event kind. */
  readonly type: 'race-started'
  /** The race number, 1-based. */
  readonly race: number
  /** The twelve cars, pole first. */
  readonly grid: ReadonlyArray<CarId>
  /** The seat that plays first (FMR Comment jouer). */
  readonly firstSeat: SeatId
}

/** A card put aside face down before a short race (FMR Petites Courses). @group Events */
export interface CardRemovedEvent {
  /** The event kind. */
  readonly type: 'card-removed'
  /** The card removed; `null` in every seat's view (it stays face down). */
  readonly card: Card | null
}

/** A card dealt to a seat, or drawn after a play. @group Events */
export interface CardToHandEvent {
  /** The event kind: dealt at the start, or drawn after playing. */
  readonly type: 'card-dealt' | 'card-drawn'
  /** The seat receiving it. */
  readonly seat: SeatId
  /** The card; `null` in the view of any other seat and of spectators. */
  readonly card: Card | null
}

/** A seat plays a card. @group Events */
export interface CardPlayedEvent {
  /** The event kind. */
  readonly type: 'card-played'
  /** The seat playing. */
  readonly seat: SeatId
  /** The card played. */
  readonly card: Card
  /** The car chosen, or `null` when the die picks it or no car qualifies. */
  readonly car: CarId | null
}

/** The d12 is rolled for a card. @group Events */
export interface DiceRolledEvent {
  /** The event kind. */
  readonly type: 'dice-rolled'
  /** The seat that rolls. */
  readonly seat: SeatId
  /** The card the roll resolves. */
  readonly card: Card
  /** The value rolled, 1 to 12. */
  readonly value: number
}

/** A car changes place among the racing cars. @group Events */
export interface CarMovedEvent {
  /** The event kind. */
  readonly type: 'car-moved'
  /** The car. */
  readonly car: CarId
  /** Its place before, 1-based. */
  readonly from: number
  /** Its place after, 1-based. */
  readonly to: number
}

/** A car leaves the race. @group Events */
export interface CarOutEvent {
  /** The event kind. */
  readonly type: 'car-out'
  /** The car. */
  readonly car: CarId
  /** Why. */
  readonly cause: OutCause
}

/**
 * Why a card changed nothing (`describeEvent` words it):
 * - `no-target`: no car the card may be played on is racing (both cars of its colour are
 *   out, or no car races at all); the card was played with `car: null`;
 * - `cannot-move`: the car chosen cannot move that way (the leader on an Overtake or a Turbo,
 *   the last racing car on a setback);
 * - `no-stop`: a Pit Stop rolled 7 to 12, the car does not stop (FMR Arrêt au Stand);
 * - `already-last`: the car to drop or to send last is already the last racing car;
 * - `empty-place`: a spin or the Collision rolled a place no racing car holds.
 * @group Events
 */
export type NoEffectReason = 'no-target' | 'cannot-move' | 'no-stop' | 'already-last' | 'empty-place'

/** A card changes nothing. @group Events */
export interface NoEffectEvent {
  /** The event kind. */
  readonly type: 'no-effect'
  /** The card. */
  readonly card: Card
  /** Why. */
  readonly reason: NoEffectReason
  /** The car concerned, or `null` (`no-target`, `empty-place`). */
  readonly car: CarId | null
  /** The place rolled for a spin or the Collision, 1-based, or `null` for the other cards. */
  readonly place: number | null
}

/** Points of one race per team and per car. @group Events */
export interface RacePoints {
  /** Points per team, in `COLOURS` order. */
  readonly teamPoints: ReadonlyArray<number>
  /** Points per car, in `CARS` order. */
  readonly carPoints: ReadonlyArray<number>
}

/** A race ends and is scored (FMR Fin de la course). @group Events */
export interface RaceFinishedEvent extends RacePoints {
  /** The event kind. */
  readonly type: 'race-finished'
  /** The race number, 1-based. */
  readonly race: number
  /** The twelve cars, winner first, out-of-race cars last. */
  readonly classification: ReadonlyArray<CarId>
}

/** The season ends; the points are season totals (FMR Comment gagner). @group Events */
export interface SeasonFinishedEvent extends RacePoints {
  /** The event kind. */
  readonly type: 'season-finished'
}

/**
 * What happened, for logs and UIs (plain JSON). The events `reduce` returns are the full
 * record (the log's); show a player `game.observeEvents(events, seat)` of them, which hides the cards
 * dealt or drawn to other seats and the cards removed face down.
 * @group Events
 */
export type FmrEvent =
  | CrewDealtEvent
  | RaceStartedEvent
  | CardRemovedEvent
  | CardToHandEvent
  | CardPlayedEvent
  | DiceRolledEvent
  | CarMovedEvent
  | CarOutEvent
  | NoEffectEvent
  | RaceFinishedEvent
  | SeasonFinishedEvent

/**
 * Events as a seat (or a spectator) may see them: a card dealt or drawn keeps its face only
 * for the seat receiving it; a card removed face down shows no face to anyone (FMR Mise en
 * place 3, Petites Courses). Every other event is public.
 */
export const observeFmrEvents = (
  events: ReadonlyArray<FmrEvent>,
  viewer: SeatId | 'spectator',
): ReadonlyArray<FmrEvent> =>
  events.map((event) => {
    switch (event.type) {
      case 'card-removed':
        return { type: 'card-removed', card: null }
      case 'card-dealt':
      case 'card-drawn':
        return event.seat === viewer
          ? { type: event.type, seat: event.seat, card: event.card }
          : { type: event.type, seat: event.seat, card: null }
      default:
        return event
    }
  })
