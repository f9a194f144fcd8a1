/**
 * The strength series: each game's search bot (`bots.mcts`) against its heuristic bot, in a
 * two-seat race (Formula Motor Racing, which takes 3 to 6 players: 4 players, two of them
 * searching) and in a 4-seat and a 6-seat race with two search seats. Each seed is raced once
 * per arrangement of the search seats, so every seat of the grid is driven by the search as
 * often as by the heuristic.
 */
import type { Game, Policy } from '../src/core/index.js'
import type { SearchBotOptions, SearchOptions } from '../src/search/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as fd from '../src/formule-de/index.js'
import * as rm from '../src/rallyman/index.js'
import * as bo from '../src/bolide/index.js'

/** One series, typed by its game. */
export interface Series<C, S, A, E, O> {
  /** Short name used on the command line, e.g. `bolide-2`. */
  readonly name: string
  /** What the series races, in words. */
  readonly label: string
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** The race. */
  readonly config: C
  /** Its seats. */
  readonly seats: number
  /** The search seats of each race of a seed (their union covers the grid evenly). */
  readonly arrangements: ReadonlyArray<ReadonlyArray<number>>
  /** The share of races the goal asks for. */
  readonly goal: number
  /** The search bot with `options` over the game's settings (`bots.mcts`). */
  readonly search: (options: SearchBotOptions<S, A, O>) => Policy<A, O>
  /** The game's settings (`searchSettings`), for trials that drop one of them. */
  readonly settings: () => SearchOptions<S, A, O>
  /** The opponent in every other seat. */
  readonly heuristic: Policy<A, O>
  /** An action no bot may choose while it has another (Bolide's sand-glass), counted if chosen. */
  readonly forbidden?: (action: A) => boolean
}

/** A series with its types erased, so one list holds every game. */
export type AnySeries = Series<unknown, unknown, unknown, unknown, unknown>

const erase = <C, S, A, E, O>(s: Series<C, S, A, E, O>): AnySeries => s as unknown as AnySeries

const TWO: ReadonlyArray<ReadonlyArray<number>> = [[0], [1]]
const FOUR: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 2],
  [1, 3],
]
const SIX: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 3],
  [1, 4],
  [2, 5],
]
const arrangementsOf = (seats: number): ReadonlyArray<ReadonlyArray<number>> =>
  seats === 2 ? TWO : seats === 4 ? FOUR : SIX

const fmrSeries = (players: 4 | 6, goal: number): AnySeries =>
  erase({
    name: `fmr-${players}`,
    label: `Formula Motor Racing, ${players} players (2 search seats), one race`,
    game: fmr.formulaMotorRacing,
    config: fmr.defaultConfig({ players }),
    seats: players,
    arrangements: arrangementsOf(players),
    goal,
    search: fmr.bots.mcts,
    settings: fmr.searchSettings,
    heuristic: fmr.bots.heuristic,
  })

const formuleDeSeries = (cars: 2 | 4 | 6, goal: number): AnySeries =>
  erase({
    name: `formule-de-${cars}`,
    label: `Formule Dé, ${cars} cars, 1 lap of Riviera (basic rules)`,
    game: fd.formuleDe,
    config: fd.defaultConfig({ players: cars, laps: 1 }),
    seats: cars,
    arrangements: arrangementsOf(cars),
    goal,
    search: fd.bots.mcts,
    settings: fd.searchSettings,
    heuristic: fd.bots.heuristic,
  })

const rallymanSeries = (drivers: 2 | 4 | 6, goal: number): AnySeries =>
  erase({
    name: `rallyman-${drivers}`,
    label: `Rallyman, ${drivers} drivers, the asphalt rally (3 specials), Dirt rules`,
    game: rm.rallyman,
    config: rm.defaultConfig({ players: drivers, rules: 'dirt' }),
    seats: drivers,
    arrangements: arrangementsOf(drivers),
    goal,
    search: rm.bots.mcts,
    settings: rm.searchSettings,
    heuristic: rm.bots.heuristic,
  })

const bolideSeries = (cars: 2 | 4 | 6, goal: number): AnySeries =>
  erase({
    name: `bolide-${cars}`,
    label: `Bolide, ${cars} cars, 1 lap of Costa Azzurra (basic rules)`,
    game: bo.bolide,
    // A lap takes 26 to 31 rounds; the round limit (a software bound, not a rule) stops a car
    // left alone once the others are home, whose place can no longer change.
    config: { ...bo.defaultConfig({ players: cars, laps: 1, board: 'costa-azzurra' }), maxRounds: 80 },
    seats: cars,
    arrangements: arrangementsOf(cars),
    goal,
    search: bo.bots.mcts,
    settings: bo.searchSettings,
    heuristic: bo.bots.heuristic,
    forbidden: (a) => a.type === 'timeout',
  })

/** Every series, with its goal: the share of races the best search seat finishes ahead. */
export const SERIES: ReadonlyArray<AnySeries> = [
  fmrSeries(4, 0.65),
  fmrSeries(6, 0.6),
  formuleDeSeries(2, 0.6),
  formuleDeSeries(4, 0.6),
  formuleDeSeries(6, 0.6),
  rallymanSeries(2, 0.8),
  rallymanSeries(4, 0.6),
  rallymanSeries(6, 0.6),
  bolideSeries(2, 0.8),
  bolideSeries(4, 0.6),
  bolideSeries(6, 0.6),
]
