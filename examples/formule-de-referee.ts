/**
 * Formule Dé in an app that referees a table: the players type their moves in the notation,
 * the app rolls the dice, says whose die it is, reads the events aloud and saves the race.
 *   npx tsx examples/formule-de-referee.ts
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { sampleOutcome, seedRng } from 'pitwall/core'
import {
  defaultConfig,
  describeEvents,
  formatAction,
  formuleDe,
  parseAction,
  position,
  type Action,
  type State,
} from 'pitwall/formule-de'

// A position to start from: two cars on Hairpin's back straight, the first about to move 7 in 4th.
const built = position(defaultConfig({ players: 2, board: 'hairpin' }), {
  cars: [
    { at: { lane: 1, level: 138 }, gear: 4 },
    { at: { lane: 0, level: 168 }, gear: 3 },
  ],
  turn: 0,
  roll: 7,
})
if (isLeft(built)) throw new Error(built.left.message)
let state: State = built.right
let rng = seedRng('table-3')

// What the players type, in turn (then the first legal action); the dice are the app's.
const typed = ['→2:17', 'G4']
for (let step = 0; step < 10; step++) {
  const st = formuleDe.status(state)
  if (st.kind === 'over' || st.kind === 'invalid') break
  let action: Action
  if (st.kind === 'chance') {
    const [rolled, next] = sampleOutcome(st.outcomes, rng)
    if (rolled === undefined) break
    ;[action, rng] = [rolled, next]
    console.log(
      `seat ${st.source?.seat ?? '-'} rolls the ${st.source?.die} die for ${st.source?.reason}: ${formatAction(action, state)}`,
    )
  } else {
    const text = typed.shift() ?? formatAction(formuleDe.legalActions(state)[0] as Action, state)
    const read = parseAction(text, state)
    if (isLeft(read)) throw new Error(read.left.message)
    action = read.right
    console.log(`seat ${st.kind === 'decision' ? st.seat : '?'} plays ${text}`)
  }
  const next = formuleDe.reduce(state, action)
  if (isLeft(next)) {
    console.log(`refused: ${next.left.code} (${next.left.rule}): ${next.left.message}`)
    break
  }
  for (const line of describeEvents(next.right.events, 'spectator')) console.log(`  ${line}`)
  state = next.right.state
}

// A saved race is plain JSON; loading it checks it (BAD_STATE with one line per problem).
const loaded = formuleDe.admit(JSON.parse(JSON.stringify(state)))
console.log(isLeft(loaded) ? loaded.left.message : `saved and loaded at round ${loaded.right.round}`)
const tampered = JSON.parse(JSON.stringify(state)) as { cars: Array<{ wear: { tyres: number } }> }
tampered.cars[1]!.wear.tyres = -1
const refused = formuleDe.admit(tampered)
console.log(isLeft(refused) ? refused.left.message : 'tampered state accepted?!')
