/**
 * Batches of races for apps and bot authors: one config, one policy per seat, consecutive
 * seeds. Each race depends only on its seed, so a batch can be split across threads or
 * machines (the `pitwall simulate --workers` command does) and give the same results.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import type { DriverError } from './drivers.js'
import { playout, type RunOptions } from './drivers.js'
import type { Game } from './game.js'
import type { Policy } from './policy.js'
import { seedRng } from './rng.js'
import type { Standings } from './standings.js'
import type { SeatId } from './status.js'

/** A batch: the config raced, who plays each seat, the seeds. @group Drivers */
export interface SimulateOptions<C, A, O> {
  /** The config every race starts from. */
  readonly config: C
  /** The policy of each seat. */
  readonly policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>
  /** How many races (default 1). */
  readonly races?: number
  /** The first race's seed; race `i` is seeded `seed + i` (default 1). */
  readonly seed?: number
  /** Passed to each race's {@link playout}. */
  readonly run?: RunOptions
}

/** One finished race of a batch. @group Drivers */
export interface SimulatedRace<A> {
  /** Its seed. */
  readonly seed: number
  /** Its final standings. */
  readonly standings: Standings
  /** Every action, chance included: with the config, a replayable log. */
  readonly actions: ReadonlyArray<A>
}

/** Why a batch stopped: the seed of the race that failed, and the driver's error. @group Drivers */
export interface SimulateError<S> extends DriverError<S> {
  /** The seed of the race that failed (-1: the config was refused). */
  readonly seed: number
}

/** Plays a batch of races; a Left names the first race that failed (a refused config is seed -1). @group Drivers */
export const simulate = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  options: SimulateOptions<C, A, O>,
): Either<SimulateError<S | null>, ReadonlyArray<SimulatedRace<A>>> => {
  const start = game.setup(options.config)
  if (isLeft(start)) return left({ ...start.left, step: -1, state: null, seed: -1 })
  const first = options.seed ?? 1
  const races: SimulatedRace<A>[] = []
  for (let i = 0; i < (options.races ?? 1); i++) {
    const seed = first + i
    const run = playout(game, start.right, seedRng(seed), options.policies, { collectEvents: false, ...options.run })
    if (isLeft(run)) return left({ ...run.left, seed })
    // playout stops at the end of the race, or with a Left.
    const status = game.status(run.right.state)
    if (status.kind === 'over') races.push({ seed, standings: status.standings, actions: run.right.actions })
  }
  return right(races)
}
