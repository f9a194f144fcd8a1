/**
 * A batch's statistics, summed race by race as the races come in (in any order: every figure
 * is a sum, a count, a least or a greatest), so a batch holds the same few numbers whether it
 * plays 10 races or a million.
 */
import type { Measure, Standings } from '../core/index.js'
import type { RaceSummary } from './race.js'

/** Whether a seat finished: some car of its own was not put out of the race. */
export const finished = (standings: Standings, seat: number): boolean =>
  standings.placings.some((p) => p.seat === seat && p.eliminated === undefined) ||
  !standings.placings.some((p) => p.seat === seat)

/** One seat's sums over a batch. */
export interface SeatSums {
  /** Races it won alone. */
  wins: number
  /** Races whose first place it shared with other seats (a tie). */
  shared: number
  /** Sum of its places (tied seats share a place). */
  place: number
  /** Races it finished (some car of its own was not put out). */
  finishes: number
  /** Sum of its scores; for a time, of the races it finished only. */
  score: number
}

/** The sums of a batch of one plan (same seats, consecutive seeds). */
export interface BatchTally {
  /** Races summed. */
  races: number
  /** What was raced (the same in every race of a plan). */
  title: string
  /** The seats' bots. */
  seats: ReadonlyArray<string>
  /** The game's measure. */
  measure: Measure
  /** Least and greatest seed summed. */
  firstSeed: number | null
  lastSeed: number | null
  /** Per seat. */
  readonly perSeat: Map<number, SeatSums>
  /** Decisions: sum, least and greatest. */
  decisions: number
  fewestDecisions: number
  mostDecisions: number
  /** Cars put out of the race, in all. */
  eliminations: number
}

/** An empty tally. */
export const emptyTally = (): BatchTally => ({
  races: 0,
  title: '',
  seats: [],
  measure: 'points',
  firstSeed: null,
  lastSeed: null,
  perSeat: new Map(),
  decisions: 0,
  fewestDecisions: Infinity,
  mostDecisions: -Infinity,
  eliminations: 0,
})

/** Adds a race to a tally (in place: a batch adds thousands). */
export const addRace = (tally: BatchTally, race: RaceSummary): BatchTally => {
  const { standings } = race
  if (tally.races === 0) {
    tally.title = race.title
    tally.seats = race.seats
    tally.measure = standings.measure
  }
  tally.races += 1
  if (typeof race.seed === 'number') {
    tally.firstSeed = Math.min(tally.firstSeed ?? race.seed, race.seed)
    tally.lastSeed = Math.max(tally.lastSeed ?? race.seed, race.seed)
  }
  const winners = standings.seats.filter((s) => s.place === 1).length
  for (const s of standings.seats) {
    const sums = tally.perSeat.get(s.seat) ?? { wins: 0, shared: 0, place: 0, finishes: 0, score: 0 }
    const done = finished(standings, s.seat)
    if (s.place === 1) {
      if (winners === 1) sums.wins += 1
      else sums.shared += 1
    }
    sums.place += s.place
    sums.finishes += done ? 1 : 0
    // A DNF has no time: averaging it as 0:00 would make retiring the fastest way round.
    sums.score += done || standings.measure !== 'time' ? s.score : 0
    tally.perSeat.set(s.seat, sums)
  }
  tally.decisions += race.decisions
  tally.fewestDecisions = Math.min(tally.fewestDecisions, race.decisions)
  tally.mostDecisions = Math.max(tally.mostDecisions, race.decisions)
  tally.eliminations += race.eliminations
  return tally
}

/** The tally of a list of races. */
export const tallyOf = (races: ReadonlyArray<RaceSummary>): BatchTally => races.reduce(addRace, emptyTally())
