/**
 * Big attack (RM ART.5), after the roll: the driver uses the thrown dice one at a time; every
 * die is used unless the move ends on the way (third warning, a ford, a jump or a corner taken
 * too fast); only orders that can be completed are offered.
 */
import type { UseAction } from '../actions.js'
import type { Car, RallymanState, Turn } from '../state.js'
import { diceAt, type StepPlan } from './chain.js'
import { after, completable, endsMove, fitting, poolDice, poolWithout, type Memo, type Thrown } from './thrown-dice.js'

// A thrown die used for this plan keeps the move going to its end: it stops the move, or
// the dice left can all be used after it.
const usable = (state: RallymanState, car: Car, turn: Turn, p: StepPlan, d: Thrown, memo: Memo): boolean =>
  endsMove(state, car, turn, p, d.warning) ||
  completable(state, car, p.landing, after(state, car, turn, p, d.warning), poolWithout(turn.pool, d), memo)

// The answers of the searches below for the last state asked, and the car and turn they
// started from: the engine asks whether some die is usable (after a die), the legal actions
// list the uses of the same state and `reduce` checks the use chosen, three searches of one
// tree, one after the other. One entry, not a WeakMap of states: V8's young-generation
// collector kept such entries alive, and promoted the states and searches of a whole rally
// (45 MB of 950 allocated in 200 random rallies; 4 MB with one entry). Sound: the rules ask
// of states no one can edit (frozen, or owned by a driver: core/door.ts), and the state check
// of a frozen one (`inconsistencies` freezes a copy of any other).
let last: { readonly state: RallymanState; readonly car: Car; readonly turn: Turn; readonly memo: Memo } | undefined

const memoOf = (state: RallymanState, car: Car, turn: Turn): Memo => {
  if (last !== undefined && last.state === state && last.car === car && last.turn === turn) return last.memo
  const memo: Memo = new Map()
  last = { state, car, turn, memo }
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
