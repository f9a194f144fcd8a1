import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { configFromOptions, defaultConfig, formulaMotorRacing } from '../../src/formula-motor-racing/index.js'
import { optionsLaw } from '../support/options.js'

describe('Formula Motor Racing options', () => {
  optionsLaw({
    info: formulaMotorRacing.info,
    defaultConfig,
    configFromOptions,
    asked: (c) => ({
      players: c.players,
      rules: c.variants.shortRaces ? 'short-races' : c.variants.driversChampionship ? 'drivers' : 'basic',
    }),
  })

  it('defaultConfig(3) is refused, not a table of 6', () => {
    expect(() => defaultConfig(3 as never)).toThrow(/expected the options of Formula Motor Racing, got 3/)
    expect(defaultConfig({ players: 3 }).players).toBe(3)
  })

  it('a board or laps are refused: the game has neither', () => {
    const board = configFromOptions({ board: 'monza' })
    expect(isLeft(board) && board.left.message).toContain('"board" is not a field here; the fields are players, rules')
    const laps = configFromOptions({ laps: 2 })
    expect(isLeft(laps) && laps.left.message).toContain('"laps" is not a field here; the fields are players, rules')
  })
})
