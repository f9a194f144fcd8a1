/**
 * A learner in one file: a linear softmax policy over the observation tensor, trained by
 * REINFORCE with a learned baseline on seat 0 of a 4-player Formula Motor Racing race against
 * three random seats, 32 races in lockstep (`pitwall/learn`). Its reward is the final placing
 * and, at each of its decisions, how far its cars moved up the running order since the last one
 * (the environment's shaped reward). Every `--every` races it stops learning to play `--eval`
 * races (the same seeds each time) and prints how often it beat a random seat (finished ahead
 * of it: the share of the pairs it and a random seat make) and how often it won; the curve of
 * the first is drawn as an SVG. The first evaluation, before any learning, is random play.
 * `npx tsx examples/learn-reinforce.ts [--races 20000] [--every 2000] [--eval 1000] [--svg learn-curve.svg]`
 */
import { writeFileSync } from 'node:fs'
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import { vectorEnv, type Batch, type VectorEnv } from 'pitwall/learn'
import { defaultConfig, encoding, formulaMotorRacing } from 'pitwall/formula-motor-racing'

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name)
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback)
}
const RACES = Number(arg('--races', '20000'))
const EVERY = Number(arg('--every', '2000'))
const EVAL = Number(arg('--eval', '1000'))
const SVG = arg('--svg', '')
const N = 32
// Step sizes of the policy and of the baseline (over the tensor's squared norm), and the weight
// of the shaped reward, chosen among a few on runs of 30,000 races.
const LEARNING_RATE = 0.1
const BASELINE_RATE = 0.1
const SHAPING = 4

const must = <T>(made: Either<{ readonly message: string }, T>): T => {
  if (isLeft(made)) throw new Error(made.left.message)
  return made.right
}

const config = defaultConfig({ players: 4 })
const enc = must(encoding(config))
const training = must(vectorEnv({ game: formulaMotorRacing, encoding: enc, config, races: N, shaping: SHAPING }))
const evaluation = must(vectorEnv({ game: formulaMotorRacing, encoding: enc, config, races: N }))
const size = training.observationSize
const width = training.numDistinctActions
const seats = training.seatCount

// The policy: a weight row per action id (an action's logit is its row times the tensor), and
// the baseline: a weight row guessing the return from the tensor.
const weights = new Float32Array(width * size)
const value = new Float32Array(size)

// A small seeded generator of the learner's own (the races have theirs).
let seed = 12345
const random = (): number => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
  return seed / 2 ** 32
}

// One decision: the tensor's non-zero entries (most are 0), the ids it could pick, their
// probabilities, the pick, and the reward that followed it.
interface Decision {
  readonly at: Int32Array
  readonly x: Float32Array
  // The tensor's squared norm: steps are divided by it, so that a tensor of many entries moves the logits no more than one of few.
  readonly norm: number
  readonly ids: ReadonlyArray<number>
  readonly probs: ReadonlyArray<number>
  readonly pick: number
  reward: number
}

// Race i's tensor in `batch`, as its non-zero entries.
const sparse = (obs: Float32Array, i: number): { at: Int32Array; x: Float32Array; norm: number } => {
  const at: number[] = []
  for (let k = 0; k < size; k++) if (obs[i * size + k] !== 0) at.push(k)
  const x = Float32Array.from(at, (k) => obs[i * size + k] as number)
  return {
    at: Int32Array.from(at),
    x,
    norm: Math.max(
      1,
      x.reduce((a, v) => a + v * v, 0),
    ),
  }
}

const dot = (row: Float32Array, offset: number, at: Int32Array, x: Float32Array): number => {
  let sum = 0
  for (let j = 0; j < at.length; j++) sum += (row[offset + (at[j] as number)] as number) * (x[j] as number)
  return sum
}

// Samples an id of race i's mask from the softmax of their logits.
const choose = (batch: Batch, i: number): Decision => {
  const { at, x, norm } = sparse(batch.observations, i)
  const ids: number[] = []
  for (let id = 0; id < width; id++) if (batch.masks[i * width + id] === 1) ids.push(id)
  const logits = ids.map((id) => dot(weights, id * size, at, x))
  const top = Math.max(...logits)
  const exps = logits.map((l) => Math.exp(l - top))
  const total = exps.reduce((a, b) => a + b, 0)
  const probs = exps.map((e) => e / total)
  let r = random()
  let k = 0
  while (k < ids.length - 1 && (r -= probs[k] as number) > 0) k++
  return { at, x, norm, ids, probs, pick: ids[k] as number, reward: 0 }
}

