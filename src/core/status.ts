import type { Standings } from './standings.js'

/** A seat at the table: players are numbered from 0 in the order of the config. */
export type SeatId = number

/**
 * One possible result of a chance node. `weight` is an integer and
 * `probability = weight / (sum of the node's weights)`, so the law is exact:
 * samplers draw an integer below the total weight instead of comparing floats.
 */
export interface ChanceOutcome<A> {
  /** The action that applies this outcome (submit it to `reduce`). */
  readonly action: A
  /** Exact probability of this outcome. */
  readonly probability: number
  /** Integer weight of this outcome among the node's outcomes. */
  readonly weight: number
}

/** One player must choose an action. */
export interface DecisionStatus {
  /** The node kind. */
  readonly kind: 'decision'
  /** Who acts. */
  readonly seat: SeatId
  /** Game-specific name of the step, e.g. `play-card`, `choose-gear`. */
  readonly phase: string
}

/** Several players choose in secret; each choice stays hidden until all are in. */
export interface SimultaneousStatus {
  /** The node kind. */
  readonly kind: 'simultaneous'
  /** The seats that have not chosen yet. */
  readonly seats: ReadonlyArray<SeatId>
  /** Game-specific name of the step. */
  readonly phase: string
}

/** Nature acts: a die roll, a card draw, a shuffle step. */
export interface ChanceStatus<A> {
  /** The node kind. */
  readonly kind: 'chance'
  /** Every outcome with its exact probability; the probabilities sum to 1. */
  readonly outcomes: ReadonlyArray<ChanceOutcome<A>>
}

/** The race (or season) is over. */
export interface OverStatus {
  /** The node kind. */
  readonly kind: 'over'
  /** Final places and the game's measure. */
  readonly standings: Standings
}

/** What happens next in a state. */
export type Status<A> = DecisionStatus | SimultaneousStatus | ChanceStatus<A> | OverStatus
