// Dice Derby raced by pitwall/search's bot against the module's own bots:
// `npx tsx examples/custom-game/race.ts`.
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from 'pitwall/core'
import { mctsPolicy } from 'pitwall/search'
import { gameModule } from './module.js'

const { game, bots, search } = gameModule
const start = game.setup(gameModule.defaultConfig())
if (isLeft(start)) throw new Error(start.left.message)
// The search plays seat 0 from what it sees: the module's determiniser draws the hidden bids.
const mcts = mctsPolicy(game, { ...search, budget: { iterations: 100 } })
const race = playout(game, start.right, seedRng(1), [mcts, bots.heuristic, bots.random])
if (isLeft(race)) throw new Error(race.left.message)
console.log(gameModule.describeRunningOrder(race.right.state).join('\n'))
