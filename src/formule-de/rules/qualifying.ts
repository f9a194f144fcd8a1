import { rememberFrozen } from '../../core/memo.js'
import * as t from 'io-ts'
import { intRange } from '../../core/index.js'
import type { Circuit } from '../circuit/model.js'
import type { Wear } from './wear.js'
import { TyreTypeCodec, type TyreType } from './tyres.js'
import { overshootFactor } from './tyres.js'

/** One car's qualifying lap: given by the app in the config, or played in the engine (FD-A 2, FD-T 1). @group Rules */
export interface QualifyingLap {
  /** Gear-die throws to cover the lap. */
  readonly throws: number
  /** Elapsed real time in hundredths of a second (the chronometer is an input of the app). */
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

/** Codec of {@link QualifyingLap}. */
export const QualifyingLapCodec: t.Type<QualifyingLap, QualifyingLap, unknown> = t.readonly(
  t.type({
    throws: intRange(1, 10_000),
    hundredths: intRange(0, 100_000_000),
    overshoots: t.readonlyArray(intRange(1, 100)),
    tyre: TyreTypeCodec,
    wet: t.boolean,
    missedStops: t.boolean,
  }),
  'QualifyingLap',
)

/**
 * The absolute time (FD-A 2; FD-T 1-1-10…1-1-13): the throws, plus one throw per full
 * minute, plus for each overshoot its spaces times the tyre multiplier of chapter 8
 * (qualifying counts as the set's first lap). Placement errors (FD-T 1-1-11, +10 throws)
 * have no software meaning: illegal moves are rejected instead.
 */
export const absoluteTime = (lap: QualifyingLap): number => {
  const minutes = Math.floor(lap.hundredths / 6000)
  return lap.throws + minutes + penaltyThrows(lap)
}

/** The penalty throws of a lap's overshoots: spaces × the tyre multiplier (FD-T 1-1-12, 8-5). */
export const penaltyThrows = (lap: Pick<QualifyingLap, 'overshoots' | 'tyre' | 'wet'>): number => {
  const factor = overshootFactor(lap.tyre, lap.wet, 1)
  return lap.overshoots.reduce((a, s) => a + s * factor, 0)
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

// ---------------------------------------------------------------- the session played in the engine

/**
 * The qualifying session played in the engine (FD-A 2, FD-T 1) when the rule is in force and
 * the config gives no laps: each car in config order runs one lap alone on the track. It stays
 * in the state once over: `laps` is then the session's result.
 * @group Rules
 */
export interface QualifyingSession {
  /** The app enters each lap's chronometer reading (`chrono` decisions); false: a lap takes no real time. */
  readonly clock: boolean
  /** The laps run so far, in the order they were run: car k's lap is `laps[k]`. */
  readonly laps: ReadonlyArray<QualifyingLap>
  /** Gear-die throws of the lap being run. */
  readonly throws: number
  /** Spaces overshot at each corner exit of the lap being run. */
  readonly overshoots: ReadonlyArray<number>
}

/** Codec of {@link QualifyingSession}. */
export const QualifyingSessionCodec: t.Type<QualifyingSession, QualifyingSession, unknown> = t.readonly(
  t.type({
    clock: t.boolean,
    laps: t.readonlyArray(QualifyingLapCodec),
    throws: intRange(0, 10_000),
    overshoots: t.readonlyArray(intRange(1, 100)),
  }),
  'QualifyingSession',
)

/** A session about to start (no lap run yet). */
export const newSession = (clock: boolean): QualifyingSession => ({ clock, laps: [], throws: 0, overshoots: [] })

/**
 * The start of a qualifying lap (FD-T 1-1-3, FD-A 2 "dans le couloir du milieu, devant la
 * ligne de départ"): the middle-lane space nearest behind the finish line, off corners (the
 * lower middle lane with an even lane count); any straight track space nearest the line
 * when the middle lane has none.
 */
export const qualifyingStart = (circuit: Circuit): number => {
  const hit = startCache.get(circuit)
  if (hit !== undefined) return hit
  const start = findStart(circuit)
  rememberFrozen(startCache, circuit, start)
  return start
}

// Every qualifying lap starts there: found once per circuit object.
// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const startCache = new WeakMap<Circuit, number>()

const findStart = (circuit: Circuit): number => {
  const middle = Math.floor((circuit.lanes - 1) / 2)
  const straight = circuit.spaces.filter((s) => s.kind === 'track' && s.corner === null)
  const pick = (pool: typeof straight): number | undefined =>
    pool.reduce<(typeof straight)[number] | undefined>(
      (best, s) => (best === undefined || s.level > best.level ? s : best),
      undefined,
    )?.id
  return pick(straight.filter((s) => s.lane === middle)) ?? pick(straight) ?? circuit.grid[0] ?? 0
}

/**
 * What the move generator sees of a car's race sheet in qualifying (FD-T 1-0-1: the points
 * are not counted, hence no braking): no brake point, and tyre points without limit so that
 * an overshoot never spins nor eliminates the car (it costs throws instead).
 */
export const QUALIFYING_SHEET: Wear = { tyres: Number.MAX_SAFE_INTEGER, brakes: 0, fuel: 0, body: 1, engine: 1 }

/**
 * The gearbox in qualifying: its shape only (up one gear, down at most four, never 6th to
 * 1st, FD-T 1-0-1 / 6-1-2); an overrev costs nothing, so no wear limits the drops.
 */
export const FREE_GEARBOX: Wear = { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 }

/** The three readings of the chronometer, entered in this order (FD-T 1-1-13; a ruling of the guide). @group Rules */
export type ChronoUnit = 'minutes' | 'seconds' | 'hundredths'

/** The order the chronometer reading is entered in. */
export const CHRONO_UNITS: ReadonlyArray<ChronoUnit> = ['minutes', 'seconds', 'hundredths']

/** The largest value of each reading (a lap is timed under an hour). */
export const CHRONO_MAX: Readonly<Record<ChronoUnit, number>> = { minutes: 59, seconds: 59, hundredths: 99 }

/** Hundredths of a second in one unit of each reading. */
export const CHRONO_SCALE: Readonly<Record<ChronoUnit, number>> = { minutes: 6000, seconds: 100, hundredths: 1 }

/** The reading entered after `unit`, or null after the hundredths. */
export const nextChronoUnit = (unit: ChronoUnit): ChronoUnit | null =>
  CHRONO_UNITS[CHRONO_UNITS.indexOf(unit) + 1] ?? null
