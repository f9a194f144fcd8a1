import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'

/** A value as a message shows it: its JSON (cut at 60 characters), or what it is; never throws. */
export const describeValue = (value: unknown): string => {
  if (value === undefined) return 'undefined'
  if (typeof value === 'function') return 'a function'
  try {
    const text = JSON.stringify(value)
    if (text === undefined) return String(value)
    return text.length > 60 ? `${text.slice(0, 57)}...` : text
  } catch {
    return 'an unprintable value'
  }
}

/**
 * io-ts errors as readable lines, one per failing path, e.g.
 * `at .card.kind: expected "overtake" | "turbo", got 3`. The deepest context names the path.
 * @group Codecs
 */
export const formatErrors = (errors: t.Errors): ReadonlyArray<string> => {
  const lines = errors.map((error) => {
    const keys = error.context.map((c) => c.key).filter((k) => k !== '')
    const path = keys.length === 0 ? '(root)' : keys.map((k) => (/^\d+$/.test(k) ? `[${k}]` : `.${k}`)).join('')
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a valid value'
    return error.message ?? `at ${path}: expected ${expected}, got ${describeValue(error.value)}`
  })
  return [...new Set(lines)]
}

/** Decodes with a codec; a Left carries the readable lines of {@link formatErrors}. @group Codecs */
export const decodeWith = <A>(codec: t.Decoder<unknown, A>, input: unknown): Either<ReadonlyArray<string>, A> => {
  const result = codec.decode(input)
  return isLeft(result) ? left(formatErrors(result.left)) : right(result.right)
}

/**
 * A JSON text with object keys sorted, so two equal values give the same text whatever
 * the order their keys were written in. Used to compare actions and states.
 * @group Codecs
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  )

/**
 * A codec of one of the names of a list written once as a const tuple (a game's presets, its
 * built-in boards): io-ts's `keyof` over them, named like it when no name is given.
 * @group Codecs
 * @example
 * const PRESET_NAMES = ['basic', 'advanced'] as const
 * const PresetCodec = oneOf(PRESET_NAMES, 'Preset') // t.Type<'basic' | 'advanced'>
 */
export const oneOf = <K extends string>(names: ReadonlyArray<K>, name?: string): t.KeyofC<Record<K, null>> =>
  t.keyof(Object.fromEntries(names.map((n) => [n, null])) as Record<K, null>, name)

/** A codec of safe integers, unbranded so plain `number` fields stay plain. @group Codecs */
export const integer: t.Type<number, number, unknown> = t.refinement(t.number, Number.isSafeInteger, 'Integer')

/** A codec of integers within `[min, max]`. @group Codecs */
export const intRange = (min: number, max: number, name = `Integer(${min}..${max})`): t.Type<number, number, unknown> =>
  t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= min && n <= max, name)
