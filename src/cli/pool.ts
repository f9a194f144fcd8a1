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
 * is told each time a race is done. A Left names the first seed (in order) that failed.
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
  let done = 0
  try {
    const results = await Promise.all(
      Array.from({ length: races }, async (_, i) => {
        const task: RaceTask = { game, plan, seed: seed + i }
        const result = (await pool.run(task)) as Either<string, RaceSummary>
        progress(++done)
        return result
      }),
    )
    const records: RaceSummary[] = []
    for (const [i, result] of results.entries()) {
      if (isLeft(result)) return left({ seed: seed + i, message: result.left })
      records.push(result.right)
    }
    return right(records)
  } finally {
    await pool.destroy()
  }
}
