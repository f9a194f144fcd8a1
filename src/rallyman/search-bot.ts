/**
 * The Rallyman search bot's settings: the other drivers played by the heuristic bot, the
 * heuristic's rollouts for a few actions, then the evaluator. `docs/search.md` has the series
 * that chose them.
 */
import { searchBot, type SearchOptions } from '../search/index.js'
import type { RallymanAction } from './actions.js'
import { heuristicBot } from './bots.js'
import { determinize } from './determinize.js'
import { rallyman } from './game.js'
import type { RallymanObservation } from './observe.js'
import { rallymanEvaluator } from './search-evaluator.js'
import type { RallymanState } from './state.js'

/**
 * The options `bots.mcts` searches Rallyman with: for `startSearch` (the anytime API) or to
 * change one of them.
 * @group Bots
 */
export const searchSettings = (): SearchOptions<RallymanState, RallymanAction, RallymanObservation> => ({
  determinize,
  opponents: heuristicBot,
  rollout: heuristicBot,
  rolloutDepth: 12,
  evaluate: rallymanEvaluator(),
  exploration: 0.3,
})

/** The search bot with {@link searchSettings}. */
export const mctsBot = /* @__PURE__ */ searchBot(rallyman, searchSettings)
