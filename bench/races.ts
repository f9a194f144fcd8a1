/**
 * The race rows of every game, and nothing else: CPU time per race (median and 90th
 * percentile, after the JIT has settled) with the load average beside each, to compare two
 * builds of pitwall in alternation on a shared machine (run this file of one checkout, then of
 * the other, and again).
 *
 *   node scripts/bundled.mjs bench/races.ts [row prefix...]
 *
 * Rows: `fmr random`, `fmr asked`, `fmr building`, `fd random`, `fd tournament`, `fd asked`,
 * `rallyman random`, `rallyman asked`, `bolide random`, `bolide asked` (the default: every race
 * row), and the searches of `bench/search.ts speed`, 100 iterations each: `search fmr`,
 * `search fmr-self`, `search fmr-no-model`, `search bolide`, `search formule-de`, `search rallyman`
 * (`search` for all six), and each game's random race replayed through the public `reduce`:
 * `reduce fmr`, `reduce fd`, `reduce rallyman`, `reduce bolide` (`reduce` for all four).
 */
import { loadavg } from 'node:os'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../src/core/index.js'
import type { BenchEntry } from './entry.js'
import { quantile, raceTimes } from './measure.js'
import { askedRandomBots } from './asked.js'
import { askedBuilding, entries as fmr } from './formula-motor-racing.js'
import { entries as formuleDe } from './formule-de.js'
import { entries as rallyman } from './rallyman.js'
import { entries as bolide } from './bolide.js'
import { startSearch } from '../src/search/index.js'
import {
  bolideBench,
  fmrBench,
  fmrNoModelBench,
  fmrSelfBench,
  formuleDeBench,
  rallymanBench,
  type SearchBench,
} from './search-games.js'

interface Row {
  readonly name: string
  readonly race: () => (seed: number) => number
}

// A race of an entry's config with the given bots, from one set-up state.
const rowOf = <C, S, A, E, O>(
  name: string,
  entry: BenchEntry<C, S, A, E, O> | undefined,
  policies: (entry: BenchEntry<C, S, A, E, O>) => ReadonlyArray<Policy<A, O>>,
): Row => ({
  name,
  race: () => {
    if (entry === undefined) throw new Error(`no bench entry for ${name}`)
    const game: Game<C, S, A, E, O> = entry.game
    const start = game.setup(entry.config)
    if (isLeft(start)) throw new Error(`bench config refused: ${start.left.message}`)
    const bots = policies(entry)
    return (seed) => {
      const run = playout(game, start.right, seedRng(seed), bots, { collectEvents: false })
      if (isLeft(run)) throw new Error(`${name}: race failed: ${run.left.code} ${run.left.message}`)
      return run.right.actions.length
    }
  },
})

// The entry's game with random bots asked as policies (no driver shortcut).
const asked = <C, S, A, E, O>(_entry: BenchEntry<C, S, A, E, O>, seats: number): ReadonlyArray<Policy<A, O>> =>
  askedRandomBots<A, O>(seats).policies

const ROWS: ReadonlyArray<Row> = [
  rowOf('fmr random', fmr[0], (e) => e.policies),
  rowOf('fmr asked', fmr[0], (e) => asked(e, 6)),
  rowOf('fmr building', fmr[0], () => Array.from({ length: 6 }, () => askedBuilding)),
  rowOf('fd random', formuleDe[0], (e) => e.policies),
  rowOf('fd tournament', formuleDe[1], (e) => e.policies),
  rowOf('fd asked', formuleDe[1], (e) => asked(e, 10)),
  rowOf('rallyman random', rallyman[0], (e) => e.policies),
  rowOf('rallyman asked', rallyman[0], (e) => asked(e, 4)),
  rowOf('bolide random', bolide[0], (e) => e.policies),
  rowOf('bolide asked', bolide[0], (e) => asked(e, 8)),
]

