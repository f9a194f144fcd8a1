/**
 * Observation tensors described as data: a spec says how each field of an observation is
 * written (a flag, a scaled number, a one-hot, a record of fields, a list of slots, a
 * nullable value, a tagged union), and `compileSpec` turns it once into a writer and the
 * tensor's documented blocks. A field a record leaves out is one the tensor does not read:
 * the config's constants (names, boards), or what other fields determine (each game's guide
 * says which).
 */
import type { TensorField } from './encoding.js'

/** How one value is written into a tensor (build one with the functions of {@link spec}). @group Learning */
export type Spec =
  | { readonly kind: 'flag'; readonly note?: string }
  | { readonly kind: 'scalar'; readonly scale: number; readonly note?: string }
  | { readonly kind: 'index'; readonly size: number; readonly from: number; readonly note?: string }
  | { readonly kind: 'one-hot'; readonly values: ReadonlyArray<string | number | boolean>; readonly note?: string }
  | { readonly kind: 'record'; readonly fields: Readonly<Record<string, Spec>> }
  | { readonly kind: 'list'; readonly max: number; readonly item: Spec; readonly note?: string }
  | { readonly kind: 'marks'; readonly size: number; readonly note?: string }
  | { readonly kind: 'nullable'; readonly value: Spec }
  | { readonly kind: 'tagged'; readonly tag: string; readonly cases: Readonly<Record<string, Spec | null>> }

/**
 * The spec builders.
 * @group Learning
 */
export const spec = {
  /** A boolean: 1 when true. */
  flag: (note?: string): Spec => ({ kind: 'flag', ...(note === undefined ? {} : { note }) }),
  /** A number divided by `scale`. */
  scalar: (scale: number, note?: string): Spec => ({ kind: 'scalar', scale, ...(note === undefined ? {} : { note }) }),
  /** An integer in `[from, from + size)`, one-hot. */
  index: (size: number, from = 0, note?: string): Spec => ({
    kind: 'index',
    size: Math.max(0, size),
    from,
    ...(note === undefined ? {} : { note }),
  }),
  /** One of `values`, one-hot in their order. */
  oneHot: (values: ReadonlyArray<string | number | boolean>, note?: string): Spec => ({
    kind: 'one-hot',
    values,
    ...(note === undefined ? {} : { note }),
  }),
  /** An object: the named fields, in order (the others are not read). */
  record: (fields: Readonly<Record<string, Spec>>): Spec => ({ kind: 'record', fields }),
  /** A list of at most `max` items, in order: one slot each, a presence flag then the item. */
  list: (max: number, item: Spec, note?: string): Spec => ({
    kind: 'list',
    max: Math.max(0, max),
    item,
    ...(note === undefined ? {} : { note }),
  }),
  /**
   * A list of distinct integers in `[0, size)` (spaces marked one after the other): one entry
   * per integer, 0 when it is not listed, else its place in the list plus 1, over `size`.
   */
  marks: (size: number, note?: string): Spec => ({
    kind: 'marks',
    size: Math.max(0, size),
    ...(note === undefined ? {} : { note }),
  }),
  /** A value or `null`: a presence flag, then the value. */
  nullable: (value: Spec): Spec => ({ kind: 'nullable', value }),
  /** An object told apart by its `tag` field: one-hot of the tag, then each case's block (`null`: no fields). */
  tagged: (tag: string, cases: Readonly<Record<string, Spec | null>>): Spec => ({ kind: 'tagged', tag, cases }),
}

/** A compiled spec: its size, its writer and its blocks. @group Learning */
export interface CompiledSpec {
  /** Entries it writes. */
  readonly size: number
  /** Writes `value` into `out` from `at` (the block is zero: only the ones and values are written). */
  readonly write: (value: unknown, out: Float32Array, at: number) => void
  /** Its blocks, offsets from 0. */
  readonly fields: ReadonlyArray<TensorField>
}

