/** The bots of Bolide by name. */
import type { Bots } from '../core/index.js'
import type { BolideAction } from './actions.js'
import { heuristicBot, randomBot } from './bots.js'
import type { BolideObservation } from './game.js'

/** The bots: uniformly random over the legal actions, and the heuristic planner (look-ahead 2). @group Bots */
export const bots: Bots<BolideAction, BolideObservation> = Object.freeze({ random: randomBot, heuristic: heuristicBot })
