/**
 * The search as a {@link Policy}: each decision runs a fresh search from the policy's input
 * (the seat's observation and the driver's generator), so it plays in `playout` like any bot
 * and keeps nothing between decisions (safe in worker threads: one search per call).
 */
import type { Game, Policy } from '../core/index.js'
import type { Budget } from './clock.js'
import { isFinalChoice, type FinalChoice } from './final.js'
import { startSearch } from './mcts.js'
import type { SearchOptions } from './options.js'
import { resolveOptions } from './resolve.js'

/** Options of {@link mctsPolicy}: the search's options, its budget per decision and its final choice. @group Bots */
export interface MctsPolicyOptions<S, A, O> extends SearchOptions<S, A, O> {
  /** Iterations (deterministic) or milliseconds per decision. */
  readonly budget: Budget
  /** How the action is chosen once the budget is spent (default `'visits'`, the most visited). */
  readonly final?: FinalChoice
}

/**
 * A bot that searches every decision with Monte Carlo tree search from its observation. With
 * an iteration budget it is deterministic: the same race and generator give the same moves
 * (a temperature's draw comes from the same generator). A decision with one legal action is
 * played without searching. Options that cannot be (see {@link startSearch}) throw at once,
 * when the bot is made. A search that fails (the game refused a state the determiniser built,
 * a rollout that never ends) throws: a policy has no other way to report it, and a silent
 * fallback would hide a broken game or determiniser.
 * @group Bots
 */
export const mctsPolicy = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  options: MctsPolicyOptions<S, A, O>,
): Policy<A, O> => {
  const { budget, final = 'visits', ...searchOptions } = options
  if (!isFinalChoice(final))
    throw new TypeError(
      `final is 'visits', 'value' or { temperature: t } with t 0 or more, not ${JSON.stringify(final)}`,
    )
  const checked = resolveOptions(searchOptions)
  if (checked._tag === 'Left') throw new TypeError(`${checked.left.code}: ${checked.left.message}`)
  return ({ seat, observation, legal, rng }) => {
    if (legal.length === 1) return [legal[0] as A, rng]
    const started = startSearch(game, { observation, seat, rng }, searchOptions)
    if (started._tag === 'Left') throw new Error(`${started.left.code}: ${started.left.message}`)
    const search = started.right
    search.run(budget)
    if (search.failure !== null) throw new Error(`${search.failure.code}: ${search.failure.message}`)
    // The root's actions are the seat's legal actions; answer with the driver's own object.
    const key = searchOptions.actionKey ?? ((a: A) => JSON.stringify(a))
    const chosen = search.choose(final)
    const wanted = chosen === undefined ? undefined : key(chosen)
    const action = legal.find((a) => key(a) === wanted)
    if (action === undefined) throw new Error('ROOT_MISMATCH: the search chose an action the driver does not list.')
    return [action, search.rng]
  }
}
