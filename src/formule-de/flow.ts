/**
 * What every rule chapter shares while it builds the next state: the car to play, a car
 * patched without touching the input state, the space a car stands on, and what a
 * chapter's handler hands back to the reducer. Rule chapters push their events into the
 * array they are given, in the order things happen.
 */
import { left, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../core/index.js'
import type { Space } from './circuit/model.js'
import type { Code } from './codes.js'
import type { RawEvent } from './events.js'
import type { Car, State } from './state.js'
import { circuitOf } from './board.js'
import { carWith, stateWith } from './records.js'
import { refusal, type RefusalParams } from './words/refusals.js'

/**
 * The events the rules produce (the reducer adds the cars' names). A rule pushes a new object
 * for each event, never one it keeps or shares: the reducer writes the car's name into it.
 */
export type Event = RawEvent

/**
 * A chapter's answer to an action: the new state, and whether the chapter's part is over
 * (then the reducer hands over to what comes next: the next stage of the turn, the next lap
 * of the qualifying session, the start of the race...).
 */
export interface Handled {
  /** The state after the action. */
  readonly state: State
  /** The chapter has nothing more to ask: the sequence goes on. */
  readonly done: boolean
}

/** The car to play: the first of the order (-1 when none). */
export const current = (state: State): number => state.order[0] ?? -1

/** The state with fields of car `i` replaced. */
export const withCar = (state: State, i: number, patch: Partial<Car>): State => {
  const cars = [...state.cars]
  const car = cars[i]
  if (car !== undefined) cars[i] = carWith(car, patch)
  return stateWith(state, { cars })
}

/** The space a car stands on (undefined off the track). */
export const spaceOf = (state: State, car: Car): Space | undefined => circuitOf(state).spaces[car.space]

/** A refusal: the code, the facts of its message (see `words/refusals.ts`) and the paragraph the action breaks. */
export const refuse = <A, C extends Code = Code>(
  code: C,
  params: RefusalParams[C],
  rule: string,
): Either<RuleViolation<Code>, A> => left(refusal(code, params, rule))
