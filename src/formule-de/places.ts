/**
 * Places on a circuit as a player reads them: a lane and a level (the board's rows, counted
 * from the finish line). These helpers read the circuit only through its public shape (its
 * spaces with their lane, level, kind and the spaces they lead to), so they stay small.
 */
import { rememberFrozen } from '../core/memo.js'
import type { Circuit } from './circuit/model.js'

// (lane, level) → space, per circuit (the first space when a custom circuit repeats a place).
// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const placeIndex = new WeakMap<Circuit, ReadonlyMap<string, number>>()

const indexOf = (circuit: Circuit): ReadonlyMap<string, number> => {
  const hit = placeIndex.get(circuit)
  if (hit) return hit
  const map = new Map<string, number>()
  for (const s of circuit.spaces) {
    const key = `${s.lane}/${s.level}`
    if (!map.has(key)) map.set(key, s.id)
  }
  return rememberFrozen(placeIndex, circuit, map)
}

/**
 * The space in `lane` at `level` (lanes from 0, the track's first; the pit lane and the stands
 * have the lanes after the track's), or `undefined` when the circuit has none there.
 * @group Boards
 */
export const spaceAt = (circuit: Circuit, lane: number, level: number): number | undefined =>
  indexOf(circuit).get(`${lane}/${level}`)

/**
 * The space a car on `space` reaches in one step in `lane` (its own lane by default): on a
 * straight the next level, in a corner the arrow into that lane; `undefined` when no move of
 * the circuit leads there.
 * @group Boards
 */
export const spaceAhead = (circuit: Circuit, space: number, lane?: number): number | undefined => {
  const from = circuit.spaces[space]
  if (from === undefined) return undefined
  const want = lane ?? from.lane
  return from.next.find((m) => circuit.spaces[m]?.lane === want)
}

/**
 * A place as players count it on the board: a lane, and the space's number along that lane.
 * Track lanes are numbered from 1 (the first lane, on the left of the direction of the race)
 * and their spaces from 1, the first space after the finish line; the pit lane (`pit`) and the
 * stands (`stand`) count theirs from the pit entry. Written `2:54` (lane 2, its 54th space),
 * `pit:3`, `stand:2`.
 * @group Boards
 */
export interface LanePlace {
  /** The track lane from 1, or the pit lane, or the stands. */
  readonly lane: number | 'pit' | 'stand'
  /** The space's number along its lane, from 1. */
  readonly space: number
}

interface Count {
  // Every space's place (by id), and the space of each place.
  readonly places: ReadonlyArray<LanePlace>
  readonly spaces: ReadonlyMap<string, number>
  // Whether each lane has one space per level, so that counting along it names one space.
  readonly unique: boolean
}

const countIndex = new WeakMap<Circuit, Count>()

const laneKey = (lane: LanePlace['lane']): string => String(lane)

const countOf = (circuit: Circuit): Count => {
  const hit = countIndex.get(circuit)
  if (hit) return hit
  const groups = new Map<string, { lane: LanePlace['lane']; ids: number[] }>()
  for (const s of circuit.spaces) {
    const lane: LanePlace['lane'] = s.kind === 'track' ? s.lane + 1 : s.kind
    const key = laneKey(lane)
    const group = groups.get(key) ?? { lane, ids: [] }
    group.ids.push(s.id)
    groups.set(key, group)
  }
  const laps = Math.max(1, circuit.levels)
  const places: LanePlace[] = []
  const spaces = new Map<string, number>()
  let unique = true
  for (const { lane, ids } of groups.values()) {
    // Track lanes count from the finish line; the pit lane and the stands from the pit entry.
    const origin = typeof lane === 'number' ? 0 : (circuit.pitEntryLevel ?? 0)
    const along = (id: number): number => ((((circuit.spaces[id]?.level ?? 0) - origin) % laps) + laps) % laps
    const sorted = ids.slice().sort((a, b) => along(a) - along(b) || a - b)
    sorted.forEach((id, k) => {
      if (k > 0 && along(id) === along(sorted[k - 1] as number)) unique = false
      places[id] = { lane, space: k + 1 }
      spaces.set(`${laneKey(lane)}:${k + 1}`, id)
    })
  }
  const made = { places, spaces, unique }
  countIndex.set(circuit, made)
  return made
}

/**
 * The place of a space as players count it (see {@link LanePlace}), or `undefined` for a space
 * the circuit does not have or a circuit whose lanes repeat a level (then no count names one
 * space).
 * @group Boards
 */
export const placeOfSpace = (circuit: Circuit, space: number): LanePlace | undefined => {
  const count = countOf(circuit)
  return count.unique ? count.places[space] : undefined
}

/** The space at a place counted along its lane, or `undefined` when the circuit has none there. @group Boards */
export const spaceOfPlace = (circuit: Circuit, place: LanePlace): number | undefined => {
  const count = countOf(circuit)
  return count.unique ? count.spaces.get(`${laneKey(place.lane)}:${place.space}`) : undefined
}
