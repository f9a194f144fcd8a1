/** A bot in 15 lines, raced over a 3-race season (`npx tsx examples/formula-motor-racing-bot.ts`). */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from 'pitwall/core'
import {
  bots,
  defaultConfig,
  formulaMotorRacing as game,
  type Action,
  type Observation,
} from 'pitwall/formula-motor-racing'

// An Overtake on one of my cars when I hold one, else whatever the shipped heuristic plays.
const myBot: Policy<Action, Observation> = (input) => {
  const mine = input.observation.teams[input.seat] ?? []
  const ours = (car: string | null) => car !== null && mine.some((colour) => car.startsWith(`${colour}-`))
  const overtake = input.legal.find((a) => a.type === 'play' && a.card.startsWith('overtake') && ours(a.car))
  return overtake === undefined ? bots.heuristic(input) : [overtake, input.rng]
}

const start = game.setup({ ...defaultConfig({ players: 4 }), races: 3 })
if (isLeft(start)) throw new Error(start.left.message)
const run = playout(game, start.right, seedRng(2026), [myBot, bots.heuristic, bots.random, bots.random])
if (isLeft(run)) throw new Error(run.left.message)
const end = game.status(run.right.state)
if (end.kind === 'over') for (const s of end.standings.seats) console.log(`${s.place}. seat ${s.seat}: ${s.score} pts`)
