/**
 * The law of a game's options: whatever `configFromOptions` and `defaultConfig` are given
 * (junk, objects with extra keys, values of the wrong type or out of range), they never make a
 * config other than asked: either `BAD_OPTIONS` (a throw for `defaultConfig`) naming every
 * wrong option, or a config whose players, board, laps and rules are those asked.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { Either } from 'fp-ts/lib/Either.js'
import type { GameInfo, RaceOptions, SetupError } from '../../src/core/index.js'

/** What a game's options law needs. */
export interface OptionsKit<C> {
  readonly info: GameInfo
  readonly defaultConfig: (options?: never) => C
  readonly configFromOptions: (input: unknown) => Either<SetupError, C>
  /** The options a config races: players, and board, laps and rules where the game has them. */
  readonly asked: (config: C) => RaceOptions
}

const NAMES = ['players', 'board', 'laps', 'rules'] as const

// Whether a game takes this option with this value (the oracle, from `info` alone).
const accepts = (info: GameInfo, key: string, value: unknown): boolean => {
  const inRange = (min: number, max: number): boolean =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
  switch (key) {
    case 'players':
      return inRange(info.players.min, info.players.max)
    case 'board':
      return typeof value === 'string' && info.boards.includes(value)
    case 'laps':
      return info.laps !== null && inRange(info.laps.min, info.laps.max)
    case 'rules':
      return typeof value === 'string' && info.presets.includes(value)
    default:
      return false
  }
}

// A value for an option: often a good one, often a near miss, sometimes anything.
const valueFor = (info: GameInfo): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.integer({ min: -2, max: 12 }),
    fc.constantFrom(...info.boards, ...info.presets, 'monza', 'Basic', ''),
    fc.constantFrom(2.5, Number.NaN, Infinity, -0, '4', null, true, [], {}, 1e9),
    fc.anything(),
  )

// Objects whose keys are the options and a few that are not.
const optionObjects = (info: GameInfo): fc.Arbitrary<unknown> =>
  fc.dictionary(
    fc.constantFrom(...NAMES, 'circuit', 'drivers', 'cars', 'seats', 'toString', 'constructor', 'Players'),
    valueFor(info),
    { maxKeys: 5 },
  )

/** The property tests of a game's options (call inside a `describe`). */
export const optionsLaw = <C>(kit: OptionsKit<C>): void => {
  const { info } = kit
  it(`${info.name}: any input gives BAD_OPTIONS naming each wrong option, or a config with the options asked`, () => {
    fc.assert(
      fc.property(fc.oneof(optionObjects(info), fc.anything(), fc.constant(undefined)), (input) => {
        const made = kit.configFromOptions(input)
        let thrown: unknown = null
        let config: C | null = null
        try {
          config = kit.defaultConfig(input as never)
        } catch (error) {
          thrown = error
        }
        const plain =
          input === undefined ||
          (input !== null &&
            typeof input === 'object' &&
            !Array.isArray(input) &&
            [Object.prototype, null].includes(Object.getPrototypeOf(input) as object | null))
        const takes = (key: string): boolean =>
          key === 'players' ||
          key === 'rules' ||
          (key === 'board' && info.boards.length > 0) ||
          (key === 'laps' && info.laps !== null)
        const keys = plain && input !== undefined ? Object.keys(input) : []
        const value = (key: string): unknown => (input as Record<string, unknown>)[key]
        // An option the game takes may be undefined (its default); any other key is wrong.
        const unknown = keys.filter((k) => !takes(k))
        const wrong = keys.filter((k) => takes(k) && value(k) !== undefined && !accepts(info, k, value(k)))
        if (!plain || unknown.length > 0 || wrong.length > 0) {
          // Refused, by both, with the same message naming a wrong option (each wrong value when no option is unknown).
          expect(made._tag).toBe('Left')
          if (made._tag !== 'Left') return
          expect(made.left.code).toBe('BAD_OPTIONS')
          const named = [...unknown.map((k) => `"${k}" is not a field here`), ...wrong.map((k) => `at .${k}: expected`)]
          if (plain) expect(named.some((line) => made.left.message.includes(line))).toBe(true)
          if (unknown.length === 0) for (const key of wrong) expect(made.left.message).toContain(`at .${key}: expected`)
          expect(thrown).toBeInstanceOf(TypeError)
          expect((thrown as Error).message).toBe(made.left.message)
          expect(config).toBeNull()
          return
        }
        const entries = keys.filter((k) => value(k) !== undefined).map((k) => [k, value(k)] as const)
        // Accepted, by both, with the same config: the options asked are those it races.
        expect(thrown).toBeNull()
        expect(made._tag).toBe('Right')
        if (made._tag !== 'Right' || config === null) return
        expect(made.right).toEqual(config)
        const asked = kit.asked(config) as Record<string, unknown>
        for (const [key, value] of entries) expect(asked[key]).toEqual(value)
      }),
      { numRuns: 300 },
    )
  })

  it(`${info.name}: a number, a string, an array or null where the options object is expected is refused`, () => {
    for (const input of [3, 'riviera', [4], null, new Date(0)]) {
      const made = kit.configFromOptions(input)
      expect(made._tag === 'Left' && made.left.code).toBe('BAD_OPTIONS')
      expect(made._tag === 'Left' && made.left.message).toMatch(/expected (the options of|a plain object)/)
      expect(() => kit.defaultConfig(input as never)).toThrow(TypeError)
    }
  })

  it(`${info.name}: a message lists the options the game takes, with their ranges`, () => {
    const made = kit.configFromOptions({ nope: 1 })
    expect(made._tag).toBe('Left')
    if (made._tag !== 'Left') return
    expect(made.left.message).toContain(`players (a whole number from ${info.players.min} to ${info.players.max})`)
    for (const board of info.boards) expect(made.left.message).toContain(JSON.stringify(board))
    for (const preset of info.presets) expect(made.left.message).toContain(JSON.stringify(preset))
    if (info.laps !== null)
      expect(made.left.message).toContain(`laps (a whole number from ${info.laps.min} to ${info.laps.max})`)
    else expect(made.left.message).not.toContain('laps (')
  })
}
