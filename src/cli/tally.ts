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

/**
 * Adds the tally of other races of the same plan (a worker's run, a shard of the batch) to a
 * tally, in place: every figure is a sum, a least or a greatest, so the races may be split and
 * summed in any order and give the same figures as one tally of them all.
 */
export const mergeTally = (tally: BatchTally, part: BatchTally): BatchTally => {
  if (part.races === 0) return tally
  if (tally.races === 0) {
    tally.title = part.title
    tally.seats = part.seats
    tally.measure = part.measure
  }
  tally.races += part.races
  if (part.firstSeed !== null) tally.firstSeed = Math.min(tally.firstSeed ?? part.firstSeed, part.firstSeed)
  if (part.lastSeed !== null) tally.lastSeed = Math.max(tally.lastSeed ?? part.lastSeed, part.lastSeed)
  for (const [seat, p] of part.perSeat) {
    const sums = tally.perSeat.get(seat) ?? { wins: 0, shared: 0, place: 0, finishes: 0, score: 0 }
    sums.wins += p.wins
    sums.shared += p.shared
    sums.place += p.place
    sums.finishes += p.finishes
    sums.score += p.score
    tally.perSeat.set(seat, sums)
  }
  tally.decisions += part.decisions
  tally.fewestDecisions = Math.min(tally.fewestDecisions, part.fewestDecisions)
  tally.mostDecisions = Math.max(tally.mostDecisions, part.mostDecisions)
  tally.eliminations += part.eliminations
  return tally
}

/**
 * A tally as plain data, for a worker's answer and a shard's report: its seats' sums as a list
 * by seat, and no infinity (an empty tally has no least nor greatest decisions).
 */
export interface TallyData {
  readonly races: number
  readonly title: string
  readonly seats: ReadonlyArray<string>
  readonly measure: Measure
  readonly firstSeed: number | null
  readonly lastSeed: number | null
  readonly perSeat: ReadonlyArray<SeatSums & { readonly seat: number }>
  readonly decisions: number
  readonly fewestDecisions: number | null
  readonly mostDecisions: number | null
  readonly eliminations: number
}

/** A tally as plain data. */
export const tallyData = (tally: BatchTally): TallyData => ({
  races: tally.races,
  title: tally.title,
  seats: tally.seats,
  measure: tally.measure,
  firstSeed: tally.firstSeed,
  lastSeed: tally.lastSeed,
  perSeat: [...tally.perSeat.entries()].sort(([a], [b]) => a - b).map(([seat, sums]) => ({ seat, ...sums })),
  decisions: tally.decisions,
  fewestDecisions: tally.races === 0 ? null : tally.fewestDecisions,
  mostDecisions: tally.races === 0 ? null : tally.mostDecisions,
  eliminations: tally.eliminations,
})

/** The tally of plain data (a new one: it can be added to). */
export const tallyOfData = (data: TallyData): BatchTally => ({
  races: data.races,
  title: data.title,
  seats: data.seats,
  measure: data.measure,
  firstSeed: data.firstSeed,
  lastSeed: data.lastSeed,
  perSeat: new Map(
    data.perSeat.map(({ seat, wins, shared, place, finishes, score }) => [
      seat,
      { wins, shared, place, finishes, score },
    ]),
  ),
  decisions: data.decisions,
  fewestDecisions: data.fewestDecisions ?? Infinity,
  mostDecisions: data.mostDecisions ?? -Infinity,
  eliminations: data.eliminations,
})
