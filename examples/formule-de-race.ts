/**
 * Formule Dé in an app: write a circuit with the DSL, check it, run a 2-lap race between
 * the heuristic bot and random bots, print the log and the result, and write an SVG.
 *
 *   npx tsx examples/formule-de-race.ts [out.svg]
 */
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from 'pitwall/core'
import { bots, circuitBuilder, describeEvents, formuleDe, renderSvg, validateCircuit } from 'pitwall/formule-de'

// A small harbour circuit run anticlockwise: two straights of 24 spaces joined by a 2-stop
// hairpin and a 1-stop bend (both turn 180 degrees to the left, so the loop closes; lane 0 is
// the inside), a grid of 4, a pit lane with 4 stands on the infield of the start straight.
const circuit = circuitBuilder('Harbour', 3)
  .straight(6)
  .corner({ name: 'Hairpin', stops: 2, lanes: [3, 5, 7], angle: 180 })
  .straight(24)
  .corner({ name: 'Quay', stops: 1, lanes: [4, 5, 6], angle: 180 })
  .straight(18)
  .grid(4)
  .pit({ side: 0, from: 46, to: 56, stands: 4 })
  .build()

const defects = validateCircuit(circuit)
if (defects.length > 0) throw new Error(defects.map((d) => d.message).join('\n'))

const start = formuleDe.setup({ circuit, laps: 2, cars: ['Heuristic', 'Random A', 'Random B', 'Random C'] })
if (isLeft(start)) throw new Error(start.left.message)

const run = playout(formuleDe, start.right, seedRng('harbour-2026'), [
  bots.heuristic,
  bots.random,
  bots.random,
  bots.random,
])
if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)

for (const line of describeEvents(run.right.events)) console.log(line)
const over = formuleDe.status(run.right.state)
if (over.kind === 'over') {
  for (const p of over.standings.placings)
    console.log(`${p.place}. ${p.competitor}${p.eliminated ? ` (out: ${p.eliminated})` : ''}`)
}
// Written to the system's temporary folder unless a file is named, so a run leaves the checkout clean.
const out = process.argv[2] ?? join(tmpdir(), 'formule-de-harbour.svg')
writeFileSync(out, renderSvg(run.right.state, { events: run.right.events.slice(-12) }))
console.log(`wrote ${out}`)
