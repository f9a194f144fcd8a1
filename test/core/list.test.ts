import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as t from 'io-ts'
import { intRange, list } from '../../src/core/index.js'

// An item whose decoding is not the identity (a text read as a date): the decoded list is a copy.
const Stamp = new t.Type<Date, string, unknown>(
  'Stamp',
  (u): u is Date => u instanceof Date,
  (u, c) => (typeof u === 'string' && !Number.isNaN(Date.parse(u)) ? t.success(new Date(u)) : t.failure(u, c)),
  (d) => d.toISOString(),
)

// What a decoding says: the value (and whether it is the input itself), or every error with its path and expected type.
const verdict = (codec: t.Mixed, u: unknown): unknown => {
  const r = codec.decode(u)
  return r._tag === 'Right'
    ? { right: r.right, same: r.right === u }
    : {
        errors: r.left.map((e) => ({
          path: e.context.map((c) => c.key),
          expected: e.context[e.context.length - 1]?.type.name,
          value: e.value,
        })),
      }
}

describe('list: io-ts t.readonlyArray without its builders', () => {
  const items: ReadonlyArray<t.Mixed> = [intRange(0, 9), t.readonlyArray(t.string), Stamp]
  for (const item of items) {
    it(`list(${item.name}): the same tag, name, item, verdicts and errors as t.readonlyArray on every input`, () => {
      const ours = list(item)
      const theirs = t.readonlyArray(item)
      expect(ours._tag).toBe('ReadonlyArrayType')
      expect(ours.name).toBe(theirs.name)
      expect(ours.type).toBe(item)
      expect(list(item, 'Laps').name).toBe('Laps')
      const inputs = fc.oneof(
        fc.jsonValue(),
        fc.array(
          fc.oneof(
            fc.integer({ min: -1, max: 10 }),
            fc.string(),
            fc.constant('2026-01-02'),
            fc.array(fc.string(), { maxLength: 2 }),
          ),
        ),
      )
      fc.assert(
        fc.property(inputs, (u) => {
          expect(ours.is(u)).toBe(theirs.is(u))
          expect(verdict(ours, u)).toEqual(verdict(theirs, u))
        }),
        { numRuns: 400 },
      )
    })
  }

  it('encodes item by item, and keeps the identity when the item does', () => {
    const when = [new Date(Date.UTC(2026, 0, 2))]
    expect(list(Stamp).encode(when)).toEqual(t.readonlyArray(Stamp).encode(when))
    expect(list(Stamp).encode(when)).toEqual(['2026-01-02T00:00:00.000Z'])
    expect(list(t.string).encode).toBe(t.identity)
  })
})
