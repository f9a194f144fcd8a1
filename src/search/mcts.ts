/**
 * Monte Carlo tree search for any pitwall game, from one seat's observation (single-observer
 * information-set MCTS). Each iteration determinises the observation, walks the seat's tree
 * (UCT or PUCT where a seat acts, chance drawn exactly by weight), adds one node, rolls out
 * and backs the rewards up. The search is anytime: step it, read it, step it again, and move
 * its root along the race to keep what it learnt.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { Game, Rng, RuleViolation, SeatId } from '../core/index.js'
import { now, type Budget } from './clock.js'
import { SearchEngine, type SearchRoot } from './engine.js'
import type { FinalChoice } from './final.js'
import type { SearchOptions } from './options.js'
import { searchViolation } from './protocol.js'
import { resolveOptions } from './resolve.js'
import type { ActionStats, SearchNode, SearchSnapshot } from './view.js'

/** What every search answers, whatever its evaluator. @group Search */
export interface SearchReadings<A, O> {
  /** The searching seat. */
  readonly seat: SeatId
  /** Iterations run so far. */
  readonly iterations: number
  /** Why the search stopped early (a refused action, a state the game refused...), or `null`. A failed search stays failed. */
  readonly failure: RuleViolation | null
  /** The generator after every draw so far. */
  readonly rng: Rng
  /**
   * A live read-only view of the root: reading it copies nothing, and nothing read from it can
   * change the search (see {@link SearchNode}).
   */
  readonly root: SearchNode<A>
  /**
   * The most visited action where the seat chooses (ties: the better value, then the first
   * listed), or its proven best (`solve`), if any.
   */
  best(): A | undefined
  /**
   * The action a final choice takes (see {@link FinalChoice}; default `'visits'`, as
   * {@link best}). A temperature draws from the search's generator, which moves on.
   */
  choose(rule?: FinalChoice): A | undefined
  /** The statistics of every action tried where the seat chooses, in the order they were first listed. */
  stats(): ReadonlyArray<ActionStats<A>>
  /** A frozen snapshot of the root: visits, every action's statistics, the proof, the principal variation. */
  snapshot(): SearchSnapshot<A>
  /**
   * Moves the root along the race, keeping the subtree of the step taken: `step` is the
   * action as the searching seat saw it (its own, another seat's, a chance outcome it saw),
   * or null for a step it could not see (a card drawn into another hand, another seat's
   * secret choice); `observation` is the seat's observation after it. Call it once per step
   * of the race, in order; iterations may run whenever the seat is to act. Returns the visits
   * kept at the new root (0 when the tree had not gone that way, or after a simultaneous
   * node, whose secret choices the tree orders its own way: a fresh root). What a kept tree
   * guarantees is in the search guide (Keeping the tree).
   */
  advance(step: A | null, observation: O): Either<RuleViolation, number>
}

/** An anytime search, its evaluator (if any) answering at once. @group Search */
export interface Search<A, O = unknown> extends SearchReadings<A, O> {
  /** Runs up to `iterations` more iterations; returns how many ran (fewer after a failure or a proven root). */
  step(iterations: number): number
  /** Runs until the budget is spent (or the search fails, or its root is proven); returns how many iterations ran. */
  run(budget: Budget): number
}

class MonteCarloSearch<C, S, A, E, O> implements Search<A, O> {
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

  step(iterations: number): number {
    const engine = this.#engine
    let done = 0
    while (done < iterations && !engine.stopped && engine.iterate()) done++
    return done
  }

  run(budget: Budget): number {
    const engine = this.#engine
    const limit = budget.iterations ?? Infinity
    const ms = budget.milliseconds
    const deadline = ms === undefined ? Infinity : now() + ms
    let done = 0
    // The clock is read only when the budget is in time: an iteration budget stays deterministic.
    while (done < limit && !engine.stopped && (ms === undefined || done === 0 || now() < deadline) && engine.iterate())
      done++
    return done
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
 * Starts a search for `root.seat` from its observation. A Left when the options contradict
 * each other or one of them could not take effect; problems met while searching stop the
 * search and show in its `failure`.
 * @group Search
 */
export const startSearch = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  root: SearchRoot<O>,
  options: SearchOptions<S, A, O>,
): Either<RuleViolation, Search<A, O>> => {
  const resolved = resolveOptions(options)
  if (resolved._tag === 'Left') return resolved
  return right(new MonteCarloSearch(new SearchEngine(game, root, resolved.right)))
}

/** The outcome of a finished search. @group Search */
export interface SearchResult<A> {
  /** The action chosen (most visited, or as `final` says). */
  readonly action: A
  /** The statistics of every action tried. */
  readonly stats: ReadonlyArray<ActionStats<A>>
  /** Iterations run. */
  readonly iterations: number
  /** The generator after the search (and the final choice's draw, with a temperature). */
  readonly rng: Rng
}

/**
 * Runs a search to the end of its budget and returns its choice (`final`, default the most
 * visited), or why it could not choose.
 * @group Search
 */
export const searchMove = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  root: SearchRoot<O>,
  budget: Budget,
  options: SearchOptions<S, A, O>,
  final: FinalChoice = 'visits',
): Either<RuleViolation, SearchResult<A>> => {
  const started = startSearch(game, root, options)
  if (started._tag === 'Left') return started
  const search = started.right
  const iterations = search.run(budget)
  if (search.failure !== null) return left(search.failure)
  const action = search.choose(final)
  if (action === undefined) return left(searchViolation('NO_ITERATION', 'The budget allowed no iteration.'))
  return right({ action, stats: search.stats(), iterations, rng: search.rng })
}
