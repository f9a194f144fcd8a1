/**
 * The move in progress and the pending step of a decoded state: the dice used this turn, the
 * gear, the warnings, a big attack's thrown dice, and what is awaited (a die's face, a card,
 * the weather, a choice) against the step of the rally it belongs to. Part of
 * `inconsistencies` (consistency.ts).
 */
import type { Car, Pending, RallymanState, Turn } from './state.js'
import { checkAttack } from './rules/attack.js'
import { anyLegalUse } from './rules/attack-uses.js'
import { checkDie } from './rules/chain.js'
import { warningLimit } from './rules/dashboard.js'
import type { Stage } from './stage/stage.js'
import { stagesOf } from './stage/board.js'

const inRange = (n: number, min: number, max: number): boolean => Number.isSafeInteger(n) && n >= min && n <= max

// Steps between specials or before a start: nobody is at the wheel.
const betweenMoves = new Set<Pending['kind']>(['weather', 'tyres', 'penalty', 'spare'])

/** Problems of the turn and the pending step (the cars and orders are sound). */
export const turnProblems = (state: RallymanState): ReadonlyArray<string> => {
  const p = state.pending
  const turn = state.turn
  if (state.over) return turn === null && p === null ? [] : ['The rally is over with a move or a step still pending.']
  if (p !== null && betweenMoves.has(p.kind)) {
    if (turn !== null) return [`A car is at the wheel during the ${p.kind} step.`]
    return betweenProblems(state, p)
  }
  if (turn === null)
    return [
      p === null ? 'Nobody is at the wheel and nothing is pending.' : `A ${p.kind} step with nobody at the wheel.`,
    ]
  const out = [...moveProblems(state, turn)]
  if (out.length > 0) return out
  if (p === null)
    return turn.mode === 'attack' && !attackGoesOn(state, turn)
      ? ['A big attack waits with no thrown die left to use (RM ART.5).']
      : []
  return pendingProblems(state, turn, p)
}

// The move of the car at the wheel (RM ART.4-6, 25.2).
const moveProblems = (state: RallymanState, turn: Turn): ReadonlyArray<string> => {
  if (!inRange(turn.seat, 0, state.cars.length - 1))
    return [`Seat ${turn.seat} is at the wheel of a rally of ${state.cars.length}.`]
  const car = state.cars[turn.seat] as Car
  const out: string[] = []
  if (car.status !== 'racing' || state.order[state.next] !== turn.seat)
    out.push(
      `car ${turn.seat} (${car.status}) is at the wheel, but the play order gives it to ${String(state.order[state.next])}.`,
    )
  if (car.off !== 'none' || car.gearLost > 4)
    out.push(`car ${turn.seat} is at the wheel off the road or with no gear die left.`)
  const gearsOk =
    turn.gears.length <= 5 &&
    new Set(turn.gears).size === turn.gears.length &&
    turn.gears.every((g) => inRange(g, 1, 5))
  if (!gearsOk)
    out.push(`The gear dice thrown this turn ${JSON.stringify(turn.gears.slice(0, 6))} are not distinct dice 1 to 5.`)
  if (!inRange(turn.gas, 0, 2) || !inRange(turn.gasOnAsphalt, 0, Math.min(1, turn.gas)))
    out.push(`${turn.gas} gas dice (${turn.gasOnAsphalt} on asphalt) this turn.`)
  if (!inRange(turn.warnings, 0, 4) || !inRange(turn.snowWarnings, 0, Math.min(2, turn.warnings)))
    out.push(`${turn.warnings} warnings (${turn.snowWarnings} on snow) this turn.`)
  const thrown = turn.gears.length + turn.gas
  const dice = turn.uTurn === null ? turn.dice === thrown : inRange(turn.dice, thrown - 1, thrown)
  if (!dice || !inRange(turn.placed, 0, turn.dice))
    out.push(`${turn.dice} dice played (${turn.placed} placed) for ${thrown} thrown.`)
  if (turn.dice === 0 && turn.gear !== (car.restart ? 0 : car.gear))
    out.push(
      `The move starts in gear ${turn.gear}, the car being in ${car.restart ? 'need of a restart' : `gear ${car.gear}`}.`,
    )
  if (turn.dice > 0 && (!inRange(turn.gear, 1, 5) || car.cell < 0))
    out.push(`After ${turn.dice} dice the car is in gear ${turn.gear} on cell ${car.cell}.`)
  const stage = stagesOf(state)[state.special] as Stage
  if (turn.soiled.some((i) => !inRange(i, 0, stage.corners.length - 1)))
    out.push('A soiled cord of a corner the special does not have.')
  if (turn.mode !== 'attack' && (turn.pool.length > 0 || turn.ignore))
    out.push('Thrown dice of a big attack outside one.')
  if (turn.mode === 'none' && (turn.dice > 0 || turn.uTurn !== null))
    out.push('Dice played before the move chose how to throw them.')
  if (turn.mode === 'attack' && (turn.placed > 0 || turn.uTurn !== null || turn.pool.length > 7))
    out.push('A big attack with placed dice, a wrong-road U-turn or too many dice.')
  if (turn.uTurn !== null && (turn.mode !== 'dice' || !inRange(turn.uTurn, 1, turn.dice) || !turn.gears.includes(1)))
    out.push('A wrong-road U-turn out of its move (RM ART.25.2).')
  for (const d of turn.pool)
    if (
      (d.die === 'gas' ? false : d.orange || turn.gears.includes(d.die)) ||
      (d.die !== 'gas' && !inRange(d.die, 1, 5))
    )
      out.push(`The thrown die ${JSON.stringify(d)} is not one of this attack.`)
  if (turn.pool.filter((d) => d.die === 'gas').length + turn.gas > 2) out.push('More than two gas dice in one move.')
  return out
}

