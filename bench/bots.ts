/**
 * How the built-in bots play, the figures the guides quote (`node scripts/bundled.mjs
 * bench/bots.ts [game...]`, games: formula-motor-racing, formule-de, rallyman, bolide; default
 * all): the heuristic bot against the random bot over seeded races, the share of heuristic cars
 * that finish, and the time of a heuristic decision. Seeded: the counts are the same on every
 * machine and every run; only the times vary, each printed with the load averages. Numbers,
 * never assertions.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../src/core/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as rm from '../src/rallyman/index.js'
import * as bo from '../src/bolide/index.js'
import * as fd from '../src/formule-de/index.js'
import { benchCircuits, headToHead as bolideHeadToHead, lapReport } from './bolide.js'
import { finishRate, headToHead as formuleDeHeadToHead } from './formule-de.js'
import { cpuMillis, loadNow } from './clock.js'
import { loadLine, median, quantile } from './measure.js'

const pct = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}%`

/**
 * A decision of `bot` in `races` seeded races (seeds 0...) where it drives every seat: median and
 * p90 in µs of the second of two plays of those races (the code warm), with the load. `cpu` times each call on the CPU clock (whole µs, a reading costs
 * under a µs: for decisions of tens of µs or more); `wall` on the wall clock, for shorter ones.
 */
const decisionTime = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  seats: number,
  bot: Policy<A, O>,
  races: number,
  clock: 'cpu' | 'wall',
): string => {
  const now = clock === 'cpu' ? cpuMillis : () => performance.now()
  const start = game.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  // The races are played twice, timed the second time, so the code is warm.
  let times: number[] = []
  const timed: Policy<A, O> = (input) => {
    const t0 = now()
    const out = bot(input)
    times.push((now() - t0) * 1000)
    return out
  }
  for (let pass = 0; pass < 2; pass++) {
    times = []
    for (let seed = 0; seed < races; seed++) {
      const run = playout(
        game,
        start.right,
        seedRng(seed),
        Array.from({ length: seats }, () => timed),
        { collectEvents: false },
      )
      if (isLeft(run)) throw new Error(run.left.message)
    }
  }
  const us = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1))
  return `median ${us(median(times))} µs, p90 ${us(quantile(times, 0.9))} µs over ${times.length} decisions of ${races} races (${clock === 'cpu' ? 'CPU' : 'wall'} clock per call; ${loadLine(loadNow())})`
}

/**
 * Formula Motor Racing, 1,000 seeded 6-player races: race i seats the heuristic bot at seat
 * i mod 6 against five random bots; the same seed is then played with six random bots, and
 * the seat's team points are compared.
 */
const formulaMotorRacing = (races = 1000): ReadonlyArray<string> => {
  const players = 6
  const setup = fmr.formulaMotorRacing.setup(fmr.defaultConfig({ players }))
  if (isLeft(setup)) throw new Error(setup.left.message)
  const seatPoints = (seed: number, seat: number, policies: ReadonlyArray<Policy<fmr.Action, fmr.Observation>>) => {
    const run = playout(fmr.formulaMotorRacing, setup.right, seedRng(seed), policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)
    const state = run.right.state
    const totals = fmr.seasonTeamPoints(state.rules, state.results)
    return (state.rules.teams[seat] ?? []).reduce((sum, colour) => sum + (totals[fmr.COLOURS.indexOf(colour)] ?? 0), 0)
  }
  let heuristic = 0
  let random = 0
  let ahead = 0
  for (let i = 0; i < races; i++) {
    const seat = i % players
    const mixed = Array.from({ length: players }, (_, s) => (s === seat ? fmr.bots.heuristic : fmr.bots.random))
    const h = seatPoints(2026 + i, seat, mixed)
    const r = seatPoints(
      2026 + i,
      seat,
      Array.from({ length: players }, () => fmr.bots.random),
    )
    heuristic += h
    random += r
    if (h > r) ahead++
  }
  return [
    `${races} seeded 6-player races (seeds 2026...), the heuristic bot's seat rotating, each seed played again with six random bots:`,
    `  the heuristic seat scores ${(heuristic / races).toFixed(2)} team points a race, a random bot in the same seat ${(random / races).toFixed(2)} (a team averages 26 / 6 = ${(26 / 6).toFixed(2)})`,
    `  the heuristic seat scores more than the random one in ${pct(ahead, races)} of races`,
  ]
}

