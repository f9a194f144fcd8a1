/**
 * The Bolide reducer: applies one action (decision or chance outcome) to a sound state.
 * The guard of core (`defineGame`) has already decoded the action exactly and checked that
 * it fits the node (not after the end, a roll at a roll, the outcome listed); this file
 * applies the rules, and refuses a decision that breaks one, naming the paragraph.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type CoreCode, type RuleViolation, type Transition } from '../core/index.js'
import { circuitOf } from './board.js'
import type { BolideAction } from './actions.js'
import { refusal, type Code } from './codes.js'
import { nameEvents, type BolideEvent, type RaceEvent } from './events.js'
import { add, COMPASS, scale, speedOf, sub, turnLeft, type Point } from './grid/point.js'
import type { BolideState } from './state.js'
import { arrowAt, arrowVector, carOf, occupant, onBoard, terrain, withCar, withState } from './rules/context.js'
import {
  collisionRoll,
  nearestFree,
  placeLoser,
  repositionPoints,
  repositionProblem,
  settleCollision,
  startCollision,
} from './rules/collision.js'
import { placeForRegroup, regroupProblem } from './rules/safety-car.js'
import { afterRegroup, endTurn, retire, startRound, turnSeat } from './rules/flow.js'
import { checkLines } from './rules/laps.js'
import { isMoveDecision, planDecision, type MoveDecision, type Plan } from './rules/movement.js'
import { boxRoll, enterPit, pitExitProblem } from './rules/pits.js'
import { halfTank, slickInRain, startingBlocks } from './rules/speed.js'
import { boosterAllowed, boosterRoll, brakeAllowed, brakeRoll } from './rules/booster-brake.js'
import { nextStrategyChoice } from './rules/strategy.js'
import { weatherRiskRoll, weatherRoll } from './rules/weather.js'
import { collisionRow, safetyCarOut, slickRainRow, startIncident } from './rules/tables.js'
import { ruleAt } from './rules/steps.js'

type Result = Either<RuleViolation<Code | CoreCode>, Transition<BolideState, BolideEvent>>

// Rules emit seat-numbered events; the drivers' names are added once, here.
const done = (state: BolideState, events: RaceEvent[]): Result => right({ state, events: nameEvents(state, events) })

/** Whether the car ends its move in the slipstream point of a car at speed 3 or more (BO 5). */
const inSlipstream = (s: BolideState, seat: number): boolean => {
  const me = carOf(s, seat)
  if (me.mode !== 'running') return false
  return s.cars.some((o) => {
    if (o.seat === seat || o.mode !== 'running' || speedOf(o.vel) < 3) return false
    const p = sub(o.pos, arrowVector(s, o.pos))
    return p.x === me.pos.x && p.y === me.pos.y
  })
}

/** Closes the turn of the car whose turn it is: lines, slipstream, next car. */
const finishMove = (s: BolideState, ev: RaceEvent[]): BolideState => {
  const seat = turnSeat(s)
  let state = s
  const car = state.cars[seat]
  if (car && onBoard(car)) {
    const lines = checkLines(state, seat, state.flags.start)
    state = lines.state
    ev.push(...lines.events)
    const after = carOf(state, seat)
    if (onBoard(after)) {
      const slipstream = inSlipstream(state, seat)
      if (slipstream !== after.slipstream) state = withCar(state, seat, { slipstream })
    }
  }
  return endTurn(state, ev)
}

/** The loser of a collision has been placed (or started a new collision). */
const concludeLoser = (s: BolideState, to: Point, ev: RaceEvent[]): BolideState => {
  const next = placeLoser(s, to, ev)
  if (next.collision && next.collision.loser === null) return next
  return finishMove(settleCollision(next, ev), ev)
}

/** After the collision roll (and the safety-car re-roll): the loser chooses, or is placed. */
const afterCollisionRoll = (s: BolideState, ev: RaceEvent[]): BolideState => {
  const col = s.collision
  if (!col || col.loser === null) return s
  if (repositionPoints(s).length > 0) return withState(s, { phase: { kind: 'reposition', seat: col.loser } })
  return concludeLoser(s, nearestFree(s, col.at, col.loser), ev)
}

