/**
 * The guard's exact copy of a Formule Dé action (core's `GameRules.exactAction`), fast for what
 * a race sends on nearly every step: a gear, a move or a slipstream (its path of spaces), a die.
 * Those are copied here, each field read once; anything else goes to core's generic copy (a
 * walk over the codec's shape, then the codec's check of the whole copy), which accepts or
 * refuses it with its own messages. So this copy only has to be sound: it accepts nothing the
 * codec refuses (`test/formule-de/exact-action.test.ts` checks it against the generic copy,
 * and that real races take this path).
 */
import { exactDecoderWith } from '../core/index.js'
import { isIntegerIn as within, isPlainObject, listCopy } from '../core/exact.js'
import { ActionCodec, type Action } from './actions.js'
import type { Gear } from './dice.js'

// A space of a path: 0 to 100,000.
const isSpace = (u: unknown): u is number => within(u, 0, 100_000)

/** The copy of the common actions, or null for anything else (then the generic copy decides). */
export const fastCopy = (input: unknown): Action | null => {
  if (!isPlainObject(input)) return null
  // The object's own enumerable fields, each read once, in one pass; `n` counts them all, so
  // a field the action does not have makes the count wrong.
  let type: unknown, value: unknown, gear: unknown, path: unknown, brake: unknown
  let n = 0
  for (const key in input) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue
    n++
    const field = input[key]
    switch (key) {
      case 'type':
        type = field
        break
      case 'value':
        value = field
        break
      case 'gear':
        gear = field
        break
      case 'path':
        path = field
        break
      case 'brake':
        brake = field
        break
      default:
        return null
    }
  }
  switch (type) {
    case 'move':
    case 'slipstream': {
      const spaces = n === 3 && within(brake, 0, 100) ? listCopy(path, isSpace) : null
      return spaces === null ? null : { type, path: spaces, brake: brake as number }
    }
    case 'gear':
      return n === 2 && within(gear, 1, 6) ? { type, gear: gear as Gear } : null
    case 'roll':
      return n === 2 && within(value, 1, 30) ? { type, value } : null
    case 'grid':
    case 'start':
    case 'collision':
    case 'engine':
    case 'pit':
    case 'weather':
    case 'holding':
      // The black die, a d20.
      return n === 2 && within(value, 1, 20) ? { type, value } : null
    case 'no-slipstream':
      return n === 1 ? { type } : null
    default:
      return null
  }
}

/** An exact copy of an untrusted Formule Dé action, or why it is not one (core's exact decoding). @group Codecs */
export const exactFormuleDeAction = exactDecoderWith(ActionCodec, fastCopy)
