/**
 * The law of a game's `describeRefusal`: English is the refusal's message; French is another
 * sentence, without holes; every code has its own French; a text that is not an action is
 * told in French with the text.
 */
import { expect } from 'vitest'
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import type { LangOption, RuleViolation, SetupError } from '../../src/core/index.js'

type Describe = (v: RuleViolation | SetupError, options?: LangOption) => string

/** The refusal in English is its message; in French another sentence, with no holes. */
export const expectFrenchRefusal = (describe: Describe, v: RuleViolation | SetupError): string => {
  expect(describe(v)).toBe(v.message)
  expect(describe(v, { lang: 'en' })).toBe(v.message)
  const fr = describe(v, { lang: 'fr' })
  expect(fr, String(v.code)).not.toBe(v.message)
  expect(fr, String(v.code)).not.toMatch(/undefined|NaN|\[object|\(détail en anglais\)/)
  return fr
}

/** Every code of the table (and `BAD_NOTATION`) has its own French sentence (as many sentences as codes). */
export const expectDistinctFrench = (table: object, codes: ReadonlyArray<string>) => {
  const all = [...codes, 'BAD_NOTATION']
  expect(Object.keys(table).sort()).toEqual(all.sort())
  const sentences = Object.values(table).map((f) => (f as (p: object) => string)({ text: 'x', why: 'y' }))
  expect(new Set(sentences).size).toBe(all.length)
}

/** A text that is not an action is refused in French with the text itself. */
export const expectFrenchNotation = (
  describe: Describe,
  parse: (text: unknown) => Either<RuleViolation, unknown>,
  game: string,
): void => {
  const r = parse('zz 9 9 9')
  if (!isLeft(r)) throw new Error('"zz 9 9 9" was read as an action')
  expect(expectFrenchRefusal(describe, r.left)).toMatch(
    new RegExp(`^Ce n'est pas une action de ${game} : « zz 9 9 9 » \\(.+\\)\\.$`),
  )
}
