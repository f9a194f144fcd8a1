/**
 * The weather rolls (FD-A 4; FD-T 3): the tournament's qualifying weather, rain meaning a wet
 * track for the whole session (FD-T 3-1); the race weather, a variable start dry (FD-A 4) or
 * in the tournament the track of the qualifying session (FD-T 3-2-4); and the evolution of a
 * variable sky after a 20 in 5th or a 30 in 6th, at once in the advanced rules or at the end
 * of the round in the tournament (FD-T 3-2-5). Promises: the sky read on the circuit's table,
 * the track wet or dry as the sky says, and the sequence going on where it stopped.
 */
import type { Event } from '../flow.js'
import type { State, WeatherStep } from '../state.js'
import { afterQualifyingLap, afterWeather } from './grid.js'
import { qualifyingNow } from './qualifying-session.js'
import { beginTurn, continueTurn } from './turn.js'
import { evolutionOf, evolveSky, forecastOf, skyAtStart, wetUnder } from './weather.js'
import { circuitOf } from '../board.js'
import { stateWith } from '../records.js'

/** The weather die of `step`'s session, and what follows it. */
export const rollWeather = (state: State, step: WeatherStep, value: number, events: Event[]): State => {
  const table = circuitOf(state).weather
  if (step.session === 'qualifying') {
    const sky = skyAtStart(forecastOf(table, value))
    const wet = sky === 'rain-definitive'
    events.push({ type: 'weather', session: 'qualifying', value, sky, wet })
    // FD-T 3-1: rain means a wet track for the whole session; sun or a variable sky a dry one.
    const s: State = stateWith(state, { qualifyingSky: sky, wet })
    if (qualifyingNow(s)) return afterQualifyingLap(s, events)
    return stateWith(s, { step: { kind: 'weather', session: 'race' } })
  }
  if (step.session === 'race') {
    const sky = skyAtStart(forecastOf(table, value))
    // A variable start: dry (FD-A 4); in the tournament the track of the qualifying session (FD-T 3-2-4).
    const wet =
      sky === 'rain-definitive' ||
      (sky === 'variable' && state.rules.preset === 'tournament' && state.qualifyingSky === 'rain-definitive')
    events.push({ type: 'weather', session: 'race', value, sky, wet })
    return afterWeather(stateWith(state, { sky, wet }), events)
  }
  const sky = evolveSky(state.sky ?? 'variable', evolutionOf(table, value))
  const wet = wetUnder(sky, state.wet)
  events.push({ type: 'weather', session: 'evolution', value, sky, wet })
  const s: State = stateWith(state, { sky, wet })
  // At the end of the round (tournament) the next round begins; otherwise the turn goes on.
  return s.order.length === 0 ? beginTurn(s, events) : continueTurn(s, step, events)
}
