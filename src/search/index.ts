/**
 * Monte Carlo tree search for every pitwall game, from a seat's observation only:
 * information-set MCTS with exact chance nodes, UCT or PUCT per seat, simultaneous choices
 * kept secret, rollouts (random, a bot, or depth-limited with an evaluator), evaluators with
 * priors answering one leaf or a batch at a time, MCTS-Solver, a tree kept from one move to
 * the next, iteration or time budgets, and a {@link mctsPolicy} that plays in `playout`.
 * @packageDocumentation
 */
export type { Determinizer, HiddenAction } from './determinize.js'
export { perfectInformation, shuffled } from './determinize.js'
export type { SeatValues, Evaluator, Reward } from './reward.js'
export { rankReward, winReward } from './reward.js'
export type { Budget } from './clock.js'
export type { SearchOptions, BatchSearchOptions, Candidates } from './options.js'
export type { Leaf, Priors, Evaluation, BatchEvaluator } from './evaluation.js'
export type { FinalChoice } from './final.js'
export type { ActionStats, ArmView, SearchNode, LineStep, SearchSnapshot } from './view.js'
export type { SearchRoot } from './engine.js'
export type { SearchReadings, Search, SearchResult } from './mcts.js'
export { startSearch, searchMove } from './mcts.js'
export type { BatchSearch } from './batch.js'
export { startBatchSearch } from './batch.js'
export type { MctsPolicyOptions } from './policy.js'
export { mctsPolicy } from './policy.js'
export type { SearchBotOptions, SearchBot, GameBots } from './bot.js'
export { searchBot, SEARCH_BOT_BUDGET } from './bot.js'
export { pairwiseValues, FINISHED_COST, LOST_COST } from './pairwise.js'