// A random race of the entry replayed through the public `reduce`, as an app that keeps its
// own loop does (every state handed out): the 16 races of seeds 0 to 15 in turn.
const reduceRow = <C, S, A, E, O>(name: string, entry: BenchEntry<C, S, A, E, O> | undefined): Row => ({
  name,
  race: () => {
    if (entry === undefined) throw new Error(`no bench entry for ${name}`)
    const game: Game<C, S, A, E, O> = entry.game
    const start = game.setup(entry.config)
    if (isLeft(start)) throw new Error(`bench config refused: ${start.left.message}`)
    const logs = Array.from({ length: 16 }, (_, seed) => {
      const run = playout(game, start.right, seedRng(seed), entry.policies, { collectEvents: false })
      if (isLeft(run)) throw new Error(`${name}: race failed: ${run.left.message}`)
      return run.right.actions
    })
    return (seed) => {
      let state = start.right
      const actions = logs[seed % 16] as ReadonlyArray<A>
      for (const action of actions) {
        const next = game.reduce(state, action)
        if (isLeft(next)) throw new Error(`${name}: ${next.left.message}`)
        state = next.right.state
      }
      return actions.length
    }
  },
})

// Searches of `bench/search.ts speed` (100 iterations from one of its five positions each,
// in turn), timed as a race is: the CPU time of each, after the JIT has settled.
const searchRow = <C, S, A, E, O>(b: SearchBench<C, S, A, E, O>): Row => ({
  name: `search ${b.name}`,
  race: () => {
    const start = b.game.setup(b.config)
    if (isLeft(start)) throw new Error(start.left.message)
    const heuristic = Array.from({ length: b.seats }, () => b.heuristic)
    const run = playout(b.game, start.right, seedRng(1), heuristic, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    const positions: S[] = []
    let state = start.right
    for (const action of run.right.actions) {
      const status = b.game.status(state)
      if (status.kind === 'decision' && status.seat === 0 && b.game.legalActions(state, 0).length > 1)
        positions.push(state)
      const next = b.game.reduce(state, action)
      if (isLeft(next)) throw new Error(next.left.message)
      state = next.right.state
    }
    const picked = [0, 1, 2, 3, 4].map((k) => positions[Math.floor((k * positions.length) / 5)] as S)
    const observations = picked.map((p) => {
      const seen = b.game.observe(p, 0)
      if (isLeft(seen)) throw new Error(seen.left.message)
      return seen.right
    })
    return (seed) => {
      const root = { observation: observations[seed % 5] as O, seat: 0, rng: seedRng(seed) }
      const search = startSearch(b.game, root, b.options)
      if (isLeft(search)) throw new Error(search.left.message)
      const done = search.right.step(100)
      if (search.right.failure !== null) throw new Error(search.right.failure.message)
      return done
    }
  },
})

const REDUCES: ReadonlyArray<Row> = [
  reduceRow('reduce fmr', fmr[0]),
  reduceRow('reduce fd', formuleDe[0]),
  reduceRow('reduce rallyman', rallyman[0]),
  reduceRow('reduce bolide', bolide[0]),
]

const SEARCHES: ReadonlyArray<Row> = [
  searchRow(fmrBench),
  searchRow(fmrSelfBench),
  searchRow(fmrNoModelBench),
  searchRow(bolideBench),
  searchRow(formuleDeBench),
  searchRow(rallymanBench),
]

/** Every row, for `bench/paired.mjs` (which runs the rows of two checkouts in one process). */
export const ALL_ROWS: ReadonlyArray<Row> = [...ROWS, ...REDUCES, ...SEARCHES]

// The rows asked for on the command line, each timed in turn.
const main = (prefixes: ReadonlyArray<string>): void => {
  const chosen = prefixes.length === 0 ? ROWS : ALL_ROWS.filter((r) => prefixes.some((p) => r.name.startsWith(p)))
  if (chosen.length === 0) {
    const names = ALL_ROWS.map((r) => r.name).join(', ')
    console.error(`No row starts with ${prefixes.join(', ')}; rows: ${names}.`)
    process.exitCode = 1
  }
  for (const row of chosen) {
    const times = raceTimes(row.race())
    const load = loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')
    console.log(
      `${row.name.padEnd(16)} ${quantile(times, 0.5).toFixed(3).padStart(9)} ms  p90 ${quantile(times, 0.9).toFixed(3).padStart(9)} ms  ${String(times.length).padStart(5)} races  load ${load}`,
    )
  }
}

// Imported by the paired runner, the file only lends its rows.
if (process.env['PITWALL_ROWS_IMPORTED'] !== '1') main(process.argv.slice(2))
