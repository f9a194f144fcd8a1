/**
 * A worker of `pitwall simulate --workers K`: plays a run of consecutive races of a batch of a
 * built-in game from its plan and seeds, and sends back their tally: a few numbers per seat
 * whatever the run's length, rather than each race's summary to be copied between threads. A
 * race depends on nothing but its plan and seed, so a batch split over workers gives the same
 * tally as one thread.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { entryOf } from './catalog.js'
import { playSummary, type RacePlan } from './race.js'
import { addRace, emptyTally, tallyData, type TallyData } from './tally.js'

/** The arena's races (`pitwall arena --workers`), run by name. */
export { arenaRaces as arena } from './arena-races.js'

/** Races to play: seeds `seed .. seed + races - 1`. */
export interface RaceTask {
  readonly game: string
  readonly plan: RacePlan
  readonly seed: number
  readonly races: number
}

/** What a run gives back: the tally of the races played, and the race that failed, if one did. */
export interface RunOutcome {
  readonly tally: TallyData
  /** The failed race's index in the run (no race after it is played), and why. */
  readonly failure: { readonly index: number; readonly message: string } | null
}

/** Plays the task's races in seed order, up to the first that fails. */
export default function race(task: RaceTask): RunOutcome {
  const entry = entryOf(task.game)
  const tally = emptyTally()
  if (entry === undefined)
    return { tally: tallyData(tally), failure: { index: 0, message: `unknown game "${task.game}"` } }
  for (let i = 0; i < task.races; i++) {
    const summary = playSummary(entry, task.plan, task.seed + i)
    if (isLeft(summary)) return { tally: tallyData(tally), failure: { index: i, message: summary.left } }
    addRace(tally, summary.right)
  }
  return { tally: tallyData(tally), failure: null }
}
