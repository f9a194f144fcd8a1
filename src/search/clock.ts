/**
 * Budgets. A time budget is the only place pitwall reads a clock: here, in the search,
 * never in a game module. An iteration budget reads no clock and is fully deterministic.
 */

/**
 * How long a search runs: a number of iterations, a time in milliseconds, or both (whichever ends first).
 * @group Search
 */
export interface Budget {
  /** Iterations to run. */
  readonly iterations?: number
  /** Wall-clock milliseconds to run (at least one iteration is run). */
  readonly milliseconds?: number
}

/** Milliseconds from an arbitrary origin, for time budgets only. */
export const now = (): number => performance.now()
