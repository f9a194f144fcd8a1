/**
 * Heuristic bot vs random bots over 1,000 seeded 6-player races (`npx tsx bench/fmr-bots.ts`).
 * Race i seats the heuristic bot at seat i mod 6 against five random bots; the same seed is
 * then played with six random bots, and the seat's team points are compared.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from '../src/core/index.js'
import {
  COLOURS,
  defaultConfig,
  formulaMotorRacing,
  bots,
  seasonTeamPoints,
  type Action,
  type Observation,
} from '../src/formula-motor-racing/index.js'

const RACES = Number(process.argv[2] ?? 1000)
const PLAYERS = 6
const setup = formulaMotorRacing.setup(defaultConfig({ players: PLAYERS }))
if (isLeft(setup)) throw new Error(setup.left.message)

const seatPoints = (seed: number, seat: number, policies: ReadonlyArray<Policy<Action, Observation>>): number => {
  const run = playout(formulaMotorRacing, setup.right, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)
  const state = run.right.state
  const totals = seasonTeamPoints(state.rules, state.results)
  return (state.rules.teams[seat] ?? []).reduce((sum, colour) => sum + (totals[COLOURS.indexOf(colour)] ?? 0), 0)
}

let heuristic = 0
let random = 0
let wins = 0
for (let i = 0; i < RACES; i++) {
  const seat = i % PLAYERS
  const mixed = Array.from({ length: PLAYERS }, (_, s) => (s === seat ? bots.heuristic : bots.random))
  const allRandom = Array.from({ length: PLAYERS }, () => bots.random)
  const h = seatPoints(2026 + i, seat, mixed)
  const r = seatPoints(2026 + i, seat, allRandom)
  heuristic += h
  random += r
  if (h > r) wins++
}
console.log(`${RACES} seeded 6-player races, the heuristic bot's seat rotating:`)
console.log(`  heuristic seat: ${(heuristic / RACES).toFixed(2)} team points per race`)
console.log(`  random seat (same seed, same seat): ${(random / RACES).toFixed(2)} team points per race`)
console.log(`  a team scores ${(26 / 6).toFixed(2)} points per race on average (26 points shared by 6 teams)`)
console.log(`  heuristic ahead of the random seat in ${((100 * wins) / RACES).toFixed(1)}% of races`)
