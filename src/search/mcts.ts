/**
 * Monte Carlo tree search for any pitwall game, from one seat's observation (single-observer
 * information-set MCTS). Each iteration determinises the observation, walks the seat's tree
 * (UCT where a seat acts, chance drawn exactly by weight), adds one node, rolls out and backs
 * the rewards up. The search is anytime: step it, read its statistics, step it again.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { Game, Rng, RuleViolation, SeatId } from '../core/index.js'
import { now, type Budget } from './clock.js'
import { resolveOptions, type ResolvedOptions, type SearchOptions } from './options.js'
import {
  advance,
  askPolicy,
  drawChance,
  driverDoor,
  legalOf,
  openCursor,
  searchViolation,
  situation,
  type ChanceSituation,
  type DriverDoor,
  type RngCursor,
} from './protocol.js'
import { rollout } from './rollout.js'
import type { SeatValues } from './reward.js'
import { chooseArm, type Scratch } from './select.js'
import { HIDDEN, TreeNode, type Arm } from './tree.js'

/** Where a search starts: what the seat sees, and the generator the search draws from. @group Search */
export interface SearchRoot<O> {
  /** The searching seat's observation (never the state). */
  readonly observation: O
  /** The searching seat; it must be one of the seats to act. */
  readonly seat: SeatId
  /** The search's randomness: the same generator, options and budget give the same search. */
  readonly rng: Rng
}

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
}

/** A read-only view of one action of a node's acting seat. @group Search */
export interface ArmView<A> {
  /** Iterations that chose it. */
  readonly visits: number
  /** Iterations where it was legal. */
  readonly available: number
  /** The action, as first seen. */
  readonly action: A
}

/** A read-only view of a tree node, for inspection. @group Search */
export interface SearchNode<A> {
  /** Iterations through the node. */
  readonly visits: number
  /** The seat acting there, or -1 at a chance node. */
  readonly actor: SeatId
  /** Several seats choose there in secret. */
  readonly simultaneous: boolean
  /** The acting seat's actions and their statistics, by key. */
  readonly arms: ReadonlyMap<string, ArmView<A>>
  /** Children by what the searching seat saw of the action. */
  readonly children: ReadonlyMap<string, SearchNode<A>>
  /** Every seat's mean reward through the node. */
  mean(seat: SeatId): number
}

/** An anytime search. @group Search */
export interface Search<A> {
  /** The searching seat. */
  readonly seat: SeatId
  /** Iterations run so far. */
  readonly iterations: number
  /** Why the search stopped early (a refused action, a state the game refused...), or `null`. */
  readonly failure: RuleViolation | null
  /** The generator after every draw so far. */
  readonly rng: Rng
  /** The root of the tree. */
  readonly root: SearchNode<A>
  /** Runs up to `iterations` more iterations; returns how many ran (fewer after a failure). */
  step(iterations: number): number
  /** Runs until the budget is spent; returns how many iterations ran. */
  run(budget: Budget): number
  /** The most visited action at the root (ties: the better value, then the first listed), if any. */
  best(): A | undefined
  /** The statistics of every action tried at the root, in the order they were first listed. */
  stats(): ReadonlyArray<ActionStats<A>>
}

interface Path<A> {
  readonly nodes: Array<TreeNode<A>>
  readonly arms: Array<Arm<A> | null>
}

const nodeMean = function (this: TreeNode<unknown>, seat: SeatId): number {
  return this.visits === 0 ? 0 : (this.sums[seat] ?? 0) / this.visits
}

class MonteCarloSearch<C, S, A, E, O> implements Search<A> {
  // The search owns the states it plays (core's door.ts): the determinised state as the game
  // admits it (a frozen copy), and every state after it. Its options read them and edit none.
  readonly #door: DriverDoor<S, A, E, O>
  readonly #observation: O
  readonly #options: ResolvedOptions<S, A, O>
  readonly #tree = new TreeNode<A>()
  readonly #path: Path<A> = { nodes: [], arms: [] }
  readonly #scratch: Scratch<A> = { arms: [], actions: [] }
  #rng: Rng
  // The generator of the iteration under way (policies asked in the tree replace it).
  #cursor: RngCursor
  #iterations = 0
  #failure: RuleViolation | null = null

  constructor(game: Game<C, S, A, E, O>, root: SearchRoot<O>, options: ResolvedOptions<S, A, O>) {
    this.#door = driverDoor(game)
    this.#observation = root.observation
    this.seat = root.seat
    this.#rng = root.rng
    this.#cursor = openCursor(root.rng)
    this.#options = options
  }

