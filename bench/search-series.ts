/**
 * Head-to-head series for the search bench: the search against a game's heuristic bot, in
 * pairs of races on the same seed with the seats swapped, and the 95% interval of the share
 * of races won.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../src/core/index.js'
import { cpuMillis } from './clock.js'

/** One side of a series: which seats the search drives in each race of a pair. */
export type Arrangement = (race: 0 | 1, seat: number) => boolean

/** A head-to-head series. */
export interface Matchup<C, S, A, E, O> {
  /** Row label. */
  readonly label: string
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** The race config. */
  readonly config: C
  /** Seats at the table. */
  readonly seats: number
  /** The search bot. */
  readonly search: Policy<A, O>
  /** Its opponent (the game's heuristic bot). */
  readonly opponent: Policy<A, O>
  /** Default: the search at even seats in the first race of a pair, odd seats in the second. */
  readonly arrangement?: Arrangement
}

/** The tally of a series. */
export interface Tally {
  /** Races played. */
  readonly races: number
  /** Races won by the search (a first place shared with the opponent counts for the search's share). */
  readonly score: number
  /** CPU seconds spent (this process, every thread). */
  readonly seconds: number
}

const alternate: Arrangement = (race, seat) => seat % 2 === race

/**
 * Plays `pairs` pairs of races from seed `firstSeed` on; `report` hears each race's result
 * (1 won, 0 lost, a fraction for a shared first place).
 */
export const headToHead = <C, S, A, E, O>(
  m: Matchup<C, S, A, E, O>,
  pairs: number,
  firstSeed: number,
  report: (race: number, score: number) => void = () => {},
): Tally => {
  const start = m.game.setup(m.config)
  if (isLeft(start)) throw new Error(`${m.label}: ${start.left.message}`)
  const arrangement = m.arrangement ?? alternate
  const t0 = cpuMillis()
  let score = 0
  let races = 0
  for (let p = 0; p < pairs; p++) {
    for (const side of [0, 1] as const) {
      const mine = (seat: number): boolean => arrangement(side, seat)
      const policies = Array.from({ length: m.seats }, (_, seat) => (mine(seat) ? m.search : m.opponent))
      const run = playout(m.game, start.right, seedRng(firstSeed + p), policies, { collectEvents: false })
      if (isLeft(run)) throw new Error(`${m.label}: ${run.left.code} ${run.left.message}`)
      const status = m.game.status(run.right.state)
      if (status.kind !== 'over') throw new Error(`${m.label}: the race did not end`)
      const first = status.standings.seats.filter((s) => s.place === 1)
      const won = first.filter((s) => mine(s.seat)).length / Math.max(1, first.length)
      score += won
      report(races, won)
      races++
    }
  }
  return { races, score, seconds: (cpuMillis() - t0) / 1000 }
}

/** The Wilson 95% interval of a share `score / n`. */
export const wilson = (score: number, n: number): readonly [number, number] => {
  if (n === 0) return [0, 1]
  const z = 1.96
  const p = score / n
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}
