import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, resolveChance, seedRng, type Game } from '../src/core/index.js'
import type { BenchEntry } from './entry.js'

/** Median of a list of numbers. */
export const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** The `q` quantile of a list of numbers (0.5: the median), by the nearest rank. */
export const quantile = (xs: ReadonlyArray<number>, q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number
}

// CPU time of this process in milliseconds: unlike wall time, it does not count the time
// spent waiting for a core, so a busy machine (two cores shared with CI or other jobs)
// skews the figures far less.
const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

// Calls per CPU second of `work` over one timed run of `millis` ms of CPU time.
const timedRun = (work: (i: number) => unknown, millis: number): number => {
  let count = 0
  let sink = 0
  const start = cpuMillis()
  while (cpuMillis() - start < millis) {
    for (let k = 0; k < 16; k++) if (work(count++) !== undefined) sink++
  }
  if (sink < 0) console.log(sink)
  return (count * 1000) / (cpuMillis() - start)
}

/** Calls per CPU second of `work`, as the median of `runs` timed runs after a warm-up. */
export const rate = (work: (i: number) => unknown, runs = 7, runMillis = 300): number => {
  timedRun(work, runMillis) // warm-up: let the JIT settle
  return median(Array.from({ length: runs }, () => timedRun(work, runMillis)))
}

// CPU time a race workload runs before it is timed. The optimizing compiler works on a
// background thread whose CPU time counts too: a full game's engine takes over a second of
// it to settle (compiling, deoptimizing, recompiling), so a short warm-up would time the
// compiler along with the races.
const SETTLE_MILLIS = 2000

/**
 * Two workloads timed in alternation (a, b, a, b...): their rates, and the median of the
 * per-pair ratios of b's rate to a's. The machine's speed drifts over seconds (two cores
 * shared with other jobs): timing one workload after the other skews their ratio, timing
 * them side by side does not. Both are warmed up until the JIT has settled. The first and
 * third quartiles of the pair ratios are kept too: one run then shows how far its own
 * figure may drift. Many short pairs rather than a few long ones, for those quartiles.
 */
export const pairedRates = (
  a: (i: number) => unknown,
  b: (i: number) => unknown,
  runs = 27,
  runMillis = 100,
): { readonly a: number; readonly b: number; readonly ratio: number; readonly ratioQuartiles: readonly [number, number] } => {
  timedRun(a, SETTLE_MILLIS)
  timedRun(b, SETTLE_MILLIS)
  const as: number[] = []
  const bs: number[] = []
  for (let r = 0; r < runs; r++) {
    as.push(timedRun(a, runMillis))
    bs.push(timedRun(b, runMillis))
  }
  const ratios = as.map((x, r) => (bs[r] as number) / x)
  return { a: median(as), b: median(bs), ratio: median(ratios), ratioQuartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)] }
}

/** The measures of one bench entry. */
export interface Measures {
  readonly label: string
  readonly racesPerSecond: number
  readonly reducePerSecond: number
  readonly legalActionsPerSecond: number
  readonly baselineRacesPerSecond: number | null
  /** Median over alternating timed runs of (baseline races/s) / (pitwall races/s). */
  readonly baselineRatio: number | null
  /** The first and third quartiles of those ratios. */
  readonly baselineRatioQuartiles: readonly [number, number] | null
}

// One full random race from the set-up state. States are immutable, so every race starts
// from the same initial state, as a bot's search would; setup (decoding and validating the
// config) is paid once, not per race.
const raceFrom = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>) => {
  const start = entry.game.setup(entry.config)
  if (isLeft(start)) throw new Error(`bench config refused: ${start.left.message}`)
  return (seed: number): number => {
    const run = playout(entry.game, start.right, seedRng(seed), entry.policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(`bench race failed: ${run.left.code} ${run.left.message}`)
    return run.right.actions.length
  }
}

// A sample of (state, action) pairs met in real races, to time single calls.
const sampleSteps = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>, races: number) => {
  const game: Game<C, S, A, E, O> = entry.game
  const steps: { state: S; action: A }[] = []
  for (let seed = 0; seed < races; seed++) {
    const start = game.setup(entry.config)
    if (isLeft(start)) throw new Error('bench config refused')
    const run = playout(game, start.right, seedRng(seed), entry.policies, { collectEvents: false })
    if (isLeft(run)) throw new Error('bench race failed')
    let state = start.right
    for (const action of run.right.actions) {
      steps.push({ state, action })
      const next = game.reduce(state, action)
      if (isLeft(next)) throw new Error('bench replay failed')
      state = next.right.state
    }
  }
  return steps
}

/** Measures one entry: races, reduce calls and legalActions calls per second, and the baseline. */
export const measure = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>): Measures => {
  const steps = sampleSteps(entry, 20)
  const pick = (i: number) => steps[i % steps.length] as { state: S; action: A }
  const baseline = entry.baseline
  const race = raceFrom(entry)
  const paired = baseline ? pairedRates(race, (i) => baseline(i)) : null
  return {
    label: entry.label,
    racesPerSecond: paired?.a ?? rate(race),
    reducePerSecond: rate((i) => {
      const { state, action } = pick(i)
      return entry.game.reduce(state, action)
    }),
    legalActionsPerSecond: rate((i) => entry.game.legalActions(pick(i).state)),
    baselineRacesPerSecond: paired?.b ?? null,
    baselineRatio: paired?.ratio ?? null,
    baselineRatioQuartiles: paired?.ratioQuartiles ?? null,
  }
}

// The pairs' quartiles after the median ratio: ` (2.61-2.95)`.
const ratioSpread = (quartiles: readonly [number, number] | null): string =>
  quartiles === null ? '' : ` (${quartiles[0].toFixed(2)}-${quartiles[1].toFixed(2)})`

/** Measures as a table a person can read. */
export const formatTable = (rows: ReadonlyArray<Measures>): string => {
  const header = ['game', 'races/s', 'ms/race', 'reduce/s', 'legalActions/s', 'baseline races/s', 'pitwall/baseline']
  const cells = rows.map((r) => [
    r.label,
    r.racesPerSecond.toFixed(0),
    (1000 / r.racesPerSecond).toFixed(3),
    r.reducePerSecond.toFixed(0),
    r.legalActionsPerSecond.toFixed(0),
    r.baselineRacesPerSecond === null ? '-' : r.baselineRacesPerSecond.toFixed(0),
    r.baselineRatio === null ? '-' : `${r.baselineRatio.toFixed(2)}x${ratioSpread(r.baselineRatioQuartiles)}`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)))
  const line = (c: ReadonlyArray<string>) =>
    c.map((x, i) => (i === 0 ? x.padEnd(widths[i] as number) : x.padStart(widths[i] as number))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n')
}

/** Re-exported so entries can resolve the opening chance if they need to. */
export { resolveChance }
