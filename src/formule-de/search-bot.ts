/**
 * The Formule Dé search bot's settings: no rollout, the evaluator of the race sheets at each
 * new node. `docs/search.md` has the series that chose them.
 */
import { searchBot, type SearchOptions } from '../search/index.js'
import type { Action } from './actions.js'
import { determinize } from './determinize.js'
import { formuleDe, type Observation } from './game.js'
import { formuleDeEvaluator } from './search-evaluator.js'
import type { State } from './state.js'

/**
 * The options `bots.mcts` searches Formule Dé with: for `startSearch` (the anytime API) or to
 * change one of them.
 * @group Bots
 */
export const searchSettings = (): SearchOptions<State, Action, Observation> => ({
  determinize,
  rolloutDepth: 0,
  evaluate: formuleDeEvaluator(),
  exploration: 0.1,
})

/** The search bot with {@link searchSettings}. */
export const mctsBot = /* @__PURE__ */ searchBot(formuleDe, searchSettings)
