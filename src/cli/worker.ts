/**
 * A worker of `pitwall simulate --workers K`: plays one race of a built-in game from its plan
 * and seed. A race depends on nothing but these, so a batch split over workers gives the same
 * records as one thread.
 */
import { left, type Either } from 'fp-ts/lib/Either.js'
import { entryOf } from './catalog.js'
import { playRace, type RacePlan, type RaceRecord } from './race.js'

/** One race to play. */
export interface RaceTask {
  readonly game: string
  readonly plan: RacePlan
  readonly seed: number
}

/** Plays the task's race (a Left says why it failed). */
export default function race(task: RaceTask): Either<string, RaceRecord> {
  const entry = entryOf(task.game)
  return entry === undefined ? left(`unknown game "${task.game}"`) : playRace(entry, task.plan, task.seed)
}
