/**
 * The qualifying session played in the engine (FD-A 2, FD-T 1): one car at a time, in config
 * order, alone on the track from the middle lane behind the line, in 1st (FD-T 1-1-2, 1-1-3),
 * its tyres announced first (FD-T 1-1-4). The lap's rules are the race's rules of movement
 * without point losses (FD-T 1-0-1): an overshoot costs penalty throws (FD-T 1-1-12), a
 * corner left without its stops ends the lap with the car last (FD-T 1-1-14), the second
 * crossing of the line ends it (FD-A 2 procédure 4) and, with the chronometer, the seat
 * enters the reading (FD-T 1-1-8, 1-1-13). Promises: one lap recorded per car, in order;
 * the grid itself is drawn from the laps by `rules/grid.ts`.
 */
import { right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import { current, refuse, withCar, type Event, type Handled } from '../flow.js'
import type { Car, State, Step } from '../state.js'
import type { MoveOption, Mover } from './movement.js'
import {
  absoluteTime,
  CHRONO_MAX,
  CHRONO_SCALE,
  newSession,
  nextChronoUnit,
  QUALIFYING_SHEET,
  qualifyingStart,
  type ChronoUnit,
  type QualifyingLap,
  type QualifyingSession,
} from './qualifying.js'
import { overshootFactor, slide } from './tyres.js'
import { circuitOf } from '../board.js'
import { stateWith } from '../records.js'

/**
 * The engine is playing the qualifying session (or about to, after the weather): the grid is not fixed yet.
 * @group Rules
 */
export const qualifyingNow = (state: State): boolean =>
  state.qualifying !== null && state.qualifying.laps.length < state.cars.length

/** The session in a state (an empty one when none is played). */
export const sessionOf = (state: State): QualifyingSession => state.qualifying ?? newSession(false)

// A car off the track between its lap and the grid, as it was set up.
const OFF_TRACK: Partial<Car> = { space: -1, gear: 1, lap: 0, corner: null, stops: 0, tyre: 'hard', tyreLap: 0 }

/**
 * The next car in config order runs its lap (FD-T 1-1-2, 1-1-3), its tyres announced first
 * (FD-T 1-1-4); null when every car has run its lap.
 */
export const nextQualifyingLap = (state: State): State | null => {
  const session = sessionOf(state)
  const k = session.laps.length
  if (k >= state.cars.length) return null
  const placed = withCar(state, k, { ...OFF_TRACK, space: qualifyingStart(circuitOf(state)) })
  return stateWith(placed, {
    order: [k],
    qualifying: { ...session, throws: 0, overshoots: [] },
    step: state.rules.tyres ? { kind: 'tyres' } : { kind: 'gear' },
  })
}

/**
 * Qualifying (FD-A 2, FD-T 1-0-1): the rules of movement as in the race (slides on a wet track
 * included), the lap ends at the second crossing of the line; no braking, no pit lane, and the
 * overshoot multiplier of the set's first lap (FD-T 1-1-12), in penalty throws.
 */
export const qualifyingMover = (state: State, car: Car): Mover => {
  const base: Mover = {
    space: car.space,
    corner: car.corner,
    stops: car.stops,
    wear: QUALIFYING_SHEET,
    team: car.stand,
    pitAllowed: false,
    serviced: false,
    lastLap: car.lap >= 1,
    overshootFactor: overshootFactor(car.tyre, state.wet, 1),
  }
  return state.wet ? { ...base, slide: slide(car.tyre, true) } : base
}

// A lap is over: recorded with its absolute time, the car leaves the track.
const recordLap = (state: State, hundredths: number, missedStops: boolean, events: Event[]): State => {
  const i = current(state)
  const car = state.cars[i] as Car
  const session = sessionOf(state)
  const lap: QualifyingLap = {
    throws: Math.max(1, session.throws),
    hundredths,
    overshoots: session.overshoots,
    tyre: car.tyre,
    wet: state.wet,
    missedStops,
  }
  events.push({ type: 'qualifying-lap', car: i, lap, time: absoluteTime(lap) })
  return stateWith(withCar(state, i, OFF_TRACK), {
    qualifying: { ...session, laps: [...session.laps, lap], throws: 0, overshoots: [] },
  })
}

/**
 * A qualifying move (FD-A 2, FD-T 1-0-1): no point lost; an overshoot costs penalty throws
 * (FD-T 1-1-12); no stop where 2 (or 3) are due ends the lap, the car last (FD-T 1-1-14); the
 * second crossing of the line ends the lap (FD-A 2 procédure 4). No slipstream, road-holding,
 * wall, collision nor engine test: the car is alone and its points do not count. Done when the
 * lap is over and recorded.
 */
export const qualifyingMove = (
  state: State,
  option: MoveOption,
  path: ReadonlyArray<number>,
  events: Event[],
): Handled => {
  const i = current(state)
  const before = state.cars[i] as Car
  const session = sessionOf(state)
  events.push({
    type: 'move',
    car: i,
    from: before.space,
    path,
    brake: 0,
    blocked: option.blocked,
    overshoot: option.overshoot,
  })
  let overshoots = session.overshoots
  if (option.overshoot > 0) {
    overshoots = [...overshoots, option.overshoot]
    events.push({ type: 'qualifying-penalty', car: i, spaces: option.overshoot, throws: option.overshootLoss })
  }
  const lap = before.lap + (option.crossed ? 1 : 0)
  const s = stateWith(withCar(state, i, { space: option.end, corner: option.corner, stops: option.stops, lap }), {
    qualifying: { ...session, overshoots },
  })
  if (option.eliminated === 'no-stop-in-corner') return { state: recordLap(s, 0, true, events), done: true }
  if (lap < 2) return { state: stateWith(s, { step: { kind: 'gear' } }), done: false }
  // Across the line: the chronometer stops (FD-T 1-1-8), its reading entered by the seat when clocked.
  if (session.clock)
    return { state: stateWith(s, { step: { kind: 'chrono', unit: 'minutes', hundredths: 0 } }), done: false }
  return { state: recordLap(s, 0, false, events), done: true }
}

/** Every reading of one unit of the chronometer (FD-T 1-1-13). */
export const chronoOptions = (unit: ChronoUnit): ReadonlyArray<Action> =>
  Array.from({ length: CHRONO_MAX[unit] + 1 }, (_, value): Action => ({ type: 'chrono', unit, value }))

/**
 * One unit of the chronometer's reading, minutes then seconds then hundredths (FD-T 1-1-13);
 * done when the last unit records the lap.
 */
export const enterChrono = (
  state: State,
  step: Extract<Step, { kind: 'chrono' }>,
  action: Action,
  events: Event[],
): Either<RuleViolation<Code>, Handled> => {
  const i = current(state)
  if (action.type !== 'chrono')
    return refuse('WRONG_ACTION', { car: i, expected: 'chrono', got: action.type }, 'FD-T 1-1-13')
  if (action.unit !== step.unit) return refuse('CHRONO_ORDER', { unit: step.unit, got: action.unit }, 'FD-T 1-1-13')
  if (action.value > CHRONO_MAX[step.unit])
    return refuse('CHRONO_RANGE', { unit: step.unit, max: CHRONO_MAX[step.unit] }, 'FD-T 1-1-13')
  const hundredths = step.hundredths + action.value * CHRONO_SCALE[step.unit]
  const unit = nextChronoUnit(step.unit)
  if (unit !== null)
    return right({ state: stateWith(state, { step: { kind: 'chrono', unit, hundredths } }), done: false })
  return right({ state: recordLap(state, hundredths, false, events), done: true })
}
