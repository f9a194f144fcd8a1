/**
 * What every game's hand-written exact copy of an action (`exactAction`) must do: agree with
 * core's generic exact decoding of the action codec, the reference. The same inputs accepted,
 * into the same fresh copy; the same refused, with the same messages; and its fast path sound:
 * whatever it copies, the reference accepts, the same.
 */
import { expect } from 'vitest'
import fc from 'fast-check'
import { canonicalJson, ExactProblem } from '../../src/core/index.js'

// An input as text for a failure's message (an input whose getter throws has none).
const label = (input: unknown): string => {
  try {
    return canonicalJson(input) ?? String(input)
  } catch {
    return 'an input that throws when read'
  }
}

/**
 * Variants of an action that no exact copy may take as it is: its fields inherited, in an
 * object without `Object.prototype` (which is plain: it is accepted), in a class, in an array,
 * or with a getter that throws.
 */
export const oddly = (action: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> =>
  action.chain((o) =>
    fc.constantFrom<unknown>(
      Object.create(o) as object,
      Object.assign(Object.create(null) as object, o),
      Object.assign(new (class Box {})(), o),
      [o],
      Object.defineProperty({ ...o }, 'type', {
        enumerable: true,
        get: () => {
          throw new Error('no type')
        },
      }),
    ),
  )

/** Checks an exact copy against the reference on `inputs`; returns how many it accepted, and how many by its fast path. */
export const checkExactCopy = <A>(
  exact: (input: unknown) => A | ExactProblem,
  fast: (input: unknown) => A | null,
  reference: (input: unknown) => A | ExactProblem,
  inputs: fc.Arbitrary<unknown>,
): { readonly accepted: number; readonly fast: number } => {
  let accepted = 0
  let quick = 0
  fc.assert(
    fc.property(inputs, (input) => {
      const copy = exact(input)
      const slow = reference(input)
      expect(copy instanceof ExactProblem, label(input)).toBe(slow instanceof ExactProblem)
      if (copy instanceof ExactProblem) expect(copy.lines).toEqual((slow as ExactProblem).lines)
      else {
        accepted++
        expect(canonicalJson(copy)).toBe(canonicalJson(slow))
        expect(copy).not.toBe(input)
      }
      let fastCopy: A | null = null
      try {
        fastCopy = fast(input)
      } catch {
        fastCopy = null
      }
      if (fastCopy !== null) {
        quick++
        expect(slow, label(input)).not.toBeInstanceOf(ExactProblem)
        expect(canonicalJson(fastCopy)).toBe(canonicalJson(slow))
      }
    }),
    { numRuns: 5000 },
  )
  return { accepted, fast: quick }
}

/**
 * Checks that every action of a race's log takes the fast path, read back from JSON as a
 * client would send it, into a copy equal to the action; returns how many actions it read.
 */
export const expectFastPath = <A>(actions: ReadonlyArray<A>, fast: (input: unknown) => A | null): number => {
  for (const action of actions) {
    const quick = fast(JSON.parse(JSON.stringify(action)))
    expect(quick, canonicalJson(action)).not.toBe(null)
    expect(canonicalJson(quick)).toBe(canonicalJson(action))
  }
  return actions.length
}
