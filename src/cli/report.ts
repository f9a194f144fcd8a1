/**
 * Reports a person can read: one race (title, seats, grid, key events, standings) or a batch
 * (per seat: wins, places, finishes, mean score of the races it finished). A car that retired
 * or was eliminated is DNF: it has no time or score of its own, so it is never averaged in.
 */
import type { Measure, Placing, Standings } from '../core/index.js'
import type { RaceRecord, RaceSummary } from './race.js'

/** A score in its measure's unit: points, laps, or a time in m:ss. */
export const formatScore = (measure: Measure, score: number): string => {
  switch (measure) {
    case 'time': {
      const seconds = Math.round(score)
      return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
    }
    case 'laps':
      return `${score} lap${score === 1 ? '' : 's'}`
    case 'points':
      return `${score} point${score === 1 ? '' : 's'}`
  }
}

const rule = (title: string): string => `── ${title} ${'─'.repeat(Math.max(3, 60 - title.length))}`

// A time is only a result for a car that finished; points and laps are scored by every car.
const scoreOf = (measure: Measure, p: Placing): string =>
  p.eliminated !== undefined && measure === 'time' ? 'DNF' : formatScore(measure, p.score)

/** The standings as aligned lines; a car out of the race is marked DNF with the reason. */
export const formatStandings = (standings: Standings): ReadonlyArray<string> => {
  const width = Math.max(...standings.placings.map((p) => p.competitor.length), 4)
  const placings = standings.placings.map((p) => {
    const seat = p.seat === null ? 'no player' : `seat ${p.seat}`
    const out = p.eliminated === undefined ? '' : `  DNF: ${p.eliminated}`
    return `${String(p.place).padStart(3)}. ${p.competitor.padEnd(width)}  ${seat.padEnd(9)}  ${scoreOf(standings.measure, p)}${out}`
  })
  const seats = standings.seats.map((s) => {
    const done = finished(standings, s.seat)
    const score =
      !done && standings.measure === 'time' ? 'DNF' : `${formatScore(standings.measure, s.score)}${done ? '' : '  DNF'}`
    return `${String(s.place).padStart(3)}. seat ${s.seat}  ${score}`
  })
  return [...placings, '', 'Seats:', ...seats]
}

/** Whether a seat finished: some car of its own was not put out of the race. */
export const finished = (standings: Standings, seat: number): boolean =>
  standings.placings.some((p) => p.seat === seat && p.eliminated === undefined) ||
  !standings.placings.some((p) => p.seat === seat)

const seatsLine = (seats: ReadonlyArray<string>): string =>
  seats.length === 0 ? 'Seats: not recorded' : `Seats: ${seats.map((bot, seat) => `${seat} ${bot}`).join(', ')}`

/** A race report: title, seats and seed, grid, key events, standings. */
export const formatRace = (gameName: string, record: RaceRecord, maxEvents = 400): string => {
  const events =
    record.events.length <= maxEvents
      ? record.events
      : [...record.events.slice(0, maxEvents), `... ${record.events.length - maxEvents} more events`]
  return [
    rule(`${gameName}: ${record.title}`),
    `${seatsLine(record.seats)}${record.seed === null ? '' : `; seed ${record.seed}`}`,
    '',
    'Grid:',
    ...record.grid.map((line) => `  ${line}`),
    '',
    `Race (${record.decisions} decisions, ${record.steps} steps with chance):`,
    ...events.map((line) => `  ${line}`),
    '',
    'Final standings:',
    ...formatStandings(record.standings).map((line) => (line === '' ? '' : `  ${line}`)),
    '',
  ].join('\n')
}

interface SeatTally {
  wins: number
  place: number
  finishes: number
  score: number
}

/** Summary statistics over many races of one plan (same seats, consecutive seeds). */
export const formatSummary = (gameName: string, records: ReadonlyArray<RaceSummary>): string => {
  const n = records.length
  const first = records[0]
  const measure = first?.standings.measure ?? 'points'
  const seats = new Map<number, SeatTally>()
  for (const r of records) {
    for (const s of r.standings.seats) {
      const tally = seats.get(s.seat) ?? { wins: 0, place: 0, finishes: 0, score: 0 }
      const done = finished(r.standings, s.seat)
      tally.wins += s.place === 1 ? 1 : 0
      tally.place += s.place
      tally.finishes += done ? 1 : 0
      // A DNF has no time: averaging it as 0:00 would make retiring the fastest way round.
      tally.score += done || measure !== 'time' ? s.score : 0
      seats.set(s.seat, tally)
    }
  }
  const averaged = (t: SeatTally): number => (measure === 'time' ? t.finishes : n)
  const decisions = records.map((r) => r.decisions)
  const eliminated = records.map((r) => r.eliminations)
  const mean = (xs: ReadonlyArray<number>): string =>
    (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1)
  const seeds = records.map((r) => r.seed).filter((s): s is number => typeof s === 'number')
  const bots = first?.seats ?? []
  return [
    rule(`${gameName}: ${n} races, ${first?.title ?? ''}`),
    `${seatsLine(bots)}${seeds.length > 0 ? `; seeds ${Math.min(...seeds)} to ${Math.max(...seeds)}` : ''}`,
    '',
    `Seat  bot         wins   win rate   mean place   finished   mean ${measure === 'time' ? 'time (finishers)' : measure}`,
    ...[...seats.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seat, t]) => {
        const score = averaged(t) === 0 ? '—' : formatScore(measure, Math.round((10 * t.score) / averaged(t)) / 10)
        return `${String(seat).padStart(4)}  ${(bots[seat] ?? '').padEnd(10).slice(0, 10)}  ${String(t.wins).padStart(5)}   ${((100 * t.wins) / n).toFixed(1).padStart(6)} %   ${(t.place / n).toFixed(2).padStart(10)}   ${`${t.finishes}/${n}`.padStart(8)}   ${score}`
      }),
    '',
    `Race length: ${mean(decisions)} decisions on average (min ${Math.min(...decisions)}, max ${Math.max(...decisions)})`,
    `Cars out of the race: ${mean(eliminated)} per race, ${eliminated.reduce((a, b) => a + b, 0)} in all`,
    '',
  ].join('\n')
}

/** A one-line progress bar, with the time left once a race has been timed. */
export const progressBar = (done: number, total: number, elapsedMs?: number, width = 30): string => {
  const filled = Math.round((width * done) / Math.max(1, total))
  const eta =
    elapsedMs === undefined || done === 0 || done === total
      ? ''
      : `  ~${Math.ceil(((total - done) * elapsedMs) / done / 1000)} s left`
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${eta}`
}
