/**
 * Stands and pit stops (FD-B arrêt au stand; FD-A 3, 7; FD-T 4-0-1, 19; FD-T 6-3 steps 12
 * and 13): the tournament's choice of stands, pole first (FD-T 4-0-1); the pit lane's gears
 * (FD-T 19-1-8); at its stand the car announces its tyres and its stop (FD-T 19-2-6): a quick
 * stop (the black die: 1–10 leaves at once for half the score rounded up, FD-T 19-3-3; 11–20
 * waits for its next turn, FD-T 19-3-4) or, with the stand points, a long stop restoring lost points within the
 * stand points left (FD-A 7, FD-T 19-4), the car leaving next round in 4th at most.
 * Promises: the crew restores only points lost, within the points left at the stand.
 */
import { rememberFrozen } from '../../core/memo.js'
import { right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action, Repairs } from '../actions.js'
import { current, refuse, withCar, type Event, type Handled } from '../flow.js'
import type { Car, State, Step } from '../state.js'
import { TYRE_TYPES } from './tyres.js'
import { circuitOf } from '../board.js'
import type { Circuit } from '../circuit/model.js'
import { stateWith, wearWith } from '../records.js'

/** The stands of the circuit no car has chosen yet (FD-T 4-0-1). */
export const freeStands = (state: State): ReadonlyArray<number> => {
  const taken = new Set(state.order)
  const chosen = new Set(state.cars.filter((_, k) => !taken.has(k)).map((c) => c.stand))
  return standsOf(circuitOf(state)).filter((stand) => !chosen.has(stand))
}

// The team of every stand space, in space order: read once per circuit object.
// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const standCache = new WeakMap<Circuit, ReadonlyArray<number>>()
const standsOf = (circuit: Circuit): ReadonlyArray<number> => {
  const hit = standCache.get(circuit)
  if (hit !== undefined) return hit
  const stands = circuit.spaces.filter((sp) => sp.kind === 'stand' && sp.stand !== null).map((sp) => sp.stand as number)
  return rememberFrozen(standCache, circuit, stands)
}

/** The current car chooses its stand (FD-T 4-0-1); done when every car has chosen (the order is then empty). */
export const chooseStand = (state: State, action: Action): Either<RuleViolation<Code>, Handled> => {
  const i = current(state)
  if (action.type !== 'choose-stand')
    return refuse('WRONG_ACTION', { car: i, expected: 'choose-stand', got: action.type }, 'FD-T 4-0-1')
  if (!freeStands(state).includes(action.stand)) return refuse('STAND_TAKEN', { stand: action.stand }, 'FD-T 4-0-1')
  const s = withCar(state, i, { stand: action.stand })
  const order = s.order.slice(1)
  if (order.length > 0) return right({ state: stateWith(s, { order }), done: false })
  return right({ state: stateWith(s, { order: [] }), done: true })
}

/** Spaces from a pit-lane space to the car's own stand along the pit lane (0 when it cannot reach it). */
export const standDistance = (state: State, from: number, team: number): number => {
  const spaces = circuitOf(state).spaces
  let frontier = [from]
  for (let d = 1; d <= spaces.length && frontier.length > 0; d++) {
    const next: number[] = []
    for (const x of frontier) {
      for (const y of spaces[x]?.next ?? []) {
        const sp = spaces[y]
        if (sp?.kind === 'stand' && sp.stand === team) return d
        if (sp?.kind === 'pit') next.push(y)
      }
    }
    frontier = next
  }
  return 0
}

const REPAIRABLE = ['brakes', 'fuel', 'body', 'engine', 'holding'] as const

/**
 * What the car at its stand may announce (FD-A 3, 7; FD-T 19-2-3, 19-3, 19-4): its tyres
 * (any type with the tyres rule, otherwise the same), a quick stop, or — with the stand
 * points rule — a long stop restoring up to its stand points to parts that lost points
 * (fuel in the tournament only, FD-T 19-4-1; road holding with that rule).
 * @group Rules
 */
export const standOptions = (state: State, i: number): ReadonlyArray<Extract<Action, { type: 'stand' }>> => {
  const car = state.cars[i]
  if (car === undefined) return []
  const tyres = state.rules.tyres ? TYRE_TYPES : [car.tyre]
  const none: Repairs = { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 }
  const room = (part: (typeof REPAIRABLE)[number]): number => {
    if (part === 'fuel' && state.rules.preset !== 'tournament') return 0
    if (part === 'holding') return state.rules.roadHolding ? car.sheet.holding - car.holding : 0
    return car.sheet[part] - car.wear[part]
  }
  const repairs: Repairs[] = [none]
  if (state.rules.pitPoints) {
    const grow = (base: Repairs, from: number, left: number): void => {
      for (let k = from; k < REPAIRABLE.length; k++) {
        const part = REPAIRABLE[k] as (typeof REPAIRABLE)[number]
        if (left > 0 && base[part] < room(part)) {
          const next = { ...base, [part]: base[part] + 1 }
          repairs.push(next)
          grow(next, k, left - 1)
        }
      }
    }
    grow(none, 0, car.standPoints)
  }
  const out: Array<Extract<Action, { type: 'stand' }>> = []
  for (const tyre of tyres) {
    out.push({ type: 'stand', tyre, stop: 'quick', repairs: none })
    if (state.rules.pitPoints) for (const r of repairs) out.push({ type: 'stand', tyre, stop: 'long', repairs: r })
  }
  return out
}