/** Applies an accepted move plan of `seat`. */
const applyPlan = (s: BolideState, seat: number, plan: Plan, ev: RaceEvent[]): BolideState => {
  const car = carOf(s, seat)
  switch (plan.kind) {
    case 'stay': {
      ev.push({ type: 'stayed', seat })
      // BO 8: a spun car that stands still puts its Pion on the car; off the track (a spin
      // pushed it onto a run-off point) it has no Pion and goes back one square a turn (BO 2).
      const mode = car.mode !== 'spun' ? car.mode : terrain(s).drivable(car.pos.x, car.pos.y) ? 'running' : 'off-track'
      return finishMove(withCar(s, seat, { mode, vel: { x: 0, y: 0 } }), ev)
    }
    case 'wreck': {
      ev.push({ type: 'moved', seat, from: car.pos, to: plan.at, speed: speedOf(sub(plan.at, car.pos)), how: plan.how })
      const T = terrain(s)
      const onMap = plan.at.x >= 0 && plan.at.y >= 0 && plan.at.x < T.width && plan.at.y < T.height
      return endTurn(
        retire(withCar(s, seat, { pos: plan.at }), seat, onMap ? 'white-intersection' : 'off-the-board', ev),
        ev,
      )
    }
    case 'attack': {
      let state = s
      if (plan.blockUsed) {
        state = withCar(state, seat, { blocks: car.blocks - 1 })
        ev.push({ type: 'block-used', seat, left: car.blocks - 1 })
      }
      return startCollision(state, seat, plan.defender, plan.at, plan.winVel, { spins: [], placements: [] }, ev)
    }
    case 'go': {
      if (plan.rainRoll)
        return withState(s, {
          flags: { ...s.flags, declared: plan.to },
          phase: { kind: 'roll', roll: 'slick-rain', seat },
        })
      let state = s
      if (plan.blockUsed) {
        state = withCar(state, seat, { blocks: car.blocks - 1 })
        ev.push({ type: 'block-used', seat, left: car.blocks - 1 })
      }
      ev.push({ type: 'moved', seat, from: car.pos, to: plan.to, speed: speedOf(sub(plan.to, car.pos)), how: plan.how })
      if (plan.final.x !== plan.to.x || plan.final.y !== plan.to.y)
        ev.push({ type: 'moved', seat, from: plan.to, to: plan.final, speed: speedOf(plan.vel), how: 'slipstream' })
      if (plan.mode === 'off-track' && car.mode !== 'off-track') ev.push({ type: 'left-track', seat, at: plan.final })
      if (plan.mode === 'dirty' && car.mode === 'off-track') ev.push({ type: 'back-on-track', seat, at: plan.final })
      state = withCar(state, seat, { pos: plan.final, vel: plan.vel, mode: plan.mode, launch: null })
      if (plan.spin) {
        state = withCar(state, seat, { mode: 'spun', vel: { x: 0, y: 0 } })
        ev.push({ type: 'spun', seat })
      }
      if (plan.pit !== null) {
        const lines = checkLines(state, seat, state.flags.start, true)
        ev.push(...lines.events)
        return endTurn(enterPit(lines.state, seat, state.flags.start, plan.to, plan.pit, ev), ev)
      }
      return finishMove(state, ev)
    }
  }
}

/** Advanced: the slick-in-the-rain roll moves the declared point relative to the arrows (BO 13). */
const slickRainRoll = (s: BolideState, seat: number, value: number, ev: RaceEvent[]): BolideState => {
  const car = carOf(s, seat)
  const declared = s.flags.declared ?? car.pos
  const r = slickRainRow(value)
  const flags = { ...s.flags, declared: null }
  let state: BolideState = withState(s, { flags })
  if (r.kind === 'ok' || r.kind === 'spin') {
    ev.push({ type: 'rolled', seat, value, result: { table: 'slick-rain', result: r.kind } })
    const plan: Plan = {
      kind: 'go',
      to: declared,
      final: declared,
      vel: sub(declared, car.pos),
      mode: 'running',
      how: 'pion',
      pit: null,
      blockUsed: false,
      spin: r.kind === 'spin',
      rainRoll: false,
    }
    return applyPlan(state, seat, plan, ev)
  }
  const fwd = COMPASS[arrowAt(s, declared)]
  const leftOf = turnLeft(fwd)
  const to = add(declared, add(scale(fwd, r.forward), scale(leftOf, r.left)))
  ev.push({
    type: 'rolled',
    seat,
    value,
    result: { table: 'slick-rain', result: r.name === 'aquaplaning' ? 'aquaplaning' : 'skid', to },
  })
  const T = terrain(state)
  const vel = sub(to, car.pos)
  const o = occupant(state, to, seat)
  // An aquaplaning or a skid onto another car is a collision at once.
  if (o >= 0) return startCollision(state, seat, o, to, vel, { spins: [], placements: [] }, ev)
  if (!T.standable(to.x, to.y)) return applyPlan(state, seat, { kind: 'wreck', at: to, how: 'pion' }, ev)
  const mode = T.drivable(to.x, to.y) ? 'running' : 'off-track'
  return applyPlan(
    state,
    seat,
    {
      kind: 'go',
      to,
      final: to,
      vel: mode === 'running' ? vel : { x: 0, y: 0 },
      mode,
      how: 'pion',
      pit: null,
      blockUsed: false,
      spin: false,
      rainRoll: false,
    },
    ev,
  )
}

