/**
 * Object codecs, as io-ts's `t.type` and `t.intersection([t.type, t.partial])` build them,
 * without io-ts's `type`, `partial` and `intersection` (2.7 KB of a minified app bundle,
 * as much as a game's codecs). `struct(props)` is an `InterfaceType` and
 * `struct(required, optional)` an `IntersectionType` of an `InterfaceType` and a
 * `PartialType`, so whatever reads codecs (the exact decoder, a schema generator) sees the
 * structure io-ts builds, and they decode the same values, field by field, with the same
 * errors; only an intersection's errors name the field at fault without the member's index
 * (`at .players`, where io-ts says `at [0].players`), and an input that is not an object gets
 * one error, not one per member.
 */
import * as t from 'io-ts'

const has = Object.prototype.hasOwnProperty

// The checks of an object holding every field of `required` and those of `optional` that
// are not undefined: the verdicts of io-ts's `type` and `partial`, field by field.
const checks = (required: t.Props, optional: t.Props) => {
  const fields: ReadonlyArray<readonly [string, t.Mixed, boolean]> = [
    ...Object.entries(required).map(([k, codec]) => [k, codec, false] as const),
    ...Object.entries(optional).map(([k, codec]) => [k, codec, true] as const),
  ]
  const is = (u: unknown): u is Record<string, unknown> =>
    t.UnknownRecord.is(u) &&
    fields.every(([k, codec, optional]) => {
      const v = u[k]
      return v === undefined ? optional || (has.call(u, k) && codec.is(v)) : codec.is(v)
    })
  const validate = (u: unknown, c: t.Context): t.Validation<Record<string, unknown>> => {
    if (!t.UnknownRecord.is(u)) return t.failure(u, c)
    let out = u
    const errors: t.ValidationError[] = []
    for (const [k, codec, optional] of fields) {
      const v = u[k]
      const result = codec.validate(v, t.appendContext(c, k, codec, v))
      // As `t.partial`: an absent optional field's errors are not errors.
      if (result._tag === 'Left') {
        if (!optional || v !== undefined) errors.push(...result.left)
      } else if (result.right !== v || (!optional && v === undefined && !has.call(u, k))) {
        if (out === u) out = { ...u }
        out[k] = result.right
      }
    }
    return errors.length > 0 ? t.failures(errors) : t.success(out)
  }
  const encode = fields.every(([, codec]) => codec.encode === t.identity)
    ? t.identity
    : (a: Record<string, unknown>): Record<string, unknown> => {
        const out = { ...a }
        for (const [k, codec] of fields) if (a[k] !== undefined) out[k] = codec.encode(a[k])
        return out
      }
  return { is, validate, encode }
}

// io-ts's name of an object codec: `{ players: Integer, races: Integer }`.
const nameOf = (props: t.Props): string =>
  `{ ${Object.entries(props)
    .map(([k, codec]) => `${k}: ${codec.name}`)
    .join(', ')} }`

/**
 * An object codec: `struct(props)` as `t.type(props)`, `struct(required, optional)` as
 * `t.intersection([t.type(required), t.partial(optional)])` (the fields of `optional` may be
 * absent). The name is io-ts's unless given.
 * @group Codecs
 */
export function struct<P extends t.Props>(props: P, name?: string): t.TypeC<P>
export function struct<R extends t.Props, O extends t.Props>(
  required: R,
  optional: O,
  name?: string,
): t.IntersectionC<[t.TypeC<R>, t.PartialC<O>]>
export function struct(required: t.Props, second?: t.Props | string, third?: string): t.Mixed {
  const optional = typeof second === 'object' ? second : null
  const name = typeof second === 'string' ? second : third
  const req = checks(required, {})
  const whole = new t.InterfaceType(
    optional !== null || name === undefined ? nameOf(required) : name,
    req.is,
    req.validate,
    req.encode,
    required,
  )
  if (optional === null) return whole
  const opt = checks({}, optional)
  const partial = new t.PartialType(`Partial<${nameOf(optional)}>`, opt.is, opt.validate, opt.encode, optional)
  const both = checks(required, optional)
  return new t.IntersectionType(name ?? `(${whole.name} & ${partial.name})`, both.is, both.validate, both.encode, [
    whole,
    partial,
  ])
}
