/**
 * Bench entry of the vectorised environment (`npm run bench -- learn`): environment steps per
 * second of CPU time on one core, for each game, as a learner meets them. An environment step
 * is one learner decision of one race: the learner's id played, then every chance node and
 * other seat's decision up to its next decision (or the race's end and the slot's next race),
 * its observation's tensor and its mask written. Two settings per game: one learning seat
 * against the random policy (the other seats' decisions are part of each step), and self-play
 * (every seat learns, so each step is one decision). Only `step` is timed, not the learner's
 * picks (a random id of each mask).
 */
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import type { Encoding, Game, SeatId } from '../src/core/index.js'
import { vectorEnv, type VectorEnv } from '../src/learn/index.js'
import * as bolide from '../src/bolide/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import * as rallyman from '../src/rallyman/index.js'
import { cpuMillis } from './clock.js'
import type { Bench, Figure } from './entry.js'
import { figureOf } from './measure.js'

// Races stepped in lockstep, as a learner on one core runs them.
const RACES = 64
// CPU time of `step` before the runs are timed (the JIT settles), and of each timed run.
const SETTLE_MILLIS = 2000
const RUN_MILLIS = 150
const RUNS = 11

/** A game's environment for the bench, and the rate its issue asks for (steps/s per core). */
export interface LearnCase {
  readonly label: string
  readonly goal: number
  readonly make: (learners: ReadonlyArray<SeatId>) => VectorEnv
  readonly seats: number
  // The game and its config (bench/learn-profile.ts plays them through `playout` too).
  readonly game: Game<unknown, unknown, unknown, unknown, unknown>
  readonly config: unknown
}

const must = <T>(made: Either<{ readonly message: string }, T>): T => {
  if (isLeft(made)) throw new Error(`learn bench: ${made.left.message}`)
  return made.right
}

const learnCase = <C, S, A, E, O>(
  label: string,
  goal: number,
  game: Game<C, S, A, E, O>,
  config: C,
  encodingOf: (config: C) => Either<{ readonly message: string }, Encoding<S, A, O>>,
  seats: number,
): LearnCase => {
  const encoding = must(encodingOf(config))
  return {
    label,
    goal,
    seats,
    game: game as unknown as Game<unknown, unknown, unknown, unknown, unknown>,
    config,
    make: (learners) => must(vectorEnv({ game, encoding, config, races: RACES, learners })),
  }
}

/** The environments the bench times, one a game. */
export const learnCases: ReadonlyArray<LearnCase> = [
  learnCase(
    'formula-motor-racing (6 players)',
    200_000,
    fmr.formulaMotorRacing,
    fmr.defaultConfig({ players: 6 }),
    fmr.encoding,
    6,
  ),
  learnCase(
    'formule-de (Riviera, 6 cars, 1 lap)',
    10_000,
    formuleDe.formuleDe,
    formuleDe.defaultConfig({ players: 6, laps: 1 }),
    formuleDe.encoding,
    6,
  ),
  learnCase(
    'rallyman (4 drivers, asphalt rally)',
    20_000,
    rallyman.rallyman,
    rallyman.defaultConfig({ players: 4 }),
    rallyman.encoding,
    4,
  ),
  learnCase(
    'bolide (Costa Azzurra, 6 drivers, 1 lap)',
    20_000,
    bolide.bolide,
    bolide.defaultConfig({ players: 6, laps: 1 }),
    bolide.encoding,
    6,
  ),
]

/** A random id of each race's mask, from a small xorshift generator (the learner's stand-in). */
export const randomPicker = (env: VectorEnv): ((masks: Uint8Array) => Int32Array) => {
  const picks = new Int32Array(env.races)
  const width = env.numDistinctActions
  let x = 0x9e3779b9
  return (masks) => {
    for (let i = 0; i < env.races; i++) {
      x ^= x << 13
      x ^= x >>> 17
      x ^= x << 5
      let legal = 0
      for (let id = i * width; id < (i + 1) * width; id++) legal += masks[id] as number
      let k = (x >>> 0) % legal
      for (let id = 0; id < width; id++)
        if (masks[i * width + id] === 1 && k-- === 0) {
          picks[i] = id
          break
        }
    }
    return picks
  }
}

// Environment steps per CPU second of `step` over runs of `millis` ms of it.
const stepRate = (env: VectorEnv, pick: (masks: Uint8Array) => Int32Array, millis: number): number => {
  let spent = 0
  let steps = 0
  while (spent < millis) {
    const ids = pick(env.batch.masks)
    const before = cpuMillis()
    const stepped = env.step(ids)
    spent += cpuMillis() - before
    if (isLeft(stepped)) throw new Error(`learn bench: ${stepped.left.code} ${stepped.left.message}`)
    steps += env.races
  }
  return (steps * 1000) / spent
}

const measureCase = (c: LearnCase, learners: ReadonlyArray<SeatId>, setting: string): Figure => {
  const env = c.make(learners)
  must(env.reset(Array.from({ length: env.races }, (_, i) => i)))
  const pick = randomPicker(env)
  stepRate(env, pick, SETTLE_MILLIS)
  const rates: number[] = []
  for (let r = 0; r < RUNS; r++) rates.push(stepRate(env, pick, RUN_MILLIS))
  const median = [...rates].sort((a, b) => a - b)[RUNS >> 1] as number
  const verdict = median >= c.goal ? 'meets' : 'below'
  // The p90 of a rate is the rate met nine times in ten: the 10th percentile of the runs.
  return {
    ...figureOf(`learn: ${c.label}`, setting, rates, 'steps/s', 'cpu', {
      note: `${RACES} races in lockstep, CPU time of step only; ${verdict} the goal of ${c.goal.toLocaleString('en')} steps/s per core`,
    }),
    p90: [...rates].sort((a, b) => a - b)[Math.floor(RUNS / 10)] as number,
  }
}

/**
 * The learning entries, one a game (`npm run bench -- learn` runs them all, `npm run bench --
 * "learn: bolide"` one).
 */
export const learnBenches: ReadonlyArray<Bench> = learnCases.map((c) => ({
  label: `learn: ${c.label}`,
  measure: () => [
    measureCase(c, [0], 'env steps, seat 0 vs random'),
    measureCase(
      c,
      Array.from({ length: c.seats }, (_, s) => s),
      'env steps, self-play',
    ),
  ],
}))
