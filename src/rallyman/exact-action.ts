/**
 * The guard's exact copy of a Rallyman action (core's `GameRules.exactAction`), fast for what
 * a rally sends on nearly every step: a die thrown or placed, a big attack and the use of its
 * dice, a stop, the dice's faces and the cards drawn, the tyres of a special. Those are copied here, each field read once; anything
 * else goes to core's generic copy (a walk over the codec's shape, then the codec's check of
 * the whole copy), which accepts or refuses it with its own messages. So this copy only has to
 * be sound: it accepts nothing the codec refuses (`test/rallyman/exact-action.test.ts` checks
 * it against the generic copy, and that real rallies take this path).
 */
import { exactDecoderWith } from '../core/index.js'
import { isIntegerIn as within, isPlainObject, listCopy } from '../core/exact.js'
import { RallymanActionCodec, type RallymanAction, type Tyres } from './actions.js'
import type { DieId } from './dice.js'

// A die: a gear die 1 to 5, or the gas die.
const isDie = (u: unknown): u is DieId => u === 'gas' || within(u, 1, 5)

const isGear = (u: unknown): u is number => within(u, 1, 5)
const isBoolean = (u: unknown): u is boolean => typeof u === 'boolean'
const TYRES: ReadonlySet<unknown> = new Set(['asphalt', 'snow', 'dirt', 'soft'])
const CARDS: ReadonlySet<unknown> = new Set(['good', 'dirty', 'puncture'])
const BACKS: ReadonlySet<unknown> = new Set(['spin', 'left', 'right'])

/** The copy of the common actions, or null for anything else (then the generic copy decides). */
export const fastCopy = (input: unknown): RallymanAction | null => {
  if (!isPlainObject(input)) return null
  // The object's own enumerable fields, each read once, in one pass; `n` counts them all, so
  // a field the action does not have makes the count wrong.
  let type: unknown, die: unknown, to: unknown, warning: unknown, orange: unknown, gears: unknown, gas: unknown
  let use: unknown, tyres: unknown, card: unknown, back: unknown
  let n = 0
  for (const key in input) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue
    n++
    const field = input[key]
    switch (key) {
      case 'type':
        type = field
        break
      case 'die':
        die = field
        break
      case 'to':
        to = field
        break
      case 'warning':
        warning = field
        break
      case 'orange':
        orange = field
        break
      case 'gears':
        gears = field
        break
      case 'gas':
        gas = field
        break
      case 'use':
        use = field
        break
      case 'tyres':
        tyres = field
        break
      case 'card':
        card = field
        break
      case 'back':
        back = field
        break
      default:
        return null
    }
  }
  switch (type) {
    case 'roll':
    case 'place':
      return n === 3 && isDie(die) && Number.isSafeInteger(to) ? { type, die, to: to as number } : null
    case 'use':
      return n === 5 && isDie(die) && isBoolean(warning) && isBoolean(orange) && Number.isSafeInteger(to)
        ? { type, die, warning, orange, to: to as number }
        : null
    case 'attack': {
      const thrown = n === 4 && within(gas, 0, 2) && within(orange, 0, 2) ? listCopy(gears, isGear) : null
      return thrown === null ? null : { type, gears: thrown, gas: gas as number, orange: orange as number }
    }
    case 'attack-faces': {
      const faces = n === 4 && within(gas, 0, 2) && within(orange, 0, 2) ? listCopy(gears, isBoolean) : null
      return faces === null ? null : { type, gears: faces, gas: gas as number, orange: orange as number }
    }
    case 'face':
      return n === 2 && isBoolean(warning) ? { type, warning } : null
    case 'sisu':
      return n === 2 && isBoolean(use) ? { type, use } : null
    case 'tyres':
      return n === 2 && TYRES.has(tyres) ? { type, tyres: tyres as Tyres } : null
    case 'cord':
      return n === 2 && CARDS.has(card) ? { type, card: card as 'good' | 'dirty' | 'puncture' } : null
    case 'back':
      return n === 2 && BACKS.has(back) ? { type, back: back as 'spin' | 'left' | 'right' } : null
    case 'stop':
    case 'spare-wheel':
    case 'stuck':
    case 'keep-wheel':
      return n === 1 ? { type } : null
    default:
      return null
  }
}

/** An exact copy of an untrusted Rallyman action, or why it is not one (core's exact decoding). @group Codecs */
export const exactRallymanAction = exactDecoderWith(RallymanActionCodec, fastCopy)
