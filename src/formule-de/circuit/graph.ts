import { rememberFrozen } from '../../core/memo.js'
import type { Circuit, Space } from './model.js'

/**
 * Derived lookups of a circuit, computed once per circuit object and cached: the
 * predecessor lists, which spaces are side by side, the stands and their branch points.
 */
export interface CircuitIndex {
  /** The circuit. */
  readonly circuit: Circuit
  /** Spaces leading to each space. */
  readonly previous: ReadonlyArray<ReadonlyArray<number>>
  /** Track spaces beside each track space (adjacent lane, overlapping level span). */
  readonly beside: ReadonlyArray<ReadonlyArray<number>>
  /** The space directly ahead in the same lane, or -1. */
  readonly ahead: ReadonlyArray<number>
  /** The stand space of each team (index = team), -1 when missing. */
  readonly stands: ReadonlyArray<number>
  /** For each pit space, the stand it leads into (team index), or -1. */
  readonly standAfter: ReadonlyArray<number>
}

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const cache = new WeakMap<Circuit, CircuitIndex>()

/** True when the edge `from → to` crosses the finish line (levels wrap to the next lap). */
export const crossesLine = (from: Space, to: Space): boolean => to.level < from.level

/** The lookups of a circuit (cached per circuit object). */
export const indexCircuit = (circuit: Circuit): CircuitIndex => {
  const hit = cache.get(circuit)
  if (hit) return hit
  const n = circuit.spaces.length
  const previous: number[][] = Array.from({ length: n }, () => [])
  const ahead: number[] = Array.from({ length: n }, () => -1)
  for (const s of circuit.spaces) {
    for (const m of s.next) {
      previous[m]?.push(s.id)
      const target = circuit.spaces[m]
      if (target && target.lane === s.lane && target.kind === s.kind) ahead[s.id] = m
    }
  }
  // Level span of a track space: from its level up to the level of the next space of its lane.
  const byLane = new Map<number, Space[]>()
  for (const s of circuit.spaces) {
    if (s.kind !== 'track') continue
    const list = byLane.get(s.lane) ?? []
    list.push(s)
    byLane.set(s.lane, list)
  }
  const spanEnd: number[] = Array.from({ length: n }, () => 0)
  const laneAtLevel = new Map<number, Map<number, Space[]>>()
  for (const [lane, list] of byLane) {
    list.sort((a, b) => a.level - b.level)
    list.forEach((s, i) => {
      spanEnd[s.id] = list[i + 1]?.level ?? circuit.levels
    })
    laneAtLevel.set(lane, new Map())
  }
  const beside: number[][] = Array.from({ length: n }, () => [])
  for (const s of circuit.spaces) {
    if (s.kind !== 'track') continue
    for (const lane of [s.lane - 1, s.lane + 1]) {
      for (const o of byLane.get(lane) ?? []) {
        if (o.level < (spanEnd[s.id] ?? 0) && s.level < (spanEnd[o.id] ?? 0)) beside[s.id]?.push(o.id)
      }
    }
  }
  const stands: number[] = []
  for (const s of circuit.spaces) if (s.kind === 'stand' && s.stand !== null) stands[s.stand] = s.id
  const standAfter: number[] = Array.from({ length: n }, () => -1)
  for (const s of circuit.spaces) {
    if (s.kind !== 'pit') continue
    for (const m of s.next) {
      const target = circuit.spaces[m]
      if (target?.kind === 'stand' && target.stand !== null) standAfter[s.id] = target.stand
    }
  }
  const index: CircuitIndex = {
    circuit,
    previous,
    beside,
    ahead,
    stands: Array.from({ length: stands.length }, (_, i) => stands[i] ?? -1),
    standAfter,
  }
  rememberFrozen(cache, circuit, index)
  return index
}