/** Applies a d12 result to the roll the phase waits for. */
const applyRoll = (
  s: BolideState,
  roll: BolideState['phase'] & { kind: 'roll' },
  value: number,
  ev: RaceEvent[],
): BolideState => {
  const seat = roll.seat
  switch (roll.roll) {
    case 'start': {
      const car = carOf(s, seat)
      const launch = startIncident(value, halfTank(s, car))
      ev.push({ type: 'rolled', seat, value, result: { table: 'start', result: launch } })
      return withState(withCar(s, seat, { launch }), { phase: { kind: 'move', seat } })
    }
    case 'booster':
      return boosterRoll(s, seat, value, ev)
    case 'brake':
      return brakeRoll(s, seat, value, ev)
    case 'collision': {
      const next = collisionRoll(s, value, ev)
      if (collisionRow(value, s.rules === 'advanced').safetyCarRoll) return next
      return afterCollisionRoll(next, ev)
    }
    case 'safety-car': {
      const out = safetyCarOut(value)
      ev.push({ type: 'rolled', seat, value, result: { table: 'safety-car', result: out ? 'out' : 'not-out' } })
      return afterCollisionRoll(withState(s, { safetyCar: s.safetyCar || out }), ev)
    }
    case 'box':
      return endTurn(boxRoll(s, seat, value, ev), ev)
    case 'weather':
      return weatherRoll(s, value, ev)
    case 'weather-risk':
      return weatherRiskRoll(s, value, ev)
    case 'slick-rain':
      return slickRainRoll(s, seat, value, ev)
  }
}

/**
 * Applies a well-formed action that fits the node (the guard's checks) to a sound state. A
 * decision of another step than the one the race waits for is refused with the protocol's
 * `WRONG_PHASE` and the rule of that step.
 */
export const reduceBolide = (s: BolideState, a: BolideAction): Result => {
  const ev: RaceEvent[] = []
  const phase = s.phase
  const wrong = (expected: string): Result =>
    left(violation('WRONG_PHASE', `A ${a.type} action is not possible now: the race waits for ${expected}.`, ruleAt(s)))
  switch (phase.kind) {
    case 'over':
      return wrong('nothing more: the race is over')
    case 'grid-draw':
      if (a.type !== 'draw-grid') return wrong('the grid draw')
      return done(drawGridSlot(s, a.seat, ev), ev)
    case 'roll':
      if (a.type !== 'roll') return wrong(`a d12 (${phase.roll})`)
      return done(applyRoll(s, phase, a.value, ev), ev)
    case 'reposition': {
      if (a.type !== 'reposition') return wrong('the loser of the collision to choose its point')
      const p = repositionProblem(s, a.to)
      if (p) return left(p)
      return done(concludeLoser(s, a.to, ev), ev)
    }
    case 'strategy': {
      if (a.type !== 'strategy') return wrong(`seat ${phase.seat} to choose a strategy`)
      const base = carOf(s, phase.seat)
      const chosen = { ...base, strategy: a.strategy, tread: a.tread, setUp: a.setUp }
      const state = withCar(s, phase.seat, {
        strategy: a.strategy,
        tread: a.tread,
        setUp: a.setUp,
        // BO 12: blocks used in qualifying stay used.
        blocks: base.carriedBlocks ?? startingBlocks(s.rules, a.strategy),
        fuelled: !halfTank(s, chosen),
      })
      ev.push({ type: 'strategy', seat: phase.seat, strategy: a.strategy, tread: a.tread, setUp: a.setUp })
      return done(nextStrategyChoice(state, state.grid.indexOf(phase.seat), ev), ev)
    }
    case 'regroup': {
      if (a.type !== 'regroup') return wrong('a driver to place his car behind the safety car')
      const p = regroupProblem(s, a.to)
      if (p) return left(p)
      const next = placeForRegroup(s, a.to, ev)
      return done(next.regroup.length >= 2 ? next : afterRegroup(next, ev), ev)
    }
    case 'pit-exit':
      if (a.type !== 'pit-exit') return wrong('a car to leave the boxes')
      return leaveBoxes(s, phase.seat, a, ev)
    case 'move':
      if (a.type === 'booster' || a.type === 'brake') return askDie(s, phase.seat, a.type, ev)
      if (!isMoveDecision(a)) return wrong(`seat ${phase.seat} to move`)
      return moveCar(s, phase.seat, a, ev)
  }
}

