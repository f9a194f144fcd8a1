/**
 * The arena's report: each bot's rating (Bradley–Terry on the Elo scale, mean 0) with its 95%
 * interval and its points, then the head-to-head table. Built from the results in pairing and
 * race order only, so one thread and many print the same report.
 */
import { bradleyTerry, type PairResult } from './rating.js'

/** What the arena played. */
export interface ArenaSummary {
  /** The game's name. */
  readonly game: string
  /** One line naming what a race races (board, cars, laps, rules). */
  readonly title: string
  /** The bots' labels, as listed. */
  readonly bots: ReadonlyArray<string>
  /** Races per pairing. */
  readonly races: number
  /** Seats in a race. */
  readonly seats: number
  /** The first seed. */
  readonly seed: number
  /** The results of each pairing, in pairing order. */
  readonly results: ReadonlyArray<PairResult>
}

const signed = (x: number): string => `${Math.round(x) >= 0 ? '+' : '-'}${Math.abs(Math.round(x))}`
const percent = (x: number): string => `${Math.round(100 * x)}%`
// A label in a column of `width`, cut to fit.
const cell = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text)

/** The report, as lines of text. */
export const formatArena = (a: ArenaSummary): string => {
  const k = a.bots.length
  const ratings = bradleyTerry(k, a.results)
  const points = a.bots.map(() => 0)
  const played = a.bots.map(() => 0)
  const share = a.bots.map(() => a.bots.map((): number | null => null))
  for (const r of a.results) {
    points[r.a]! += r.score
    points[r.b]! += r.races - r.score
    played[r.a]! += r.races
    played[r.b]! += r.races
    share[r.a]![r.b] = r.races === 0 ? null : r.score / r.races
    share[r.b]![r.a] = r.races === 0 ? null : 1 - r.score / r.races
  }
  const w = Math.min(24, Math.max(3, ...a.bots.map((b) => b.length)))
  const lastSeed = a.seed + Math.ceil(a.races / 2) - 1
  const order = a.bots.map((_, i) => i).sort((x, y) => ratings[y]!.elo - ratings[x]!.elo || x - y)
  const colW = Math.max(6, Math.min(12, w))
  return [
    `── Arena: ${a.game}, ${a.title} ${'─'.repeat(Math.max(3, 50 - a.game.length - a.title.length))}`,
    `${k} bots, ${(k * (k - 1)) / 2 === 1 ? 'one pairing' : `${(k * (k - 1)) / 2} pairings`} of ${a.races} race${a.races === 1 ? '' : 's'}, ${a.seats} seats a race; seeds ${a.seed}${lastSeed > a.seed ? ` to ${lastSeed}` : ''}, each raced twice with the seats swapped`,
    '',
    'Ratings (Bradley–Terry, maximum likelihood, Elo scale with the mean at 0):',
    `  ${'bot'.padEnd(w)}  rating   95% interval    points   races`,
    ...order.map((i) => {
      const r = ratings[i]!
      return `  ${cell(a.bots[i]!, w).padEnd(w)}  ${signed(r.elo).padStart(6)}   ${`${signed(r.low)} to ${signed(r.high)}`.padEnd(14)}  ${(Math.round(10 * points[i]!) / 10).toFixed(1).padStart(6)}   ${String(played[i]).padStart(5)}`
    }),
    '',
    "Head to head (the row's share of the points against the column):",
    `  ${''.padEnd(w)}${a.bots.map((b) => `  ${cell(b, colW).padStart(colW)}`).join('')}`,
    ...a.bots.map(
      (b, i) =>
        `  ${cell(b, w).padEnd(w)}${a.bots.map((_, j) => `  ${(i === j ? '—' : share[i]![j] === null ? '' : percent(share[i]![j]!)).padStart(colW)}`).join('')}`,
    ),
    '',
    'A race is worth to a bot its share of the pairs of seats (one its own, one the other bot’s) where it',
    'finished ahead, a tie half. The ratings count one drawn race more in each pairing (so a bot that won',
    'every race has a finite rating); the interval comes from the curvature of the likelihood.',
    '',
  ].join('\n')
}
