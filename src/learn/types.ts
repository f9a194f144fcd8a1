/**
 * The vectorised environment's types: what a learner configures, and the typed arrays it
 * reads back after each `reset` and `step`.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Encoding, Game, Policy, RuleViolation, SeatId } from '../core/index.js'

/** How a {@link VectorEnv} is set up. @group Learning */
export interface VectorEnvOptions<C, S, A, E, O> {
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** Its encoding of `config` (each game's `encoding(config)`). */
  readonly encoding: Encoding<S, A, O>
  /** The race every slot plays (set up once, replayed from its first state at each reset). */
  readonly config: C
  /** How many races step in lockstep (N). */
  readonly races: number
  /**
   * The seats the learner plays (default `[0]`). Every decision of these seats is handed to
   * the learner; every other seat is played by its policy in `opponents`.
   */
  readonly learners?: ReadonlyArray<SeatId>
  /**
   * The policies of the other seats, by seat (default: the uniform random policy): bots, a
   * search (`mctsPolicy`), or an earlier snapshot of the learner ({@link encodedPolicy}).
   */
  readonly opponents?: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O> | undefined>
  /**
   * Weight of the shaped reward (default 0: the final placing only). Each step adds, for every
   * seat, `shaping × (potential now − potential at the previous step)`, the game's
   * `encoding.potential` (each guide says what it measures).
   */
  readonly shaping?: number
  /** Give up on a race after this many steps, chance included (default 1,000,000): `STEP_LIMIT`. */
  readonly maxSteps?: number
}

/**
 * Where the N races stand after `reset` or `step`: typed arrays the environment owns and
 * rewrites in place at the next call (copy what you keep). Race `i`'s rows:
 * `observations[i × observationSize ...]`, `masks[i × numDistinctActions ...]`,
 * `rewards[i × seats ...]` and `places[i × seats ...]` (one entry per seat).
 * @group Learning
 */
export interface Batch {
  /** N × observationSize: the tensor of the seat to act in each race, from its observation. */
  readonly observations: Float32Array
  /** N × numDistinctActions: 1 at the ids of that seat's legal actions. */
  readonly masks: Uint8Array
  /** N: the learning seat to act in each race. */
  readonly seats: Int32Array
  /**
   * N × seats: what each seat earned at this step: the shaped reward, and at the end of a race
   * its final placing, from +1 (first) to -1 (last), tied seats sharing a place.
   */
  readonly rewards: Float32Array
  /**
   * N: 1 where the race ended at this step. Its rows then already show the next race of that
   * slot (auto-reset): the observation and mask of its first learner decision.
   */
  readonly dones: Uint8Array
  /** N × seats: where a race ended at this step, each seat's place (1 = first); 0 elsewhere. */
  readonly places: Int32Array
  /** N: the seed of the race each slot plays now. */
  readonly seeds: Float64Array
}

/**
 * N races of one game stepping in lockstep for the learning seats, the others played by their
 * policies (Gymnasium's vector environment, PettingZoo's action masks, in typed arrays).
 * @group Learning
 */
export interface VectorEnv {
  /** N. */
  readonly races: number
  /** Seats of a race. */
  readonly seatCount: number
  /** Entries of one observation tensor. */
  readonly observationSize: number
  /** Ids of the action range (entries of one mask). */
  readonly numDistinctActions: number
  /** The arrays, rewritten by each call. */
  readonly batch: Batch
  /**
   * Starts race `i` from `seeds[i]` (N seeds) and plays it to its first learner decision.
   * Later races of slot `i` are seeded `seeds[i] + N`, `seeds[i] + 2N`...
   */
  reset(seeds: ArrayLike<number>): Either<RuleViolation, Batch>
  /**
   * Plays `actionIds[i]` in race `i` (one id per race, from its mask), then every chance
   * node and other seat's decision up to the next learner decision. An id not in a race's mask
   * refuses the whole step (`ILLEGAL_ID`), and no race moves.
   */
  step(actionIds: ArrayLike<number>): Either<RuleViolation, Batch>
}
