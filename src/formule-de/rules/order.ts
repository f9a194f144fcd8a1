import { rememberFrozen } from '../../core/memo.js'
import type { Circuit, Space } from '../circuit/model.js'
import { indexCircuit } from '../circuit/graph.js'
import type { Car, State } from '../state.js'
import { circuitOf } from '../board.js'

/** The pit zone of a circuit as the tournament play order sees it (FD-T 19-5). */
interface PitZone {
  /**
   * Per track lane, the level of its last space from which the pit entry can still be reached
   * this lap: the dotted limit of FD-T 19-5-1 runs across the lanes, so a car beside the
   * entry in a far lane (C in the example) has passed it while a car in the pit-side lane at
   * the same level (I) has not.
   */
  readonly limit: ReadonlyArray<number>
  /** Level of the farthest stand: the lane beyond it is the exit, out of the stand zone. */
  readonly lastStand: number
}

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const zones = new WeakMap<Circuit, PitZone>()

const pitZoneOf = (c: Circuit): PitZone => {
  const hit = zones.get(c)
  if (hit) return hit
  const entry = c.pitEntryLevel ?? 0
  const { previous } = indexCircuit(c)
  const isPit = (id: number): boolean => c.spaces[id]?.kind === 'pit'
  // Backwards from the entry spaces, forward edges only (levels rise; never across the line).
  const seen = new Set<number>(c.spaces.filter((s) => s.kind === 'track' && s.next.some(isPit)).map((s) => s.id))
  const queue = [...seen]
  for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
    const here = c.spaces[q] as Space
    for (const p of previous[q] ?? []) {
      const from = c.spaces[p]
      if (from?.kind === 'track' && from.level < here.level && !seen.has(p)) {
        seen.add(p)
        queue.push(p)
      }
    }
  }
  const limit = Array.from({ length: c.lanes }, () => -1)
  for (const id of seen) {
    const s = c.spaces[id] as Space
    limit[s.lane] = Math.max(limit[s.lane] ?? -1, s.level)
  }
  const standLevels = c.spaces.filter((s) => s.kind === 'stand').map((s) => s.level)
  const laneLevels = c.spaces.filter((s) => s.kind === 'pit').map((s) => s.level)
  const zone: PitZone = {
    // A lane that never reaches the entry keeps the entry level as its limit.
    limit: limit.map((l) => (l < 0 ? entry : l)),
    // Without stands the whole lane is the zone.
    lastStand: Math.max(entry, ...(standLevels.length > 0 ? standLevels : laneLevels)),
  }
  rememberFrozen(zones, c, zone)
  return zone
}

type Key = readonly [number, number, number, number]

/**
 * Sort key of a racing car for the play order (FD-B déplacements; arrêt au stand, note):
 * by position on the track, then higher gear, then first arrived. Cars in the pit lane
 * play after the track cars that have passed the pit entry and before those that have
 * not; moving pit-lane cars before cars stopped at their stands. The tournament orders the
 * pit zone by FD-T 19-5-2 instead (the tournament preset follows the 2004 text: a ruling of the guide).
 */
const keyOf = (state: State, car: Car, pitInUse: boolean): Key => {
  const c = circuitOf(state)
  const s = c.spaces[car.space] as Space | undefined
  const level = s?.level ?? 0
  const base = car.lap * c.levels
  const gear = gearRank(state, car)
  if (state.rules.preset === 'tournament' && pitInUse && s && c.pitEntryLevel !== null) {
    return tournamentKey(c, s, car, base, gear, c.pitEntryLevel)
  }
  if (s && s.kind !== 'track' && c.pitEntryLevel !== null) {
    const group = s.kind === 'pit' ? 0.75 : 0.5
    return [base + c.pitEntryLevel + group, level, car.gear, -car.arrival]
  }
  return [base + level, 0, gear, -car.arrival]
}

/**
 * The gear a car counts with at a tie of level (FD-T 6-2-3). Tournament: a stalled car plays
 * after the other car (FD-T 9-1-3); a spun car counts as in 1st, where its lever is put for
 * its restart, the first arrived playing first at a tie of gears (FD-T 10-4-7).
 */
const gearRank = (state: State, car: Car): number => {
  if (state.rules.preset !== 'tournament') return car.gear
  if (car.stalled) return car.gear - 10
  return car.spun ? 1 : car.gear
}

/**
 * FD-T 19-5-2, while a car is in the pit lane or at its stand: 1) the track cars past the
 * limit, 2) the pit zone by position, the lane car first at a tie of level with a stand
 * (G before H), 3) the track cars short of the limit. The lane past the last stand is the
 * exit: a car there has left the stand zone and ranks by position with the cars past the
 * limit (example 19-5-4: A, in the lane (19-5-3), plays before B and C on the track).
 */
const tournamentKey = (c: Circuit, s: Space, car: Car, base: number, gear: number, entry: number): Key => {
  const zone = pitZoneOf(c)
  if (s.kind === 'stand' || (s.kind === 'pit' && s.level <= zone.lastStand))
    return [base + entry + 0.5, s.level + (s.kind === 'pit' ? 0.5 : 0), car.gear, -car.arrival]
  // Past the limit at or before the entry level (a far lane beside the entry): after the pit
  // zone's band, before the cars past the entry level, by level among themselves.
  if (s.kind === 'track' && s.level <= entry && s.level > (zone.limit[s.lane] ?? entry))
    return [base + entry + 0.75, s.level, gear, -car.arrival]
  return [base + s.level, 0, gear, -car.arrival]
}

/**
 * The cars still racing in play order, the leader first (FD-B déplacements; FD-T 6-2-5): the
 * leader (farthest in the race) plays first, then the cars in their order on the track going
 * back from the leader round the loop, down to the car just in front of the leader. A lapped
 * car just behind the leader therefore plays before the cars of the leader's lap that are
 * behind it on the track; a car about to be lapped (just in front of the leader) plays last.
 * @group Rules
 */
export const playOrder = (state: State): ReadonlyArray<number> => {
  const racing = state.cars.map((car, i) => ({ i, car })).filter(({ car }) => car.status === 'racing')
  // The pit-zone order applies while a car is in the pit lane or at its stand (FD-T 19-5).
  const pitInUse = racing.some(({ car }) => {
    const kind = circuitOf(state).spaces[car.space]?.kind
    return kind === 'pit' || kind === 'stand'
  })
  const keys = new Map(racing.map(({ i, car }) => [i, keyOf(state, car, pitInUse)] as const))
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
  const levels = Math.max(1, circuitOf(state).levels)
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

/** How far a car has gone (laps × levels + level), for standings and bots. @group Rules */
export const progress = (state: State, car: Car): number => {
  const c = circuitOf(state)
  return car.lap * c.levels + (c.spaces[car.space]?.level ?? 0)
}
