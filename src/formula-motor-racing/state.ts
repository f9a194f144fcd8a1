import * as t from 'io-ts'
import { integer, list, struct, union, type SeatId } from '../core/index.js'
import { CarIdCodec, ColourCodec, type CarId, type Colour } from './cars.js'
import { CardCodec, type Card } from './cards.js'
import { FmrRulesCodec, type FmrRules } from './config.js'

/**
 * The step a season is at. Chance steps: `deal-crew`, `remove-cards`, `deal-cards`, `roll`,
 * `draw-card`. Decision steps: `play-card`, `continue-overload`, `keep-spin-roll`,
 * `collision-partner`. `over`: the season is finished.
 * @group State
 */
export type FmrPhase =
  | 'deal-crew'
  | 'remove-cards'
  | 'deal-cards'
  | 'play-card'
  | 'roll'
  | 'continue-overload'
  | 'keep-spin-roll'
  | 'collision-partner'
  | 'draw-card'
  | 'over'

/** Codec of a phase. */
export const FmrPhaseCodec = t.keyof(
  {
    'deal-crew': null,
    'remove-cards': null,
    'deal-cards': null,
    'play-card': null,
    roll: null,
    'continue-overload': null,
    'keep-spin-roll': null,
    'collision-partner': null,
    'draw-card': null,
    over: null,
  },
  'FmrPhase',
)

/** A card being resolved over several steps (die rolls and the player's choices). @group State */
export interface PendingCard {
  /** The card played. */
  readonly card: Card
  /** The car chosen (Pit Stop, Overload), or `null` when the die picks it (spins, Collision). */
  readonly car: CarId | null
  /** The last roll still to be acted on (a spin's first roll, a collision's place), or `null`. */
  readonly roll: number | null
  /** Whether a spin's one re-roll has been used. */
  readonly rerolled: boolean
  /** Rolls made so far for this card. */
  readonly rolls: number
}

/** Codec of a pending card. */
export const PendingCardCodec: t.Type<PendingCard, PendingCard, unknown> = t.readonly(
  struct({
    card: CardCodec,
    car: union([CarIdCodec, t.null]),
    roll: union([integer, t.null]),
    rerolled: t.boolean,
    rolls: integer,
  }),
  'PendingCard',
)

/** One finished race: its classification and the points it gave. @group State */
export interface RaceResult {
  /** 1-based race number in the season. */
  readonly race: number
  /** The twelve cars, winner first; out-of-race cars last (the first out is 12th). */
  readonly classification: ReadonlyArray<CarId>
  /** Points per team in {@link COLOURS} order. */
  readonly teamPoints: ReadonlyArray<number>
  /** Points per car in {@link CARS} order. */
  readonly carPoints: ReadonlyArray<number>
}

/** Codec of a race result. */
export const RaceResultCodec: t.Type<RaceResult, RaceResult, unknown> = t.readonly(
  struct({
    race: integer,
    classification: list(CarIdCodec),
    teamPoints: list(integer),
    carPoints: list(integer),
  }),
  'RaceResult',
)

/**
 * The format version of a saved state: a state of another version is refused with a message
 * naming both, never misread. Raise it (and say how to migrate) when the state's shape changes.
 * @group State
 */
export const STATE_VERSION = 1

/**
 * A season in progress: plain JSON, never mutated. The draw pile is a composition (copies
 * left of each deck entry), not an order: each draw is a chance node over it, so nothing
 * hidden is stored that an observation could leak.
 * @group State
 */
export interface FmrState {
  /** The format version ({@link STATE_VERSION}). */
  readonly version: typeof STATE_VERSION
  /** The validated config. */
  readonly rules: FmrRules
  /** The current race, 1-based. */
  readonly race: number
  /** The current step. */
  readonly phase: FmrPhase
  /** Crew cards dealt so far while the first grid is built (FMR Mise en place 2). */
  readonly crews: ReadonlyArray<Colour>
  /** Racing cars, pole first. */
  readonly order: ReadonlyArray<CarId>
  /** Out-of-race queue, front first (the first car out is at the end). */
  readonly out: ReadonlyArray<CarId>
  /** Copies left in the draw pile of each `rules.deck` entry (same index). */
  readonly pile: ReadonlyArray<number>
  /** Cards in the draw pile. */
  readonly pileSize: number
  /** Cards removed face down for a short race (FMR Petites Courses); never observed. */
  readonly removed: ReadonlyArray<Card>
  /** Each seat's hand. */
  readonly hands: ReadonlyArray<ReadonlyArray<Card>>
  /** The discard pile, oldest first (face up). */
  readonly discards: ReadonlyArray<Card>
  /** The seat to play, or to be dealt the next card while dealing. */
  readonly turn: SeatId
  /** The card being resolved, or `null`. */
  readonly pending: PendingCard | null
  /** The races finished so far. */
  readonly results: ReadonlyArray<RaceResult>
  /** Season points per team so far ({@link COLOURS} order), carried points included. */
  readonly teamPoints: ReadonlyArray<number>
  /** Season points per car so far ({@link CARS} order), carried points included. */
  readonly carPoints: ReadonlyArray<number>
}

/** Codec of a saved season (shape; the reducer also checks its consistency). @group Codecs */
export const FmrStateCodec: t.Type<FmrState, FmrState, unknown> = t.readonly(
  struct({
    version: t.literal(STATE_VERSION),
    rules: FmrRulesCodec,
    race: integer,
    phase: FmrPhaseCodec,
    crews: list(ColourCodec),
    order: list(CarIdCodec),
    out: list(CarIdCodec),
    pile: list(integer),
    pileSize: integer,
    removed: list(CardCodec),
    hands: list(list(CardCodec)),
    discards: list(CardCodec),
    turn: integer,
    pending: union([PendingCardCodec, t.null]),
    results: list(RaceResultCodec),
    teamPoints: list(integer),
    carPoints: list(integer),
  }),
  'FmrState',
)

/** A state under construction: the fresh copy a reducer fills in before returning it. */
export type StateDraft = { -readonly [K in keyof FmrState]: FmrState[K] }

/**
 * A fresh copy of a state, for the reducer to set the fields that change and return. The
 * reducer never writes to a state it was given, only to the copy it has just made. Copying
 * field by field gives every state one object shape, which keeps V8's property loads
 * monomorphic (a patch object per call site made them megamorphic, and an object spread
 * is an order of magnitude slower).
 */
export const draftOf = (s: FmrState): StateDraft => ({
  version: STATE_VERSION,
  rules: s.rules,
  race: s.race,
  phase: s.phase,
  crews: s.crews,
  order: s.order,
  out: s.out,
  pile: s.pile,
  pileSize: s.pileSize,
  removed: s.removed,
  hands: s.hands,
  discards: s.discards,
  turn: s.turn,
  pending: s.pending,
  results: s.results,
  teamPoints: s.teamPoints,
  carPoints: s.carPoints,
})
