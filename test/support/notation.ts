/**
 * The law of a game's `parseAction` on untrusted input: anything that is not a string (a
 * missing field of a request, a number, an object whose `toString` is not a function) is a
 * `BAD_NOTATION` Left, never a throw.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import type { Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../src/core/index.js'

// Values that break a careless `String(value)` or `.trim()`.
const HOSTILE: ReadonlyArray<unknown> = [
  undefined,
  null,
  42,
  10n,
  Symbol('move'),
  () => 'G 3',
  ['G 3'],
  Object.create(null),
  { toString: 'G 3' },
  {
    toString: () => {
      throw new Error('no')
    },
  },
  new String('G 3'),
]

/** Checks that `parse` answers every non-string with `BAD_NOTATION`. */
export const expectTotalOnNonStrings = (parse: (text: unknown) => Either<RuleViolation, unknown>): void => {
  const check = (input: unknown): void => {
    const parsed = parse(input)
    expect(parsed._tag === 'Left' && parsed.left.code).toBe('BAD_NOTATION')
  }
  for (const input of HOSTILE) check(input)
  fc.assert(
    fc.property(
      fc
        .anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true })
        .filter((v) => typeof v !== 'string'),
      (input) => check(input),
    ),
    { numRuns: 200 },
  )
}
