/**
 * Bench entries of Formule Dé: full random 10-car 2-lap races on the Riviera street
 * circuit, and the first, uncached legal-move generation at the move decisions of heuristic
 * races, by gear, and its scaling with the board's size and the cars.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import type { BenchEntry, Figure } from './entry.js'
import { stateSizeFigure } from './state-size.js'
import { loadNow } from './clock.js'
import { askedRandomBots } from './asked.js'
import {
  bots,
  defaultConfig,
  formuleDe,
  type Action,
  type Circuit,
  type Config,
  type Event,
  type Observation,
  type State,
} from '../src/formule-de/index.js'
import { legalActions as legalActionsOf } from '../src/formule-de/status.js'
import { circuitBuilder } from '../src/formule-de/circuit/dsl.js'
import { GEAR_DICE } from '../src/formule-de/dice.js'
import { rivieraLap } from '../src/formule-de/circuits/riviera.js'
import { PRESET_NAMES, type Preset } from '../src/formule-de/rules/presets.js'

const TOURNAMENT_LABEL = 'formule-de tournament (Riviera, 10 cars, 3 laps)'

// The 10-car 2-lap race, with the size of its saved states.
const RIVIERA: BenchEntry<Config, State, Action, Event, Observation> = {
  label: 'formule-de (Riviera, 10 cars, 2 laps)',
  game: formuleDe,
  config: defaultConfig({ players: 10, laps: 2 }),
  policies: Array.from({ length: 10 }, () => bots.random),
  figures: () => [stateSizeFigure(RIVIERA)],
}

/**
 * The registered rows: a random 10-car, 2-lap race on Riviera (basic rules) with the size of
 * its saved states, and a random 10-car, 3-lap tournament race with every rule (target: under
 * 12 ms a race).
 */
export const entries: ReadonlyArray<BenchEntry<Config, State, Action, Event, Observation>> = [
  RIVIERA,
  {
    label: TOURNAMENT_LABEL,
    game: formuleDe,
    config: defaultConfig({ players: 10, laps: 3, rules: 'tournament' }),
    policies: Array.from({ length: 10 }, () => bots.random),
    moreRaces: [askedRandomBots(10)],
    extras: () => {
      const rates = PRESET_NAMES.map((p) => {
        const r = finishRate(5, 6, p)
        return `${p} ${r.finished}/${r.cars}`
      })
      return [`heuristic cars that finish on Riviera (6 cars, 5 races per preset): ${rates.join(', ')}`]
    },
    figures: () => [...presetFigureRows(), ...legalMoveFigureRows(), ...scalingFigureRows()],
  },
]

/**
 * The first, uncached `legalActions` call at every move decision of 3 seeded 10-car tournament
 * races of heuristic drivers on Riviera, per gear of the car to move: one call per state, and
 * the fastest of 5 fresh copies per state (against the scheduler's noise on a shared machine).
 * The heuristic drivers seldom take 6th on Riviera (2 decisions in those 3 races): the 6th-gear
 * row reads 20 races (15 decisions), and the row `gear 6 (engaged)` times the decisions of the
 * 3 races with 6th engaged at every gear decision that allows it (`sixthGearDecisions`), a
 * few hundred states. Each row's note says how many states it times.
 */
export const legalMoveFigureRows = (): ReadonlyArray<Figure> =>
  ([1, 5] as const).flatMap((tries) => {
    const note = (states: number, what: string): string =>
      `first call, ${states} ${what}${tries === 1 ? '' : `, fastest of ${tries} fresh copies`}`
    const rows = legalMoveFigures('tournament', 3, 10, 'riviera', tries, 20).map((f) => ({
      game: TOURNAMENT_LABEL,
      measure: `legal moves, gear ${f.gear}`,
      median: f.median,
      p90: f.p90,
      unit: 'µs',
      clock: 'wall' as const,
      load: loadNow(),
      note: note(f.states, `move decisions of ${f.races} heuristic races`),
    }))
    const sixth = sixthGearDecisions('tournament', 3, 10, 'riviera')
    firstCallMicros(sixth)
    const times = firstCallMicros(sixth, tries).sort((a, b) => a - b)
    return [
      ...rows,
      {
        game: TOURNAMENT_LABEL,
        measure: 'legal moves, gear 6 (engaged)',
        median: quantile(times, 0.5),
        p90: quantile(times, 0.9),
        unit: 'µs',
        clock: 'wall' as const,
        load: loadNow(),
        note: note(times.length, 'states: 6th engaged at every gear decision of the 3 races that allows it'),
      },
    ]
  })

/**
 * The first, uncached `legalActions` call at every move decision of 3 seeded 10-car races of
 * heuristic drivers on Riviera, every gear together, in each preset (2 laps in the basic
 * rules, 3 in the others): one call per state, and the fastest of 5 fresh copies.
 */
