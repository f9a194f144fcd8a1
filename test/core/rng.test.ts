import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRight } from 'fp-ts/lib/Either.js'
import { nextInt, pick, RngCodec, seedRng, type Rng } from '../../src/core/index.js'

const draws = (rng: Rng, n: number, min: number, max: number): number[] => {
  const out: number[] = []
  let r = rng
  for (let i = 0; i < n; i++) {
    let v: number
    ;[v, r] = nextInt(r, min, max)
    out.push(v)
  }
  return out
}

describe('core rng', () => {
  it('the same seed gives the same stream; different seeds differ', () => {
    expect(draws(seedRng(42), 50, 1, 1000)).toEqual(draws(seedRng(42), 50, 1, 1000))
    expect(draws(seedRng(42), 50, 1, 1000)).not.toEqual(draws(seedRng(43), 50, 1, 1000))
  })

  it('string seeds are stable and distinct', () => {
    expect(seedRng('monaco')).toEqual(seedRng('monaco'))
    expect(seedRng('monaco')).not.toEqual(seedRng('monza'))
  })

  it('the generator is plain numbers that round-trip through JSON and its codec mid-stream', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(20), (seed, skip) => {
        const [, mid] = [0, draws(seedRng(seed), skip, 0, 9)]
        let rng = seedRng(seed)
        for (let i = 0; i < skip; i++) rng = nextInt(rng, 0, 9)[1]
        const copy = JSON.parse(JSON.stringify(rng)) as unknown
        expect(isRight(RngCodec.decode(copy))).toBe(true)
        expect(draws(copy as Rng, 10, 0, 99)).toEqual(draws(rng, 10, 0, 99))
        expect(mid.length).toBe(skip)
      }),
    )
  })

  it('never mutates the generator it is given', () => {
    const rng = Object.freeze(seedRng(5))
    const before = JSON.stringify(rng)
    nextInt(rng, 1, 6)
    expect(JSON.stringify(rng)).toBe(before)
  })

  it('integers stay within the bounds, both included', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.nat(40), (seed, min, span) => {
        for (const v of draws(seedRng(seed), 30, min, min + span)) {
          expect(v).toBeGreaterThanOrEqual(min)
          expect(v).toBeLessThanOrEqual(min + span)
        }
      }),
    )
  })

  it('a d6 is unbiased: chi-square over 60,000 rolls stays below the 0.1% critical value', () => {
    const counts = [0, 0, 0, 0, 0, 0]
    for (const v of draws(seedRng('chi'), 60_000, 1, 6)) counts[v - 1]!++
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0)
    expect(chi).toBeLessThan(20.52) // 5 degrees of freedom, p = 0.001
  })

  it('pick draws from the list, and returns undefined for an empty one', () => {
    const [v] = pick(seedRng(1), ['a', 'b'])
    expect(['a', 'b']).toContain(v)
    expect(pick(seedRng(1), [])[0]).toBeUndefined()
  })
})
