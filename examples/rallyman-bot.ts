/** A Rallyman bot in 15 lines, against the library's heuristic driver (`npx tsx examples/rallyman-bot.ts`). */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from 'pitwall/core'
import { bots, defaultConfig, rallyman, type Action, type Observation } from 'pitwall/rallyman'

// Flat out in the highest gear the rules allow, but stop with two warnings showing (RM ART.4).
const flatOut: Policy<Action, Observation> = ({ legal, observation, rng }) => {
  const stop = legal.find((a) => a.type === 'stop')
  if (stop !== undefined && (observation.turn?.warnings ?? 0) >= 2) return [stop, rng]
  const gear = (a: Action): number => (a.type === 'roll' ? (a.die === 'gas' ? 0.5 : a.die) : -1)
  const best = legal.reduce((a, b) => (gear(b) > gear(a) ? b : a))
  return [gear(best) >= 0 || stop === undefined ? best : stop, rng]
}

const start = rallyman.setup(defaultConfig({ players: 2 }))
if (isLeft(start)) throw new Error(start.left.message)
const run = playout(rallyman, start.right, seedRng(2026), [flatOut, bots.heuristic])
if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)
const status = rallyman.status(run.right.state)
if (status.kind === 'over')
  for (const p of status.standings.placings)
    console.log(`${p.place}. ${p.competitor}: ${p.eliminated ?? `${p.score} s`}`)
