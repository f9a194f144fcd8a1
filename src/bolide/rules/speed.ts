/**
 * Top speed (BO 1: 7th in lap 1, 8th in lap 2; BO 7 booster +1; BO 11 strategies; BO 13
 * tyres and weather) and the blocks a car starts with.
 */
import type { BolideState, Car } from '../state.js'
import { STRATEGY_TABLE } from './tables.js'

/** The lap a car is driving (1 on the grid). */
export const lapOf = (s: BolideState, c: Car): number => Math.max(1, Math.min(s.laps, c.crossings))

/** The strategy's top speed for the car's lap, before weather, damage and booster. */
const baseTop = (s: BolideState, c: Car): number => {
  if (s.rules === 'basic') return lapOf(s, c) >= 2 ? 8 : 7
  const row = STRATEGY_TABLE[c.strategy]
  return lapOf(s, c) >= 2 ? row.lap2 : row.lap1
}

/**
 * The highest speed a car may choose without risk this turn: strategy top speed, then
 * weather (BO 13: slick in rain -1, rain tyres in sun -2), then damage. Never below 1.
 */
export const safeTopSpeed = (s: BolideState, c: Car): number => {
  let top = baseTop(s, c)
  if (s.rules === 'advanced') {
    if (c.tread === 'slick' && s.weather === 'rain') top -= 1
    if (c.tread === 'rain' && s.weather === 'sun') top -= 2
  }
  return Math.max(1, top - c.speedLoss)
}

/**
 * The highest speed a car may declare: one more than {@link safeTopSpeed} for slick tyres
 * in the rain (the slick-in-rain table is then rolled, BO 13), and one more with a granted
 * Booster (BO 7).
 */
export const declarableTopSpeed = (s: BolideState, c: Car): number =>
  safeTopSpeed(s, c) + (slickInRain(s, c) ? 1 : 0) + (s.flags.booster === 'granted' ? 1 : 0)

/** Advanced: slick tyres on a wet track (BO 13). */
export const slickInRain = (s: BolideState, c: Car): boolean =>
  s.rules === 'advanced' && c.tread === 'slick' && s.weather === 'rain'

/** Blocks at the start (BO 4: 3 in the basic game; BO 11: by strategy). */
export const startingBlocks = (rules: BolideState['rules'], strategy: Car['strategy']): number =>
  rules === 'basic' ? 3 : STRATEGY_TABLE[strategy].blocks

/** Advanced: the car left with half a tank (BO 11). */
export const halfTank = (s: BolideState, c: Car): boolean =>
  s.rules === 'advanced' && STRATEGY_TABLE[c.strategy].halfTank
