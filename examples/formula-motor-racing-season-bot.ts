/**
 * A bot playing a 3-race Formula Motor Racing season from observations only
 * (`npx tsx examples/formula-motor-racing-season-bot.ts`).
 *
 * The loop is what an app or a play-by-mail server does: chance (card draws, d12 rolls) is
 * resolved by the seeded driver; each seat to move gets only its observation and its legal
 * actions, never the state. Seat 0 is a hand-written bot, the others are the library's.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { nextInt, resolveChance, seedRng, type Policy } from 'pitwall/core'
import {
  COLOURS,
  defaultConfig,
  describeEvent,
  describeRunningOrder,
  formulaMotorRacing as game,
  bots,
  type Action,
  type Observation,
} from 'pitwall/formula-motor-racing'

/**
 * A simple bot written against the observation: play an Overtake on one of my cars if I
 * can (the one further back), else hurt the car just ahead of my best car, else anything.
 */
const myBot: Policy<Action, Observation> = ({ seat, observation, legal, rng }) => {
  const mine = observation.teams[seat] ?? []
  const isMine = (car: string | null) => car !== null && mine.some((c) => car.startsWith(`${c}-`))
  const place = (car: string | null) => (car === null ? 99 : observation.order.indexOf(car as never))
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play')
  const overtakes = plays.filter((a) => a.card.startsWith('overtake') && isMine(a.car) && place(a.car) > 0)
  if (overtakes.length > 0) {
    return [overtakes.reduce((a, b) => (place(b.car) > place(a.car) ? b : a)), rng]
  }
  const best = Math.min(...observation.order.map((car, i) => (isMine(car) ? i : 99)))
  const rival = best > 0 && best < 99 ? observation.order[best - 1] : undefined
  const setback = plays.find((a) => a.car === rival && /wrong-lane|off-track|loss-of-control/.test(a.card))
  if (setback !== undefined) return [setback, rng]
  const [i, next] = nextInt(rng, 0, legal.length - 1)
  return [legal[i] as Action, next]
}

const policies: ReadonlyArray<Policy<Action, Observation>> = [myBot, bots.heuristic, bots.random, bots.heuristic]
const setup = game.setup({ ...defaultConfig({ players: 4 }), races: 3 })
if (isLeft(setup)) throw new Error(setup.left.message)

let state = setup.right
let rng = seedRng('monaco-2026')
for (;;) {
  // Nature acts: crew cards, deals, draws and d12 rolls, until a seat must choose.
  const chance = resolveChance(game, state, rng)
  if (isLeft(chance)) throw new Error(chance.left.message)
  state = chance.right.state
  rng = chance.right.rng
  for (const e of chance.right.events) {
    const line = describeEvent(e)
    if (line !== null && (e.type === 'race-finished' || e.type === 'race-started')) console.log(line)
  }
  const status = game.status(state)
  if (status.kind === 'over') break
  if (status.kind !== 'decision') throw new Error('Formula Motor Racing has no simultaneous steps')
  const policy = policies[status.seat] ?? bots.random
  // The bot sees only its observation and its legal actions.
  const observation = game.observe(state, status.seat)
  if (isLeft(observation)) throw new Error(observation.left.message)
  const [action, next] = policy({
    seat: status.seat,
    observation: observation.right,
    legal: game.legalActions(state, status.seat),
    rng,
  })
  rng = next
  const result = game.reduce(state, action)
  if (isLeft(result)) throw new Error(`${result.left.code}: ${result.left.message} (${result.left.rule})`)
  state = result.right.state
  for (const e of result.right.events) if (e.type === 'race-finished') console.log(describeEvent(e))
}

console.log('\nFinal race, running order:')
for (const line of describeRunningOrder(state)) console.log(line)

console.log('\nPoints table (team points per race):')
console.log(['race', ...COLOURS].map((c) => c.padStart(7)).join(''))
for (const r of state.results)
  console.log([String(r.race), ...r.teamPoints.map(String)].map((c) => c.padStart(7)).join(''))
console.log(['total', ...state.teamPoints.map(String)].map((c) => c.padStart(7)).join(''))

const final = game.status(state)
if (final.kind === 'over') {
  const names = ['my bot', 'heuristic', 'random', 'heuristic']
  console.log('\nSeats:')
  for (const s of final.standings.seats) {
    console.log(
      `  ${s.place}. seat ${s.seat} (${names[s.seat]}, ${state.rules.teams[s.seat]?.join('+')}): ${s.score} points`,
    )
  }
}
