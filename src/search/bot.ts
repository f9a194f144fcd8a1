/**
 * A game's search bot: {@link mctsPolicy} with the settings tuned for that game, which each
 * game's `bots.mcts` returns, and the options a user may override.
 */
import type { Bots, Game, Policy } from '../core/index.js'
import type { Budget } from './clock.js'
import type { SearchOptions } from './options.js'
import { mctsPolicy } from './policy.js'

/**
 * Options of a game's `bots.mcts(options)`: a budget per decision and any search option, each
 * replacing the game's own setting (`determinize` and `hidden` too, though a game's own are
 * the ones that keep the search from peeking).
 * @group Bots
 */
export interface SearchBotOptions<S, A, O> extends Partial<SearchOptions<S, A, O>> {
  /** Iterations (deterministic) or milliseconds per decision (default: 1,000 iterations). */
  readonly budget?: Budget
}

/** A game's search bot: a new {@link mctsPolicy} with the game's settings and the options given. @group Bots */
export type SearchBot<S, A, O> = (options?: SearchBotOptions<S, A, O>) => Policy<A, O>

/** The bots every game ships, the search bot with them. @group Bots */
export interface GameBots<S, A, O> extends Bots<A, O> {
  /**
   * The search bot with the settings tuned for this game (its evaluator, rollouts, the moves
   * it tries, a model of the other seats where it helps), 1,000 iterations per decision unless
   * `options.budget` says otherwise. Each call builds a new bot with its own caches.
   */
  readonly mcts: SearchBot<S, A, O>
}

/** The budget of a search bot when none is given: the one its strength was measured at. @group Bots */
export const SEARCH_BOT_BUDGET: Budget = Object.freeze({ iterations: 1000 })

/**
 * The search bot of a game: `settings()` builds the game's tuned options (a new evaluator and
 * candidates with their own caches for each bot), `options` override them.
 * @group Bots
 */
export const searchBot =
  <C, S, A, E, O>(game: Game<C, S, A, E, O>, settings: () => SearchOptions<S, A, O>): SearchBot<S, A, O> =>
  (options = {}) => {
    const { budget, ...overrides } = options
    return mctsPolicy(game, { ...settings(), ...overrides, budget: budget ?? SEARCH_BOT_BUDGET })
  }