export const presetFigureRows = (): ReadonlyArray<Figure> =>
  PRESET_NAMES.flatMap((preset) => {
    const states = [...moveDecisions(preset, 3, 10, 'riviera').values()].flat()
    firstCallMicros(states)
    return ([1, 5] as const).map((tries) => {
      const times = firstCallMicros(states, tries).sort((a, b) => a - b)
      return {
        game: TOURNAMENT_LABEL,
        measure: `legal moves, ${preset} rules, every gear`,
        median: quantile(times, 0.5),
        p90: quantile(times, 0.9),
        unit: 'µs',
        clock: 'wall' as const,
        load: loadNow(),
        note: `first call, ${times.length} move decisions of 3 heuristic races${tries === 1 ? '' : ', fastest of 5 fresh copies'}`,
      }
    })
  })

/** The scaling of the first legal-move call with the board's size and the cars (`moveScaling`), as figures. */
export const scalingFigureRows = (): ReadonlyArray<Figure> =>
  moveScaling().map((r) => ({
    game: TOURNAMENT_LABEL,
    measure: `legal moves, ${r.spaces} spaces, ${r.cars} cars`,
    median: r.median,
    p90: r.p90,
    unit: 'µs',
    clock: 'wall' as const,
    load: loadNow(),
    note: `Riviera chained round one lap; one 3-lap heuristic tournament race, ${r.states} decisions, all gears, fastest of 5`,
  }))

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
  preset: Preset = 'basic',
): {
  readonly finished: number
  readonly cars: number
  readonly rate: number
  readonly reasons: Readonly<Record<string, number>>
} => {
  let finished = 0
  let total = 0
  const reasons: Record<string, number> = {}
  for (let seed = 0; seed < races; seed++) {
    const start = formuleDe.setup(defaultConfig({ players: cars, laps: preset === 'basic' ? 2 : 3, rules: preset }))
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(
      formuleDe,
      start.right,
      seedRng(seed),
      Array.from({ length: cars }, () => bots.heuristic),
      { collectEvents: false },
    )
    if (isLeft(run)) throw new Error(run.left.message)
    for (const c of run.right.state.cars) {
      total++
      if (c.status === 'finished') finished++
      else reasons[c.out ?? 'racing'] = (reasons[c.out ?? 'racing'] ?? 0) + 1
    }
  }
  return { finished, cars: total, rate: total === 0 ? 0 : finished / total, reasons }
}

/** Median and 90th percentile (µs) of the first, uncached legal-move generation, for one gear. */
export interface GearFigures {
  /** The gear of the die rolled. */
  readonly gear: number
  /** Move decisions measured. */
  readonly states: number
  /** The races they come from. */
  readonly races: number
  /** Median microseconds. */
  readonly median: number
  /** 90th-percentile microseconds. */
  readonly p90: number
}

