import { describe, expect, it } from 'vitest'
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Encoding, type Game, type Policy, type SeatId } from '../../src/core/index.js'
import { encodedPolicy, placingReward, vectorEnv, type Batch, type VectorEnv } from '../../src/learn/index.js'
import {
  defaultConfig,
  encoding as fmrEncoding,
  formulaMotorRacing,
  type Action,
  type Observation,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { toyGame, type ToyAction, type ToyObservation, type ToyState } from '../support/toy.js'
import { toyEncoding } from '../support/toy-encoding.js'

const must = <T>(e: Either<{ readonly message: string }, T>): T => {
  if (isLeft(e)) throw new Error(e.left.message)
  return e.right
}

// The learner of these tests: the smallest id of each mask.
const smallest = (masks: Uint8Array, width: number, races: number): Int32Array => {
  const ids = new Int32Array(races)
  for (let i = 0; i < races; i++) ids[i] = masks.subarray(i * width, (i + 1) * width).indexOf(1)
  return ids
}
const smallestPick = (_tensor: Float32Array, mask: Uint8Array, rng: Parameters<Policy<never, never>>[0]['rng']) =>
  [mask.indexOf(1), rng] as const

// Steps every slot to the end of its first race; the places of race `seed` by its seed.
const firstRaces = (env: VectorEnv, seeds: ReadonlyArray<number>): Map<number, ReadonlyArray<number>> => {
  const places = new Map<number, ReadonlyArray<number>>()
  let batch = must(env.reset(seeds))
  const first = [...batch.seeds]
  for (let step = 0; places.size < seeds.length && step < 100_000; step++) {
    batch = must(env.step(smallest(batch.masks, env.numDistinctActions, env.races)))
    for (let i = 0; i < env.races; i++)
      if (batch.dones[i] === 1 && !places.has(first[i] as number))
        places.set(first[i] as number, [...batch.places.subarray(i * env.seatCount, (i + 1) * env.seatCount)])
  }
  return places
}

// The places of playout's race from `seed` with these policies.
const playoutPlaces = <C, S, A, E, O>(game: Game<C, S, A, E, O>, config: C, seed: number, policies: Policy<A, O>[]) => {
  const run = must(playout(game, must(game.setup(config)), seedRng(seed), policies, { collectEvents: false }))
  const status = game.status(run.state)
  if (status.kind !== 'over') throw new Error('not over')
  return status.standings.seats
    .slice()
    .sort((a, b) => a.seat - b.seat)
    .map((s) => s.place)
}

const fmr = defaultConfig({ players: 6 })
const fmrEnc = must(fmrEncoding(fmr)) as Encoding<State, Action, Observation>
const toyConfig = { seats: 3, length: 12 }
const toyEnc = must(toyEncoding(toyConfig)) as Encoding<ToyState, ToyAction, ToyObservation>

describe('vectorEnv: N races in lockstep', () => {
  it('each race is the race playout plays from its seed with the same choices (one learner, random opponents)', () => {
    const env = must(vectorEnv({ game: formulaMotorRacing, encoding: fmrEnc, config: fmr, races: 4 }))
    const seeds = [11, 12, 13, 14]
    const places = firstRaces(env, seeds)
    const learner = encodedPolicy(fmrEnc, smallestPick)
    for (const seed of seeds) {
      const policies: Policy<Action, Observation>[] = [learner, ...Array.from({ length: 5 }, () => randomOf())]
      expect(places.get(seed), `seed ${seed}`).toEqual(playoutPlaces(formulaMotorRacing, fmr, seed, policies))
    }
  })

  it('self-play: every seat learns; a simultaneous node asks each seat in turn (Dice Derby bids)', () => {
    const env = must(vectorEnv({ game: toyGame, encoding: toyEnc, config: toyConfig, races: 3, learners: [0, 1, 2] }))
    const places = firstRaces(env, [5, 6, 7])
    const learner = encodedPolicy(toyEnc, smallestPick)
    for (const seed of [5, 6, 7])
      expect(places.get(seed)).toEqual(playoutPlaces(toyGame, toyConfig, seed, [learner, learner, learner]))
  })

  it('is deterministic: the same seeds and ids give the same batches', () => {
    const run = () => {
      const env = must(
        vectorEnv({ game: formulaMotorRacing, encoding: fmrEnc, config: fmr, races: 3, learners: [0, 3] }),
      )
      let batch = must(env.reset([1, 2, 3]))
      const seen: string[] = []
      for (let step = 0; step < 60; step++) {
        batch = must(env.step(smallest(batch.masks, env.numDistinctActions, 3)))
        seen.push(snapshot(batch))
      }
      return seen
    }
    expect(run()).toEqual(run())
  })

  it('refuses an id that is not in its race mask (ILLEGAL_ID), and no race moves', () => {
    const make = () => must(vectorEnv({ game: formulaMotorRacing, encoding: fmrEnc, config: fmr, races: 2 }))
    const a = make()
    const b = make()
    const start = must(a.reset([4, 9]))
    must(b.reset([4, 9]))
    const ids = smallest(start.masks, a.numDistinctActions, 2)
    const before = snapshot(a.batch)
    const refused = a.step([ids[0] as number, fmrEnc.numDistinctActions])
    expect(isLeft(refused) && refused.left.code).toBe('ILLEGAL_ID')
    expect(snapshot(a.batch)).toBe(before)
    expect(snapshot(must(a.step(ids)))).toBe(snapshot(must(b.step(ids))))
    expect(isLeft(a.step([0]))).toBe(true)
  })

  it('auto-resets a race that ends: seeds go up by N, places and the placing rewards on that step only', () => {
    const env = must(vectorEnv({ game: toyGame, encoding: toyEnc, config: toyConfig, races: 2, learners: [1] }))
    let batch = must(env.reset([100, 200]))
    const ends = [0, 0]
    for (let step = 0; step < 400; step++) {
      const seeds = [...batch.seeds]
      batch = must(env.step(smallest(batch.masks, env.numDistinctActions, 2)))
      for (let i = 0; i < 2; i++) {
        const places = [...batch.places.subarray(i * 3, i * 3 + 3)]
        const rewards = [...batch.rewards.subarray(i * 3, i * 3 + 3)]
        if (batch.dones[i] === 1) {
          ends[i] = (ends[i] as number) + 1
          expect(batch.seeds[i]).toBe((seeds[i] as number) + 2)
          expect(places.slice().sort()).toEqual([1, 2, 3])
          expect(rewards).toEqual(places.map((p) => placingReward(p, 3)))
        } else {
          expect(batch.seeds[i]).toBe(seeds[i])
          expect(places).toEqual([0, 0, 0])
          expect(rewards).toEqual([0, 0, 0])
        }
        expect(batch.seats[i]).toBe(1)
      }
    }
    expect(Math.min(...ends)).toBeGreaterThan(3)
  })

  it("the shaped rewards of a race add up to the potential's change (Dice Derby: the distance run)", () => {
    const env = must(
      vectorEnv({ game: toyGame, encoding: toyEnc, config: toyConfig, races: 1, learners: [0], shaping: 0.5 }),
    )
    let batch = must(env.reset([3]))
    const sums = [0, 0, 0]
    let places: number[] = []
    for (let step = 0; step < 400 && places.length === 0; step++) {
      batch = must(env.step(smallest(batch.masks, env.numDistinctActions, 1)))
      for (let s = 0; s < 3; s++) sums[s] = (sums[s] as number) + (batch.rewards[s] as number)
      if (batch.dones[0] === 1) places = [...batch.places]
    }
    // Potentials start at 0 (no car has moved at the first decision) and end at the finish (1) for every car.
    sums.forEach((sum, s) => expect(sum).toBeCloseTo(placingReward(places[s] as number, 3) + 0.5 * 1, 5))
  })

  it('refuses bad seeds, a step before reset, a config that does not set up', () => {
    const env = must(vectorEnv({ game: toyGame, encoding: toyEnc, config: toyConfig, races: 2 }))
    expect(isLeft(env.step([0, 0])) && (env.step([0, 0]) as { left: { code: string } }).left.code).toBe('NOT_RESET')
    const short = env.reset([1])
    expect(isLeft(short) && short.left.code).toBe('BAD_SEEDS')
    const nan = env.reset([1, Number.NaN])
    expect(isLeft(nan) && nan.left.code).toBe('BAD_SEEDS')
    const bad = vectorEnv({ game: toyGame, encoding: toyEnc, config: { seats: 9, length: 3 }, races: 1 })
    expect(isLeft(bad) && bad.left.code).toBe('BAD_CONFIG')
    expect(isRight(env.reset([1, 2]))).toBe(true)
  })

  it('an encoded policy that picks an id outside its mask fails in playout (POLICY_FAILED)', () => {
    const wrong = encodedPolicy(toyEnc, (_t, _m, rng) => [99, rng])
    const run = playout(toyGame, must(toyGame.setup(toyConfig)), seedRng(1), [wrong, wrong, wrong])
    expect(isLeft(run) && run.left.code).toBe('POLICY_FAILED')
  })
})

// The uniform random policy, as a new function (the env's default is core's own).
import { randomPolicy } from '../../src/core/index.js'
const randomOf = (): Policy<Action, Observation> => randomPolicy

const snapshot = (batch: Batch): string =>
  JSON.stringify([
    [...batch.observations],
    [...batch.masks],
    [...batch.seats],
    [...batch.rewards],
    [...batch.dones],
    [...batch.places],
    [...batch.seeds],
  ])

export type { SeatId }
