import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { appended, indexIn, replaced, withoutIndex } from '../../src/formula-motor-racing/lists.js'
import { CARS, carIndex, carSlot } from '../../src/formula-motor-racing/cars.js'

// Lists of every length the literal cases cover, and longer ones that take the slice path.
const lists = fc.array(fc.string({ maxLength: 3 }), { maxLength: 9 })

describe('exact-size list edits (hands, discards, crews)', () => {
  it('appended: the same items with one more at the end, the input untouched', () => {
    fc.assert(
      fc.property(lists, fc.string(), (items, item) => {
        const before = [...items]
        expect(appended(items, item)).toEqual([...items, item])
        expect(items).toEqual(before)
      }),
      { numRuns: 300 },
    )
  })

  it('withoutIndex: the same items but the one at the index; all of them for an index outside', () => {
    fc.assert(
      fc.property(lists, fc.integer({ min: -2, max: 11 }), (items, index) => {
        const before = [...items]
        expect(withoutIndex(items, index)).toEqual(items.filter((_, i) => i !== index))
        expect(items).toEqual(before)
      }),
      { numRuns: 300 },
    )
  })

  it('replaced: the same items with the one at the index replaced, the input untouched', () => {
    fc.assert(
      fc.property(
        lists
          .filter((items) => items.length > 0)
          .chain((items) => fc.tuple(fc.constant(items), fc.integer({ min: 0, max: items.length - 1 }), fc.string())),
        ([items, index, item]) => {
          const before = [...items]
          expect(replaced(items, index, item)).toEqual(items.map((x, i) => (i === index ? item : x)))
          expect(items).toEqual(before)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('the copies are fresh arrays, never the input itself', () => {
    const items = ['a', 'b', 'c']
    expect(appended(items, 'd')).not.toBe(items)
    expect(withoutIndex(items, 7)).not.toBe(items)
    expect(replaced(items, 0, 'z')).not.toBe(items)
  })

  it('indexIn: the index of the first equal item, -1 when there is none, as indexOf', () => {
    fc.assert(
      fc.property(lists, fc.string({ maxLength: 3 }), (items, item) => {
        expect(indexIn(items, item)).toBe(items.indexOf(item))
      }),
      { numRuns: 300 },
    )
  })
})

describe('car indexes', () => {
  it('carSlot reads the index of every car in CARS from its id, as carIndex looks it up', () => {
    expect(CARS.map(carSlot)).toEqual(CARS.map((_, i) => i))
    // Ids spelled afresh (not the internalized ones) read the same.
    expect(CARS.map((car) => carSlot([...car].join('') as typeof car))).toEqual(CARS.map(carIndex))
  })
})
