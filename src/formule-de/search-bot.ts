/**
 * The Formule Dé search bot's settings: no rollout, the evaluator of the race sheets at each
 * new node, the heuristic driver's values as PUCT's priors. `docs/search.md` has the series
 * that chose them.
 */
import { searchBot, type SearchOptions } from '../search/index.js'
import type { Action } from './actions.js'
import { determinize } from './determinize.js'
import { formuleDe, type Observation } from './game.js'
import { formuleDeEvaluator } from './search-evaluator.js'
import { formuleDePriors } from './search-priors.js'
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
  // The tree starts from the heuristic's choices (its exact two-turn expectations) and leaves
  // them on the evidence of its visits: with UCT alone (exploration 0.1) the search lost most
  // races to the heuristic.
  priors: formuleDePriors(),
  puct: 1,
})

/** The search bot with {@link searchSettings}. */
export const mctsBot = /* @__PURE__ */ searchBot(formuleDe, searchSettings)
