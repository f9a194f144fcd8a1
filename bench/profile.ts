/**
 * A workload to profile, not a measure: `node scripts/bundled.mjs bench/profile.ts <entry> [races]`
 * builds it, then `node --cpu-prof node_modules/.cache/pitwall-bundled/profile.mjs <entry> [races]`
 * runs the races of the first bench entry whose label starts with `<entry>` (seeds 0, 1, 2...)
 * under the profiler (a third argument `baseline` or `sample` picks the entry's other bots).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import { benchEntries } from './games.js'
import { cpuMillis, loadNow } from './clock.js'
import { loadLine } from './measure.js'

const [prefix = 'rallyman', count = '200', which = 'policies'] = process.argv.slice(2)
const entry = benchEntries.find((e) => e.label.startsWith(prefix))
if (entry === undefined) throw new Error(`no bench entry starts with "${prefix}"`)
// `baseline`: the bots of the entry's second baseline ratio (no driver shortcut); `sample`: its sample bots.
const policies =
  which === 'baseline'
    ? (entry.baselinePolicies?.[0]?.policies ?? entry.policies)
    : which === 'sample'
      ? (entry.samplePolicies?.policies ?? entry.policies)
      : entry.policies
const start = entry.game.setup(entry.config as never)
if (isLeft(start)) throw new Error(start.left.message)
const t0 = performance.now()
const c0 = cpuMillis()
let steps = 0
for (let seed = 0; seed < Number(count); seed++) {
  const run = playout(entry.game, start.right, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) throw new Error(run.left.message)
  steps += run.right.actions.length
}
const ms = performance.now() - t0
const cpuMs = cpuMillis() - c0
console.log(
  `${count} races of ${entry.label}: ${(cpuMs / Number(count)).toFixed(3)} ms a race (CPU), ${(ms / Number(count)).toFixed(3)} ms (wall), ${(steps / Number(count)).toFixed(0)} steps a race; ${loadLine(loadNow())}`,
)
