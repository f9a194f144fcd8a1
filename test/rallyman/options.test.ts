import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { boards, configFromOptions, defaultConfig, PRESETS, rallyman, type Config } from '../../src/rallyman/index.js'
import { optionsLaw } from '../support/options.js'

const keyOf = <T>(record: object, value: T): string => Object.entries(record).find(([, v]) => v === value)?.[0] ?? '?'

describe('Rallyman options', () => {
  optionsLaw({
    info: rallyman.info,
    defaultConfig,
    configFromOptions,
    asked: (c: Config) => ({
      players: c.drivers.length,
      board: keyOf(boards, c.rally),
      rules: keyOf(PRESETS, c.rules),
    }),
  })

  it('drivers and rule switches among the options are refused, naming them, instead of ignored', () => {
    const drivers = [{ name: 'Ana' }, { name: 'Bo' }]
    const made = configFromOptions({ drivers })
    expect(isLeft(made) && made.left.code).toBe('BAD_OPTIONS')
    expect(isLeft(made) && made.left.message).toContain(
      '"drivers" is not a field here; the fields are players, board, rules',
    )
    const switches = configFromOptions({ rules: { ...PRESETS.basic, sisu: false } })
    expect(isLeft(switches) && switches.left.message).toContain('at .rules: expected "basic" | "dirt", got {')
    expect(() => defaultConfig({ drivers } as never)).toThrow(TypeError)
    // The way to name the drivers, which the message points to.
    expect({ ...defaultConfig({ players: 2 }), drivers }.drivers).toBe(drivers)
  })

  it('the dirt rally races the dirt preset unless told', () => {
    expect(defaultConfig({ board: 'dirt' }).rules).toBe(PRESETS.dirt)
    expect(defaultConfig({ board: 'dirt', rules: 'basic' }).rules).toBe(PRESETS.basic)
  })
})
