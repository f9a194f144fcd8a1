/**
 * The start (FD-B départ; FD-T 9, 10-4-6): at its first turn, and in the tournament after a
 * spin, a car rolls the black die in 1st: a 1 stalls the engine (the turn is lost, the next
 * move in 1st), a 20 is a super start (4 spaces at once), anything else rolls the 1st-gear die.
 * Promises: the car is in 1st afterwards, its spin cleared.
 */
import { current, withCar, type Event, type Handled } from '../flow.js'
import type { State } from '../state.js'
import { stateWith } from '../records.js'

/** The start roll of the current car; done when the engine stalls (the turn is over). */
export const rollStart = (state: State, value: number, events: Event[]): Handled => {
  const i = current(state)
  const result = value === 1 ? 'stall' : value === 20 ? 'super-start' : 'normal'
  events.push({ type: 'start', car: i, value, result })
  // A spun car restarting (FD-T 10-4-6) is back in 1st whatever the die says.
  const s = withCar(state, i, { started: true, stalled: value === 1, spun: false, gear: 1 })
  if (value === 1) return { state: s, done: true }
  if (value === 20)
    return {
      state: stateWith(s, { step: { kind: 'move', roll: 4, reason: 'super-start', engineTest: false } }),
      done: false,
    }
  return { state: stateWith(s, { step: { kind: 'roll', gear: 1 } }), done: false }
}
