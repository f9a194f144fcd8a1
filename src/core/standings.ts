import type { SeatId } from './status.js'

/** What a game ranks by. @group Game */
export type Measure = 'points' | 'time' | 'laps'

/** One car (or team) in the final classification. @group Game */
export interface Placing {
  /** 1-based place. */
  readonly place: number
  /** The car or team, e.g. `red-1`, `car-3`. */
  readonly competitor: string
  /** The seat that drives it, or `null` for a team without a player. */
  readonly seat: SeatId | null
  /** The game's measure for this competitor: points, seconds, or laps completed. */
  readonly score: number
  /** Present when the competitor did not finish: why it was eliminated. */
  readonly eliminated?: string
}

/** One seat's overall result, for win rates. @group Game */
export interface SeatResult {
  /** The seat. */
  readonly seat: SeatId
  /** 1-based place among the seats (ties share a place). */
  readonly place: number
  /** The seat's score in the game's measure. */
  readonly score: number
}

/** The final result of a race or season. @group Game */
export interface Standings {
  /** What `score` means. */
  readonly measure: Measure
  /** Every competitor, best first. */
  readonly placings: ReadonlyArray<Placing>
  /** Every seat, best first. */
  readonly seats: ReadonlyArray<SeatResult>
}

/**
 * A sorted copy of a short list, stable: an insertion sort. Standings rank at most a dozen
 * competitors, and at that size `Array.prototype.sort` (a builtin calling back into the
 * comparator) costs several times more; the drivers rank every finished race.
 */
export const sortedShort = <T>(items: ReadonlyArray<T>, compare: (a: T, b: T) => number): T[] => {
  const sorted = items.slice()
  for (let i = 1; i < sorted.length; i++) {
    const item = sorted[i] as T
    let j = i - 1
    for (; j >= 0 && compare(sorted[j] as T, item) > 0; j--) sorted[j + 1] = sorted[j] as T
    sorted[j + 1] = item
  }
  return sorted
}

/**
 * Ranks seats by score (higher is better for `points` and `laps`, lower for `time`);
 * equal scores share a place unless `tieBreak` (lower first) separates them.
 * @group Game
 */
export const rankSeats = (
  measure: Measure,
  scores: ReadonlyArray<{ readonly seat: SeatId; readonly score: number; readonly tieBreak?: number }>,
): ReadonlyArray<SeatResult> => {
  const better = (a: (typeof scores)[number], b: (typeof scores)[number]): number => {
    const byScore = measure === 'time' ? a.score - b.score : b.score - a.score
    return byScore !== 0 ? byScore : (a.tieBreak ?? 0) - (b.tieBreak ?? 0)
  }
  const sorted = sortedShort(scores, (a, b) => better(a, b) || a.seat - b.seat)
  return sorted.map((entry, i) => {
    const firstEqual = sorted.findIndex((other) => better(other, entry) === 0)
    return { seat: entry.seat, place: (firstEqual === -1 ? i : firstEqual) + 1, score: entry.score }
  })
}