/** Formule Dé on Riviera: finish rates, the heuristic bot against the random bot, a decision's time. */
const formuleDe = (): ReadonlyArray<string> => {
  const basic = finishRate(50, 6, 'basic')
  const reasons = (r: Readonly<Record<string, number>>) =>
    Object.entries(r)
      .map(([why, n]) => `${why} ${n}`)
      .join(', ')
  const presets = fd.PRESET_NAMES.map((p) => {
    const r = finishRate(5, 6, p)
    return `${p} ${r.finished} of ${r.cars}${r.finished < r.cars ? ` (out: ${reasons(r.reasons)})` : ''}`
  })
  const duel = formuleDeHeadToHead(200)
  const decision = decisionTime(fd.formuleDe, fd.defaultConfig({ players: 6, laps: 2 }), 6, fd.bots.heuristic, 5, 'cpu')
  return [
    `6 heuristic cars, 50 seeded 2-lap races (basic rules, seeds 0-49): ${basic.finished} of ${basic.cars} cars finish (${pct(basic.finished, basic.cars)}; out: ${reasons(basic.reasons)})`,
    `6 heuristic cars, 5 seeded races per preset (2 laps basic, 3 the others): ${presets.join('; ')}`,
    `heuristic against random, ${duel.races} seeded 6-car 2-lap races (3 cars each, seats alternating): the heuristic cars' mean place better in ${duel.heuristicAhead}, a heuristic car wins ${duel.heuristicWins}`,
    `a heuristic decision (gear or move), 5 races of 6 heuristic cars on Riviera, 2 laps: ${decision}`,
  ]
}

/**
 * Rallyman, 200 seeded two-driver rallies (seeds 1-200): the built-in asphalt, snow and dirt
 * rallies in turn, each with its default preset, the heuristic bot's seat alternating.
 */
const rallyman = (rallies = 200): ReadonlyArray<string> => {
  const boards = ['asphalt', 'snow', 'dirt'] as const
  let wins = 0
  let randomRetired = 0
  let heuristicRetired = 0
  for (let seed = 1; seed <= rallies; seed++) {
    const start = rm.rallyman.setup(rm.defaultConfig({ players: 2, board: boards[(seed - 1) % 3] ?? 'asphalt' }))
    if (isLeft(start)) throw new Error(start.left.message)
    const heuristicSeat = seed % 2
    const policies = heuristicSeat === 0 ? [rm.bots.heuristic, rm.bots.random] : [rm.bots.random, rm.bots.heuristic]
    const run = playout(rm.rallyman, start.right, seedRng(seed), policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    const status = rm.rallyman.status(run.right.state)
    if (status.kind !== 'over') throw new Error(`rally ${seed} did not end`)
    if (status.standings.placings[0]?.seat === heuristicSeat) wins++
    for (const p of status.standings.placings)
      if (p.eliminated !== undefined) {
        if (p.seat === heuristicSeat) heuristicRetired++
        else randomRetired++
      }
  }
  const decision = decisionTime(rm.rallyman, rm.defaultConfig({ players: 2 }), 2, rm.bots.heuristic, 5, 'wall')
  return [
    `a heuristic decision, 5 rallies of 2 heuristic drivers on the asphalt rally: ${decision}`,
    `heuristic against random, ${rallies} seeded two-driver rallies (seeds 1-${rallies}; asphalt, snow and dirt in turn, each with its default preset; seats alternating):`,
    `  the heuristic driver wins ${wins}; the random driver retires in ${randomRetired}, the heuristic one in ${heuristicRetired}`,
  ]
}

/** Bolide: the heuristic bot against the random bot on each circuit, and its lone lap against the optimum. */
const bolide = (): ReadonlyArray<string> => [
  `a heuristic decision, 5 races of 2 heuristic cars, 2 laps of Costa Azzurra: ${decisionTime(bo.bolide, bo.defaultConfig({ players: 2, laps: 2, board: 'costa-azzurra' }), 2, bo.bots.heuristic, 5, 'cpu')}`,
  ...Object.values(benchCircuits).flatMap((circuit) => {
    const wins = bolideHeadToHead(circuit, 200)
    const lap = lapReport(circuit)
    return [
      `${circuit.name}: the heuristic bot wins ${wins} of 200 seeded 2-car 2-lap races against the random bot (seeds 0-199, seats alternating); ` +
        `its lone lap from the pole (normal start, top speed 7) takes ${lap.heuristic ?? 'no'} turns, the optimum ${lap.optimal}`,
    ]
  }),
]

const games: ReadonlyArray<readonly [string, () => ReadonlyArray<string>]> = [
  ['formula-motor-racing', () => formulaMotorRacing()],
  ['formule-de', formuleDe],
  ['rallyman', () => rallyman()],
  ['bolide', bolide],
]

const asked = process.argv.slice(2)
const chosen = asked.length === 0 ? games : games.filter(([name]) => asked.includes(name))
if (chosen.length === 0) {
  console.error(`No game named ${asked.join(', ')}; games: ${games.map(([name]) => name).join(', ')}.`)
  process.exitCode = 1
}
for (const [name, lines] of chosen) {
  console.log(`${name}:`)
  for (const line of lines()) console.log(`  ${line}`)
}
