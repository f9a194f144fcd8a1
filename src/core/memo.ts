/**
 * Memos of functions of plain-data values (boards). Only a value frozen all the way down is
 * remembered by object: its content can no longer change, so what was derived from it stays true; a value
 * that can still be edited is derived anew (or found by content). A saved state decodes into
 * a fresh copy of its board, and checking it should not rebuild what the engine already
 * derived from a board it knows (a search keeps many states of one race on one board).
 */
import { isDeepFrozen } from './freeze.js'

/** Memoises `compute` by object, for objects frozen all the way down only (any other is computed each time). */
export const frozenMemo = <K extends object, T>(compute: (value: K) => T): ((value: K) => T) => {
  // Sound: only keys frozen all the way down are stored, and they never change.
  const byObject = new WeakMap<K, T>()
  return (value) => {
    const hit = byObject.get(value)
    if (hit !== undefined) return hit
    const result = compute(value)
    if (isDeepFrozen(value)) byObject.set(value, result)
    return result
  }
}

// Values remembered by content: the few boards a process races on, oldest forgotten first.
const KEEP = 16

/**
 * Memoises `compute` by object (frozen objects only), then by content (the value's JSON
 * text). Values for which `keep` is false (over a format's limits: their JSON may be of any
 * size) are remembered by object only.
 */
export const contentMemo = <K extends object, T>(
  compute: (value: K) => T,
  keep: (value: K) => boolean = () => true,
): ((value: K) => T) => {
  // Sound: keyed by the JSON text, a value.
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
  return frozenMemo((value) => (keep(value) ? byText(value) : compute(value)))
}

/** Stores `value` for `key` when the key is frozen all the way down (see {@link frozenMemo}); returns the value. */
export const rememberFrozen = <K extends object, T>(cache: WeakMap<K, T>, key: K, value: T): T => {
  if (isDeepFrozen(key)) cache.set(key, value)
  return value
}
