/**
 * Big attack (RM ART.5), the declaration: two or more chosen dice thrown together, then
 * combined freely following the usual chain. The declaration names the dice; it is refused
 * when no order of those dice makes a complete move (a die that certainly stops the car, such
 * as the finish line, can only be the last: no more dice than cells to the finish, remark 1).
 * Each die thrown earns one second. The uses of the thrown dice are in `attack-uses.ts`.
 */
import type { RuleViolation } from '../../core/index.js'
import { refuse, type Code } from '../codes.js'
import type { AttackAction } from '../actions.js'
import type { Car, RallymanState, Turn } from '../state.js'
import { chainDiceLeft, diceAt, plansFrom, type StepPlan } from './chain.js'
import { gasDice, gearDice } from './dashboard.js'
import { stateWith } from '../flow.js'
import {
  after,
  certainStop,
  fitting,
  nodeKey,
  poolDice,
  smallInt,
  thrownDice,
  poolWithout,
  type Memo,
  type Thrown,
} from './thrown-dice.js'

/** Checks a big-attack declaration (RM ART.5). */
export const checkAttack = (
  state: RallymanState,
  car: Car,
  turn: Turn,
  gears: ReadonlyArray<number>,
  gas: number,
  orange: number,
): RuleViolation<Code> | null => {
  if (!state.config.rules.bigAttack) return refuse('NO_BIG_ATTACK', 'The big attack rule is off in this rally.')
  if (turn.mode !== 'none' || turn.dice > 0)
    return refuse('ATTACK_MIXED', 'A big attack is the whole move: it cannot follow dice thrown one by one.')
  if (gears.some((g, i) => i > 0 && g <= (gears[i - 1] ?? 0)))
    return refuse('ATTACK_DICE_ORDER', 'Name each gear die once, in ascending order.')
  if (gears.length + gas < 2) return refuse('ATTACK_TWO_DICE', 'A big attack throws at least two dice together.')
  if (gears.length > gearDice(car)) return refuse('NO_GEAR_DIE_LEFT', `Damage leaves ${gearDice(car)} gear dice.`)
  if (orange > gas) return refuse('ORANGE_DICE', 'No more orange gas dice than gas dice thrown.')
  if (gas > gasDice(car)) return refuse('GAS_DIE_LOST', `Punctures not repaired leave ${gasDice(car)} gas dice.`)
  if (listedAttack(state, car, turn, gears, gas, orange)) return null
  // Without faces, a complete order must exist where only the last die may stop the car.
  const dry: RallymanState = stateWith(state, {
    config: { ...state.config, rules: { ...state.config.rules, shakedown: true } },
  })
  if (!completableAll(dry, car, car.cell, turn, thrownDice(gears, gas - orange, orange), new Map()))
    return refuse(
      'ATTACK_IMPOSSIBLE',
      'These dice cannot all be used in one chain (gears, notes, room, finish line; white gas dice before passing the leader, orange after, RM ART.20).',
    )
  return null
}

// Every die used; a certain stop only as the last die (remark 1 for the finish line).
const completableAll = (
  state: RallymanState,
  car: Car,
  at: number,
  turn: Turn,
  pool: ReadonlyArray<Thrown>,
  memo: Memo,
): boolean => {
  if (pool.length === 0) return true
  const key = nodeKey(at, turn.gear, 0, 0, turn.gasOnAsphalt, pool)
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  let ok = false
  for (const p of diceAt(state, car, at, turn, poolDice(pool))) {
    for (const d of fitting(pool, p)) {
      const rest = poolWithout(pool, d)
      ok = certainStop(p)
        ? rest.length === 0
        : completableAll(state, car, p.landing, after(state, car, turn, p, false), rest, memo)
      if (ok) break
    }
    if (ok) break
  }
  memo.set(key, ok)
  return ok
}

// The dice sets of the legal attacks last listed, with the state, car and turn: `reduce`
// accepts a declaration listed there without searching its chains again. One entry, like the
// searches of the uses (attack-uses.ts), so that no state outlives its step for it; sound for
// the same reason (the states it keys are frozen, or owned by a driver: core/door.ts).
let listed:
  | { readonly state: RallymanState; readonly car: Car; readonly turn: Turn; readonly codes: ReadonlyArray<number> }
  | undefined

// A dice set as a number below 288: gear dice as bits (die g: bit g-1), gas and orange dice
// counted. Codes ascend as (gear dice, gas, orange) do, the order of the list.
const attackCode = (mask: number, gas: number, orange: number): number => mask * 9 + gas * 3 + orange

