/**
 * What a bot author's evaluator is asked and answers: a new node of the tree (a leaf), its
 * values for every seat and, for PUCT, priors over the actions the tree tries there. The
 * answers are checked before the search uses them: a wrong answer stops the search with a
 * code saying what was wrong, never a silent NaN in the statistics.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation, SeatId } from '../core/index.js'
import { searchViolation } from './protocol.js'
import type { SeatValues } from './reward.js'

/**
 * A position the search asks about: a state of a determinised race (never the true one), and
 * whose actions to weigh there.
 * @group Search
 */
export interface Leaf<S, A> {
  /** The state. */
  readonly state: S
  /** The searching seat. */
  readonly seat: SeatId
  /**
   * The seat that chooses at `state` by the tree's selection, or -1 where nobody does (a chance
   * node, a seat played by the opponent model, the end of the race).
   */
  readonly actor: SeatId
  /** The actions the tree tries there (its `candidates`, or every legal action); empty when `actor` is -1. */
  readonly actions: ReadonlyArray<A>
}

/**
 * PUCT's priors of a leaf: one weight per action of `leaf.actions`, in their order, each 0 or
 * more and not all 0 (the search divides them by their sum). Asked the first time the tree
 * chooses at a node, from that iteration's determinised state; an action legal only in a
 * later determinisation gets `1 / (legal actions)` there.
 * @group Search
 */
export type Priors<S, A> = (leaf: Leaf<S, A>) => ReadonlyArray<number>

/** An evaluator's answer for one leaf. @group Search */
export interface Evaluation {
  /** Every seat's value, indexed by seat, on the rewards' scale (1 best, 0 worst). */
  readonly values: SeatValues
  /** PUCT's priors over `leaf.actions`, as {@link Priors} returns them; without them, uniform. */
  readonly priors?: ReadonlyArray<number>
}

/**
 * An evaluator that answers many leaves at once (a network on a batch): one evaluation per
 * leaf, in their order. {@link startBatchSearch} asks it for the new nodes of a batch of
 * descents and awaits its answer before backing them up.
 * @group Search
 */
export type BatchEvaluator<S, A> = (leaves: ReadonlyArray<Leaf<S, A>>) => Promise<ReadonlyArray<Evaluation>>

/** The priors by action key, divided by their sum; a Left says what is wrong with them. */
export const priorsByKey = <A>(
  actions: ReadonlyArray<A>,
  weights: unknown,
  key: (action: A) => string,
): Either<RuleViolation, ReadonlyMap<string, number>> => {
  const bad = (why: string): Either<RuleViolation, never> =>
    left(searchViolation('BAD_PRIORS', `The priors of ${actions.length} actions ${why}.`))
  if (!Array.isArray(weights)) return bad('are not a list')
  if (weights.length !== actions.length) return bad(`are a list of ${weights.length} weights`)
  let sum = 0
  for (const w of weights as ReadonlyArray<unknown>) {
    if (typeof w !== 'number' || !Number.isFinite(w) || w < 0)
      return bad(`hold ${String(w)}, not a weight of 0 or more`)
    sum += w
  }
  if (actions.length > 0 && !(sum > 0)) return bad('are all 0')
  const byKey = new Map<string, number>()
  actions.forEach((a, i) => byKey.set(key(a), (weights[i] as number) / sum))
  return right(byKey)
}

/** Whether a value list is a list of finite numbers with at least `least` of them (a value for each seat asked about). */
export const valuesAreSound = (values: unknown, least: number): values is SeatValues =>
  Array.isArray(values) &&
  values.length >= least &&
  (values as ReadonlyArray<unknown>).every((v) => typeof v === 'number' && Number.isFinite(v))
