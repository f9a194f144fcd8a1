/**
 * MCTS-Solver (Winands, Björnsson and Saito, 2008), in its max^n form for any number of seats
 * as OpenSpiel's `MCTSBot` has it: the end of the race is a proven node worth its rewards, and
 * a node where a seat chooses by the tree is proven when one of its arms is proven to give
 * that seat 1 (the best a reward gives), or when every arm is proven (then it is worth the
 * best of them for that seat). A proof stops at a chance node, at a seat played by the
 * opponent model and at a simultaneous node: only the deterministic end of a race is proven.
 * The search allows it only where a node stands for one state (perfect information).
 */
import type { Arm, TreeNode } from './tree.js'

/**
 * After an iteration that ended at a proven node (the last of `nodes`), passes the proof up
 * the path as far as it goes: `arms[i]` is the arm taken at `nodes[i]` (null where no arm was,
 * at chance or a modelled seat).
 */
export const passProofUp = <A>(nodes: ReadonlyArray<TreeNode<A>>, arms: ReadonlyArray<Arm<A> | null>): void => {
  for (let i = nodes.length - 2; i >= 0; i--) {
    const node = nodes[i] as TreeNode<A>
    const arm = arms[i]
    const child = nodes[i + 1] as TreeNode<A>
    if (arm === null || arm === undefined || node.simultaneous || child.solved === null) return
    arm.solved = child.solved
    if (node.solved !== null) continue
    const actor = node.actor
    if ((arm.solved[actor] ?? 0) >= 1) {
      node.solved = arm.solved
      continue
    }
    let best: Arm<A> | undefined
    for (const other of node.arms.values()) {
      if (other.solved === null) return
      if (best === undefined || (other.solved[actor] ?? 0) > (best.solved?.[actor] ?? 0)) best = other
    }
    if (best === undefined) return
    node.solved = best.solved
  }
}
