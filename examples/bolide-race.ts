/**
 * Bolide in an app: load a circuit from its ASCII map, check it, run a 2-lap race between
 * heuristic and random bots, print the log and the result, and write an SVG.
 *
 *   npx tsx examples/bolide-race.ts [out.svg]
 */
import { writeFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import {
  bolide,
  defaultConfig,
  describeEvent,
  describeRunningOrder,
  heuristicBot,
  parseCircuitMap,
  randomBot,
  renderSvg,
  validateCircuit,
} from '../src/bolide/index.js'

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

const config = { ...defaultConfig({ players: 4, laps: 2 }), circuit, drivers: defaultConfig({ players: 4 }).drivers.map((d, i) => ({ ...d, name: i === 0 ? 'Heuristic' : `Random ${i}` })) }
const start = bolide.setup(config)
if (isLeft(start)) throw new Error(start.left.message)

const run = playout(bolide, start.right, seedRng('little-oval-2026'), [heuristicBot, randomBot, randomBot, randomBot])
if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)

for (const event of run.right.events) {
  const line = describeEvent(event)
  if (line !== null) console.log(line)
}
console.log('\nFinal order:')
for (const line of describeRunningOrder(run.right.state)) console.log(line)

const out = process.argv[2] ?? 'bolide-race.svg'
writeFileSync(out, renderSvg(run.right.state))
console.log(`\nSVG written to ${out}`)