  readonly seat: SeatId

  get iterations(): number {
    return this.#iterations
  }

  get failure(): RuleViolation | null {
    return this.#failure
  }

  get rng(): Rng {
    return this.#rng
  }

  get root(): SearchNode<A> {
    return viewOf(this.#tree)
  }

  step(iterations: number): number {
    let done = 0
    while (done < iterations && this.#failure === null) {
      this.#iterate()
      done++
    }
    return done
  }

  run(budget: Budget): number {
    const limit = budget.iterations ?? Infinity
    const ms = budget.milliseconds
    const deadline = ms === undefined ? Infinity : now() + ms
    let done = 0
    // The clock is read only when the budget is in time: an iteration budget stays deterministic.
    while (done < limit && this.#failure === null && (ms === undefined || done === 0 || now() < deadline)) {
      this.#iterate()
      done++
    }
    return done
  }

  best(): A | undefined {
    let best: ActionStats<A> | undefined
    for (const s of this.stats()) {
      if (best === undefined || s.visits > best.visits || (s.visits === best.visits && s.value > best.value)) best = s
    }
    return best?.action
  }

  stats(): ReadonlyArray<ActionStats<A>> {
    const node = this.#decisionNode()
    const out: ActionStats<A>[] = []
    if (node === undefined) return out
    for (const arm of node.arms.values()) {
      const values = arm.sums.map((sum) => (arm.visits === 0 ? 0 : sum / arm.visits))
      out.push({
        action: arm.action,
        key: arm.key,
        visits: arm.visits,
        available: arm.available,
        value: arm.mean(this.seat),
        values,
      })
    }
    return out
  }

  // The node where the searching seat chooses: the root, or, when other seats choose first at
  // a simultaneous root, the one node their hidden choices lead to.
  #decisionNode(): TreeNode<A> | undefined {
    let node: TreeNode<A> | undefined = this.#tree
    while (node !== undefined && node.simultaneous && node.actor !== this.seat) node = node.children.get(HIDDEN)
    return node
  }

