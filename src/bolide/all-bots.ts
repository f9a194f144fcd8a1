/** The bots of Bolide by name, the search bot with them. */
import type { GameBots } from '../search/index.js'
import type { BolideAction } from './actions.js'
import { heuristicBot, randomBot } from './bots.js'
import type { BolideObservation } from './game.js'
import { mctsBot } from './search-bot.js'
import type { BolideState } from './state.js'

/**
 * The bots: uniformly random over their choices, the heuristic planner (look-ahead 2), and
 * `mcts(options)`, the search with Bolide's settings ({@link searchSettings}). None asks for the
 * sand-glass's forced move while it has another choice ({@link botChoices}).
 * @group Bots
 */
export const bots: GameBots<BolideState, BolideAction, BolideObservation> = Object.freeze({
  random: randomBot,
  heuristic: heuristicBot,
  mcts: mctsBot,
})
