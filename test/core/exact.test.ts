import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as t from 'io-ts'
import { exactDecoder, ExactProblem, intRange } from '../../src/core/index.js'

const Move = t.readonly(
  t.type({ type: t.literal('move'), path: t.readonlyArray(intRange(0, 99)), brake: intRange(0, 9) }),
)
const Roll = t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 30) }))
const Stand = t.intersection([
  t.type({ type: t.literal('stand'), repairs: t.type({ brakes: intRange(0, 2), fuel: intRange(0, 2) }) }),
  t.partial({ note: t.string }),
])
const Action = t.union([Move, Roll, Stand])
const decode = exactDecoder(Action)

const problem = (x: unknown): ReadonlyArray<string> => (x instanceof ExactProblem ? x.lines : [])

describe('exact decoding', () => {
  it('a value with exactly its fields decodes to an equal copy, never the input itself', () => {
    const input = { type: 'move', path: [1, 2, 3], brake: 0 }
    const out = decode(input)
    expect(out).toEqual(input)
    expect(out).not.toBe(input)
    expect((out as { path: unknown }).path).not.toBe(input.path)
  })

  it('an extra field is refused with its path, at any depth, and the fields accepted there', () => {
    expect(problem(decode({ type: 'roll', value: 3, note: 'x' }))).toEqual([
      'at .note: "note" is not a field here; the fields are type, value',
    ])
    expect(problem(decode({ type: 'stand', repairs: { brakes: 1, fuel: 0, tyres: 2 } }))).toEqual([
      'at .repairs.tyres: "tyres" is not a field here; the fields are brakes, fuel',
    ])
  })

  it('optional fields of an intersection are fields; absent ones stay absent', () => {
    expect(decode({ type: 'stand', repairs: { brakes: 1, fuel: 0 }, note: 'pit' })).toEqual({
      type: 'stand',
      repairs: { brakes: 1, fuel: 0 },
      note: 'pit',
    })
    expect(Object.keys(decode({ type: 'stand', repairs: { brakes: 1, fuel: 0 } }) as object)).toEqual([
      'type',
      'repairs',
    ])
  })

  it('fields inherited from a prototype, and objects that are not plain data, are refused', () => {
    const inherited = Object.create({ type: 'roll', value: 3 }) as unknown
    expect(decode(inherited)).toBeInstanceOf(ExactProblem)
    class Roll2 {
      readonly type = 'roll'
      readonly value = 3
    }
    expect(problem(decode(new Roll2()))[0]).toContain('prototype')
    expect(decode({ type: 'move', path: [() => 1], brake: 0 })).toBeInstanceOf(ExactProblem)
  })

  it('a getter is read once: the copy is what the codec checked', () => {
    let reads = 0
    const input = {
      type: 'roll',
      get value() {
        reads++
        return reads === 1 ? 3 : 99
      },
    }
    const out = decode(input)
    expect(out).toEqual({ type: 'roll', value: 3 })
    expect(reads).toBe(1)
  })

  it('values of the wrong type are explained by the codec', () => {
    expect(problem(decode({ type: 'roll', value: 31 })).join('\n')).toContain('.value')
    expect(decode(null)).toBeInstanceOf(ExactProblem)
    expect(decode('roll')).toBeInstanceOf(ExactProblem)
  })

  it('a union of plain values (integer or null) is copied once and checked by the codec; a union of objects picks the member that accepts the copy', () => {
    const Pit = t.type({ type: t.literal('pit'), box: t.union([t.Integer, t.null]) })
    const pit = exactDecoder(Pit)
    expect(pit({ type: 'pit', box: null })).toEqual({ type: 'pit', box: null })
    expect(pit({ type: 'pit', box: 3 })).toEqual({ type: 'pit', box: 3 })
    expect(problem(pit({ type: 'pit', box: 'three' })).join('\n')).toContain('box')
    expect(problem(pit({ type: 'pit', box: () => 3 }))).toEqual(['at .box: expected plain data, got a function'])
    // No tag: the first member whose codec accepts its copy, each member refusing its own extra fields.
    const Either2 = exactDecoder(t.union([t.type({ a: t.number }), t.type({ b: t.string })]))
    expect(Either2({ b: 'x' })).toEqual({ b: 'x' })
    expect(problem(Either2({ a: 1, c: 2 }))).toEqual(['at .c: "c" is not a field here; the fields are a'])
  })

  it('property: any JSON value either decodes to itself (and is a codec value) or is refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ type: fc.constant('roll'), value: fc.integer({ min: -2, max: 33 }) }),
          fc.record({
            type: fc.constant('move'),
            path: fc.array(fc.integer({ min: -1, max: 100 }), { maxLength: 5 }),
            brake: fc.integer({ min: 0, max: 9 }),
          }),
          fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 4 }),
          fc.jsonValue(),
        ),
        fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.jsonValue()), { nil: undefined }),
        (value, extra) => {
          const input: unknown =
            extra !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value)
              ? { ...value, [extra[0]]: extra[1] }
              : value
          const out = decode(input)
          if (out instanceof ExactProblem) {
            expect(out.lines.length).toBeGreaterThan(0)
          } else {
            expect(Action.is(out)).toBe(true)
            expect(JSON.parse(JSON.stringify(out))).toEqual(JSON.parse(JSON.stringify(input)))
            expect(Object.keys(out as object).sort()).toEqual(Object.keys(input as object).sort())
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
