import type { Game, Policy, Rng } from '../src/core/index.js'
import type { Clock, Load } from './clock.js'

/**
 * One measured figure: what `npm run bench` prints as a row and `npm run bench -- --json`
 * prints as an object. Every figure is a distribution (median and 90th percentile), never a
 * single best run: p90 is what a user meets one time in ten.
 */
export interface Figure {
  /** The bench entry it belongs to, e.g. `formula-motor-racing (6 players)`. */
  readonly game: string
  /** What was timed, e.g. `race`, `legalActions`, `reduce`. */
  readonly measure: string
  /** Median, in `unit`. */
  readonly median: number
  /** 90th percentile, in `unit`. */
  readonly p90: number
  /** `ms`, `µs`, `x`... */
  readonly unit: string
  /** How it was timed: `cpu` (CPU time of the process), `wall` (wall clock) or `none` (not a time). */
  readonly clock: Clock
  /** The machine's load averages (1, 5, 15 minutes) when the figure was taken. */
  readonly load: Load
  /** pitwall's time over a hand-written baseline's, when the figure is paired with one (median of the pairs' ratios). */
  readonly ratio?: number
  /** How it was measured: which policy, which states, "cache hit"... */
  readonly note?: string
}

/** A set of bots for a race figure, and what to call them in the figure's note. */
export interface NamedPolicies<A, O> {
  /** One policy per seat. */
  readonly policies: ReadonlyArray<Policy<A, O>>
  /** Which bots these are, e.g. `heuristic bots`. */
  readonly note: string
}

/**
 * What a game registers with `npm run bench`: a config and bots for a full race, and
 * optionally a hand-written mutable baseline of the same random race, measured in the same
 * run so the printed ratio compares like with like. From it the bench takes the figures
 * every game has (race time; first-call `legalActions` and `reduce` on states of real
 * races); `figures` adds the game's own.
 */
export interface BenchEntry<C, S, A, E, O> {
  /** Label of the entry's figures, e.g. `formula-motor-racing (6 players)`. */
  readonly label: string
  /** The game under test. */
  readonly game: Game<C, S, A, E, O>
  /** The race config. */
  readonly config: C
  /** One policy per seat for the race figure (usually the random bots). */
  readonly policies: ReadonlyArray<Policy<A, O>>
  /** Which bots `policies` are (default `random bots`). */
  readonly policyNote?: string
  /** More race figures with other bots (e.g. the heuristic ones). */
  readonly moreRaces?: ReadonlyArray<NamedPolicies<A, O>>
  /**
   * Bots of the races whose states the per-call figures are timed on, besides `policies`:
   * a heuristic bot reaches the states a real race has, which random bots may never reach.
   */
  readonly samplePolicies?: NamedPolicies<A, O>
  /**
   * A hand-written mutable implementation of the same random race, seeded by `seed`;
   * returns something derived from the result so the work cannot be optimised away.
   */
  readonly baseline?: (seed: number) => number
  /**
   * Bots that play the baseline's race without the driver's shortcut for its own random
   * bot (the same choices, asked of a policy as any caller's bot is), one more ratio each.
   */
  readonly baselinePolicies?: ReadonlyArray<NamedPolicies<A, O>>
  /**
   * Bots whose races are timed interleaved with the baseline in one round robin (a race of
   * each, then the baseline, and again), one ratio each: what a process that runs several
   * policies at once pays, its engine code serving every path.
   */
  readonly mixedPolicies?: ReadonlyArray<NamedPolicies<A, O>>
  /** Game-specific lines printed under the table (older entries; prefer `figures`). */
  readonly extras?: () => ReadonlyArray<string>
  /** Game-specific figures (e.g. move generation per decision). */
  readonly figures?: () => ReadonlyArray<Figure>
}

/** A bench entry with its types erased, so the registry can mix games. */
export interface Bench {
  /** Label of its figures. */
  readonly label: string
  /** Measures the entry (slow: seconds). */
  readonly measure: () => ReadonlyArray<Figure>
  /** Game-specific lines printed under the table. */
  readonly extras?: () => ReadonlyArray<string>
}

/** Re-exported for entries that need a generator. */
export type { Rng }
