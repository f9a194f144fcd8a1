/**
 * Road-holding and wall tests (FD-A 6, FD-T 17, FD-T 15; FD-T 6-3 step 10): each dangerous
 * space the car entered during its turn owes a road-holding test (1–4 dry loses a road-holding
 * point; at zero the car is out at once, FD-T 17-0-3, 20-5), each entry into the lane along an
 * oval's wall a body test (tournament). The tests are rolled at the end of the move, in order;
 * a move that ends entering the lane along the wall next to other cars keeps that wall test
 * for after the collision tests (FD-T 15-1). Promises: one die per test; the tests stop when
 * the car is out.
 */
import { current, type Event, type Handled } from '../flow.js'
import type { Car, HoldingStep, State } from '../state.js'
import { collisionsDue } from './collision.js'
import { eliminate, lose, loseBody } from './damage.js'
import { testThreshold } from './weather.js'
import { stateWith } from '../records.js'

/** What the move of the turn entered, slipstreams included: what its tests are. */
export interface MoveTally {
  /** Dangerous spaces entered (one road-holding test each). */
  readonly hazards: number
  /** Entries into the lane along a wall (one wall test each). */
  readonly walls: number
  /** The last space entered was the first of the lane along the wall (FD-T 15-1). */
  readonly wallLast: boolean
}

/** The tests the move owes (FD-T 6-3 step 10), and whether its wall test waits for the collisions (FD-T 15-1). */
export interface TestsOwed {
  /** Road-holding and wall tests to roll at once, in order. */
  readonly tests: ReadonlyArray<'holding' | 'wall'>
  /** A wall test is kept for after the collision tests. */
  readonly wallAfter: boolean
}

/** The tests owed by the current car's move. */
export const testsOwed = (state: State, tally: MoveTally): TestsOwed => {
  const i = current(state)
  const car = state.cars[i] as Car | undefined
  const tests: Array<'holding' | 'wall'> = []
  let wallAfter = false
  if (car?.status === 'racing') {
    if (state.rules.roadHolding) for (let k = 0; k < tally.hazards; k++) tests.push('holding')
    // FD-T 15-1: a move ending on entering the lane along the wall tests the wall after the collisions.
    wallAfter = tally.walls > 0 && tally.wallLast && collisionsDue(state, i)
    for (let k = wallAfter ? 1 : 0; k < tally.walls; k++) tests.push('wall')
  }
  return { tests, wallAfter }
}

/**
 * One road-holding or wall test of the current car (FD-A 6, FD-T 17-0-2; FD-T 15 with the
 * collision test's odds). Done when the last test is rolled or the car is out.
 */
export const rollHolding = (state: State, step: HoldingStep, value: number, events: Event[]): Handled => {
  const i = current(state)
  const test = step.tests[0] ?? 'holding'
  let s: State = state
  if (test === 'holding') {
    const damaged = value <= testThreshold('holding', state.wet)
    events.push({ type: 'holding-roll', car: i, value, damaged, test })
    if (damaged) {
      s = lose(s, i, 'holding', 1, 'road-holding', events)
      // Out at once, no mark (FD-T 17-0-3, 20-5).
      if ((s.cars[i] as Car).holding <= 0) s = eliminate(s, i, 'holding', events)
    }
  } else {
    const damaged = value <= testThreshold('collision', state.wet)
    events.push({ type: 'holding-roll', car: i, value, damaged, test })
    if (damaged) s = loseBody(s, i, 'wall', events)
  }
  const tests = step.tests.slice(1)
  if (tests.length > 0 && (s.cars[i] as Car).status === 'racing')
    return { state: stateWith(s, { step: { ...step, tests } }), done: false }
  return { state: s, done: true }
}
