import { describe, it, expect } from 'vitest'
import { DEFAULT_DICE, faceOutcomes, attackOutcomes, warningProbability, rallyman } from '../../src/rallyman/index.js'
import { straight } from '../../src/rallyman/index.js'
import { play, setupOrThrow, testConfig } from './helpers.js'

describe('dice (the default faces, RM ART.4, RM ART.20)', () => {
  it('RM ART.4: gear dice 1-2 show one warning face in six, gear dice 3-5 two (assumed defaults as config data)', () => {
    expect(DEFAULT_DICE.gear).toEqual([1, 1, 2, 2, 2])
    expect(warningProbability(DEFAULT_DICE, 1, false)).toBeCloseTo(1 / 6, 12)
    expect(warningProbability(DEFAULT_DICE, 4, false)).toBeCloseTo(2 / 6, 12)
    expect(warningProbability(DEFAULT_DICE, 'gas', false)).toBeCloseTo(1 / 6, 12)
  })

  it('RM ART.20: an orange gas die shows two warning faces', () => {
    expect(warningProbability(DEFAULT_DICE, 'gas', true)).toBeCloseTo(2 / 6, 12)
  })

  it('RM ART.4: a die is a chance node with exact integer weights', () => {
    const o = faceOutcomes(DEFAULT_DICE, 3, false)
    expect(o.map((x) => [x.action.warning, x.weight])).toEqual([
      [false, 4],
      [true, 2],
    ])
    expect(o.reduce((s, x) => s + x.probability, 0)).toBe(1)
  })

  it('RM ART.5: the joint roll of a big attack merges the two alike gas dice and sums to 1', () => {
    const o = attackOutcomes(DEFAULT_DICE, [3, 4], 2, 0, (g, k, j) => ({ g, k, j }))
    expect(o.length).toBe(4 * 3)
    const total = o.reduce((s, x) => s + x.weight, 0)
    expect(total).toBe(6 ** 4)
    const none = o.find((x) => !x.action.g[0] && !x.action.g[1] && x.action.k === 0)
    expect(none?.weight).toBe(4 * 4 * 5 * 5)
    const oneGas = o.find((x) => !x.action.g[0] && !x.action.g[1] && x.action.k === 1)
    expect(oneGas?.weight).toBe(4 * 4 * 2 * 5)
    // RM ART.20: one white and one orange gas die: 5/6 and 4/6 clean.
    const mixed = attackOutcomes(DEFAULT_DICE, [], 1, 1, (g, k, j) => ({ g, k, j }))
    expect(mixed.map((x) => [x.action.k, x.action.j, x.weight])).toEqual([
      [0, 0, 20],
      [0, 1, 10],
      [1, 0, 4],
      [1, 1, 2],
    ])
  })

  it('RM ART.4: the status of a thrown die lists its two faces with the config weights', () => {
    const s = setupOrThrow(testConfig([straight(), straight(), straight()]))
    const thrown = play(s, { type: 'roll', die: 1, to: 0 }).state
    const st = rallyman.status(thrown)
    expect(st.kind).toBe('chance')
    if (st.kind === 'chance') expect(st.outcomes.map((o) => o.weight).sort()).toEqual([1, 5])
  })
})
