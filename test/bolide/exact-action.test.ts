/**
 * The guard's fast exact copy of a Bolide action (`exact-action.ts`) must agree with core's
 * generic exact decoding of the action codec: the same inputs accepted, into the same fresh
 * copy, the same refused (with the generic messages, since refusals are left to it). And it
 * must be the path real races take, or it buys nothing.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { exactDecoder, playout, seedRng } from '../../src/core/index.js'
import { checkExactCopy, expectFastPath, oddly } from '../support/exact-copy.js'
import { ActionCodec, bolide, bots, defaultConfig } from '../../src/bolide/index.js'
import { exactBolideAction, fastCopy } from '../../src/bolide/exact-action.js'

// The codec's exact decoding: the reference.
const reference = exactDecoder(ActionCodec)

const TYPES = [
  'draw-grid',
  'roll',
  'move',
  'attack',
  'block',
  'booster',
  'brake',
  'stay',
  'timeout',
  'reposition',
  'pit-exit',
  'regroup',
  'strategy',
]
const number = fc.oneof(fc.integer({ min: -3, max: 15 }), fc.constantFrom(0.5, -0, NaN, 2 ** 53, Infinity))
const point = fc.oneof(
  fc.record({ x: number, y: number }),
  fc.record({ x: number }),
  fc.record({ x: number, y: number, z: number }),
  fc.constantFrom<unknown>(null, [1, 2], '3,4', Object.create({ x: 1, y: 2 }) as unknown),
)
const value = fc.oneof(
  number,
  point,
  fc.constantFrom<unknown>(true, false, null, '8+2', '5/7+3', 'slick', 'rain', 'booster', 'none', 'wet'),
  fc.anything(),
)
const fields = fc.dictionary(
  fc.constantFrom('to', 'slipstream', 'pit', 'strategy', 'tread', 'setUp', 'value', 'seat', 'note'),
  value,
  { maxKeys: 5 },
)
const shaped = fc.tuple(fc.constantFrom<unknown>(...TYPES, 'fly', 7), fields).map(([t, f]) => ({ type: t, ...f }))
// A point, or now and then a near miss (a field missing or extra, not a whole number, not plain).
const at = fc.oneof(
  { weight: 3, arbitrary: fc.record({ x: fc.integer({ min: -2, max: 60 }), y: fc.integer({ min: -2, max: 40 }) }) },
  { weight: 1, arbitrary: point },
)
const valid = fc.oneof(
  fc.record({ type: fc.constant('move'), to: at, slipstream: fc.boolean(), pit: fc.option(number, { nil: null }) }),
  fc.record({ type: fc.constantFrom('attack', 'block', 'reposition', 'regroup'), to: at }),
  fc.record({ type: fc.constantFrom('booster', 'brake', 'stay', 'timeout') }),
  fc.record({
    type: fc.constant('pit-exit'),
    to: at,
    strategy: fc.constantFrom('8+2', '7+3', '6/7+2', '5/7+3', '9+1'),
    tread: fc.constantFrom('slick', 'rain', 'wet'),
  }),
  fc.record({ type: fc.constant('roll'), value: number }),
  fc.record({ type: fc.constant('draw-grid'), seat: number }),
  fc.record({
    type: fc.constant('strategy'),
    strategy: fc.constantFrom('8+2', '7+3'),
    tread: fc.constantFrom('slick', 'rain'),
    setUp: fc.constantFrom('booster', 'brake', 'none'),
  }),
)
// A valid action, or the same with one field too many (one another action has, or none has).
const near = valid.chain((o) =>
  fc.constantFrom<unknown>(
    o,
    { ...o, note: 'x' },
    { ...o, to: { x: 1, y: 1 } },
    { ...o, pit: null },
    { ...o, value: 3 },
    { ...o, seat: 1 },
    { ...o, slipstream: false },
  ),
)
const odd = oddly(fc.oneof(shaped, valid))

describe('Bolide: the exact copy of an action', () => {
  it('accepts exactly what the codec decodes exactly, into the same fresh copy, with its messages', () => {
    const { accepted, fast } = checkExactCopy(
      exactBolideAction,
      fastCopy,
      reference,
      fc.oneof(valid, near, shaped, odd, fc.anything()),
    )
    expect(accepted).toBeGreaterThan(500)
    expect(fast).toBeGreaterThan(300)
  })

  it('every decision and outcome of real races is copied by the fast path', () => {
    let seen = 0
    for (const seed of [1, 2, 3]) {
      const start = bolide.setup(defaultConfig({ players: 5, laps: 1 }))
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(
        bolide,
        start.right,
        seedRng(seed),
        Array.from({ length: 5 }, () => bots.heuristic),
        {
          collectEvents: false,
        },
      )
      if (isLeft(run)) throw new Error(run.left.message)
      seen += expectFastPath(run.right.actions, fastCopy)
    }
    expect(seen).toBeGreaterThan(300)
  })
})
