/**
 * Weather (BO 10): before the race a d12 above 7 gives sun for the whole race; otherwise
 * the sky is variable and a second die at most the circuit's rain risk brings rain. A
 * variable sky is drawn again once the leader has passed the half-way line of laps 1 and 2
 * (see flow.ts). Before the race, the drivers then choose their strategies (BO 11).
 */
import { circuitOf } from '../board.js'
import type { RaceEvent } from '../events.js'
import type { BolideState } from '../state.js'
import { startRound } from './flow.js'
import { nextStrategyChoice } from './strategy.js'
import { rainFalls, weatherIsSettled } from './tables.js'

/** After a weather draw: before the race the drivers choose their strategies (BO 11); during it, the round goes on. */
const afterWeather = (s: BolideState, ev: RaceEvent[]): BolideState => {
  if (s.round === 0) return nextStrategyChoice(s, -1, ev)
  return startRound(s, ev)
}

/** The first weather die of the race. */
export const weatherRoll = (s: BolideState, value: number, ev: RaceEvent[]): BolideState => {
  if (weatherIsSettled(value)) {
    ev.push({ type: 'rolled', seat: null, value, result: { table: 'weather', result: 'settled' } })
    ev.push({ type: 'weather', weather: 'sun', variable: false })
    return afterWeather({ ...s, weather: 'sun', variable: false }, ev)
  }
  ev.push({ type: 'rolled', seat: null, value, result: { table: 'weather', result: 'variable' } })
  return { ...s, variable: true, phase: { kind: 'roll', roll: 'weather-risk', seat: -1 } }
}

/** The rain-risk die of a variable sky (at the start and at the half-way lines). */
export const weatherRiskRoll = (s: BolideState, value: number, ev: RaceEvent[]): BolideState => {
  const weather = rainFalls(value, circuitOf(s).rainRisk) ? 'rain' : 'sun'
  ev.push({ type: 'rolled', seat: null, value, result: { table: 'weather-risk', result: weather } })
  ev.push({ type: 'weather', weather, variable: true })
  return afterWeather({ ...s, weather }, ev)
}
