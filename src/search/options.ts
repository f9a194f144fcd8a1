/**
 * The options of a search, and their defaults.
 */
import type { Policy, SeatId } from '../core/index.js'
import type { Determinizer, HiddenAction } from './determinize.js'
import type { BatchEvaluator, Priors } from './evaluation.js'
import type { Evaluator, Reward } from './reward.js'

/** The actions worth searching among a seat's legal actions (a subset of them). @group Search */
export type Candidates<S, A> = (state: S, seat: SeatId, legal: ReadonlyArray<A>) => ReadonlyArray<A>

/** How a search plays, given one game. @group Search */
export interface SearchOptions<S, A, O> {
  /**
   * Full states consistent with the searching seat's observation (required: the search never
   * sees a state, only an observation). {@link perfectInformation} for games without hidden
   * information; each game with hidden information exports its own.
   */
  readonly determinize: Determinizer<S, O>
  /** Actions the searching seat cannot see (a game's draws into other hands); default: none but secret simultaneous choices. */
  readonly hidden?: HiddenAction<S, A>
  /** The UCT exploration constant, for rewards in [0, 1] (default 0.7; not with `puct`). */
  readonly exploration?: number
  /** The policy every seat plays in rollouts: uniform random by default, or e.g. a game's `heuristicBot`. */
  readonly rollout?: Policy<A, O>
  /**
   * A model of the other seats: when given, their decisions in the tree are this policy's
   * (played from their own observation of the determinised state) instead of their own
   * choices by the tree, so the tree spends its iterations on the searching seat's decisions.
   * Default: none, every seat searches for its own rewards.
   */
  readonly opponents?: Policy<A, O>
  /**
   * Actions (chance outcomes included) a rollout plays before it stops and asks `evaluate`;
   * 0 values each new node directly. Default: no limit, rollouts play to the end. Requires
   * `evaluate`.
   */
  readonly rolloutDepth?: number
  /**
   * Values of the state where a depth-limited rollout stops (a learned or hand-written
   * evaluator). Requires `rolloutDepth`, without which it would never be called.
   */
  readonly evaluate?: Evaluator<S>
  /**
   * PUCT's priors (AlphaZero, OpenSpiel's `puct`): with them the tree chooses by
   * `mean + puct * prior * sqrt(available) / (1 + visits)` instead of UCT. Requires `puct`.
   */
  readonly priors?: Priors<S, A>
  /** PUCT's constant (e.g. 1 to 3 for rewards in [0, 1]); with `priors`, or with a batch evaluator's priors. */
  readonly puct?: number
  /**
   * The actions the tree tries where a seat chooses by the tree (the searching seat, and the
   * other seats when there is no opponent model): given the state, the acting seat and its
   * legal actions, the ones worth searching, e.g. the k best by a game's heuristic. A pruning
   * move ordering: fewer arms per node let the same budget search deeper. Default: every legal
   * action; an empty answer also means every legal action. The opponent model and rollouts
   * still get every legal action.
   */
  readonly candidates?: Candidates<S, A>
  /**
   * MCTS-Solver: the end of the race is a proven value, passed up through the nodes where a
   * seat chooses by the tree (one arm proven to give that seat 1, or every arm proven); a
   * proof stops at a chance node. A proven root stops the search, and its proven action is
   * the one chosen. Only for a game whose observation is its state (`determinize:
   * perfectInformation`, no `hidden`), where a node stands for one state. Default false.
   */
  readonly solve?: boolean
  /** What the final standings are worth to each seat (default {@link rankReward}). */
  readonly reward?: Reward
  /** A string naming an action; equal actions must give equal keys (default `JSON.stringify`). */
  readonly actionKey?: (action: A) => string
  /** Steps an iteration may take, tree and rollout together, before the search gives up (default 100,000). */
  readonly maxSteps?: number
}

/**
 * The options of a batched search ({@link startBatchSearch}): a search's options with a batch
 * evaluator in place of rollouts and `evaluate`.
 * @group Search
 */
export interface BatchSearchOptions<S, A, O>
  extends Omit<SearchOptions<S, A, O>, 'rollout' | 'rolloutDepth' | 'evaluate' | 'priors'> {
  /** Values (and PUCT's priors, with `puct`) of the new nodes of a batch of descents, at once. */
  readonly evaluateBatch: BatchEvaluator<S, A>
  /** Descents per batch (default 8); a batch of 1 is the one-at-a-time search. */
  readonly batchSize?: number
}

/** The options with every default filled in. */
export interface ResolvedOptions<S, A, O> {
  readonly determinize: Determinizer<S, O>
  readonly hidden: HiddenAction<S, A> | undefined
  readonly exploration: number
  readonly rollout: Policy<A, O>
  readonly opponents: Policy<A, O> | undefined
  readonly rolloutDepth: number
  readonly evaluate: Evaluator<S> | undefined
  readonly priors: Priors<S, A> | undefined
  /** PUCT's constant, or undefined for UCT. */
  readonly puct: number | undefined
  readonly candidates: Candidates<S, A> | undefined
  readonly solve: boolean
  readonly reward: Reward
  readonly actionKey: (action: A) => string
  readonly maxSteps: number
  readonly evaluateBatch: BatchEvaluator<S, A> | undefined
  readonly batchSize: number
}
