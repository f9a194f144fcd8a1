/**
 * A circuit as flat typed arrays, for the move search: the fields of every space side by side
 * in memory (one array read per test instead of an object's property behind a pointer) and the
 * spaces each space leads to in one list, the same lane first (so the first path the search
 * finds to an outcome is the straightest). Computed once per circuit object and cached.
 */
import { rememberFrozen } from '../../core/memo.js'
import type { Circuit } from './model.js'

/** A space kind as a small number. */
export const TRACK = 0
/** The pit lane. */
export const PIT = 1
/** A stand. */
export const STAND = 2

/** The fields of every space, by space id. */
export interface FlatCircuit {
  /** Spaces. */
  readonly n: number
  /** TRACK, PIT or STAND. */
  readonly kind: Uint8Array
  /** Lane. */
  readonly lane: Int32Array
  /** Level. */
  readonly level: Int32Array
  /** Corner index, -1 on a straight (and in the pit lane). */
  readonly corner: Int32Array
  /** 1 for a track space outside every corner. */
  readonly straight: Uint8Array
  /** The team of a stand, -1 elsewhere. */
  readonly stand: Int32Array
  /** Stops required by each corner (1 when absent). */
  readonly stops: Int32Array
  /** Where the spaces a space leads to begin in `next` (n + 1 entries). */
  readonly nextStart: Int32Array
  /** The spaces each space leads to, the same lane first. */
  readonly next: Int32Array
}

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const cache = new WeakMap<Circuit, FlatCircuit>()

/** The flat form of a circuit (cached per circuit object). */
export const flatOf = (circuit: Circuit): FlatCircuit => {
  const hit = cache.get(circuit)
  if (hit) return hit
  const spaces = circuit.spaces
  const n = spaces.length
  const kind = new Uint8Array(n)
  const lane = new Int32Array(n)
  const level = new Int32Array(n)
  const corner = new Int32Array(n)
  const straight = new Uint8Array(n)
  const stand = new Int32Array(n)
  const nextStart = new Int32Array(n + 1)
  const list: number[] = []
  spaces.forEach((s, id) => {
    kind[id] = s.kind === 'track' ? TRACK : s.kind === 'pit' ? PIT : STAND
    lane[id] = s.lane
    level[id] = s.level
    corner[id] = s.corner ?? -1
    straight[id] = s.kind === 'track' && s.corner === null ? 1 : 0
    stand[id] = s.stand ?? -1
    nextStart[id] = list.length
    const sameLane = (m: number): number => Number(spaces[m]?.lane !== s.lane)
    list.push(...[...s.next].sort((x, y) => sameLane(x) - sameLane(y)))
  })
  nextStart[n] = list.length
  const flat: FlatCircuit = {
    n,
    kind,
    lane,
    level,
    corner,
    straight,
    stand,
    stops: Int32Array.from(circuit.corners, (c) => c.stops),
    nextStart,
    next: Int32Array.from(list),
  }
  rememberFrozen(cache, circuit, flat)
  return flat
}

/** Whether space `from` leads to space `to`. */
export const leadsTo = (f: FlatCircuit, from: number, to: number): boolean => {
  for (let k = f.nextStart[from] as number; k < (f.nextStart[from + 1] as number); k++)
    if (f.next[k] === to) return true
  return false
}
