/**
 * A workload to profile the vectorised environment, not a measure: `node scripts/bundled.mjs
 * bench/learn-profile.ts <game> [seconds] [self|random|playout]` builds it, then `node
 * --cpu-prof node_modules/.cache/pitwall-bundled/learn-profile.mjs <game> ...` runs it under the
 * profiler. `<game>` is a prefix of a learn bench label (`formula`, `rallyman`...). It steps 64
 * races (seat 0 against random opponents, or self-play) with random ids of each mask for
 * `seconds` of CPU time, and prints steps per second, learner steps per race and CPU ms per
 * race; `playout` plays the same game's random races through `playout` instead, for the CPU
 * ms of a race without the environment.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, randomPolicy, seedRng } from '../src/core/index.js'
import { cpuMillis, loadNow } from './clock.js'
import { learnCases, randomPicker } from './learn.js'
import { loadLine } from './measure.js'

const [prefix = 'formula', seconds = '5', mode = 'random'] = process.argv.slice(2)
const found = learnCases.find((c) => c.label.startsWith(prefix))
if (found === undefined) throw new Error(`no learn case starts with "${prefix}"`)
const c = found
const millis = Number(seconds) * 1000
const start = cpuMillis()
if (mode === 'playout') {
  const first = c.game.setup(c.config)
  if (isLeft(first)) throw new Error(first.left.message)
  const policies = Array.from({ length: c.seats }, () => randomPolicy)
  let races = 0
  while (cpuMillis() - start < millis) {
    const run = playout(c.game, first.right, seedRng(races++), policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
  }
  const spent = cpuMillis() - start
  console.log(
    `${c.label}, playout with random bots: ${(spent / races).toFixed(4)} CPU ms a race; ${loadLine(loadNow())}`,
  )
} else {
  const env = c.make(mode === 'self' ? Array.from({ length: c.seats }, (_, s) => s) : [0])
  const reset = env.reset(Array.from({ length: env.races }, (_, i) => i))
  if (isLeft(reset)) throw new Error(reset.left.message)
  const pick = randomPicker(env)
  let steps = 0
  let ended = 0
  while (cpuMillis() - start < millis) {
    const ids = pick(env.batch.masks)
    const stepped = env.step(ids)
    if (isLeft(stepped)) throw new Error(stepped.left.message)
    steps += env.races
    for (let i = 0; i < env.races; i++) ended += env.batch.dones[i] as number
  }
  const spent = cpuMillis() - start
  console.log(
    `${c.label}, ${mode === 'self' ? 'self-play' : 'seat 0 vs random'}: ${Math.round((steps * 1000) / spent)} steps/s (picks included), ` +
      (ended === 0
        ? 'no race ended'
        : `${(steps / ended).toFixed(1)} learner steps a race, ${(spent / ended).toFixed(4)} CPU ms a race`) +
      `; ${loadLine(loadNow())}`,
  )
}