// What a move waits for: a face, a card, the Sisu card (RM ART.4, 5, 7, 9.3).
const pendingProblems = (state: RallymanState, turn: Turn, p: Pending): ReadonlyArray<string> => {
  const car = state.cars[turn.seat] as Car
  const stage = stagesOf(state)[state.special] as Stage
  const cell = stage.cells[car.cell] ?? null
  const overLimit = turn.warnings >= warningLimit(state, car, cell) || turn.snowWarnings >= 2
  const calm = p.kind === 'face' || p.kind === 'attack' || (p.kind === 'cord' && !p.afterLoss)
  if (calm && overLimit)
    return [`${turn.warnings} warnings showing: control is lost, not a ${p.kind} step (RM ART.7.1).`]
  switch (p.kind) {
    case 'face': {
      if (turn.mode !== 'dice') return ['A die thrown outside a die-by-die move.']
      const plan = checkDie(state, car, turn, p.die, p.to)
      if ('code' in plan) return [`The die thrown cannot be: ${plan.message}`]
      return plan.orange === p.orange
        ? []
        : [`The gas die thrown is ${plan.orange ? '' : 'not '}the leader's orange die (RM ART.20).`]
    }
    case 'attack': {
      if (turn.mode !== 'none' || turn.dice > 0) return ['A big attack thrown after the move began (RM ART.5).']
      if (!p.gears.every((g) => inRange(g, 1, 5)) || !inRange(p.gas, 0, 2) || !inRange(p.orange, 0, 2))
        return ['A big attack of dice the car does not have.']
      const refused = checkAttack(state, car, turn, p.gears, p.gas + p.orange, p.orange)
      return refused === null ? [] : [`The big attack thrown cannot be: ${refused.message}`]
    }
    case 'sisu':
      if (!state.config.rules.sisu || !car.sisu)
        return ['The Sisu card is asked of a driver who does not hold it (RM ART.7.5).']
      return overLimit ? [] : ['The Sisu card is asked with no loss of control from warnings (RM ART.7.5).']
    case 'back':
      return p.sisuable && (!state.config.rules.sisu || !car.sisu || p.cause !== 'warnings')
        ? ['A Sisu card kept that the driver could not play.']
        : []
    case 'cord': {
      const bend = cell === null ? -1 : stage.corners.findIndex((c) => c.cord[0] === cell.id)
      if (bend < 0) return [`A cord card for a car on cell ${car.cell}, not at the entry of a cord (RM ART.9.3).`]
      return !p.afterLoss && state.clean[bend] === true ? ['A cord card in a cord swept clean (RM ART.21).'] : []
    }
    default:
      return []
  }
}

// The steps between moves: weather, tyres, penalties, spare wheels (RM ART.10, 15, 22).
const betweenProblems = (state: RallymanState, p: Pending): ReadonlyArray<string> => {
  const { rules, rally } = state.config
  const cars = state.cars
  const done = cars.every((c) => c.status === 'finished' || c.status === 'retired')
  const last = state.special === stagesOf(state).length - 1
  const stage = stagesOf(state)[state.special] as Stage
  switch (p.kind) {
    case 'weather':
      if (rally.weather !== 'variable' || !rules.tyres || state.round !== 0)
        return ['A weather die outside the start of a special in variable weather (RM ART.15.2).']
      return inRange(p.tile, 0, stage.zones.length - 1)
        ? []
        : [`A weather die for tile ${p.tile} of ${stage.zones.length}.`]
    case 'tyres': {
      const due = state.special === 0 || rally.specials[state.special - 1]?.assistance === true
      if (!rules.tyres || !due || state.round !== 0)
        return ['A tyre choice outside the start of a special after an assistance (RM ART.15.3).']
      return state.startOrder.includes(p.seat) ? [] : [`Seat ${p.seat} chooses tyres but does not start.`]
    }
    case 'penalty': {
      if (!rules.timeControl || last || !done)
        return ['Time-control penalties outside the end of a special (RM ART.22).']
      const max = state.config.cards.maxPenaltyTokens
      const ok =
        p.tokens.length === cars.length &&
        p.tokens.some((t) => t === null) &&
        p.tokens.every((t, seat) => (cars[seat]?.status === 'retired' ? t === 0 : t === null || inRange(t, 0, max)))
      return ok
        ? []
        : [`The hidden penalties ${JSON.stringify(p.tokens)} are not the drivers' choices so far (RM ART.22).`]
    }
    case 'spare': {
      if (last || !done || rally.specials[state.special]?.assistance === true)
        return ['A spare-wheel choice outside the end of a special without assistance (RM ART.10).']
      const ok =
        p.seats.length > 0 &&
        new Set(p.seats).size === p.seats.length &&
        p.seats.every((s) => {
          const c = cars[s]
          return c !== undefined && c.status !== 'retired' && c.punctures > 0 && c.spareWheel
        })
      return ok ? [] : [`The drivers ${JSON.stringify(p.seats)} have no puncture and spare wheel to choose for.`]
    }
    default:
      return []
  }
}

// A thrown attack still has a die to use (else the move would have ended).
const attackGoesOn = (state: RallymanState, turn: Turn): boolean =>
  turn.pool.length > 0 && anyLegalUse(state, state.cars[turn.seat] as Car, turn)
