/**
 * The law of a game's position builder on edits of the wrong shape: a field that is not an
 * edit (at any depth), or a value of the wrong type, is refused with its path and the fields
 * there are, never ignored.
 */
import fc from 'fast-check'
import { expect } from 'vitest'

/**
 * Checks `refusal(edits)` (the text of the builder's Left, or null for a Right) on `valid`
 * edits with one field added, at the top and in `nested` (a path to an object of the edits).
 */
export const expectExtraFieldsNamed = (
  valid: Readonly<Record<string, unknown>>,
  refusal: (edits: unknown) => string | null,
  fields: ReadonlyArray<string>,
): void => {
  expect(refusal(valid)).toBeNull()
  fc.assert(
    fc.property(
      fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !fields.includes(k)),
      fc.anything(),
      (key, value) => {
        const text = refusal({ ...valid, [key]: value })
        expect(text).toContain(`at .${key}: "${key}" is not a field here; the fields are ${fields.join(', ')}`)
      },
    ),
    { numRuns: 100 },
  )
}
