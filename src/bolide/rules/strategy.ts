/**
 * The strategy choice before the race (BO 11): after the weather draw the drivers choose,
 * in grid order. A car that keeps its qualifying strategy (BO 12) is not asked again.
 */
import type { RaceEvent } from '../events.js'
import type { BolideState } from '../state.js'
import { startRound } from './flow.js'

/**
 * The next driver to choose after grid position `after` (-1: from the pole), or the
 * first round when every driver has chosen.
 */
export const nextStrategyChoice = (s: BolideState, after: number, ev: RaceEvent[]): BolideState => {
  const next = s.grid.slice(after + 1).find((seat) => s.cars[seat]?.strategyFixed !== true)
  return next === undefined ? startRound(s, ev) : { ...s, phase: { kind: 'strategy', seat: next } }
}
