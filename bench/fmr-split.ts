/**
 * Where a random Formula Motor Racing race's time goes (`node scripts/bundled.mjs
 * bench/fmr-split.ts [rounds]`): the same seeded race run seven ways, in round robin with the
 * hand-written mutable baseline, each way's time as a ratio to the baseline's in the same
 * round (median and quartiles over the rounds). Numbers, never assertions.
 *
 * - `rules only`: the game's own functions (sampler, legal plays, reducer), no guard, no driver;
 * - `rules, listing twice`: the same with the plays listed once more at each decision (the
 *   difference to `rules only` is the listing's share);
 * - `rules, guarded reduce`: the same with every step through `reduce` (the difference is the
 *   guard's share on untrusted input: exact action copy, node and outcome checks, state trust);
 * - `playout, shortcut`: the driver with the random bot it draws for in place;
 * - `playout, asked`: the driver asking a random policy that is not the shortcut (policy
 *   input, list copy, generator handed back, the action found among the shared listed ones);
 * - `playout, asked, built`: the same policy returning its pick built anew, as a bot that
 *   makes its own actions does (the action through `reduce`).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, streamRng, type Policy } from '../src/core/index.js'
import { openCursor, type RngCursor } from '../src/core/rng.js'
import {
  bots,
  defaultConfig,
  formulaMotorRacing as game,
  type Action,
  type Observation,
  type State,
} from '../src/formula-motor-racing/index.js'
import { reduceState } from '../src/formula-motor-racing/reducer.js'
import { fmrLegalActions, fmrSampler } from '../src/formula-motor-racing/status.js'
import { askedBuilding, mutableRace } from './formula-motor-racing.js'
import { askedRandomBots } from './asked.js'
import { loadLine, median, quantile } from './measure.js'
import { cpuMillis, loadNow } from './clock.js'

const start = game.setup(defaultConfig({ players: 6 }))
if (isLeft(start)) throw new Error(start.left.message)
const first = start.right

// The race of `playout` with random bots, drawn the same way, by the game's own functions.
const rulesRace =
  (guarded: boolean, listTwice: boolean) =>
  (seed: number): number => {
    const rng = seedRng(seed)
    const nature = openCursor(rng)
    const seats: RngCursor[] = Array.from({ length: 6 }, (_, seat) => openCursor(streamRng(rng, seat)))
    let state: State = first
    let steps = 0
    for (;;) {
      const total = fmrSampler.total(state)
      let action: Action | undefined
      if (total > 0) action = fmrSampler.pick(state, nature.int(0, total - 1))
      else {
        if (state.phase === 'over') return steps
        if (listTwice) steps += fmrLegalActions(state).length > 0 ? 0 : 1
        const legal = fmrLegalActions(state)
        action = legal[(seats[state.turn] as RngCursor).int(0, legal.length - 1)]
      }
      const next = guarded ? game.reduce(state, action as Action) : reduceState(state, action as Action)
      if (isLeft(next)) throw new Error(next.left.message)
      state = next.right.state
      steps++
    }
  }

const driven = (policies: ReadonlyArray<Policy<Action, Observation>>) => (seed: number) => {
  const run = playout(game, first, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) throw new Error(run.left.message)
  return run.right.actions.length
}

const ways: ReadonlyArray<readonly [string, (seed: number) => number]> = [
  ['baseline (mutable)', mutableRace],
  ['rules only', rulesRace(false, false)],
  ['rules, listing twice', rulesRace(false, true)],
  ['rules, guarded reduce', rulesRace(true, false)],
  ['playout, shortcut', driven(Array.from({ length: 6 }, () => bots.random))],
  ['playout, asked', driven(askedRandomBots<Action, Observation>(6).policies)],
  ['playout, asked, built', driven(Array.from({ length: 6 }, () => askedBuilding))],
]

// Milliseconds of CPU time per race over about `millis` ms.
const perRace = (race: (seed: number) => number, millis: number): number => {
  let count = 0
  let sink = 0
  const t0 = cpuMillis()
  while (cpuMillis() - t0 < millis) for (let k = 0; k < 16; k++) sink += race(count++)
  if (sink < 0) console.log(sink)
  return (cpuMillis() - t0) / count
}

const before = loadNow()
for (const [, race] of ways) perRace(race, 2000)
const rounds = Number(process.argv[2] ?? 21)
const ratios = ways.map((): number[] => [])
const micros = ways.map((): number[] => [])
for (let r = 0; r < rounds; r++) {
  const times = ways.map(([, race]) => perRace(race, 100))
  times.forEach((t, i) => {
    ratios[i]?.push(t / (times[0] as number))
    micros[i]?.push(t * 1000)
  })
}
console.log(
  `${rounds} rounds of 100 ms per way, after 2 s of warm-up each (CPU time; a busy machine shows in the quartiles); ` +
    `${loadLine(before)} at the start, ${loadLine(loadNow())} at the end`,
)
ways.forEach(([name], i) => {
  const rs = ratios[i] as number[]
  const us = micros[i] as number[]
  console.log(
    `${name.padEnd(22)} ${median(us).toFixed(1).padStart(6)} µs a race  ${median(rs).toFixed(2)}x (quartiles ${quantile(rs, 0.25).toFixed(2)}-${quantile(rs, 0.75).toFixed(2)})`,
  )
})
