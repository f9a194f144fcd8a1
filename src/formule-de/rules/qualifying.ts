import type { TyreType } from './tyres.js'
import { overshootFactor } from './tyres.js'

/** One car's qualifying lap as the app records it (FD-A 2, FD-T 1). */
export interface QualifyingLap {
  /** Gear-die throws to cover the lap. */
  readonly throws: number
  /** Elapsed real time in hundredths of a second (the chronometer is an input: FACTS.md). */
  readonly hundredths: number
  /** Spaces overshot at each corner exit (one entry per overshoot). */
  readonly overshoots: ReadonlyArray<number>
  /** The tyres used for the lap. */
  readonly tyre: TyreType
  /** The track was wet during qualifying. */
  readonly wet: boolean
  /** No stop in a 2-stop corner (or fewer than 2 in a 3-stop one): the lap ends, the car is last (FD-T 1-1-14). */
  readonly missedStops: boolean
}

/**
 * The absolute time (FD-A 2; FD-T 1-1-10…1-1-13): the throws, plus one throw per full
 * minute, plus for each overshoot its spaces times the tyre multiplier of chapter 8
 * (qualifying counts as the set's first lap). Placement errors (FD-T 1-1-11, +10 throws)
 * have no software meaning: illegal moves are rejected instead.
 */
export const absoluteTime = (lap: QualifyingLap): number => {
  const minutes = Math.floor(lap.hundredths / 6000)
  const factor = overshootFactor(lap.tyre, lap.wet, 1)
  return lap.throws + minutes + lap.overshoots.reduce((a, s) => a + s * factor, 0)
}

/**
 * The grid from qualifying (FD-A 2; FD-T 1-3-2): lowest absolute time first, ties by real
 * time, then by the order the laps were run (the index); laps that missed stops last (FD-T
 * 1-1-14), in the order they were run.
 */
export const qualifyingOrder = (laps: ReadonlyArray<QualifyingLap>): ReadonlyArray<number> =>
  laps
    .map((lap, i) => ({ i, lap, time: absoluteTime(lap) }))
    .sort(
      (a, b) =>
        Number(a.lap.missedStops) - Number(b.lap.missedStops) ||
        (a.lap.missedStops ? 0 : a.time - b.time || a.lap.hundredths - b.lap.hundredths) ||
        a.i - b.i,
    )
    .map((x) => x.i)
