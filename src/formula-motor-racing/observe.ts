import type { SeatId } from '../core/index.js'
import type { CarId, Colour } from './cars.js'
import type { Card, DeckEntry } from './cards.js'
import type { FmrVariants } from './config.js'
import type { FmrPhase, FmrState, PendingCard, RaceResult } from './state.js'

/**
 * What one seat (or a spectator) sees: its own hand and everything public. Never the other
 * hands, the draw pile's content or the cards removed face down.
 * @group Game
 */
export interface FmrObservation {
  /** Who is looking. */
  readonly viewer: SeatId | 'spectator'
  /** The current race, 1-based. */
  readonly race: number
  /** Races in the season. */
  readonly races: number
  /** The current step. */
  readonly phase: FmrPhase
  /** The seat to play (or being dealt to). */
  readonly turn: SeatId
  /** The crew cards dealt so far, in the order they came (FMR Mise en place 2: face up). */
  readonly crews: ReadonlyArray<Colour>
  /** The first race's grid when the config gives it (then no crew card is dealt). */
  readonly grid: ReadonlyArray<CarId> | null
  /** Racing cars, pole first. */
  readonly order: ReadonlyArray<CarId>
  /** Out-of-race queue, front first. */
  readonly out: ReadonlyArray<CarId>
  /** The viewer's hand; `null` for a spectator. */
  readonly hand: ReadonlyArray<Card> | null
  /** Cards in each seat's hand. */
  readonly handSizes: ReadonlyArray<number>
  /** The discard pile, oldest first. */
  readonly discards: ReadonlyArray<Card>
  /** Cards left in the draw pile. */
  readonly deckSize: number
  /** Cards removed face down this race (short races); their faces stay hidden. */
  readonly removedCount: number
  /** The full deck composition (public: it is the box's content). */
  readonly deck: ReadonlyArray<DeckEntry>
  /** The card being resolved and its pending roll. */
  readonly pending: PendingCard | null
  /** The colours each seat drives. */
  readonly teams: ReadonlyArray<ReadonlyArray<Colour>>
  /** The optional rules in play. */
  readonly variants: FmrVariants
  /** Season points per team ({@link COLOURS} order). */
  readonly teamPoints: ReadonlyArray<number>
  /** Season points per car ({@link CARS} order). */
  readonly carPoints: ReadonlyArray<number>
  /** The races finished so far. */
  readonly results: ReadonlyArray<RaceResult>
}

/**
 * The observation of a seat or a spectator. It shares nothing a viewer could edit with the
 * state: what changes from step to step is copied, the season's rules are frozen at setup
 * and finished races are frozen when they are scored.
 */
export const fmrObserve = (state: FmrState, viewer: SeatId | 'spectator'): FmrObservation => ({
  viewer,
  race: state.race,
  races: state.rules.races,
  phase: state.phase,
  turn: state.turn,
  crews: [...state.crews],
  grid: state.rules.grid,
  order: [...state.order],
  out: [...state.out],
  hand: viewer === 'spectator' ? null : [...(state.hands[viewer] ?? [])],
  handSizes: state.hands.map((h) => h.length),
  discards: [...state.discards],
  deckSize: state.pileSize,
  removedCount: state.removed.length,
  deck: state.rules.deck,
  pending: state.pending === null ? null : { ...state.pending },
  teams: state.rules.teams,
  variants: state.rules.variants,
  teamPoints: [...state.teamPoints],
  carPoints: [...state.carPoints],
  results: state.results,
})
