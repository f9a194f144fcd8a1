/** The bots of Rallyman by name, the search bot with them. */
import type { GameBots } from '../search/index.js'
import type { RallymanAction } from './actions.js'
import { heuristicBot, randomBot } from './bots.js'
import type { RallymanObservation } from './observe.js'
import { mctsBot } from './search-bot.js'
import type { RallymanState } from './state.js'

/**
 * The bots: `random` picks any legal action, `heuristic` drives die by die (`bots.ts` says how), and `mcts(options)`, the search with this game's settings
 * ({@link searchSettings}).
 * @group Bots
 */
export const bots: GameBots<RallymanState, RallymanAction, RallymanObservation> = Object.freeze({
  random: randomBot,
  heuristic: heuristicBot,
  mcts: mctsBot,
})
