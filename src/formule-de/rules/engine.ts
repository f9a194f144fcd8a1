/**
 * Engine tests (FD-B casse moteur; FD-T 16; FD-T 6-3 step 15): when the gear die shows 20 in
 * 5th or 30 in 6th, every racing car in 5th or 6th on the track, the mover included, rolls the
 * black die in the order of the cars on the track, the leader first (FD-T 16-0-1; the basic
 * rules roll them "au même moment"); 1–4 dry, 1–3 wet (FD-A 4 sous la pluie, FD-T 16-0-2) costs
 * an engine point, and the last one breaks the engine (out, or inertia in the tournament: FD-T
 * 16-0-3). Cars in the pit lane or at their stands do not test (FD-T 19-1-4; FD-B arrêt au
 * stand), nor cars already in inertia. Promises: one die per car in the queue, in order.
 */
import { spaceOf, type Event, type Handled } from '../flow.js'
import type { Car, EngineStep, State } from '../state.js'
import { lose } from './damage.js'
import { engineBreaks } from './inertia.js'
import { playOrder } from './order.js'
import { testThreshold } from './weather.js'
import { stateWith } from '../records.js'

/** The engine tests of a 20 in 5th or a 30 in 6th, in the order of the cars on the track; null when no car tests. */
export const engineStep = (state: State): EngineStep | null => {
  const queue = playOrder(state).filter((k) => {
    const car = state.cars[k] as Car
    return !car.inertia && car.gear >= 5 && spaceOf(state, car)?.kind === 'track'
  })
  return queue.length > 0 ? { kind: 'engine', queue } : null
}

/** The engine test of the first car in the queue; done when the queue is empty. */
export const rollEngine = (state: State, step: EngineStep, value: number, events: Event[]): Handled => {
  const k = step.queue[0] as number
  const damaged = value <= testThreshold('engine', state.wet)
  events.push({ type: 'engine-roll', car: k, value, damaged })
  let s: State = state
  if (damaged) {
    s = lose(s, k, 'engine', 1, 'engine-test', events)
    if ((s.cars[k] as Car).wear.engine <= 0) s = engineBreaks(s, k, events)
  }
  const queue = step.queue.slice(1)
  if (queue.length > 0) return { state: stateWith(s, { step: { kind: 'engine', queue } }), done: false }
  return { state: s, done: true }
}
