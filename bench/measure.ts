import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, resolveChance, seedRng, type Game, type Policy } from '../src/core/index.js'
import { cpuMillis, formatLoad, loadNow, type Clock, type Load } from './clock.js'
import type { BenchEntry, Figure, NamedPolicies } from './entry.js'

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

/**
 * A figure from a list of samples: their median and 90th percentile, the clock they were read
 * on, and the machine's load averages now (call it right after the samples are taken).
 */
export const figureOf = (
  game: string,
  measure: string,
  samples: ReadonlyArray<number>,
  unit: string,
  clock: Clock,
  extra: { readonly ratio?: number; readonly note?: string } = {},
): Figure => ({
  game,
  measure,
  median: median(samples),
  p90: quantile(samples, 0.9),
  unit,
  clock,
  load: loadNow(),
  ...extra,
})

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

// CPU time a race workload runs before it is timed. The optimizing compiler works on a
// background thread whose CPU time counts too: a full game's engine takes over a second of
// it to settle (compiling, deoptimizing, recompiling), so a short warm-up would time the
// compiler along with the races.
const SETTLE_MILLIS = 2000

/**
 * Workloads timed in round robin (a, b, c, a, b, c...): their rates per run, round by round.
 * The machine's speed drifts over seconds (two cores shared with other jobs): timing one
 * workload after the other skews their ratio, timing them side by side does not. Each is
 * warmed up until the JIT has settled. Many short rounds rather than a few long ones, so the
 * ratios' spread shows how far one run's figure may drift.
 */
export const roundRobinRates = (
  works: ReadonlyArray<(i: number) => unknown>,
  runs = 27,
  runMillis = 100,
): ReadonlyArray<ReadonlyArray<number>> => {
  for (const work of works) timedRun(work, SETTLE_MILLIS)
  const rates = works.map((): number[] => [])
  for (let r = 0; r < runs; r++) works.forEach((work, w) => rates[w]?.push(timedRun(work, runMillis)))
  return rates
}

/** Two workloads timed in alternation (a, b, a, b...): their rates per run, and the per-pair ratios of b's rate to a's. */
export const pairedRates = (
  a: (i: number) => unknown,
  b: (i: number) => unknown,
  runs = 27,
  runMillis = 100,
): {
  readonly as: ReadonlyArray<number>
  readonly bs: ReadonlyArray<number>
  readonly ratios: ReadonlyArray<number>
} => {
  const [as = [], bs = []] = roundRobinRates([a, b], runs, runMillis)
  return { as, bs, ratios: as.map((x, r) => (bs[r] as number) / x) }
}

// One full race from the set-up state. States are immutable, so every race starts from the
// same initial state, as a bot's search would; setup (decoding and validating the config)
// is paid once, not per race.
const raceFrom = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>, policies: ReadonlyArray<Policy<A, O>>) => {
  const start = entry.game.setup(entry.config)
  if (isLeft(start)) throw new Error(`bench config refused: ${start.left.message}`)
  return (seed: number): number => {
    const run = playout(entry.game, start.right, seedRng(seed), policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(`bench race failed: ${run.left.code} ${run.left.message}`)
    return run.right.actions.length
  }
}

/**
 * Milliseconds of CPU time per race, each race timed on its own (seeds 0, 1, 2...), after
 * the JIT has settled: at least 30 races and about `millis` ms of races in all.
 */
export const raceTimes = (race: (seed: number) => number, millis = 1500): ReadonlyArray<number> => {
  timedRun(race, SETTLE_MILLIS)
  const times: number[] = []
  let sink = 0
  const start = cpuMillis()
  let before = start
  for (let seed = 0; times.length < 30 || before - start < millis; seed++) {
    sink += race(seed)
    const after = cpuMillis()
    times.push(after - before)
    before = after
    if (times.length >= 20_000) break
  }
  if (sink < 0) console.log(sink)
  return times
}

/** A race of the entry with some bots, recorded as its actions (chance outcomes included). */
interface Recorded<A> {
  readonly actions: ReadonlyArray<A>
}

const record = <C, S, A, E, O>(
  entry: BenchEntry<C, S, A, E, O>,
  policies: ReadonlyArray<Policy<A, O>>,
  seed: number,
): Recorded<A> => {
  const start = entry.game.setup(entry.config)
  if (isLeft(start)) throw new Error('bench config refused')
  const run = playout(entry.game, start.right, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) throw new Error(`bench race failed: ${run.left.message}`)
  return { actions: run.right.actions }
}

/**
 * Microseconds of the FIRST `legalActions` call at each decision and of the first `reduce`
 * of each step, replaying recorded races: every state timed is the one `reduce` has just
 * produced (what an app meets), never one a call before has seen, so no per-state cache can
 * answer. Separate replays: one finds the decisions, one times `legalActions` (at
 * decisions), one `reduce` (every step, chance outcomes included), so no call warms another.
 * A single call lasts a few microseconds, too short for the CPU clock: these are wall-clock
 * times (`performance.now`, whose empty interval reads a few hundredths of a µs), and a busy
 * machine shows in their p90 first.
 */
export const perCallTimes = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  races: ReadonlyArray<Recorded<A>>,
): { readonly legal: ReadonlyArray<number>; readonly reduce: ReadonlyArray<number> } => {
  const legal: number[] = []
  const reduce: number[] = []
  let sink = 0
  for (const race of races) {
    const start = game.setup(config)
    if (isLeft(start)) throw new Error('bench config refused')
    // Which steps are decisions, from a replay of their own (status may fill a cache too).
    const decisions: boolean[] = []
    let state = start.right
    for (const action of race.actions) {
      const kind = game.status(state).kind
      decisions.push(kind === 'decision' || kind === 'simultaneous')
      const next = game.reduce(state, action)
      if (isLeft(next)) throw new Error(`bench replay failed: ${next.left.message}`)
      state = next.right.state
    }
    state = start.right
    for (const [i, action] of race.actions.entries()) {
      if (decisions[i] === true) {
        const t0 = performance.now()
        sink += game.legalActions(state).length
        legal.push((performance.now() - t0) * 1000)
      }
      const next = game.reduce(state, action)
      if (isLeft(next)) throw new Error(`bench replay failed: ${next.left.message}`)
      state = next.right.state
    }
    state = start.right
    for (const action of race.actions) {
      const t0 = performance.now()
      const next = game.reduce(state, action)
      reduce.push((performance.now() - t0) * 1000)
      if (isLeft(next)) throw new Error(`bench replay failed: ${next.left.message}`)
      state = next.right.state
    }
  }
  if (sink < 0) console.log(sink)
  return { legal, reduce }
}

