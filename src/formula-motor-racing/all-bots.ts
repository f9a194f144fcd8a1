/** The bots of Formula Motor Racing by name, the search bot with them. */
import type { GameBots } from '../search/index.js'
import type { FmrAction } from './actions.js'
import { heuristicBot, randomBot } from './bots.js'
import type { FmrObservation } from './observe.js'
import { mctsBot } from './search-bot.js'
import type { FmrState } from './state.js'

/**
 * The bots: uniform over the legal actions, the expected-points heuristic, and `mcts(options)`, the search with this game's settings
 * ({@link searchSettings}).
 * @group Bots
 */
export const bots: GameBots<FmrState, FmrAction, FmrObservation> = /* @__PURE__ */ Object.freeze({
  random: randomBot,
  heuristic: heuristicBot,
  mcts: mctsBot,
})
