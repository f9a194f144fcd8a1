/**
 * A worker of `pitwall simulate --workers K`: plays a run of consecutive races of a batch of a
 * built-in game from its plan and seeds, and sums each up. A race depends on nothing but these,
 * so a batch split over workers gives the same records as one thread.
 */
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import { entryOf } from './catalog.js'
import { playSummary, type RacePlan, type RaceSummary } from './race.js'

/** The arena's races (`pitwall arena --workers`), run by name. */
export { arenaRaces as arena } from './arena-races.js'

/** Races to play: seeds `seed .. seed + races - 1`. */
export interface RaceTask {
  readonly game: string
  readonly plan: RacePlan
  readonly seed: number
  readonly races: number
}

/** Plays the task's races in seed order, up to the first that fails (its Left says why). */
export default function race(task: RaceTask): ReadonlyArray<Either<string, RaceSummary>> {
  const entry = entryOf(task.game)
  if (entry === undefined) return [left(`unknown game "${task.game}"`)]
  const out: Either<string, RaceSummary>[] = []
  for (let i = 0; i < task.races; i++) {
    const summary = playSummary(entry, task.plan, task.seed + i)
    out.push(summary)
    if (isLeft(summary)) break
  }
  return out
}
