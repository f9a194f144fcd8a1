/**
 * The guard's fast exact copy of a Rallyman action (`exact-action.ts`) must agree with core's
 * generic exact decoding of the action codec: the same inputs accepted, into the same fresh
 * copy, the same refused (with the generic messages, since refusals are left to it). And it
 * must be the path real rallies take, or it buys nothing.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { exactDecoder, playout, seedRng } from '../../src/core/index.js'
import { checkExactCopy, expectFastPath, oddly } from '../support/exact-copy.js'
import { ActionCodec, bots, defaultConfig, rallyman } from '../../src/rallyman/index.js'
import { exactRallymanAction, fastCopy } from '../../src/rallyman/exact-action.js'

// The codec's exact decoding: the reference.
const reference = exactDecoder(ActionCodec)

const TYPES = [
  'roll',
  'place',
  'attack',
  'use',
  'stop',
  'sisu',
  'spare-wheel',
  'stuck',
  'keep-wheel',
  'tyres',
  'penalty',
  'face',
  'attack-faces',
  'back',
  'cord',
  'weather',
]
const number = fc.oneof(fc.integer({ min: -2, max: 7 }), fc.constantFrom(0.5, -0, NaN, 40, 2 ** 53, Infinity))
const die = fc.oneof(number, fc.constantFrom<unknown>('gas', 'Gas', '1'))
// A list of gears or faces, or now and then a near miss (an item out of range, a hole, not plain).
const list = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.array(item, { maxLength: 5 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        [1, , 3],
        '1,2',
        { 0: 1, length: 1 },
        [0],
        [6],
        [true, 1],
        Object.setPrototypeOf([1, 2], Object.create(Array.prototype) as object),
      ),
    },
  )
const gears = list(fc.integer({ min: 1, max: 5 }))
const faces = list(fc.boolean())
const value = fc.oneof(number, die, gears, faces, fc.constantFrom<unknown>(true, false, null), fc.anything())
const fields = fc.dictionary(
  fc.constantFrom('die', 'to', 'warning', 'orange', 'gears', 'gas', 'use', 'tyres', 'card', 'back', 'seat', 'note'),
  value,
  { maxKeys: 5 },
)
const shaped = fc.tuple(fc.constantFrom<unknown>(...TYPES, 'fly', 7), fields).map(([t, f]) => ({ type: t, ...f }))
const flag = fc.oneof(
  { weight: 4, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(0, 'true', null) },
)
// Gas and orange dice: mostly 0 to 2, now and then anything.
const count = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 2 }) }, { weight: 1, arbitrary: number })
const valid = fc.oneof(
  fc.record({ type: fc.constantFrom('roll', 'place'), die, to: number }),
  fc.record({ type: fc.constant('use'), die, warning: flag, orange: flag, to: number }),
  fc.record({ type: fc.constant('attack'), gears, gas: count, orange: count }),
  fc.record({ type: fc.constant('attack-faces'), gears: faces, gas: count, orange: count }),
  fc.record({ type: fc.constant('face'), warning: flag }),
  fc.record({ type: fc.constantFrom('stop', 'spare-wheel', 'stuck', 'keep-wheel') }),
  fc.record({ type: fc.constant('sisu'), use: flag }),
  fc.record({
    type: fc.constant('tyres'),
    tyres: fc.constantFrom<unknown>('asphalt', 'snow', 'dirt', 'soft', 'ice', 1),
  }),
  fc.record({ type: fc.constant('cord'), card: fc.constantFrom<unknown>('good', 'dirty', 'puncture', 'bad', null) }),
  fc.record({ type: fc.constant('back'), back: fc.constantFrom<unknown>('spin', 'left', 'right', 'up', 0) }),
)
// A valid action, or the same with one field too many (one another action has, or none has).
const near = valid.chain((o) =>
  fc.constantFrom<unknown>(
    o,
    { ...o, note: 'x' },
    { ...o, die: 1 },
    { ...o, to: 3 },
    { ...o, warning: false },
    { ...o, orange: 0 },
    { ...o, gas: 1 },
    { ...o, gears: [1] },
    { ...o, use: true },
    { ...o, card: 'good' },
    { ...o, back: 'spin' },
    { ...o, tyres: 'snow' },
  ),
)
const odd = oddly(fc.oneof(shaped, valid))

describe('Rallyman: the exact copy of an action', () => {
  it('accepts exactly what the codec decodes exactly, into the same fresh copy, with its messages', () => {
    const { accepted, fast } = checkExactCopy(
      exactRallymanAction,
      fastCopy,
      reference,
      fc.oneof(valid, near, shaped, odd, fc.anything()),
    )
    expect(accepted).toBeGreaterThan(500)
    expect(fast).toBeGreaterThan(300)
  })

  it('the decisions and dice of real rallies are copied by the fast path', () => {
    let seen = 0
    for (const seed of [1, 2]) {
      const start = rallyman.setup(defaultConfig({ players: 2 }))
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(rallyman, start.right, seedRng(seed), [bots.heuristic, bots.random], {
        collectEvents: false,
      })
      if (isLeft(run)) throw new Error(run.left.message)
      // Every action of these rallies (penalties and the weather, rare, are not among them).
      seen += expectFastPath(run.right.actions, fastCopy)
    }
    expect(seen).toBeGreaterThan(300)
  })
})
