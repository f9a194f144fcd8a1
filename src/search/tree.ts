/**
 * The search tree of one seat (single-observer information-set MCTS). A node stands for what
 * the searching seat knows: the actions it saw lead to children, the actions it could not
 * see all lead to one child. At a node where a seat acts, each of its actions is an arm with
 * its statistics; hidden arms share their child.
 */
import type { SeatId } from '../core/index.js'
import type { SeatValues } from './reward.js'

/** The key of the one child that every hidden action of a node leads to. */
export const HIDDEN = '\u0000hidden'

/** One action of the seat acting at a node, and its statistics. */
export class Arm<A> {
  /** Times this action was chosen (an iteration still waiting for its value counts: a virtual loss). */
  visits = 0
  /** Times this action was legal when its node was reached (the ISMCTS availability count). */
  available = 0
  /** Sum of the rewards backed up through this action, per seat. */
  readonly sums: number[] = []
  /** Its prior under PUCT (the priors of its node sum to 1), 0 under UCT. */
  prior = 0
  /** The values its child is proven to give (MCTS-Solver), or null. */
  solved: SeatValues | null = null

  constructor(
    /** The action's key. */
    readonly key: string,
    /** The action, as first seen. */
    readonly action: A,
  ) {}

  /** Mean reward of `seat` through this action (0 before any visit). */
  mean(seat: SeatId): number {
    return this.visits === 0 ? 0 : (this.sums[seat] ?? 0) / this.visits
  }

  /** Adds one backed-up value. */
  record(values: ReadonlyArray<number>): void {
    this.visits++
    for (let i = 0; i < values.length; i++) this.sums[i] = (this.sums[i] ?? 0) + (values[i] ?? 0)
  }

  /** Adds the value of a visit already counted. */
  add(values: ReadonlyArray<number>): void {
    for (let i = 0; i < values.length; i++) this.sums[i] = (this.sums[i] ?? 0) + (values[i] ?? 0)
  }
}

/** A node: who acts there (or chance), its arms and its children. */
export class TreeNode<A> {
  /** Iterations through this node (those waiting for their value included). */
  visits = 0
  /** The seat acting here, or -1 at a chance node (set on the first visit). */
  actor: SeatId = -1
  /** Several seats choose here in secret. */
  simultaneous = false
  /** Sum of the rewards backed up through the node's chance outcomes, per seat. */
  readonly sums: number[] = []
  /** The acting seat's actions by key. */
  readonly arms = new Map<string, Arm<A>>()
  /** Children by what the searching seat saw of the action ({@link HIDDEN} for what it did not). */
  readonly children = new Map<string, TreeNode<A>>()
  /** The values the node is proven to give (the end of the race, or MCTS-Solver), or null. */
  solved: SeatValues | null = null
  /** PUCT's priors by action key, once known; null before. */
  priors: ReadonlyMap<string, number> | null = null
  /** The index of the leaf this node waits for in a batch under way, or -1. */
  pending = -1

  constructor(
    /** The action that led here as the searching seat saw it, or null (the root, a hidden step). */
    readonly step: A | null,
  ) {}

  /** Adds one backed-up value to the node's own sums. */
  record(values: ReadonlyArray<number>): void {
    this.visits++
    for (let i = 0; i < values.length; i++) this.sums[i] = (this.sums[i] ?? 0) + (values[i] ?? 0)
  }

  /** Adds the value of a visit already counted. */
  add(values: ReadonlyArray<number>): void {
    for (let i = 0; i < values.length; i++) this.sums[i] = (this.sums[i] ?? 0) + (values[i] ?? 0)
  }

  /** Mean reward of `seat` through this node (0 before any visit). */
  mean(seat: SeatId): number {
    return this.visits === 0 ? 0 : (this.sums[seat] ?? 0) / this.visits
  }
}
