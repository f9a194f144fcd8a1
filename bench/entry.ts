import type { Game, Policy, Rng } from '../src/core/index.js'

/**
 * What a game registers with `npm run bench`: a config and bots for a full random race,
 * and optionally a hand-written mutable baseline of the same random race, measured in
 * the same run so the printed ratio compares like with like.
 */
export interface BenchEntry<C, S, A, E, O> {
  /** Row label, e.g. `formula-motor-racing (6 players)`. */
  readonly label: string
  /** The game under test. */
  readonly game: Game<C, S, A, E, O>
  /** The race config. */
  readonly config: C
  /** One policy per seat (random bots). */
  readonly policies: ReadonlyArray<Policy<A, O>>
  /**
   * A hand-written mutable implementation of the same random race, seeded by `seed`;
   * returns something derived from the result so the work cannot be optimised away.
   */
  readonly baseline?: (seed: number) => number
  /** Game-specific measures printed under the table, one line each (e.g. move generation µs). */
  readonly extras?: () => ReadonlyArray<string>
}

/** A bench row with its types erased, so the registry can mix games. */
export interface Bench {
  /** Row label. */
  readonly label: string
  /** Measures the entry (slow: seconds). */
  readonly measure: () => import('./measure.js').Measures
  /** Game-specific measures, one line each. */
  readonly extras?: () => ReadonlyArray<string>
}

/** Re-exported for entries that need a generator. */
export type { Rng }
