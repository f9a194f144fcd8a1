/**
 * Freezes a value and everything it reaches that is not frozen yet, so that no one holding
 * it can edit it in place. Frozen parts are skipped: a state that shares most of its tree
 * with a frozen one costs only its new parts.
 * @group Game
 */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) freezeFrom(value)
  return value
}

// Primitives are never passed down (a call each would cost more than the test), and a plain
// object's keys are walked with `for…in`, which V8 serves from the object's shape.
const freezeFrom = (value: object): void => {
  Object.freeze(value)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i]
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeFrom(v)
    }
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    for (const key in value) {
      const v: unknown = (value as Record<string, unknown>)[key]
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeFrom(v)
    }
  } else {
    for (const key of Object.keys(value)) {
      const v: unknown = (value as Record<string, unknown>)[key]
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeFrom(v)
    }
  }
}

// A copy of plain data (arrays, plain objects), made to be frozen; anything else as it is.
const plainCopy = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(plainCopy)
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key])
  return out
}

// The objects found frozen all the way down. Sound: an object is added only once it and all it
// reaches are frozen, and then none of them can change again.
const wholeFrozen = new WeakSet<object>()

/**
 * Whether a value can no longer change anywhere: a primitive, or an object frozen all the way
 * down. `Object.isFrozen` answers for the object alone, and an object frozen by its holder may
 * still reach an array that can be edited; the engine's own values (frozen by
 * {@link deepFreeze}) pass, once walked.
 */
export const isDeepFrozen = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return true
  if (wholeFrozen.has(value)) return true
  if (!Object.isFrozen(value)) return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isDeepFrozen(value[i])) return false
  } else {
    for (const key of Object.keys(value)) if (!isDeepFrozen((value as Record<string, unknown>)[key])) return false
  }
  wholeFrozen.add(value)
  return true
}

/**
 * Freezes a value no one else has held (a copy the engine has just made, every part of it new),
 * and knows it frozen all the way down from then on: a helper that asks {@link isDeepFrozen} of
 * it (the game's state check, `frozenInput`) does not walk it again.
 */
export const freezeFresh = <T extends object>(fresh: T): T => {
  deepFreeze(fresh)
  wholeFrozen.add(fresh)
  return fresh
}

/**
 * What a helper that takes a state or a board from anyone works on: the value itself when it
 * is frozen all the way down (the engine's values are), else a frozen copy of it, so that
 * nothing the helper remembers of it can go stale when its holder edits it.
 */
export const frozenInput = <T>(value: T): T => (isDeepFrozen(value) ? value : deepFreeze(plainCopy(value) as T))
