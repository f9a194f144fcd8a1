/**
 * From the weather to the first round (FD-B la grille de départ; FD-A 2, 3, 5; FD-T 1-3-2,
 * 2-0-1, 4-0-1): the qualifying session if the engine plays it, then the grid (from the laps,
 * or the d20 draw: lowest roll on pole, ties roll again), then in the tournament the stands
 * chosen pole first, the builds of the cars without one, the tyres in grid order, and round 1
 * in grid order. Promises: every racing car has a grid place before round 1, and the choices
 * come in that order.
 */
import { right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import { current, refuse, withCar, type Event } from '../flow.js'
import type { GridStep, State } from '../state.js'
import { isUnbuilt } from './build-sheet.js'
import { absoluteTime, qualifyingOrder } from './qualifying.js'
import { nextQualifyingLap, qualifyingNow, sessionOf } from './qualifying-session.js'
import { beginTurn } from './turn.js'
import { circuitOf } from '../board.js'
import { carWith, stateWith } from '../records.js'

/** The cars placed on the grid in `order` (pole first). */
export const gridPlaces = (state: State, order: ReadonlyArray<number>): State =>
  stateWith(state, {
    cars: state.cars.map((c, k) => carWith(c, { space: circuitOf(state).grid[order.indexOf(k)] ?? -1 })),
  })

/** The cars in grid order (pole first), from where they stand. */
export const gridOrder = (state: State): ReadonlyArray<number> =>
  state.cars
    .map((c, k) => ({ k, pos: circuitOf(state).grid.indexOf(c.space) }))
    .sort((a, b) => a.pos - b.pos)
    .map((x) => x.k)

/**
 * After the weather: the qualifying session to play, the cars already placed by qualifying, a
 * lone car, or the grid draw (FD-B la grille de départ).
 */
export const afterWeather = (state: State, events: Event[]): State => {
  if (qualifyingNow(state)) return afterQualifyingLap(state, events)
  if (state.cars.every((c) => c.space >= 0)) {
    const order = gridOrder(state)
    // A played session announced its grid when it ended; laps from the config announce it now.
    if (state.qualifying === null) events.push({ type: 'grid', order })
    return startRace(state, order, events)
  }
  if (state.cars.length === 1) return placeOnGrid(state, [0], events)
  return stateWith(state, { step: { kind: 'grid', slots: [state.cars.map((_, i) => i)], rolls: [] } })
}

/** A qualifying lap is over (or the session begins): the next car's lap, or the grid from the laps. */
export const afterQualifyingLap = (state: State, events: Event[]): State =>
  nextQualifyingLap(state) ?? endQualifying(state, events)

// The grid from the laps (FD-A 2, FD-T 1-3-2), shared with laps given in the config; in the
// tournament the pole then rolls the race weather (FD-T 2-0-1).
const endQualifying = (state: State, events: Event[]): State => {
  const laps = sessionOf(state).laps
  const order = qualifyingOrder(laps)
  const times = order.map((k) => {
    const lap = laps[k]
    return lap === undefined || lap.missedStops ? null : absoluteTime(lap)
  })
  events.push({ type: 'qualifying-result', car: order[0] ?? 0, order, times })
  events.push({ type: 'grid', order })
  const placed = stateWith(gridPlaces(state, order), { order: [] })
  if (state.rules.weather && state.rules.preset === 'tournament')
    return stateWith(placed, { step: { kind: 'weather', session: 'race' } })
  return afterWeather(placed, events)
}

// Lowest roll on pole, and so on (FD-B la grille de départ); then round 1 starts.
const placeOnGrid = (state: State, order: ReadonlyArray<number>, events: Event[]): State => {
  events.push({ type: 'grid', order })
  return startRace(gridPlaces(state, order), order, events)
}

/** A grid roll of the next car of the first tied slot; equal rolls stay together and roll again. */
export const rollGrid = (state: State, step: GridStep, value: number, events: Event[]): State => {
  const slotIndex = step.slots.findIndex((slot) => slot.length > 1)
  const slot = step.slots[slotIndex] ?? []
  const car = slot[step.rolls.length] as number
  events.push({ type: 'grid-roll', car, value })
  const rolls = [...step.rolls, value]
  if (rolls.length !== slot.length) return stateWith(state, { step: { kind: 'grid', slots: step.slots, rolls } })
  // Lowest roll first; equal rolls stay together and roll again (FD-B la grille de départ).
  const values = [...new Set(rolls)].sort((a, b) => a - b)
  const split = values.map((v) => slot.filter((_, k) => rolls[k] === v))
  const slots = [...step.slots.slice(0, slotIndex), ...split, ...step.slots.slice(slotIndex + 1)]
  if (slots.every((s) => s.length === 1))
    return placeOnGrid(
      state,
      slots.map((s) => s[0] as number),
      events,
    )
  return stateWith(state, { step: { kind: 'grid', slots, rolls: [] } })
}

/**
 * The grid is set: in the tournament the stands chosen pole first (FD-T 4-0-1); the builds
 * once the weather is known (FD-A 5) and the stands chosen; the tyres in grid order once the
 * weather is known (FD-A 3); then round 1 starts.
 */
export const startRace = (state: State, order: ReadonlyArray<number>, events: Event[]): State => {
  const hasStands = circuitOf(state).spaces.some((sp) => sp.kind === 'stand')
  if (
    state.rules.preset === 'tournament' &&
    hasStands &&
    state.laps >= 2 &&
    state.step.kind !== 'stands' &&
    state.step.kind !== 'build'
  ) {
    return stateWith(state, { order, step: { kind: 'stands' } })
  }
  // The rulebooks give no order for the builds, so grid order (our choice, as for the tyres).
  const unbuilt = order.filter((k) => isUnbuilt(state.cars[k]))
  if (unbuilt.length > 0) return stateWith(state, { order: unbuilt, step: { kind: 'build', chosen: [] } })
  if (state.rules.tyres) return stateWith(state, { order, step: { kind: 'tyres' } })
  events.push({ type: 'round', round: 1, order })
  return beginTurn(stateWith(state, { round: 1, order, step: { kind: 'start' } }), events)
}

/**
 * The current car announces its tyres: before its qualifying lap, which starts in 1st (FD-T
 * 1-1-4), or before the race in grid order (FD-A 3); after the last car, round 1 starts.
 */
export const chooseTyres = (state: State, action: Action, events: Event[]): Either<RuleViolation<Code>, State> => {
  const i = current(state)
  if (action.type !== 'tyres') return refuse('WRONG_ACTION', { car: i, expected: 'tyres', got: action.type }, 'FD-A 3')
  events.push({ type: 'tyres', car: i, tyre: action.tyre })
  const s = withCar(state, i, { tyre: action.tyre, tyreLap: 0 })
  if (qualifyingNow(state)) return right(stateWith(s, { step: { kind: 'gear' } }))
  const order = s.order.slice(1)
  if (order.length > 0) return right(stateWith(s, { order }))
  const grid = gridOrder(s)
  events.push({ type: 'round', round: 1, order: grid })
  return right(beginTurn(stateWith(s, { round: 1, order: grid, step: { kind: 'start' } }), events))
}
