/**
 * Collisions (FD-B accrochage; FD-T 14, 12-1-5, 20-6; FD-T 6-3 step 14): a car that ends its
 * move beside or just behind other racing cars, or tournament wrecks still on the track, tests
 * its body with each of them. The other cars roll first, in order; the mover rolls last: it
 * loses a body point per car the tests eliminated, then rolls once per involved car still in
 * the race. Aggravated (FD-T 14-3) when a spun or stalled car, or the wreck of a blocking or
 * body elimination, was there when the collision began. The cars touching the wreck of a car
 * out by blocking test their body too, except the car that lost its automatic body point
 * (FD-T 12-1-5). Promises: one die per test, a body point lost per failed test.
 */
import { indexCircuit } from '../circuit/graph.js'
import { current, spaceOf, type Event, type Handled } from '../flow.js'
import type { Car, CollisionStep, State } from '../state.js'
import { loseBody } from './damage.js'
import { ELIMINATION_TABLE, eliminationKind } from './elimination.js'
import { testThreshold } from './weather.js'
import { circuitOf } from '../board.js'
import { stateWith } from '../records.js'

// The spaces beside and just ahead of a space: where the cars a collision involves stand.
const nearOf = (state: State, space: number): ReadonlySet<number> => {
  const index = indexCircuit(circuitOf(state))
  return new Set<number>([...(index.beside[space] ?? []), index.ahead[space] ?? -1])
}

// Tournament wrecks beside or just ahead of car `i` (FD-T 14-3: involved, they roll no die).
const wrecksNear = (state: State, i: number): number => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (!s || s.kind !== 'track' || car.status !== 'racing') return 0
  const near = nearOf(state, s.id)
  return state.cars.filter((c) => c.wreck && near.has(c.space)).length
}

// The racing cars beside or just ahead of car `i` (FD-B accrochage).
const collisionPartners = (state: State, i: number): ReadonlyArray<number> => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (!s || s.kind !== 'track' || car.status !== 'racing') return []
  const near = nearOf(state, s.id)
  return state.cars
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => k !== i && c.status === 'racing' && near.has(c.space))
    .map(({ k }) => k)
}

// FD-T 14-3, 20-6: a spun or stalled car, or the wreck of a blocking or body elimination, among the cars involved.
const aggravatedNear = (state: State, i: number): boolean => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (!s) return false
  const index = indexCircuit(circuitOf(state))
  const near = new Set<number>([s.id, ...(index.beside[s.id] ?? []), index.ahead[s.id] ?? -1])
  return state.cars.some(
    (c) =>
      near.has(c.space) &&
      ((c.status === 'racing' && (c.spun || c.stalled)) ||
        (c.wreck && c.out !== null && ELIMINATION_TABLE[eliminationKind(c.out)].aggravatedTests)),
  )
}

/** The car just in front of a car blocked on `end` (the one that loses a body point, FD-T 12-1-1). */
export const blockerOf = (state: State, end: number): number | undefined => {
  const index = indexCircuit(circuitOf(state))
  const candidates = [index.ahead[end] ?? -1, ...(circuitOf(state).spaces[end]?.next ?? [])]
  return candidates
    .map((sp) => state.cars.findIndex((c) => c.status === 'racing' && c.space === sp))
    .find((k) => k >= 0)
}

/**
 * FD-T 12-1-5: the cars touching the wreck of a car out by blocking test their body
 * (aggravated), except the one that lost its body point automatically. Tournament only.
 */
const blockingWreckTests = (state: State, i: number): ReadonlyArray<number> => {
  const car = state.cars[i] as Car | undefined
  if (car === undefined || state.rules.preset !== 'tournament' || !car.wreck || car.out !== 'blocking') return []
  const near = nearOf(state, car.space)
  const blocker = blockerOf(state, car.space)
  return state.cars
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => k !== blocker && c.status === 'racing' && near.has(c.space))
    .map(({ k }) => k)
}

/** Collision tests are due for car `i`: cars beside or just ahead, or wrecks (FD-T 14, 12-1-5). */
export const collisionsDue = (state: State, i: number): boolean =>
  blockingWreckTests(state, i).length > 0 || collisionPartners(state, i).length > 0 || wrecksNear(state, i) > 0

/**
 * The collision tests the current car's move begins, or null when none is due. `engineTest`
 * and `wallAfter` are what the turn still owes after them (kept in the step between dice).
 */
export const collisionStep = (state: State, engineTest: boolean, wallAfter: boolean): CollisionStep | null => {
  const i = current(state)
  // Tournament: aggravated when a spun or stalled car or a wreck is there as the collision begins (FD-T 14-3).
  const aggravated = state.rules.preset === 'tournament' && aggravatedNear(state, i)
  // The fields in the order the step has always been written (saved states compare as JSON).
  const step = (others: ReadonlyArray<number>, involved: number, moverRolls: number): CollisionStep => ({
    kind: 'collision',
    others,
    involved,
    eliminated: 0,
    moverRolls,
    engineTest,
    wallAfter,
    aggravated,
  })
  const touching = blockingWreckTests(state, i)
  if (touching.length > 0) return step(touching, touching.length, 0)
  const partners = collisionPartners(state, i)
  // Tournament wrecks still on the track are involved too (they roll no die: FD-T 14-3).
  const wrecks = wrecksNear(state, i)
  if (partners.length > 0) return step(partners, partners.length + wrecks, 0)
  if (wrecks > 0) return step([], wrecks, wrecks)
  return null
}

/**
 * One collision test: the next other car, or the mover once the others have rolled (a body
 * point per car eliminated, then one roll per involved car left). Wet track 1–2; +1 when
 * aggravated (FD-T 14-3), as decided when the collision began. Done when the last test is rolled.
 */
export const rollCollision = (state: State, step: CollisionStep, value: number, events: Event[]): Handled => {
  const i = current(state)
  const damaged = value <= testThreshold('collision', state.wet, step.aggravated)
  let s: State = state
  if (step.others.length > 0) {
    const k = step.others[0] as number
    events.push({ type: 'collision-roll', car: k, value, damaged })
    if (damaged) s = loseBody(s, k, 'collision', events)
    const eliminated = step.eliminated + ((s.cars[k] as Car).status === 'out' ? 1 : 0)
    const others = step.others.slice(1)
    if (others.length > 0) return { state: stateWith(s, { step: { ...step, others, eliminated } }), done: false }
    // The mover rolls last: it loses a body point per car it eliminated, then rolls once per car left.
    for (let e = 0; e < eliminated; e++) s = loseBody(s, i, 'collision', events)
    const rolls = step.involved - eliminated
    if ((s.cars[i] as Car).status === 'racing' && rolls > 0)
      return { state: stateWith(s, { step: { ...step, others: [], eliminated, moverRolls: rolls } }), done: false }
    return { state: s, done: true }
  }
  events.push({ type: 'collision-roll', car: i, value, damaged })
  if (damaged) s = loseBody(s, i, 'collision', events)
  const remaining = step.moverRolls - 1
  if ((s.cars[i] as Car).status === 'racing' && remaining > 0)
    return { state: stateWith(s, { step: { ...step, moverRolls: remaining } }), done: false }
  return { state: s, done: true }
}
