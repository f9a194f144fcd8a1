/**
 * Big attack (RM ART.5): two or more chosen dice thrown together, then combined freely
 * following the usual chain. The declaration names the dice; it is refused when no order
 * of those dice makes a complete move (a die that certainly stops the car, such as the
 * finish line, can only be the last: no more dice than cells to the finish, remark 1).
 * After the roll the driver uses the thrown dice one at a time: every die is used unless
 * the move ends on the way (third warning, a ford, a jump or a corner taken too fast);
 * only orders that can be completed are offered. Each die thrown earns one second.
 */
import type { RuleViolation } from '../../core/index.js'
import { refuse, type Code } from '../codes.js'
import type { AttackAction, UseAction } from '../actions.js'
import type { Car, RallymanState, ThrownDie, Turn } from '../state.js'
import { FINISH } from '../stage/stage.js'
import { chainDiceLeft, diceAt, plansFrom, type StepPlan } from './chain.js'
import { countsOnSnow, gasDice, gearDice, stageOf, warningLimit } from './dashboard.js'
import { afterDie } from './move.js'
import { copyTurn, stateWith } from '../flow.js'

/** A die thrown in a big attack and not used yet. */
export type Thrown = ThrownDie

const certainStop = (p: StepPlan): boolean =>
  p.overspeed > 0 || p.jump === 'loss' || p.double === 'forbidden' || p.landing === FINISH

/** The move ends with this die and face (the same decisions as playing it, RM ART.7, 11, 13, 19, 23). */
export const endsMove = (state: RallymanState, car: Car, turn: Turn, p: StepPlan, warning: boolean): boolean => {
  if (certainStop(p)) return true
  const faced = warning && !state.config.rules.shakedown
  if (!faced) return false
  if (p.jump === 'on-warning' || p.double === 'allowed' || p.ford) return true
  if (turn.ignore) return false
  const cell = stageOf(state).cells[p.landing] ?? null
  const snow = countsOnSnow(state, car, cell) ? turn.snowWarnings + 1 : turn.snowWarnings
  return turn.warnings + 1 >= warningLimit(state, car, cell) || snow >= 2
}

/**
 * The turn after a die, as the engine will have it (faces counted as in play). The searches
 * below follow the car by its cell and never copy it: after a die that does not end the move
 * it stands on `p.landing`, the rest of it unchanged.
 */
const after = (state: RallymanState, car: Car, turn: Turn, p: StepPlan, warning: boolean): Turn => {
  const t = afterDie(turn, p, false)
  const faced = warning && !state.config.rules.shakedown && !turn.ignore
  if (!faced) return t
  const cell = stageOf(state).cells[p.landing] ?? null
  return Object.assign(copyTurn(t), {
    warnings: t.warnings + 1,
    snowWarnings: countsOnSnow(state, car, cell) ? t.snowWarnings + 1 : t.snowWarnings,
  })
}

// Loops, not closures or spreads: the searches below call these at every node.
const without = (pool: ReadonlyArray<Thrown>, d: Thrown): ReadonlyArray<Thrown> => {
  for (let i = 0; i < pool.length; i++) {
    const x = pool[i] as Thrown
    if (x.die !== d.die || x.warning !== d.warning || x.orange !== d.orange) continue
    const rest: Thrown[] = []
    for (let j = 0; j < pool.length; j++) if (j !== i) rest.push(pool[j] as Thrown)
    return rest
  }
  return pool
}

// A thrown die's kind as a number below 24: the die (gear 1-5, gas), its face, its colour.
const tag = (d: Thrown): number =>
  ((d.die === 'gas' ? 5 : d.die - 1) * 2 + (d.warning ? 1 : 0)) * 2 + (d.orange ? 1 : 0)

/**
 * The thrown dice that can make this step: the same die; a gas die of the colour the road
 * asks for (RM ART.20). One die of each kind (die, face, colour), in the pool's order.
 */
const fitting = (pool: ReadonlyArray<Thrown>, p: StepPlan): ReadonlyArray<Thrown> => {
  const out: Thrown[] = []
  let seen = 0
  for (const d of pool) {
    if (d.die !== p.die || (p.die === 'gas' && d.orange !== p.orange)) continue
    const k = 1 << tag(d)
    if ((seen & k) !== 0) continue
    seen |= k
    out.push(d)
  }
  return out
}

