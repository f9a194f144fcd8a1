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
  // Tournament: a stalled or spun car plays after the other car at the same level (FD-T 9-1-3, 10-4-7).
  const waits = state.rules.preset === 'tournament' && (car.spun || car.stalled) ? -10 : 0
  return [car.lap * c.levels + level, 0, car.gear + waits, -car.arrival]
}

/**
 * The cars still racing in play order, the leader first (FD-B déplacements; FD-T 6-2-5): the
 * leader (farthest in the race) plays first, then the cars in their order on the track going
 * back from the leader round the loop, down to the car just in front of the leader. A lapped
 * car just behind the leader therefore plays before the cars of the leader's lap that are
 * behind it on the track; a car about to be lapped (just in front of the leader) plays last.
 */
export const playOrder = (state: State): ReadonlyArray<number> => {
  const racing = state.cars.map((car, i) => ({ i, car })).filter(({ car }) => car.status === 'racing')
  const keys = new Map(racing.map(({ i, car }) => [i, keyOf(state, car)] as const))
  const byProgress = (a: number, b: number): number => {
    const ka = keys.get(a) as readonly number[]
    const kb = keys.get(b) as readonly number[]
    for (let k = 0; k < ka.length; k++) {
      const d = (kb[k] ?? 0) - (ka[k] ?? 0)
      if (d !== 0) return d
    }
    return a - b
  }
  const sorted = racing.map(({ i }) => i).sort(byProgress)
  const leader = sorted[0]
  if (leader === undefined) return sorted
  const levels = Math.max(1, state.circuit.levels)
  const lead = (keys.get(leader) as readonly number[])[0] ?? 0
  // Distance back from the leader along the loop (0 to levels): the order on the track.
  const behind = (i: number): number => {
    const d = lead - ((keys.get(i) as readonly number[])[0] ?? 0)
    return ((d % levels) + levels) % levels
  }
  const rest = sorted.slice(1)
  const laps = new Set(rest.map((i) => Math.floor((lead - ((keys.get(i) as readonly number[])[0] ?? 0)) / levels)))
  // Everyone within a lap of the leader: the order by progress is already the order on the track.
  if (laps.size === 0 || (laps.size === 1 && laps.has(0))) return sorted
  return [leader, ...rest.sort((a, b) => behind(a) - behind(b) || byProgress(a, b))]
}

/** How far a car has gone (laps × levels + level), for standings and bots. */
export const progress = (state: State, car: Car): number =>
  car.lap * state.circuit.levels + (state.circuit.spaces[car.space]?.level ?? 0)
