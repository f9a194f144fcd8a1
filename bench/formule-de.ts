/**
 * Bench entries of Formule Dé: full random 10-car 2-lap races on the Riviera street
 * circuit, and the legal-move generation per move decision (median microseconds,
 * uncached: the generator itself, not the per-state cache of `legalActions`).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import type { BenchEntry } from './entry.js'
import {
  boardOf,
  bots,
  defaultConfig,
  formuleDe,
  legalMoves,
  moverOf,
  type Action,
  type Config,
  type Event,
  type Observation,
  type State,
} from '../src/formule-de/index.js'

/**
 * The registered rows: a random 10-car, 2-lap race on Riviera (basic rules), and a random
 * 10-car, 3-lap tournament race with every rule (target: under 200 ms a race).
 */
export const entries: ReadonlyArray<BenchEntry<Config, State, Action, Event, Observation>> = [
  {
    label: 'formule-de (Riviera, 10 cars, 2 laps)',
    game: formuleDe,
    config: defaultConfig({ players: 10, laps: 2 }),
    policies: Array.from({ length: 10 }, () => bots.random),
  },
  {
    label: 'formule-de tournament (Riviera, 10 cars, 3 laps)',
    game: formuleDe,
    config: defaultConfig({ players: 10, laps: 3, rules: 'tournament' }),
    policies: Array.from({ length: 10 }, () => bots.random),
    extras: () => {
      const rates = (['basic', 'advanced', 'tournament'] as const).map((p) => {
        const r = finishRate(5, 6, p)
        return `${p} ${r.finished}/${r.cars}`
      })
      return [`heuristic cars that finish on Riviera (6 cars, 5 races per preset): ${rates.join(', ')}`]
    },
  },
]

/** Median microseconds of one legal-move generation over the move decisions of `races` random races. */
export const moveGenerationMicros = (races = 10, repeats = 20): number => {
  const start = formuleDe.setup(defaultConfig({ players: 10, laps: 2 }))
  if (isLeft(start)) throw new Error(start.left.message)
  const decisions: State[] = []
  for (let seed = 0; seed < races; seed++) {
    const run = playout(
      formuleDe,
      start.right,
      seedRng(seed),
      Array.from({ length: 10 }, () => bots.random),
      { collectEvents: false },
    )
    if (isLeft(run)) throw new Error(run.left.message)
    let s = start.right
    for (const a of run.right.actions) {
      if (s.step.kind === 'move') decisions.push(s)
      const next = formuleDe.reduce(s, a)
      if (isLeft(next)) throw new Error(next.left.message)
      s = next.right.state
    }
  }
  const times: number[] = []
  for (const s of decisions) {
    if (s.step.kind !== 'move') continue
    const car = s.order[0] ?? 0
    const roll = s.step.roll
    const t0 = performance.now()
    for (let r = 0; r < repeats; r++) legalMoves(boardOf(s, car), moverOf(s, car), roll)
    times.push(((performance.now() - t0) * 1000) / repeats)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? 0
}

/**
 * The heuristic bot against the random bot: `races` seeded 6-car 2-lap races on Riviera,
 * 3 cars each (seats alternate with the seed). Returns in how many races the heuristic
 * cars' mean place was better, and how many a heuristic car won.
 */
export const headToHead = (
  races = 200,
): { readonly races: number; readonly heuristicAhead: number; readonly heuristicWins: number } => {
  let done = 0
  let ahead = 0
  let wins = 0
  for (let seed = 0; seed < races; seed++) {
    const start = formuleDe.setup(defaultConfig({ players: 6, laps: 2 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const seats = Array.from({ length: 6 }, (_, i) => ((i + seed) % 2 === 0 ? bots.heuristic : bots.random))
    const run = playout(formuleDe, start.right, seedRng(seed), seats, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    const st = formuleDe.status(run.right.state)
    if (st.kind !== 'over') continue
    done++
    let h = 0
    let r = 0
    for (const p of st.standings.placings) {
      if (seats[p.seat ?? 0] === bots.heuristic) h += p.place
      else r += p.place
    }
    if (h < r) ahead++
    if (seats[st.standings.placings[0]?.seat ?? 0] === bots.heuristic) wins++
  }
  return { races: done, heuristicAhead: ahead, heuristicWins: wins }
}

/**
 * Finish rate of the heuristic bot: `races` seeded races of `cars` heuristic cars on Riviera
 * (2 laps in the basic preset, 3 in the others). Returns the cars that finished, the cars
 * raced, and the elimination reasons.
 */
export const finishRate = (
  races = 50,
  cars = 6,
  preset: 'basic' | 'advanced' | 'tournament' = 'basic',
): { readonly finished: number; readonly cars: number; readonly rate: number; readonly reasons: Readonly<Record<string, number>> } => {
  let finished = 0
  let total = 0
  const reasons: Record<string, number> = {}
  for (let seed = 0; seed < races; seed++) {
    const start = formuleDe.setup(defaultConfig({ players: cars, laps: preset === 'basic' ? 2 : 3, rules: preset }))
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(formuleDe, start.right, seedRng(seed), Array.from({ length: cars }, () => bots.heuristic), { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    for (const c of run.right.state.cars) {
      total++
      if (c.status === 'finished') finished++
      else reasons[c.out ?? 'racing'] = (reasons[c.out ?? 'racing'] ?? 0) + 1
    }
  }
  return { finished, cars: total, rate: total === 0 ? 0 : finished / total, reasons }
}

/** Median and 90th-percentile microseconds of one heuristic decision (gear or move) over `races` 6-car races. */
export const heuristicDecisionMicros = (races = 5): { readonly median: number; readonly p90: number } => {
  const times: number[] = []
  for (let seed = 0; seed < races; seed++) {
    const start = formuleDe.setup(defaultConfig({ players: 6, laps: 2 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const timed: typeof bots.heuristic = (input) => {
      const t0 = performance.now()
      const out = bots.heuristic(input)
      times.push((performance.now() - t0) * 1000)
      return out
    }
    const run = playout(formuleDe, start.right, seedRng(seed), Array.from({ length: 6 }, () => timed), { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)] ?? 0, p90: times[Math.floor(times.length * 0.9)] ?? 0 }
}
