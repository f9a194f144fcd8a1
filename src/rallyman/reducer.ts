/**
 * The rules of a step: behind core's guard the state is sound and the action fits its node
 * (a listed chance outcome, a decision of the seat to act), so what is left here is the game:
 * a chance outcome is applied, a decision is checked by the rules modules and refused with
 * the article it breaks.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolViolation, type CoreCode, type RuleViolation, type Transition } from '../core/index.js'
import type { RallymanAction } from './actions.js'
import { refuse, type Code } from './codes.js'
import type { RallymanEvent } from './events.js'
import { carOf, emit, patchCar, stateWith, turnWith, type Ctx } from './flow.js'
import type { Pending, RallymanState, Turn } from './state.js'
import { checkAttack } from './rules/attack.js'
import { isLegalUse } from './rules/attack-uses.js'
import { poolWithout, thrownDice } from './rules/thrown-dice.js'
import { stageOf } from './rules/dashboard.js'
import { checkDie } from './rules/chain.js'
import { applyBack, retire } from './rules/control.js'
import { applyCord } from './rules/cord.js'
import { applyDie, continueAttack, endMove, speedCard } from './rules/move.js'
import { applyPenalties, applyWeather, askTyres, betweenSpecials, nextCar } from './rules/special.js'
import { driveActions, mayFitSpare, mayRelease, tyreChoices } from './status.js'
import { cellAhead, cellsAhead } from './stage/find.js'

/** The result of a step. */
export type RallymanStep = Either<RuleViolation<Code | CoreCode>, Transition<RallymanState, RallymanEvent>>

const done = (ctx: Ctx): RallymanStep => right({ state: ctx.state, events: ctx.events })

// A chance outcome of the pending node: the guard let through only the node's listed
// outcomes, so the outcome's type is the node's. Every chance node but the weather comes
// inside a move (a sound state has its turn).
const chance = (ctx: Ctx, p: Pending, action: RallymanAction): RallymanStep => {
  const state = ctx.state
  ctx.state = stateWith(state, { pending: null })
  if (p.kind === 'weather' && action.type === 'weather') {
    applyWeather(ctx, p.tile, action.snow)
    return done(ctx)
  }
  const turn = state.turn as Turn
  const seat = turn.seat
  if (p.kind === 'face' && action.type === 'face') {
    const plan = checkDie(state, carOf(state, seat), turn, p.die, p.to)
    if ('code' in plan) return left(plan)
    applyDie(ctx, plan, action.warning, false)
    return done(ctx)
  }
  if (p.kind === 'attack' && action.type === 'attack-faces') {
    const car = carOf(ctx.state, seat)
    const n = p.gears.length + p.gas + p.orange
    patchCar(ctx, seat, { seconds: car.seconds + n })
    emit(ctx, { type: 'seconds-won', seat, seconds: n })
    ctx.state = stateWith(ctx.state, {
      turn: turnWith(turn, { mode: 'attack', pool: thrownDice(p.gears, p.gas, p.orange, action) }),
    })
    continueAttack(ctx)
    return done(ctx)
  }
  if (p.kind === 'back' && action.type === 'back') {
    ctx.state = stateWith(ctx.state, { turn: turnWith(turn, { pool: [] }) })
    const outcome = applyBack(ctx, seat, action.back, p.cause)
    if (outcome === 'cord') ctx.state = stateWith(ctx.state, { pending: { kind: 'cord', afterLoss: true } })
    else if (outcome === 'placed') nextCar(ctx)
    return done(ctx)
  }
  if (p.kind === 'cord' && action.type === 'cord') {
    const going = applyCord(ctx, seat, action.card)
    if (!going || p.afterLoss) nextCar(ctx)
    else if (ctx.state.turn?.mode === 'attack') continueAttack(ctx)
    return done(ctx)
  }
  // Unreachable behind the guard (only the node's outcomes get here); kept so the step is total.
  return left(protocolViolation('NOT_AN_OUTCOME', 'This outcome does not answer the chance node.'))
}

