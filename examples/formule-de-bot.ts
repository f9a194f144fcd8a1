/** A careful Formule Dé bot against the heuristic one: `npx tsx examples/formule-de-bot.ts`. */
import { playout, seedRng, type Policy } from 'pitwall/core'
import {
  bots,
  currentMoves,
  defaultConfig,
  formuleDe,
  moveOdds,
  safestMove,
  type Action,
  type Observation,
} from 'pitwall/formule-de'

// The highest gear that can neither spin nor eliminate the car, then the cheapest move.
const careful: Policy<Action, Observation> = (input) => {
  const { seat, observation: state, legal, rng } = input
  const safe = (kind: string): boolean => kind !== 'eliminated' && kind !== 'spin'
  const gear = moveOdds(state, seat)
    .filter((g) => g.lines.every((l) => safe(l.outcome.kind)))
    .at(-1)?.gear
  const moves = currentMoves(state)
  const pick =
    state.step.kind === 'gear'
      ? legal.find((a) => a.type === 'gear' && a.gear === gear)
      : legal[moves.indexOf(safestMove(moves) ?? moves[0]!)]
  return pick !== undefined ? [pick, rng] : bots.random(input)
}
const start = formuleDe.setup(defaultConfig({ players: 4, board: 'hairpin' }))
if (start._tag === 'Left') throw new Error(start.left.message)
const race = playout(formuleDe, start.right, seedRng(7), [careful, bots.heuristic, careful, bots.heuristic])
const end = race._tag === 'Right' ? formuleDe.status(race.right.state) : null
if (end?.kind === 'over')
  for (const p of end.standings.placings)
    console.log(`${p.place}. ${p.competitor} (seat ${p.seat}) ${p.eliminated ?? ''}`)
