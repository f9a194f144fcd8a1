import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { optionsOrThrow, readOptions, type GameInfo } from '../../src/core/index.js'

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

const TAKES =
  'Dice Derby takes players (a whole number from 2 to 4), board ("oval" | "ring"), laps (a whole number from 1 to 3), rules ("basic" | "fast").'

const message = (input: unknown): string => {
  const read = readOptions(info, input)
  return isLeft(read) ? read.left.message : 'accepted'
}

describe('game options (readOptions, optionsOrThrow)', () => {
  it('refuses wrong options in one message, with the code BAD_OPTIONS, the protocol rule and what the game takes', () => {
    const read = readOptions(info, { players: 9, rules: 'Fast' })
    expect(isLeft(read) && read.left).toEqual({
      code: 'BAD_OPTIONS',
      rule: 'pitwall protocol',
      message: [
        'Options refused for Dice Derby:',
        'at .players: expected a whole number from 2 to 4, got 9',
        'at .rules: expected "basic" | "fast", got "Fast"',
        TAKES,
      ].join('\n'),
    })
    expect(message({ players: 3, track: 'oval' })).toBe(
      [
        'Options refused for Dice Derby:',
        'at .track: "track" is not a field here; the fields are players, board, laps, rules',
        TAKES,
      ].join('\n'),
    )
  })

  it('a game without laps or boards takes neither', () => {
    const read = readOptions({ ...info, laps: null, boards: [] }, { laps: 2 })
    expect(isLeft(read) && read.left.message).toContain('"laps" is not a field here; the fields are players, rules')
  })

  it('undefined is no options, and an option undefined takes its default; the options read are a copy', () => {
    expect(readOptions(info, undefined)).toEqual({ _tag: 'Right', right: {} })
    const read = readOptions(info, { players: undefined, laps: 2 })
    expect(isRight(read) && read.right.laps).toBe(2)
    expect(isRight(read) && read.right.players).toBeUndefined()
    const input = { players: 3 }
    const copy = readOptions(info, input)
    expect(isRight(copy) && copy.right).toEqual(input)
    expect(isRight(copy) && copy.right).not.toBe(input)
  })

  it('refuses what is not plain data: inherited options, a getter that throws, a proxy, never throwing', () => {
    expect(message(Object.create({ players: 3 }))).toContain('expected a plain object')
    expect(message(new Map([['players', 3]]))).toContain('expected a plain object')
    expect(message(3)).toContain('at (root): expected the options of Dice Derby, got 3')
    expect(message([3])).toContain('expected the options of Dice Derby')
    const getter = Object.defineProperty({}, 'players', {
      enumerable: true,
      get: () => {
        throw new Error('no')
      },
    })
    expect(message(getter)).toContain('not plain data (no)')
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap')
        },
      },
    )
    expect(message(proxy)).toContain('not plain data (trap)')
    expect(message({ players: 3n })).toContain('at .players: expected plain data, got a bigint')
    expect(message({ players: 2.5 })).toContain('at .players: expected a whole number from 2 to 4, got 2.5')
  })

  it('a typed caller gets a TypeError carrying the same message', () => {
    expect(() => optionsOrThrow(info, 4)).toThrow(TypeError)
    expect(() => optionsOrThrow(info, { players: 5 })).toThrow(new TypeError(message({ players: 5 })))
    expect(optionsOrThrow(info, { players: 2, board: 'ring', laps: 3, rules: 'fast' })).toEqual({
      players: 2,
      board: 'ring',
      laps: 3,
      rules: 'fast',
    })
  })
})
