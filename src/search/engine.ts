/**
 * The search's engine, shared by the one-at-a-time search and the batched one: each iteration
 * determinises the observation, walks the seat's tree (UCT or PUCT where a seat acts, chance
 * drawn exactly by weight), adds one node, values it (a rollout, an evaluator, the end of the
 * race or a proof) and backs the values up. The engine also moves its root along the race
 * (`advance`), and answers the readings: statistics, the final choice, a snapshot.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { deepFreeze, type Game, type Rng, type RuleViolation, type SeatId } from '../core/index.js'
import { priorsByKey, type Leaf } from './evaluation.js'
import { finalArm, isFinalChoice, type FinalChoice } from './final.js'
import type { ResolvedOptions } from './options.js'
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
import type { SeatValues } from './reward.js'
import { rollout } from './rollout.js'
import { chooseArm, choosePuct, type Scratch } from './select.js'
import { passProofUp } from './solver.js'
import { HIDDEN, TreeNode, type Arm } from './tree.js'
import {
  armStats,
  nodeView,
  principalVariation,
  type ActionStats,
  type SearchNode,
  type SearchSnapshot,
} from './view.js'

/** Where a search starts: what the seat sees, and the generator the search draws from. @group Search */
export interface SearchRoot<O> {
  /** The searching seat's observation (never the state). */
  readonly observation: O
  /** The searching seat; it must be one of the seats to act. */
  readonly seat: SeatId
  /** The search's randomness: the same generator, options and budget give the same search. */
  readonly rng: Rng
}

/** The nodes of an iteration's walk, and the arm taken at each (null at chance, a modelled seat, the last). */
export interface Path<A> {
  readonly nodes: Array<TreeNode<A>>
  readonly arms: Array<Arm<A> | null>
}

/**
 * Where a walk down the tree stopped: at a new node (`values` null, `joined` -1: to be valued),
 * at a node waiting for its value in a batch (`joined`: its leaf), or with known values (the
 * end of the race, a proven node: `proof`).
 */
export interface Walk<S> {
  readonly state: S
  readonly values: SeatValues | null
  readonly steps: number
  readonly proof: boolean
  readonly joined: number
}

interface Step<A> {
  readonly action: A
  readonly arm: Arm<A> | null
  readonly view: string
}

/** The engine of one search (internal: the public faces are `Search` and `BatchSearch`). */
export class SearchEngine<C, S, A, E, O> {
  readonly seat: SeatId
  readonly options: ResolvedOptions<S, A, O>
  // The search owns the states it plays (core's door.ts): the determinised state as the game
  // admits it (a frozen copy), and every state after it. Its options read them and edit none.
  readonly #door: DriverDoor<S, A, E, O>
  #observation: O
  #root = new TreeNode<A>(null)
  /** The walk of the iteration under way. */
  readonly path: Path<A> = { nodes: [], arms: [] }
  readonly #scratch: Scratch<A> = { arms: [], actions: [] }
  #rng: Rng
  // The generator of the iteration under way (policies asked in the tree replace it).
  #cursor: RngCursor
  #iterations = 0
  #failure: RuleViolation | null = null
  /** A batch is waiting for its evaluator: the tree must not move. */
  busy = false

  constructor(game: Game<C, S, A, E, O>, root: SearchRoot<O>, options: ResolvedOptions<S, A, O>) {
    this.#door = driverDoor(game)
    this.#observation = root.observation
    this.seat = root.seat
    this.#rng = root.rng
    this.#cursor = openCursor(root.rng)
    this.options = options
  }

  get iterations(): number {
    return this.#iterations
  }

  get failure(): RuleViolation | null {
    return this.#failure
  }

  get rng(): Rng {
    return this.#rng
  }

  /** The root node itself (for the batched search's first evaluation). */
  get rootNode(): TreeNode<A> {
    return this.#root
  }

  /** No more iterations: the search failed, or its root is proven. */
  get stopped(): boolean {
    return this.#failure !== null || this.#root.solved !== null
  }