// A set of codes as 9 words of 32 bits.
const hasCode = (codes: ReadonlyArray<number>, code: number): boolean =>
  (((codes[code >>> 5] ?? 0) >>> (code & 31)) & 1) === 1

// The declaration of each code, built once and frozen: every list hands out the same objects.
const ATTACKS: ReadonlyArray<AttackAction | undefined> = Array.from({ length: 288 }, (_, code) => {
  const mask = Math.floor(code / 9)
  const gas = Math.floor((code % 9) / 3)
  const orange = code % 3
  if (orange > gas) return undefined
  const gears = Object.freeze([1, 2, 3, 4, 5].filter((g) => (mask & (1 << (g - 1))) !== 0))
  return Object.freeze({ type: 'attack' as const, gears, gas, orange })
})

const listedAttack = (
  state: RallymanState,
  car: Car,
  turn: Turn,
  gears: ReadonlyArray<number>,
  gas: number,
  orange: number,
): boolean => {
  const kept = listed
  if (kept === undefined || kept.state !== state || kept.car !== car || kept.turn !== turn) return false
  if (!gears.every((g) => smallInt(g, 1, 5)) || !smallInt(gas, 0, 2) || !smallInt(orange, 0, gas)) return false
  return hasCode(
    kept.codes,
    attackCode(
      gears.reduce((m, g) => m | (1 << (g - 1)), 0),
      gas,
      orange,
    ),
  )
}

/**
 * Every legal big attack for the car at the start of its move: the dice sets of every
 * chain of two or more dice the car could drive (one walk over all chains, not one search
 * per set), which is exactly what {@link checkAttack} accepts.
 */
export const legalAttacks = (state: RallymanState, car: Car, turn: Turn): ReadonlyArray<AttackAction> => {
  if (!state.config.rules.bigAttack || turn.mode !== 'none' || turn.dice > 0) return []
  const found = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  const seen = new Set<number>()
  // A node: cell (from -2), gear 0-5, dice code below 288, gas dice on asphalt 0-2, as one
  // exact number; a node is walked once, and its key is checked before it is walked.
  const nodeOf = (cell: number, gear: number, code: number, asphalt: number): number =>
    (((cell + 2) * 6 + gear) * 288 + code) * 3 + asphalt
  // The car on `cell` in `gear` (the rest of it as it is), the gear dice of `mask` (`ng` of
  // them) and `gas` gas dice (`orange` orange, `asphalt` on asphalt) thrown, `n` dice in all:
  // the turn as numbers, no car or turn built per node.
  const walk = (
    cell: number,
    gear: number,
    mask: number,
    ng: number,
    gas: number,
    orange: number,
    asphalt: number,
    n: number,
  ): void => {
    const plans = plansFrom(state, car, cell, gear, asphalt, chainDiceLeft(state, car, gear, mask, ng, gas))
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i] as StepPlan
      const isGas = plan.die === 'gas'
      const m = isGas ? mask : mask | (1 << ((plan.die as number) - 1))
      const g = isGas ? gas + 1 : gas
      const o = isGas && plan.orange ? orange + 1 : orange
      const code = attackCode(m, g, o)
      if (n + 1 >= 2) found[code >>> 5] = (found[code >>> 5] as number) | (1 << (code & 31))
      if (certainStop(plan)) continue
      const a = isGas && plan.gasOnAsphalt ? asphalt + 1 : asphalt
      const key = nodeOf(plan.landing, plan.gear, code, a)
      if (seen.has(key)) continue
      seen.add(key)
      walk(plan.landing, plan.gear, m, isGas ? ng : ng + 1, g, o, a, n + 1)
    }
  }
  const mask = turn.gears.reduce((m, g) => m | (1 << (g - 1)), 0)
  seen.add(nodeOf(car.cell, turn.gear, attackCode(mask, turn.gas, 0), turn.gasOnAsphalt))
  walk(car.cell, turn.gear, mask, turn.gears.length, turn.gas, 0, turn.gasOnAsphalt, turn.dice)
  listed = { state, car, turn, codes: found }
  const out: AttackAction[] = []
  for (let w = 0; w < 9; w++)
    for (let bits = found[w] as number; bits !== 0; bits &= bits - 1) {
      const attack = ATTACKS[w * 32 + 31 - Math.clz32(bits & -bits)]
      if (attack !== undefined) out.push(attack)
    }
  return out
}
