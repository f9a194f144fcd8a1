import * as t from 'io-ts'
import { ExactProblem, integer, struct, union, type SeatId } from '../core/index.js'
import { describeValue } from '../core/codec.js'
import { isPlainObject } from '../core/exact.js'
import { CarIdCodec, ColourCodec, isCarId, isColour, type CarId, type Colour } from './cars.js'
import { CardCodec, isCard, type Card } from './cards.js'
import type { CollisionSide } from './rules/collision.js'

/**
 * Chance: the next crew card dealt; its cars start at the next free pair of places (FMR Mise en place 2).
 * @group Actions
 */
export interface CrewAction {
  /** Action kind. */
  readonly type: 'crew'
  /** The crew's colour. */
  readonly colour: Colour
}

/** Chance: a card removed face down before a short race (FMR Petites Courses). @group Actions */
export interface RemoveAction {
  /** Action kind. */
  readonly type: 'remove'
  /** The card removed. */
  readonly card: Card
}

/** Chance: a card dealt to the seat whose turn it is to receive (FMR Mise en place 3). @group Actions */
export interface DealAction {
  /** Action kind. */
  readonly type: 'deal'
  /** The card dealt. */
  readonly card: Card
}

/** Chance: the card the player draws after playing (FMR Comment jouer). @group Actions */
export interface DrawAction {
  /** Action kind. */
  readonly type: 'draw'
  /** The card drawn. */
  readonly card: Card
}

/** Chance: a roll of the d12. @group Actions */
export interface RollAction {
  /** Action kind. */
  readonly type: 'roll'
  /** The face rolled, 1 to 12. */
  readonly value: number
}

/**
 * Decision: play a card from the hand on a car. `car` is `null` for cards whose car the
 * die picks (spins, Collision) and for cards with no possible target (no effect).
 * @group Actions
 */
export interface PlayAction {
  /** Action kind. */
  readonly type: 'play'
  /** The seat playing. */
  readonly seat: SeatId
  /** The card played. */
  readonly card: Card
  /** The car it targets. */
  readonly car: CarId | null
}

