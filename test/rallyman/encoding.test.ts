import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { checkEncodingLaws } from '../support/encoding-laws.js'
import { bots, defaultConfig, determinize, encoding, rallyman, type Config } from '../../src/rallyman/index.js'

// Every preset and rally; the rallies are cut to their first special (the specials repeat the
// same nodes), except one full asphalt rally of two drivers.
const firstSpecial = (config: Config): Config => ({
  ...config,
  rally: { ...config.rally, specials: config.rally.specials.slice(0, 1) },
})
const configs: ReadonlyArray<readonly [string, Config]> = [
  ['basic, asphalt, 3 drivers, first special', firstSpecial(defaultConfig({ players: 3 }))],
  ['basic, snow, 4 drivers, first special', firstSpecial(defaultConfig({ players: 4, board: 'snow' }))],
  ['dirt, 3 drivers, first special', firstSpecial(defaultConfig({ players: 3, board: 'dirt' }))],
  ['basic, asphalt, 2 drivers, the whole rally', defaultConfig({ players: 2 })],
]

describe('Rallyman encoding (RM ART.4 to 7, 10, 15, 22: the decisions of a driver)', () => {
  checkEncodingLaws({
    game: rallyman,
    encoding,
    configs,
    policies: (seats) => Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? bots.heuristic : bots.random)),
    races: 2,
    seats: (state) => state.cars.length,
    sameView: determinize,
    every: 3,
    // A car's place in the list is its seat.
    fixedOrder: ['cars'],
  })

  it("a die's id is the die and the place of its target among the cells ahead", () => {
    const made = encoding(defaultConfig({ players: 2 }))
    expect(isRight(made)).toBe(true)
    if (!isRight(made)) return
    const names = made.right.actionRanges.map((r) => r.name)
    expect(names).toEqual([
      'roll',
      'place',
      'use',
      'attack',
      'stop',
      'spare-wheel',
      'keep-wheel',
      'stuck',
      'sisu',
      'tyres',
      'penalty',
    ])
    const roll = made.right.actionRanges[0]
    // Six dice, each with the widest choice of cells ahead in the rally.
    expect((roll?.count ?? 0) % 6).toBe(0)
  })
})
