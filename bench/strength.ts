/**
 * The search bots' strength: each game's `bots.mcts` against its heuristic bot in the series of
 * `strength-series.ts`, on a range of seeds, with the share of races where the best search seat
 * finishes ahead of the best heuristic seat and its Wilson 95% interval. Deterministic for its
 * seeds (iteration budgets, no clock): only the time varies with the machine's load.
 *
 *   node scripts/bundled.mjs bench/strength.ts [series...] [--seeds 7500-7559] [--iterations N]
 *     [--workers N] [--trial NAME] [--out FILE.jsonl]
 *
 * series: names or prefixes (`bolide` runs bolide-2, bolide-4 and bolide-6; default all). Races
 * are shared among `--workers` threads (default: one per core). `--out` appends one JSON line
 * per race and skips the races a file already holds, so a long series can be stopped and
 * resumed, or split over runs; the summary counts every race of the file for the seeds asked.
 * `--trial` plays a tuning variant of `strength-trials.ts` instead of the game's settings.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from '../src/core/index.js'
import { mctsPolicy } from '../src/search/index.js'
import { SERIES, type AnySeries } from './strength-series.js'
import { trialOptions } from './strength-trials.js'
import { wilson } from './search-series.js'

/** One race to play. */
interface Task {
  readonly series: string
  readonly seed: number
  /** Index of the arrangement of search seats. */
  readonly arrangement: number
  readonly iterations: number
  readonly trial: string
}

/** One race played: what the summary and the file keep. */
interface Outcome extends Task {
  /** 1 when the best search seat finished ahead of the best heuristic seat, 0.5 on a tie, 0 behind. */
  readonly score: number
  /** The search seats. */
  readonly searchSeats: ReadonlyArray<number>
  /** Each seat's place. */
  readonly places: ReadonlyArray<number>
  /** The seats put out of the race. */
  readonly out: ReadonlyArray<number>
  /** Decisions the search seats took, and how many of them chose a forbidden action. */
  readonly decisions: number
  readonly forbidden: number
  /** CPU seconds of the process while the race ran (exact with one worker). */
  readonly cpu: number
  /** Wall seconds. */
  readonly wall: number
  /** A failure, if the race could not be played. */
  readonly error?: string
}

const keyOf = (t: Task): string => `${t.series}|${t.seed}|${t.arrangement}|${t.iterations}|${t.trial}`

const seriesOf = (name: string): AnySeries => {
  const s = SERIES.find((x) => x.name === name)
  if (s === undefined) throw new Error(`no series ${name}`)
  return s
}

/** Plays one race of a task. */
const play = (task: Task): Outcome => {
  const series = seriesOf(task.series)
  const searchSeats = series.arrangements[task.arrangement] ?? []
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  const base = { ...task, searchSeats, places: [], out: [], decisions: 0, forbidden: 0, score: 0 }
  const done = (o: Partial<Outcome>): Outcome => {
    const cpu = process.cpuUsage(cpu0)
    return { ...base, ...o, cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - t0) / 1000 }
  }
  const start = series.game.setup(series.config)
  if (isLeft(start)) return done({ error: start.left.message })
  let decisions = 0
  let forbidden = 0
  const trial = trialOptions(series.game.id, task.trial)
  const budget = { iterations: task.iterations }
  // The game's own bot, as users run it; a trial that drops a setting builds it from the settings.
  const search =
    trial.omit.length === 0
      ? series.search({ budget, ...trial.options })
      : mctsPolicy(series.game, {
          ...Object.fromEntries(Object.entries(series.settings()).filter(([k]) => !trial.omit.includes(k))),
          ...trial.options,
          determinize: series.settings().determinize,
          budget,
        })
  const counted: Policy<unknown, unknown> = (input) => {
    const [action, rng] = search(input)
    decisions++
    if (series.forbidden?.(action) === true && input.legal.some((a) => series.forbidden?.(a) !== true)) forbidden++
    return [action, rng]
  }
  const policies = Array.from({ length: series.seats }, (_, seat) =>
    searchSeats.includes(seat) ? counted : series.heuristic,
  )
  const run = playout(series.game, start.right, seedRng(task.seed), policies, { collectEvents: false })
  if (isLeft(run)) return done({ error: `${run.left.code}: ${run.left.message}`, decisions, forbidden })
  const status = series.game.status(run.right.state)
  if (status.kind !== 'over') return done({ error: 'the race did not end', decisions, forbidden })
  const places: number[] = []
  for (const s of status.standings.seats) places[s.seat] = s.place
  const out = status.standings.placings.flatMap((p) => (p.eliminated === undefined || p.seat === null ? [] : [p.seat]))
  const best = (mine: boolean): number => Math.min(...places.filter((_, seat) => searchSeats.includes(seat) === mine))
  const ours = best(true)
  const theirs = best(false)
  return done({ score: ours < theirs ? 1 : ours === theirs ? 0.5 : 0, places, out, decisions, forbidden })
}

interface Args {
  readonly series: ReadonlyArray<AnySeries>
  readonly seeds: readonly [number, number]
  readonly iterations: number
  readonly workers: number
  readonly trial: string
  readonly out: string | null
}

