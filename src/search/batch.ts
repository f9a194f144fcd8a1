/**
 * The batched search, for an evaluator that answers many positions at once (a network on a
 * batch, in another thread or process): descents are collected a batch at a time, each
 * counted at once on its path with no reward yet (a virtual loss, so the next descents of the
 * batch spread out), their new nodes are sent to the evaluator together, and the values and
 * priors are backed up when its answer comes in.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { Game, Rng, RuleViolation, SeatId } from '../core/index.js'
import { now, type Budget } from './clock.js'
import { SearchEngine, type SearchRoot } from './engine.js'
import { priorsByKey, valuesAreSound, type Evaluation, type Leaf } from './evaluation.js'
import type { FinalChoice } from './final.js'
import type { SearchReadings } from './mcts.js'
import type { BatchSearchOptions } from './options.js'
import { searchViolation } from './protocol.js'
import { resolveBatchOptions } from './resolve.js'
import type { SeatValues } from './reward.js'
import { passProofUp } from './solver.js'
import type { Arm, TreeNode } from './tree.js'
import type { ActionStats, SearchNode, SearchSnapshot } from './view.js'

/**
 * A search whose evaluator answers by promise, a batch of new nodes at a time. Its statistics
 * are those of the one-at-a-time search with the same evaluator when a batch holds one
 * descent; with more, the descents of a batch see each other only through their virtual
 * losses. Deterministic for a generator, a batch size and an evaluator that is.
 * @group Search
 */
export interface BatchSearch<A, O = unknown> extends SearchReadings<A, O> {
  /**
   * Runs up to `iterations` more iterations, in batches; resolves to how many ran (fewer after
   * a failure or a proven root). With PUCT, the first batch of a root without priors is the
   * root alone, evaluated for its priors. A call while another runs is rejected (`SEARCH_BUSY`).
   */
  step(iterations: number): Promise<number>
  /** Runs batches until the budget is spent (a time budget is checked between batches). */
  run(budget: Budget): Promise<number>
}

// One descent of a batch: its path, and where its values come from.
interface Flight<A> {
  readonly nodes: ReadonlyArray<TreeNode<A>>
  readonly arms: ReadonlyArray<Arm<A> | null>
  // Known at once (the end of the race, a proven node), or null: the leaf's evaluation.
  readonly values: SeatValues | null
  readonly leaf: number
  readonly proof: boolean
}

class BatchedSearch<C, S, A, E, O> implements BatchSearch<A, O> {
  readonly #engine: SearchEngine<C, S, A, E, O>

  constructor(engine: SearchEngine<C, S, A, E, O>) {
    this.#engine = engine
    this.seat = engine.seat
  }

  readonly seat: SeatId

  get iterations(): number {
    return this.#engine.iterations
  }

  get failure(): RuleViolation | null {
    return this.#engine.failure
  }

  get rng(): Rng {
    return this.#engine.rng
  }

  get root(): SearchNode<A> {
    return this.#engine.root
  }

  async step(iterations: number): Promise<number> {
    return this.#loop(iterations, Infinity)
  }

  async run(budget: Budget): Promise<number> {
    const ms = budget.milliseconds
    return this.#loop(budget.iterations ?? Infinity, ms === undefined ? Infinity : now() + ms)
  }

