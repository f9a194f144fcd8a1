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
    expect(() => defaultConfig(3 as never)).toThrow(/the options must be an object, not 3/)
    expect(defaultConfig({ players: 3 }).players).toBe(3)
  })

  it('a board or laps are refused: the game has neither', () => {
    const made = configFromOptions({ board: 'monza', laps: 2 })
    expect(isLeft(made) && made.left.message).toContain('"board" is not an option of Formula Motor Racing')
    expect(isLeft(made) && made.left.message).toContain('"laps" is not an option of Formula Motor Racing')
  })
})
