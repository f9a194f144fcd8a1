/**
 * Applying a die (RM ART.4): the car moves one cell (or jumps, RM ART.11), warnings add
 * up, and the move may end in a loss of control (RM ART.7), a stop on a ford (RM ART.23),
 * a cord card (RM ART.9.3), a split time (RM ART.16) or the finish (RM ART.13). The end of
 * a move draws the speed card of the gear engaged (RM ART.4 phase 3).
 */
import { carOf, emit, patchCar, patchTurn, stampOf, stateWith, turnWith, type Ctx } from '../flow.js'
import type { LossCause } from '../events.js'
import type { Turn } from '../state.js'
import { FINISH } from '../stage/stage.js'
import type { StepPlan } from './chain.js'
import { anyLegalUse } from './attack-uses.js'
import { countsOnSnow, gasDice, stageOf, warningLimit } from './dashboard.js'
import { retire } from './control.js'
import { nextCar } from './special.js'

/**
 * The turn after a die: dice used, gear engaged (shared by play and by big-attack checks).
 * Written field by field: the big-attack searches call it thousands of times a move, and a
 * spread with overrides costs several times more.
 */
export const afterDie = (turn: Turn, plan: StepPlan, placed: boolean): Turn => {
  const gas = plan.die === 'gas'
  return {
    seat: turn.seat,
    mode: turn.mode,
    gears: gas ? turn.gears : [...turn.gears, plan.die as number],
    gas: gas ? turn.gas + 1 : turn.gas,
    gasOnAsphalt: gas && plan.gasOnAsphalt ? turn.gasOnAsphalt + 1 : turn.gasOnAsphalt,
    warnings: turn.warnings,
    snowWarnings: turn.snowWarnings,
    gear: plan.gear,
    dice: turn.dice + 1,
    placed: placed ? turn.placed + 1 : turn.placed,
    ignore: turn.ignore,
    soiled: turn.soiled,
    pool: turn.pool,
    uTurn: turn.uTurn,
  }
}

/** Time of the speed card of a gear (RM ART.4 phase 3; by default 50/40/30/20/10 s). */
export const speedCard = (ctx: Ctx, gear: number): number => ctx.state.config.cards.speed[Math.max(1, gear) - 1] ?? 0

/** Ends the move with the speed card of the gear engaged, then passes the wheel. */
export const endMove = (ctx: Ctx): void => {
  const turn = ctx.state.turn
  if (turn === null) return
  const car = carOf(ctx.state, turn.seat)
  const gear = Math.max(1, turn.gear)
  const seconds = speedCard(ctx, gear)
  patchCar(ctx, turn.seat, { chrono: car.chrono + seconds, gear, restart: false })
  emit(ctx, { type: 'speed-card', seat: turn.seat, gear, seconds })
  nextCar(ctx)
}

/** The finish line is crossed (RM ART.13): speed card face up, one gear die lost if control went. */
const finish = (ctx: Ctx, seat: number, gear: number, lostControl: boolean): void => {
  const car = carOf(ctx.state, seat)
  const seconds = speedCard(ctx, gear)
  const chrono = car.chrono + seconds
  emit(ctx, { type: 'speed-card', seat, gear, seconds })
  const time = chrono - car.seconds
  patchCar(ctx, seat, {
    chrono,
    gear,
    status: 'finished',
    gearLost: lostControl ? Math.min(5, car.gearLost + 1) : car.gearLost,
    times: [...car.times, time],
  })
  emit(ctx, { type: 'finish', seat, special: ctx.state.special, time })
  nextCar(ctx)
}

/** Starts a loss of control: the Sisu question when it may be played, else the card back. */
const loseControl = (ctx: Ctx, seat: number, cell: number, cause: LossCause): void => {
  emit(ctx, { type: 'loss', seat, cell, cause, attack: ctx.state.turn?.mode === 'attack' })
  const car = carOf(ctx.state, seat)
  const sisuable = cause === 'warnings' && ctx.state.config.rules.sisu && car.sisu
  ctx.state = stateWith(ctx.state, { pending: sisuable ? { kind: 'sisu' } : { kind: 'back', sisuable: false, cause } })
}

/**
 * Applies one die with its face (`placed`: laid with seconds, no face, RM ART.6).
 * Returns `true` when the move goes on, `false` when it stopped or waits for chance.
 */
