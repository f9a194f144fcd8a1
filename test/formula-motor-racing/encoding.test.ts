import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { checkEncodingLaws } from '../support/encoding-laws.js'
import {
  bots,
  defaultConfig,
  determinize,
  encoding,
  formulaMotorRacing,
  type Config,
} from '../../src/formula-motor-racing/index.js'

const configs: ReadonlyArray<readonly [string, Config]> = [
  ['basic, 6 players', defaultConfig({ players: 6 })],
  ['basic, 3 players', defaultConfig({ players: 3 })],
  ['short races, 4 players, a season of 3', { ...defaultConfig({ players: 4, rules: 'short-races' }), races: 3 }],
  ['drivers, 5 players, a season of 2', { ...defaultConfig({ players: 5, rules: 'drivers' }), races: 2 }],
]

describe('Formula Motor Racing encoding (FMR Comment jouer: the decisions of a seat)', () => {
  checkEncodingLaws({
    game: formulaMotorRacing,
    encoding,
    configs,
    policies: (seats) => Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? bots.heuristic : bots.random)),
    races: 3,
    // What the results of a finished race score follows from its classification (FMR Comment gagner).
    derived: [
      'results.*.race',
      'results.*.teamPoints.*',
      'results.*.carPoints.*',
      'results.*.teamPoints',
      'results.*.carPoints',
    ],
    seats: (state) => state.rules.players,
    sameView: determinize,
  })

  it('a play is its deck entry times 13 plus its target; the other decisions follow', () => {
    const made = encoding(defaultConfig({ players: 6 }))
    expect(isRight(made)).toBe(true)
    if (!isRight(made)) return
    const enc = made.right
    // The default deck has 38 entries: 38 × 13 plays, then 6 decisions.
    expect(enc.numDistinctActions).toBe(38 * 13 + 6)
    expect(enc.actionRanges.map((r) => [r.name, r.offset, r.count])).toEqual([
      ['play', 0, 494],
      ['roll-again', 494, 1],
      ['stop', 495, 1],
      ['keep', 496, 1],
      ['reroll', 497, 1],
      ['partner', 498, 2],
    ])
    expect(enc.encodingVersion).toBe(1)
  })

  it('a config that does not set up gives its setup error', () => {
    const made = encoding({ ...defaultConfig(), players: 9 })
    expect(isRight(made)).toBe(false)
  })
})
