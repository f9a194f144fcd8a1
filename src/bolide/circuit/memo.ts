/**
 * What the engine derives from a circuit (its terrain, its defects) is remembered by the
 * circuit object and, for a few circuits, by content: a saved state decodes into a fresh
 * copy of its circuit, and checking it should not rebuild the terrain of a circuit the
 * engine already knows (a search keeps many states of one race on one circuit).
 */
import type { Circuit } from './model.js'

// Circuits remembered by content: the few a process races on, oldest forgotten first.
const KEEP = 16

/**
 * A memo of a function of circuits: by object, then by content (its JSON text). Circuits
 * for which `keep` is false (over the limits: their JSON may be of any size) are
 * remembered by object only.
 */
export const circuitMemo = <T>(
  compute: (c: Circuit) => T,
  keep: (c: Circuit) => boolean = () => true,
): ((c: Circuit) => T) => {
  const byObject = new WeakMap<Circuit, T>()
  const byContent = new Map<string, T>()
  const byText = (c: Circuit): T => {
    const key = JSON.stringify(c)
    const known = byContent.get(key)
    if (known !== undefined) return known
    const value = compute(c)
    byContent.set(key, value)
    if (byContent.size > KEEP) byContent.delete(byContent.keys().next().value as string)
    return value
  }
  return (c) => {
    const hit = byObject.get(c)
    if (hit !== undefined) return hit
    const value = keep(c) ? byText(c) : compute(c)
    byObject.set(c, value)
    return value
  }
}
