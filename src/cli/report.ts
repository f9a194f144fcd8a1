/**
 * Reports a person can read: one race (title, seats, grid, key events, standings) or a batch
 * (per seat: wins alone and shared, places, finishes, mean score of the races it finished). A
 * car that retired or was eliminated did not finish: it has no time of its own, so it is
 * never averaged in, and the report says why it stopped in words, never as a code.
 */
import type { Lang, Measure, Placing, Standings } from '../core/index.js'
import { reportWords } from './report-words.js'
import type { RaceRecord } from './race.js'
import { finished, type BatchTally } from './tally.js'

/** A score in its measure's unit: points, laps, or a time in m:ss (in the language asked, English by default). */
export const formatScore = (measure: Measure, score: number, lang?: Lang): string =>
  reportWords(lang).score({ measure, score })

const rule = (title: string): string => `── ${title} ${'─'.repeat(Math.max(3, 60 - title.length))}`

// A text of one line: a name holding a line break cannot make a line of its own.
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ')

// The result of a car: its score, or, out of the race, where it stopped and why. A time is a
// result only for a car that finished; laps and points count for every car.
const resultOf = (measure: Measure, p: Placing, why: (reason: string) => string, lang?: Lang): string => {
  if (p.eliminated === undefined) return formatScore(measure, p.score, lang)
  const w = reportWords(lang)
  const reason = why(p.eliminated)
  switch (measure) {
    case 'time':
      return w.didNotFinish({ reason })
    case 'laps':
      return w.outOnLap({ lap: p.score + 1, reason })
    case 'points':
      return w.outWithPoints({ points: formatScore(measure, p.score, lang), reason })
  }
}

/**
 * The standings as aligned lines, cars then seats; `why` says a car's out reason in words
 * (the game's own describer: standings of some games keep a code).
 */
export const formatStandings = (
  standings: Standings,
  why: (reason: string) => string = (reason) => reason,
  lang?: Lang,
): ReadonlyArray<string> => {
  const w = reportWords(lang)
  const width = Math.max(...standings.placings.map((p) => oneLine(p.competitor).length), 4)
  const placings = standings.placings.map((p) => {
    const seat = p.seat === null ? w.noPlayer({}) : w.seat({ seat: p.seat })
    return `${String(p.place).padStart(3)}. ${oneLine(p.competitor).padEnd(width)}  ${seat.padEnd(9)}  ${oneLine(resultOf(standings.measure, p, why, lang))}`
  })
  const seats = standings.seats.map((s) => {
    const done = finished(standings, s.seat)
    const score = done
      ? formatScore(standings.measure, s.score, lang)
      : standings.measure === 'time'
        ? w.didNotFinish({ reason: null })
        : w.outWithPoints({ points: formatScore(standings.measure, s.score, lang), reason: null })
    return `${String(s.place).padStart(3)}. ${w.seat({ seat: s.seat })}  ${score}`
  })
  return [...placings, '', w.seatsHeading({}), ...seats]
}

const seatsLine = (seats: ReadonlyArray<string>, lang?: Lang): string =>
  reportWords(lang).seats({ list: seats.map((bot, seat) => `${seat} ${oneLine(bot)}`) })

/** How a race report is written. */
export interface RaceReportOptions {
  /** A car's out reason in words (default: as the standings give it). */
  readonly why?: (reason: string) => string
  /** Events listed at most (the rest counted). */
  readonly maxEvents?: number
  /** A line under the events' heading, saying what is left out (the move log). */
  readonly eventsNote?: string
  /** The language of the report's own words (English by default). */
  readonly lang?: Lang
}

/** A race report: title, seats and seed, grid, key events, standings. */
export const formatRace = (gameName: string, record: RaceRecord, options: RaceReportOptions = {}): string => {
  const maxEvents = options.maxEvents ?? 400
  const { lang } = options
  const w = reportWords(lang)
  const events =
    record.events.length <= maxEvents
      ? record.events
      : [...record.events.slice(0, maxEvents), w.moreEvents({ n: record.events.length - maxEvents })]
  return [
    rule(oneLine(`${gameName}: ${record.title}`)),
    `${seatsLine(record.seats, lang)}${record.seed === null ? '' : w.seed({ seed: oneLine(String(record.seed)) })}`,
    '',
    w.grid({}),
    ...record.grid.map((line) => `  ${oneLine(line)}`),
    '',
    w.race({ decisions: record.decisions, steps: record.steps }),
    ...(options.eventsNote === undefined ? [] : [`  (${options.eventsNote})`]),
    ...events.map((line) => `  ${oneLine(line)}`),
    '',
    w.standings({}),
    ...formatStandings(record.standings, options.why, lang).map((line) => (line === '' ? '' : `  ${line}`)),
    '',
  ].join('\n')
}

/** Summary statistics over a batch of one plan (same seats, consecutive seeds). */
export const formatSummary = (gameName: string, tally: BatchTally): string => {
  const n = tally.races
  const { measure } = tally
  const averaged = (finishes: number): number => (measure === 'time' ? finishes : n)
  const seeds = tally.firstSeed === null ? '' : `; seeds ${tally.firstSeed} to ${tally.lastSeed ?? tally.firstSeed}`
  const ties = [...tally.perSeat.values()].some((s) => s.shared > 0)
  return [
    rule(oneLine(`${gameName}: ${n} races, ${tally.title}`)),
    `${seatsLine(tally.seats)}${seeds}`,
    '',
    `Seat  bot         wins  shared   win rate   mean place   finished   mean ${measure === 'time' ? 'time (finishers)' : measure}`,
    ...[...tally.perSeat.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seat, t]) => {
        const count = averaged(t.finishes)
        const score = count === 0 ? '—' : formatScore(measure, Math.round((10 * t.score) / count) / 10)
        return `${String(seat).padStart(4)}  ${oneLine(tally.seats[seat] ?? '')
          .padEnd(10)
          .slice(
            0,
            10,
          )}  ${String(t.wins).padStart(4)}  ${String(t.shared).padStart(6)}   ${((100 * t.wins) / n).toFixed(1).padStart(6)} %   ${(t.place / n).toFixed(2).padStart(10)}   ${`${t.finishes}/${n}`.padStart(8)}   ${score}`
      }),
    '',
    ties
      ? 'A win is a first place held alone; "shared" counts the ties for first, once for each seat tied,'
      : 'A win is a first place held alone; "shared" would count ties for first (none in these races).',
    ...(ties ? ['and the win rate counts wins alone. Tied seats share their place in the mean place.'] : []),
    // A share of a batch may hold no race (more shares than races).
    `Race length: ${n === 0 ? '— (no race)' : `${(tally.decisions / n).toFixed(1)} decisions on average (min ${tally.fewestDecisions}, max ${tally.mostDecisions})`}`,
    `Cars out of the race: ${n === 0 ? '—' : (tally.eliminations / n).toFixed(1)} per race, ${tally.eliminations} in all`,
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