  async #loop(limit: number, deadline: number): Promise<number> {
    const engine = this.#engine
    // One run at a time: a second would walk a tree whose last batch is not backed up yet.
    if (engine.busy) throw new Error('SEARCH_BUSY: this search is already running; await it first.')
    engine.busy = true
    try {
      let done = 0
      while (done < limit && !engine.stopped && (done === 0 || deadline === Infinity || now() < deadline)) {
        const ran = await this.#batch(Math.min(engine.options.batchSize, limit - done))
        if (ran === 0) break
        done += ran
      }
      return done
    } finally {
      engine.busy = false
    }
  }

  // Collects up to `size` descents, has their new nodes evaluated, backs them up.
  async #batch(size: number): Promise<number> {
    const engine = this.#engine
    const o = engine.options
    const flights: Flight<A>[] = []
    const leaves: Leaf<S, A>[] = []
    const leafNodes: TreeNode<A>[] = []
    const failed = (v: RuleViolation): number => {
      // The descents counted but never valued are taken back.
      for (const f of flights) {
        for (const n of f.nodes) n.visits--
        for (const a of f.arms) if (a !== null) a.visits--
      }
      for (const n of leafNodes) n.pending = -1
      engine.fail(v)
      return 0
    }
    const root = engine.rootNode
    if (o.puct !== undefined && root.priors === null && root.visits === 0) {
      // PUCT needs the root's priors before any descent: the first batch is the root alone.
      const start = engine.determinized()
      if (start._tag === 'Left') return failed(start.left)
      const leaf = engine.leafOf(start.right, true)
      if (leaf._tag === 'Left') return failed(leaf.left)
      // (The root check above refuses the end of the race: this only narrows the type.)
      if ('over' in leaf.right) return failed(searchViolation('NOT_SEAT_TO_ACT', 'The race searched is over.'))
      engine.saveRng()
      flights.push({ nodes: [root], arms: [null], values: null, leaf: 0, proof: false })
      leaves.push(leaf.right)
      leafNodes.push(root)
      root.visits++
      root.pending = 0
    } else {
      for (let k = 0; k < size && !engine.stopped; k++) {
        const start = engine.determinized()
        if (start._tag === 'Left') return failed(start.left)
        const walked = engine.descend(start.right)
        if (walked._tag === 'Left') return failed(walked.left)
        const { nodes, arms } = engine.path
        const w = walked.right
        let values = w.values
        let leaf = w.joined
        let proof = w.proof
        if (values === null && leaf < 0) {
          const fresh = nodes[nodes.length - 1] as TreeNode<A>
          const asked = engine.leafOf(w.state)
          if (asked._tag === 'Left') return failed(asked.left)
          if ('over' in asked.right) {
            values = asked.right.over
            proof = o.solve && engine.markEnd(fresh, values)
          } else {
            leaf = leaves.length
            fresh.pending = leaf
            leaves.push(asked.right)
            leafNodes.push(fresh)
          }
        }
        for (const n of nodes) n.visits++
        for (const a of arms) if (a !== null) a.visits++
        flights.push({ nodes: nodes.slice(), arms: arms.slice(), values, leaf, proof })
        engine.saveRng()
      }
    }
    const answered = await this.#evaluate(leaves)
    if (answered._tag === 'Left') return failed(answered.left)
    const evaluations = answered.right
    for (let i = 0; i < leafNodes.length; i++) {
      const node = leafNodes[i] as TreeNode<A>
      const leaf = leaves[i] as Leaf<S, A>
      const weights = evaluations[i]?.priors
      // Asked once: without priors (or at a node nobody chooses by the tree), uniform.
      const priors =
        weights === undefined || leaf.actor < 0 ? right(new Map()) : priorsByKey(leaf.actions, weights, o.actionKey)
      if (priors._tag === 'Left') return failed(priors.left)
      node.priors = priors.right
      node.pending = -1
    }
    for (const f of flights) {
      const values = f.values ?? (evaluations[f.leaf] as Evaluation).values
      for (const n of f.nodes) n.add(values)
      for (const a of f.arms) a?.add(values)
      if (f.proof) passProofUp(f.nodes, f.arms)
    }
    engine.finished(flights.length)
    return flights.length
  }

  // The evaluator's answers, checked: one per leaf, values for the seats asked about, priors only with PUCT.
  async #evaluate(leaves: ReadonlyArray<Leaf<S, A>>): Promise<Either<RuleViolation, ReadonlyArray<Evaluation>>> {
    if (leaves.length === 0) return right([])
    const engine = this.#engine
    const o = engine.options
    let answer: unknown
    try {
      answer = await o.evaluateBatch?.(leaves)
    } catch (error) {
      return left(
        searchViolation(
          'EVALUATOR_FAILED',
          `evaluateBatch failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
    }
    if (!Array.isArray(answer) || answer.length !== leaves.length)
      return left(
        searchViolation(
          'BAD_EVALUATION',
          `evaluateBatch must answer ${leaves.length} evaluations, one per leaf, in order.`,
        ),
      )
    for (let i = 0; i < leaves.length; i++) {
      const e = answer[i] as Partial<Evaluation> | undefined
      const leaf = leaves[i] as Leaf<S, A>
      if (typeof e !== 'object' || e === null || !valuesAreSound(e.values, Math.max(leaf.seat, leaf.actor) + 1))
        return left(
          searchViolation('BAD_EVALUATION', `Evaluation ${i} must hold values: a finite number for each seat.`),
        )
      if (e.priors !== undefined && o.puct === undefined)
        return left(
          searchViolation(
            'PRIORS_WITHOUT_PUCT',
            'The evaluator gave priors, and the search has no puct to weigh them.',
          ),
        )
    }
    return right(answer as ReadonlyArray<Evaluation>)
  }

  best(): A | undefined {
    return this.#engine.choose('visits')
  }

  choose(rule: FinalChoice = 'visits'): A | undefined {
    return this.#engine.choose(rule)
  }

  stats(): ReadonlyArray<ActionStats<A>> {
    return this.#engine.stats()
  }

  snapshot(): SearchSnapshot<A> {
    return this.#engine.snapshot()
  }

  advance(step: A | null, observation: O): Either<RuleViolation, number> {
    return this.#engine.advance(step, observation)
  }
}

/**
 * Starts a batched search for `root.seat` from its observation: the search of
 * {@link startSearch} with `evaluateBatch` valuing the new nodes (and giving PUCT's priors,
 * with `puct`). A Left when the options contradict each other or one could not take effect.
 * @group Search
 */
export const startBatchSearch = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  root: SearchRoot<O>,
  options: BatchSearchOptions<S, A, O>,
): Either<RuleViolation, BatchSearch<A, O>> => {
  const resolved = resolveBatchOptions(options)
  if (resolved._tag === 'Left') return resolved
  return right(new BatchedSearch(new SearchEngine(game, root, resolved.right)))
}
