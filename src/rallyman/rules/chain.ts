/**
 * The chain of dice (RM ART.4): one die, one cell; the first die of a start or restart is
 * gear die 1; gear dice follow one step at a time from the engaged gear (same, one up,
 * one down), gas dice keep the gear anywhere in the chain; each die once per turn; the
 * notes of corners (RM ART.9) and the jumps (RM ART.11) decide where the die lands.
 * `checkDie` either explains why a die is refused or says exactly what it will do.
 */
import type { RuleViolation } from '../../core/index.js'
import { refuse, type Code } from '../codes.js'
import type { DieId } from '../dice.js'
import type { Car, RallymanState, Turn } from '../state.js'
import { FINISH, type Cell, type Stage } from '../stage/stage.js'
import { cornerIndexOfStep, notesOf, respectsNote } from './corners.js'
import { doubleDownshiftAllowed, gasDice, gasLimitOn, gearDice, orangeGas, stageOf, surfaceOf } from './dashboard.js'
import { hasRoom } from './occupancy.js'

/** What a legal die will do once thrown. @group Rules */
export interface StepPlan {
  /** The die. */
  readonly die: DieId
  /** The cell aimed at. */
  readonly to: number
  /** Gear before the die. */
  readonly from: number
  /** Gear engaged after the die (a gas die keeps it). */
  readonly gear: number
  /** Where the car ends: `to`, or further after a jump, or {@link FINISH}. */
  readonly landing: number
  /** Gears above the corner's highest note on entering it (0: none; 1-2 loss of control; 3+ retirement). */
  readonly overspeed: number
  /** Jump outcome (RM ART.11): none, loss if the die shows a warning, or certain loss. */
  readonly jump: 'none' | 'on-warning' | 'loss'
  /** The car lands on a ford while changing gear: a warning stops it there (RM ART.23). */
  readonly ford: boolean
  /** A double downshift (RM ART.19): allowed by the dashboard or not. */
  readonly double: 'none' | 'allowed' | 'forbidden'
  /** A gas die of the dirt leader: orange (RM ART.20). */
  readonly orange: boolean
  /** The landing cell is asphalt for the gas limit of snow tyres (RM ART.15.4). */
  readonly gasOnAsphalt: boolean
}

// The gear dice that may follow gear c (RM ART.4: same, one up, one down), for messages.
const NEXT_DICE: ReadonlyArray<string> = ['1', '1, 2', '1, 2, 3', '2, 3, 4', '3, 4, 5', '4, 5']

/** Follows the single road `k` cells beyond a cell (jump landings, RM ART.11). */
const beyond = (cells: ReadonlyArray<Cell>, from: number, k: number): number => {
  let at = from
  for (let i = 0; i < k && at !== FINISH; i++) at = cells[at]?.next[0] ?? FINISH
  return at
}

/**
 * Checks one die for the car in this turn, the car standing where `car.cell` says (a big
 * attack is checked die by die on a car moved along its plan).
 * @group Rules
 */
export const checkDie = (
  state: RallymanState,
  car: Car,
  turn: Turn,
  die: DieId,
  to: number,
): RuleViolation<Code> | StepPlan => {
  const stage = stageOf(state)
  const here = car.cell >= 0 ? stage.cells[car.cell] : undefined
  const c = turn.gear
  let gear = c
  let double: StepPlan['double'] = 'none'
  if (die === 'gas') {
    if (c === 0) return refuse('GEAR_DIE_1_FIRST', 'A start or a restart begins with gear die 1, not a gas die.')
    // Each die is thrown once per turn (RM ART.4); a puncture takes a gas die away (RM ART.9.3).
    if (turn.gas >= 2) return refuse('NO_GAS_DIE_LEFT', 'Both gas dice were already thrown this turn.')
    if (turn.gas >= gasDice(car))
      return refuse(
        'GAS_DIE_LOST',
        `${car.punctures} puncture${car.punctures > 1 ? 's' : ''} not repaired leave${car.punctures > 1 ? '' : 's'} ${gasDice(car)} gas ${gasDice(car) === 1 ? 'die' : 'dice'}, already thrown this turn.`,
      )
  } else {
    if (turn.gears.includes(die)) return refuse('DIE_ALREADY_USED', `Gear die ${die} was already thrown this turn.`)
    if (turn.gears.length >= gearDice(car))
      return refuse('NO_GEAR_DIE_LEFT', `Damage leaves ${gearDice(car)} gear dice per turn.`)
    if (c === 0 && die !== 1)
      return refuse('GEAR_DIE_1_FIRST', `A start or a restart begins with gear die 1, not ${die}.`)
    if (c !== 0 && Math.abs(die - c) > 1) {
      if (!(state.config.rules.dirt && c - die === 2))
        return refuse(
          'GEAR_STEP',
          `From gear ${c} the next gear die is ${NEXT_DICE[c] ?? ''} or a gas die, not ${die}.`,
        )
      double = doubleDownshiftAllowed(state, car, here ?? null) ? 'allowed' : 'forbidden'
    }
    gear = die
  }
  const options = here === undefined ? stage.start : here.next
  if (!options.includes(to)) return refuse('NOT_NEXT_CELL', `Cell ${to} is not one cell ahead of the car.`)
  return (
    planStep(state, stage, here, car, c, turn.gasOnAsphalt, die, to, gear, double, true) ??
    refuse('NOT_NEXT_CELL', `No cell ${to}.`)
  )
}

