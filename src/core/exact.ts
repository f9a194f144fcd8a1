/**
 * Exact decoding: untrusted input becomes a fresh copy holding exactly the fields its codec
 * declares. io-ts's `decode` keeps extra keys and reads fields inherited from a prototype,
 * so `{type: 'roll', value: 3, note: 'x'}` would pass with its note, and an object whose
 * fields sit on its prototype would pass and then serialise to `{}`. Here:
 *
 * - every object must be plain data (its prototype is `Object.prototype` or `null`) and
 *   every array a plain array; a field the codec does not declare is refused with its path;
 * - each field is read once, into a copy: what was checked is what the engine applies (a
 *   getter cannot answer one thing to the check and another to the rules);
 * - the copy is then checked with the codec itself, whose errors say what was expected.
 *
 * The walk follows the codec, so it is linear in the input and its depth is the codec's.
 */
import * as t from 'io-ts'
import { formatErrors } from './codec.js'

/** Why an input is not exactly a value of a codec: one readable line per problem. @group Codecs */
export class ExactProblem {
  /**
   * @param lines One line per problem, each naming the path of the field at fault.
   */
  constructor(readonly lines: ReadonlyArray<string>) {}
}

// The shape of a codec, as far as exactness is concerned.
type Shape =
  | {
      readonly kind: 'object'
      // The declared fields and their shapes, by index: an object's few keys are found by a
      // scan, cheaper than a map lookup.
      readonly keys: ReadonlyArray<string>
      readonly shapes: ReadonlyArray<Shape>
      readonly required: ReadonlySet<string>
    }
  | { readonly kind: 'array'; readonly item: Shape }
  | { readonly kind: 'tuple'; readonly items: ReadonlyArray<Shape> }
  | { readonly kind: 'record'; readonly value: Shape }
  | { readonly kind: 'union'; readonly members: ReadonlyArray<Member>; readonly tag: Tag | null }
  | { readonly kind: 'lazy'; readonly force: () => Shape }
  | { readonly kind: 'data' }

interface Member {
  readonly codec: t.Mixed
  readonly shape: Shape
}

// A union's discriminant: its key and, per value, the member it names.
interface Tag {
  readonly key: string
  readonly members: ReadonlyMap<unknown, ReadonlyArray<Member>>
}

// io-ts codecs carry their kind in `_tag`; the classic API's classes are not exported as a union.
interface Tagged {
  readonly _tag?: string
  readonly type?: t.Mixed
  readonly types?: ReadonlyArray<t.Mixed>
  readonly props?: t.Props
  readonly codomain?: t.Mixed
  readonly value?: unknown
}

const DATA: Shape = { kind: 'data' }

// The fields of an object codec: each declared field's codec, and the fields it requires.
interface Fields {
  readonly props: Readonly<t.Props>
  readonly required: ReadonlySet<string>
}

// The fields of an object codec (through exact, readonly, refinement and intersection), or
// null for a codec of something else.
const fieldsOf = (codec: t.Mixed, props: t.Props = {}, required = new Set<string>()): Fields | null => {
  const c = codec as unknown as Tagged
  switch (c._tag) {
    case 'InterfaceType':
    case 'StrictType':
    case 'PartialType':
      if (c.props === undefined) return null
      Object.assign(props, c.props)
      if (c._tag !== 'PartialType') for (const k of Object.keys(c.props)) required.add(k)
      return { props, required }
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
      return c.type === undefined ? null : fieldsOf(c.type, props, required)
    case 'IntersectionType':
      for (const member of c.types ?? []) if (fieldsOf(member, props, required) === null) return null
      return { props, required }
    default:
      return null
  }
}

// The literal fields every value of a codec holds (io-ts's `getTags`): its required fields
// whose codec is a literal.
const literalFields = (codec: t.Mixed): Map<string, unknown> => {
  const fields = fieldsOf(codec)
  const literals = new Map<string, unknown>()
  for (const key of fields?.required ?? []) {
    const field = fields?.props[key] as unknown as Tagged
    if (field._tag === 'LiteralType') literals.set(key, field.value)
  }
  return literals
}

