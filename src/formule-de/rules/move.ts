/**
 * The gear die and the move of a turn (FD-B déplacements; FD-T 6-3 steps 4 to 9 and 11):
 * the die's score (a 20 in 5th or a 30 in 6th calls the engine tests, FD-T 16; soft tyres
 * on their 3rd lap go 1 space slower on straights, FD-A 3), the move chosen among the legal
 * moves (`moves.ts`) or refused with the paragraph it breaks, and what it does: points lost
 * by braking, blocking and overshooting, the lap and the finish, the spin, the elimination
 * (the car that blocked a car out loses a body point, FD-T 12-1-1), the pit stop's new tyres,
 * the lapped cars (FD-T 6-2-5), then a slipstream offered (FD-T 18) or the rest of the turn
 * (`turn.ts`). Promises: the move applied is one of the legal moves, with its costs.
 */
import { right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import type { Space } from '../circuit/model.js'
import { enginePushFace } from '../dice.js'
import { current, refuse, spaceOf, withCar, type Event } from '../flow.js'
import type { Car, MoveStep, RollStep, State } from '../state.js'
import { blockerOf } from './collision.js'
import { eliminate, lose, loseBody, markDanger } from './damage.js'
import type { MoveTally } from './hazards.js'
import { afterInertiaMove } from './inertia.js'
import { lappingOrder } from './lapping.js'
import { moveKey, STEP_RULES } from './movement.js'
import { pathOutcome } from './submitted-path.js'
import { bonusOf, boardOf, entersWall, movesOf, moverOf, type CarMove } from './moves.js'
import { qualifyingNow, sessionOf } from './qualifying-session.js'
import { intoCorner, slipstreamLeader, slipstreamsOf } from './slipstream.js'
import { restOfTurn } from './turn.js'
import { setLap, softThirdLapSlowdown } from './tyres.js'
import { circuitOf } from '../board.js'
import { stateWith, wearWith } from '../records.js'

/** The gear die's score (FD-T 6-3 step 4): the spaces of the move to choose. */
export const rollGearDie = (state: State, step: RollStep, value: number, events: Event[]): State => {
  const i = current(state)
  events.push({ type: 'roll', car: i, gear: step.gear, value })
  if (qualifyingNow(state)) {
    // Each gear-die throw counts (FD-T 1-1-10); no engine test, the points do not count (FD-T 1-0-1).
    const session = sessionOf(state)
    return stateWith(state, {
      qualifying: { ...session, throws: session.throws + 1 },
      step: { kind: 'move', roll: value, reason: 'gear', engineTest: false },
    })
  }
  const engineTest = enginePushFace(step.gear) === value
  // FD-A 3: soft tyres not renewed run their 3rd lap 1 space slower on straights (not in the tournament).
  const car = state.cars[i] as Car
  const onStraight = spaceOf(state, car)?.kind === 'track' && spaceOf(state, car)?.corner === null
  const slow =
    state.rules.tyres && onStraight
      ? softThirdLapSlowdown(car.tyre, setLap(car.lap, car.tyreLap), state.rules.preset === 'tournament')
      : 0
  const roll = Math.max(1, value - slow)
  return stateWith(state, { step: { kind: 'move', roll, reason: 'gear', engineTest } })
}

const spaceKind = (state: State, space: number): Space['kind'] | undefined => circuitOf(state).spaces[space]?.kind

/** The legal move a `move` action makes, with the path as given, or the paragraph it breaks. */
export const matchMove = (
  state: State,
  step: MoveStep,
  action: Action,
): Either<RuleViolation<Code>, { readonly option: CarMove; readonly path: ReadonlyArray<number> }> => {
  const i = current(state)
  if (action.type !== 'move')
    return refuse('WRONG_ACTION', { car: i, expected: 'move', got: action.type }, 'FD-B déplacements')
  if (qualifyingNow(state) && action.brake > 0) return refuse('NO_BRAKING_IN_QUALIFYING', {}, 'FD-T 1-0-1')
  const moves = movesOf(state)
  const exact = moves.find(
    (o) =>
      o.brake === action.brake && o.path.length === action.path.length && o.path.every((p, k) => p === action.path[k]),
  )
  if (exact) return right({ option: exact, path: exact.path })
  const bonus = bonusOf(state, i)
  const mover = moverOf(state, i)
  const withBonus = bonus > 0 && action.brake === 0 && action.path.length === step.roll + bonus
  const roll = withBonus ? step.roll + bonus : step.roll
  const walked = pathOutcome(boardOf(state, i), mover, action.path, roll, action.brake)
  if (!walked.ok) {
    return refuse(walked.code, { step: walked.at + 1, of: 'path' }, STEP_RULES[walked.code][1])
  }
  const key = moveKey(walked.option)
  const same = moves.find((o) => moveKey(o) === key)
  if (same) return right({ option: same, path: action.path })
  if (action.brake > 0 && state.rules.preset !== 'tournament' && spaceKind(state, walked.option.end) !== 'track') {
    return refuse('NO_BRAKING_IN_PIT_LANE', {}, 'FD-B arrêt au stand')
  }
  if (action.path.length + action.brake > step.roll + bonus) {
    return refuse('PATH_TOO_LONG', { roll: step.roll, spaces: action.path.length + action.brake }, 'FD-B déplacements')
  }
  if (action.brake > mover.wear.brakes) {
    return refuse('NOT_ENOUGH_BRAKES', { brakes: mover.wear.brakes, brake: action.brake }, 'FD-B freinage')
  }
  if (action.path.length + action.brake < step.roll) {
    return refuse('NOT_FARTHEST_SPACE', {}, 'FD-T 12-1-3')
  }
  if ((state.cars[i] as Car).inertia) return refuse('NOT_A_LEGAL_MOVE', { inertia: true }, 'FD-T 16-0-3')
  return refuse('NOT_A_LEGAL_MOVE', { inertia: false }, 'FD-B code de conduite')
}

/** What the turn's earlier moves (the move before its slipstreams) carry into this one. */
export interface Carried extends MoveTally {
  /** The car has already slid this turn (FD-T 18-5-2). */
  readonly slid: boolean
  /** This move is a slipstream. */
  readonly slipstream: boolean
}

const FIRST_MOVE: Carried = { hazards: 0, walls: 0, slid: false, slipstream: false, wallLast: false }

// The move's event and the points it costs: the late braking into a corner on a slipstream,
// the braking, the blocking table, the overshoot (FD-B freinage, blocage, sortie de virage).
const payMove = (
  state: State,
  option: CarMove,
  path: ReadonlyArray<number>,
  late: number,
  slipstream: boolean,
  events: Event[],
): State => {
  const i = current(state)
  const from = (state.cars[i] as Car).space
  if (slipstream) events.push({ type: 'slipstream', car: i, from, path, brake: option.brake })
  else
    events.push({
      type: 'move',
      car: i,
      from,
      path,
      brake: option.brake,
      blocked: option.blocked,
      overshoot: option.overshoot,
    })
  let s = state
  s = lose(s, i, 'brakes', late, 'slipstream-into-corner', events)
  s = lose(s, i, 'brakes', option.brake, 'braking', events)
  s = lose(s, i, 'brakes', option.brakesLost - option.brake - late, 'blocking', events)
  s = lose(s, i, 'tyres', option.overshootLoss, 'overshoot', events)
  return lose(s, i, 'tyres', option.tyresLost - option.overshootLoss, 'blocking', events)
}

// The car on its new space: the lap, the arrival stamp, where it is in the pit procedure, the
// new tyres of a pit stop (FD-B arrêt au stand).
const placeCar = (state: State, before: Car, option: CarMove, events: Event[]): State => {
  const i = current(state)
  const end = circuitOf(state).spaces[option.end] as Space
  let lap = before.lap
  if (option.crossed) {
    lap += 1
    events.push({ type: 'lap', car: i, lap, laps: state.laps })
  }
  const arrivals = state.arrivals + 1
  let s = stateWith(
    withCar(state, i, {
      space: option.end,
      corner: option.corner,
      stops: option.stops,
      lap,
      arrival: arrivals,
      // A car that could not leave its stand waits there and leaves next round (4th or lower).
      pit: end.kind === 'track' ? 'none' : end.kind === 'stand' ? (option.stand ? 'stand' : 'waiting') : 'lane',
      serviced: end.kind === 'track' ? false : before.serviced || option.stand,
    }),
    { arrivals },
  )
  if (option.stand) {
    const car = s.cars[i] as Car
    s = withCar(s, i, { wear: wearWith(car.wear, 'tyres', car.sheet.tyres) })
    events.push({ type: 'pit-stop', car: i })
  }
  return s
}

// The end of the move: out (the blocking wreck marks its space and costs the car that blocked
// it a body point, FD-B blocage, FD-T 12-1-1, 12-1-2), across the finish line, or spun.
const moveOutcome = (state: State, option: CarMove, events: Event[]): State => {
  const i = current(state)
  let s = state
  if (option.eliminated !== null) {
    s = eliminate(s, i, option.eliminated, events)
    if (option.eliminated === 'blocking') {
      s = markDanger(s, option.end, events)
      const blocker = blockerOf(s, option.end)
      if (blocker !== undefined) s = loseBody(s, blocker, 'blocked-car-eliminated', events)
    }
  } else if (option.crossed && (s.cars[i] as Car).lap > s.laps) {
    const place = s.finishers.length + 1
    events.push({ type: 'finish', car: i, place })
    s = stateWith(withCar(s, i, { status: 'finished' }), { finishers: [...s.finishers, i] })
  } else if (option.spin) {
    events.push({ type: 'spin', car: i })
    s = withCar(s, i, { spun: true })
  }
  return s
}

// What the turn's moves have entered so far: this move added to the earlier ones.
const tallyOf = (
  state: State,
  before: Car,
  option: CarMove,
  path: ReadonlyArray<number>,
  carried: Carried,
): MoveTally => ({
  hazards: carried.hazards + option.hazards,
  walls: carried.walls + option.walls,
  wallLast:
    path.length === 0
      ? carried.wallLast
      : entersWall(
          state,
          path.length > 1 ? (path[path.length - 2] as number) : before.space,
          path[path.length - 1] as number,
        ),
})

/**
 * Applies a legal move (or slipstream) of the current car, then offers a slipstream if one
 * may follow (FD-T 6-3 step 8) or goes on with the rest of the turn.
 */
export const applyMove = (
  state: State,
  option: CarMove,
  path: ReadonlyArray<number>,
  engineTest: boolean,
  events: Event[],
  carried: Carried = FIRST_MOVE,
): State => {
  const i = current(state)
  const before = state.cars[i] as Car
  const late = carried.slipstream && intoCorner(state, before.space, option) ? 1 : 0
  let s = payMove(state, option, path, late, carried.slipstream, events)
  s = moveOutcome(placeCar(s, before, option, events), option, events)
  // Inertia: a sticker at each move; out after it unless limping to the finish (FD-T 16-0-3, 16-0-6).
  if (before.inertia && (s.cars[i] as Car).status === 'racing') s = afterInertiaMove(s, i, before, option.end, events)
  const tally = tallyOf(state, before, option, path, carried)
  const moved = lappingOrder(state, s, i)
  const offered = slipstreamOffer(state, moved, option, carried, tally, engineTest)
  if (offered !== null && slipstreamsOf(offered).length > 0) return offered
  return restOfTurn(moved, tally, engineTest, events)
}

// A slipstream may follow a full move made without braking (FD-A 1 condition 6; FD-T 18-1-6)
// and never after an overshoot (FD-T 18-2-2, 18-5-7): the state that offers it, or null.
const slipstreamOffer = (
  before: State,
  moved: State,
  option: CarMove,
  carried: Carried,
  tally: MoveTally,
  engineTest: boolean,
): State | null => {
  const i = current(before)
  const car = moved.cars[i] as Car
  const chain =
    car.status === 'racing' &&
    !car.spun &&
    option.brake === 0 &&
    option.blocked === 0 &&
    option.overshoot === 0 &&
    !option.stand &&
    slipstreamLeader(moved, i) >= 0
  if (!chain) return null
  const bonusLeft = carried.slipstream
    ? before.step.kind === 'slipstream' && before.step.bonus && option.bonus !== true
    : bonusOf(before, i) > 0 && option.bonus !== true
  return stateWith(moved, {
    step: {
      kind: 'slipstream',
      hazards: tally.hazards,
      walls: tally.walls,
      slid: carried.slid || option.slid,
      bonus: bonusLeft,
      engineTest,
      wallLast: tally.wallLast,
    },
  })
}