// Where the car stands on the road for the colour of a gas die (progressOf of the car on `here`).
const progressAt = (stage: Stage, car: Car, here: Cell | undefined): number =>
  car.status === 'finished' ? stage.steps + 1 : here === undefined ? -1 : here.progress

// The rest of `checkDie` once the die may follow the chain from gear `c` and `to` is a cell
// ahead of `here`, where the car stands (the car's own cell is not read: the searches pass
// the car as it is and the cell it would have reached): room, corner notes, jumps, fords,
// the colour of a gas die. `asphaltGas`: gas dice already used on asphalt this turn. The
// searches only ask whether (`explain` false): a refusal is then `null`, its message unbuilt.
const planStep = (
  state: RallymanState,
  stage: Stage,
  here: Cell | undefined,
  car: Car,
  c: number,
  asphaltGas: number,
  die: DieId,
  to: number,
  gear: number,
  double: StepPlan['double'],
  explain: boolean,
): RuleViolation<Code> | StepPlan | null => {
  const target = to === FINISH ? null : stage.cells[to]
  if (to !== FINISH && target === undefined) return explain ? refuse('NOT_NEXT_CELL', `No cell ${to}.`) : null
  const cell = target ?? null
  const gasOnAsphalt = cell !== null && gasLimitOn(state, car, cell) === 1
  if (die === 'gas' && gasOnAsphalt && asphaltGas >= 1)
    return explain ? refuse('SNOW_TYRES_ONE_GAS', 'Snow tyres use a single gas die on asphalt cells.') : null
  let overspeed = 0
  let landing = to
  let jump: StepPlan['jump'] = 'none'
  if (cell !== null) {
    if (!hasRoom(state, stage, cell, car.seat))
      return explain ? refuse('CELL_FULL', `Cell ${to} is full: no overtaking there.`) : null
    // The corner of a tight, drift or cord cell (cornerAt without its pair object: asked for every plan).
    const index =
      cell.line === 'tight' || cell.line === 'drift' || cell.line === 'cord'
        ? cornerIndexOfStep(stage, cell.step)
        : undefined
    const corner = index === undefined ? undefined : stage.corners[index]
    if (corner !== undefined && index !== undefined) {
      const notes = notesOf(state, corner, index)
      const entering = here === undefined || here.step !== cell.step
      if (
        !entering &&
        here?.line === 'drift' &&
        cell.line === 'tight' &&
        !corner.long &&
        (die === 'gas' || gear !== c - 1)
      )
        return explain ? refuse('DRIFT_RETURN', 'Back from the drift to the tight line takes one gear down.') : null
      if (entering && gear > notes.highest) {
        if (cell.line !== 'tight' || cell.index !== 0) {
          if (!explain) return null
          return refuse(
            'CORNER_NOTE',
            `Gear ${gear} is above every note of this corner (highest ${notes.highest}): aim at the tight line, where control is lost.`,
          )
        }
        overspeed = gear - notes.highest
      } else if (!respectsNote(notes, cell, gear)) {
        if (!explain) return null
        const note =
          cell.line === 'tight'
            ? `at most ${notes.tight}`
            : cell.line === 'drift'
              ? `exactly ${String(notes.drift)}`
              : `at most K${String(notes.cord)}`
        return refuse('CORNER_NOTE', `The ${cell.line} line takes gear ${note}, not ${gear}.`)
      }
    }
    if (cell.jump !== null && cell.line === 'road') {
      const k = gear < cell.jump ? 0 : Math.min(3, gear - cell.jump + 1)
      jump = gear >= cell.jump + 2 ? 'loss' : gear === cell.jump + 1 ? 'on-warning' : 'none'
      landing = beyond(stage.cells, to, k)
      const land = stage.cells[landing]
      if (land !== undefined && landing !== to && !hasRoom(state, stage, land, car.seat))
        return explain ? refuse('CELL_FULL', `The jump lands on cell ${landing}, which is full.`) : null
    }
  }
  const land = landing === FINISH ? null : (stage.cells[landing] ?? null)
  const ford =
    state.config.rules.dirt &&
    land !== null &&
    land.ford &&
    surfaceOf(state, land) !== 'snow' &&
    die !== 'gas' &&
    gear !== c
  // A car the search moved to `here` got there last: its stamp is the next one (RM ART.20 ties).
  const arrived = here !== undefined && here.id !== car.cell ? state.stamp : car.arrived
  const orange = die === 'gas' && orangeGas(state, car, cell ?? here ?? null, progressAt(stage, car, here), arrived)
  return { die, to, from: c, gear, landing, overspeed, jump, ford, double, orange, gasOnAsphalt }
}