// The dice of a pool as the bits of chain.ts's dice (gear die g: bit g-1, gas: bit 5): only
// they can make a step of the searches below, so only they are planned.
const poolDice = (pool: ReadonlyArray<Thrown>): number => {
  let bits = 0
  for (const d of pool) bits |= d.die === 'gas' ? 32 : smallInt(d.die, 1, 5) ? 1 << (d.die - 1) : 0
  return bits
}

/** The answers of a search, per node. */
type Memo = Map<number | string, boolean>

/**
 * The dice left as one number (which dice, not their order, decide whether they can all be
 * used): a bit per gear die and face, a base-3 count per gas-die face and colour; -1 when the
 * pool holds a gear die twice or three gas dice of a kind, which no roll throws (no more than two gas dice, so the counts never carry).
 */
const poolCode = (pool: ReadonlyArray<Thrown>): number => {
  let gears = 0
  let gas = 0
  let gasDice = 0
  for (const d of pool) {
    if (d.die !== 'gas') {
      if (d.orange || !Number.isInteger(d.die) || d.die < 1 || d.die > 5) return -1
      const bit = 1 << (tag(d) >> 1)
      if ((gears & bit) !== 0) return -1
      gears |= bit
    } else {
      gasDice++
      gas += GAS_WEIGHT[tag(d) - 20] ?? 0
    }
  }
  return gasDice > 2 ? -1 : gears + 1024 * gas
}
const GAS_WEIGHT: ReadonlyArray<number> = [1, 3, 9, 27]

// A search node as one exact number where the counts are in range (a string otherwise).
const nodeKey = (
  cell: number,
  gear: number,
  warnings: number,
  snow: number,
  asphalt: number,
  pool: ReadonlyArray<Thrown>,
): number | string => {
  const code = poolCode(pool)
  if (code < 0 || cell < -2 || warnings > 15 || snow > 3 || asphalt > 3)
    return `${cell}|${gear}|${warnings}|${snow}|${asphalt}|${pool.map(tag).join(',')}`
  return (((((cell + 2) * 6 + gear) * 16 + warnings) * 4 + snow) * 4 + asphalt) * 82944 + code
}

/** Can these thrown dice all be used (or the move end on the way) from cell `at`. */
const completable = (
  state: RallymanState,
  car: Car,
  at: number,
  turn: Turn,
  pool: ReadonlyArray<Thrown>,
  memo: Memo,
): boolean => {
  if (pool.length === 0) return true
  const key = nodeKey(at, turn.gear, turn.warnings, turn.snowWarnings, turn.gasOnAsphalt, pool)
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  let ok = false
  for (const p of diceAt(state, car, at, turn, poolDice(pool))) {
    for (const d of fitting(pool, p)) {
      ok =
        endsMove(state, car, turn, p, d.warning) ||
        completable(state, car, p.landing, after(state, car, turn, p, d.warning), without(pool, d), memo)
      if (ok) break
    }
    if (ok) break
  }
  memo.set(key, ok)
  return ok
}

/** Warnings of a big attack's roll. */
export interface AttackWarnings {
  /** Per gear die. */
  readonly gears: ReadonlyArray<boolean>
  /** White gas dice showing the symbol. */
  readonly gas: number
  /** Orange gas dice showing the symbol. */
  readonly orange: number
}

/** The dice of a declaration (`gas` white and `orange` orange gas dice), gear dice first. */
export const thrownDice = (
  gears: ReadonlyArray<number>,
  gas: number,
  orange: number,
  warnings?: AttackWarnings,
): ReadonlyArray<Thrown> => [
  ...gears.map((g, i) => ({ die: g, warning: warnings?.gears[i] === true, orange: false })),
  ...Array.from({ length: gas }, (_, i) => ({
    die: 'gas' as const,
    warning: warnings !== undefined && i < warnings.gas,
    orange: false,
  })),
  ...Array.from({ length: orange }, (_, i) => ({
    die: 'gas' as const,
    warning: warnings !== undefined && i < warnings.orange,
    orange: true,
  })),
]

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
      const rest = without(pool, d)
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

