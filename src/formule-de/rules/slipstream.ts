/**
 * The slipstream (FD-A 1, FD-T 18; FD-T 6-3 step 8): after a full move made without braking,
 * a car in 4th or above right behind a car in an equal or lower gear (4th or above) may take
 * 3 more spaces, braking included, and again after each slipstream. Entering a corner from
 * outside it costs a brake point (FD-T 18-1-4, 18-2-3); one slide per turn (FD-T 18-5-2,
 * 18-5-3); the soft tyres' +1 once per turn, before, after or between slipstreams (FD-T
 * 18-3-1, 18-3-2); never a slipstream that eliminates the car. Promises: the moves offered
 * are exactly the slipstreams the reducer accepts.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { right } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import { indexCircuit } from '../circuit/graph.js'
import type { Gear } from '../dice.js'
import { current, refuse } from '../flow.js'
import type { Car, State, Step } from '../state.js'
import { moveKey, STEP_RULES, type MoveOption, type Mover } from './movement.js'
import { pathOutcome } from './submitted-path.js'
import { boardOf, copyMove, moverOf, withBonus, type CarMove } from './moves.js'
import { circuitOf } from '../board.js'
import { isDeepFrozen } from '../../core/freeze.js'

/** The extra spaces of one slipstream (FD-A 1, FD-T 18-0-3). */
export const SLIPSTREAM_SPACES = 3

/**
 * The table of FD-T 18-4: a car in gear `follower` may take the slipstream of a car in
 * gear `leader` only when both are in 4th or above and the follower's gear is equal or
 * higher (FD-A 1 condition 1, FD-T 18-1-1).
 */
export const slipstreamAllowed = (follower: Gear, leader: Gear): boolean =>
  follower >= 4 && leader >= 4 && follower >= leader

/** The car whose slipstream car `i` may take from where it stands (FD-A 1, FD-T 18-1, 18-4), or -1. */
export const slipstreamLeader = (state: State, i: number): number => {
  const car = state.cars[i]
  if (!state.rules.slipstream || car === undefined || car.status !== 'racing' || car.spun || car.inertia) return -1
  const space = circuitOf(state).spaces[car.space]
  if (space === undefined || space.kind === 'stand') return -1
  const ahead = indexCircuit(circuitOf(state)).ahead[car.space] ?? -1
  if (ahead < 0) return -1
  // Also off the wreck of a car that has just broken its engine (FD-T 16-0-5, 18-1-8).
  return state.cars.findIndex(
    (c) =>
      (c.status === 'racing' || (c.wreck && c.out === 'engine')) &&
      !c.inertia &&
      c.space === ahead &&
      !c.spun &&
      slipstreamAllowed(car.gear, c.gear),
  )
}

/** Entering a corner from outside it on a slipstream costs a brake point (FD-A 1 condition 4; FD-T 18-1-4, 18-2-3). */
export const intoCorner = (state: State, from: number, o: MoveOption): boolean => {
  const start = circuitOf(state).spaces[from]
  return start !== undefined && start.corner === null && o.path.some((p) => circuitOf(state).spaces[p]?.corner !== null)
}

const slipMover = (state: State, i: number): Mover => {
  const base = moverOf(state, i)
  // One slide per turn (FD-T 18-5-2, 18-5-3).
  const m = state.step.kind === 'slipstream' && state.step.slid ? { ...base, slide: 0 } : base
  const car = state.cars[i] as Car
  // The stop of the move just made is not yet marked: the whole move is one stop (FD-T 6-2-1).
  return car.corner !== null && car.stops > 0 ? { ...m, stops: car.stops - 1 } : m
}

// A stop short in the pit lane behind a car that cannot be passed (FD-T 19-1-5) covers neither the
// 3 spaces nor a braking nor a blocking (FD-T 18-1-2): it is no slipstream (else it could repeat forever).
const waits = (state: State, o: MoveOption): boolean =>
  circuitOf(state).spaces[o.end]?.kind === 'pit' && o.path.length + o.brake < SLIPSTREAM_SPACES

