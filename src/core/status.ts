import type { Standings } from './standings.js'
import type { RuleViolation } from './violation.js'

/** A seat at the table: players are numbered from 0 in the order of the config. @group Game */
export type SeatId = number

/** Who looks at a state or an event: a seat, or a spectator who sees only what is public. @group Game */
export type Viewer = SeatId | 'spectator'

/**
 * One possible result of a chance node. `weight` is an integer and
 * `probability = weight / (sum of the node's weights)`, so the law is exact:
 * samplers draw an integer below the total weight instead of comparing floats.
 * @group Chance
 */
export interface ChanceOutcome<A> {
  /** The action that applies this outcome (submit it to `reduce`). */
  readonly action: A
  /** Exact probability of this outcome. */
  readonly probability: number
  /** Integer weight of this outcome among the node's outcomes. */
  readonly weight: number
}

/** One player must choose an action. @group Game */
export interface DecisionStatus {
  /** The node kind. */
  readonly kind: 'decision'
  /** Who acts. */
  readonly seat: SeatId
  /** Game-specific name of the step, e.g. `play-card`, `choose-gear`. */
  readonly phase: string
}

/** Several players choose in secret; each choice stays hidden until all are in. @group Game */
export interface SimultaneousStatus {
  /** The node kind. */
  readonly kind: 'simultaneous'
  /** The seats that have not chosen yet. */
  readonly seats: ReadonlyArray<SeatId>
  /** Game-specific name of the step. */
  readonly phase: string
}

/**
 * Whose die it is and which die, pile or table: what a referee app says to the table
 * ("seat 2 rolls the black die for the engine test").
 * @group Chance
 */
export interface ChanceSource {
  /** The seat whose die or draw this is, or `null` when it is nobody's (the grid draw, the weather). */
  readonly seat: SeatId | null
  /**
   * A stable id of the die, pile or table, from the game's list (e.g. `gear-4`, `black`,
   * `d12`, `pile`, `cord-deck`); the game's guide lists them.
   */
  readonly die: string
  /** Why it is rolled or drawn, for people (e.g. `engine test`, `Pit Stop card`). */
  readonly reason: string
}

/** Nature acts: a die roll, a card draw, a shuffle step. @group Game */
export interface ChanceStatus<A> {
  /** The node kind. */
  readonly kind: 'chance'
  /** Every outcome with its exact probability; the probabilities sum to 1. */
  readonly outcomes: ReadonlyArray<ChanceOutcome<A>>
  /** Whose die and which (every game of pitwall gives it). */
  readonly source?: ChanceSource
}

/** The race (or season) is over. @group Game */
export interface OverStatus {
  /** The node kind. */
  readonly kind: 'over'
  /** Final places and the game's measure. */
  readonly standings: Standings
}

/**
 * The input is not a state of this game (it does not decode, or no race could reach it):
 * nothing can be played from it. `reduce` refuses it with the same violation.
 * @group Game
 */
export interface InvalidStatus {
  /** The node kind. */
  readonly kind: 'invalid'
  /** Why the state was refused (code `BAD_STATE`). */
  readonly violation: RuleViolation
}

/** What happens next in a state a race can reach: what a game's rules compute. @group Game */
export type PlayStatus<A> = DecisionStatus | SimultaneousStatus | ChanceStatus<A> | OverStatus

/** What happens next in a state, or why the value is not one. @group Game */
export type Status<A> = PlayStatus<A> | InvalidStatus
