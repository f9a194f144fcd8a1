/**
 * boardgame.io's MCTSBot against pitwall's search on the same Formula Motor Racing race (4
 * players): two seats played by one bot, two by the other (seats 0 and 2, then 1 and 3, on each
 * seed), or the MCTSBot's two seats against two heuristic seats (`--against heuristic`), as
 * `bench/strength.ts fmr-4` races `bots.mcts`. A race counts 1 when the best pitwall seat
 * (the heuristic's, or `bots.mcts`') finishes ahead of the MCTSBot's best, a tie a half.
 *
 *   node scripts/bundled.mjs bench/mctsbot.ts [--seeds 9200-9209] [--iterations N]
 *     [--against mcts|heuristic] [--playout-depth N] [--out FILE.jsonl]
 *
 * The MCTSBot plays the race through `toBoardgameIo` (pitwall/boardgame-io), with its own
 * select, expand, playout and backpropagation, its UCT constant and its final choice (the most
 * visited). It cannot sample what it does not see: at each decision it is handed a boardgame.io
 * state made from the seat's observation, the hidden cards dealt again by the game's
 * `determinize` and the chance reseeded from its own generator (one sample per decision: it
 * would otherwise read the deck and the dice of the server's generator held in `G`). Its
 * playouts are random to the end of the race unless `--playout-depth` stops them (its default
 * is 50 actions), and it scores 1 for the race's winner. Deterministic for the seeds.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { createRequire } from 'node:module'
import type { Ctx, Game as BgioGame } from 'boardgame.io'
import { isLeft } from 'fp-ts/lib/Either.js'
import { nextInt, playout, seedRng, type Policy } from '../src/core/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import { toBoardgameIo, type PitwallG } from '../src/boardgame-io/index.js'
import { wilson } from './search-series.js'

// boardgame.io's subpaths are folders, which Node's ESM loader cannot import: required as CommonJS.
const require = createRequire(import.meta.url)
const { MCTSBot } = require('boardgame.io/ai') as typeof import('boardgame.io/ai')
const { InitializeGame } = require('boardgame.io/internal') as typeof import('boardgame.io/internal')

const PLAYERS = 4
const ARRANGEMENTS: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 2],
  [1, 3],
]

interface Args {
  readonly seeds: readonly [number, number]
  readonly iterations: number
  readonly against: 'mcts' | 'heuristic'
  readonly playoutDepth: number
  readonly out: string | null
}

const parse = (argv: ReadonlyArray<string>): Args => {
  let seeds: readonly [number, number] = [9200, 9209]
  let iterations = 1000
  let against: 'mcts' | 'heuristic' = 'mcts'
  let playoutDepth = 10_000
  let out: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    if (a === '--seeds') {
      const [lo, hi] = (argv[++i] ?? '').split('-').map(Number)
      seeds = [lo as number, hi ?? (lo as number)]
    } else if (a === '--iterations') iterations = Number(argv[++i])
    else if (a === '--against') against = argv[++i] === 'heuristic' ? 'heuristic' : 'mcts'
    else if (a === '--playout-depth') playoutDepth = Number(argv[++i])
    else if (a === '--out') out = argv[++i] ?? null
  }
  return { seeds, iterations, against, playoutDepth, out }
}

const config = fmr.defaultConfig({ players: PLAYERS })
const binding = toBoardgameIo(fmr.formulaMotorRacing, { config, seed: 0 })

// The G a decision starts from; `setup` hands it to InitializeGame.
let startG: PitwallG | null = null
// The binding, with the winner boardgame.io's MCTSBot scores (the first place) and the G of the decision.
const game: BgioGame<PitwallG> = {
  ...binding,
  setup: () => startG as PitwallG,
  endIf: (context) => {
    const over = binding.endIf?.(context) as
      | { standings: { seats: ReadonlyArray<{ seat: number; place: number }> } }
      | undefined
    if (over === undefined) return undefined
    const first = over.standings.seats.find((s) => s.place === 1)
    return { winner: first === undefined ? undefined : String(first.seat) }
  },
}

// Each legal action of a seat as boardgame.io's move, read from G's state.
const enumerate = (G: PitwallG, _ctx: Ctx, playerID: string): Array<{ move: string; args: unknown[] }> => {
  const state = JSON.parse(G.state) as fmr.State
  return fmr.formulaMotorRacing.legalActions(state, Number(playerID)).map((a) => ({ move: 'act', args: [a] }))
}

// What the MCTSBot uses of itself: its own steps of a search (MCTSBot.play, run synchronously).
interface Node {
  readonly children: ReadonlyArray<Node & { readonly visits: number }>
  readonly parentAction: { readonly payload: { readonly args: ReadonlyArray<unknown> } } | null
  readonly visits: number
}
interface Steps {
  createNode(a: { state: unknown; playerID: string }): Node
  select(n: Node): Node
  expand(n: Node): Node
  playout(n: Node): unknown
  backpropagate(n: Node, r: unknown): void
}

/** The MCTSBot as a pitwall policy: a fresh search from a determinised state at each decision. */
const mctsBotPolicy = (iterations: number, playoutDepth: number, seed: number): Policy<fmr.Action, fmr.Observation> => {
  const bot = new MCTSBot({ game, enumerate, seed, iterations, playoutDepth }) as unknown as Steps
  return ({ seat, observation, rng }) => {
    const [state, after] = fmr.determinize(observation, seat, rng)
    const [natureSeed, next] = nextInt(after, 0, 2 ** 31 - 1)
    startG = {
      state: JSON.stringify(state),
      actions: '[]',
      nature: JSON.stringify(seedRng(natureSeed)),
      events: '[]',
    }
    const initial = InitializeGame({ game, numPlayers: PLAYERS })
    const root = bot.createNode({ state: initial, playerID: String(seat) })
    for (let i = 0; i < iterations; i++) {
      const leaf = bot.select(root)
      const child = bot.expand(leaf)
      bot.backpropagate(child, bot.playout(child))
    }
    let best: (typeof root.children)[number] | null = null
    for (const c of root.children) if (best === null || c.visits > best.visits) best = c
    const action = best?.parentAction?.payload.args[0] as fmr.Action | undefined
    return [action ?? (fmr.formulaMotorRacing.legalActions(state, seat)[0] as fmr.Action), next]
  }
}

