/**
 * A list codec, as io-ts's `t.readonlyArray` builds it, without io-ts's `array` and
 * `readonlyArray` (0.7 KB of a minified app bundle): the same `ReadonlyArrayType` (its
 * `_tag`, `type` and `name`) and the same verdicts and errors, item by item.
 */
import * as t from 'io-ts'

/** A codec of read-only arrays of `item`, as `t.readonlyArray(item, name)`. @group Codecs */
export const list = <C extends t.Mixed>(item: C, name = `ReadonlyArray<${item.name}>`): t.ReadonlyArrayC<C> => {
  const validate = (u: unknown, c: t.Context): t.Validation<ReadonlyArray<t.TypeOf<C>>> => {
    if (!Array.isArray(u)) return t.failure(u, c)
    // A copy only when an item decodes to another value, as io-ts.
    let out: unknown[] = u
    const errors: t.ValidationError[] = []
    for (let i = 0; i < u.length; i++) {
      const v: unknown = u[i]
      const result = item.validate(v, t.appendContext(c, String(i), item, v))
      if (result._tag === 'Left') errors.push(...result.left)
      else if (result.right !== v) {
        if (out === u) out = u.slice()
        out[i] = result.right
      }
    }
    return errors.length > 0 ? t.failures(errors) : t.success(out)
  }
  return new t.ReadonlyArrayType(
    name,
    (u): u is ReadonlyArray<t.TypeOf<C>> => Array.isArray(u) && u.every((v) => item.is(v)),
    validate,
    item.encode === t.identity ? t.identity : (a) => a.map((v) => item.encode(v)),
    item,
  )
}
