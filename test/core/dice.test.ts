import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  dieMean,
  dieRange,
  faceOutcomes,
  plainDie,
  rollOutcomes,
  sampleOutcome,
  seedRng,
  uniform,
  weighted,
} from '../../src/core/index.js'

describe('core dice', () => {
  it('equal faces merge with exact probabilities (Formule Dé 2nd gear: 2 3 3 4 4 4)', () => {
    expect(faceOutcomes([2, 3, 3, 4, 4, 4])).toEqual([
      { value: 2, count: 1, probability: 1 / 6 },
      { value: 3, count: 2, probability: 2 / 6 },
      { value: 4, count: 3, probability: 3 / 6 },
    ])
  })

  it('a plain die has every face once', () => {
    expect(plainDie(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(faceOutcomes(plainDie(20)).every((f) => f.probability === 1 / 20)).toBe(true)
  })

  it('the outcomes of any die sum to 1 and their weights count every face', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 30 }), (die) => {
        const outs = rollOutcomes(die, (value) => value)
        expect(outs.reduce((s, o) => s + o.weight, 0)).toBe(die.length)
        expect(outs.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12)
        expect(new Set(outs.map((o) => o.action)).size).toBe(outs.length)
      }),
    )
  })

  it('range and mean of a die', () => {
    expect(dieRange([4, 5, 6, 6, 7, 7, 8, 8])).toEqual([4, 8])
    expect(dieMean([1, 1, 2, 2])).toBe(1.5)
  })

  it('weighted drops impossible outcomes; uniform gives equal shares', () => {
    expect(
      weighted([
        ['a', 2],
        ['b', 0],
        ['c', 1],
      ]).map((o) => [o.action, o.probability]),
    ).toEqual([
      ['a', 2 / 3],
      ['c', 1 / 3],
    ])
    expect(uniform(['x', 'y', 'z', 'w']).every((o) => o.probability === 0.25)).toBe(true)
  })

  it('sampling follows the weights: 2nd gear rolls 4 about half the time', () => {
    const outcomes = rollOutcomes([2, 3, 3, 4, 4, 4], (v) => v)
    let rng = seedRng('gear-2')
    let fours = 0
    const n = 30_000
    for (let i = 0; i < n; i++) {
      let v: number | undefined
      ;[v, rng] = sampleOutcome(outcomes, rng)
      if (v === 4) fours++
    }
    // 0.5 ± 4 standard deviations (sd = sqrt(n/4)): fails on a uniform 2..4 sampler (1/3).
    expect(Math.abs(fours - n / 2)).toBeLessThan(4 * Math.sqrt(n / 4))
  })

  it('sampling an empty node gives undefined and leaves the generator alone', () => {
    const rng = seedRng(3)
    expect(sampleOutcome([], rng)).toEqual([undefined, rng])
  })
})
