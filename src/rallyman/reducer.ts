/**
 * The reducer: checks an action against the node it answers and applies it. Chance
 * actions must be one of the node's outcomes; decisions are checked by the rules modules
 * and refused with the paragraph they break.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { canonicalJson, formatErrors, violation, type RuleViolation, type Transition } from '../core/index.js'
import { RallymanActionCodec, type RallymanAction } from './actions.js'
import type { RallymanEvent } from './events.js'
import { carOf, emit, patchCar, type Ctx } from './flow.js'
import type { RallymanState } from './state.js'
import { checkAttack, legalUses, poolWithout, thrownDice } from './rules/attack.js'
import { stageOf } from './rules/dashboard.js'
import { checkDie } from './rules/chain.js'
import { applyBack, retire } from './rules/control.js'
import { applyCord } from './rules/cord.js'
import { applyDie, continueAttack, endMove, speedCard } from './rules/move.js'
import { applyPenalties, applyWeather, askTyres, betweenSpecials, nextCar } from './rules/special.js'
import { chanceOutcomes, driveActions, mayFitSpare, mayRelease, rallymanStatus, tyreChoices } from './status.js'

/** The result of a step. */
export type RallymanStep = Either<RuleViolation, Transition<RallymanState, RallymanEvent>>

const done = (ctx: Ctx): RallymanStep => right({ state: ctx.state, events: ctx.events })

// The codec accepts extra keys; an action is only what its type says, so anything more is refused.
const clean = (a: RallymanAction): RallymanAction => {
  switch (a.type) {
    case 'roll':
    case 'place':
      return { type: a.type, die: a.die, to: a.to }
    case 'attack':
      return { type: 'attack', gears: a.gears.slice(), gas: a.gas, orange: a.orange }
    case 'use':
      return { type: 'use', die: a.die, warning: a.warning, orange: a.orange, to: a.to }
    case 'sisu':
      return { type: 'sisu', use: a.use }
    case 'tyres':
      return { type: 'tyres', tyres: a.tyres }
    case 'penalty':
      return { type: 'penalty', seat: a.seat, tokens: a.tokens }
    case 'face':
      return { type: 'face', warning: a.warning }
    case 'attack-faces':
      return { type: 'attack-faces', gears: a.gears.slice(), gas: a.gas, orange: a.orange }
    case 'back':
      return { type: 'back', back: a.back }
    case 'cord':
      return { type: 'cord', card: a.card }
    case 'weather':
      return { type: 'weather', snow: a.snow }
    default:
      return { type: a.type }
  }
}

/** Decodes an untrusted action; refuses unknown shapes and extra fields. */
export const decodeRallymanAction = (input: unknown): Either<RuleViolation, RallymanAction> => {
  const decoded = RallymanActionCodec.decode(input)
  if (decoded._tag === 'Left')
    return left(violation('MALFORMED_ACTION', `Not a Rallyman action:\n${formatErrors(decoded.left).slice(0, 4).join('\n')}`, 'pitwall protocol'))
  const action = clean(decoded.right)
  if (canonicalJson(action) !== canonicalJson(input))
    return left(violation('MALFORMED_ACTION', 'The action has fields its type does not define.', 'pitwall protocol'))
  return right(action)
}

const chance = (ctx: Ctx, action: RallymanAction): RallymanStep => {
  const state = ctx.state
  const outcomes = chanceOutcomes(state) ?? []
  const key = canonicalJson(action)
  if (!outcomes.some((o) => canonicalJson(o.action) === key))
    return left(violation('NOT_AN_OUTCOME', `${key} is not an outcome of this chance node.`, 'pitwall protocol'))
  const p = state.pending
  const turn = state.turn
  if (p === null) return left(violation('NOT_AN_OUTCOME', 'No chance node here.', 'pitwall protocol'))
  ctx.state = { ...state, pending: null }
  if (p.kind === 'weather' && action.type === 'weather') {
    applyWeather(ctx, p.tile, action.snow)
    return done(ctx)
  }
  if (turn === null) return left(violation('NOT_AN_OUTCOME', 'No move in progress.', 'pitwall protocol'))
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
    ctx.state = { ...ctx.state, turn: { ...turn, mode: 'attack', pool: thrownDice(p.gears, p.gas, p.orange, action) } }
    continueAttack(ctx)
    return done(ctx)
  }
  if (p.kind === 'back' && action.type === 'back') {
    ctx.state = { ...ctx.state, turn: { ...turn, pool: [] } }
    const outcome = applyBack(ctx, seat, action.back, p.cause)
    if (outcome === 'cord') ctx.state = { ...ctx.state, pending: { kind: 'cord', afterLoss: true } }
    else if (outcome === 'placed') nextCar(ctx)
    return done(ctx)
  }
  if (p.kind === 'cord' && action.type === 'cord') {
    const going = applyCord(ctx, seat, action.card)
    if (!going || p.afterLoss) nextCar(ctx)
    else if (ctx.state.turn?.mode === 'attack') continueAttack(ctx)
    return done(ctx)
  }
  return left(violation('NOT_AN_OUTCOME', `${key} does not answer this chance node.`, 'pitwall protocol'))
}

