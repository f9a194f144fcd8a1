/**
 * A referee for a table playing with the real cards (`npx tsx examples/formula-motor-racing-table.ts`):
 * the position of a race in progress is set up with the position builder, the players type
 * what happens in the notation, and the app checks each move and tells each seat what it
 * may know.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { Viewer } from 'pitwall/core'
import {
  defaultConfig,
  describeEvents,
  formatAction,
  formulaMotorRacing as game,
  parseAction,
  position,
} from 'pitwall/formula-motor-racing'

// Four players, the race under way: red-1 on pole, seat 2 to play, the pile is the rest of the deck.
const start = position(defaultConfig({ players: 4 }), {
  hands: [
    ['overtake-3:red', 'turbo', 'wrong-lane', 'pit-stop', 'collision'],
    ['overtake-2:blue', 'off-track', 'major-spin', 'turbo', 'wrong-lane'],
    ['overtake-4:green', 'loss-of-control', 'minor-spin', 'pit-stop:green', 'wrong-lane'],
    ['overtake-3:yellow', 'engine-blow:yellow', 'off-track', 'turbo', 'overtake-2:yellow'],
  ],
  order: [
    'red-1',
    'blue-1',
    'green-1',
    'yellow-1',
    'black-1',
    'white-1',
    'white-2',
    'black-2',
    'yellow-2',
    'green-2',
    'blue-2',
    'red-2',
  ],
  turn: 2,
})
if (isLeft(start)) throw new Error(start.left.problems.join('\n'))
let state = start.right

/** One move typed at the table: the lines a viewer reads, or why the move is refused. */
const play = (text: string, viewer: Viewer): string => {
  const action = parseAction(text, state)
  if (isLeft(action)) return action.left.message
  const result = game.reduce(state, action.right)
  if (isLeft(result)) return `refused, ${result.left.code}: ${result.left.message} (${result.left.rule})`
  const before = state
  state = result.right.state
  return `${formatAction(action.right, before)} -> ${describeEvents(result.right.events, viewer).join(' ') || '(nothing to see)'}`
}

console.log(play('P turbo red-2', 2)) // refused: seat 2 holds no Turbo
console.log(play('P overtake-4:green green-2', 2)) // green-2 and blue-2, right behind it, gain four places
console.log(play('D overtake-3:white', 2)) // seat 2 reads the card it draws
console.log(play('P engine-blow:yellow yellow-2', 'spectator'))
console.log(play('R 4', 3)) // 1-9: yellow-2 gains a place, and seat 3 may roll again (its own car)
console.log(play('stop', 3))
console.log(play('D turbo', 0)) // seat 0 does not see the card seat 3 draws
