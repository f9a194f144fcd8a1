/** The bots of Formule Dé by name, the search bot with them. */
import type { GameBots } from '../search/index.js'
import type { Action } from './actions.js'
import { heuristicBot, randomBot } from './bots.js'
import type { Observation } from './game.js'
import { mctsBot } from './search-bot.js'
import type { State } from './state.js'

/**
 * The bots of Formule Dé: uniform over the legal actions, the heuristic driver, and
 * `mcts(options)`, the search with Formule Dé's settings ({@link searchSettings}).
 * @group Bots
 */
export const bots: GameBots<State, Action, Observation> = Object.freeze({
  random: randomBot,
  heuristic: heuristicBot,
  mcts: mctsBot,
})