// The dice sets of the legal attacks last listed for a state, car and turn: `reduce` accepts a
// declaration listed there without searching its chains again.
const listed = new WeakMap<
  RallymanState,
  { readonly car: Car; readonly turn: Turn; readonly codes: ReadonlyArray<number> }
>()

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

const smallInt = (n: number, lo: number, hi: number): boolean => Number.isInteger(n) && n >= lo && n <= hi

const listedAttack = (
  state: RallymanState,
  car: Car,
  turn: Turn,
  gears: ReadonlyArray<number>,
  gas: number,
  orange: number,
): boolean => {
  const kept = listed.get(state)
  if (kept === undefined || kept.car !== car || kept.turn !== turn) return false
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
  listed.set(state, Object.freeze({ car, turn, codes: Object.freeze(found) }))
  const out: AttackAction[] = []
  for (let w = 0; w < 9; w++)
    for (let bits = found[w] as number; bits !== 0; bits &= bits - 1) {
      const attack = ATTACKS[w * 32 + 31 - Math.clz32(bits & -bits)]
      if (attack !== undefined) out.push(attack)
    }
  return out
}

// A thrown die used for this plan keeps the move going to its end: it stops the move, or
// the dice left can all be used after it.
const usable = (state: RallymanState, car: Car, turn: Turn, p: StepPlan, d: Thrown, memo: Memo): boolean =>
  endsMove(state, car, turn, p, d.warning) ||
  completable(state, car, p.landing, after(state, car, turn, p, d.warning), without(turn.pool, d), memo)

// The answers of the searches below per state, for the car and turn they started from: the
// engine asks whether some die is usable (after a die), the legal actions list the uses of the
// same state and \`reduce\` checks the use chosen, three searches of one tree.
const searches = new WeakMap<RallymanState, { readonly car: Car; readonly turn: Turn; readonly memo: Memo }>()

const memoOf = (state: RallymanState, car: Car, turn: Turn): Memo => {
  const kept = searches.get(state)
  if (kept !== undefined && kept.car === car && kept.turn === turn) return kept.memo
  const memo: Memo = new Map()
  searches.set(state, Object.freeze({ car, turn, memo }))
  return memo
}

/** Every legal use of a thrown die after a big attack's roll. */
export const legalUses = (state: RallymanState, car: Car, turn: Turn): ReadonlyArray<UseAction> => {
  if (turn.mode !== 'attack') return []
  const out: UseAction[] = []
  const memo = memoOf(state, car, turn)
  for (const p of diceAt(state, car, car.cell, turn, poolDice(turn.pool)))
    for (const d of fitting(turn.pool, p))
      if (usable(state, car, turn, p, d, memo))
        out.push({ type: 'use', die: d.die, warning: d.warning, orange: d.orange, to: p.to })
  return out
}

/** Whether some thrown die has a legal use (the first one found ends the search). */
export const anyLegalUse = (state: RallymanState, car: Car, turn: Turn): boolean => {
  if (turn.mode !== 'attack') return false
  const memo = memoOf(state, car, turn)
  for (const p of diceAt(state, car, car.cell, turn, poolDice(turn.pool)))
    for (const d of fitting(turn.pool, p)) if (usable(state, car, turn, p, d, memo)) return true
  return false
}

/**
 * Whether a use is one {@link legalUses} lists, for the plan `checkDie` made of its die and
 * cell: the die was thrown (with that face and colour) and fits the plan, and the move can
 * go on after it. Only this use is searched, not every one.
 */
export const isLegalUse = (state: RallymanState, car: Car, turn: Turn, p: StepPlan, use: UseAction): boolean => {
  if (turn.mode !== 'attack' || p.die !== use.die || p.to !== use.to) return false
  if (use.die === 'gas' && use.orange !== p.orange) return false
  const d = turn.pool.find((x) => x.die === use.die && x.warning === use.warning && x.orange === use.orange)
  return d !== undefined && usable(state, car, turn, p, d, memoOf(state, car, turn))
}

/** The pool without one die. */
export const poolWithout = without