// REINFORCE with a baseline: each decision's return is what followed it to the end of the
// race; its logits move towards the pick by how much better that return was than the
// baseline guessed, away from it when worse, and the baseline moves towards the return.
const learn = (decisions: ReadonlyArray<Decision>): void => {
  let ret = 0
  for (let t = decisions.length - 1; t >= 0; t--) {
    const d = decisions[t] as Decision
    ret += d.reward
    const advantage = ret - dot(value, 0, d.at, d.x)
    for (let j = 0; j < d.at.length; j++)
      value[d.at[j] as number] =
        (value[d.at[j] as number] as number) + (BASELINE_RATE * advantage * (d.x[j] as number)) / d.norm
    d.ids.forEach((id, k) => {
      const step = (LEARNING_RATE * advantage * ((id === d.pick ? 1 : 0) - (d.probs[k] as number))) / d.norm
      for (let j = 0; j < d.at.length; j++) {
        const f = id * size + (d.at[j] as number)
        weights[f] = (weights[f] as number) + step * (d.x[j] as number)
      }
    })
  }
}

// Plays `races` races of `env` with the policy as it stands, learning from each or not; calls
// `ended` with each race's places (seat 0 first).
const play = (env: VectorEnv, races: number, first: number, learning: boolean, ended: (places: Int32Array) => void) => {
  const episodes: Decision[][] = Array.from({ length: N }, () => [])
  let batch = must(env.reset(Array.from({ length: N }, (_, i) => first + i)))
  const picks = new Int32Array(N)
  let finished = 0
  while (finished < races) {
    for (let i = 0; i < N; i++) {
      const d = choose(batch, i)
      episodes[i]?.push(d)
      picks[i] = d.pick
    }
    batch = must(env.step(picks))
    for (let i = 0; i < N; i++) {
      const episode = episodes[i] as Decision[]
      ;(episode[episode.length - 1] as Decision).reward += batch.rewards[i * seats] as number
      if (batch.dones[i] !== 1) continue
      if (learning) learn(episode)
      episodes[i] = []
      if (finished++ < races) ended(batch.places.subarray(i * seats, (i + 1) * seats))
    }
  }
}

// How the policy does against the random seats, on the same `EVAL` races each time (it does
// not learn from them): the share of the pairs (it, a random seat) where it finished ahead
// (a tie: half), and the share of races it won.
const evaluate = (): { readonly ahead: number; readonly wins: number } => {
  let ahead = 0
  let wins = 0
  play(evaluation, EVAL, 1_000_000, false, (places) => {
    const mine = places[0] as number
    for (let s = 1; s < seats; s++) ahead += mine < (places[s] as number) ? 1 : mine === places[s] ? 0.5 : 0
    if (mine === 1 && places.indexOf(1, 1) < 0) wins++
  })
  return { ahead: ahead / (EVAL * (seats - 1)), wins: wins / EVAL }
}

const curve: { races: number; ahead: number }[] = []
const cpu = (): number => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6
const report = (races: number): void => {
  const { ahead, wins } = evaluate()
  curve.push({ races, ahead })
  console.log(
    `races ${races}: beats a random seat ${(100 * ahead).toFixed(1)}%, wins ${(100 * wins).toFixed(1)}% (${cpu().toFixed(0)} s of CPU)`,
  )
}
report(0)
for (let trained = 0; trained < RACES; trained += EVERY) {
  play(training, Math.min(EVERY, RACES - trained), 1 + trained, true, () => undefined)
  report(Math.min(RACES, trained + EVERY))
}

// The curve: the share of random seats beaten, per evaluation; 50% is what a random seat does.
const svg = (points: ReadonlyArray<{ races: number; ahead: number }>): string => {
  const w = 480
  const h = 240
  const pad = 40
  const last = Math.max(1, points[points.length - 1]?.races ?? 1)
  const x = (races: number) => pad + ((w - 2 * pad) * races) / last
  const y = (share: number) => h - pad - (h - 2 * pad) * ((Math.max(0.3, Math.min(1, share)) - 0.3) / 0.7)
  const line = points.map((p) => `${x(p.races).toFixed(1)},${y(p.ahead).toFixed(1)}`)
  const level = (share: number, text: string): string[] => [
    `<line x1="${pad}" y1="${y(share)}" x2="${w - pad}" y2="${y(share)}" stroke="#bbb" stroke-dasharray="4 3"/>`,
    `<text x="${w - pad}" y="${y(share) - 4}" text-anchor="end" fill="#888">${text}</text>`,
  ]
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="11">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    ...level(0.5, 'a random seat: 50%'),
    ...level(0.7, '70%'),
    `<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${h - pad}" stroke="#333"/>`,
    `<line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#333"/>`,
    `<text x="${pad - 4}" y="${y(1) + 4}" text-anchor="end">100%</text>`,
    `<text x="${pad - 4}" y="${y(0.3) + 4}" text-anchor="end">30%</text>`,
    `<text x="${w / 2}" y="${h - 10}" text-anchor="middle">races learnt from (0 to ${last})</text>`,
    `<text x="${pad}" y="${pad - 12}">share of random seats seat 0 finishes ahead of, ${EVAL} races an evaluation</text>`,
    `<polyline points="${line.join(' ')}" fill="none" stroke="#c0392b" stroke-width="2"/>`,
    `</svg>`,
    '',
  ].join('\n')
}
if (SVG !== '') {
  writeFileSync(SVG, svg(curve))
  console.log(`curve written to ${SVG}`)
}
