import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compileSpec, spec, type Spec } from '../../src/core/tensor-spec.js'

// What a spec writes, by the letter of its doc: each record field read by its name. The
// compiled writer must write exactly this, whatever order the record's keys come in.
const sizeOf = (s: Spec): number => compileSpec(s).size
const reference = (s: Spec, v: unknown, out: Float32Array, at: number): void => {
  switch (s.kind) {
    case 'flag':
      if (v === true) out[at] = 1
      return
    case 'scalar':
      if (typeof v === 'number') out[at] = v / s.scale
      return
    case 'index':
      if (typeof v === 'number' && v >= s.from && v < s.from + s.size) out[at + v - s.from] = 1
      return
    case 'one-hot': {
      const i = s.values.indexOf(v as never)
      if (i >= 0) out[at + i] = 1
      return
    }
    case 'record': {
      if (v === null || typeof v !== 'object') return
      let o = at
      for (const [k, f] of Object.entries(s.fields)) {
        reference(f, (v as Record<string, unknown>)[k], out, o)
        o += sizeOf(f)
      }
      return
    }
    case 'list': {
      if (!Array.isArray(v)) return
      const stride = 1 + sizeOf(s.item)
      for (let i = 0; i < v.length && i < s.max; i++) {
        out[at + i * stride] = 1
        reference(s.item, v[i], out, at + i * stride + 1)
      }
      return
    }
    case 'marks':
      if (!Array.isArray(v)) return
      v.forEach((k, i) => {
        if (typeof k === 'number' && k >= 0 && k < s.size) out[at + k] = (i + 1) / s.size
      })
      return
    case 'nullable':
      if (v === null || v === undefined) return
      out[at] = 1
      reference(s.value, v, out, at + 1)
      return
    case 'tagged': {
      if (v === null || typeof v !== 'object') return
      const tags = Object.keys(s.cases)
      let o = tags.length
      for (const [i, tag] of tags.entries()) {
        const c = s.cases[tag] ?? null
        if ((v as Record<string, unknown>)[s.tag] === tag) {
          out[at + i] = 1
          if (c !== null) reference(c, v, out, at + o)
          return
        }
        o += c === null ? 0 : sizeOf(c)
      }
    }
  }
}

const car = spec.record({
  moving: spec.flag(),
  speed: spec.scalar(4),
  lane: spec.index(3, 1),
  tyres: spec.oneHot(['dry', 'wet', 1, true]),
  pit: spec.nullable(spec.index(2)),
  laps: spec.list(3, spec.scalar(10)),
  marks: spec.marks(4),
})
const race = spec.record({
  cars: spec.list(4, car),
  leader: spec.record({ seat: spec.index(4), gap: spec.scalar(2) }),
  phase: spec.tagged('kind', { move: spec.record({ gear: spec.index(5, 1) }), done: null }),
})

// A value of any kind a writer may meet: the right one, another, or nothing.
const anyLeaf = fc.oneof(
  fc.boolean(),
  fc.integer({ min: -1, max: 6 }),
  fc.constantFrom('dry', 'wet', 'x'),
  fc.constant(null),
)
// A record with these fields (some left out, some extra), its keys in a shuffled order.
const shuffledRecord = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('extra', 'other', 'z'), anyLeaf, { maxKeys: 2 }),
      fc.func(fc.integer()),
    )
    .map(([known, extra, order]) => {
      const entries = Object.entries({ ...extra, ...known })
      entries.sort((a, b) => order(a[0]) - order(b[0]))
      return Object.fromEntries(entries)
    })
const carValue = shuffledRecord({
  moving: anyLeaf,
  speed: anyLeaf,
  lane: anyLeaf,
  tyres: anyLeaf,
  pit: fc.oneof(anyLeaf, fc.constant(undefined)),
  laps: fc.array(anyLeaf, { maxLength: 5 }),
  marks: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }),
})
const raceValue = shuffledRecord({
  cars: fc.array(fc.oneof(carValue, anyLeaf), { maxLength: 6 }),
  leader: fc.oneof(shuffledRecord({ seat: anyLeaf, gap: anyLeaf }), anyLeaf),
  phase: fc.oneof(shuffledRecord({ kind: fc.constantFrom('move', 'done', 'none'), gear: anyLeaf }), anyLeaf),
})

describe('compileSpec: the tensor writer', () => {
  it("writes what each field names, whatever the order of a record's keys, call after call", () => {
    const compiled = compileSpec(race)
    fc.assert(
      fc.property(fc.array(raceValue, { minLength: 1, maxLength: 6 }), (values) => {
        // One writer for every value in turn: what it learnt of one record's keys must not
        // change what it writes of the next.
        for (const v of values) {
          const got = new Float32Array(compiled.size)
          compiled.write(v, got, 0)
          const want = new Float32Array(compiled.size)
          reference(race, v, want, 0)
          expect([...got]).toEqual([...want])
        }
      }),
      { numRuns: 300 },
    )
  })

  it("reads a field of a record whose keys come in another order than the spec's", () => {
    const compiled = compileSpec(spec.record({ a: spec.scalar(2), b: spec.flag() }))
    const out = new Float32Array(compiled.size)
    compiled.write({ a: 1, b: true }, out, 0)
    expect([...out]).toEqual([0.5, 1])
    out.fill(0)
    compiled.write({ b: true, z: 9, a: 4 }, out, 0)
    expect([...out]).toEqual([2, 1])
    out.fill(0)
    compiled.write({ b: false }, out, 0)
    expect([...out]).toEqual([0, 0])
  })
})
