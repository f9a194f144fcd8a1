import { describe, expect, it } from 'vitest'
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either.js'
import { moduleEnv, vectorEnv, type VectorEnv } from '../../src/learn/index.js'
import { anyGameModule, games, readGameModules } from '../../src/games/index.js'
import { gameModule as derbyModule } from '../../examples/custom-game/module.js'
import type {
  DerbyAction,
  DerbyConfig,
  DerbyEvent,
  DerbyObservation,
  DerbyState,
} from '../../examples/custom-game/rules.js'

// Dice Derby, a game of one's own without an encoding.
const derby = anyGameModule<DerbyConfig, DerbyState, DerbyAction, DerbyEvent, DerbyObservation>(derbyModule)

const must = <T>(e: Either<{ readonly message: string }, T>): T => {
  if (isLeft(e)) throw new Error(e.left.message)
  return e.right
}

// A few steps of the smallest id of each mask: every batch's masks and observations, in order.
const trace = (env: VectorEnv): number[] => {
  const out: number[] = []
  let batch = must(env.reset([3, 4]))
  for (let step = 0; step < 12; step++) {
    out.push(...batch.masks, ...batch.observations, ...batch.dones)
    const ids = Array.from({ length: env.races }, (_, i) =>
      batch.masks.subarray(i * env.numDistinctActions, (i + 1) * env.numDistinctActions).indexOf(1),
    )
    batch = must(env.step(ids))
  }
  return out
}

describe('encoding, a member of every built-in game module', () => {
  it.each(games.map((m) => [m.game.id, m] as const))(
    '%s: moduleEnv races as vectorEnv over the game and its encoding',
    (_id, module) => {
      const config = module.defaultConfig()
      expect(module.encoding).toBeTypeOf('function')
      const encoding = must(module.encoding?.(config) ?? (undefined as never))
      const fromModule = must(moduleEnv(module, { config, races: 2 }))
      const direct = must(vectorEnv({ game: module.game, encoding, config, races: 2 }))
      expect(fromModule.numDistinctActions).toBe(encoding.numDistinctActions)
      expect(trace(fromModule)).toEqual(trace(direct))
    },
  )

  it('a module without an encoding, or a config it refuses, is BAD_CONFIG', () => {
    expect(derby.encoding).toBeUndefined()
    const none = moduleEnv(derby, { config: derby.defaultConfig(), races: 2 })
    expect(isLeft(none) && none.left.code).toBe('BAD_CONFIG')
    expect(isLeft(none) && none.left.message).toMatch(/no encoding/)
    const fmr = games[0] as (typeof games)[number]
    const refused = moduleEnv(fmr, { config: { players: 99 }, races: 2 })
    expect(isLeft(refused) && refused.left.code).toBe('BAD_CONFIG')
  })

  it('readGameModules takes a module without an encoding and refuses one that is not a function', () => {
    expect(isRight(readGameModules({ gameModule: derby }))).toBe(true)
    const read = readGameModules({ gameModule: { ...derby, encoding: 3 } })
    expect(isLeft(read) && read.left).toBe('not a game module: encoding is not a function')
  })
})
