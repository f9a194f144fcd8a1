/**
 * Plays seeded races in a rule preset and prints the finish rate and the time per race:
 * `npx tsx examples/formule-de-presets.ts tournament riviera 10 5` (preset, circuit, cars, races, [random]).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from 'pitwall/core'
import { BOARD_IDS as circuits, bots, defaultConfig, formuleDe, PRESET_NAMES as presets } from 'pitwall/formule-de'
const preset = presets.find((p) => p === (process.argv[2] ?? 'tournament'))
const circuit = circuits.find((c) => c === (process.argv[3] ?? 'riviera'))
if (preset === undefined || circuit === undefined) {
  console.error(
    `usage: npx tsx examples/formule-de-presets.ts [${presets.join('|')}] [${circuits.join('|')}] [cars] [races] [random]`,
  )
  process.exit(2)
}
const n = Number(process.argv[4] ?? 6)
const races = Number(process.argv[5] ?? 5)
const bot = process.argv[6] === 'random' ? bots.random : bots.heuristic
let fin = 0,
  tot = 0
const outs: Record<string, number> = {}
const t0 = performance.now()
for (let seed = 1; seed <= races; seed++) {
  const s = formuleDe.setup(
    defaultConfig({ players: n, board: circuit, laps: preset === 'basic' ? 2 : 3, rules: preset }),
  )
  if (isLeft(s)) throw new Error(s.left.message)
  const r = playout(
    formuleDe,
    s.right,
    seedRng(seed),
    Array.from({ length: n }, () => bot),
    { collectEvents: false, maxSteps: 100_000 },
  )
  if (isLeft(r)) {
    console.log('ERR', seed, JSON.stringify(r.left).slice(0, 500))
    continue
  }
  const fs = r.right.state
  for (const c of fs.cars) {
    tot++
    if (c.status === 'finished') fin++
    else outs[c.out ?? c.status] = (outs[c.out ?? c.status] ?? 0) + 1
  }
}
console.log(preset, circuit, `finished ${fin}/${tot}`, outs, `${((performance.now() - t0) / races).toFixed(0)} ms/race`)
