import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as t from 'io-ts'
import { exactDecoder, ExactProblem, formatErrors, intRange, struct } from '../../src/core/index.js'

// A field whose decoding is not the identity (a text read as a date): the decoded object is a copy.
const Stamp = new t.Type<Date, string, unknown>(
  'Stamp',
  (u): u is Date => u instanceof Date,
  (u, c) => (typeof u === 'string' && !Number.isNaN(Date.parse(u)) ? t.success(new Date(u)) : t.failure(u, c)),
  (d) => d.toISOString(),
)
// A field that accepts undefined: io-ts's `type` then requires the key, and adds it when absent.
const Maybe = t.union([t.number, t.undefined])

const required = { type: t.literal('stand'), fuel: intRange(0, 2), note: t.string, gap: Maybe }
const optional = { tyres: t.boolean, crew: t.readonlyArray(intRange(0, 9)), gap: Maybe }

const inputs = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      type: fc.constantFrom('stand', 'roll', 3),
      fuel: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.string()),
      note: fc.oneof(fc.string(), fc.integer()),
      gap: fc.oneof(fc.integer(), fc.constant(undefined), fc.string()),
      tyres: fc.oneof(fc.boolean(), fc.constant(undefined), fc.integer()),
      crew: fc.oneof(fc.array(fc.integer({ min: -1, max: 10 }), { maxLength: 3 }), fc.constant(undefined)),
      extra: fc.string(),
    },
    { requiredKeys: [] },
  ),
)

// What a decoding says: the value (and whether it is the input itself), or every error with its path and expected type.
const verdict = (codec: t.Mixed, u: unknown, paths: (keys: string[]) => string[] = (k) => k): unknown => {
  const r = codec.decode(u)
  return r._tag === 'Right'
    ? {
        right: r.right,
        same: r.right === u,
        keys: r.right !== null && typeof r.right === 'object' ? Object.keys(r.right) : [],
      }
    : {
        errors: r.left.map((e) => ({
          path: paths(e.context.map((c) => c.key)),
          expected: e.context[e.context.length - 1]?.type.name,
          value: e.value,
        })),
      }
}

describe('struct: io-ts t.type and t.intersection([t.type, t.partial]) without their builders', () => {
  it('struct(props): the same tag, name, props, verdicts and errors as t.type on every input', () => {
    const ours = struct(required)
    const theirs = t.type(required)
    expect(ours._tag).toBe('InterfaceType')
    expect(ours.name).toBe(theirs.name)
    expect(ours.props).toBe(required)
    expect(struct(required, 'Stand').name).toBe('Stand')
    fc.assert(
      fc.property(inputs, (u) => {
        expect(ours.is(u)).toBe(theirs.is(u))
        expect(verdict(ours, u)).toEqual(verdict(theirs, u))
      }),
      { numRuns: 600 },
    )
  })

  it('struct(required, optional): the same structure and values as the intersection; errors without the member index', () => {
    const ours = struct(required, optional)
    const theirs = t.intersection([t.type(required), t.partial(optional)])
    expect(ours._tag).toBe('IntersectionType')
    expect(ours.name).toBe(theirs.name)
    expect(ours.types.map((m) => [m._tag, m.name, m.props])).toEqual(theirs.types.map((m) => [m._tag, m.name, m.props]))
    // io-ts's intersection puts the member's index before the field; a non-object fails once per member.
    const withoutMember = (keys: string[]): string[] => keys.filter((k, i) => !(i === 1 && (k === '0' || k === '1')))
    fc.assert(
      fc.property(inputs, (u) => {
        expect(ours.is(u)).toBe(theirs.is(u))
        const a = verdict(ours, u) as { right?: unknown; errors?: unknown[] }
        const b = verdict(theirs, u, withoutMember) as { right?: unknown; errors?: unknown[] }
        if (t.UnknownRecord.is(u)) expect(a).toEqual(b)
        else expect([a.errors?.length, b.errors?.length]).toEqual([1, 2])
        // Each member decodes alone as io-ts's own member.
        expect(verdict(ours.types[1], u)).toEqual(verdict(t.partial(optional), u))
      }),
      { numRuns: 600 },
    )
  })

  it('a field decoded to another value gives a copy, encoded back field by field', () => {
    const ours = struct({ at: Stamp }, { until: Stamp })
    const theirs = t.intersection([t.type({ at: Stamp }), t.partial({ until: Stamp })])
    const input = { at: '2026-01-02T00:00:00.000Z', until: '2026-01-03T00:00:00.000Z' }
    const decoded = ours.decode(input)
    expect(decoded).toEqual(theirs.decode(input))
    expect(decoded._tag === 'Right' && decoded.right.at instanceof Date).toBe(true)
    const value = { at: new Date(Date.UTC(2026, 0, 2)) }
    expect(ours.encode(value)).toEqual(theirs.encode(value))
    expect(ours.encode(value)).toEqual({ at: '2026-01-02T00:00:00.000Z' })
    expect(struct(required).encode).toBe(t.identity)
  })

  it('an intersection error names the field at fault, as a field of the object', () => {
    expect(
      formatErrors(
        (struct({ fuel: intRange(0, 2) }, { note: t.string }).decode({ fuel: 5 }) as { left: t.Errors }).left,
      ),
    ).toEqual(['at .fuel: expected Integer(0..2), got 5'])
    expect(
      formatErrors(
        (
          struct({ fuel: intRange(0, 2) }, { note: t.string }, 'Stop').decode({ fuel: 1, note: 3 }) as {
            left: t.Errors
          }
        ).left,
      ),
    ).toEqual(['at .note: expected string, got 3'])
  })

  it('exact decoding reads a struct as the io-ts codec it mirrors', () => {
    const ours = exactDecoder(struct(required, optional))
    const theirs = exactDecoder(t.intersection([t.type(required), t.partial(optional)]))
    fc.assert(
      fc.property(inputs, (u) => {
        const a = ours(u)
        const b = theirs(u)
        if (a instanceof ExactProblem || b instanceof ExactProblem)
          expect(a instanceof ExactProblem).toBe(b instanceof ExactProblem)
        else expect(a).toEqual(b)
      }),
      { numRuns: 400 },
    )
  })
})
