// The search bot of docs/search.md, "Playing a race with it": bots.mcts, the search with the
// game's own settings, against the heuristic bot (200 iterations here, to keep the run short).
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from 'pitwall/core'
import { bots, defaultConfig, formulaMotorRacing as game } from 'pitwall/formula-motor-racing'

const start = game.setup(defaultConfig({ players: 4 }))
if (isLeft(start)) throw new Error(start.left.message)
const search = bots.mcts({ budget: { iterations: 200 } })
const race = playout(game, start.right, seedRng(2026), [search, bots.heuristic, search, bots.heuristic])
if (isLeft(race)) throw new Error(race.left.message)
const over = game.status(race.right.state)
if (over.kind !== 'over') throw new Error('the race did not end')
console.log(over.standings.placings.map((p) => `${p.place}. ${p.competitor}`).join('\n'))
