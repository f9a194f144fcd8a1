/**
 * The move notation: what a co-driver would call out, read back exactly. Every legal action
 * (chance outcomes included) of random rallies round-trips; text that is not a move is
 * BAD_NOTATION.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson, nextInt, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import {
  defaultConfig,
  formatAction,
  parseAction,
  rallyman,
  type Action,
  type State,
} from '../../src/rallyman/index.js'
import { play, setupOrThrow } from './helpers.js'
import { BOARD_IDS } from '../../src/rallyman/stage/rallies.js'
import { expectTotalOnNonStrings } from '../support/notation.js'

describe('the notation of the guide', () => {
  const examples: ReadonlyArray<readonly [string, Action]> = [
    ['3→c12', { type: 'roll', die: 3, to: 12 }],
    ['G→finish', { type: 'roll', die: 'gas', to: -2 }],
    ['P4→c13', { type: 'place', die: 4, to: 13 }],
    ['A34G', { type: 'attack', gears: [3, 4], gas: 1, orange: 0 }],
    ['A45O', { type: 'attack', gears: [4, 5], gas: 1, orange: 1 }],
    ['AGG', { type: 'attack', gears: [], gas: 2, orange: 0 }],
    ['U4!→c12', { type: 'use', die: 4, warning: true, orange: false, to: 12 }],
    ['UO→c7', { type: 'use', die: 'gas', warning: false, orange: true, to: 7 }],
    ['stop', { type: 'stop' }],
    ['stuck', { type: 'stuck' }],
    ['spare', { type: 'spare-wheel' }],
    ['keep', { type: 'keep-wheel' }],
    ['sisu', { type: 'sisu', use: true }],
    ['no-sisu', { type: 'sisu', use: false }],
    ['tyres soft', { type: 'tyres', tyres: 'soft' }],
    ['penalty s2 3', { type: 'penalty', seat: 2, tokens: 3 }],
    ['face !', { type: 'face', warning: true }],
    ['face -', { type: 'face', warning: false }],
    ['faces !- g1 o0', { type: 'attack-faces', gears: [true, false], gas: 1, orange: 0 }],
    ['faces g0 o2', { type: 'attack-faces', gears: [], gas: 0, orange: 2 }],
    ['back left', { type: 'back', back: 'left' }],
    ['cord puncture', { type: 'cord', card: 'puncture' }],
    ['weather snow', { type: 'weather', snow: true }],
    ['weather dry', { type: 'weather', snow: false }],
  ]

  it('each example of the guide is written and read as the guide says', () => {
    for (const [text, action] of examples) {
      expect(formatAction(action)).toBe(text)
      expect(parseAction(text)).toEqual({ _tag: 'Right', right: action })
    }
  })

  it('an ASCII arrow and extra spaces are read too', () => {
    expect(parseAction(' 3->c12 ')).toEqual({ _tag: 'Right', right: { type: 'roll', die: 3, to: 12 } })
    expect(parseAction('faces  !-   g1 o0')).toEqual({
      _tag: 'Right',
      right: { type: 'attack-faces', gears: [true, false], gas: 1, orange: 0 },
    })
  })

  it('text that is not a move is BAD_NOTATION, with a message', () => {
    for (const text of [
      '',
      '6→c1',
      '3→12',
      '3→c',
      'A',
      'AGGG',
      'Uq→c1',
      'face',
      'faces g3 o0',
      'penalty 2',
      'tyres wet',
      '3→c99999999999',
      'stop please',
    ])
      expect(parseAction(text)).toMatchObject({
        _tag: 'Left',
        left: { code: 'BAD_NOTATION', rule: 'pitwall protocol' },
      })
    const r = parseAction('drive fast')
    expect(isLeft(r) && r.left.message).toMatch(/"drive fast" is not a Rallyman move/)
  })

  it('no string makes parseAction throw, and what it reads is written back the same way', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const r = parseAction(text)
        if (isRight(r)) expect(parseAction(formatAction(r.right))).toEqual(r)
      }),
      { numRuns: 500, seed: 3 },
    )
  })
})

const configs = fc
  .record({
    board: fc.constantFrom(...BOARD_IDS),
    players: fc.integer({ min: 1, max: 4 }),
    timeControl: fc.boolean(),
  })
  .map(({ board, players, timeControl }) => {
    const base = defaultConfig({ players, board })
    return { ...base, rules: { ...base.rules, timeControl } }
  })

describe('every legal action round-trips', () => {
  it('parseAction(formatAction(a, s), s) is a, for every legal action and chance outcome of random rallies', () => {
    fc.assert(
      fc.property(configs, fc.integer({ min: 1, max: 1_000_000 }), (config, seed) => {
        let state: State = setupOrThrow(config)
        let rng: Rng = seedRng(seed)
        for (let step = 0; step < 1500; step++) {
          const st = rallyman.status(state)
          if (st.kind === 'over') return
          const legal = rallyman.legalActions(state)
          for (const action of legal) {
            const back = parseAction(formatAction(action, state), state)
            if (isLeft(back)) expect.fail(`${formatAction(action, state)}: ${back.left.message}`)
            else expect(canonicalJson(back.right)).toBe(canonicalJson(action))
          }
          let action: Action | undefined
          if (st.kind === 'chance') [action, rng] = sampleOutcome(st.outcomes, rng)
          else {
            let k: number
            ;[k, rng] = nextInt(rng, 0, legal.length - 1)
            action = legal[k]
          }
          state = play(state, action as Action).state
        }
      }),
      { numRuns: 6, seed: 23 },
    )
  })

  it('parseAction is total: anything but a string (a request without its move) is BAD_NOTATION, never a throw', () => {
    expectTotalOnNonStrings(parseAction)
  })
})
