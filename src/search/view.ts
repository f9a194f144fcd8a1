/**
 * Reading a search without copying its tree and without a way to change it: a live read-only
 * view of any node (each read gives the figure of the moment, a node's maps are built for its
 * own arms and children only), and a frozen snapshot of the root with its principal variation.
 * The actions handed out are frozen as they leave (the tree keeps them for its readings only).
 */
import { deepFreeze, type SeatId } from '../core/index.js'
import type { SeatValues } from './reward.js'
import { HIDDEN, type Arm, type TreeNode } from './tree.js'

/** The statistics of one of the searching seat's actions at the root. @group Search */
export interface ActionStats<A> {
  /** The action. */
  readonly action: A
  /** Its key. */
  readonly key: string
  /** Iterations that chose it. */
  readonly visits: number
  /** Iterations where it was legal. */
  readonly available: number
  /** The searching seat's mean reward through it (0 to 1). */
  readonly value: number
  /** Every seat's mean reward through it, by seat. */
  readonly values: SeatValues
  /** Its prior under PUCT, or null under UCT. */
  readonly prior: number | null
  /** The values it is proven to give (MCTS-Solver, `solve`), or null. */
  readonly solved: SeatValues | null
}

/** A read-only view of one action of a node's acting seat; each read gives the figure of the moment. @group Search */
export interface ArmView<A> {
  /** Its key. */
  readonly key: string
  /** The action, as first seen. */
  readonly action: A
  /** Iterations that chose it. */
  readonly visits: number
  /** Iterations where it was legal. */
  readonly available: number
  /** Its prior under PUCT, or null under UCT. */
  readonly prior: number | null
  /** The values it is proven to give, or null. */
  readonly solved: SeatValues | null
  /** A seat's mean reward through it (0 before any visit). */
  mean(seat: SeatId): number
}

/**
 * A read-only view of a tree node: each read gives the figure of the moment; `arms` and
 * `children` are new maps of views of this node's own arms and children (never a copy of the
 * tree below). Nothing read from it can change the search.
 * @group Search
 */
export interface SearchNode<A> {
  /** Iterations through the node. */
  readonly visits: number
  /** The seat acting there, or -1 at a chance node. */
  readonly actor: SeatId
  /** Several seats choose there in secret. */
  readonly simultaneous: boolean
  /** The action that led here as the searching seat saw it, or null (the root, a step it could not see). */
  readonly step: A | null
  /** The values the node is proven to give (the end of the race, or MCTS-Solver), or null. */
  readonly solved: SeatValues | null
  /** The acting seat's actions and their statistics, by key. */
  readonly arms: ReadonlyMap<string, ArmView<A>>
  /** Children by what the searching seat saw of the action. */
  readonly children: ReadonlyMap<string, SearchNode<A>>
  /** Every seat's mean reward through the node. */
  mean(seat: SeatId): number
}

/** One step of a principal variation. @group Search */
export interface LineStep<A> {
  /** The seat that acts, or -1 for chance. */
  readonly actor: SeatId
  /** The action, or null for a step the searching seat cannot see (a card drawn into another hand). */
  readonly action: A | null
  /** Iterations that went this way. */
  readonly visits: number
  /** Every seat's mean reward this way, by seat. */
  readonly values: SeatValues
}

/** A frozen snapshot of a search's root, cheap to take (nothing of the tree below is copied). @group Search */
export interface SearchSnapshot<A> {
  /** Iterations this search has run. */
  readonly iterations: number
  /** Iterations through the node where the searching seat chooses (after re-rooting, those kept included). */
  readonly visits: number
  /** The statistics of every action tried there, in the order they were first listed. */
  readonly actions: ReadonlyArray<ActionStats<A>>
  /** What that node is proven to give (MCTS-Solver), or null. */
  readonly solved: SeatValues | null
  /**
   * The principal variation: from the root, the most visited arm at each node where a seat
   * chooses by the tree (ties: the better value for that seat), and the most visited child
   * elsewhere (a chance outcome, a modelled seat's action), down to a leaf.
   */
  readonly principalVariation: ReadonlyArray<LineStep<A>>
}

const meansOf = (sums: ReadonlyArray<number>, visits: number): SeatValues =>
  Object.freeze(sums.map((s) => (visits === 0 ? 0 : s / visits)))