// What a spec writes, in words (the description of a list's slots and of a record's leaves).
const describe = (s: Spec): string => {
  switch (s.kind) {
    case 'flag':
      return s.note ?? '1 when true'
    case 'scalar':
      return s.note ?? `the value / ${s.scale}`
    case 'index':
      return s.note ?? `one-hot: ${s.from} to ${s.from + s.size - 1}`
    case 'one-hot':
      return s.note ?? `one-hot: ${s.values.join(', ')}`
    case 'record':
      return Object.entries(s.fields)
        .map(([k, f]) => `${k} (${describe(f)})`)
        .join('; ')
    case 'list':
      return `${s.note === undefined ? '' : `${s.note}: `}up to ${s.max} in order, each a presence flag then ${describe(s.item)}`
    case 'marks':
      return `${s.note === undefined ? '' : `${s.note}: `}each of ${s.size}: 0 when not listed, else (its place in the list + 1) / ${s.size}`
    case 'nullable':
      return `a presence flag, then ${describe(s.value)}`
    case 'tagged':
      return `one-hot ${s.tag}: ${Object.keys(s.cases).join(', ')}, then each one's fields`
  }
}

const NOTHING = (): void => undefined

const sizeOf = (s: Spec): number => {
  switch (s.kind) {
    case 'flag':
    case 'scalar':
      return 1
    case 'index':
    case 'marks':
      return s.size
    case 'one-hot':
      return s.values.length
    case 'record':
      return Object.values(s.fields).reduce((n, f) => n + sizeOf(f), 0)
    case 'list':
      return s.max * (1 + sizeOf(s.item))
    case 'nullable':
      return 1 + sizeOf(s.value)
    case 'tagged':
      return Object.keys(s.cases).length + Object.values(s.cases).reduce((n, c) => n + (c === null ? 0 : sizeOf(c)), 0)
  }
}

type Writer = (value: unknown, out: Float32Array, at: number) => void

// A field as its container writes it. Every record, list, nullable and tagged writer is a
// closure of one site, so a call of a field's own writer from them is megamorphic (never
// inlined); the leaves, nearly every field, are written in place from one object shape.
const FLAG = 0
const SCALAR = 1
const INDEX = 2
const ONE_HOT = 3
const NESTED = 4

interface Field {
  readonly op: number
  // scalar: the scale; index: the first value.
  readonly a: number
  // index: the number of values.
  readonly b: number
  readonly where: ReadonlyMap<unknown, number> | null
  // A nested spec's writer (record, list, marks, nullable, tagged).
  readonly write: Writer
}

const fieldOf = (s: Spec): Field => {
  switch (s.kind) {
    case 'flag':
      return { op: FLAG, a: 0, b: 0, where: null, write: NOTHING }
    case 'scalar':
      return { op: SCALAR, a: s.scale, b: 0, where: null, write: NOTHING }
    case 'index':
      return { op: INDEX, a: s.from, b: s.size, where: null, write: NOTHING }
    case 'one-hot':
      return {
        op: ONE_HOT,
        a: 0,
        b: 0,
        where: new Map<unknown, number>(s.values.map((x, i) => [x, i])),
        write: NOTHING,
      }
    default:
      return { op: NESTED, a: 0, b: 0, where: null, write: writerOf(s) }
  }
}

// Writes one field's value from `at`: a value of the wrong kind writes nothing.
const writeField = (f: Field, v: unknown, out: Float32Array, at: number): void => {
  switch (f.op) {
    case FLAG:
      if (v === true) out[at] = 1
      return
    case SCALAR:
      if (typeof v === 'number') out[at] = v / f.a
      return
    case INDEX:
      if (typeof v === 'number' && v >= f.a && v < f.a + f.b) out[at + v - f.a] = 1
      return
    case ONE_HOT: {
      const i = (f.where as ReadonlyMap<unknown, number>).get(v)
      if (i !== undefined) out[at + i] = 1
      return
    }
    default:
      f.write(v, out, at)
  }
}

