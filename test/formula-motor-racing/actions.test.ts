import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { canonicalJson, exactDecoder, ExactProblem } from '../../src/core/index.js'
import { ActionCodec, ALL_CARDS, CARS, COLOURS, exactAction } from '../../src/formula-motor-racing/index.js'

// The codec's exact decoding, the reference the hand-written fast copy must agree with.
const reference = exactDecoder(ActionCodec)

const value = fc.oneof(
  fc.constantFrom<unknown>(
    ...ALL_CARDS,
    ...CARS,
    ...COLOURS,
    'front',
    'behind',
    'nitro',
    null,
    0,
    1,
    5,
    12,
    -1,
    0.5,
    2 ** 53,
    NaN,
    true,
    '3',
  ),
  fc.anything(),
)
const fields = fc.dictionary(fc.constantFrom('seat', 'card', 'car', 'colour', 'value', 'side', 'note'), value, {
  maxKeys: 5,
})
const type = fc.constantFrom<unknown>(
  'crew',
  'remove',
  'deal',
  'draw',
  'roll',
  'play',
  'roll-again',
  'stop',
  'keep',
  'reroll',
  'partner',
  'fly',
  7,
)
const shaped = fc.tuple(type, fields).map(([t, f]) => ({ type: t, ...f }))
const seat = fc.integer({ min: -1, max: 7 })
const valid = fc.oneof(
  fc.record({ type: fc.constant('crew'), colour: fc.constantFrom(...COLOURS) }),
  fc.record({ type: fc.constantFrom('remove', 'deal', 'draw'), card: fc.constantFrom(...ALL_CARDS) }),
  fc.record({ type: fc.constant('roll'), value: fc.integer({ min: -3, max: 15 }) }),
  fc.record({
    type: fc.constant('play'),
    seat,
    card: fc.constantFrom(...ALL_CARDS),
    car: fc.option(fc.constantFrom(...CARS), { nil: null }),
  }),
  fc.record({ type: fc.constantFrom('roll-again', 'stop', 'keep', 'reroll'), seat }),
  fc.record({ type: fc.constant('partner'), seat, side: fc.constantFrom('front', 'behind') }),
)
// The same with its fields inherited, or in an object that is not plain.
const odd = fc
  .oneof(shaped, valid)
  .chain((o) =>
    fc.constantFrom<unknown>(
      Object.create(o) as object,
      Object.assign(Object.create(null) as object, o),
      Object.assign(new (class Box {})(), o),
      [o],
    ),
  )

describe('exact action copies', () => {
  it('the fast exactAction accepts exactly what the codec decodes exactly, into the same fresh copy', () => {
    let accepted = 0
    fc.assert(
      fc.property(fc.oneof(valid, shaped, odd, fc.anything()), (input) => {
        const fast = exactAction(input)
        const slow = reference(input)
        expect(fast instanceof ExactProblem, canonicalJson(input) ?? String(input)).toBe(slow instanceof ExactProblem)
        if (!(fast instanceof ExactProblem)) {
          accepted++
          expect(canonicalJson(fast)).toBe(canonicalJson(slow))
          expect(fast).not.toBe(input)
        }
      }),
      { numRuns: 5000 },
    )
    expect(accepted).toBeGreaterThan(500)
  })

  it('a field no JSON can hold (a bigint, a symbol, a cycle) is refused as a bad action, never thrown', () => {
    const cycle: Record<string, unknown> = {}
    cycle['self'] = cycle
    for (const odd of [10n, Symbol('seat'), cycle, () => 1]) {
      for (const input of [
        { type: 'roll', value: odd },
        { type: 'stop', seat: odd },
        { type: 'play', seat: 0, card: odd, car: null },
      ]) {
        expect(exactAction(input)).toBeInstanceOf(ExactProblem)
        expect(reference(input)).toBeInstanceOf(ExactProblem)
      }
    }
    expect((exactAction({ type: 'roll', value: 10n }) as ExactProblem).lines).toEqual([
      'roll: the value must be an integer, not an unprintable value',
    ])
  })
})
