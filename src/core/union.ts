/**
 * io-ts's `union`, without the builder of tagged indexes that comes with it (2.8 KB of a
 * minified app bundle, as much as all of a game's codecs): the same `UnionType` (its `_tag`,
 * `types` and `name`) and the same verdicts. When every member requires the same literal
 * field with a value of its own (the `type` of an action), a value is checked against the
 * member its value names only, as io-ts does, so the errors are io-ts's too; io-ts also finds
 * tags through members that are unions or recursive codecs, where this union tries every
 * member in turn (the same verdicts, with the errors of every member).
 */
import * as t from 'io-ts'
import { discriminant } from './exact.js'

/** A union of codecs, as io-ts's `t.union` (name by default `(A | B | …)`). @group Codecs */
export const union = <CS extends [t.Mixed, t.Mixed, ...Array<t.Mixed>]>(
  codecs: CS,
  name = `(${codecs.map((codec) => codec.name).join(' | ')})`,
): t.UnionC<CS> => {
  const tag = discriminant(codecs)
  // The member a value names by its tag, if the members are tagged.
  const at = (u: unknown): number | undefined =>
    tag !== null && t.UnknownRecord.is(u) ? tag.member.get(u[tag.key]) : undefined
  const is = (u: unknown): u is t.TypeOf<CS[number]> =>
    tag === null ? codecs.some((codec) => codec.is(u)) : (codecs[at(u) ?? -1]?.is(u) ?? false)
  const validate = (u: unknown, c: t.Context): t.Validation<t.TypeOf<CS[number]>> => {
    if (tag !== null) {
      const i = at(u)
      const codec = codecs[i ?? -1]
      return codec === undefined ? t.failure(u, c) : codec.validate(u, t.appendContext(c, String(i), codec, u))
    }
    const errors: t.ValidationError[] = []
    for (let i = 0; i < codecs.length; i++) {
      const codec = codecs[i] as t.Mixed
      const result = codec.validate(u, t.appendContext(c, String(i), codec, u))
      if (result._tag === 'Right') return t.success(result.right)
      errors.push(...result.left)
    }
    return t.failures(errors)
  }
  const encode = codecs.every((codec) => codec.encode === t.identity)
    ? t.identity
    : (a: t.TypeOf<CS[number]>): t.OutputOf<CS[number]> => {
        const codec = tag === null ? codecs.find((m) => m.is(a)) : codecs[at(a) ?? -1]
        if (codec === undefined) throw new Error(`no codec found to encode value in union codec ${name}`)
        return codec.encode(a)
      }
  return new t.UnionType(name, is, validate, encode, codecs)
}
