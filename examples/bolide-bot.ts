/**
 * A Bolide bot in 15 lines: it tries every legal move on the state (reduce is pure) and
 * keeps the one after which its car, alone, can get furthest in two more moves without
 * leaving the track. Then it races two random bots and the library's heuristic bot.
 *
 *   npx tsx examples/bolide-bot.ts
 */
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from 'pitwall/core'
import {
  bolide,
  bots,
  circuitOf,
  defaultConfig,
  describeEvents,
  lookAhead,
  stepsToGo,
  type Action,
  type Observation,
} from 'pitwall/bolide'

const greedy: Policy<Action, Observation> = ({ observation, seat, legal, rng }) => {
  const score = (a: Action): number => {
    const next = bolide.reduce(observation, a)
    if (a.type === 'booster' || a.type === 'brake' || !isRight(next)) return Infinity
    const s = next.right.state
    const car = s.cars[seat]
    if (car?.mode === 'finished') return -Infinity
    if (car?.mode !== 'running') return (stepsToGo(s, seat) ?? 0) + 10_000
    // The best progress two moves on, alone at top speed 7 (DEAD_END when it cannot stay on the track).
    return lookAhead(circuitOf(s), s.laps, car.pos, car.vel, car.crossings, car.halfway, 7, 2)
  }
  return [legal.reduce((a, b) => (score(b) < score(a) ? b : a)), rng]
}

const start = bolide.setup(defaultConfig({ players: 4, board: 'test-ring' }))
if (isLeft(start)) throw new Error(start.left.message)
const run = playout(bolide, start.right, seedRng(7), [greedy, bots.random, bots.random, bots.heuristic])
if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)
for (const line of describeEvents(run.right.events)) console.log(line)
const final = bolide.status(run.right.state)
if (final.kind === 'over')
  for (const p of final.standings.placings)
    console.log(`${p.place}. ${p.competitor}${p.eliminated ? ` (${p.eliminated})` : ''}`)
