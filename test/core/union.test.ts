import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as t from 'io-ts'
import { exactDecoder, ExactProblem, formatErrors, intRange, union } from '../../src/core/index.js'

// Members tagged by `type` (one value each), as every action codec of the games.
const Move = t.readonly(t.type({ type: t.literal('move'), path: t.readonlyArray(intRange(0, 9)) }))
const Roll = t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 6) }))
const Stand = t.intersection([t.type({ type: t.literal('stand'), fuel: t.boolean }), t.partial({ note: t.string })])
const tagged = [Move, Roll, Stand] as const
// No discriminant: a member without the tag, two members sharing a value, a tag that is only optional.
const untagged = [
  [intRange(0, 9), t.null],
  [Move, t.readonly(t.type({ value: t.number }))],
  [Roll, t.readonly(t.type({ type: t.literal('roll'), face: t.string }))],
  [t.partial({ type: t.literal('move') }), t.partial({ type: t.literal('roll'), value: t.number })],
] as const
// A member whose encoding is not the identity: the union must encode with that member.
const Stamp = new t.Type<Date, string, unknown>(
  'Stamp',
  (u): u is Date => u instanceof Date,
  (u, c) => (typeof u === 'string' ? t.success(new Date(u)) : t.failure(u, c)),
  (d) => d.toISOString(),
)

const inputs = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      type: fc.constantFrom('move', 'roll', 'stand', 'spin', 3),
      path: fc.array(fc.integer({ min: -1, max: 10 }), { maxLength: 3 }),
      value: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.string()),
      face: fc.string(),
      fuel: fc.boolean(),
      note: fc.oneof(fc.string(), fc.integer()),
    },
    { requiredKeys: [] },
  ),
)

// What a decoding says: the value, or every error with its path, expected type and message.
const verdict = (codec: t.Mixed, u: unknown): unknown => {
  const r = codec.decode(u)
  return r._tag === 'Right'
    ? { right: r.right }
    : { left: formatErrors(r.left), keys: r.left.map((e) => e.context.map((c) => c.key)) }
}

describe('union: io-ts t.union without its index builder', () => {
  const cases: ReadonlyArray<readonly [string, [t.Mixed, t.Mixed, ...t.Mixed[]]]> = [
    ['tagged members', [...tagged]],
    ...untagged.map((members, i): readonly [string, [t.Mixed, t.Mixed, ...t.Mixed[]]] => [
      `untagged members (${i})`,
      [...members],
    ]),
  ]
  for (const [name, members] of cases) {
    it(`${name}: the same name, members, verdicts and errors as t.union on every input`, () => {
      const ours = union(members)
      const theirs = t.union(members)
      expect(ours._tag).toBe('UnionType')
      expect(ours.name).toBe(theirs.name)
      expect(ours.types).toBe(members)
      fc.assert(
        fc.property(inputs, (u) => {
          expect(ours.is(u)).toBe(theirs.is(u))
          expect(verdict(ours, u)).toEqual(verdict(theirs, u))
        }),
        { numRuns: 400 },
      )
    })
  }

  it('a tagged value is checked against the member its tag names only: its errors name that member', () => {
    const u = { type: 'roll', value: 9 }
    expect(verdict(union([...tagged], 'Action'), u)).toEqual(verdict(t.union([...tagged], 'Action'), u))
    expect(formatErrors((union([...tagged], 'Action').decode(u) as { left: t.Errors }).left)).toEqual([
      'at [1].value: expected Integer(1..6), got 9',
    ])
  })

  it('encodes with the member that holds the value, and keeps the identity when every member does', () => {
    const codec = union([Stamp, t.string])
    const when = new Date(Date.UTC(2026, 0, 2))
    expect(codec.encode(when)).toBe(t.union([Stamp, t.string]).encode(when))
    expect(codec.encode('lap 3')).toBe('lap 3')
    expect(union([Move, Roll]).encode).toBe(t.identity)
    // An intersection's encoding merges its members' encodings: not the identity, in both.
    expect(union([...tagged]).encode({ type: 'stand', fuel: true })).toEqual(
      t.union([...tagged]).encode({ type: 'stand', fuel: true }),
    )
  })

  it('exact decoding reads a union made by union as one made by t.union', () => {
    const ours = exactDecoder(union([...tagged]))
    const theirs = exactDecoder(t.union([...tagged]))
    fc.assert(
      fc.property(inputs, (u) => {
        const a = ours(u)
        const b = theirs(u)
        expect(a instanceof ExactProblem ? a.lines : a).toEqual(b instanceof ExactProblem ? b.lines : b)
      }),
      { numRuns: 400 },
    )
  })
})
