/**
 * A search's options checked and their defaults filled in. Options that contradict each other,
 * and options that could not take effect (an evaluator no rollout would call, priors without
 * PUCT's constant), are refused with a message naming them: a search never silently ignores
 * what it was given.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { randomPolicy, type RuleViolation } from '../core/index.js'
import { perfectInformation } from './determinize.js'
import type { BatchSearchOptions, ResolvedOptions, SearchOptions } from './options.js'
import { searchViolation } from './protocol.js'
import { rankReward } from './reward.js'

const byJson = (action: unknown): string => JSON.stringify(action)

const refuse = (code: string, message: string): Either<RuleViolation, never> => left(searchViolation(code, message))

const isNumber = (x: unknown): x is number => typeof x === 'number' && !Number.isNaN(x)

// What both kinds of search check.
const common = <S, A, O>(
  options: Omit<SearchOptions<S, A, O>, 'rollout' | 'rolloutDepth' | 'evaluate' | 'priors'>,
  priced: boolean,
): Either<
  RuleViolation,
  { readonly exploration: number; readonly puct: number | undefined; readonly maxSteps: number }
> => {
  if (typeof options.determinize !== 'function')
    return refuse('BAD_OPTION', 'determinize must be a function: the search only ever sees observations.')
  const { exploration, puct } = options
  if (exploration !== undefined && !(isNumber(exploration) && exploration >= 0 && exploration < Infinity))
    return refuse('BAD_OPTION', 'exploration must be a finite number, 0 or more.')
  if (puct !== undefined && !(isNumber(puct) && puct >= 0 && puct < Infinity))
    return refuse('BAD_OPTION', 'puct must be a finite number, 0 or more.')
  if (puct !== undefined && !priced)
    return refuse('UNUSED_OPTION', 'puct weighs priors, and there are none: give priors, or leave puct out for UCT.')
  if (puct !== undefined && exploration !== undefined)
    return refuse(
      'UNUSED_OPTION',
      "exploration is UCT's constant, and with puct the tree chooses by PUCT: give one of them.",
    )
  const maxSteps = options.maxSteps ?? 100_000
  if (!(Number.isSafeInteger(maxSteps) && maxSteps >= 1))
    return refuse('BAD_OPTION', 'maxSteps must be a whole number, 1 or more.')
  if (options.solve === true && (options.determinize !== perfectInformation || options.hidden !== undefined))
    return refuse(
      'SOLVE_NEEDS_PERFECT_INFORMATION',
      'solve proves values of nodes that stand for one state: it needs determinize: perfectInformation and no hidden actions.',
    )
  return right({ exploration: exploration ?? 0.7, puct, maxSteps })
}

/** The options of {@link startSearch}, checked, with their defaults; a Left names what cannot be. */
export const resolveOptions = <S, A, O>(
  options: SearchOptions<S, A, O>,
): Either<RuleViolation, ResolvedOptions<S, A, O>> => {
  if ((options as { evaluateBatch?: unknown }).evaluateBatch !== undefined)
    return refuse('UNUSED_OPTION', 'evaluateBatch answers by promise: start the search with startBatchSearch.')
  const rolloutDepth = options.rolloutDepth ?? Infinity
  if (
    !(isNumber(rolloutDepth) && rolloutDepth >= 0 && (rolloutDepth === Infinity || Number.isSafeInteger(rolloutDepth)))
  )
    return refuse('BAD_OPTION', 'rolloutDepth must be a whole number, 0 or more.')
  if (rolloutDepth !== Infinity && options.evaluate === undefined)
    return refuse('NO_EVALUATOR', 'A depth-limited rollout needs an evaluate function for where it stops.')
  if (options.evaluate !== undefined && rolloutDepth === Infinity)
    return refuse(
      'UNUSED_OPTION',
      'evaluate is called where a depth-limited rollout stops, and rollouts play to the end: give rolloutDepth (0 values each new node directly).',
    )
  if (options.rollout !== undefined && rolloutDepth === 0)
    return refuse('UNUSED_OPTION', 'rollout is never played with rolloutDepth 0 (each new node is valued directly).')
  if (options.priors !== undefined && options.puct === undefined)
    return refuse('NO_PUCT', 'priors need puct, the constant that weighs them (e.g. 1.5).')
  const checked = common(options, options.priors !== undefined)
  if (checked._tag === 'Left') return checked
  return right({
    determinize: options.determinize,
    hidden: options.hidden,
    rollout: options.rollout ?? randomPolicy,
    opponents: options.opponents,
    rolloutDepth,
    evaluate: options.evaluate,
    priors: options.priors,
    candidates: options.candidates,
    solve: options.solve === true,
    reward: options.reward ?? rankReward,
    actionKey: options.actionKey ?? byJson,
    evaluateBatch: undefined,
    batchSize: 1,
    ...checked.right,
  })
}

/** The options of {@link startBatchSearch}, checked, with their defaults. */
export const resolveBatchOptions = <S, A, O>(
  options: BatchSearchOptions<S, A, O>,
): Either<RuleViolation, ResolvedOptions<S, A, O>> => {
  if (typeof options.evaluateBatch !== 'function')
    return refuse('NO_EVALUATOR', 'A batched search needs evaluateBatch, which values its new nodes.')
  for (const unused of ['rollout', 'rolloutDepth', 'evaluate', 'priors'] as const)
    if ((options as unknown as Record<string, unknown>)[unused] !== undefined)
      return refuse(
        'UNUSED_OPTION',
        `${unused} is not used by a batched search: evaluateBatch values each new node (and gives its priors).`,
      )
  const batchSize = options.batchSize ?? 8
  if (!(Number.isSafeInteger(batchSize) && batchSize >= 1))
    return refuse('BAD_OPTION', 'batchSize must be a whole number, 1 or more.')
  // With a batch evaluator the priors come with its answers: puct is what asks for them.
  const checked = common(options, true)
  if (checked._tag === 'Left') return checked
  return right({
    determinize: options.determinize,
    hidden: options.hidden,
    rollout: randomPolicy,
    opponents: options.opponents,
    rolloutDepth: 0,
    evaluate: undefined,
    priors: undefined,
    candidates: options.candidates,
    solve: options.solve === true,
    reward: options.reward ?? rankReward,
    actionKey: options.actionKey ?? byJson,
    evaluateBatch: options.evaluateBatch,
    batchSize,
    ...checked.right,
  })
}
