/**
 * The search bench: iterations per CPU second of `pitwall/search` in each game, and its strength
 * in head-to-head series against each game's heuristic bot (pairs of races on one seed with
 * the seats swapped; the share of races won with its Wilson 95% interval).
 *
 *   node scripts/bundled.mjs bench/search.ts [speed|strength|all] [game...] [--iterations N] [--pairs N] [--seed N]
 *
 * games: fmr, fmr-self, fmr-no-model, bolide, formule-de, rallyman (default all). Numbers, never assertions. Series are
 * slow (seconds per race); the default pairs keep a full run to tens of minutes on one core.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import { startSearch } from '../src/search/index.js'
import {
  bolideBench,
  fmrBench,
  fmrSelfBench,
  fmrNoModelBench,
  formuleDeBench,
  rallymanBench,
  searchBot,
  type SearchBench,
} from './search-games.js'
import { headToHead, wilson } from './search-series.js'
import { cpuMillis, loadNow } from './clock.js'
import { loadLine } from './measure.js'

interface Args {
  readonly what: 'speed' | 'strength' | 'all'
  readonly games: ReadonlyArray<string>
  readonly iterations: number
  readonly pairs: number | undefined
  readonly seed: number
}

const parse = (argv: ReadonlyArray<string>): Args => {
  let what: Args['what'] = 'all'
  const games: string[] = []
  let iterations = 1000
  let pairs: number | undefined
  let seed = 2026
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    if (a === 'speed' || a === 'strength' || a === 'all') what = a
    else if (a === '--iterations') iterations = Number(argv[++i])
    else if (a === '--pairs') pairs = Number(argv[++i])
    else if (a === '--seed') seed = Number(argv[++i])
    else games.push(a)
  }
  return { what, games, iterations, pairs, seed }
}

/** Iterations per CPU second from up to five decisions of seat 0 in a race of heuristic bots. */
const speed = <C, S, A, E, O>(b: SearchBench<C, S, A, E, O>, iterations: number): string => {
  const start = b.game.setup(b.config)
  if (isLeft(start)) throw new Error(start.left.message)
  const run = playout(
    b.game,
    start.right,
    seedRng(1),
    Array.from({ length: b.seats }, () => b.heuristic),
    { collectEvents: false },
  )
  if (isLeft(run)) throw new Error(run.left.message)
  // The positions where seat 0 chose among several actions, replayed from the log.
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
  const picked = [0, 1, 2, 3, 4]
    .map((k) => positions[Math.floor((k * positions.length) / 5)])
    .filter((s): s is S => s !== undefined)
  let done = 0
  let ms = 0
  for (const position of picked) {
    const observation = b.game.observe(position, 0)
    if (isLeft(observation)) throw new Error(observation.left.message)
    const search = startSearch(b.game, { observation: observation.right, seat: 0, rng: seedRng(7) }, b.options)
    if (isLeft(search)) throw new Error(search.left.message)
    const t0 = cpuMillis()
    done += search.right.step(iterations)
    ms += cpuMillis() - t0
    if (search.right.failure !== null) throw new Error(search.right.failure.message)
  }
  return `${b.name.padEnd(11)} ${((done / ms) * 1000).toFixed(0).padStart(7)} iterations per CPU second  (${loadLine(loadNow())}; ${picked.length} positions x ${iterations} iterations; ${b.setting})`
}

const strength = <C, S, A, E, O>(b: SearchBench<C, S, A, E, O>, args: Args): string => {
  const pairs = args.pairs ?? b.pairs
  process.stderr.write(`${b.label}: ${pairs} pairs of races at ${args.iterations} iterations per decision\n`)
  const tally = headToHead(
    {
      label: b.label,
      game: b.game,
      config: b.config,
      seats: b.seats,
      search: searchBot(b, args.iterations),
      opponent: b.heuristic,
      ...(b.arrangement ? { arrangement: b.arrangement } : {}),
    },
    pairs,
    args.seed,
    (race, score) =>
      process.stderr.write(`  race ${race + 1}: ${score === 1 ? 'won' : score === 0 ? 'lost' : `shared (${score})`}\n`),
  )
  const [lo, hi] = wilson(tally.score, tally.races)
  const pct = (x: number): string => `${(100 * x).toFixed(0)}%`
  return (
    `${b.name.padEnd(11)} won ${tally.score} of ${tally.races} races (${pct(tally.score / tally.races)}, 95% interval ${pct(lo)}-${pct(hi)}), ` +
    `${(tally.seconds / tally.races).toFixed(1)} CPU s a race (${loadLine(loadNow())}); seeds ${args.seed}..${args.seed + pairs - 1}`
  )
}

interface Row {
  readonly name: string
  readonly speed: (iterations: number) => string
  readonly strength: (args: Args) => string
}

// Type-erased rows: each game keeps its own types inside its closures.
const row = <C, S, A, E, O>(b: SearchBench<C, S, A, E, O>): Row => ({
  name: b.name,
  speed: (iterations) => speed(b, iterations),
  strength: (args) => strength(b, args),
})

const rows: ReadonlyArray<Row> = [
  row(fmrBench),
  row(fmrSelfBench),
  row(fmrNoModelBench),
  row(bolideBench),
  row(formuleDeBench),
  row(rallymanBench),
]

const args = parse(process.argv.slice(2))
const chosen = args.games.length === 0 ? rows : rows.filter((r) => args.games.includes(r.name))
if (chosen.length === 0) {
  console.error(`No game named ${args.games.join(', ')}; games: ${rows.map((r) => r.name).join(', ')}.`)
  process.exitCode = 1
} else {
  console.log(
    `pitwall search bench on Node ${process.version}, ${args.iterations} iterations per decision; ${loadLine(loadNow())}`,
  )
  if (args.what !== 'strength') {
    console.log('\nSpeed')
    for (const r of chosen) console.log(`  ${r.speed(args.iterations)}`)
  }
  if (args.what !== 'speed') {
    console.log('\nAgainst the heuristic bot (pairs of races on one seed, seats swapped)')
    for (const r of chosen) console.log(`  ${r.strength(args)}`)
  }
}
