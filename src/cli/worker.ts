/**
 * A worker of `pitwall simulate --workers K`: plays one race of a batch of a built-in game from
 * its plan and seed, and sums it up. A race depends on nothing but these, so a batch split over workers gives the same
 * records as one thread.
 */
import { left, type Either } from 'fp-ts/lib/Either.js'
import { entryOf } from './catalog.js'
import { playSummary, type RacePlan, type RaceSummary } from './race.js'

/** One race to play. */
export interface RaceTask {
  readonly game: string
  readonly plan: RacePlan
  readonly seed: number
}

/** Plays the task's race (a Left says why it failed). */
export default function race(task: RaceTask): Either<string, RaceSummary> {
  const entry = entryOf(task.game)
  return entry === undefined ? left(`unknown game "${task.game}"`) : playSummary(entry, task.plan, task.seed)
}
