/**
 * The guard's fast exact copy of a Formule Dé action (`exact-action.ts`) must agree with core's
 * generic exact decoding of the action codec: the same inputs accepted, into the same fresh
 * copy, the same refused (with the generic messages, since refusals are left to it). And it
 * must be the path real races take, or it buys nothing.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { exactDecoder, playout, seedRng } from '../../src/core/index.js'
import { checkExactCopy, expectFastPath, oddly } from '../support/exact-copy.js'
import { ActionCodec, bots, defaultConfig, formuleDe } from '../../src/formule-de/index.js'
import { exactFormuleDeAction, fastCopy } from '../../src/formule-de/exact-action.js'

// The codec's exact decoding: the reference.
const reference = exactDecoder(ActionCodec)

const TYPES = [
  'grid',
  'start',
  'gear',
  'roll',
  'move',
  'collision',
  'engine',
  'pit',
  'weather',
  'holding',
  'slipstream',
  'no-slipstream',
  'tyres',
  'choose-stand',
  'build',
  'stand',
  'chrono',
]
const number = fc.oneof(
  fc.integer({ min: -2, max: 32 }),
  fc.constantFrom(0.5, -0, NaN, 100, 101, 100_000, 100_001, 2 ** 53, Infinity),
)
// A path, or now and then a near miss (a space out of range or not whole, a hole, not plain).
const path = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.array(number, { maxLength: 4 }),
      fc.constantFrom<unknown>(
        [1, , 3],
        '1,2',
        { 0: 1, length: 1 },
        Object.assign([1, 2], { extra: 3 }),
        [0, 100_000],
        [0, 100_001],
        [-1],
        [1.5],
        Object.setPrototypeOf([1, 2], Object.create(Array.prototype) as object),
      ),
    ),
  },
)
const value = fc.oneof(number, path, fc.constantFrom<unknown>(true, null, 'dry', 'wet', 'quick'), fc.anything())
const fields = fc.dictionary(fc.constantFrom('value', 'gear', 'path', 'brake', 'tyre', 'stand', 'note'), value, {
  maxKeys: 4,
})
const shaped = fc.tuple(fc.constantFrom<unknown>(...TYPES, 'fly', 7), fields).map(([t, f]) => ({ type: t, ...f }))
const valid = fc.oneof(
  fc.record({ type: fc.constantFrom('move', 'slipstream'), path, brake: number }),
  fc.record({ type: fc.constant('gear'), gear: number }),
  fc.record({
    type: fc.constantFrom('grid', 'start', 'roll', 'collision', 'engine', 'pit', 'weather', 'holding'),
    value: number,
  }),
  fc.record({ type: fc.constant('no-slipstream') }),
)
// A valid action, or the same with one field too many (one another action has, or none has).
const near = valid.chain((o) =>
  fc.constantFrom<unknown>(
    o,
    { ...o, note: 'x' },
    { ...o, value: 3 },
    { ...o, gear: 2 },
    { ...o, brake: 1 },
    { ...o, path: [1] },
  ),
)
const odd = oddly(fc.oneof(shaped, valid))

describe('Formule Dé: the exact copy of an action', () => {
  it('accepts exactly what the codec decodes exactly, into the same fresh copy, with its messages', () => {
    const { accepted, fast } = checkExactCopy(
      exactFormuleDeAction,
      fastCopy,
      reference,
      fc.oneof(valid, near, shaped, odd, fc.anything()),
    )
    expect(accepted).toBeGreaterThan(500)
    expect(fast).toBeGreaterThan(300)
  })

  it('every decision and outcome of a real race is copied by the fast path', () => {
    const start = formuleDe.setup(defaultConfig({ players: 4, laps: 1 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(
      formuleDe,
      start.right,
      seedRng(5),
      Array.from({ length: 4 }, () => bots.heuristic),
      {
        collectEvents: false,
      },
    )
    if (isLeft(run)) throw new Error(run.left.message)
    expect(expectFastPath(run.right.actions, fastCopy)).toBeGreaterThan(100)
  })
})