  #fail(v: RuleViolation): void {
    this.#failure = v
  }

  #iterate(): void {
    const o = this.#options
    const [determinized, afterDeterminize] = o.determinize(this.#observation, this.seat, this.#rng)
    const state = this.#door.enter(determinized)
    if (state._tag === 'Left') return this.#fail(state.left)
    this.#cursor = openCursor(afterDeterminize)
    const path = this.#path
    path.nodes.length = 0
    path.arms.length = 0
    const walked = this.#descend(state.right)
    if (walked._tag === 'Left') return this.#fail(walked.left)
    let values = walked.right.values
    if (values === null) {
      const steps = o.maxSteps - walked.right.steps
      const played = rollout(this.#door, walked.right.state, this.seat, o, this.#cursor, steps)
      if (played._tag === 'Left') return this.#fail(played.left)
      values = played.right.values
      this.#cursor = played.right.cursor
    }
    for (let i = 0; i < path.nodes.length; i++) {
      ;(path.nodes[i] as TreeNode<A>).record(values)
      path.arms[i]?.record(values)
    }
    this.#rng = this.#cursor.save()
    this.#iterations++
  }

  // Selection and expansion: walks the tree from the root, records the path, and stops at the
  // first new node (values null: a rollout follows) or at the end of the race (values set).
  #descend(
    start: S,
  ): Either<RuleViolation, { readonly state: S; readonly values: SeatValues | null; readonly steps: number }> {
    const o = this.#options
    const path = this.#path
    let node = this.#tree
    let state = start
    for (let steps = 0; steps < o.maxSteps; steps++) {
      const found = situation(this.#door, state)
      if (found._tag === 'Left') return found
      const here = found.right
      if (steps === 0 && (here.kind !== 'turn' || !here.seats.includes(this.seat))) {
        return left(searchViolation('NOT_SEAT_TO_ACT', `Seat ${this.seat} does not act in the position searched.`))
      }
      if (here.kind === 'over') {
        path.nodes.push(node)
        path.arms.push(null)
        return right({ state, values: o.reward(here.standings), steps })
      }
      const moved = here.kind === 'chance' ? this.#chance(node, state, here) : this.#turn(node, state, here)
      if (moved._tag === 'Left') return moved
      const { action, arm, view } = moved.right
      const next = advance(this.#door, state, action)
      if (next._tag === 'Left') return next
      path.nodes.push(node)
      path.arms.push(arm)
      state = next.right
      const child = node.children.get(view)
      if (child === undefined) {
        const fresh = new TreeNode<A>()
        node.children.set(view, fresh)
        path.nodes.push(fresh)
        path.arms.push(null)
        return right({ state, values: null, steps: steps + 1 })
      }
      node = child
    }
    return left(searchViolation('STEP_LIMIT', `No end after ${o.maxSteps} steps.`))
  }

  #chance(node: TreeNode<A>, state: S, here: ChanceSituation<A>): Either<RuleViolation, Step<A>> {
    node.actor = -1
    const action = drawChance(this.#door, state, here, this.#cursor)
    if (action === undefined) return left(searchViolation('EMPTY_CHANCE', 'A chance node has no outcome.'))
    const hidden = this.#options.hidden?.(state, action, this.seat) ?? false
    return right({ action, arm: null, view: hidden ? HIDDEN : this.#options.actionKey(action) })
  }

  #turn(
    node: TreeNode<A>,
    state: S,
    here: { readonly seats: ReadonlyArray<SeatId>; readonly simultaneous: boolean },
  ): Either<RuleViolation, Step<A>> {
    const o = this.#options
    // Simultaneous choices are sequenced with the searching seat last and the others' choices
    // hidden from it, so no seat's choice depends on a choice it could not have seen.
    const actor = here.seats.find((s) => s !== this.seat) ?? this.seat
    node.actor = actor
    node.simultaneous = here.simultaneous
    const legal = legalOf(this.#door, state, actor)
    if (legal.length === 0)
      return left(searchViolation('NO_LEGAL_ACTION', `Seat ${actor} must act but has no legal action.`))
    const secret = (action: A): boolean =>
      (here.simultaneous && actor !== this.seat) || (o.hidden?.(state, action, this.seat) ?? false)
    if (actor !== this.seat && o.opponents !== undefined) {
      // Another seat played by the opponent model: no arms, the tree follows what the searcher sees.
      const asked = askPolicy(this.#door, state, actor, legal, o.opponents, this.#cursor)
      this.#cursor = asked.cursor
      return right({ action: asked.action, arm: null, view: secret(asked.action) ? HIDDEN : o.actionKey(asked.action) })
    }
    const tried = o.candidates === undefined ? legal : o.candidates(state, actor, legal)
    const arms = tried.length > 0 ? tried : legal
    const { arm, action } = chooseArm(node, arms, actor, o.exploration, o.actionKey, this.#cursor, this.#scratch)
    return right({ action, arm, view: secret(action) ? HIDDEN : arm.key })
  }
}

interface Step<A> {
  readonly action: A
  readonly arm: Arm<A> | null
  readonly view: string
}

const viewOf = <A>(node: TreeNode<A>): SearchNode<A> => {
  const children = new Map<string, SearchNode<A>>()
  for (const [k, child] of node.children) children.set(k, viewOf(child))
  return {
    visits: node.visits,
    actor: node.actor,
    simultaneous: node.simultaneous,
    arms: node.arms,
    children,
    mean: nodeMean.bind(node as TreeNode<unknown>),
  }
}

/**
 * Starts a search for `root.seat` from its observation. A Left when the options contradict
 * each other; problems met while searching stop the search and show in its `failure`.
 * @group Search
 */
export const startSearch = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  root: SearchRoot<O>,
  options: SearchOptions<S, A, O>,
): Either<RuleViolation, Search<A>> => {
  const resolved = resolveOptions(options)
  if (resolved._tag === 'Left') return resolved
  return right(new MonteCarloSearch(game, root, resolved.right))
}

/** The outcome of a finished search. @group Search */
export interface SearchResult<A> {
  /** The action chosen (most visited). */
  readonly action: A
  /** The statistics of every action tried. */
  readonly stats: ReadonlyArray<ActionStats<A>>
  /** Iterations run. */
  readonly iterations: number
  /** The generator after the search. */
  readonly rng: Rng
}

/** Runs a search to the end of its budget and returns its choice, or why it could not choose. @group Search */
export const searchMove = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  root: SearchRoot<O>,
  budget: Budget,
  options: SearchOptions<S, A, O>,
): Either<RuleViolation, SearchResult<A>> => {
  const started = startSearch(game, root, options)
  if (started._tag === 'Left') return started
  const search = started.right
  const iterations = search.run(budget)
  if (search.failure !== null) return left(search.failure)
  const action = search.best()
  if (action === undefined) return left(searchViolation('NO_ITERATION', 'The budget allowed no iteration.'))
  return right({ action, stats: search.stats(), iterations, rng: search.rng })
}