  get root(): SearchNode<A> {
    return nodeView(this.#root, this.options.puct !== undefined)
  }

  fail(v: RuleViolation): void {
    this.#failure = v
  }

  /** Counts iterations finished outside {@link iterate} (a batch's). */
  finished(count: number): void {
    this.#iterations += count
  }

  /** Determinises the observation for a new iteration, as the game admits it, and opens its generator. */
  determinized(): Either<RuleViolation, S> {
    const [state, after] = this.options.determinize(this.#observation, this.seat, this.#rng)
    this.#cursor = openCursor(after)
    return this.#door.enter(state)
  }

  /** Closes an iteration's draws: the search's generator moves on. */
  saveRng(): void {
    this.#rng = this.#cursor.save()
  }

  /** One whole iteration, valued by a rollout or the evaluator; false when it failed. */
  iterate(): boolean {
    const o = this.options
    const state = this.determinized()
    const walked = state._tag === 'Left' ? state : this.descend(state.right)
    if (walked._tag === 'Left') {
      this.fail(walked.left)
      return false
    }
    const path = this.path
    let { values, proof } = walked.right
    if (values === null) {
      const steps = o.maxSteps - walked.right.steps
      const played = rollout(this.#door, walked.right.state, this.seat, o, this.#cursor, steps)
      if (played._tag === 'Left') {
        this.fail(played.left)
        return false
      }
      values = played.right.values
      this.#cursor = played.right.cursor
      if (played.right.over && o.solve) proof = this.markEnd(path.nodes[path.nodes.length - 1], values)
    }
    for (let i = 0; i < path.nodes.length; i++) {
      ;(path.nodes[i] as TreeNode<A>).record(values)
      path.arms[i]?.record(values)
    }
    if (proof) passProofUp(path.nodes, path.arms)
    this.saveRng()
    this.#iterations++
    return true
  }

  /** Marks a node as the end of the race, worth `values`; true (a proof to pass up). */
  markEnd(node: TreeNode<A> | undefined, values: SeatValues): boolean {
    if (node !== undefined && node.solved === null) node.solved = Object.freeze(values.slice())
    return true
  }

  /**
   * Selection and expansion: walks the tree from the root, records the path, and stops at the
   * first new node, at a node waiting in a batch, at a proven node or at the end of the race.
   */
  descend(start: S): Either<RuleViolation, Walk<S>> {
    const o = this.options
    const path = this.path
    path.nodes.length = 0
    path.arms.length = 0
    let node = this.#root
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
        const values = o.reward(here.standings)
        return right({ state, values, steps, proof: o.solve && this.markEnd(node, values), joined: -1 })
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
        const fresh = new TreeNode<A>(view === HIDDEN ? null : action)
        node.children.set(view, fresh)
        path.nodes.push(fresh)
        path.arms.push(null)
        return right({ state, values: null, steps: steps + 1, proof: false, joined: -1 })
      }
      if (child.solved !== null || child.pending >= 0) {
        path.nodes.push(child)
        path.arms.push(null)
        const proven = child.solved !== null
        return right({
          state,
          values: child.solved,
          steps: steps + 1,
          proof: proven,
          joined: proven ? -1 : child.pending,
        })
      }
      node = child
    }
    return left(searchViolation('STEP_LIMIT', `No end after ${o.maxSteps} steps.`))
  }

  #chance(node: TreeNode<A>, state: S, here: ChanceSituation<A>): Either<RuleViolation, Step<A>> {
    node.actor = -1
    const action = drawChance(this.#door, state, here, this.#cursor)
    if (action === undefined) return left(searchViolation('EMPTY_CHANCE', 'A chance node has no outcome.'))
    const hidden = this.options.hidden?.(state, action, this.seat) ?? false
    return right({ action, arm: null, view: hidden ? HIDDEN : this.options.actionKey(action) })
  }

  // Simultaneous choices are sequenced with the searching seat last and the others' choices
  // hidden from it, so no seat's choice depends on a choice it could not have seen.
  #treeActor(seats: ReadonlyArray<SeatId>): SeatId {
    return seats.find((s) => s !== this.seat) ?? this.seat
  }