const parse = (argv: ReadonlyArray<string>): Args => {
  const names: string[] = []
  let seeds: readonly [number, number] = [7500, 7529]
  let iterations = 1000
  let workers = availableParallelism()
  let trial = ''
  let out: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    if (a === '--seeds') {
      const [lo, hi] = (argv[++i] ?? '').split('-').map(Number)
      seeds = [lo as number, hi ?? (lo as number)]
    } else if (a === '--iterations') iterations = Number(argv[++i])
    else if (a === '--workers') workers = Number(argv[++i])
    else if (a === '--trial') trial = argv[++i] ?? ''
    else if (a === '--out') out = argv[++i] ?? null
    else names.push(a)
  }
  const series = names.length === 0 ? SERIES : SERIES.filter((s) => names.some((n) => s.name.startsWith(n)))
  return { series, seeds, iterations, workers, trial, out }
}

const pct = (x: number): string => `${(100 * x).toFixed(0)}%`

const summary = (args: Args, outcomes: ReadonlyArray<Outcome>): string[] => {
  const lines: string[] = []
  for (const s of args.series) {
    const mine = outcomes.filter(
      (o) =>
        o.series === s.name &&
        o.iterations === args.iterations &&
        o.trial === args.trial &&
        o.seed >= args.seeds[0] &&
        o.seed <= args.seeds[1],
    )
    if (mine.length === 0) continue
    const failed = mine.filter((o) => o.error !== undefined)
    const played = mine.filter((o) => o.error === undefined)
    const score = played.reduce((sum, o) => sum + o.score, 0)
    const [lo, hi] = wilson(score, played.length)
    const cpu = played.reduce((sum, o) => sum + o.cpu, 0) / Math.max(1, played.length)
    const forbidden = played.reduce((sum, o) => sum + o.forbidden, 0)
    const decisions = played.reduce((sum, o) => sum + o.decisions, 0)
    lines.push(
      `${s.name.padEnd(13)} ${String(score).padStart(5)} of ${String(played.length).padEnd(4)} ${pct(score / Math.max(1, played.length)).padStart(4)}` +
        `  95% interval ${pct(lo)}-${pct(hi)}  goal ${pct(s.goal)}${lo >= s.goal ? ' (met, lower bound)' : score / Math.max(1, played.length) >= s.goal ? ' (share met)' : ''}` +
        `  forbidden ${forbidden} of ${decisions} decisions  ${cpu.toFixed(1)} CPU s/race` +
        (failed.length > 0 ? `  FAILED ${failed.length}: ${failed[0]?.error}` : ''),
    )
  }
  return lines
}

const main = async (): Promise<void> => {
  const args = parse(process.argv.slice(2))
  const previous: Outcome[] =
    args.out !== null && existsSync(args.out)
      ? readFileSync(args.out, 'utf8')
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => JSON.parse(l) as Outcome)
      : []
  const have = new Set(previous.map(keyOf))
  const tasks: Task[] = []
  for (const s of args.series)
    for (let seed = args.seeds[0]; seed <= args.seeds[1]; seed++)
      s.arrangements.forEach((_, arrangement) => {
        const t = { series: s.name, seed, arrangement, iterations: args.iterations, trial: args.trial }
        if (!have.has(keyOf(t))) tasks.push(t)
      })
  const workers = Math.max(1, Math.min(args.workers, tasks.length))
  console.log(
    `pitwall search strength on Node ${process.version}: ${args.iterations} iterations per decision, seeds ${args.seeds[0]}-${args.seeds[1]}` +
      `${args.trial === '' ? '' : `, trial ${args.trial}`}; ${tasks.length} races to play on ${workers} threads, load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
  )
  const outcomes: Outcome[] = [...previous]
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  let next = 0
  const record = (o: Outcome): void => {
    outcomes.push(o)
    if (args.out !== null) appendFileSync(args.out, `${JSON.stringify(o)}\n`)
    const who = o.searchSeats.join('+')
    const result = o.error ?? (o.score === 1 ? 'ahead' : o.score === 0 ? 'behind' : 'level')
    process.stderr.write(
      `  ${o.series} seed ${o.seed} search at ${who}: ${result} (places ${o.places.join(' ')}${o.out.length > 0 ? `, out ${o.out.join(' ')}` : ''}${o.forbidden > 0 ? `, ${o.forbidden} forbidden` : ''}) ${o.wall.toFixed(0)} s, load ${loadavg()[0]?.toFixed(1)}\n`,
    )
  }
  await Promise.all(
    Array.from({ length: workers }, async () => {
      if (tasks.length === 0) return
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { role: 'strength-worker' } })
      try {
        for (;;) {
          const task = tasks[next++]
          if (task === undefined) break
          const outcome = await new Promise<Outcome>((resolve, reject) => {
            const failed = (error: unknown): void => reject(error)
            worker.once('error', failed)
            worker.once('message', (o: Outcome) => {
              worker.off('error', failed)
              resolve(o)
            })
            worker.postMessage(task)
          })
          record(outcome)
        }
      } finally {
        await worker.terminate()
      }
    }),
  )
  const cpu = process.cpuUsage(cpu0)
  console.log(
    `\n${((performance.now() - t0) / 1000).toFixed(0)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(0)} CPU s for the races played now; load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}\n` + 'Best search seat ahead of the best heuristic seat (a tie counts a half):',
  )
  for (const line of summary(args, outcomes)) console.log(`  ${line}`)
}

if (isMainThread) await main()
else if ((workerData as { role?: string } | null)?.role === 'strength-worker')
  parentPort?.on('message', (task: Task) => parentPort?.postMessage(play(task)))
