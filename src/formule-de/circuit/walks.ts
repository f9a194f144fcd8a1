/**
 * The walks the validator makes over a circuit, all iterative (an explicit stack or queue, no
 * recursion): reachability from the grid, the paths through a corner, the pit lane's way back
 * to the track. Each visits a space at most once per walk, so a circuit within the limits of
 * `limits.ts` is walked in linear time whatever its shape.
 */
import type { Circuit } from './model.js'

/** The spaces reachable from `from` along the moves. */
export const reachable = (circuit: Circuit, from: ReadonlyArray<number>): ReadonlySet<number> => {
  const seen = new Set<number>()
  const stack = from.filter((g) => g >= 0 && g < circuit.spaces.length)
  while (stack.length > 0) {
    const id = stack.pop() as number
    if (seen.has(id)) continue
    seen.add(id)
    for (const m of circuit.spaces[id]?.next ?? []) if (!seen.has(m)) stack.push(m)
  }
  return seen
}

/** The lengths of the paths through a corner, as the graph gives them. */
export interface CornerPathLengths {
  /** Corner spaces on the longest path. */
  readonly longest: number
  /** Corner spaces on the shortest path. */
  readonly shortest: number
}

/**
 * Longest and shortest number of corner spaces on a path through a corner, from a space that
 * enters it to a move that leaves it; null when no path goes through, or when the corner's
 * arrows loop (a path could then stay in it for ever).
 */
export const cornerPaths = (circuit: Circuit, corner: number): CornerPathLengths | null => {
  const spaces = circuit.spaces
  const inside = (id: number): boolean => spaces[id]?.corner === corner
  const entries = new Set<number>()
  for (const s of spaces) {
    if (s.corner === corner) continue
    for (const m of s.next) if (inside(m)) entries.add(m)
  }
  // Post-order depth-first walk with an explicit stack; 1 = on the stack, 2 = done.
  const mark = new Map<number, 1 | 2>()
  const longest = new Map<number, number>()
  const shortest = new Map<number, number>()
  for (const entry of entries) {
    if (mark.has(entry)) continue
    const stack: Array<[number, number]> = [[entry, 0]]
    mark.set(entry, 1)
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [number, number]
      const [id, k] = top
      const next = spaces[id]?.next ?? []
      if (k < next.length) {
        top[1] = k + 1
        const m = next[k] as number
        if (!inside(m)) continue
        const seen = mark.get(m)
        if (seen === 1) return null
        if (seen === undefined) {
          mark.set(m, 1)
          stack.push([m, 0])
        }
        continue
      }
      let lo = Infinity
      let hi = -Infinity
      for (const m of next) {
        const l = inside(m) ? (longest.get(m) ?? -Infinity) + 1 : 1
        const s = inside(m) ? (shortest.get(m) ?? Infinity) + 1 : 1
        hi = Math.max(hi, l)
        lo = Math.min(lo, s)
      }
      longest.set(id, hi)
      shortest.set(id, lo)
      mark.set(id, 2)
      stack.pop()
    }
  }
  let hi = -Infinity
  let lo = Infinity
  for (const e of entries) {
    hi = Math.max(hi, longest.get(e) ?? -Infinity)
    lo = Math.min(lo, shortest.get(e) ?? Infinity)
  }
  return Number.isFinite(hi) && Number.isFinite(lo) ? { longest: hi, shortest: lo } : null
}

/** The pit-lane and stand spaces from which no move leads back to the track. */
export const stuckInPits = (circuit: Circuit): ReadonlyArray<number> => {
  const spaces = circuit.spaces
  const previous = new Map<number, number[]>()
  const out = new Set<number>()
  const queue: number[] = []
  for (const s of spaces) {
    if (s.kind === 'track') continue
    for (const m of s.next) {
      const t = spaces[m]
      if (t === undefined) continue
      if (t.kind === 'track' && !out.has(s.id)) {
        out.add(s.id)
        queue.push(s.id)
      } else if (t.kind !== 'track') {
        const list = previous.get(m)
        if (list) list.push(s.id)
        else previous.set(m, [s.id])
      }
    }
  }
  for (let q = 0; q < queue.length; q++) {
    for (const p of previous.get(queue[q] as number) ?? []) {
      if (!out.has(p)) {
        out.add(p)
        queue.push(p)
      }
    }
  }
  return spaces.filter((s) => s.kind !== 'track' && !out.has(s.id)).map((s) => s.id)
}