// The next grid slot drawn (BO préparation); once every car has one, the first round starts
// (after the weather roll, advanced rules).
const drawGridSlot = (s: BolideState, seat: number, ev: RaceEvent[]): BolideState => {
  const slot = s.grid.length
  const grid = [...s.grid, seat]
  ev.push({ type: 'grid-slot', seat, slot: slot + 1 })
  // BO 12: in qualifying every car starts from the pole position, alone.
  const at = circuitOf(s).grid[s.session === 'qualifying' ? 0 : slot] ?? { x: 0, y: 0 }
  const state: BolideState = withState(withCar(s, seat, { pos: at, mode: 'standing', launch: null }), { grid })
  if (grid.length < s.cars.length) return state
  const ordered = withState(state, { order: grid })
  if (s.rules === 'advanced') return withState(ordered, { phase: { kind: 'roll', roll: 'weather', seat: -1 } })
  return startRound(withState(ordered, { order: [] }), ev)
}

// A car leaves the boxes onto the line it chose; with new tyres (advanced rules) it takes their
// strategy and blocks.
const leaveBoxes = (
  s: BolideState,
  seat: number,
  a: Extract<BolideAction, { type: 'pit-exit' }>,
  ev: RaceEvent[],
): Result => {
  const p = pitExitProblem(s, seat, a)
  if (p) return left(p)
  ev.push({ type: 'pit-out', seat, at: a.to })
  const before = carOf(s, seat)
  const tyres =
    before.pit?.newTyres && s.rules === 'advanced'
      ? { strategy: a.strategy, tread: a.tread, blocks: startingBlocks(s.rules, a.strategy) }
      : {}
  const state = withCar(s, seat, { mode: 'standing', pos: a.to, vel: { x: 0, y: 0 }, pit: null, ...tyres })
  // BO 9: the car restarts at once from the line, as the box incident said.
  return done(withState(state, { flags: { ...state.flags, start: a.to }, phase: { kind: 'move', seat } }), ev)
}

// The car to move asks for the Booster or a Brake: its die is rolled next (BO 7).
const askDie = (s: BolideState, seat: number, die: 'booster' | 'brake', ev: RaceEvent[]): Result => {
  if (die === 'booster') {
    if (!boosterAllowed(s, seat))
      return left(refusal('NO_BOOSTER', 'The Booster needs speed 3 or more and is asked once per turn, before moving.'))
    return done(withState(s, { phase: { kind: 'roll', roll: 'booster', seat } }), ev)
  }
  if (slickInRain(s, carOf(s, seat)))
    return left(refusal('BLOCKS_FROZEN', 'Slick tyres in the rain cannot block, even with a Brake.'))
  if (!brakeAllowed(s, seat))
    return left(refusal('NO_BRAKE', 'A Brake is asked once per turn, only by a moving car with no block left.'))
  return done(withState(s, { phase: { kind: 'roll', roll: 'brake', seat } }), ev)
}

// The car moves, attacks, blocks, stays or times out, as planned by the movement rules.
const moveCar = (s: BolideState, seat: number, a: MoveDecision, ev: RaceEvent[]): Result => {
  const plan = planDecision(s, seat, a)
  if (isLeft(plan)) return plan
  return done(applyPlan(s, seat, plan.right, ev), ev)
}
