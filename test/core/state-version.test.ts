import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { decodeState, playout, seedRng } from '../../src/core/index.js'
import { catalog } from '../../src/cli/catalog.js'

// A saved state is users' data: every game's state carries its format version, and a state
// of another version (or of none) is refused with a message naming it, never misread.
describe('saved states carry a format version', () => {
  for (const { game, configFromOptions, bots } of catalog) {
    it(`${game.name}: a state saved as JSON reads back; another version or none is refused, naming the version`, () => {
      const config = configFromOptions({})
      if (isLeft(config)) throw new Error(config.left.message)
      const start = game.setup(config.right)
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(game, start.right, seedRng(3), [bots.random], { maxSteps: 40 })
      // Forty steps in (a Left only says the race goes on past them).
      const state = isRight(run) ? run.right.state : run.left.state
      const saved = JSON.parse(JSON.stringify(state)) as Record<string, unknown>
      // Each game counts its own versions from 1.
      const version = saved.version as number
      expect(Number.isSafeInteger(version) && version >= 1).toBe(true)
      expect(isRight(decodeState(game, saved))).toBe(true)
      const newer = decodeState(game, { ...saved, version: version + 1 })
      expect(isLeft(newer) && newer.left.code).toBe('BAD_STATE')
      expect(isLeft(newer) && newer.left.message).toContain(`format version ${version + 1}`)
      const { version: _dropped, ...unversioned } = saved
      const older = decodeState(game, unversioned)
      expect(isLeft(older) && older.left.message).toContain('carries no format version')
    })
  }
})