// A die `checkDie` certainly refuses whatever the cell (its first checks, without building
// the refusal): legalDice skips it, as most dice of a turn are, at no cost in messages.
const dieOut = (state: RallymanState, car: Car, turn: Turn, die: DieId): boolean => {
  const c = turn.gear
  if (die === 'gas') return c === 0 || turn.gas >= 2 || turn.gas >= gasDice(car)
  if (turn.gears.includes(die) || turn.gears.length >= gearDice(car) || (c === 0 && die !== 1)) return true
  return c !== 0 && Math.abs(die - c) > 1 && !(state.config.rules.dirt && c - die === 2)
}

const DICE: ReadonlyArray<DieId> = [1, 2, 3, 4, 5, 'gas']

// The dice of DICE the turn may still throw from its gear, as bits (bit i: DICE[i]).
const diceLeft = (state: RallymanState, car: Car, turn: Turn): number => {
  let left = 0
  for (let i = 0; i < 6; i++) if (!dieOut(state, car, turn, DICE[i] as DieId)) left |= 1 << i
  return left
}

/**
 * The dice a chain may still throw (bits as above), from gear `c` with the gear dice of
 * `mask` (`gears` of them: bit g-1 for die g) and `gas` gas dice thrown: what checkDie's first checks
 * say of a turn, for the big-attack walk that follows a chain by these numbers alone.
 */
export const chainDiceLeft = (
  state: RallymanState,
  car: Car,
  c: number,
  mask: number,
  gears: number,
  gas: number,
): number => {
  let left = c !== 0 && gas < 2 && gas < gasDice(car) ? 1 << 5 : 0
  if (gears >= gearDice(car)) return left
  for (let die = 1; die <= 5; die++) {
    if ((mask & (1 << (die - 1))) !== 0 || (c === 0 && die !== 1)) continue
    if (c === 0 || Math.abs(die - c) <= 1 || (state.config.rules.dirt && c - die === 2)) left |= 1 << (die - 1)
  }
  return left
}

/** Every legal (die, cell) pair for the car, in a stable order. @group Rules */
export const legalDice = (state: RallymanState, car: Car, turn: Turn): ReadonlyArray<StepPlan> =>
  diceAt(state, car, car.cell, turn)

/**
 * {@link legalDice} for the car standing on cell `at` (the rest of the car as it is), of the
 * dice in `only` (bits as above): the big-attack searches follow the car by its cell without
 * copying it, and plan only the dice still in their pool.
 */
export const diceAt = (state: RallymanState, car: Car, at: number, turn: Turn, only = 63): StepPlan[] =>
  plansFrom(state, car, at, turn.gear, turn.gasOnAsphalt, diceLeft(state, car, turn) & only)

/**
 * The legal plans of the dice `left` (bits as above) for the car standing on `at` in gear
 * `c`, `asphaltGas` gas dice already used on asphalt: dice in order, then cells ahead in order.
 */
export const plansFrom = (
  state: RallymanState,
  car: Car,
  at: number,
  c: number,
  asphaltGas: number,
  left: number,
): StepPlan[] => {
  const stage = stageOf(state)
  const here = at >= 0 ? stage.cells[at] : undefined
  const options = here === undefined ? stage.start : here.next
  const out: StepPlan[] = []
  for (let i = 0; i < 6; i++) {
    if ((left & (1 << i)) === 0) continue
    const die = DICE[i] as DieId
    // What checkDie decides before looking at the cell (dieOut leaves only these cases).
    const gear = die === 'gas' ? c : die
    const double: StepPlan['double'] =
      die !== 'gas' && c !== 0 && Math.abs(die - c) > 1
        ? doubleDownshiftAllowed(state, car, here ?? null)
          ? 'allowed'
          : 'forbidden'
        : 'none'
    for (let k = 0; k < options.length; k++) {
      const plan = planStep(state, stage, here, car, c, asphaltGas, die, options[k] as number, gear, double, false)
      if (plan !== null && !('code' in plan)) out.push(plan)
    }
  }
  return out
}