// The writer of a spec: reads the value, writes from `at`. A value of the wrong kind writes
// nothing (or what fits): the encoding reads observations, and never throws on them.
const writerOf = (s: Spec): Writer => {
  switch (s.kind) {
    case 'flag':
    case 'scalar':
    case 'index':
    case 'one-hot': {
      const field = fieldOf(s)
      return (v, out, at) => writeField(field, v, out, at)
    }
    case 'record': {
      const offsets: number[] = []
      const fields: Field[] = []
      const indexOf = new Map<string, number>()
      let offset = 0
      for (const [k, f] of Object.entries(s.fields)) {
        indexOf.set(k, fields.length)
        offsets.push(offset)
        fields.push(fieldOf(f))
        offset += sizeOf(f)
      }
      // The record's own keys in the order the last one listed them, and the field of each
      // (-1: a key the tensor does not read). Observations of one kind are built alike, so a
      // key is nearly always the one at its place last time: an identity test, and the value
      // read through `for-in`'s cache instead of a lookup by name. A key the spec names but
      // the record lacks writes nothing either way (an observation is plain data: its fields
      // are enumerable).
      const order: string[] = []
      const slots: number[] = []
      return (v, out, at) => {
        if (v === null || typeof v !== 'object') return
        const record = v as Readonly<Record<string, unknown>>
        let p = 0
        for (const k in record) {
          if (p >= order.length || order[p] !== k) {
            order.length = p
            slots.length = p
            order.push(k)
            slots.push(indexOf.get(k) ?? -1)
          }
          const f = slots[p++] as number
          if (f >= 0) writeField(fields[f] as Field, record[k], out, at + (offsets[f] as number))
        }
      }
    }
    case 'list': {
      const { max } = s
      const stride = 1 + sizeOf(s.item)
      const item = fieldOf(s.item)
      return (v, out, at) => {
        if (!Array.isArray(v)) return
        const list = v as ReadonlyArray<unknown>
        for (let i = 0; i < list.length && i < max; i++) {
          out[at + i * stride] = 1
          writeField(item, list[i], out, at + i * stride + 1)
        }
      }
    }
    case 'marks': {
      const { size } = s
      return (v, out, at) => {
        if (!Array.isArray(v)) return
        const list = v as ReadonlyArray<unknown>
        for (let i = 0; i < list.length; i++) {
          const k = list[i]
          if (typeof k === 'number' && k >= 0 && k < size) out[at + k] = (i + 1) / size
        }
      }
    }
    case 'nullable': {
      const value = fieldOf(s.value)
      return (v, out, at) => {
        if (v === null || v === undefined) return
        out[at] = 1
        writeField(value, v, out, at + 1)
      }
    }
    case 'tagged': {
      const tags = Object.keys(s.cases)
      const cases = new Map<unknown, readonly [number, number, Writer]>()
      let offset = tags.length
      tags.forEach((tag, i) => {
        const c = s.cases[tag] ?? null
        cases.set(tag, [i, offset, c === null ? NOTHING : writerOf(c)])
        offset += c === null ? 0 : sizeOf(c)
      })
      const name = s.tag
      return (v, out, at) => {
        if (v === null || typeof v !== 'object') return
        const record = v as Readonly<Record<string, unknown>>
        const c = cases.get(record[name])
        if (c === undefined) return
        out[at + c[0]] = 1
        c[2](record, out, at + c[1])
      }
    }
  }
}

// The blocks of a spec at `offset`: a record's fields one by one, named by their path; any
// other spec one block.
const fieldsOf = (s: Spec, name: string, offset: number, out: TensorField[]): void => {
  if (s.kind === 'record') {
    let o = offset
    for (const [k, f] of Object.entries(s.fields)) {
      fieldsOf(f, name === '' ? k : `${name}.${k}`, o, out)
      o += sizeOf(f)
    }
    return
  }
  const size = sizeOf(s)
  if (size === 0) return
  const shape = s.kind === 'list' ? [s.max, 1 + sizeOf(s.item)] : [size]
  out.push(Object.freeze({ name, offset, shape: Object.freeze(shape), description: describe(s) }))
}

/** Compiles a spec once: its size, its writer, its blocks. @group Learning */
export const compileSpec = (s: Spec): CompiledSpec => {
  const fields: TensorField[] = []
  fieldsOf(s, '', 0, fields)
  return { size: sizeOf(s), write: writerOf(s), fields }
}
