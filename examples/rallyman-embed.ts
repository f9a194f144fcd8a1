/**
 * Embedding Rallyman in an app (`npx tsx examples/rallyman-embed.ts`): a referee server
 * keeps the rally as JSON between requests, players send their moves as text, the physical
 * dice of the table are typed in as chance outcomes, and each seat is told what happened.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { resolveChance, seedRng, type Viewer } from 'pitwall/core'
import { configFromOptions, describeEvents, formatAction, parseAction, rallyman } from 'pitwall/rallyman'

// The table a client asks for: untrusted, so a wrong option is refused with its name
// (BAD_OPTIONS), never dropped; `{ players: 2, drivers: [...] }` would be refused, not raced by 4.
const table: unknown = JSON.parse('{ "players": 2, "board": "asphalt" }')
const made = configFromOptions(table)
if (isLeft(made)) throw new Error(made.left.message)
// The saved rally: whatever the app stores (a database row, a file). Untrusted when read back.
const start = rallyman.setup(made.right)
if (isLeft(start)) throw new Error(start.left.message)
let saved = JSON.stringify(start.right)

/** One request: a move in the notation, from a seat; the answer is what that seat may read. */
const play = (text: string, viewer: Viewer): ReadonlyArray<string> => {
  const state = rallyman.admit(JSON.parse(saved)) // decoded exactly and checked (BAD_STATE otherwise)
  if (isLeft(state)) return [`corrupt save: ${state.left.message}`]
  const action = parseAction(text)
  if (isLeft(action)) return [action.left.message]
  const step = rallyman.reduce(state.right, action.right)
  if (isLeft(step)) return [`refused (${step.left.rule}): ${step.left.message}`]
  saved = JSON.stringify(step.right.state)
  return [`${text} accepted`, ...describeEvents(step.right.events, viewer)]
}

// Tyres first (RM ART.15.3); Driver A throws die 1 off the line and the table's die shows no
// warning; die 3 is refused (from first gear: die 1, 2 or a gas die, RM ART.4); A stops.
for (const [text, seat] of [
  ['tyres asphalt', 0],
  ['tyres asphalt', 1],
  ['1→c0', 0],
  ['face -', 0],
  ['3→c1', 0],
  ['stop', 0],
] as const)
  for (const line of play(text, seat)) console.log(line)

// An app without physical dice lets the library roll them, from its seed.
const state = rallyman.admit(JSON.parse(saved))
if (isLeft(state)) throw new Error(state.left.message)
const rolled = resolveChance(rallyman, state.right, seedRng(7))
if (isLeft(rolled)) throw new Error(rolled.left.message)
const status = rallyman.status(rolled.right.state)
if (status.kind === 'decision')
  console.log(
    `Seat ${status.seat} to ${status.phase}: ${rallyman
      .legalActions(rolled.right.state)
      .map((a) => formatAction(a))
      .join('  ')}`,
  )
