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

/**
 * What a helper that takes a state or a board from anyone works on: the value itself when it
 * is frozen (the engine's values are, all the way down), else a frozen copy of it, so that
 * nothing the helper remembers of it can go stale when its holder edits it.
 */
export const frozenInput = <T>(value: T): T =>
  typeof value !== 'object' || value === null || Object.isFrozen(value) ? value : deepFreeze(plainCopy(value) as T)