// Sound: the rules only ask for states no one can edit (frozen, or owned by a driver:
// core/door.ts); others ask through `slipstreamMoves`, which hands out copies.
const slipCache = new WeakMap<State, ReadonlyArray<CarMove>>()

const listSlipstreams = (state: State): ReadonlyArray<CarMove> => {
  if (state.step.kind !== 'slipstream') return []
  const i = current(state)
  const car = state.cars[i] as Car
  const board = boardOf(state, i)
  const mover = slipMover(state, i)
  // The soft +1 may be taken within the slipstreams once per turn (FD-T 18-3-1, 18-3-2).
  const all = withBonus(board, mover, SLIPSTREAM_SPACES, state.step.bonus ? 1 : 0)
  return all
    .map((o) => (intoCorner(state, car.space, o) ? { ...o, brakesLost: o.brakesLost + 1 } : o))
    .filter((o) => o.eliminated === null && o.brakesLost <= car.wear.brakes && !waits(state, o))
}

/** The slipstream moves of a state the rules take: the same list for the same state, shared, so never to be edited. */
export const slipstreamsOf = (state: State): ReadonlyArray<CarMove> => {
  if (state.step.kind !== 'slipstream') return []
  const hit = slipCache.get(state)
  if (hit) return hit
  const moves = listSlipstreams(state)
  slipCache.set(state, moves)
  return moves
}

/**
 * The slipstream moves of the current car at a slipstream step: 3 spaces (or braking), never
 * eliminating; new objects every call.
 * @group Rules
 */
export const slipstreamMoves = (state: State): ReadonlyArray<CarMove> =>
  (isDeepFrozen(state) ? slipstreamsOf(state) : listSlipstreams(state)).map(copyMove)

/** The slipstream a `slipstream` action takes: the move and the path as given, or why it is refused. */
export const matchSlipstream = (
  state: State,
  step: Extract<Step, { kind: 'slipstream' }>,
  action: Extract<Action, { type: 'slipstream' }>,
): Either<RuleViolation<Code>, { readonly option: CarMove; readonly path: ReadonlyArray<number> }> => {
  const i = current(state)
  const moves = slipstreamMoves(state)
  const exact = moves.find(
    (o) =>
      o.brake === action.brake && o.path.length === action.path.length && o.path.every((p, k) => p === action.path[k]),
  )
  if (exact) return right({ option: exact, path: exact.path })
  const spaces =
    step.bonus && action.brake === 0 && action.path.length === SLIPSTREAM_SPACES + 1
      ? SLIPSTREAM_SPACES + 1
      : SLIPSTREAM_SPACES
  const walked = pathOutcome(boardOf(state, i), slipMover(state, i), action.path, spaces, action.brake)
  if (!walked.ok) {
    return refuse(walked.code, { step: walked.at + 1, of: 'slipstream' }, STEP_RULES[walked.code][1])
  }
  const same = moves.find((o) => moveKey(o) === moveKey(walked.option))
  if (same) return right({ option: same, path: action.path })
  if (action.path.length + action.brake !== spaces) {
    return refuse('SLIPSTREAM_LENGTH', {}, 'FD-T 18-1-2')
  }
  const car = state.cars[i] as Car
  if (action.brake > car.wear.brakes)
    return refuse('NOT_ENOUGH_BRAKES', { brakes: car.wear.brakes, brake: action.brake }, 'FD-B freinage')
  if (intoCorner(state, car.space, walked.option))
    return refuse('NOT_A_LEGAL_SLIPSTREAM', { why: 'corner' }, 'FD-T 18-1-4')
  // The slipstream is never obligatory (FD-T 18-2-1): none is offered that would put the car out.
  return refuse('NOT_A_LEGAL_SLIPSTREAM', { why: 'eliminated' }, 'FD-T 18-2-1')
}
