/**
 * The dice of a big attack (RM ART.5): the pool thrown together, and whether the dice left can
 * all be used from where the car stands (a die that ends the move on the way ends the search:
 * third warning, a ford, a jump, a corner taken too fast, the finish line). The declaration
 * (`attack.ts`) and the uses after the roll (`attack-uses.ts`) search with these.
 */
import type { Car, RallymanState, ThrownDie, Turn } from '../state.js'
import { FINISH } from '../stage/stage.js'
import { diceAt, type StepPlan } from './chain.js'
import { countsOnSnow, stageOf, warningLimit } from './dashboard.js'
import { afterDie } from './move.js'
import { turnWith } from '../flow.js'

/** Whether `n` is a whole number from `lo` to `hi`. */
export const smallInt = (n: number, lo: number, hi: number): boolean => Number.isInteger(n) && n >= lo && n <= hi

/** A die thrown in a big attack and not used yet. */
export type Thrown = ThrownDie

/** The plan stops the move whatever the die shows (overspeed, a jump lost, a forbidden double, the finish). */
export const certainStop = (p: StepPlan): boolean =>
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
 * follow the car by its cell and never copy it: after a die that does not end the move
 * it stands on `p.landing`, the rest of it unchanged.
 */
export const after = (state: RallymanState, car: Car, turn: Turn, p: StepPlan, warning: boolean): Turn => {
  const t = afterDie(turn, p, false)
  const faced = warning && !state.config.rules.shakedown && !turn.ignore
  if (!faced) return t
  const cell = stageOf(state).cells[p.landing] ?? null
  return turnWith(t, {
    warnings: t.warnings + 1,
    snowWarnings: countsOnSnow(state, car, cell) ? t.snowWarnings + 1 : t.snowWarnings,
  })
}

/** The pool without one die (loops here, not closures or spreads: the searches call these at every node). */
export const poolWithout = (pool: ReadonlyArray<Thrown>, d: Thrown): ReadonlyArray<Thrown> => {
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
export const fitting = (pool: ReadonlyArray<Thrown>, p: StepPlan): ReadonlyArray<Thrown> => {
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
// they can make a step of the searches, so only they are planned.
export const poolDice = (pool: ReadonlyArray<Thrown>): number => {
  let bits = 0
  for (const d of pool) bits |= d.die === 'gas' ? 32 : smallInt(d.die, 1, 5) ? 1 << (d.die - 1) : 0
  return bits
}

/** The answers of a search, per node. */
export type Memo = Map<number | string, boolean>

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
export const nodeKey = (
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
export const completable = (
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
        completable(state, car, p.landing, after(state, car, turn, p, d.warning), poolWithout(pool, d), memo)
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
