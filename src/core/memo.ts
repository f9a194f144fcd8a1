/**
 * A memo of a function of plain-data values (boards): by object, then by content. A saved state
 * decodes into a fresh copy of its board, and checking it should not rebuild what the engine
 * already derived from a board it knows (a search keeps many states of one race on one board).
 */

// Values remembered by content: the few boards a process races on, oldest forgotten first.
const KEEP = 16

/**
 * Memoises `compute` by object, then by content (the value's JSON text). Values for which
 * `keep` is false (over a format's limits: their JSON may be of any size) are remembered by
 * object only.
 */
export const contentMemo = <K extends object, T>(
  compute: (value: K) => T,
  keep: (value: K) => boolean = () => true,
): ((value: K) => T) => {
  const byObject = new WeakMap<K, T>()
  const byContent = new Map<string, T>()
  const byText = (value: K): T => {
    const key = JSON.stringify(value)
    const known = byContent.get(key)
    if (known !== undefined) return known
    const result = compute(value)
    byContent.set(key, result)
    if (byContent.size > KEEP) byContent.delete(byContent.keys().next().value as string)
    return result
  }
  return (value) => {
    const hit = byObject.get(value)
    if (hit !== undefined) return hit
    const result = keep(value) ? byText(value) : compute(value)
    byObject.set(value, result)
    return result
  }
}
