import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  ALL_CARDS,
  CARS,
  COLOURS,
  DEFAULT_DECK,
  defaultConfig,
  formulaMotorRacing as game,
  inconsistencies,
  MAX_CARRIED_POINTS,
  MAX_COPIES,
  MAX_RACES,
  type Config,
} from '../../src/formula-motor-racing/index.js'
import { PRESET_NAMES } from '../../src/formula-motor-racing/config.js'

const code = (config: unknown): string => {
  const r = game.setup(config as Config)
  return isLeft(r) ? r.left.code : 'accepted'
}
const message = (config: unknown): string => {
  const r = game.setup(config as Config)
  return isLeft(r) ? r.left.message : 'accepted'
}
const base = defaultConfig({ players: 4 })
const zeros = { teams: COLOURS.map(() => 0), cars: CARS.map(() => 0) }

describe('defaultConfig', () => {
  it('FMR Mise en place 1, Options de jeu: players and a rule preset, one race, crews dealt at random', () => {
    expect(defaultConfig()).toEqual({
      players: 6,
      races: 1,
      variants: { shortRaces: false, driversChampionship: false },
    })
    expect(defaultConfig({ players: 3, rules: 'short-races' }).variants).toEqual({
      shortRaces: true,
      driversChampionship: false,
    })
    expect(defaultConfig({ rules: 'drivers' }).variants).toEqual({ shortRaces: false, driversChampionship: true })
    // The presets are the game's info presets, and each one sets up.
    for (const rules of game.info.presets)
      expect(code(defaultConfig({ players: 5, rules: rules as 'basic' }))).toBe('accepted')
    expect(game.info.presets).toEqual(['basic', 'short-races', 'drivers'])
    expect(game.info.players.default).toBe(defaultConfig().players)
  })
})

describe('config limits: refused before anything is built, with the limit named', () => {
  it('FMR Comment gagner: a season has 1 to MAX_RACES races', () => {
    expect(code({ ...base, races: 0 })).toBe('BAD_SEASON_LENGTH')
    expect(code({ ...base, races: MAX_RACES })).toBe('accepted')
    expect(code({ ...base, races: MAX_RACES + 1 })).toBe('OVER_LIMIT')
    expect(message({ ...base, races: 2 ** 31 })).toContain(`at most ${MAX_RACES} races`)
  })

  it('FMR Mise en place 3: a deck entry holds at most MAX_COPIES copies', () => {
    expect(code({ ...base, deck: [{ card: 'turbo', count: MAX_COPIES }] })).toBe('accepted')
    expect(code({ ...base, deck: [{ card: 'turbo', count: MAX_COPIES + 1 }] })).toBe('OVER_LIMIT')
    expect(
      message({ ...base, deck: [...DEFAULT_DECK, { card: 'overtake-2', count: Number.MAX_SAFE_INTEGER }] }),
    ).toContain(`at most ${MAX_COPIES} copies`)
    expect(code({ ...base, deck: [{ card: 'turbo', count: -1 }] })).toBe('BAD_CONFIG')
    expect(code({ ...base, deck: [{ card: 'turbo', count: 19 }] })).toBe('DECK_TOO_SMALL')
    expect(
      code({
        ...base,
        deck: [
          { card: 'turbo', count: 10 },
          { card: 'turbo', count: 10 },
        ],
      }),
    ).toBe('DUPLICATE_DECK_CARD')
  })

  it('FMR Saison Complète: a team or a car carries at most MAX_CARRIED_POINTS points', () => {
    const carried = (teams: number, cars: number) => ({
      ...base,
      carriedPoints: { teams: COLOURS.map(() => teams), cars: CARS.map(() => cars) },
    })
    expect(code(carried(MAX_CARRIED_POINTS, MAX_CARRIED_POINTS))).toBe('accepted')
    expect(code(carried(MAX_CARRIED_POINTS + 1, 0))).toBe('OVER_LIMIT')
    expect(code(carried(0, Number.MAX_SAFE_INTEGER))).toBe('OVER_LIMIT')
    expect(message(carried(Number.MAX_SAFE_INTEGER, 0))).toContain(`at most ${MAX_CARRIED_POINTS} points`)
    expect(code(carried(-1, 0))).toBe('BAD_CONFIG')
    expect(code({ ...base, carriedPoints: { teams: [1, 2], cars: zeros.cars } })).toBe('BAD_CARRIED_POINTS')
  })

  it('FMR Saison Complète: a grid lists the 12 cars once each, whatever its length', () => {
    expect(code({ ...base, grid: [...CARS, ...CARS] })).toBe('BAD_GRID')
    expect(code({ ...base, grid: Array<string>(100_000).fill('red-1') })).toBe('BAD_GRID')
  })

  it('a config of the wrong shape (BAD_CONFIG) names each field at fault, optional fields included', () => {
    expect(code({ ...base, players: 'six', grid: 3 })).toBe('BAD_CONFIG')
    expect(message({ ...base, players: 'six', grid: 3 }).split('\n')).toEqual([
      'Not a Formula Motor Racing config:',
      'at .players: expected Integer, got "six"',
      'at .grid: expected ReadonlyArray<CarId>, got 3',
    ])
    expect(message(5).split('\n')).toEqual([
      'Not a Formula Motor Racing config:',
      'at (root): expected FmrConfig, got 5',
    ])
  })

  it('hostile configs: setup returns a Left or a consistent state, never a throw', () => {
    const number = fc.oneof(
      fc.integer({ min: -5, max: 20 }),
      fc.constantFrom(
        MAX_RACES,
        MAX_RACES + 1,
        MAX_COPIES + 1,
        MAX_CARRIED_POINTS + 1,
        2 ** 31,
        Number.MAX_SAFE_INTEGER,
        -0,
        0.5,
        NaN,
        Infinity,
      ),
    )
    // A valid config, or one with up to two of its fields replaced by hostile values.
    const hostile = fc.record(
      {
        players: number,
        races: number,
        deck: fc.array(fc.record({ card: fc.constantFrom(...ALL_CARDS, 'nitro'), count: number }), { maxLength: 60 }),
        grid: fc.array(fc.constantFrom(...CARS, 'purple-1'), { maxLength: 30 }),
        teams: fc.array(fc.array(fc.constantFrom(...COLOURS), { maxLength: 3 }), { maxLength: 8 }),
        carriedPoints: fc.record({
          teams: fc.array(number, { maxLength: 8 }),
          cars: fc.array(number, { maxLength: 14 }),
        }),
      },
      { requiredKeys: [] },
    )
    const config = fc
      .tuple(fc.integer({ min: 3, max: 6 }), fc.constantFrom(...PRESET_NAMES), hostile, fc.nat())
      .map(([players, rules, fields, pick]) => {
        const entries = Object.entries(fields)
        const kept = entries.filter(
          (_, i) => pick % 4 !== 0 && (i === pick % entries.length || i === (pick >> 3) % entries.length),
        )
        return { ...defaultConfig({ players, rules: rules as 'basic' }), ...Object.fromEntries(kept) }
      })
    let accepted = 0
    fc.assert(
      fc.property(config, (c) => {
        const r = game.setup(c as Config)
        if (isRight(r)) {
          accepted++
          expect(inconsistencies(r.right)).toEqual([])
        } else {
          expect(r.left.code).toMatch(/^[A-Z][A-Z_]*$/)
          expect(r.left.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 500 },
    )
    expect(accepted).toBeGreaterThan(25)
  })
})