// A driving decision of the car at the wheel (a sound state has its turn when nothing is pending).
const drive = (ctx: Ctx, action: RallymanAction): RallymanStep => {
  const state = ctx.state
  const turn = state.turn as Turn
  const seat = turn.seat
  const car = carOf(state, seat)
  if (turn.mode === 'attack' && action.type !== 'use')
    return left(refuse('ATTACK_IN_PROGRESS', 'The thrown dice of the big attack are used first, one by one.'))
  switch (action.type) {
    case 'roll':
    case 'place': {
      if (action.type === 'place' && !state.config.rules.releaseSeconds)
        return left(refuse('NO_RELEASE', 'Releasing seconds is off in this rally.'))
      if (action.type === 'place' && !mayRelease(state, car))
        return left(
          refuse('CANNOT_RELEASE', `Placing a die needs two warnings showing and ${turn.placed + 1} seconds in hand.`),
        )
      const plan = checkDie(state, car, turn, action.die, action.to)
      if ('code' in plan) return left(plan)
      ctx.state = stateWith(state, { turn: turnWith(turn, { mode: 'dice' }) })
      if (action.type === 'place') applyDie(ctx, plan, false, true)
      else
        ctx.state = stateWith(ctx.state, { pending: { kind: 'face', die: plan.die, to: plan.to, orange: plan.orange } })
      return done(ctx)
    }
    case 'attack': {
      const refused = checkAttack(state, car, turn, action.gears, action.gas, action.orange)
      if (refused !== null) return left(refused)
      ctx.state = stateWith(state, {
        pending: { kind: 'attack', gears: action.gears, gas: action.gas - action.orange, orange: action.orange },
      })
      return done(ctx)
    }
    case 'use':
      return useDie(ctx, turn, action)
    case 'stop':
      if (turn.dice === 0) return left(refuse('NO_DIE_YET', 'Throw at least one die before stopping.'))
      // Stopping at the U-turn of a wrong road: the turned card is the move's card, restart in first (RM ART.25.2).
      if (turn.uTurn === turn.dice) nextCar(ctx)
      else endMove(ctx)
      return done(ctx)
    case 'spare-wheel': {
      if (!mayFitSpare(state, car))
        return left(
          refuse(
            'NO_SPARE_WHEEL',
            'The spare wheel is fitted at the start of a move, in gear 0 or 1, with a puncture and the card in hand.',
          ),
        )
      patchCar(ctx, seat, {
        chrono: car.chrono + state.config.cards.spareWheel,
        punctures: car.punctures - 1,
        spareWheel: false,
        restart: true,
      })
      ctx.state = stateWith(ctx.state, { turn: turnWith(turn, { gear: 0 }) })
      emit(ctx, { type: 'spare-wheel', seat })
      return done(ctx)
    }
    case 'stuck':
      return stuck(ctx, seat)
    default:
      return left(
        refuse('AT_THE_WHEEL', `A car is at the wheel: it drives (a die, a big attack, stop), not ${action.type}.`),
      )
  }
}

// A thrown die of a big attack, used towards a cell (RM ART.5).
const useDie = (ctx: Ctx, turn: Turn, action: Extract<RallymanAction, { type: 'use' }>): RallymanStep => {
  const state = ctx.state
  const car = carOf(state, turn.seat)
  if (turn.mode !== 'attack')
    return left(refuse('NO_ATTACK', 'Only the thrown dice of a big attack are used this way.'))
  const plan = checkDie(state, car, turn, action.die, action.to)
  if ('code' in plan) return left(plan)
  const die = { die: action.die, warning: action.warning, orange: action.orange }
  if (!isLegalUse(state, car, turn, plan, action)) {
    if (!turn.pool.some((d) => d.die === die.die && d.warning === die.warning && d.orange === die.orange))
      return left(refuse('NOT_THROWN', 'That die was not thrown in this attack, or is already used.'))
    return left(refuse('ATTACK_DEAD_END', 'After this die the other thrown dice could not all be used.'))
  }
  ctx.state = stateWith(state, { turn: turnWith(turn, { pool: poolWithout(turn.pool, die) }) })
  if (applyDie(ctx, plan, action.warning, false)) continueAttack(ctx)
  return done(ctx)
}