/** The field whose value names one member of a union (the `type` of an action), and the member of each value. */
export interface Discriminant {
  readonly key: string
  readonly member: ReadonlyMap<unknown, number>
}

/**
 * The discriminant of a union's members, as io-ts's `union` finds it: the first literal
 * field every member requires, with a value of its own; `null` when there is none.
 */
export const discriminant = (codecs: ReadonlyArray<t.Mixed>): Discriminant | null => {
  const fields = codecs.map(literalFields)
  for (const key of fields[0]?.keys() ?? []) {
    const member = new Map<unknown, number>()
    const named = fields.every((f, i) => {
      const value = f.get(key)
      if (!f.has(key) || member.has(value)) return false
      member.set(value, i)
      return true
    })
    if (named) return { key, member }
  }
  return null
}

// Sound: a codec's shape is read once from the codec, which no one edits (io-ts codecs are built, not changed).
const shapeCache = new WeakMap<object, Shape>()

const shapeOf = (codec: t.Mixed): Shape => {
  const hit = shapeCache.get(codec)
  if (hit !== undefined) return hit
  const c = codec as unknown as Tagged
  let shape: Shape
  switch (c._tag) {
    case 'InterfaceType':
    case 'StrictType':
    case 'PartialType':
    case 'IntersectionType': {
      const fields = fieldsOf(codec)
      if (fields === null) {
        shape = DATA
        break
      }
      const keys = Object.keys(fields.props)
      const shapes: Shape[] = []
      shape = { kind: 'object', keys, shapes, required: fields.required }
      shapeCache.set(codec, shape)
      for (const k of keys) shapes.push(shapeOf(fields.props[k] as t.Mixed))
      return shape
    }
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
      shape = c.type === undefined ? DATA : shapeOf(c.type)
      break
    case 'ArrayType':
    case 'ReadonlyArrayType':
      shape = { kind: 'array', item: c.type === undefined ? DATA : shapeOf(c.type) }
      break
    case 'TupleType':
      shape = { kind: 'tuple', items: (c.types ?? []).map(shapeOf) }
      break
    case 'DictionaryType':
      shape = { kind: 'record', value: c.codomain === undefined ? DATA : shapeOf(c.codomain) }
      break
    case 'UnionType': {
      const types = c.types ?? []
      const members = types.map((m) => ({ codec: m, shape: shapeOf(m) }))
      // Members that are all plain data (`integer | null`) copy the same way: the codec's
      // check of the whole copy says whether one of them accepts it.
      if (members.every((m) => m.shape === DATA)) {
        shape = DATA
        break
      }
      const d = discriminant(types)
      const tag = d && {
        key: d.key,
        members: new Map([...d.member].map(([value, i]) => [value, members.slice(i, i + 1)])),
      }
      shape = { kind: 'union', members, tag }
      break
    }
    case 'RecursiveType': {
      // The definition may refer back to this codec: resolve it on first use.
      let resolved: Shape | undefined
      shape = { kind: 'lazy', force: () => (resolved ??= shapeOf(c.type as t.Mixed)) }
      break
    }
    default:
      shape = DATA
  }
  shapeCache.set(codec, shape)
  return shape
}

/** Whether a value is a plain object: its prototype is `Object.prototype` or `null`. */
export const isPlainObject = (u: unknown): u is Record<string, unknown> => {
  if (u === null || typeof u !== 'object' || Array.isArray(u)) return false
  const proto: unknown = Object.getPrototypeOf(u)
  return proto === Object.prototype || proto === null
}

const isPlainArray = (u: unknown): u is ReadonlyArray<unknown> =>
  Array.isArray(u) && Object.getPrototypeOf(u) === Array.prototype

