import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bots,
  defaultConfig,
  describeAction,
  describeEvents,
  describeRunningOrder,
  PRESET_NAMES,
  rallyman,
  type State,
} from '../../src/rallyman/index.js'
import { expectDistinctDescriptions, raceStates } from '../support/descriptions.js'

// Seeded rallies of every preset on every rally (the snow rally rolls the weather): the random
// bot attacks, places seconds and stops; the heuristic one drives.
const RALLIES = [
  { board: 'asphalt', rules: 'basic' },
  { board: 'snow', rules: 'basic' },
  { board: 'dirt', rules: 'dirt' },
] as const
const STATES: ReadonlyArray<State> = RALLIES.flatMap(({ board, rules }, k) =>
  raceStates(rallyman, defaultConfig({ players: 3, board, rules }), 40 + k, [bots.random, bots.heuristic, bots.random]),
)

describe('Rallyman: describeAction says what an action will do, in English and in French', () => {
  it('every listed action of seeded rallies of every preset has its own description, in both languages', () => {
    expect(new Set(RALLIES.map((r) => r.rules))).toEqual(new Set(PRESET_NAMES))
    const kinds = new Set(STATES.flatMap((s) => rallyman.legalActions(s).map((a) => a.type)))
    for (const kind of ['roll', 'stop', 'attack', 'use', 'face', 'attack-faces', 'tyres', 'penalty', 'weather'])
      expect(kinds, kind).toContain(kind)
    expect(expectDistinctDescriptions(STATES, rallyman.legalActions, describeAction)).toBeGreaterThan(2_000)
  })

  it('RM ART.4, ART.5: a die towards a cell and a big attack, in the rulebook words', () => {
    const s = STATES.find((x) => rallyman.legalActions(x).some((a) => a.type === 'roll')) as State
    const seat = s.turn?.seat ?? 0
    const name = s.cars[seat]?.name ?? ''
    expect(describeAction(s, { type: 'roll', die: 3, to: 12 })).toBe(`${name} throws the 3rd-gear die to cell 12`)
    expect(describeAction(s, { type: 'roll', die: 'gas', to: -2 }, { lang: 'fr' })).toBe(
      `${name} lance un dé gaz au-delà de la ligne d'arrivée`,
    )
    expect(describeAction(s, { type: 'attack', gears: [3, 4], gas: 1, orange: 0 }, { lang: 'fr' })).toBe(
      `${name} déclare une grosse attaque : dés vitesse 3 et 4 et 1 dé gaz`,
    )
    expect(describeAction(s, { type: 'stop' }, { lang: 'fr' })).toBe(`${name} s'arrête et tire la carte vitesse`)
  })
})

describe('Rallyman: the report in French', () => {
  it('every line of a rally has its French line, in the rulebook words; the running order too', () => {
    for (const board of ['snow', 'dirt'] as const) {
      const start = rallyman.setup(defaultConfig({ players: 3, board }))
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(rallyman, start.right, seedRng(5), [bots.random, bots.heuristic, bots.random])
      if (isLeft(run)) throw new Error(run.left.message)
      const english = describeEvents(run.right.events)
      const french = describeEvents(run.right.events, 'spectator', { lang: 'fr' })
      expect(french).toHaveLength(english.length)
      expect(english.length).toBeGreaterThan(5)
      french.forEach((line, k) => {
        expect(line).not.toBe(english[k])
        expect(line).not.toMatch(/undefined|NaN|\[object/)
      })
      expect(french.join('\n')).toMatch(/la spéciale \d/)
      const order = describeRunningOrder(run.right.state, { lang: 'fr' })
      expect(order).toHaveLength(describeRunningOrder(run.right.state).length)
    }
  })
})
