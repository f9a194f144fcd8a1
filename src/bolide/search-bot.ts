/**
 * The Bolide search bot's settings: no rollout, the evaluator at each new node, and the tree
 * trying only the heuristic's five best moves at a move decision (and the Brake), never the
 * Booster nor the sand-glass's forced move. `docs/search.md` has the series that chose them.
 */
import { searchBot, type SearchOptions } from '../search/index.js'
import type { BolideAction } from './actions.js'
import { determinize } from './determinize.js'
import { bolide, type BolideObservation } from './game.js'
import { bolideCandidates } from './search-candidates.js'
import { bolideEvaluator } from './search-evaluator.js'
import type { BolideState } from './state.js'

/**
 * The options `bots.mcts` searches Bolide with, each call with new caches: for `startSearch`
 * (the anytime API) or to change one of them.
 * @group Bots
 */
export const searchSettings = (): SearchOptions<BolideState, BolideAction, BolideObservation> => ({
  determinize,
  rolloutDepth: 0,
  evaluate: bolideEvaluator({ scale: 10, depth: 2 }),
  exploration: 0.05,
  candidates: bolideCandidates(5),
})

/** The search bot with {@link searchSettings}. */
export const mctsBot = /* @__PURE__ */ searchBot(bolide, searchSettings)
