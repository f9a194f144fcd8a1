/**
 * Freezes a value and everything it reaches that is not frozen yet, so that no one holding
 * it can edit it in place. Frozen parts are skipped: a state that shares most of its tree
 * with a frozen one costs only its new parts.
 * @group Game
 */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i])
    else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}
