/**
 * Which states the rules may trust. States built by setup and reduce are well-formed by
 * construction and remembered by identity; any other object (a saved race, hand-edited JSON,
 * garbage) is decoded with the state codec and checked for meaning before the reducer reads
 * it. Promises: `isWellFormed` never throws, and a state it accepts has a valid circuit, cars
 * and order in range, and a step the race can be at.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { Circuit } from './circuit/model.js'
import { validateCircuit } from './circuit/validate.js'
import { buildRange } from './rules/build.js'
import { buildStandPoints, isUnbuilt } from './rules/build-sheet.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import { StateCodec, type State, type Step } from './state.js'

// States built by setup/reduce are known to be well-formed; anything else is decoded first.
const trusted = new WeakSet<object>()

/** Marks a state built by the rules as well-formed. */
export const trust = (s: State): State => {
  trusted.add(s)
  return s
}

const circuitChecked = new WeakMap<Circuit, boolean>()

/** Records that a circuit passed validation (setup checks it first). */
export const markCircuitSound = (c: Circuit): void => {
  circuitChecked.set(c, true)
}

const circuitIsSound = (c: Circuit): boolean => {
  const hit = circuitChecked.get(c)
  if (hit !== undefined) return hit
  const ok = validateCircuit(c).length === 0
  circuitChecked.set(c, ok)
  return ok
}

/** Whether a value is a Formule Dé state the rules may read. */
export const isWellFormed = (state: unknown): state is State => {
  if (state === null || typeof state !== 'object') return false
  if (trusted.has(state)) return true
  const decoded = StateCodec.decode(state)
  if (isLeft(decoded)) return false
  const s = decoded.right
  if (!circuitIsSound(s.circuit)) return false
  const n = s.circuit.spaces.length
  if (s.cars.some((c) => c.space >= n || (c.status === 'racing' && s.round > 0 && c.space < 0))) return false
  if (s.order.some((i) => i >= s.cars.length) || s.finishers.some((i) => i >= s.cars.length)) return false
  if (s.step.kind !== 'grid' && s.step.kind !== 'over' && s.step.kind !== 'weather' && s.order.length === 0)
    return false
  if (s.step.kind === 'build') {
    const range = buildRange(s.step.chosen, buildStandPoints(s))
    if (range === null || range[0] > range[1] || !isUnbuilt(s.cars[s.order[0] ?? -1])) return false
  }
  if (s.step.kind === 'grid') {
    const tied = s.step.slots.find((slot) => slot.length > 1)
    if (!tied || s.step.rolls.length >= tied.length || s.step.slots.flat().some((i) => i >= s.cars.length)) return false
  }
  if (!qualifyingIsSound(s)) return false
  trusted.add(state)
  return true
}

// A session in a decoded state: laps no more than cars; while it runs, the round not begun, one
// car (the next in config order) alone on the track, at a step of its lap.
const qualifyingIsSound = (s: State): boolean => {
  if (s.qualifying === null) return s.step.kind !== 'chrono'
  if (s.qualifying.laps.length > s.cars.length) return false
  if (!qualifyingNow(s)) return s.step.kind !== 'chrono'
  if (s.round !== 0) return false
  if (s.step.kind === 'weather') return s.step.session !== 'evolution' && s.order.length === 0
  const k = s.qualifying.laps.length
  const lapSteps: ReadonlyArray<Step['kind']> = ['tyres', 'gear', 'roll', 'move', 'chrono']
  return (
    lapSteps.includes(s.step.kind) &&
    s.order.length === 1 &&
    s.order[0] === k &&
    s.cars.every((c, j) => c.status === 'racing' && (j === k ? c.space >= 0 : c.space < 0))
  )
}