export const applyDie = (ctx: Ctx, plan: StepPlan, warning: boolean, placed: boolean): boolean => {
  const turn = ctx.state.turn
  if (turn === null) return false
  const seat = turn.seat
  const rules = ctx.state.config.rules
  const stage = stageOf(ctx.state)
  if (placed) {
    const cost = turn.placed + 1
    patchCar(ctx, seat, { seconds: carOf(ctx.state, seat).seconds - cost })
    emit(ctx, { type: 'seconds-released', seat, seconds: cost })
  }
  let next = afterDie(turn, plan, placed)
  const landed = plan.landing === FINISH ? null : (stage.cells[plan.landing] ?? null)
  if (landed !== null) patchCar(ctx, seat, { cell: landed.id, arrived: stampOf(ctx) })
  emit(ctx, { type: 'die', seat, die: plan.die, gear: plan.gear, cell: plan.landing, warning, placed })
  if (plan.landing !== plan.to) emit(ctx, { type: 'jump', seat, cell: plan.landing })
  const faced = warning && !placed && !rules.shakedown
  const car = carOf(ctx.state, seat)
  if (faced && !next.ignore) {
    next = turnWith(next, {
      warnings: next.warnings + 1,
      snowWarnings: countsOnSnow(ctx.state, car, landed) ? next.snowWarnings + 1 : next.snowWarnings,
    })
  }
  ctx.state = stateWith(ctx.state, { turn: next })
  if (plan.overspeed >= 3) {
    retire(ctx, seat, 'corner-overshoot')
    nextCar(ctx)
    return false
  }
  const overLimit = next.warnings >= warningLimit(ctx.state, car, landed) || next.snowWarnings >= 2
  let cause: LossCause | null = null
  if (plan.overspeed > 0) cause = 'corner'
  else if (plan.jump === 'loss' || (plan.jump === 'on-warning' && faced)) cause = 'jump'
  else if (plan.double === 'forbidden' || (plan.double === 'allowed' && faced)) cause = 'downshift'
  else if (plan.ford && faced) {
    emit(ctx, { type: 'ford-stop', seat, cell: plan.landing })
    endMove(ctx)
    return false
  } else if (overLimit) cause = 'warnings'
  if (landed === null) {
    finish(ctx, seat, plan.gear, cause !== null)
    return false
  }
  if (cause !== null) {
    loseControl(ctx, seat, landed.id, cause)
    return false
  }
  if (landed.split && rules.splitTimes) {
    const time = car.chrono - car.seconds
    ctx.state = stateWith(ctx.state, {
      splits: [...ctx.state.splits, { seat, special: ctx.state.special, cell: landed.id, time }],
    })
    emit(ctx, { type: 'split', seat, cell: landed.id, time })
  }
  if (landed.line === 'cord' && landed.index === 0) {
    const i = stage.corners.findIndex((c) => c.step === landed.step)
    if (i >= 0 && ctx.state.clean[i] !== true) {
      ctx.state = stateWith(ctx.state, { pending: { kind: 'cord', afterLoss: false } })
      return false
    }
  }
  return true
}

/**
 * After a die of a big attack: a puncture on the way loses a thrown gas die, preferably
 * one showing the warning symbol, which is then ignored (RM ART.5 remark 2); the move ends
 * with the speed card when no thrown die is left or none can be used.
 */
export const continueAttack = (ctx: Ctx): void => {
  const turn = ctx.state.turn
  if (turn === null || ctx.state.pending !== null || turn.mode !== 'attack') return
  const car = carOf(ctx.state, turn.seat)
  let pool = turn.pool
  const spare = gasDice(car) - turn.gas
  while (pool.filter((d) => d.die === 'gas').length > Math.max(0, spare)) {
    const i = pool.findIndex((d) => d.die === 'gas' && d.warning)
    const j = i >= 0 ? i : pool.findIndex((d) => d.die === 'gas')
    pool = [...pool.slice(0, j), ...pool.slice(j + 1)]
  }
  if (pool !== turn.pool) patchTurn(ctx, { pool })
  const now = ctx.state.turn
  if (now === null) return
  if (pool.length === 0 || !anyLegalUse(ctx.state, car, now)) endMove(ctx)
}
