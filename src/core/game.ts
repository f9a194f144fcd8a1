import type * as t from 'io-ts'
import type { Either } from 'fp-ts/lib/Either.js'
import type { SeatId, Status } from './status.js'
import type { RuleViolation, SetupError } from './violation.js'

/** The result of an accepted action: the next state and what happened, for logs and UIs. */
export interface Transition<S, E> {
  /** The next state (the input state is never modified). */
  readonly state: S
  /** What happened, in order. */
  readonly events: ReadonlyArray<E>
}

/** Identifiers of the games pitwall ships. */
export type GameId = 'formule-de' | 'rallyman' | 'bolide' | 'formula-motor-racing' | (string & {})

/** The io-ts codecs of a game's external inputs. */
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
 */
export interface ChanceSampler<S, A> {
  /** The total weight of the chance node `state` is at, or 0 when it is not a chance node. */
  total(state: S): number
  /** The outcome a ticket in `[0, total)` selects, in the order of the listed outcomes. */
  pick(state: S, ticket: number): A | undefined
}

/**
 * The protocol every game module implements. Reducers are pure and total: they never
 * throw, never mutate their input, never read a clock or `Math.random`.
 *
 * Randomness is a chance node: `status` lists every outcome with its exact probability
 * and the outcome is applied with `reduce` like any other action.
 */
export interface Game<C, S, A, E, O> {
  /** Which game this is. */
  readonly id: GameId
  /** Human-readable name. */
  readonly name: string
  /** Codecs of config, state and action. */
  readonly codecs: GameCodecs<C, S, A>
  /** Validates the config fully and builds the initial state. */
  setup(config: C): Either<SetupError, S>
  /** Whose move it is, or chance, or the final standings. */
  status(state: S): Status<A>
  /**
   * Every legal action, complete and exact. At a chance node: the outcomes' actions.
   * With `seat`, only that seat's actions (useful at simultaneous nodes).
   */
  legalActions(state: S, seat?: SeatId): ReadonlyArray<A>
  /** Applies an action; a Left leaves the state as it was. */
  reduce(state: S, action: A): Either<RuleViolation, Transition<S, E>>
  /** What a seat (or a spectator) may see of the state. */
  observe(state: S, seat: SeatId | 'spectator'): O
  /** Optional fast sampling of chance nodes for drivers and searches (see {@link ChanceSampler}). */
  readonly sampler?: ChanceSampler<S, A>
}

/** Any game, for generic code (drivers, CLI, bench). */
export type AnyGame = Game<never, unknown, unknown, unknown, unknown>

/** The config type of a game. */
export type ConfigOf<G> = G extends Game<infer C, unknown, unknown, unknown, unknown> ? C : never
/** The state type of a game. */
export type StateOf<G> = G extends Game<never, infer S, unknown, unknown, unknown> ? S : never
/** The action type of a game. */
export type ActionOf<G> = G extends Game<never, unknown, infer A, unknown, unknown> ? A : never
/** The event type of a game. */
export type EventOf<G> = G extends Game<never, unknown, unknown, infer E, unknown> ? E : never
/** The observation type of a game. */
export type ObservationOf<G> = G extends Game<never, unknown, unknown, unknown, infer O> ? O : never
