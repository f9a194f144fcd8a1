/**
 * The guard's exact copy of a Bolide action (core's `GameRules.exactAction`), fast for what a
 * bot sends: nearly every step of a race is a move decision, and core's generic copy (a walk
 * over the codec's shape, then the codec's check of the whole copy) was most of what asking a
 * policy costs over the driver's own random pick. Input of a well-formed action of a known
 * type is copied here, each field read once; anything else goes to the generic copy, which
 * accepts or refuses it with its own messages. So this copy only has to be sound: it accepts
 * nothing the codec refuses (`test/bolide/exact-action.test.ts` checks it against the generic
 * copy, and that real races take this path).
 */
import { exactDecoderWith } from '../core/index.js'
import { isIntegerIn, isPlainObject } from '../core/exact.js'
import { BolideActionCodec, type BolideAction } from './actions.js'
import type { Strategy, Tread } from './config.js'
import type { Point } from './grid/point.js'

// A copy of a point: a plain object holding exactly two integers `x` and `y`, or null.
const pointOf = (u: unknown): Point | null => {
  if (!isPlainObject(u)) return null
  let x: unknown, y: unknown
  let n = 0
  for (const key in u) {
    if (!Object.prototype.hasOwnProperty.call(u, key)) continue
    n++
    if (key === 'x') x = u[key]
    else if (key === 'y') y = u[key]
  }
  return n === 2 && Number.isSafeInteger(x) && Number.isSafeInteger(y) ? { x: x as number, y: y as number } : null
}

const STRATEGIES: ReadonlySet<unknown> = new Set(['8+2', '7+3', '6/7+2', '5/7+3'])
const TREADS: ReadonlySet<unknown> = new Set(['slick', 'rain'])

/** The copy of the common actions, or null for anything else (then the generic copy decides). */
export const fastCopy = (input: unknown): BolideAction | null => {
  if (!isPlainObject(input)) return null
  // The object's own enumerable fields, each read once, in one pass; `n` counts them all, so
  // a field the action does not have makes the count wrong.
  let type: unknown, to: unknown, slipstream: unknown, pit: unknown, strategy: unknown, tread: unknown
  let value: unknown, seat: unknown
  let n = 0
  for (const key in input) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue
    n++
    const field = input[key]
    switch (key) {
      case 'type':
        type = field
        break
      case 'to':
        to = field
        break
      case 'slipstream':
        slipstream = field
        break
      case 'pit':
        pit = field
        break
      case 'strategy':
        strategy = field
        break
      case 'tread':
        tread = field
        break
      case 'value':
        value = field
        break
      case 'seat':
        seat = field
        break
      default:
        return null
    }
  }
  switch (type) {
    case 'move': {
      if (n !== 4 || typeof slipstream !== 'boolean' || !(pit === null || Number.isSafeInteger(pit))) return null
      const point = pointOf(to)
      return point === null ? null : { type, to: point, slipstream, pit: pit as number | null }
    }
    case 'attack':
    case 'block':
    case 'reposition':
    case 'regroup': {
      const point = n === 2 ? pointOf(to) : null
      return point === null ? null : { type, to: point }
    }
    case 'booster':
    case 'brake':
    case 'stay':
    case 'timeout':
      return n === 1 ? { type } : null
    case 'pit-exit': {
      const point = n === 4 && STRATEGIES.has(strategy) && TREADS.has(tread) ? pointOf(to) : null
      return point === null ? null : { type, to: point, strategy: strategy as Strategy, tread: tread as Tread }
    }
    case 'roll':
      // The d12: a face from 1 to 12.
      return n === 2 && isIntegerIn(value, 1, 12) ? { type, value } : null
    case 'draw-grid':
      return n === 2 && Number.isSafeInteger(seat) ? { type, seat: seat as number } : null
    default:
      return null
  }
}

/** An exact copy of an untrusted Bolide action, or why it is not one (core's exact decoding). @group Codecs */
export const exactBolideAction = exactDecoderWith(BolideActionCodec, fastCopy)
