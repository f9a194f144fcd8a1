import type { Space } from '../circuit/model.js'
import type { Car, State } from '../state.js'

/**
 * Sort key of a racing car for the play order (FD-B déplacements; arrêt au stand, note):
 * by position on the track, then higher gear, then first arrived. Cars in the pit lane
 * play after the track cars that have passed the pit entry and before those that have
 * not; moving pit-lane cars before cars stopped at their stands.
 */
const keyOf = (state: State, car: Car): readonly [number, number, number, number] => {
  const c = state.circuit
  const s = c.spaces[car.space] as Space | undefined
  const level = s?.level ?? 0
  if (s && s.kind !== 'track' && c.pitEntryLevel !== null) {
    const group = s.kind === 'pit' ? 0.75 : 0.5
    return [car.lap * c.levels + c.pitEntryLevel + group, level, car.gear, -car.arrival]
  }
  return [car.lap * c.levels + level, 0, car.gear, -car.arrival]
}

/** The cars still racing in play order, the leader first. */
export const playOrder = (state: State): ReadonlyArray<number> => {
  const racing = state.cars.map((car, i) => ({ i, car })).filter(({ car }) => car.status === 'racing')
  const keys = new Map(racing.map(({ i, car }) => [i, keyOf(state, car)] as const))
  return racing
    .map(({ i }) => i)
    .sort((a, b) => {
      const ka = keys.get(a) as readonly number[]
      const kb = keys.get(b) as readonly number[]
      for (let k = 0; k < ka.length; k++) {
        const d = (kb[k] ?? 0) - (ka[k] ?? 0)
        if (d !== 0) return d
      }
      return a - b
    })
}

/** How far a car has gone (laps × levels + level), for standings and bots. */
export const progress = (state: State, car: Car): number =>
  car.lap * state.circuit.levels + (state.circuit.spaces[car.space]?.level ?? 0)