interface Outcome {
  readonly seed: number
  readonly arrangement: number
  readonly iterations: number
  readonly against: string
  readonly playoutDepth: number
  /** 1 when the best pitwall seat finished ahead of the MCTSBot's best, 0.5 level, 0 behind. */
  readonly score: number
  readonly places: ReadonlyArray<number>
  /** CPU seconds each side's decisions took, and their counts. */
  readonly botCpu: number
  readonly botDecisions: number
  readonly pitwallCpu: number
  readonly pitwallDecisions: number
  readonly error?: string
}

// A policy that adds its CPU time and calls to a tally.
const timed = <A, O>(policy: Policy<A, O>, tally: { cpu: number; calls: number }): Policy<A, O> => {
  return (input) => {
    const t = process.cpuUsage()
    const out = policy(input)
    const d = process.cpuUsage(t)
    tally.cpu += (d.user + d.system) / 1e6
    tally.calls++
    return out
  }
}

const race = (args: Args, seed: number, arrangement: number): Outcome => {
  const botSeats = ARRANGEMENTS[arrangement] ?? []
  const bot = { cpu: 0, calls: 0 }
  const ours = { cpu: 0, calls: 0 }
  const base = {
    seed,
    arrangement,
    iterations: args.iterations,
    against: args.against,
    playoutDepth: args.playoutDepth,
  }
  const done = (o: { score: number; places: ReadonlyArray<number>; error?: string }): Outcome => ({
    ...base,
    ...o,
    botCpu: bot.cpu,
    botDecisions: bot.calls,
    pitwallCpu: ours.cpu,
    pitwallDecisions: ours.calls,
  })
  const start = fmr.formulaMotorRacing.setup(config)
  if (isLeft(start)) return done({ score: 0, places: [], error: start.left.message })
  const pitwall: Policy<fmr.Action, fmr.Observation> =
    args.against === 'mcts' ? fmr.bots.mcts({ budget: { iterations: args.iterations } }) : fmr.bots.heuristic
  const policies = Array.from({ length: PLAYERS }, (_, seat) =>
    botSeats.includes(seat)
      ? timed(mctsBotPolicy(args.iterations, args.playoutDepth, seed * 10 + seat), bot)
      : timed(pitwall, ours),
  )
  const run = playout(fmr.formulaMotorRacing, start.right, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) return done({ score: 0, places: [], error: `${run.left.code}: ${run.left.message}` })
  const status = fmr.formulaMotorRacing.status(run.right.state)
  if (status.kind !== 'over') return done({ score: 0, places: [], error: 'the race did not end' })
  const places: number[] = []
  for (const s of status.standings.seats) places[s.seat] = s.place
  const best = (mine: boolean): number => Math.min(...places.filter((_, seat) => botSeats.includes(seat) !== mine))
  const p = best(true)
  const b = best(false)
  return done({ score: p < b ? 1 : p === b ? 0.5 : 0, places })
}

