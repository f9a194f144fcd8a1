/**
 * Building the car in play (FD-A 5; FD-T 5-0-2, 5-2, 5-3): after the weather, each car without
 * a build given in the config fills its race sheet one part at a time, in grid order; every
 * part gets at least 1 point, the tournament's 2 stand points may go on the car or stay at the
 * stand, and the last part takes the remainder without a decision. Promises: the sheet adds up
 * to 20 points (22 in the tournament), and the car starts with it.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolViolation, type CoreCode, type RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import { current, refuse, withCar, type Event, type Handled } from '../flow.js'
import type { BuildStep, Car, State } from '../state.js'
import { buildRange, completeBuild, nextBuildPart, STAND_POINTS, wearOfBuild } from './build.js'
import { stateWith } from '../records.js'

/** A car still to build: its sheet is empty (a real build has at least 1 point per part). */
export const isUnbuilt = (car: Car | undefined): boolean =>
  car !== undefined && car.status === 'racing' && car.sheet.tyres === 0 && car.sheet.holding === 0

/** The stand points a build spreads besides the 20 (the tournament's 2, FD-T 5-0-2; 0 otherwise). */
export const buildStandPoints = (state: State): number => (state.rules.preset === 'tournament' ? STAND_POINTS : 0)

/** The legal `build` actions of the car building now (FD-A 5, FD-T 5-2, 5-3). @group Rules */
export const buildOptions = (state: State): ReadonlyArray<Extract<Action, { type: 'build' }>> => {
  if (state.step.kind !== 'build') return []
  const sp = buildStandPoints(state)
  const part = nextBuildPart(state.step.chosen, sp)
  const range = buildRange(state.step.chosen, sp)
  if (part === null || range === null) return []
  const out: Array<Extract<Action, { type: 'build' }>> = []
  for (let points = range[0]; points <= range[1]; points++) out.push({ type: 'build', part, points })
  return out
}

/** The points of the next part of the current car's sheet; done when every car has built (the order is then empty). */
export const fillBuild = (
  state: State,
  step: BuildStep,
  action: Action,
  events: Event[],
): Either<RuleViolation<Code | CoreCode>, Handled> => {
  const i = current(state)
  if (action.type !== 'build') return refuse('WRONG_ACTION', { car: i, expected: 'build', got: action.type }, 'FD-A 5')
  const sp = buildStandPoints(state)
  const part = nextBuildPart(step.chosen, sp)
  const range = buildRange(step.chosen, sp)
  // A sound state's build is never complete (validate.ts): a state that bypassed the guard.
  if (part === null || range === null) return left(protocolViolation('BAD_STATE', 'This build is already complete.'))
  const rule = part === 'stand' ? 'FD-T 5-3' : sp > 0 ? 'FD-T 5-0-2' : 'FD-A 5'
  if (action.part !== part) return refuse('BUILD_ORDER', { car: i, part, got: action.part }, rule)
  if (action.points < range[0] || action.points > range[1]) {
    return refuse(
      'BUILD_RANGE',
      { points: action.points, part, min: range[0], max: range[1], kept: sp },
      part === 'stand' ? rule : sp > 0 ? 'FD-T 5-2' : 'FD-A 5',
    )
  }
  events.push({ type: 'build', car: i, part, points: action.points })
  const chosen = [...step.chosen, action.points]
  if (nextBuildPart(chosen, sp) !== null)
    return right({ state: stateWith(state, { step: { kind: 'build', chosen } }), done: false })
  // The last part takes the remainder: no decision (FD-A 5).
  const b = completeBuild(chosen, sp)
  events.push({ type: 'build', car: i, part: 'holding', points: b.holding })
  const s = withCar(state, i, {
    sheet: b,
    wear: wearOfBuild(b),
    holding: state.rules.roadHolding ? b.holding : 0,
    standPoints: state.rules.preset === 'tournament' ? b.stand : state.rules.pitPoints ? STAND_POINTS : 0,
  })
  const order = s.order.slice(1)
  if (order.length > 0)
    return right({ state: stateWith(s, { order, step: { kind: 'build', chosen: [] } }), done: false })
  return right({ state: stateWith(s, { order: [] }), done: true })
}
