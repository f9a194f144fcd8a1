import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { bolide, boards, configFromOptions, defaultConfig, type Config } from '../../src/bolide/index.js'
import { optionsLaw } from '../support/options.js'

const boardOf = (config: Config): string | undefined =>
  Object.entries(boards).find(([, circuit]) => circuit === config.circuit)?.[0]

describe('Bolide options', () => {
  optionsLaw({
    info: bolide.info,
    defaultConfig,
    configFromOptions,
    asked: (c) => ({ players: c.drivers.length, board: boardOf(c) ?? '?', laps: c.laps, rules: c.rules }),
  })

  it('a circuit among the options is refused, naming it, instead of racing on costa-azzurra', () => {
    const circuit = boards['test-ring']
    const made = configFromOptions({ players: 4, circuit })
    expect(isLeft(made) && [made.left.code, made.left.message.split('\n')[1]]).toEqual([
      'BAD_OPTIONS',
      'at .circuit: "circuit" is not a field here; the fields are players, board, laps, rules',
    ])
    expect(() => defaultConfig({ players: 4, circuit } as never)).toThrow(/"circuit" is not a field here/)
    // The way to race on a circuit of one's own, which the message points to.
    expect({ ...defaultConfig({ players: 4 }), circuit }.circuit).toBe(circuit)
  })

  it('players out of 2..8 are refused, not clamped', () => {
    for (const players of [1, 9, 100]) {
      const made = configFromOptions({ players })
      expect(isLeft(made) && made.left.message).toContain(
        `at .players: expected a whole number from 2 to 8, got ${players}`,
      )
      expect(() => defaultConfig({ players })).toThrow(TypeError)
    }
    expect(() => defaultConfig({ players: 4.5 })).toThrow(TypeError)
    expect(() => defaultConfig({ players: '4' } as never)).toThrow(TypeError)
  })

  it('no options: six drivers on costa-azzurra, 2 laps, basic rules', () => {
    const c = defaultConfig()
    expect([c.drivers.length, boardOf(c), c.laps, c.rules]).toEqual([6, 'costa-azzurra', 2, 'basic'])
  })
})
