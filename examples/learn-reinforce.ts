/**
 * A learner in one file: a linear softmax policy over the observation tensor, trained by
 * REINFORCE on the final placing of seat 0 of a 4-player Formula Motor Racing season, against
 * three random seats, 32 races in lockstep (`pitwall/learn`). Prints the mean placing reward
 * of seat 0 every 500 races and draws the learning curve as an SVG.
 * `npx tsx examples/learn-reinforce.ts [--races 6000] [--svg learn-curve.svg]`
 */
import { writeFileSync } from 'node:fs'
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import { vectorEnv } from 'pitwall/learn'
import { defaultConfig, encoding, formulaMotorRacing } from 'pitwall/formula-motor-racing'

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name)
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback)
}
const RACES = Number(arg('--races', '6000'))
const SVG = arg('--svg', '')
const WINDOW = Number(arg('--window', '500'))
const N = 32
const LEARNING_RATE = 0.01

const must = <T>(made: Either<{ readonly message: string }, T>): T => {
  if (isLeft(made)) throw new Error(made.left.message)
  return made.right
}

const config = defaultConfig({ players: 4 })
const enc = must(encoding(config))
const env = must(vectorEnv({ game: formulaMotorRacing, encoding: enc, config, races: N }))
const size = env.observationSize
const width = env.numDistinctActions

// The policy: a weight row per action id; an action's logit is its row times the tensor.
const weights = new Float32Array(width * size)
const logit = (obs: Float32Array, at: number, id: number): number => {
  let sum = 0
  for (let k = 0; k < size; k++) sum += (weights[id * size + k] as number) * (obs[at + k] as number)
  return sum
}

// A small seeded generator of the learner's own (the races have theirs).
let seed = 12345
const random = (): number => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
  return seed / 2 ** 32
}

// One decision of a race: what the policy saw, which ids it could pick, which it picked.
interface Decision {
  readonly obs: Float32Array
  readonly ids: ReadonlyArray<number>
  readonly probs: ReadonlyArray<number>
  readonly pick: number
}
const episodes: Decision[][] = Array.from({ length: N }, () => [])

// Samples an id of race i's mask from the softmax of their logits, and records the decision.
const choose = (obs: Float32Array, masks: Uint8Array, i: number): number => {
  const ids: number[] = []
  for (let id = 0; id < width; id++) if (masks[i * width + id] === 1) ids.push(id)
  const logits = ids.map((id) => logit(obs, i * size, id))
  const top = Math.max(...logits)
  const exps = logits.map((l) => Math.exp(l - top))
  const total = exps.reduce((a, b) => a + b, 0)
  const probs = exps.map((e) => e / total)
  let r = random()
  let k = 0
  while (k < ids.length - 1 && (r -= probs[k] as number) > 0) k++
  episodes[i]?.push({ obs: obs.slice(i * size, (i + 1) * size), ids, probs, pick: ids[k] as number })
  return ids[k] as number
}

// REINFORCE with a running baseline: every decision of the race moves its logits towards the
// pick when the race went better than usual, away from it when worse.
let baseline = 0
const learn = (decisions: ReadonlyArray<Decision>, reward: number): void => {
  const advantage = reward - baseline
  baseline += 0.01 * (reward - baseline)
  for (const d of decisions)
    d.ids.forEach((id, k) => {
      const step = LEARNING_RATE * advantage * ((id === d.pick ? 1 : 0) - (d.probs[k] as number))
      if (step === 0) return
      for (let f = 0; f < size; f++) {
        const x = d.obs[f] as number
        if (x !== 0) weights[id * size + f] = (weights[id * size + f] as number) + step * x
      }
    })
}

const curve: number[] = []
let finished = 0
let windowSum = 0
let batch = must(env.reset(Array.from({ length: N }, (_, i) => i)))
const picks = new Int32Array(N)
while (finished < RACES) {
  for (let i = 0; i < N; i++) picks[i] = choose(batch.observations, batch.masks, i)
  batch = must(env.step(picks))
  for (let i = 0; i < N; i++) {
    if (batch.dones[i] !== 1) continue
    const reward = batch.rewards[i * env.seatCount] as number
    learn(episodes[i] as Decision[], reward)
    episodes[i] = []
    windowSum += reward
    if (++finished % WINDOW === 0) {
      curve.push(windowSum / WINDOW)
      console.log(`races ${finished}: seat 0's mean placing reward ${(windowSum / WINDOW).toFixed(3)}`)
      windowSum = 0
    }
  }
}

// The curve: mean placing reward (-1 last, +1 first; 0 is what a random seat averages) per window.
const svg = (points: ReadonlyArray<number>): string => {
  const w = 480
  const h = 240
  const pad = 40
  const x = (k: number) => pad + ((w - 2 * pad) * k) / Math.max(1, points.length - 1)
  const y = (v: number) => h - pad - (h - 2 * pad) * (v + 0.5)
  const line = points.map((v, k) => `${x(k).toFixed(1)},${y(Math.max(-0.5, Math.min(0.5, v))).toFixed(1)}`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="11">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    `<line x1="${pad}" y1="${y(0)}" x2="${w - pad}" y2="${y(0)}" stroke="#bbb" stroke-dasharray="4 3"/>`,
    `<text x="${w - pad}" y="${y(0) - 4}" text-anchor="end" fill="#888">a random seat</text>`,
    `<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${h - pad}" stroke="#333"/>`,
    `<line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#333"/>`,
    `<text x="${pad - 4}" y="${y(0.5) + 4}" text-anchor="end">+0.5</text>`,
    `<text x="${pad - 4}" y="${y(-0.5) + 4}" text-anchor="end">-0.5</text>`,
    `<text x="${w / 2}" y="${h - 10}" text-anchor="middle">races played (${WINDOW} a point)</text>`,
    `<text x="${pad}" y="${pad - 12}">seat 0's mean placing reward, learning against three random seats</text>`,
    `<polyline points="${line.join(' ')}" fill="none" stroke="#c0392b" stroke-width="2"/>`,
    `</svg>`,
    '',
  ].join('\n')
}
if (SVG !== '') {
  writeFileSync(SVG, svg(curve))
  console.log(`curve written to ${SVG}`)
}
