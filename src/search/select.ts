/**
 * Choosing an arm at a node where a seat acts, from the acting seat's own rewards, with ISMCTS
 * availability counts (an action legal in only some determinisations is compared with the
 * times it could have been chosen, not with the node's visits): UCT, or PUCT when the search
 * has priors. An arm whose child is proven (MCTS-Solver) is worth its proven value, with no
 * exploration term, as in OpenSpiel's `MCTSBot`.
 */
import type { SeatId } from '../core/index.js'
import type { RngCursor } from './protocol.js'
import { Arm, type TreeNode } from './tree.js'

/** The arm chosen and the action to apply (the one legal in this determinisation). */
export interface Choice<A> {
  readonly arm: Arm<A>
  readonly action: A
}

/** Scratch lists a search reuses across iterations (one per search, never shared). */
export interface Scratch<A> {
  readonly arms: Array<Arm<A>>
  readonly actions: A[]
}

/**
 * UCT. Counts every legal action as available, then picks one not tried yet (uniformly), or
 * else the arm of best upper confidence bound for `actor`: its mean reward plus
 * `exploration * sqrt(ln(available) / visits)`; ties go to the first in legal order.
 */
export const chooseArm = <A>(
  node: TreeNode<A>,
  legal: ReadonlyArray<A>,
  actor: SeatId,
  exploration: number,
  key: (action: A) => string,
  cursor: RngCursor,
  scratch: Scratch<A>,
): Choice<A> => {
  const untried = scratch.arms
  const untriedActions = scratch.actions
  untried.length = 0
  untriedActions.length = 0
  let best: Arm<A> | undefined
  let bestAction: A | undefined
  let bestScore = -Infinity
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i] as A
    const k = key(action)
    let arm = node.arms.get(k)
    if (arm === undefined) {
      arm = new Arm(k, action)
      node.arms.set(k, arm)
    }
    arm.available++
    if (arm.visits === 0) {
      untried.push(arm)
      untriedActions.push(action)
      continue
    }
    const score =
      arm.solved === null
        ? arm.mean(actor) + exploration * Math.sqrt(Math.log(arm.available) / arm.visits)
        : (arm.solved[actor] ?? 0)
    if (score > bestScore) {
      bestScore = score
      best = arm
      bestAction = action
    }
  }
  if (untried.length > 0) {
    const i = untried.length === 1 ? 0 : cursor.int(0, untried.length - 1)
    return { arm: untried[i] as Arm<A>, action: untriedActions[i] as A }
  }
  return { arm: best as Arm<A>, action: bestAction as A }
}

/**
 * PUCT (AlphaZero, OpenSpiel's `puct_value`), with availability counts in place of the parent's
 * visits: the arm of best `mean + puct * prior * sqrt(available) / (1 + visits)` for `actor`,
 * an arm never visited having mean 0; ties go to the first in legal order. Draws nothing. An
 * arm created here takes its prior from the node's priors, or `1 / legal.length` when they do
 * not name it (an action first legal in a later determinisation).
 */
export const choosePuct = <A>(
  node: TreeNode<A>,
  legal: ReadonlyArray<A>,
  actor: SeatId,
  puct: number,
  key: (action: A) => string,
): Choice<A> => {
  let best: Arm<A> | undefined
  let bestAction: A | undefined
  let bestScore = -Infinity
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i] as A
    const k = key(action)
    let arm = node.arms.get(k)
    if (arm === undefined) {
      arm = new Arm(k, action)
      arm.prior = node.priors?.get(k) ?? 1 / legal.length
      node.arms.set(k, arm)
    }
    arm.available++
    const score =
      arm.solved === null
        ? arm.mean(actor) + (puct * arm.prior * Math.sqrt(arm.available)) / (1 + arm.visits)
        : (arm.solved[actor] ?? 0)
    if (score > bestScore) {
      bestScore = score
      best = arm
      bestAction = action
    }
  }
  return { arm: best as Arm<A>, action: bestAction as A }
}
