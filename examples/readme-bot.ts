// The README's bot in fifteen lines, kept here so CI type-checks and runs it (npm run examples).
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from 'pitwall/core'
import { bots, defaultConfig, rallyman, type Action, type Observation } from 'pitwall/rallyman'

// A policy sees its seat's observation and legal actions, never the hidden state.
const cautious: Policy<Action, Observation> = ({ legal, rng }) => [legal[0]!, rng]

const start = rallyman.setup(defaultConfig({ players: 3, board: 'snow' }))
if (isLeft(start)) throw new Error(start.left.message)
const race = playout(rallyman, start.right, seedRng(2026), [cautious, bots.heuristic, bots.random])
if (isLeft(race)) throw new Error(race.left.message)
const over = rallyman.status(race.right.state)
if (over.kind === 'over') console.log(over.standings.placings)
