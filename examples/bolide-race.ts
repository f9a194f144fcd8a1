/**
 * Bolide embedded in an app, as a referee for a table with real dice: the app loads a
 * circuit from its ASCII map, checks it, and runs the race step by step. At a chance node
 * it says whose d12 it is and which table it is read on, and takes the value the table
 * rolled; at a decision it takes the player's move as text in the notation (`M 14,22`,
 * `B 12,8`, `BOOST`...), and refuses a move that breaks a rule with the paragraph. Here the
 * dice come from a seeded generator and the players are bots whose moves are written out
 * in the notation and read back, as a UI would send them.
 *
 *   npx tsx examples/bolide-race.ts [out.svg]
 */
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import { nextInt, seedRng, type Rng } from 'pitwall/core'
import {
  bolide,
  bots,
  defaultConfig,
  describeEvents,
  describeRunningOrder,
  formatAction,
  parseAction,
  parseCircuitMap,
  renderSvg,
  validateCircuit,
  type Config,
} from 'pitwall/bolide'

// A small oval: sectors a (after the finish) to e (before it), a 3-cell pit lane.
const map = `
name: Little Oval
rain-risk: 5
arrows: E N W S E
finish: 20,12 20,18
halfway: 20,3 20,8
grid: 18,14 17,16 16,14 15,16
pit-in: 14,12 14,18
pit-out: 26,12 26,18
pit-services: full-fuel=1 half-fuel=2 pit-stop=3 speed-limit=4
---
.........................................
.,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.
.,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.
.,,DDDDDCCCCCCCCCCCCCCCCCCCCCCCCCCBBBBB,,.
.,,DddddCccccccccccccccccccccccccCbbbbB,,.
.,,DddddCccccccccccccccccccccccccCbbbbB,,.
.,,DddddCccccccccccccccccccccccccCbbbbB,,.
.,,DddddCccccccccccccccccccccccccCbbbbB,,.
.,,DddddCCCCCCCCCCCCCCCCCCCCCCCCCCbbbbB,,.
.,,DddddE,,,,,,,,,,,,,,,,,,,,,,,,AbbbbB,,.
.,,DddddE,,.................,,,,,AbbbbB,,.
.,,DddddE,,,,,,,,,,,,,,,,,,,,,,,,AbbbbB,,.
.,,DddddEEEEEEEEEEEEAAAAAAAAAAAAAAbbbbB,,.
.,,DddddEeeeeeeeeeeeaaaaaaaaaaaaaAbbbbB,,.
.,,DddddEeeeeeeeeeeeaaaaaaaaaaaaaAbbbbB,,.
.,,DddddEeeeeeeeeeeeaaaaaaaaaaaaaAbbbbB,,.
.,,DddddEeeeeeeeeeeeaaaaaaaaaaaaaAbbbbB,,.
.,,DddddEeeeeeeeeeeeaaaaaaaaaaaaaAbbbbB,,.
.,,DDDDDEEEEEEEEEEEEAAAAAAAAAAAAAABBBBB,,.
.,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.
.,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.
.................1.2.3...................
`

const parsed = parseCircuitMap(map)
if (isLeft(parsed)) throw new Error(parsed.left.join('\n'))
const circuit = parsed.right
const defects = validateCircuit(circuit)
if (defects.length > 0) throw new Error(defects.join('\n'))

const names = ['Ada', 'Bruno', 'Carla', 'Dino']
const base = defaultConfig({ players: names.length, laps: 2 })
const config: Config = { ...base, circuit, drivers: base.drivers.map((d, i) => ({ ...d, name: names[i] ?? d.name })) }
const start = bolide.setup(config)
if (isLeft(start)) throw new Error(`${start.left.code}: ${start.left.message}`)

const players = [bots.heuristic, bots.random, bots.heuristic, bots.random]
let state = start.right
let dice: Rng = seedRng('little-oval-2026')
for (let step = 0; step < 20_000; step++) {
  const status = bolide.status(state)
  if (status.kind === 'over' || status.kind === 'invalid') break
  let text: string
  if (status.kind === 'chance') {
    // Every chance node of Bolide is a fair d12 or a fair draw: its outcomes are equally likely.
    let i: number
    ;[i, dice] = nextInt(dice, 0, status.outcomes.length - 1)
    const outcome = status.outcomes[i]
    if (outcome === undefined) throw new Error('a chance node without outcomes')
    text = formatAction(outcome.action)
    // What the app tells the table, e.g. "Bruno's d12, Booster request (DEMANDE DE BOOSTER): roll 9".
    const source = status.source
    if (source?.die === 'd12')
      console.log(
        `  ${source.seat === null ? 'The table' : `${names[source.seat] ?? '?'}`}'s d12, ${source.reason}: ${text}`,
      )
  } else {
    const seat = status.kind === 'decision' ? status.seat : 0
    const seen = bolide.observe(state, seat)
    if (isLeft(seen)) throw new Error(seen.left.message)
    const [choice, next] = (players[seat] ?? bots.random)({
      seat,
      observation: seen.right,
      legal: bolide.legalActions(state, seat),
      rng: dice,
    })
    dice = next
    text = formatAction(choice)
  }
  // What the UI sends: text, read back into an action, applied or refused with the rule.
  const action = parseAction(text)
  if (isLeft(action)) throw new Error(action.left.message)
  const result = bolide.reduce(state, action.right)
  if (isLeft(result)) {
    console.log(`  refused ${text}: ${result.left.message} (${result.left.rule})`)
    break
  }
  for (const line of describeEvents(result.right.events)) console.log(line)
  state = result.right.state
}

console.log('\nFinal order:')
for (const line of describeRunningOrder(state)) console.log(line)
// Written to the system's temporary folder unless a file is named, so a run leaves the checkout clean.
const out = process.argv[2] ?? join(tmpdir(), 'bolide-race.svg')
writeFileSync(out, renderSvg(state))
console.log(`\nSVG written to ${out}`)