const drive = (ctx: Ctx, action: RallymanAction): RallymanStep => {
  const state = ctx.state
  const turn = state.turn
  if (turn === null) return left(violation('NO_MOVE', 'No car is at the wheel.', 'RM ART.3.4'))
  const seat = turn.seat
  const car = carOf(state, seat)
  if (turn.mode === 'attack' && action.type !== 'use')
    return left(violation('ATTACK_IN_PROGRESS', 'The thrown dice of the big attack are used first, one by one.', 'RM ART.5'))
  switch (action.type) {
    case 'roll':
    case 'place': {
      if (turn.mode === 'attack') return left(violation('ATTACK_MIXED', 'Dice thrown one by one cannot follow a big attack.', 'RM ART.5'))
      if (action.type === 'place' && !state.config.rules.releaseSeconds)
        return left(violation('NO_RELEASE', 'Releasing seconds is off in this rally.', 'RM ART.6'))
      if (action.type === 'place' && !mayRelease(state, car))
        return left(
          violation('CANNOT_RELEASE', `Placing a die needs two warnings showing and ${turn.placed + 1} seconds in hand.`, 'RM ART.6'),
        )
      const plan = checkDie(state, car, turn, action.die, action.to)
      if ('code' in plan) return left(plan)
      ctx.state = { ...state, turn: { ...turn, mode: 'dice' } }
      if (action.type === 'place') applyDie(ctx, plan, false, true)
      else ctx.state = { ...ctx.state, pending: { kind: 'face', die: plan.die, to: plan.to, orange: plan.orange } }
      return done(ctx)
    }
    case 'attack': {
      const refused = checkAttack(state, car, turn, action.gears, action.gas, action.orange)
      if (refused !== null) return left(refused)
      ctx.state = { ...state, pending: { kind: 'attack', gears: action.gears, gas: action.gas - action.orange, orange: action.orange } }
      return done(ctx)
    }
    case 'use': {
      if (turn.mode !== 'attack') return left(violation('NO_ATTACK', 'Only the dice of a big attack are used this way.', 'RM ART.5'))
      const key = canonicalJson(action)
      if (!legalUses(state, car, turn).some((u) => canonicalJson(u) === key)) {
        const plan = checkDie(state, car, turn, action.die, action.to)
        if ('code' in plan) return left(plan)
        if (!turn.pool.some((d) => d.die === action.die && d.warning === action.warning && d.orange === action.orange))
          return left(violation('NOT_THROWN', 'That die was not thrown in this attack, or is already used.', 'RM ART.5'))
        return left(violation('ATTACK_DEAD_END', 'After this die the other thrown dice could not all be used.', 'RM ART.5'))
      }
      const plan = checkDie(state, car, turn, action.die, action.to)
      if ('code' in plan) return left(plan)
      ctx.state = { ...state, turn: { ...turn, pool: poolWithout(turn.pool, { die: action.die, warning: action.warning, orange: action.orange }) } }
      if (applyDie(ctx, plan, action.warning, false)) continueAttack(ctx)
      return done(ctx)
    }
    case 'stop':
      if (turn.dice === 0) return left(violation('NO_DIE_YET', 'Throw at least one die before stopping.', 'RM ART.4'))
      // Stopping at the U-turn of a wrong road: the turned card is the move's card, restart in first (RM ART.25.2).
      if (turn.uTurn === turn.dice) nextCar(ctx)
      else endMove(ctx)
      return done(ctx)
    case 'spare-wheel': {
      if (!mayFitSpare(state, car))
        return left(
          violation('NO_SPARE_WHEEL', 'The spare wheel is fitted at the start of a move, in gear 0 or 1, with a puncture and the card in hand.', 'RM ART.10'),
        )
      patchCar(ctx, seat, {
        chrono: car.chrono + state.config.cards.spareWheel,
        punctures: car.punctures - 1,
        spareWheel: false,
        restart: true,
      })
      ctx.state = { ...ctx.state, turn: { ...turn, gear: 0 } }
      emit(ctx, { type: 'spare-wheel', seat })
      return done(ctx)
    }
    case 'stuck': {
      const legal = driveActions(state)
      if (!legal.some((a) => a.type === 'stuck'))
        return left(violation('NOT_STUCK', 'A die can still move the car: the impossible move does not apply.', 'RM ART.12'))
      const seconds = speedCard(ctx, car.gear)
      patchCar(ctx, seat, { chrono: car.chrono + seconds })
      emit(ctx, { type: 'stuck', seat, seconds })
      // Blocked by nobody: no car will ever clear the way, so the car is out (keeps rallies finite).
      const stage = stageOf(state)
      const ahead = car.cell >= 0 ? (stage.cells[car.cell]?.next ?? []) : stage.start
      const steps = new Set(ahead.map((id) => stage.cells[id]?.step))
      const blocked = state.cars.some((c) => c.seat !== seat && c.status === 'racing' && steps.has(stage.cells[c.cell]?.step))
      if (!blocked) retire(ctx, seat, 'no way on from here')
      nextCar(ctx)
      return done(ctx)
    }
    default:
      return left(violation('WRONG_PHASE', `A ${action.type} action does not fit a driving decision.`, 'pitwall protocol'))
  }
}

