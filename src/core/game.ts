import type * as t from 'io-ts'
import type { Either } from 'fp-ts/lib/Either.js'
import type { CoreCode } from './codes.js'
import type { Measure } from './standings.js'
import type { SeatId, Status, Viewer } from './status.js'
import type { RuleViolation, SetupError } from './violation.js'

/** The result of an accepted action: the next state and what happened, for logs and UIs. @group Game */
export interface Transition<S, E> {
  /** The next state (the input state is never modified). */
  readonly state: S
  /** What happened, in order. */
  readonly events: ReadonlyArray<E>
}

/** Identifiers of the games pitwall ships. @group Game */
export type GameId = 'formule-de' | 'rallyman' | 'bolide' | 'formula-motor-racing' | (string & {})

/** A range of counts: the fewest, the most, and the default. @group Game */
export interface CountRange {
  /** The fewest allowed. */
  readonly min: number
  /** The most allowed. */
  readonly max: number
  /** What `defaultConfig` uses when not told. */
  readonly default: number
}

/**
 * What a game is, as data: tools (the CLI, the playground, a lobby) read it instead of
 * restating it, in the manner of OpenSpiel's `GameType`.
 * @group Game
 */
export interface GameInfo {
  /** Which game this is. */
  readonly id: GameId
  /** Human-readable name. */
  readonly name: string
  /** Players (seats) a race can have. */
  readonly players: CountRange
  /** Laps a race can have; `null` for a game without laps. */
  readonly laps: CountRange | null
  /** Ids of the built-in boards, the default first; empty for a game without a board. */
  readonly boards: ReadonlyArray<string>
  /** Names of the rule presets, the default first. */
  readonly presets: ReadonlyArray<string>
  /** What the standings measure. */
  readonly measure: Measure
  /** Whether some seat may not see everything (hands, secret choices). */
  readonly hiddenInformation: boolean
}

/** The io-ts codecs of a game's external inputs. @group Game */
export interface GameCodecs<C, S, A> {
  /** Decodes a race (or season) config. */
  readonly config: t.Type<C, unknown, unknown>
  /** Decodes a saved state. */
  readonly state: t.Type<S, unknown, unknown>
  /** Decodes an action. */
  readonly action: t.Type<A, unknown, unknown>
}

/**
 * An optional fast path for sampling chance nodes without listing their outcomes (a card
 * draw lists one outcome per distinct card left, and a driver only needs one of them). It
 * must agree exactly with `status`: at a chance node `total` is the sum of the outcome
 * weights and `pick(state, ticket)`, for `0 <= ticket < total`, is the outcome reached by
 * walking `status(state).outcomes` in order until the cumulative weight exceeds `ticket`;
 * at any other node `total` is 0. Drivers use it when a game has one, so a seeded run is
 * the same with or without it; the law kit checks the agreement.
 * @group Chance
 */
export interface ChanceSampler<S, A> {
  /** The total weight of the chance node `state` is at, or 0 when it is not a chance node. */
  total(state: S): number
  /** The outcome a ticket in `[0, total)` selects, in the order of the listed outcomes; `undefined` for any other ticket. */
  pick(state: S, ticket: number): A | undefined
}

/**
 * The protocol every game module implements. Every member is total: on any input it returns
 * a value (a Left, an `invalid` status, an empty list), never throws, never mutates its
 * input, never reads a clock or `Math.random`.
 *
 * Randomness is a chance node: `status` lists every outcome with its exact probability
 * and the outcome is applied with `reduce` like any other action.
 *
 * States the game produced (from `setup`, `reduce`, `admit`) are trusted as they are; any
 * other value is decoded exactly and checked for meaning first. `R` is the union of the
 * game's own refusal codes.
 * @group Game
 */
export interface Game<C, S, A, E, O, R extends string = string> {
  /** Which game this is. */
  readonly id: GameId
  /** Human-readable name. */
  readonly name: string
  /** What the game is: players, boards, presets, measure. */
  readonly info: GameInfo
  /** Codecs of config, state and action. */
  readonly codecs: GameCodecs<C, S, A>
  /** Validates the config fully (exact shape, limits, meaning) and builds the initial state. */
  setup(config: C): Either<SetupError, S>
  /**
   * Untrusted input (a saved state, JSON from a client) to a state the game can play from,
   * or `BAD_STATE` with every reason: it must decode exactly and be a state some race
   * could reach.
   */
  admit(input: unknown): Either<RuleViolation, S>
  /** Whose move it is, or chance, or the final standings; `invalid` for a value that is not a state. */
  status(state: S): Status<A>
  /**
   * Every legal action, complete and exact. At a chance node: the outcomes' actions.
   * With `seat`, only that seat's actions (useful at simultaneous nodes). Empty when the
   * race is over or the value is not a state.
   */
  legalActions(state: S, seat?: SeatId): ReadonlyArray<A>
  /** Applies an action; a Left leaves the state as it was. */
  reduce(state: S, action: A): Either<RuleViolation<R | CoreCode>, Transition<S, E>>
  /**
   * What a seat (or a spectator) may see of the state. The observation shares nothing
   * mutable with the state: editing it cannot change the race.
   */
  observe(state: S, viewer: Viewer): Either<RuleViolation, O>
  /** A step's events as a seat (or a spectator) may see them: hidden cards are redacted. */
  observeEvents(events: ReadonlyArray<E>, viewer: Viewer): ReadonlyArray<E>
  /** Optional fast sampling of chance nodes for drivers and searches (see {@link ChanceSampler}). */
  readonly sampler?: ChanceSampler<S, A>
}

/** Any game, for generic code (drivers, CLI, bench). @group Game */
export type AnyGame = Game<never, unknown, unknown, unknown, unknown, string>

/** The config type of a game. @group Game */
export type ConfigOf<G> = G extends Game<infer C, unknown, unknown, unknown, unknown> ? C : never
/** The state type of a game. @group Game */
export type StateOf<G> = G extends Game<never, infer S, unknown, unknown, unknown> ? S : never
/** The action type of a game. @group Game */
export type ActionOf<G> = G extends Game<never, unknown, infer A, unknown, unknown> ? A : never
/** The event type of a game. @group Game */
export type EventOf<G> = G extends Game<never, unknown, unknown, infer E, unknown> ? E : never
/** The observation type of a game. @group Game */
export type ObservationOf<G> = G extends Game<never, unknown, unknown, unknown, infer O> ? O : never
