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

/** Why an input is not exactly a value of a codec: one readable line per problem. */
export class ExactProblem {
  /**
   * @param lines One line per problem, each naming the path of the field at fault.
   */
  constructor(readonly lines: ReadonlyArray<string>) {}
}

// The shape of a codec, as far as exactness is concerned.
type Shape =
  | { readonly kind: 'object'; readonly props: ReadonlyMap<string, Shape>; readonly required: ReadonlySet<string> }
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

// A discriminant shared by every member of a union: its key and, per value, the members.
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

const literalValue = (codec: t.Mixed): { readonly value: unknown } | null => {
  const c = codec as unknown as Tagged
  if (c._tag === 'LiteralType') return { value: c.value }
  if (c._tag === 'ReadonlyType' && c.type !== undefined) return literalValue(c.type)
  return null
}

const objectProps = (codec: t.Mixed): t.Props | null => {
  const c = codec as unknown as Tagged
  switch (c._tag) {
    case 'InterfaceType':
    case 'StrictType':
    case 'PartialType':
      return c.props ?? null
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
      return c.type === undefined ? null : objectProps(c.type)
    case 'IntersectionType': {
      const all: Record<string, t.Mixed> = {}
      for (const member of c.types ?? []) {
        const props = objectProps(member)
        if (props === null) return null
        Object.assign(all, props)
      }
      return all
    }
    default:
      return null
  }
}

const tagOf = (members: ReadonlyArray<Member>): Tag | null => {
  const first = members[0] === undefined ? null : objectProps(members[0].codec)
  if (first === null) return null
  for (const key of Object.keys(first)) {
    const byValue = new Map<unknown, Member[]>()
    let shared = true
    for (const member of members) {
      const props = objectProps(member.codec)
      const literal = props?.[key] === undefined ? null : literalValue(props[key])
      if (literal === null) {
        shared = false
        break
      }
      byValue.set(literal.value, [...(byValue.get(literal.value) ?? []), member])
    }
    if (shared) return { key, members: byValue }
  }
  return null
}

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
      const props = objectProps(codec)
      if (props === null) {
        shape = DATA
        break
      }
      const required = new Set<string>()
      const collect = (x: t.Mixed): void => {
        const y = x as unknown as Tagged
        if (y._tag === 'InterfaceType' || y._tag === 'StrictType') for (const k of Object.keys(y.props ?? {})) required.add(k)
        else if (y._tag === 'IntersectionType') for (const m of y.types ?? []) collect(m)
        else if ((y._tag === 'ExactType' || y._tag === 'ReadonlyType' || y._tag === 'RefinementType') && y.type) collect(y.type)
      }
      collect(codec)
      const map = new Map<string, Shape>()
      shape = { kind: 'object', props: map, required }
      shapeCache.set(codec, shape)
      for (const [k, v] of Object.entries(props)) map.set(k, shapeOf(v))
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
      const members = (c.types ?? []).map((m) => ({ codec: m, shape: shapeOf(m) }))
      shape = { kind: 'union', members, tag: tagOf(members) }
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

const isPlainObject = (u: unknown): u is Record<string, unknown> => {
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
      for (const k of Object.keys(u)) {
        const field = shape.props.get(k)
        if (field === undefined) throw new Refusal(`at ${path}.${k}: "${k}" is not a field here`)
        out[k] = copyShape(field, u[k], `${path}.${k}`, depth + 1)
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
        out[i] = copyShape(item, u[i], `${path}[${i}]`, depth + 1)
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