const at = (path: string): string => (path === '' ? '(root)' : path)

// A problem met while copying; thrown inside the walk only, caught by `exactCopy`.
class Refusal {
  constructor(readonly line: string) {}
}

const MAX_DEPTH = 200

// Whether a value JSON can hold is not an object: copied as it is, with no call (a function,
// a symbol or a bigint is not, and goes to `copyData`, which refuses it).
const isPrimitive = (v: unknown): boolean =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === undefined

// A copy of plain JSON data of unknown shape (fields the codec types as data of any shape).
const copyData = (u: unknown, path: string, depth: number): unknown => {
  if (u === null || typeof u !== 'object') {
    if (typeof u === 'function' || typeof u === 'symbol' || typeof u === 'bigint')
      throw new Refusal(`at ${at(path)}: expected plain data, got a ${typeof u}`)
    return u
  }
  if (depth > MAX_DEPTH) throw new Refusal(`at ${at(path)}: nested more than ${MAX_DEPTH} levels deep`)
  if (isPlainArray(u)) return u.map((v, i) => copyData(v, `${path}[${i}]`, depth + 1))
  if (!isPlainObject(u)) throw new Refusal(`at ${at(path)}: expected plain data, got an object with a prototype`)
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(u)) out[k] = copyData(u[k], `${path}.${k}`, depth + 1)
  return out
}

const copyShape = (shape: Shape, u: unknown, path: string, depth: number): unknown => {
  switch (shape.kind) {
    case 'data':
      return copyData(u, path, depth)
    case 'lazy':
      return copyShape(shape.force(), u, path, depth)
    case 'object': {
      if (!isPlainObject(u)) {
        // Let the codec say what it expected; a non-plain object is named here.
        if (u !== null && typeof u === 'object' && !Array.isArray(u))
          throw new Refusal(`at ${at(path)}: expected a plain object, got an object with a prototype`)
        return u
      }
      const out: Record<string, unknown> = {}
      const { keys, shapes } = shape
      for (const k of Object.keys(u)) {
        let i = 0
        while (i < keys.length && keys[i] !== k) i++
        const field = shapes[i]
        if (field === undefined)
          throw new Refusal(`at ${path}.${k}: "${k}" is not a field here; the fields are ${keys.join(', ')}`)
        const v = u[k]
        out[k] = field === DATA && isPrimitive(v) ? v : copyShape(field, v, `${path}.${k}`, depth + 1)
      }
      for (const k of shape.required)
        if (!Object.prototype.hasOwnProperty.call(u, k) && k in u)
          throw new Refusal(`at ${path}.${k}: "${k}" is inherited, not a field of the object itself`)
      return out
    }
    case 'array':
    case 'tuple': {
      if (!Array.isArray(u)) return u
      if (!isPlainArray(u)) throw new Refusal(`at ${at(path)}: expected a plain array`)
      const n = u.length
      const out: unknown[] = new Array<unknown>(n)
      for (let i = 0; i < n; i++) {
        const item = shape.kind === 'array' ? shape.item : (shape.items[i] ?? DATA)
        const v: unknown = u[i]
        out[i] = item === DATA && isPrimitive(v) ? v : copyShape(item, v, `${path}[${i}]`, depth + 1)
      }
      return out
    }
    case 'record': {
      if (!isPlainObject(u)) return u
      const out: Record<string, unknown> = {}
      for (const k of Object.keys(u)) out[k] = copyShape(shape.value, u[k], `${path}.${k}`, depth + 1)
      return out
    }
    case 'union': {
      const tagged =
        shape.tag !== null && isPlainObject(u) && Object.prototype.hasOwnProperty.call(u, shape.tag.key)
          ? shape.tag.members.get(u[shape.tag.key])
          : undefined
      const candidates = tagged ?? shape.members
      // The one member the tag names is copied without a check of its own: the codec's check
      // of the whole copy, at the end, says whether it accepts it (and a member that refuses
      // the input's fields still says why). Among untagged members the first whose codec
      // accepts its copy is the one.
      if (tagged?.length === 1) return copyShape((tagged[0] as Member).shape, u, path, depth)
      let refused: Refusal | null = null
      let copy: unknown = undefined
      for (const member of candidates) {
        try {
          copy = copyShape(member.shape, u, path, depth)
          if (member.codec.is(copy)) return copy
        } catch (e) {
          if (!(e instanceof Refusal)) throw e
          refused ??= e
        }
      }
      // A member refused the input's fields: say why (another member's codec might accept
      // them only by ignoring the extra ones). Otherwise the codec explains what it expected.
      if (refused !== null) throw refused
      return candidates.length > 0 ? copy : copyData(u, path, depth)
    }
  }
}

