/**
 * Monte Carlo tree search for every pitwall game, from a seat's observation only:
 * information-set MCTS with exact chance nodes, UCT per seat, simultaneous choices kept
 * secret, rollouts (random, a bot, or depth-limited with an evaluator), iteration or time
 * budgets, and a {@link mctsPolicy} that plays in `playout`.
 * @packageDocumentation
 */
export type { Determinizer, HiddenAction } from './determinize.js'
export { perfectInformation, shuffled } from './determinize.js'
export type { SeatValues, Evaluator, Reward } from './reward.js'
export { rankReward, winReward } from './reward.js'
export type { Budget } from './clock.js'
export type { SearchOptions, Candidates } from './options.js'
export type { SearchRoot, ActionStats, ArmView, SearchNode, Search, SearchResult } from './mcts.js'
export { startSearch, searchMove } from './mcts.js'
export type { MctsPolicyOptions } from './policy.js'
export { mctsPolicy } from './policy.js'
export type { SearchBotOptions, SearchBot, GameBots } from './bot.js'
export { searchBot, SEARCH_BOT_BUDGET } from './bot.js'
export { pairwiseValues, FINISHED_COST, LOST_COST } from './pairwise.js'