const main = (): void => {
  const args = parse(process.argv.slice(2))
  const same = (o: Outcome): boolean =>
    o.iterations === args.iterations && o.against === args.against && o.playoutDepth === args.playoutDepth
  const previous: Outcome[] =
    args.out !== null && existsSync(args.out)
      ? readFileSync(args.out, 'utf8')
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => JSON.parse(l) as Outcome)
      : []
  const outcomes = previous.filter((o) => same(o) && o.seed >= args.seeds[0] && o.seed <= args.seeds[1])
  const have = new Set(outcomes.map((o) => `${o.seed}|${o.arrangement}`))
  console.log(
    `boardgame.io ${'0.50'} MCTSBot against pitwall's ${args.against === 'mcts' ? 'bots.mcts' : 'bots.heuristic'}, Formula Motor Racing, ${PLAYERS} players, ` +
      `${args.iterations} iterations per decision, MCTSBot playouts of ${args.playoutDepth} actions at most, seeds ${args.seeds[0]}-${args.seeds[1]}; Node ${process.version}, load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
  )
  for (let seed = args.seeds[0]; seed <= args.seeds[1]; seed++)
    ARRANGEMENTS.forEach((seats, arrangement) => {
      if (have.has(`${seed}|${arrangement}`)) return
      const o = race(args, seed, arrangement)
      outcomes.push(o)
      if (args.out !== null) appendFileSync(args.out, `${JSON.stringify(o)}\n`)
      process.stderr.write(
        `  seed ${seed} MCTSBot at ${seats.join('+')}: ${o.error ?? (o.score === 1 ? 'pitwall ahead' : o.score === 0 ? 'MCTSBot ahead' : 'level')} (places ${o.places.join(' ')}); ` +
          `MCTSBot ${(o.botCpu / Math.max(1, o.botDecisions)).toFixed(2)} CPU s a decision, pitwall ${(o.pitwallCpu / Math.max(1, o.pitwallDecisions)).toFixed(3)}; load ${loadavg()[0]?.toFixed(1)}\n`,
      )
    })
  const played = outcomes.filter((o) => o.error === undefined)
  const score = played.reduce((s, o) => s + o.score, 0)
  const [lo, hi] = wilson(score, played.length)
  const per = (cpu: (o: Outcome) => number, n: (o: Outcome) => number): number =>
    played.reduce((s, o) => s + cpu(o), 0) /
    Math.max(
      1,
      played.reduce((s, o) => s + n(o), 0),
    )
  const pct = (x: number): string => `${(100 * x).toFixed(0)}%`
  console.log(
    `pitwall's best seat ahead of the MCTSBot's best: ${score} of ${played.length} (${pct(score / Math.max(1, played.length))}), 95% interval ${pct(lo)}-${pct(hi)}; ` +
      `CPU a decision: MCTSBot ${per(
        (o) => o.botCpu,
        (o) => o.botDecisions,
      ).toFixed(2)} s, pitwall ${per(
        (o) => o.pitwallCpu,
        (o) => o.pitwallDecisions,
      ).toFixed(3)} s; load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}` +
      (played.length < outcomes.length ? `; FAILED ${outcomes.length - played.length}` : ''),
  )
}

main()
