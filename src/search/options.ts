/**
 * The options of a search, and their defaults.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { randomPolicy, type Policy, type RuleViolation, type SeatId } from '../core/index.js'
import type { Determinizer, HiddenAction } from './determinize.js'
import { searchViolation } from './protocol.js'
import { rankReward, type Evaluator, type Reward } from './reward.js'

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
  /** The UCT exploration constant, for rewards in [0, 1] (default 0.7). */
  readonly exploration?: number
  /** The policy every seat plays in rollouts: uniform random by default, or e.g. a game's `heuristicBot`. */
  readonly rollout?: Policy<A, O>
  /**
   * A model of the other seats: when given, their decisions in the tree are this policy's
   * (played from their own observation of the determinised state) instead of their own UCT
   * choices, so the tree spends its iterations on the searching seat's decisions. Default:
   * none, every seat searches for its own rewards.
   */
  readonly opponents?: Policy<A, O>
  /**
   * Actions (chance outcomes included) a rollout plays before it stops and asks `evaluate`
   * (default: no limit, rollouts play to the end). Requires `evaluate`.
   */
  readonly rolloutDepth?: number
  /** Values of the state where a depth-limited rollout stops (a learned or hand-written evaluator). */
  readonly evaluate?: Evaluator<S>
  /**
   * The actions the tree tries where a seat chooses by UCT (the searching seat, and the other
   * seats when there is no opponent model): given the state, the acting seat and its legal
   * actions, the ones worth searching, e.g. the k best by a game's heuristic. A pruning move
   * ordering: fewer arms per node let the same budget search deeper. Default: every legal
   * action; an empty answer also means every legal action. The opponent model and rollouts
   * still get every legal action.
   */
  readonly candidates?: Candidates<S, A>
  /** What the final standings are worth to each seat (default {@link rankReward}). */
  readonly reward?: Reward
  /** A string naming an action; equal actions must give equal keys (default `JSON.stringify`). */
  readonly actionKey?: (action: A) => string
  /** Steps an iteration may take, tree and rollout together, before the search gives up (default 100,000). */
  readonly maxSteps?: number
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
  readonly candidates: Candidates<S, A> | undefined
  readonly reward: Reward
  readonly actionKey: (action: A) => string
  readonly maxSteps: number
}

const byJson = (action: unknown): string => JSON.stringify(action)

/** Fills in the defaults; a Left when the options contradict each other. */
export const resolveOptions = <S, A, O>(
  options: SearchOptions<S, A, O>,
): Either<RuleViolation, ResolvedOptions<S, A, O>> => {
  const rolloutDepth = options.rolloutDepth ?? Infinity
  if (!(rolloutDepth >= 0)) return left(searchViolation('BAD_OPTION', 'rolloutDepth must be 0 or more.'))
  if (Number.isFinite(rolloutDepth) && options.evaluate === undefined) {
    return left(
      searchViolation('NO_EVALUATOR', 'A depth-limited rollout needs an evaluate function for where it stops.'),
    )
  }
  const exploration = options.exploration ?? 0.7
  if (!(exploration >= 0)) return left(searchViolation('BAD_OPTION', 'exploration must be 0 or more.'))
  return right({
    determinize: options.determinize,
    hidden: options.hidden,
    exploration,
    rollout: options.rollout ?? randomPolicy,
    opponents: options.opponents,
    rolloutDepth,
    evaluate: options.evaluate,
    candidates: options.candidates,
    reward: options.reward ?? rankReward,
    actionKey: options.actionKey ?? byJson,
    maxSteps: options.maxSteps ?? 100_000,
  })
}