// Every state of `races` seeded races of heuristic cars (seeds 0, 1, 2...), each race kept for
// the figures that read the same races (they are long to play: a heuristic driver searches).
const raced = new Map<string, Array<ReadonlyArray<State>>>()
const heuristicRaceStates = (
  preset: Preset,
  races: number,
  cars: number,
  circuit: Config['circuit'],
  laps: number,
): ReadonlyArray<State> => {
  const key = typeof circuit === 'string' ? JSON.stringify([preset, cars, circuit, laps]) : undefined
  const kept = (key === undefined ? undefined : raced.get(key)) ?? []
  if (key !== undefined) raced.set(key, kept)
  for (let seed = kept.length; seed < races; seed++) {
    const start = formuleDe.setup({ ...defaultConfig({ players: cars, laps, rules: preset }), circuit })
    if (isLeft(start)) throw new Error(start.left.message)
    const drivers = Array.from({ length: cars }, () => bots.heuristic)
    const run = playout(formuleDe, start.right, seedRng(seed), drivers, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    const states: State[] = []
    let s = start.right
    for (const a of run.right.actions) {
      states.push(s)
      const next = formuleDe.reduce(s, a)
      if (isLeft(next)) throw new Error(next.left.message)
      s = next.right.state
    }
    kept.push(states)
  }
  return kept.slice(0, races).flat()
}

/** The move decisions (round 1 on) of `races` seeded races of heuristic cars, by the gear of the car to move. */
export const moveDecisions = (
  preset: Preset = 'tournament',
  races = 3,
  cars = 10,
  circuit: Config['circuit'] = 'riviera',
  laps = preset === 'basic' ? 2 : 3,
): ReadonlyMap<number, ReadonlyArray<State>> => {
  const byGear = new Map<number, State[]>()
  for (const s of heuristicRaceStates(preset, races, cars, circuit, laps)) {
    if (s.step.kind !== 'move' || s.round === 0) continue
    const gear = s.cars[s.order[0] ?? 0]?.gear ?? 0
    byGear.set(gear, [...(byGear.get(gear) ?? []), s])
  }
  return byGear
}

/**
 * Move decisions in 6th gear from real positions: at every gear decision (round 1 on) of
 * `races` seeded races of heuristic cars where 6th is legal, 6th is engaged and its die rolled,
 * the faces taken in turn (21, 21, 21, 22... one face per decision), so the sample covers the
 * die evenly. The cars, the track and the sheets are those of the race at that moment; only
 * the driver's choice of gear differs.
 */
export const sixthGearDecisions = (
  preset: Preset = 'tournament',
  races = 3,
  cars = 10,
  circuit: Config['circuit'] = 'riviera',
  laps = preset === 'basic' ? 2 : 3,
): ReadonlyArray<State> => {
  const out: State[] = []
  const faces = GEAR_DICE[6]
  for (const s of heuristicRaceStates(preset, races, cars, circuit, laps)) {
    if (s.step.kind !== 'gear' || s.round === 0) continue
    if (!formuleDe.legalActions(s).some((a) => a.type === 'gear' && a.gear === 6)) continue
    const engaged = formuleDe.reduce(s, { type: 'gear', gear: 6 })
    if (isLeft(engaged) || engaged.right.state.step.kind !== 'roll') continue
    const rolled = formuleDe.reduce(engaged.right.state, {
      type: 'roll',
      value: faces[out.length % faces.length] ?? 21,
    })
    if (!isLeft(rolled) && rolled.right.state.step.kind === 'move') out.push(rolled.right.state)
  }
  return out
}

/**
 * Microseconds of the first, uncached `legalActions` call of each state: the call is made on a
 * copy of the state (a new object, so the per-state cache is cold: the first call an app or a
 * bot makes; the circuit's own lookups, computed once per circuit, are warm). On a shared
 * machine a call may be descheduled: with `tries` > 1 each state is timed on that many fresh
 * copies and the fastest kept (still a first call each time).
 */
export const firstCallMicros = (states: ReadonlyArray<State>, tries = 1): number[] =>
  states.map((s) => {
    let best = Infinity
    for (let k = 0; k < tries; k++) {
      const fresh: State = { ...s }
      const t0 = performance.now()
      legalActionsOf(fresh)
      best = Math.min(best, (performance.now() - t0) * 1000)
    }
    return best
  })

const quantile = (sorted: ReadonlyArray<number>, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0

/**
 * The legal moves of realistic states per gear: every move decision of `races` seeded races
 * of heuristic cars (`moveDecisions`), each timed on its first, uncached call
 * (`firstCallMicros`); median and 90th percentile per gear.
 */
export const legalMoveFigures = (
  preset: Preset = 'tournament',
  races = 3,
  cars = 10,
  circuit: Config['circuit'] = 'riviera',
  tries = 1,
  sixthRaces = races,
): ReadonlyArray<GearFigures> => {
  const byGear = new Map(moveDecisions(preset, races, cars, circuit))
  // 6th gear is rare: its decisions may come from more races.
  if (sixthRaces !== races) byGear.set(6, moveDecisions(preset, sixthRaces, cars, circuit).get(6) ?? [])
  // Warm the circuit's lookups and the code once, as an app that has already played does.
  for (const states of byGear.values()) firstCallMicros(states)
  return [...byGear.keys()]
    .sort((a, b) => a - b)
    .map((gear) => {
      const times = firstCallMicros(byGear.get(gear) ?? [], tries).sort((a, b) => a - b)
      return {
        gear,
        states: times.length,
        races: gear === 6 ? sixthRaces : races,
        median: quantile(times, 0.5),
        p90: quantile(times, 0.9),
      }
    })
}

/** Riviera chained `k` times round one lap (no pit lane): a board `k` times its size, with the same corners. */
export const chainedRiviera = (k: number): Circuit => {
  let b = circuitBuilder(`Riviera x${k}`, 3)
  for (let i = 0; i < k; i++) b = rivieraLap(b)
  return b.grid(10).build()
}

/** One row of the scaling of legal-move generation. */
export interface ScalingRow {
  /** Spaces of the board. */
  readonly spaces: number
  /** Cars in the race. */
  readonly cars: number
  /** Move decisions measured. */
  readonly states: number
  /** Median microseconds (fastest of `tries` first calls per state). */
  readonly median: number
  /** 90th-percentile microseconds. */
  readonly p90: number
}

/**
 * How the first, uncached legal-move generation scales with the board's size and the number
 * of cars: one seeded tournament race (3 laps, FD-T 2-0-3) of heuristic cars per row, every
 * gear together.
 */
export const moveScaling = (
  sizes: ReadonlyArray<number> = [1, 2, 4],
  cars: ReadonlyArray<number> = [2, 6, 10],
  tries = 5,
): ReadonlyArray<ScalingRow> =>
  sizes.flatMap((k) => {
    const circuit = chainedRiviera(k)
    return cars.map((n) => {
      const states = [...moveDecisions('tournament', 1, n, circuit, 3).values()].flat()
      firstCallMicros(states)
      const times = firstCallMicros(states, tries).sort((a, b) => a - b)
      return {
        spaces: circuit.spaces.length,
        cars: n,
        states: times.length,
        median: quantile(times, 0.5),
        p90: quantile(times, 0.9),
      }
    })
  })
