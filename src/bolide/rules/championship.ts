/**
 * Qualifying (BO 12) and championship (BO 16) helpers around the race engine: a
 * qualifying session per driver, the grid keys it gives, race points with the
 * intermediate-line point, and the reversed championship grid.
 */
import type { BolideConfig, StartEntry, StrategyChoice } from '../config.js'
import type { BolideState } from '../state.js'

/**
 * Points per finishing place. The seed says only that not every driver scores; this
 * scale is an assumption (data: pass your own table).
 * @group Seasons
 */
export const DEFAULT_POINTS: ReadonlyArray<number> = [10, 6, 4, 3, 2, 1]

/** The config of one driver's qualifying session: alone, one lap, from the pole (BO 12). @group Seasons */
export const qualifyingConfig = (race: BolideConfig, seat: number): BolideConfig => ({
  ...race,
  drivers: race.drivers.slice(seat, seat + 1),
  laps: 1,
  session: 'qualifying',
  start: null,
})

/** What a qualifying session leaves: the time in turns and the state of the car. @group Seasons */
export interface QualifyingResult {
  /** Time in turns (null if the car did not finish the lap). */
  readonly turns: number | null
  /** Blocks left. */
  readonly blocks: number
  /** Top-speed loss. */
  readonly speedLoss: number
  /** 4th gear lost. */
  readonly no4th: boolean
  /** Set-up lost to a broken fin. */
  readonly setUpLost: boolean
  /** The strategy the car qualified with (BO 12: kept for the race unless repaired). */
  readonly strategy: StrategyChoice
}

/** Reads the result of a finished qualifying session. @group Seasons */
export const qualifyingResult = (s: BolideState): QualifyingResult => {
  const c = s.cars[0]
  const strategy: StrategyChoice = c
    ? { strategy: c.strategy, tread: c.tread, setUp: c.setUp }
    : { strategy: '6/7+2', tread: 'slick', setUp: 'none' }
  return {
    turns: c?.finishRound ?? null,
    blocks: c?.blocks ?? 0,
    speedLoss: c?.speedLoss ?? 0,
    no4th: c?.no4th ?? false,
    setUpLost: c?.setUpLost ?? false,
    strategy,
  }
}

/**
 * The race start list from qualifying (BO 12): faster first, equal times drawn by lot at
 * the grid draw. A car keeps its blocks and damage, unless its driver repairs it: then it
 * starts behind every car that did not, the repaired cars keeping their order.
 * @group Seasons
 */
export const qualifyingStart = (
  results: ReadonlyArray<QualifyingResult & { readonly repair: boolean }>,
  maxTurns = 1000,
): ReadonlyArray<StartEntry> =>
  results.map((r) => ({
    key: (r.turns ?? maxTurns) + (r.repair ? 10 * maxTurns : 0),
    blocks: r.repair ? null : r.blocks,
    speedLoss: r.repair ? 0 : r.speedLoss,
    no4th: r.repair ? false : r.no4th,
    setUpLost: r.repair ? false : r.setUpLost,
    // Repairing (or changing tyres) frees the strategy choice again.
    strategy: r.repair ? null : r.strategy,
  }))

/**
 * Points of a finished race (BO 16): the table by finishing place, plus the intermediate
 * point (1 in the seed) to the first car past the half-way line of each lap.
 * @group Seasons
 */
export const racePoints = (
  s: BolideState,
  table: ReadonlyArray<number> = DEFAULT_POINTS,
  intermediatePoint = 1,
): ReadonlyArray<number> =>
  s.cars.map((c) => {
    const place = c.finishRank === null ? 0 : (table[c.finishRank - 1] ?? 0)
    const bonus = s.intermediate.filter((seat) => seat === c.seat).length * intermediatePoint
    return place + bonus
  })

/**
 * The start list of the next championship race (BO 16): the grid is the reverse of the
 * championship classification, so the leader starts last; equal totals are drawn by lot.
 * @group Seasons
 */
export const championshipStart = (points: ReadonlyArray<number>): ReadonlyArray<StartEntry> =>
  points.map((p) => ({ key: p, blocks: null, speedLoss: 0, no4th: false, setUpLost: false, strategy: null }))
