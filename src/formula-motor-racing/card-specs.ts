/**
 * What each kind of action card does (FMR Effets des cartes d'action), written once: its
 * rulebook section, how its car is chosen, its effect and the die that resolves it. The
 * reducer, the legal plays, the bots and the state check read this table, and the picture its
 * twin of faces (`svg/cards.ts`), both records over every kind: a new kind is a type error
 * until it has its entries, and its behaviour cannot fall back on another kind's.
 */
import type { CarId } from './cars.js'
import type { CardKind } from './cards.js'
import { overtake } from './rules/overtake.js'
import type { Effect, RunningOrder } from './rules/running-order.js'
import { setback } from './rules/setback.js'
import { turbo } from './rules/turbo.js'

/**
 * How the car a card acts on is chosen: the player names a racing car (of the card's colour
 * when it is coloured), or one of the last three racing cars (FMR Turbo); or the d12 names a
 * place, and the card is played with car `null` (FMR Tête à Queue, Collision).
 * @group Rules
 */
export type CardTarget = 'player' | 'last-three' | 'die'

/**
 * What a card does, and the die it takes:
 * - `overtake`: no die; the car and the car behind it gain `places` (FMR Dépassement);
 * - `turbo`: no die; the car alone gains three places (FMR Turbo);
 * - `setback`: no die; the car loses `places` (FMR Mauvaise File);
 * - `pit-stop`: one d12, the car drops 1-6 places or keeps its place on 7-12 (FMR Arrêt au Stand);
 * - `overload`: a d12, 1-9 one place forward, 10-12 the `damage`; on one's own car the player
 *   may roll again after a 1-9 (FMR Surcharge);
 * - `spin`: a d12 names the place hit, which may be rolled once more; `major` puts the car
 *   out, else it goes last (FMR Tête à Queue);
 * - `collision`: a d12 names the place hit; the car and a neighbour go out (FMR Collision).
 * @group Rules
 */
export type CardEffect =
  | {
      /** The effect's kind. */
      readonly kind: 'overtake'
      /** Places gained. */
      readonly places: number
    }
  | {
      /** The effect's kind. */
      readonly kind: 'turbo'
    }
  | {
      /** The effect's kind. */
      readonly kind: 'setback'
      /** Places lost. */
      readonly places: number
    }
  | {
      /** The effect's kind. */
      readonly kind: 'pit-stop'
    }
  | {
      /** The effect's kind. */
      readonly kind: 'overload'
      /** What a 10-12 does: the car goes last, or out of the race. */
      readonly damage: 'wheel-loss' | 'engine-blow'
    }
  | {
      /** The effect's kind. */
      readonly kind: 'spin'
      /** A major spin puts the car out of the race, a minor one sends it last. */
      readonly major: boolean
    }
  | {
      /** The effect's kind. */
      readonly kind: 'collision'
    }

/** One kind of card, as the rules, the legal plays, the bots and the state check read it. @group Rules */
export interface CardSpec {
  /** The rulebook section that defines it: the rule of its refusals and of its die. */
  readonly section: string
  /** How its car is chosen. */
  readonly target: CardTarget
  /** What it does, and its die. */
  readonly effect: CardEffect
}

// Sections of several kinds, written once.
const OVERTAKE = 'FMR Dépassement'
const SETBACK = 'FMR Mauvaise File'
const OVERLOAD = 'FMR Surcharge'
const SPIN = 'FMR Tête à Queue'

const spec = (section: string, target: CardTarget, effect: CardEffect): CardSpec => ({ section, target, effect })

/**
 * Every kind of card (FMR Effets des cartes d'action, Résumé des cartes). The setbacks are
 * the seed's Mauvaise File (-1), Hors Circuit (-2) and Perte de Contrôle (-3), one section.
 * Their faces, which only the picture reads, are `CARD_FACES`, a table of the same keys.
 * @group Rules
 */
export const CARD_SPECS: Readonly<Record<CardKind, CardSpec>> = {
  'overtake-2': spec(OVERTAKE, 'player', { kind: 'overtake', places: 2 }),
  'overtake-3': spec(OVERTAKE, 'player', { kind: 'overtake', places: 3 }),
  'overtake-4': spec(OVERTAKE, 'player', { kind: 'overtake', places: 4 }),
  turbo: spec('FMR Turbo', 'last-three', { kind: 'turbo' }),
  'wrong-lane': spec(SETBACK, 'player', { kind: 'setback', places: 1 }),
  'off-track': spec(SETBACK, 'player', { kind: 'setback', places: 2 }),
  'loss-of-control': spec(SETBACK, 'player', { kind: 'setback', places: 3 }),
  'pit-stop': spec('FMR Arrêt au Stand', 'player', { kind: 'pit-stop' }),
  'wheel-loss': spec(OVERLOAD, 'player', { kind: 'overload', damage: 'wheel-loss' }),
  'engine-blow': spec(OVERLOAD, 'player', { kind: 'overload', damage: 'engine-blow' }),
  'major-spin': spec(SPIN, 'die', { kind: 'spin', major: true }),
  'minor-spin': spec(SPIN, 'die', { kind: 'spin', major: false }),
  collision: spec('FMR Collision', 'die', { kind: 'collision' }),
}

/** Whether a card is resolved with the d12 (a switch: a table keyed by kind is slower on every play). */
export const rollsDie = (effect: CardEffect): boolean => {
  switch (effect.kind) {
    case 'overtake':
    case 'turbo':
    case 'setback':
      return false
    case 'pit-stop':
    case 'overload':
    case 'spin':
    case 'collision':
      return true
  }
}

/**
 * The running order after a card that acts at once is played on `car`, or `null` for a card
 * resolved with the d12 (its roll decides). Plain calls, one per effect: the reducer and the
 * bots call it on every play.
 */
export const playedAtOnce = (effect: CardEffect, running: RunningOrder, car: CarId): Effect | null => {
  switch (effect.kind) {
    case 'overtake':
      return overtake(running, car, effect.places)
    case 'turbo':
      return turbo(running, car)
    case 'setback':
      return setback(running, car, effect.places)
    case 'pit-stop':
    case 'overload':
    case 'spin':
    case 'collision':
      return null
  }
}
