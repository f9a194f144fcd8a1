import type { Measure, Standings } from '../core/index.js'
import type { RaceRecord } from './runner.js'

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

/** The standings as aligned lines. */
export const formatStandings = (standings: Standings): ReadonlyArray<string> => {
  const width = Math.max(...standings.placings.map((p) => p.competitor.length), 4)
  const placings = standings.placings.map((p) => {
    const seat = p.seat === null ? 'no player' : `seat ${p.seat}`
    const out = p.eliminated === undefined ? '' : `  out: ${p.eliminated}`
    return `${String(p.place).padStart(3)}. ${p.competitor.padEnd(width)}  ${seat.padEnd(9)}  ${formatScore(standings.measure, p.score)}${out}`
  })
  const seats = standings.seats.map(
    (s) => `${String(s.place).padStart(3)}. seat ${s.seat}  ${formatScore(standings.measure, s.score)}`,
  )
  return [...placings, '', 'Seats:', ...seats]
}

/** A race report a person can read: title, grid, key events, standings. */
export const formatRace = (gameName: string, record: RaceRecord, maxEvents = 400): string => {
  const events =
    record.events.length <= maxEvents
      ? record.events
      : [...record.events.slice(0, maxEvents), `... ${record.events.length - maxEvents} more events`]
  return [
    rule(`${gameName}: ${record.title}`),
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

/** Summary statistics over many races. */
export const formatSummary = (gameName: string, records: ReadonlyArray<RaceRecord>): string => {
  const n = records.length
  const seats = new Map<number, { wins: number; score: number; place: number }>()
  for (const r of records) {
    for (const s of r.standings.seats) {
      const acc = seats.get(s.seat) ?? { wins: 0, score: 0, place: 0 }
      seats.set(s.seat, {
        wins: acc.wins + (s.place === 1 ? 1 : 0),
        score: acc.score + s.score,
        place: acc.place + s.place,
      })
    }
  }
  const decisions = records.map((r) => r.decisions)
  const eliminated = records.map((r) => r.eliminations)
  const mean = (xs: ReadonlyArray<number>): string =>
    (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1)
  const measure = records[0]?.standings.measure ?? 'points'
  return [
    rule(`${gameName}: ${n} races`),
    '',
    'Seat   wins   win rate   mean place   mean score',
    ...[...seats.entries()]
      .sort(([a], [b]) => a - b)
      .map(
        ([seat, s]) =>
          `${String(seat).padStart(4)}  ${String(s.wins).padStart(5)}   ${((100 * s.wins) / n).toFixed(1).padStart(6)} %   ${(s.place / n).toFixed(2).padStart(10)}   ${formatScore(measure, Math.round((10 * s.score) / n) / 10).padStart(12)}`,
      ),
    '',
    `Race length: ${mean(decisions)} decisions on average (min ${Math.min(...decisions)}, max ${Math.max(...decisions)})`,
    `Eliminations: ${mean(eliminated)} per race, ${eliminated.reduce((a, b) => a + b, 0)} in all`,
    '',
  ].join('\n')
}

/** A one-line progress bar. */
export const progressBar = (done: number, total: number, width = 30): string => {
  const filled = Math.round((width * done) / Math.max(1, total))
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`
}
