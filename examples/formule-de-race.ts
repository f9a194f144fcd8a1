/**
 * Formule Dé in an app: write a circuit with the DSL, check it, run a 2-lap race between
 * the heuristic bot and random bots, print the log and the result, and write an SVG.
 *
 *   npx tsx examples/formule-de-race.ts [out.svg]
 */
import { writeFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import {
  circuitBuilder,
  describeEvent,
  formuleDe,
  heuristicBot,
  randomBot,
  renderSvg,
  validateCircuit,
} from '../src/formule-de/index.js'

// A small street circuit: two straights, a 2-stop hairpin, a 1-stop bend, a grid of 4,
// a pit lane with 4 stands along the start/finish straight.
const circuit = circuitBuilder('Harbour', 3)
  .straight(8)
  .corner({ name: 'Hairpin', stops: 2, lanes: [3, 5, 7] })
  .straight(14)
  .corner({ name: 'Quay', stops: 1, lanes: [6, 5, 4] })
  .straight(18)
  .grid(4)
  .pit({ side: 0, from: 36, to: 44, stands: 4 })
  .build()

const defects = validateCircuit(circuit)
if (defects.length > 0) throw new Error(defects.map((d) => d.message).join('\n'))

const start = formuleDe.setup({ circuit, laps: 2, cars: ['Heuristic', 'Random A', 'Random B', 'Random C'] })
if (isLeft(start)) throw new Error(start.left.message)

const run = playout(formuleDe, start.right, seedRng('harbour-2026'), [heuristicBot, randomBot, randomBot, randomBot])
if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)

for (const event of run.right.events) {
  const line = describeEvent(event)
  if (line !== null) console.log(line)
}
const over = formuleDe.status(run.right.state)
if (over.kind === 'over') {
  for (const p of over.standings.placings) console.log(`${p.place}. ${p.competitor}${p.eliminated ? ` (out: ${p.eliminated})` : ''}`)
}
const out = process.argv[2] ?? 'formule-de-harbour.svg'
writeFileSync(out, renderSvg(run.right.state, { events: run.right.events.slice(-12) }))
console.log(`wrote ${out}`)