/** Applies any action to a well-formed state. */
export const reduceRallyman = (state: RallymanState, action: RallymanAction): RallymanStep => {
  if (typeof state !== 'object' || state === null || state.game !== 'rallyman')
    return left(violation('BAD_STATE', 'Not a Rallyman state.', 'pitwall protocol'))
  const decoded = decodeRallymanAction(action)
  if (decoded._tag === 'Left') return decoded
  const a = decoded.right
  if (state.over) return left(violation('RALLY_OVER', 'The rally is over.', 'RM ART.13'))
  const ctx: Ctx = { state, events: [] }
  const status = rallymanStatus(state)
  if (status.kind === 'chance') return chance(ctx, a)
  const p = state.pending
  if (p?.kind === 'tyres') {
    if (a.type !== 'tyres') return left(violation('CHOOSE_TYRES', 'Choose tyres first.', 'RM ART.15.3'))
    if (!tyreChoices(state).includes(a.tyres))
      return left(violation('TYRES_UNAVAILABLE', `${a.tyres} tyres need the Dirt dashboards.`, 'RM ART.24'))
    patchCar(ctx, p.seat, { tyres: a.tyres, softSector: null })
    emit(ctx, { type: 'tyres', seat: p.seat, tyres: a.tyres })
    askTyres(ctx, state.startOrder.indexOf(p.seat))
    return done(ctx)
  }
  if (p?.kind === 'penalty') {
    if (a.type !== 'penalty') return left(violation('SECRET_PENALTY', 'Each driver hides a penalty first.', 'RM ART.22'))
    if (p.tokens[a.seat] !== null)
      return left(violation('PENALTY_CHOSEN', `Seat ${a.seat} has no penalty to choose.`, 'RM ART.22'))
    if (a.tokens > state.config.cards.maxPenaltyTokens)
      return left(violation('TOO_MANY_TOKENS', `At most ${state.config.cards.maxPenaltyTokens} tokens.`, 'RM ART.22'))
    const tokens = p.tokens.slice()
    tokens[a.seat] = a.tokens
    if (tokens.some((t) => t === null)) {
      ctx.state = { ...state, pending: { kind: 'penalty', tokens } }
      return done(ctx)
    }
    ctx.state = { ...state, pending: null }
    applyPenalties(ctx, tokens.map((t) => t ?? 0))
    return done(ctx)
  }
  if (p?.kind === 'spare') {
    if (a.type !== 'spare-wheel' && a.type !== 'keep-wheel')
      return left(violation('SPARE_WHEEL_CHOICE', 'Between specials: fit the spare wheel or keep it.', 'RM ART.10'))
    const seat = p.seats[0]
    if (seat === undefined) return left(violation('SPARE_WHEEL_CHOICE', 'Nobody to choose.', 'RM ART.10'))
    betweenSpecials(ctx, seat, a.type === 'spare-wheel')
    return done(ctx)
  }
  if (p?.kind === 'sisu') {
    if (a.type !== 'sisu') return left(violation('SISU_PENDING', 'Play or keep the Sisu card first.', 'RM ART.7.5'))
    const turn = state.turn
    if (turn === null) return left(violation('NO_MOVE', 'No car is at the wheel.', 'RM ART.7.5'))
    if (!a.use) {
      ctx.state = { ...state, pending: { kind: 'back', sisuable: true, cause: 'warnings' } }
      return done(ctx)
    }
    patchCar(ctx, turn.seat, { sisu: false })
    emit(ctx, { type: 'sisu', seat: turn.seat })
    // The move is made as if the symbols had not come up: an attack ignores them to its end.
    ctx.state = {
      ...ctx.state,
      pending: null,
      turn: { ...turn, warnings: 0, snowWarnings: 0, ignore: turn.mode === 'attack' },
    }
    if (turn.mode === 'attack') continueAttack(ctx)
    return done(ctx)
  }
  return drive(ctx, a)
}