class ArmReader<A> implements ArmView<A> {
  readonly #arm: Arm<A>
  readonly #puct: boolean

  constructor(arm: Arm<A>, puct: boolean) {
    this.#arm = arm
    this.#puct = puct
    Object.freeze(this)
  }

  get key(): string {
    return this.#arm.key
  }
  get action(): A {
    return deepFreeze(this.#arm.action)
  }
  get visits(): number {
    return this.#arm.visits
  }
  get available(): number {
    return this.#arm.available
  }
  get prior(): number | null {
    return this.#puct ? this.#arm.prior : null
  }
  get solved(): SeatValues | null {
    return this.#arm.solved
  }
  mean(seat: SeatId): number {
    return this.#arm.mean(seat)
  }
}

class NodeReader<A> implements SearchNode<A> {
  readonly #node: TreeNode<A>
  readonly #puct: boolean

  constructor(node: TreeNode<A>, puct: boolean) {
    this.#node = node
    this.#puct = puct
    Object.freeze(this)
  }

  get visits(): number {
    return this.#node.visits
  }
  get actor(): SeatId {
    return this.#node.actor
  }
  get simultaneous(): boolean {
    return this.#node.simultaneous
  }
  get step(): A | null {
    return deepFreeze(this.#node.step)
  }
  get solved(): SeatValues | null {
    return this.#node.solved
  }
  get arms(): ReadonlyMap<string, ArmView<A>> {
    const out = new Map<string, ArmView<A>>()
    for (const [k, arm] of this.#node.arms) out.set(k, new ArmReader(arm, this.#puct))
    return out
  }
  get children(): ReadonlyMap<string, SearchNode<A>> {
    const out = new Map<string, SearchNode<A>>()
    for (const [k, child] of this.#node.children) out.set(k, new NodeReader(child, this.#puct))
    return out
  }
  mean(seat: SeatId): number {
    return this.#node.mean(seat)
  }
}

/** A live read-only view of a node. */
export const nodeView = <A>(node: TreeNode<A>, puct: boolean): SearchNode<A> => new NodeReader(node, puct)

/** The statistics of one arm, frozen. */
export const armStats = <A>(arm: Arm<A>, seat: SeatId, puct: boolean): ActionStats<A> =>
  Object.freeze({
    action: deepFreeze(arm.action),
    key: arm.key,
    visits: arm.visits,
    available: arm.available,
    value: arm.mean(seat),
    values: meansOf(arm.sums, arm.visits),
    prior: puct ? arm.prior : null,
    solved: arm.solved,
  })

// The most visited arm for its node's actor; ties: the better value, then the first.
const leadingArm = <A>(node: TreeNode<A>): Arm<A> | undefined => {
  let best: Arm<A> | undefined
  for (const arm of node.arms.values()) {
    if (
      best === undefined ||
      arm.visits > best.visits ||
      (arm.visits === best.visits && arm.mean(node.actor) > best.mean(node.actor))
    )
      best = arm
  }
  return best
}

/** The principal variation from `root` (see {@link SearchSnapshot}). */
export const principalVariation = <A>(root: TreeNode<A>): ReadonlyArray<LineStep<A>> => {
  const line: LineStep<A>[] = []
  let node: TreeNode<A> | undefined = root
  while (node !== undefined && node.children.size > 0) {
    const arm: Arm<A> | undefined = leadingArm(node)
    if (arm !== undefined && arm.visits > 0) {
      line.push(
        Object.freeze({
          actor: node.actor,
          action: deepFreeze(arm.action),
          visits: arm.visits,
          values: meansOf(arm.sums, arm.visits),
        }),
      )
      // A secret choice leads where every hidden choice of the node does.
      node = node.children.get(arm.key) ?? node.children.get(HIDDEN)
      continue
    }
    let next: TreeNode<A> | undefined
    for (const child of node.children.values()) if (next === undefined || child.visits > next.visits) next = child
    if (next === undefined || next.visits === 0) break
    line.push(
      Object.freeze({
        actor: node.actor,
        action: deepFreeze(next.step),
        visits: next.visits,
        values: meansOf(next.sums, next.visits),
      }),
    )
    node = next
  }
  return Object.freeze(line)
}
