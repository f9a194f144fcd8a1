import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { median, quantile } from '../../bench/measure.js'

const samples = fc.array(fc.double({ min: 0.1, max: 10, noNaN: true }), { minLength: 1, maxLength: 40 })

describe('bench statistics', () => {
  it('quantile: the nearest rank of the sorted list', () => {
    const ratios = [3.1, 2.6, 2.9, 2.7, 2.8, 3.4, 2.5, 2.75]
    expect(quantile(ratios, 0.25)).toBe(2.6)
    expect(quantile(ratios, 0.75)).toBe(2.9)
    expect(quantile(ratios, 0)).toBe(2.5)
    expect(quantile(ratios, 1)).toBe(3.4)
  })

  it('quantile: an element of the list, rising with q, the median for an odd count', () => {
    fc.assert(
      fc.property(
        samples,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (xs, p, q) => {
          const [lo, hi] = p <= q ? [p, q] : [q, p]
          expect(xs).toContain(quantile(xs, lo))
          expect(quantile(xs, lo)).toBeLessThanOrEqual(quantile(xs, hi))
          if (xs.length % 2 === 1) expect(quantile(xs, 0.5)).toBe(median(xs))
        },
      ),
      { numRuns: 300 },
    )
  })
})