// The races the per-call figures replay: `count` with the entry's bots and `count` with its
// sample bots (seeds 1000...), recorded once.
const sampleRaces = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>, count: number): ReadonlyArray<Recorded<A>> => {
  const out: Recorded<A>[] = []
  for (let i = 0; i < count; i++) {
    out.push(record(entry, entry.policies, 1000 + i))
    if (entry.samplePolicies !== undefined) out.push(record(entry, entry.samplePolicies.policies, 1000 + i))
  }
  return out
}

// Per-call figures over enough races for a few thousand steps: the replays run once to warm
// the JIT, then once more timed.
const perCallFigures = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>): ReadonlyArray<Figure> => {
  let count = 1
  let races = sampleRaces(entry, count)
  const steps = (rs: ReadonlyArray<Recorded<A>>) => rs.reduce((n, r) => n + r.actions.length, 0)
  while (steps(races) < 5000 && count < 200) {
    count *= 2
    races = sampleRaces(entry, count)
  }
  perCallTimes(entry.game, entry.config, races)
  const { legal, reduce } = perCallTimes(entry.game, entry.config, races)
  const bots = `${entry.policyNote ?? 'random bots'}${entry.samplePolicies === undefined ? '' : ` and ${entry.samplePolicies.note}`}`
  const from = `${races.length} races (${bots}), first call on fresh states, no cache hit`
  return [
    figureOf(entry.label, 'legalActions', legal, 'µs', 'wall', { note: `decisions of ${from}` }),
    figureOf(entry.label, 'reduce', reduce, 'µs', 'wall', { note: `every step of ${from}` }),
  ]
}

// The ratio figure of a race paired with the baseline: pitwall's ms per race over the runs,
// and the median of the pairs' ratios (their quartiles in the note).
const pairedFigure = <C, S, A, E, O>(
  entry: BenchEntry<C, S, A, E, O>,
  baseline: (seed: number) => number,
  bots: NamedPolicies<A, O>,
): ReadonlyArray<Figure> => {
  const { as, bs } = pairedRates((seed) => baseline(seed), raceFrom(entry, bots.policies))
  // Rates per run: the time ratio of a pair is the baseline's rate over pitwall's.
  const ratios = as.map((a, r) => a / (bs[r] as number))
  const ms = (rates: ReadonlyArray<number>) => rates.map((r) => 1000 / r)
  const q = `pairs' quartiles ${quantile(ratios, 0.25).toFixed(2)}-${quantile(ratios, 0.75).toFixed(2)}`
  return [
    figureOf(entry.label, 'race (baseline)', ms(as), 'ms', 'cpu', {
      note: 'hand-written mutable random race (27 runs of 100 ms)',
    }),
    figureOf(entry.label, 'race (paired)', ms(bs), 'ms', 'cpu', {
      ratio: median(ratios),
      note: `${bots.note}; ratio: pitwall's time / baseline's, ${q}`,
    }),
  ]
}