/**
 * An exact decoder for a codec: `decode(input)` is a fresh copy of `input` holding exactly
 * the codec's fields, or an {@link ExactProblem} saying where the input is extra, inherited,
 * not plain data or not of the codec's type.
 * @group Codecs
 */
export const exactDecoder = <A>(codec: t.Type<A, unknown, unknown>): ((input: unknown) => A | ExactProblem) => {
  const shape = shapeOf(codec as t.Mixed)
  return (input) => {
    let copy: unknown
    try {
      copy = copyShape(shape, input, '', 0)
    } catch (e) {
      if (e instanceof Refusal) return new ExactProblem([e.line])
      return new ExactProblem([`not plain data (${e instanceof Error ? e.message : String(e)})`])
    }
    if (codec.is(copy)) return copy
    const decoded = codec.decode(copy)
    return decoded._tag === 'Left' ? new ExactProblem(formatErrors(decoded.left)) : decoded.right
  }
}

/**
 * An exact decoder whose codec is built on its first use: a codec built at the top of a module
 * is a call a bundler must keep, and an app that never decodes this input should not carry it
 * (call it with a pure annotation).
 */
export const lazyExactDecoder = <A>(
  codec: () => t.Type<A, unknown, unknown>,
): ((input: unknown) => A | ExactProblem) => {
  let decode: ((input: unknown) => A | ExactProblem) | undefined
  return (input) => (decode ??= exactDecoder(codec()))(input)
}

/**
 * An exact decoder that tries a hand-written copy first: `fast(input)` returns the copy of the
 * inputs it knows (the actions of a race, each field read once), or null for any other input,
 * which the generic exact decoder of `codec` then accepts or refuses with its own messages; an
 * input that throws as `fast` reads it (a getter, a proxy) goes there too. `fast` must be
 * sound: it may copy only what the codec accepts, into the copy the codec's decoder would make.
 * @group Codecs
 */
export const exactDecoderWith = <A>(
  codec: t.Type<A, unknown, unknown>,
  fast: (input: unknown) => A | null,
): ((input: unknown) => A | ExactProblem) => {
  const generic = exactDecoder(codec)
  const tryFast = (input: unknown): A | null => {
    try {
      return fast(input)
    } catch {
      return null
    }
  }
  return (input) => tryFast(input) ?? generic(input)
}

/**
 * A copy of a plain array whose every item passes `ok`, or null (a hand-written exact copy's
 * list: a path of spaces, the dice of an attack).
 */
export const listCopy = <T>(u: unknown, ok: (item: unknown) => item is T): T[] | null => {
  if (!isPlainArray(u)) return null
  const n = u.length
  const out: T[] = []
  for (let i = 0; i < n; i++) {
    const item: unknown = u[i]
    if (!ok(item)) return null
    out.push(item)
  }
  return out
}

/** Whether a value is a whole number within `[min, max]` (what `intRange` accepts). */
export const isIntegerIn = (u: unknown, min: number, max: number): u is number =>
  Number.isSafeInteger(u) && (u as number) >= min && (u as number) <= max