/** Decision (Overload on one's own car after a 1-9): roll again. @group Actions */
export interface RollAgainAction {
  /** Action kind. */
  readonly type: 'roll-again'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (Overload on one's own car after a 1-9): stop rolling. @group Actions */
export interface StopAction {
  /** Action kind. */
  readonly type: 'stop'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (spin, first roll): keep the place rolled. @group Actions */
export interface KeepAction {
  /** Action kind. */
  readonly type: 'keep'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (spin, first roll): roll once more and keep the second roll. @group Actions */
export interface RerollAction {
  /** Action kind. */
  readonly type: 'reroll'
  /** The seat deciding. */
  readonly seat: SeatId
}

/** Decision (Collision): the car in front of or behind the car hit also goes out. @group Actions */
export interface PartnerAction {
  /** Action kind. */
  readonly type: 'partner'
  /** The seat deciding. */
  readonly seat: SeatId
  /** Which neighbour. */
  readonly side: CollisionSide
}

/** Every Formula Motor Racing action. @group Actions */
export type FmrAction =
  | CrewAction
  | RemoveAction
  | DealAction
  | DrawAction
  | RollAction
  | PlayAction
  | RollAgainAction
  | StopAction
  | KeepAction
  | RerollAction
  | PartnerAction

const seatOnly = <T extends string>(type: T) => t.readonly(struct({ type: t.literal(type), seat: integer }))

/** Codec of an action. @group Codecs */
export const FmrActionCodec: t.Type<FmrAction, FmrAction, unknown> = union(
  [
    t.readonly(struct({ type: t.literal('crew'), colour: ColourCodec })),
    t.readonly(struct({ type: t.literal('remove'), card: CardCodec })),
    t.readonly(struct({ type: t.literal('deal'), card: CardCodec })),
    t.readonly(struct({ type: t.literal('draw'), card: CardCodec })),
    t.readonly(struct({ type: t.literal('roll'), value: integer })),
    t.readonly(struct({ type: t.literal('play'), seat: integer, card: CardCodec, car: union([CarIdCodec, t.null]) })),
    seatOnly('roll-again'),
    seatOnly('stop'),
    seatOnly('keep'),
    seatOnly('reroll'),
    t.readonly(struct({ type: t.literal('partner'), seat: integer, side: t.keyof({ front: null, behind: null }) })),
  ],
  'FmrAction',
)

// ---------------------------------------------------------------------------------------
// Exact copies of untrusted actions, on the hot path: the same verdict as the codec's
// exact decoding (test/formula-motor-racing/actions.test.ts compares them), without
// building a union decoder per step. Each field is read once into the copy.

const fmrActionProblem = (detail: string): ExactProblem => new ExactProblem([detail])

// A field's value in a message (a bigint or a cycle is described, never thrown on).
const show = describeValue

// What is wrong with the fields of an action of a known type, naming the first bad one
// (built only for a refusal: the messages are not computed for a good action).
type FieldCheck = readonly [boolean, () => string]
const fieldProblem = (
  type: string,
  expected: number,
  found: number,
  checks: ReadonlyArray<FieldCheck>,
): ExactProblem => {
  for (const [ok, message] of checks) if (!ok) return fmrActionProblem(`${type}: ${message()}`)
  return fmrActionProblem(`${type} has ${expected} fields (type included), not ${found}`)
}

// The checks of the fields several actions share.
const seatCheck = (seat: unknown): FieldCheck => [
  Number.isSafeInteger(seat),
  () => `the seat must be an integer, not ${show(seat)}`,
]
const cardCheck = (card: unknown): FieldCheck => [isCard(card), () => `no card ${show(card)}`]

/** An exact copy of an untrusted Formula Motor Racing action, or what is wrong with it. @group Codecs */
export const exactFmrAction = (input: unknown): FmrAction | ExactProblem => {
  if (!isPlainObject(input)) return fmrActionProblem('expected a plain object with a string "type"')
  // The object's own enumerable fields, each read once, in one pass (V8 compiles an own-key
  // test and a read inside a for-in over the same object without generic lookups); `n`
  // counts them all, so a field no action has makes the count wrong.
  let type: unknown, seat: unknown, card: unknown, car: unknown, colour: unknown, value: unknown, side: unknown
  let n = 0
  for (const key in input) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue
    n++
    const field = input[key]
    switch (key) {
      case 'type':
        type = field
        break
      case 'seat':
        seat = field
        break
      case 'card':
        card = field
        break
      case 'car':
        car = field
        break
      case 'colour':
        colour = field
        break
      case 'value':
        value = field
        break
      case 'side':
        side = field
        break
    }
  }
  switch (type) {
    case 'crew':
      return n === 2 && isColour(colour)
        ? { type, colour }
        : fieldProblem(type, 2, n, [[isColour(colour), () => `no team colour ${show(colour)}`]])
    case 'remove':
    case 'deal':
    case 'draw':
      return n === 2 && isCard(card) ? { type, card } : fieldProblem(type, 2, n, [cardCheck(card)])
    case 'roll': {
      const whole = Number.isSafeInteger(value)
      return n === 2 && whole
        ? { type, value: value as number }
        : fieldProblem(type, 2, n, [[whole, () => `the value must be an integer, not ${show(value)}`]])
    }
    case 'play': {
      if (n === 4 && Number.isSafeInteger(seat) && isCard(card) && (car === null || isCarId(car)))
        return { type, seat: seat as number, card, car }
      return fieldProblem(type, 4, n, [
        seatCheck(seat),
        cardCheck(card),
        [car === null || isCarId(car), () => `no car ${show(car)} (a car id, or null)`],
      ])
    }
    case 'roll-again':
    case 'stop':
    case 'keep':
    case 'reroll':
      return n === 2 && Number.isSafeInteger(seat)
        ? { type, seat: seat as number }
        : fieldProblem(type, 2, n, [seatCheck(seat)])
    case 'partner': {
      if (n === 3 && Number.isSafeInteger(seat) && (side === 'front' || side === 'behind'))
        return { type, seat: seat as number, side }
      return fieldProblem(type, 3, n, [
        seatCheck(seat),
        [side === 'front' || side === 'behind', () => `the side is "front" or "behind", not ${show(side)}`],
      ])
    }
    default:
      return fmrActionProblem(
        typeof type === 'string' ? `unknown action type ${JSON.stringify(type)}` : 'expected a string "type"',
      )
  }
}