  // The actions the tree tries for `actor`: its candidates, or every legal action.
  #tried(state: S, actor: SeatId, legal: ReadonlyArray<A>): ReadonlyArray<A> {
    const c = this.options.candidates
    if (c === undefined) return legal
    const tried = c(state, actor, legal)
    return tried.length > 0 ? tried : legal
  }

  #turn(
    node: TreeNode<A>,
    state: S,
    here: { readonly seats: ReadonlyArray<SeatId>; readonly simultaneous: boolean },
  ): Either<RuleViolation, Step<A>> {
    const o = this.options
    const actor = this.#treeActor(here.seats)
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
    const arms = this.#tried(state, actor, legal)
    if (o.puct === undefined) {
      const { arm, action } = chooseArm(node, arms, actor, o.exploration, o.actionKey, this.#cursor, this.#scratch)
      return right({ action, arm, view: secret(action) ? HIDDEN : arm.key })
    }
    if (node.priors === null && o.priors !== undefined) {
      // PUCT's priors, asked the first time the tree chooses here.
      const weights = o.priors({ state, seat: this.seat, actor, actions: arms })
      const priors = priorsByKey(arms, weights, o.actionKey)
      if (priors._tag === 'Left') return priors
      node.priors = priors.right
    }
    const { arm, action } = choosePuct(node, arms, actor, o.puct, o.actionKey)
    return right({ action, arm, view: secret(action) ? HIDDEN : arm.key })
  }

  /**
   * What an evaluator is asked about `state`, a new node's: the seat that chooses there by the
   * tree and its actions, or the values of the end of the race. At the root (`atRoot`), the
   * searching seat must be one of the seats to act.
   */
  leafOf(state: S, atRoot = false): Either<RuleViolation, Leaf<S, A> | { readonly over: SeatValues }> {
    const found = situation(this.#door, state)
    if (found._tag === 'Left') return found
    const here = found.right
    if (atRoot && (here.kind !== 'turn' || !here.seats.includes(this.seat)))
      return left(searchViolation('NOT_SEAT_TO_ACT', `Seat ${this.seat} does not act in the position searched.`))
    if (here.kind === 'over') return right({ over: this.options.reward(here.standings) })
    const nobody = { state, seat: this.seat, actor: -1, actions: [] }
    if (here.kind === 'chance') return right(nobody)
    const actor = this.#treeActor(here.seats)
    if (actor !== this.seat && this.options.opponents !== undefined) return right(nobody)
    const legal = legalOf(this.#door, state, actor)
    if (legal.length === 0)
      return left(searchViolation('NO_LEGAL_ACTION', `Seat ${actor} must act but has no legal action.`))
    return right({ state, seat: this.seat, actor, actions: this.#tried(state, actor, legal) })
  }

  /**
   * Moves the root to the child of a step of the race: `step` as the searching seat saw it
   * (null for a step it could not see), `observation` its observation after it. The subtree
   * is kept (a fresh root where the tree has none, and after a simultaneous node, whose
   * secret choices the tree orders its own way). Returns the visits kept.
   */
  advance(step: A | null, observation: O): Either<RuleViolation, number> {
    if (this.busy) return left(searchViolation('SEARCH_BUSY', 'A batch is under way: advance once it is in.'))
    const node = this.#root
    const child = node.simultaneous
      ? undefined
      : node.children.get(step === null ? HIDDEN : this.options.actionKey(step))
    this.#root = child ?? new TreeNode<A>(null)
    this.#observation = observation
    return right(this.#root.visits)
  }

  // The node where the searching seat chooses: the root, or, when other seats choose first at
  // a simultaneous root, the one node their hidden choices lead to.
  #decisionNode(): TreeNode<A> | undefined {
    let node: TreeNode<A> | undefined = this.#root
    while (node !== undefined && node.simultaneous && node.actor !== this.seat) node = node.children.get(HIDDEN)
    return node
  }

  stats(): ActionStats<A>[] {
    const node = this.#decisionNode()
    const out: ActionStats<A>[] = []
    if (node === undefined) return out
    const puct = this.options.puct !== undefined
    for (const arm of node.arms.values()) out.push(armStats(arm, this.seat, puct))
    return out
  }

  /** The final choice; a temperature draws from the search's generator. */
  choose(rule: FinalChoice): A | undefined {
    if (!isFinalChoice(rule))
      throw new TypeError(
        `A final choice is 'visits', 'value' or { temperature: t } with t 0 or more, not ${JSON.stringify(rule)}.`,
      )
    const node = this.#decisionNode()
    if (node === undefined) return undefined
    const arms = [...node.arms.values()]
    const proven = node.solved === null ? undefined : arms.find((a) => a.solved === node.solved)
    const cursor = openCursor(this.#rng)
    const arm = finalArm(arms, this.seat, rule, cursor, proven)
    this.#rng = cursor.save()
    return arm === undefined ? undefined : deepFreeze(arm.action)
  }

  snapshot(): SearchSnapshot<A> {
    const node = this.#decisionNode()
    return Object.freeze({
      iterations: this.#iterations,
      visits: node?.visits ?? 0,
      actions: Object.freeze(this.stats()),
      solved: node?.solved ?? null,
      principalVariation: principalVariation(this.#root),
    })
  }
}