// The impossible move (RM ART.12): the same speed card again.
const stuck = (ctx: Ctx, seat: number): RallymanStep => {
  const state = ctx.state
  const car = carOf(state, seat)
  if (!driveActions(state).some((a) => a.type === 'stuck'))
    return left(refuse('NOT_STUCK', 'A die can still move the car: the impossible move does not apply.'))
  const seconds = speedCard(ctx, car.gear)
  patchCar(ctx, seat, { chrono: car.chrono + seconds })
  emit(ctx, { type: 'stuck', seat, seconds })
  // Blocked by nobody (on the cells ahead, or where a jump from them lands): no car will
  // ever clear the way, so the car is out (a safety net that keeps every rally finite).
  const stage = stageOf(state)
  const reach = new Set<number>()
  for (const id of cellsAhead(stage, car.cell)) {
    reach.add(stage.cells[id]?.step ?? -1)
    if ((stage.cells[id]?.jump ?? null) !== null)
      for (let k = 1; k <= 3; k++) reach.add(stage.cells[cellAhead(stage, id, k) ?? -1]?.step ?? -1)
  }
  const blocked = state.cars.some(
    (c) => c.seat !== seat && c.status === 'racing' && reach.has(stage.cells[c.cell]?.step ?? -1),
  )
  if (!blocked) retire(ctx, seat, 'stuck')
  nextCar(ctx)
  return done(ctx)
}

// The secret time-control penalty of one seat (RM ART.22); the last one in reveals them all.
const penalty = (ctx: Ctx, tokens: ReadonlyArray<number | null>, action: RallymanAction): RallymanStep => {
  const state = ctx.state
  if (action.type !== 'penalty')
    return left(refuse('SECRET_PENALTY', 'Each driver hides a time-control penalty first.'))
  const max = state.config.cards.maxPenaltyTokens
  if (action.tokens > max)
    return left(refuse('TOO_MANY_TOKENS', `The reserve holds ${max} penalty tokens: hide at most ${max}.`))
  const chosen = [...tokens]
  chosen[action.seat] = action.tokens
  if (chosen.some((t) => t === null)) {
    ctx.state = stateWith(state, { pending: { kind: 'penalty', tokens: chosen } })
    return done(ctx)
  }
  ctx.state = stateWith(state, { pending: null })
  applyPenalties(
    ctx,
    chosen.map((t) => t ?? 0),
  )
  return done(ctx)
}

/** Applies an action that fits the node (core's guard checked it) to a sound state. */
export const reduceRallyman = (state: RallymanState, action: RallymanAction): RallymanStep => {
  const ctx: Ctx = { state, events: [] }
  const p = state.pending
  if (p === null) return drive(ctx, action)
  switch (p.kind) {
    case 'tyres': {
      if (action.type !== 'tyres') return left(refuse('CHOOSE_TYRES', 'Each driver chooses tyres before the start.'))
      if (!tyreChoices(state).includes(action.tyres))
        return left(
          refuse('TYRES_UNAVAILABLE', `${action.tyres} tyres come with the Dirt dashboards, off in this rally.`),
        )
      patchCar(ctx, p.seat, { tyres: action.tyres, softSector: null })
      emit(ctx, { type: 'tyres', seat: p.seat, tyres: action.tyres })
      askTyres(ctx, state.startOrder.indexOf(p.seat))
      return done(ctx)
    }
    case 'penalty':
      return penalty(ctx, p.tokens, action)
    case 'spare': {
      if (action.type !== 'spare-wheel' && action.type !== 'keep-wheel')
        return left(refuse('SPARE_WHEEL_CHOICE', 'Between specials: fit the spare wheel or keep it.'))
      betweenSpecials(ctx, p.seats[0] as number, action.type === 'spare-wheel')
      return done(ctx)
    }
    case 'sisu':
      return sisu(ctx, action)
    default:
      return chance(ctx, p, action)
  }
}

// Play or keep the Sisu card against a loss of control from warnings (RM ART.7.5).
const sisu = (ctx: Ctx, action: RallymanAction): RallymanStep => {
  const state = ctx.state
  if (action.type !== 'sisu') return left(refuse('SISU_PENDING', 'Play or keep the Sisu card first.'))
  const turn = state.turn as Turn
  if (!action.use) {
    ctx.state = stateWith(state, { pending: { kind: 'back', sisuable: true, cause: 'warnings' } })
    return done(ctx)
  }
  patchCar(ctx, turn.seat, { sisu: false })
  emit(ctx, { type: 'sisu', seat: turn.seat })
  // The move is made as if the symbols had not come up: an attack ignores them to its end.
  ctx.state = stateWith(ctx.state, {
    pending: null,
    turn: turnWith(turn, { warnings: 0, snowWarnings: 0, ignore: turn.mode === 'attack' }),
  })
  if (turn.mode === 'attack') continueAttack(ctx)
  return done(ctx)
}
