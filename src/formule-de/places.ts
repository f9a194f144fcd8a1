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

/** Whether a circuit names each of its places once (then a lane and a level say which space). */
export const placesAreUnique = (circuit: Circuit): boolean => indexOf(circuit).size === circuit.spaces.length
