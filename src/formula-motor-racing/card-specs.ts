/**
 * What each kind of action card does (FMR Effets des cartes d'action), written once: its
 * rulebook section, how its car is chosen, its effect and the die that resolves it, its face,
 * and whether the picture shows it as good for the car. The reducer, the legal plays, the
 * bots, the state check and the picture all read this table, so a new kind is a type error
 * until it has an entry, and its behaviour cannot fall back on another kind's.
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

/** The words of a card's face (the picture draws them), and its name in titles. @group Rules */
export interface CardFace {
  /** The title on the band. */
  readonly title: string
  /** The big symbol: the places gained or lost, or `d12`. */
  readonly symbol: string
  /** Two lines of small print. */
  readonly print: readonly [string, string]
  /** The card's name, without its colour. */
  readonly name: string
}

/** One kind of card, as every part of the game reads it. @group Rules */
export interface CardSpec {
  /** The rulebook section that defines it: the rule of its refusals and of its die. */
  readonly section: string
  /** How its car is chosen. */
  readonly target: CardTarget
  /** What it does, and its die. */
  readonly effect: CardEffect
  /** Its face. */
  readonly face: CardFace
  /** Whether it is good for the car it is played on: the picture draws its symbol green, else red. */
  readonly good: boolean
}

const overtakeCard = (gain: number): CardSpec => ({
  section: 'FMR Dépassement',
  target: 'player',
  effect: { kind: 'overtake', places: gain },
  face: { title: 'Overtake', symbol: `+${gain}`, print: ['and the car', 'behind it'], name: `Overtake +${gain}` },
  good: true,
})

const setbackCard = (title: string, loss: number): CardSpec => ({
  section: 'FMR Mauvaise File',
  target: 'player',
  effect: { kind: 'setback', places: loss },
  face: { title, symbol: `−${loss}`, print: ['any car', ''], name: `${title} −${loss}` },
  good: false,
})

/**
 * Every kind of card (FMR Effets des cartes d'action, Résumé des cartes). The setbacks are
 * the seed's Mauvaise File (-1), Hors Circuit (-2) and Perte de Contrôle (-3), one section.
 * @group Rules
 */
export const CARD_SPECS: Readonly<Record<CardKind, CardSpec>> = {
  'overtake-2': overtakeCard(2),
  'overtake-3': overtakeCard(3),
  'overtake-4': overtakeCard(4),
  turbo: {
    section: 'FMR Turbo',
    target: 'last-three',
    effect: { kind: 'turbo' },
    face: { title: 'Turbo', symbol: '+3', print: ['one of the', 'last three'], name: 'Turbo +3' },
    good: true,
  },
  'wrong-lane': setbackCard('Wrong lane', 1),
  'off-track': setbackCard('Off track', 2),
  'loss-of-control': setbackCard('Loss of control', 3),
  'pit-stop': {
    section: 'FMR Arrêt au Stand',
    target: 'player',
    effect: { kind: 'pit-stop' },
    face: { title: 'Pit stop', symbol: 'd12', print: ['1-6: back', '7-12: stays'], name: 'Pit stop' },
    good: false,
  },
  'wheel-loss': {
    section: 'FMR Surcharge',
    target: 'player',
    effect: { kind: 'overload', damage: 'wheel-loss' },
    face: { title: 'Overload', symbol: 'd12', print: ['1-9: +1', '10+: last'], name: 'Overload (wheel loss)' },
    good: true,
  },
  'engine-blow': {
    section: 'FMR Surcharge',
    target: 'player',
    effect: { kind: 'overload', damage: 'engine-blow' },
    face: {
      title: 'Overload',
      symbol: 'd12',
      print: ['1-9: +1', '10+: engine out'],
      name: 'Overload (engine blow-up)',
    },
    good: true,
  },
  'major-spin': {
    section: 'FMR Tête à Queue',
    target: 'die',
    effect: { kind: 'spin', major: true },
    face: { title: 'Major spin', symbol: 'd12', print: ['the place', 'rolled: out'], name: 'Major spin' },
    good: false,
  },
  'minor-spin': {
    section: 'FMR Tête à Queue',
    target: 'die',
    effect: { kind: 'spin', major: false },
    face: { title: 'Minor spin', symbol: 'd12', print: ['the place', 'rolled: last'], name: 'Minor spin' },
    good: false,
  },
  collision: {
    section: 'FMR Collision',
    target: 'die',
    effect: { kind: 'collision' },
    face: { title: 'Collision', symbol: 'd12', print: ['the place +', 'a neighbour out'], name: 'Collision' },
    good: false,
  },
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
