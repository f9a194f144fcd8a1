import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { rankSeats } from '../../src/core/index.js'
import { sortedShort } from '../../src/core/standings.js'

const entries = fc.array(fc.record({ key: fc.integer({ min: 0, max: 4 }), id: fc.nat() }), { maxLength: 14 })

describe('standings', () => {
  it('sortedShort: the same order as the (stable) built-in sort, the input untouched', () => {
    fc.assert(
      fc.property(entries, (items) => {
        const before = [...items]
        const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key
        expect(sortedShort(items, byKey)).toEqual([...items].sort(byKey))
        expect(items).toEqual(before)
      }),
      { numRuns: 300 },
    )
  })

  it('rankSeats: best score first, equal scores share the place of the first of them', () => {
    const ranked = rankSeats('points', [
      { seat: 0, score: 4 },
      { seat: 1, score: 9 },
      { seat: 2, score: 4 },
      { seat: 3, score: 1 },
    ])
    expect(ranked).toEqual([
      { seat: 1, place: 1, score: 9 },
      { seat: 0, place: 2, score: 4 },
      { seat: 2, place: 2, score: 4 },
      { seat: 3, place: 4, score: 1 },
    ])
    // A tie-break separates equal scores; time ranks the lowest first.
    expect(
      rankSeats('time', [
        { seat: 0, score: 5, tieBreak: 2 },
        { seat: 1, score: 5, tieBreak: 1 },
        { seat: 2, score: 3 },
      ]).map((r) => [r.seat, r.place]),
    ).toEqual([
      [2, 1],
      [1, 2],
      [0, 3],
    ])
  })
})
