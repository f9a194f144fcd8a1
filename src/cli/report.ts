/**
 * Reports a person can read: one race (title, seats, grid, key events, standings) or a batch
 * (per seat: wins alone and shared, places, finishes, mean score of the races it finished). A
 * car that retired or was eliminated did not finish: it has no time of its own, so it is
 * never averaged in, and the report says why it stopped in words, never as a code.
 */
import type { Lang, Measure, Placing, Standings } from '../core/index.js'
import { batchColumns, reportWords } from './report-words.js'
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

/**
 * Summary statistics over a batch of one plan (same seats, consecutive seeds), in the language
 * asked (English by default).
 */
export const formatSummary = (gameName: string, tally: BatchTally, lang?: Lang): string => {
  const w = reportWords(lang)
  const n = tally.races
  const { measure } = tally
  const averaged = (finishes: number): number => (measure === 'time' ? finishes : n)
  const seeds =
    tally.firstSeed === null ? '' : w.batchSeeds({ first: tally.firstSeed, last: tally.lastSeed ?? tally.firstSeed })
  const ties = [...tally.perSeat.values()].some((s) => s.shared > 0)
  const columns = batchColumns(lang, measure)
  // Each column as wide as its values or its label; the bot's name is cut to its column.
  const widths = columns.map((c) => Math.max(c.width, c.label.length))
  const cells = (values: ReadonlyArray<string>, align: (i: number) => 'left' | 'right'): string =>
    values
      .map((v, i) => {
        const width = widths[i] ?? 0
        const cell = align(i) === 'left' ? v.padEnd(width) : v.padStart(width)
        return i === values.length - 1 ? v : `${cell}${' '.repeat(columns[i]?.gap ?? 0)}`
      })
      .join('')
  return [
    rule(oneLine(w.batchTitle({ game: gameName, races: n, title: tally.title }))),
    `${seatsLine(tally.seats, lang)}${seeds}`,
    '',
    cells(
      columns.map((c) => c.label),
      () => 'left',
    ),
    ...[...tally.perSeat.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seat, t]) => {
        const count = averaged(t.finishes)
        const score = count === 0 ? '—' : formatScore(measure, Math.round((10 * t.score) / count) / 10, lang)
        return cells(
          [
            String(seat),
            oneLine(tally.seats[seat] ?? '').slice(0, widths[1]),
            String(t.wins),
            String(t.shared),
            `${w.decimal({ value: (100 * t.wins) / n, digits: 1 }).padStart(6)} %`,
            w.decimal({ value: t.place / n, digits: 2 }),
            `${t.finishes}/${n}`,
            score,
          ],
          (i) => (i === 1 ? 'left' : 'right'),
        )
      }),
    '',
    w.winNote({ ties }),
    // A share of a batch may hold no race (more shares than races).
    w.raceLength(
      n === 0 ? null : { mean: tally.decisions / n, min: tally.fewestDecisions ?? 0, max: tally.mostDecisions ?? 0 },
    ),
    w.carsOut({ perRace: n === 0 ? null : tally.eliminations / n, all: tally.eliminations }),
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
