/**
 * A batch of races on several cores: the command's own thread plays, and a pool of worker
 * threads (tinypool) plays beside it, runs of whole races of the built-in games (`worker.ts`).
 * Each race's summary is handed on as it comes in, in whatever order the threads finish, and
 * not kept: a batch's memory does not grow with its races.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import Tinypool from 'tinypool'
import type { AnyEntry } from './catalog.js'
import { playSummary, type RacePlan, type RaceSummary } from './race.js'
import type { RaceTask } from './worker.js'

// Built, the worker is `cli-worker.js` next to `cli.js`, on worker threads (simulate's races and
// the arena's). From the sources
// (tests), `worker.ts` runs in child processes through tsx: Node 20 does not apply tsx's
// loader inside worker threads.
export const workerOf = (): {
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

/** When the workers start: at once, or once the batch has shown it will outlast their warm-up. */
export type WorkersStart = 'now' | 'when-worth-it'

/** What a batch tells as it plays. */
export interface BatchListener {
  /** Each race's summary as it comes in (in any order: seed order is not kept). */
  readonly race: (summary: RaceSummary) => void
  /** The number of races done, after each race or run. */
  readonly progress: (done: number) => void
  /** The decisions taken so far in the race this thread is playing (the workers' are not told). */
  readonly decided?: (decisions: number) => void
}

/** A failed race of a batch: its seed and why. */
export interface BatchFailure {
  readonly seed: number
  readonly message: string
}

// A worker loads and compiles the games' code again before it plays at full speed (about a
// second of one core), while this thread is already warm: by default the workers start only for
// a batch whose rest would take this thread longer than that, and this thread plays on beside
// them. The rate is read over a quarter of a second past this thread's first half second.
const WARM_MS = 500
const WORTH_MS = 1500
const RATE_MS = 250

/**
 * Whether workers are worth starting: the races not yet taken, at the rate of the last `played`
 * races in `millis` on this thread, would take longer than a worker's warm-up.
 */
export const workersWorthIt = (millis: number, played: number, remaining: number): boolean =>
  played > 0 && (millis / played) * remaining > WORTH_MS

/**
 * How many races a worker takes at once, `left` races of `races` not yet taken by a thread:
 * about a sixteenth of a thread's share of the batch (one message per race would cost more than
 * a short race: a Formula Motor Racing race takes well under a millisecond), and less as the
 * batch ends (a quarter of a thread's share of the races left), so that no thread waits long
 * for another's last run.
 */
export const runLength = (races: number, left: number, threads: number): number =>
  Math.max(1, Math.min(Math.floor(races / (threads * 16)), Math.floor(left / (threads * 4))))

/**
 * Plays races `seed .. seed + races - 1` of a game on `threads` threads: this one and
 * `threads - 1` workers (built-in games only), started at once or only when the batch's rest,
 * at this thread's rate, would take longer than a worker's warm-up. The listener is told each
 * race and the progress. A Left names the first seed (in order) that failed; after a failure
 * no new race starts, and the races already summed stay with the listener. A Right is the
 * number of races played.
 */
export const raceBatch = async (
  entry: AnyEntry,
  plan: RacePlan,
  seed: number,
  races: number,
  threads: number,
  start: WorkersStart,
  listener: BatchListener,
): Promise<Either<BatchFailure, number>> => {
  const { progress } = listener
  let next = 0
  let done = 0
  let failed = false
  // The failed race of least index: every race before it was taken (races are taken in
  // order), so it was played, and this is the first failure in seed order.
  let failure: { readonly index: number; readonly message: string } | undefined
  // The next `count` races not yet taken by a thread, as [from, to).
  const take = (count: number): readonly [number, number] | undefined => {
    if (failed || next >= races) return undefined
    const from = next
    next = Math.min(races, next + count)
    return [from, next]
  }
  const record = (i: number, result: Either<string, RaceSummary>): void => {
    if (isLeft(result)) {
      failed = true
      if (failure === undefined || i < failure.index) failure = { index: i, message: result.left }
    } else listener.race(result.right)
    done += 1
  }
  const run = (): number => runLength(races, races - next, threads)
  let pool: Tinypool | undefined
  const feeders: Promise<void>[] = []
  // A worker that fails outside a race (it could not load, say): no new race starts, and the
  // error is thrown once every thread has stopped (caught here at once, so it never goes
  // unhandled while this thread is in a race).
  let crash: { readonly error: unknown } | undefined
  const startWorkers = (): void => {
    const workers = threads - 1
    // Two runs a worker: it starts the next one at once, even while this thread is in a race.
    const p = new Tinypool({ ...workerOf(), minThreads: workers, maxThreads: workers, concurrentTasksPerWorker: 2 })
    pool = p
    for (let k = 0; k < workers * 2; k++)
      feeders.push(
        (async () => {
          for (let span = take(run()); span !== undefined; span = take(run())) {
            const [from, to] = span
            const task: RaceTask = { game: entry.game.id, plan, seed: seed + from, races: to - from }
            const out = (await p.run(task)) as ReadonlyArray<Either<string, RaceSummary>>
            out.forEach((result, k) => record(from + k, result))
            progress(done)
          }
        })().catch((error: unknown) => {
          crash ??= { error }
          failed = true
        }),
      )
  }
  const began = performance.now()
  let mark: { readonly at: number; readonly done: number } | undefined
  const worthIt = (): boolean => {
    const now = performance.now() - began
    if (now < WARM_MS) return false
    mark ??= { at: now, done }
    // A quarter of a second of races, for a rate steadier than one race's.
    if (now - mark.at < RATE_MS) return false
    return workersWorthIt(now - mark.at, done - mark.done, races - next)
  }
  try {
    if (threads > 1 && start === 'now') startWorkers()
    for (let span = take(1); span !== undefined; span = take(1)) {
      record(span[0], playSummary(entry, plan, seed + span[0], listener.decided))
      progress(done)
      if (pool === undefined && threads > 1 && worthIt()) startWorkers()
      // Let the workers' answers in, and hand them their next runs.
      if (pool !== undefined) await new Promise((resolve) => setImmediate(resolve))
    }
    await Promise.all(feeders)
  } finally {
    await pool?.destroy()
  }
  if (crash !== undefined) throw crash.error
  if (failure !== undefined) return left({ seed: seed + failure.index, message: failure.message })
  return right(done)
}