// The baseline and the races of several bots (the driver's shortcut, bots asked as policies)
// timed in one round robin, as a learning process that runs several policies interleaves
// them: the engine's code then serves every path at once. Each path's ratio to the baseline
// of its round.
const mixedFigures = <C, S, A, E, O>(
  entry: BenchEntry<C, S, A, E, O>,
  baseline: (seed: number) => number,
  mixed: ReadonlyArray<NamedPolicies<A, O>>,
): ReadonlyArray<Figure> => {
  const [base = [], ...rates] = roundRobinRates([
    (seed) => baseline(seed),
    ...mixed.map((bots) => raceFrom(entry, bots.policies)),
  ])
  return mixed.map((bots, i) => {
    const ratios = base.map((b, r) => b / (rates[i]?.[r] as number))
    const q = `rounds' quartiles ${quantile(ratios, 0.25).toFixed(2)}-${quantile(ratios, 0.75).toFixed(2)}`
    return figureOf(
      entry.label,
      'race (mixed)',
      (rates[i] ?? []).map((r) => 1000 / r),
      'ms',
      'cpu',
      {
        ratio: median(ratios),
        note: `${bots.note}, in one round robin with the baseline and the other mixed rows (27 rounds of 100 ms each); ratio: pitwall's time / baseline's, ${q}`,
      },
    )
  })
}

// Setting up a race of the entry's config again, as a batch does for each race: CPU time of
// groups of 20 calls, each group's mean a sample, after 20 calls (the boards an engine
// remembers are built by then). A single call is too short for the CPU clock's microseconds.
const SETUP_GROUP = 20
const setupFigure = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>): Figure => {
  const setUp = (): void => {
    const start = entry.game.setup(entry.config)
    if (isLeft(start)) throw new Error('bench config refused')
  }
  for (let i = 0; i < 20; i++) setUp()
  const times: number[] = []
  for (let g = 0; g < 20; g++) {
    const t0 = cpuMillis()
    for (let i = 0; i < SETUP_GROUP; i++) setUp()
    times.push(((cpuMillis() - t0) * 1000) / SETUP_GROUP)
  }
  return figureOf(entry.label, 'setup', times, 'µs', 'cpu', {
    note: `game.setup of the same config again, as a batch does for each race (20 groups of ${SETUP_GROUP} calls after 20, each group's mean)`,
  })
}

/** Every standard figure of one entry: races, set-up, first-call legalActions and reduce, the baseline ratios. */
export const measure = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>): ReadonlyArray<Figure> => {
  const main: NamedPolicies<A, O> = { policies: entry.policies, note: entry.policyNote ?? 'random bots' }
  const races = [main, ...(entry.moreRaces ?? [])].map((bots) =>
    figureOf(entry.label, 'race', raceTimes(raceFrom(entry, bots.policies)), 'ms', 'cpu', {
      note: `${bots.note}, CPU time of each race`,
    }),
  )
  const baseline = entry.baseline
  const paired =
    baseline === undefined
      ? []
      : [main, ...(entry.baselinePolicies ?? [])].flatMap((bots, i) =>
          pairedFigure(entry, baseline, bots).slice(i === 0 ? 0 : 1),
        )
  const mixed = entry.mixedPolicies
  const interleaved = baseline === undefined || mixed === undefined ? [] : mixedFigures(entry, baseline, mixed)
  return [
    ...races,
    ...paired,
    ...interleaved,
    setupFigure(entry),
    ...perCallFigures(entry),
    ...(entry.figures?.() ?? []),
  ]
}

const format = (x: number): string =>
  x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3)

/**
 * Figures as a table a person can read: one row per figure, with its clock and the load
 * averages when it was taken (1, 5, 15 minutes), the notes in the last column.
 */
export const formatTable = (figures: ReadonlyArray<Figure>): string => {
  const header = ['game', 'measure', 'median', 'p90', 'unit', 'ratio', 'clock', 'load 1/5/15 min', 'note']
  const cells = figures.map((f) => [
    f.game,
    f.measure,
    format(f.median),
    format(f.p90),
    f.unit,
    f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}x`,
    f.clock,
    formatLoad(f.load),
    f.note ?? '',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)))
  const right = new Set([2, 3, 5])
  const line = (c: ReadonlyArray<string>) =>
    c
      .map((x, i) =>
        i === c.length - 1 ? x : right.has(i) ? x.padStart(widths[i] as number) : x.padEnd(widths[i] as number),
      )
      .join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}

/** What `npm run bench -- --json` prints: the machine, the load before and after, every figure with its own load. */
export interface BenchReport {
  /** Cores, CPU model and Node version. */
  readonly machine: string
  /** The load averages (1, 5, 15 minutes) when the bench started and when it ended. */
  readonly load: { readonly start: Load; readonly end: Load }
  /** Every figure, each with its clock and load. */
  readonly figures: ReadonlyArray<Figure>
  /** Game-specific lines printed under the table. */
  readonly lines: ReadonlyArray<string>
}

/** The report as one JSON document (`--json`), to compare versions. */
export const formatJson = (report: BenchReport): string => JSON.stringify(report, null, 2)

/** A line that says what the load was: `load average 1.25 0.80 0.41 (1, 5, 15 min)`. */
export const loadLine = (load: Load): string => `load average ${formatLoad(load)} (1, 5, 15 min)`

/** Re-exported so entries can resolve the opening chance if they need to. */
export { resolveChance }
