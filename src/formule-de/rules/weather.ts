import * as t from 'io-ts'
import type { WeatherTable } from '../circuit/model.js'

/** What a weather roll reads on the circuit's table. */
export type Forecast = 'sun' | 'variable' | 'rain'

/**
 * The weather chart of the tournament (FD-T 3-2): definitive sun, temporary sun, variable,
 * temporary rain, definitive rain. A sunny or rainy race start is definitive (FD-A 4).
 * @group Rules
 */
export type Sky = 'sun-definitive' | 'sun-temporary' | 'variable' | 'rain-temporary' | 'rain-definitive'

/** Codec of {@link Sky}. */
export const SkyCodec: t.Type<Sky, Sky, unknown> = t.keyof(
  { 'sun-definitive': null, 'sun-temporary': null, variable: null, 'rain-temporary': null, 'rain-definitive': null },
  'Sky',
)

const inRange = (v: number, r: readonly [number, number]): boolean => v >= r[0] && v <= r[1]

/** The start-of-session weather of a black-die roll on the circuit's table (FD-A 4, FD-T 3-1, 3-2). */
export const forecastOf = (table: WeatherTable, value: number): Forecast =>
  inRange(value, table.start.sun) ? 'sun' : inRange(value, table.start.rain) ? 'rain' : 'variable'

/** The evolution read on the circuit's table for a roll: towards sun, unchanged (variable), towards rain. */
export const evolutionOf = (table: WeatherTable, value: number): Forecast =>
  inRange(value, table.evolution.towardsSun) ? 'sun' : inRange(value, table.evolution.towardsRain) ? 'rain' : 'variable'

/** The race sky from the start roll: sun and rain hold for the whole race (FD-A 4, FD-T 3-2-2, 3-2-3). */
export const skyAtStart = (f: Forecast): Sky =>
  f === 'sun' ? 'sun-definitive' : f === 'rain' ? 'rain-definitive' : 'variable'

/**
 * The evolution of variable weather (FD-A 4): towards sun from variable or temporary rain
 * gives temporary sun, from temporary sun definitive sun; towards rain likewise; an
 * "unchanged" reading turns temporary weather back to variable. Definitive weather no
 * longer evolves.
 */
export const evolveSky = (sky: Sky, towards: Forecast): Sky => {
  if (sky === 'sun-definitive' || sky === 'rain-definitive') return sky
  if (towards === 'variable') return 'variable'
  if (towards === 'sun') return sky === 'sun-temporary' ? 'sun-definitive' : 'sun-temporary'
  return sky === 'rain-temporary' ? 'rain-definitive' : 'rain-temporary'
}

/** Whether the weather can still change (no more weather rolls once it is definitive). */
export const skyEvolves = (sky: Sky): boolean => sky !== 'sun-definitive' && sky !== 'rain-definitive'

/**
 * The track after the sky changes: wet under rain, dry under sun, unchanged when the sky
 * turns variable (FD-T Annexe 3, Masters 1999: "la piste reste dans le même état").
 */
export const wetUnder = (sky: Sky, wasWet: boolean): boolean =>
  sky === 'rain-definitive' || sky === 'rain-temporary' ? true : sky === 'variable' ? wasWet : false

/**
 * The highest black-die face that damages, by test (FD-A 4 "sous la pluie"; FD-T Annexe 2
 * TEST; FD-T 14-3 aggravated collision tests: 1–2 dry, 1–3 wet).
 */
export const testThreshold = (test: 'collision' | 'engine' | 'holding', wet: boolean, aggravated = false): number => {
  if (test === 'collision') return (wet ? 2 : 1) + (aggravated ? 1 : 0)
  if (test === 'engine') return wet ? 3 : 4
  return wet ? 5 : 4
}