/**
 * The current car has reached its stand this turn: with tyre types or stand points it announces
 * its tyres and its stop first (FD-T 19-2-6), otherwise it rolls at once; null when not at its
 * stand. `engineTest`: the engine tests of the turn, still due after the stop (FD-T 6-3).
 */
export const standStep = (state: State, engineTest: boolean): Step | null => {
  const car = state.cars[current(state)] as Car | undefined
  if (!car || car.status !== 'racing' || car.pit !== 'stand') return null
  return state.rules.tyres || state.rules.pitPoints ? { kind: 'stand', engineTest } : { kind: 'pit', engineTest }
}

// The engine tests still due after the stop of the current turn (kept in the stand and pit steps).
const engineTestDue = (state: State): boolean =>
  (state.step.kind === 'stand' || state.step.kind === 'pit') && state.step.engineTest

/**
 * The car announces its tyres and its stop (FD-T 19-2-6). A quick stop goes on to the black
 * die; a long stop restores the points and the car waits for the next round (FD-A 7, FD-T
 * 19-4-2): done.
 */
export const announceStop = (state: State, action: Action, events: Event[]): Either<RuleViolation<Code>, Handled> => {
  const i = current(state)
  if (action.type !== 'stand')
    return refuse('WRONG_ACTION', { car: i, expected: 'stand', got: action.type }, 'FD-T 19-2-6')
  const chosen = standOptions(state, i).find(
    (o) =>
      o.tyre === action.tyre && o.stop === action.stop && REPAIRABLE.every((p) => o.repairs[p] === action.repairs[p]),
  )
  if (!chosen) {
    if (action.stop === 'long' && !state.rules.pitPoints) return refuse('NO_LONG_STOP', {}, 'FD-A 7')
    if (!state.rules.tyres && action.tyre !== (state.cars[i] as Car).tyre) return refuse('NO_TYRE_CHOICE', {}, 'FD-A 3')
    return refuse('BAD_REPAIRS', {}, 'FD-T 19-4-1')
  }
  const car = state.cars[i] as Car
  events.push({ type: 'stand', car: i, tyre: action.tyre, stop: action.stop })
  let s = withCar(state, i, { tyre: action.tyre, tyreLap: car.lap })
  if (action.stop === 'quick')
    return right({ state: stateWith(s, { step: { kind: 'pit', engineTest: engineTestDue(state) } }), done: false })
  const used = REPAIRABLE.reduce((a, p) => a + action.repairs[p], 0)
  for (const part of REPAIRABLE) {
    const amount = action.repairs[part]
    if (amount === 0) continue
    events.push({ type: 'repair', car: i, part, amount })
    const c = s.cars[i] as Car
    s =
      part === 'holding'
        ? withCar(s, i, { holding: c.holding + amount })
        : withCar(s, i, { wear: wearWith(c.wear, part, c.wear[part] + amount) })
  }
  // A long stop: the car leaves next round, in 4th at most (FD-A 7, FD-T 19-4-2).
  s = withCar(s, i, { standPoints: car.standPoints - used, pit: 'waiting' })
  return right({ state: s, done: true })
}

/**
 * The black die of a quick stop (FD-B arrêt au stand; FD-T 19-3-3, 19-3-4): 1–10 leaves at
 * once, in 4th, for half the score rounded up (a new move of the turn, FD-T 6-3 step 13);
 * 11–20 waits for the car's next turn: done.
 */
export const rollPit = (state: State, value: number, events: Event[]): Handled => {
  const i = current(state)
  if (value <= 10) {
    const spaces = Math.ceil(value / 2)
    events.push({ type: 'pit-roll', car: i, value, spaces })
    const s = withCar(state, i, { gear: 4 })
    // The exit is a new move of the turn (FD-T 6-3 step 13): the turn's engine tests come after it.
    const step = { kind: 'move', roll: spaces, reason: 'pit-exit', engineTest: engineTestDue(state) } as const
    return { state: stateWith(s, { step }), done: false }
  }
  events.push({ type: 'pit-roll', car: i, value, spaces: 0 })
  return { state: withCar(state, i, { pit: 'waiting' }), done: true }
}
