import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { acceptedOptions, optionsOrThrow, readOptions, type GameInfo } from '../../src/core/index.js'

const info: GameInfo = {
  id: 'dice-derby',
  name: 'Dice Derby',
  players: { min: 2, max: 4, default: 3 },
  laps: { min: 1, max: 3, default: 1 },
  boards: ['oval', 'ring'],
  presets: ['basic', 'fast'],
  measure: 'laps',
  hiddenInformation: false,
}

const message = (input: unknown): string => {
  const read = readOptions(info, input)
  return isLeft(read) ? read.left.message : 'accepted'
}

describe('game options (readOptions, optionsOrThrow)', () => {
  it('lists the options a game takes from its info, ranges and names', () => {
    expect(acceptedOptions(info)).toBe(
      'players (2 to 4), board ("oval", "ring"), laps (1 to 3), rules ("basic", "fast")',
    )
    expect(acceptedOptions({ ...info, laps: null, boards: [] })).toBe('players (2 to 4), rules ("basic", "fast")')
  })

  it('refuses each wrong option in one message, with the code BAD_OPTIONS and the protocol rule', () => {
    const read = readOptions(info, { players: 9, track: 'oval', rules: 'Fast' })
    expect(isLeft(read) && read.left).toEqual({
      code: 'BAD_OPTIONS',
      rule: 'pitwall protocol',
      message: [
        'Options refused for Dice Derby:',
        '- players must be a whole number from 2 to 4, not 9',
        '- "track" is not an option of Dice Derby',
        '- rules must be one of "basic", "fast", not "Fast"',
        'Dice Derby takes players (2 to 4), board ("oval", "ring"), laps (1 to 3), rules ("basic", "fast"); any other field of the config is set on the result.',
      ].join('\n'),
    })
  })

  it('undefined is no options, and a field undefined is absent; the options read are a copy', () => {
    expect(readOptions(info, undefined)).toEqual({ _tag: 'Right', right: {} })
    expect(readOptions(info, { players: undefined, laps: 2 })).toEqual({ _tag: 'Right', right: { laps: 2 } })
    const input = { players: 3 }
    const read = readOptions(info, input)
    expect(isRight(read) && read.right).not.toBe(input)
  })

  it('refuses what is not plain data, an inherited option, a getter that throws and a proxy that throws, never throwing', () => {
    expect(message(Object.create({ players: 3 }))).toContain('the options must be an object')
    expect(message(new Map([['players', 3]]))).toContain('the options must be an object')
    const getter = Object.defineProperty({}, 'players', {
      enumerable: true,
      get: () => {
        throw new Error('no')
      },
    })
    expect(message(getter)).toContain('the options are not plain data (no)')
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap')
        },
      },
    )
    expect(message(proxy)).toContain('the options are not plain data (trap)')
    expect(message({ players: 3n })).toContain('players must be a whole number from 2 to 4')
    expect(message({ players: Symbol('x') })).toContain('players must be a whole number')
  })

  it('a typed caller gets a TypeError for a wrong kind of option, a RangeError for values out of range only', () => {
    expect(() => optionsOrThrow(info, 4)).toThrow(TypeError)
    expect(() => optionsOrThrow(info, { players: '3' })).toThrow(TypeError)
    expect(() => optionsOrThrow(info, { players: 5, board: 'moon' })).toThrow(RangeError)
    expect(() => optionsOrThrow(info, { players: 5, board: 7 })).toThrow(TypeError)
    expect(() => optionsOrThrow(info, { players: 5 })).toThrow(message({ players: 5 }))
    expect(optionsOrThrow(info, { players: 2, board: 'ring', laps: 3, rules: 'fast' })).toEqual({
      players: 2,
      board: 'ring',
      laps: 3,
      rules: 'fast',
    })
  })
})
