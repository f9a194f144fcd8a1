import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, randomPolicy, seedRng, simulate, type Policy } from '../../src/core/index.js'
import { toyGame, type ToyAction, type ToyObservation } from '../support/toy.js'

describe('simulate: a batch of races for apps', () => {
  const config = { seats: 3, length: 12 }
  const three: ReadonlyArray<Policy<ToyAction, ToyObservation>> = [randomPolicy, randomPolicy, randomPolicy]

  it('race i of a batch is the playout seeded seed + i, whatever the batch it is in', () => {
    const batch = simulate(toyGame, { config, policies: three, races: 5, seed: 40 })
    const alone = simulate(toyGame, { config, policies: three, races: 1, seed: 43 })
    if (isLeft(batch) || isLeft(alone)) throw new Error('a batch failed')
    expect(batch.right.map((r) => r.seed)).toEqual([40, 41, 42, 43, 44])
    expect(batch.right[3]).toEqual(alone.right[0])
    const start = toyGame.setup(config)
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(toyGame, start.right, seedRng(42), three)
    if (isLeft(run)) throw new Error(run.left.message)
    expect(batch.right[2]?.actions).toEqual(run.right.actions)
    // Different seeds make different races.
    expect(new Set(batch.right.map((r) => JSON.stringify(r.actions))).size).toBe(5)
  })

  it('a config the game refuses is a Left at seed -1; a failing policy names its race', () => {
    const refused = simulate(toyGame, { config: { seats: 9, length: 12 }, policies: [randomPolicy] })
    expect(isLeft(refused) && refused.left).toMatchObject({ code: 'BAD_CONFIG', seed: -1 })
    let calls = 0
    const failing = simulate(toyGame, {
      config,
      seed: 7,
      races: 3,
      policies: three.map(
        (bot): Policy<ToyAction, ToyObservation> =>
          (input) => {
            if (++calls > 25) throw new Error('tired')
            return bot(input)
          },
      ),
    })
    expect(isLeft(failing) && failing.left.code).toBe('POLICY_FAILED')
    expect(isLeft(failing) && failing.left.seed).toBeGreaterThan(7)
  })
})
