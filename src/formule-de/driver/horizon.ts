import { rememberFrozen } from '../../core/memo.js'
import type { Circuit, Space } from '../circuit/model.js'

/** How far a car may move from a space before it overshoots the corner it must stop in. */
export interface Horizon {
  /** For a corner space: the most spaces a move can cover and still end in that corner (-1 elsewhere). */
  readonly here: ReadonlyArray<number>
  /** The next corner ahead (after the space's own corner), or -1 when none is within reach. */
  readonly nextCorner: ReadonlyArray<number>
  /** The most spaces a move can cover and still end in `nextCorner` (a large number when none). */
  readonly next: ReadonlyArray<number>
}

/** Beyond the longest die roll (30): no corner constrains the next move. */
export const FAR = 64

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const cache = new WeakMap<Circuit, Horizon>()

/**
 * The corner horizon of every track space, computed once per circuit by walking the arrows
 * breadth-first (other cars and the lane-change limit ignored: a planning estimate, the
 * exact moves come from the move generator). Bots use it to choose gears ahead of corners.
 */
export const horizonOf = (circuit: Circuit): Horizon => {
  const hit = cache.get(circuit)
  if (hit) return hit
  const spaces = circuit.spaces
  const here: number[] = Array.from({ length: spaces.length }, () => -1)
  const nextCorner: number[] = Array.from({ length: spaces.length }, () => -1)
  const next: number[] = Array.from({ length: spaces.length }, () => FAR)
  for (const s of spaces) {
    if (s.kind !== 'track') continue
    const own = s.corner
    if (own !== null) here[s.id] = 0
    let target = -1
    let leftOwn = own === null
    let frontier = new Set<number>([s.id])
    for (let d = 1; d < FAR && frontier.size > 0; d++) {
      const layer = new Set<number>()
      for (const id of frontier) {
        for (const m of (spaces[id] as Space).next) if ((spaces[m] as Space).kind === 'track') layer.add(m)
      }
      let inOwn = false
      for (const id of layer) {
        const c = (spaces[id] as Space).corner
        if (own !== null && c === own) inOwn = true
        if (c !== null && c !== own && target === -1) target = c
        if (c !== null && c === target) next[s.id] = d
      }
      if (inOwn && !leftOwn) here[s.id] = d
      else leftOwn = true
      frontier = layer
      // Past the target corner nothing more can end in it (moves only go forward).
      if (target !== -1 && next[s.id] !== d && next[s.id] !== FAR && !inOwn) break
    }
    nextCorner[s.id] = target
    if (target === -1) next[s.id] = FAR
  }
  const out: Horizon = { here, nextCorner, next }
  return rememberFrozen(cache, circuit, out)
}

/** The corner that limits a car's next move, seen from where it stands. */
export interface CornerLimit {
  /** The most spaces the move may cover and still end in that corner ({@link FAR} when none is in reach). */
  readonly limit: number
  /** Overshooting it eliminates the car: no stop in a 2-stop corner, fewer than 2 in a 3-stop one (FD-T 10-1). */
  readonly fatal: boolean
}

/**
 * The corner a car's next move must stop in: the one it stands in while it owes stops there,
 * otherwise the next one ahead (from {@link horizonOf}).
 */
export const cornerLimit = (circuit: Circuit, space: number, corner: number | null, stops: number): CornerLimit => {
  const h = horizonOf(circuit)
  const corners = circuit.corners
  if (corner !== null && (corners[corner]?.stops ?? 1) - stops > 0) {
    const required = corners[corner]?.stops ?? 1
    return { limit: h.here[space] ?? 0, fatal: (required === 2 && stops === 0) || (required === 3 && stops < 2) }
  }
  const c = h.nextCorner[space] ?? -1
  return { limit: h.next[space] ?? 0, fatal: c >= 0 && (corners[c]?.stops ?? 1) >= 2 }
}
