import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { boards, configFromOptions, defaultConfig, formuleDe } from '../../src/formule-de/index.js'
import { optionsLaw } from '../support/options.js'

describe('Formule Dé options', () => {
  optionsLaw({
    info: formuleDe.info,
    defaultConfig,
    configFromOptions,
    asked: (c) => ({
      players: c.cars.length,
      board: typeof c.circuit === 'string' ? c.circuit : '?',
      laps: c.laps,
      rules: c.preset ?? 'basic',
    }),
  })

  it('the former positional form is refused: a circuit where the options are expected', () => {
    expect(() => defaultConfig('hairpin' as never)).toThrow(/expected the options of Formule Dé, got "hairpin"/)
    expect(() => defaultConfig(boards.hairpin as never)).toThrow(/"name" is not a field here/)
  })

  it('a tournament races 3 laps unless told; other laps are left to setup, which names the rule', () => {
    expect(defaultConfig({ rules: 'tournament' }).laps).toBe(3)
    const two = formuleDe.setup(defaultConfig({ rules: 'tournament', laps: 2 }))
    expect(isLeft(two) && [two.left.code, two.left.rule]).toEqual(['BAD_LAPS', 'FD-T 2-0-3'])
  })

  it('more cars than the box holds are refused, not clamped', () => {
    const made = configFromOptions({ players: 11 })
    expect(isLeft(made) && made.left.message).toContain('at .players: expected a whole number from 1 to 10, got 11')
    expect(() => defaultConfig({ players: 1e9 })).toThrow(TypeError)
  })
})
