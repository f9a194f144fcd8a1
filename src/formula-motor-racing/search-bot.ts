/**
 * The Formula Motor Racing search bot's settings: information-set search that never sees the
 * other hands, the other seats played by the heuristic bot, the heuristic's rollouts for a few
 * actions, then the evaluator. `docs/search.md` has the series that chose them.
 */
import { searchBot, type SearchOptions } from '../search/index.js'
import type { FmrAction } from './actions.js'
import { heuristicBot } from './bots.js'
import { determinize, hiddenAction } from './determinize.js'
import { formulaMotorRacing } from './game.js'
import type { FmrObservation } from './observe.js'
import { fmrEvaluator } from './search-evaluator.js'
import type { FmrState } from './state.js'

/**
 * The options `bots.mcts` searches Formula Motor Racing with: for `startSearch` (the anytime
 * API) or to change one of them.
 * @group Bots
 */
export const searchSettings = (): SearchOptions<FmrState, FmrAction, FmrObservation> => ({
  determinize,
  hidden: hiddenAction,
  opponents: heuristicBot,
  rollout: heuristicBot,
  rolloutDepth: 8,
  evaluate: fmrEvaluator(3),
  exploration: 0.5,
})

/** The search bot with {@link searchSettings}. */
export const mctsBot = /* @__PURE__ */ searchBot(formulaMotorRacing, searchSettings)
