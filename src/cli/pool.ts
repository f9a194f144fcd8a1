/**
 * Races played on several cores: a pool of worker threads (tinypool), each playing whole races
 * of the built-in games (`worker.ts`). Records come back in seed order whatever the order the
 * workers finish in.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import Tinypool from 'tinypool'
import type { RacePlan, RaceSummary } from './race.js'
import type { RaceTask } from './worker.js'

// Built, the worker is `cli-worker.js` next to `cli.js`, on worker threads. From the sources
// (tests), `worker.ts` runs in child processes through tsx: Node 20 does not apply tsx's
// loader inside worker threads.
const workerOf = (): {
  readonly filename: string
  readonly execArgv: string[]
  readonly runtime: 'worker_threads' | 'child_process'
} =>
  import.meta.url.endsWith('.ts')
    ? {
        filename: new URL('./worker.ts', import.meta.url).href,
        execArgv: ['--import', 'tsx'],
        runtime: 'child_process',
      }
    : { filename: new URL('./cli-worker.js', import.meta.url).href, execArgv: [], runtime: 'worker_threads' }

/**
 * Plays races `seed .. seed + races - 1` of a built-in game on `workers` threads; `progress`
 * is told each time a run of races is done. A Left names the first seed (in order) that failed.
 * The races go out in runs of consecutive seeds, about 16 per worker: one message per race
 * would cost more than a short race (a Formula Motor Racing race takes well under a
 * millisecond), and 16 runs each keep the workers busy to the end when races differ in length.
 */
export const raceInWorkers = async (
  game: string,
  plan: RacePlan,
  seed: number,
  races: number,
  workers: number,
  progress: (done: number) => void,
): Promise<Either<{ readonly seed: number; readonly message: string }, ReadonlyArray<RaceSummary>>> => {
  const pool = new Tinypool({ ...workerOf(), minThreads: Math.min(workers, races), maxThreads: workers })
  const run = Math.max(1, Math.floor(races / (workers * 16)))
  let done = 0
  try {
    const results = await Promise.all(
      Array.from({ length: Math.ceil(races / run) }, async (_, k) => {
        const task: RaceTask = { game, plan, seed: seed + k * run, races: Math.min(run, races - k * run) }
        const result = (await pool.run(task)) as ReadonlyArray<Either<string, RaceSummary>>
        done += task.races
        progress(done)
        return result
      }),
    )
    const records: RaceSummary[] = []
    for (const result of results.flat()) {
      if (isLeft(result)) return left({ seed: seed + records.length, message: result.left })
      records.push(result.right)
    }
    return right(records)
  } finally {
    await pool.destroy()
  }
}
