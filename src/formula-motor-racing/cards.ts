import * as t from 'io-ts'
import { struct } from '../core/index.js'
import { CARD_SPECS, type CardSpec } from './card-specs.js'
import { COLOURS, carsOf, internalized, type CarId, type Colour } from './cars.js'

/** Card kinds that may carry a team colour (a coloured card targets a car of its colour only). @group Rules */
export const COLOURABLE_KINDS = [
  'overtake-2',
  'overtake-3',
  'overtake-4',
  'pit-stop',
  'wheel-loss',
  'engine-blow',
] as const

/** Card kinds that are always neutral. @group Rules */
export const NEUTRAL_KINDS = [
  'turbo',
  'wrong-lane',
  'off-track',
  'loss-of-control',
  'major-spin',
  'minor-spin',
  'collision',
] as const

/** A card kind that may be coloured. @group Rules */
export type ColourableKind = (typeof COLOURABLE_KINDS)[number]

/** A card kind that is always neutral. @group Rules */
export type NeutralKind = (typeof NEUTRAL_KINDS)[number]

/** Every card kind. @group Rules */
export type CardKind = ColourableKind | NeutralKind

/**
 * An action card: its kind, and `:colour` when it is coloured (`overtake-3:red`,
 * `pit-stop:blue`, `pit-stop` for a neutral one, `turbo`). Equal cards are equal strings.
 * `wheel-loss` is the seed's "Surcharge (Perte de Roues)", `engine-blow` its
 * "Charge (Moteur Explose)".
 * @group Rules
 */
export type Card = ColourableKind | `${ColourableKind}:${Colour}` | NeutralKind

/** What a card does, parsed once. @group Rules */
export interface CardInfo {
  /** The card. */
  readonly card: Card
  /** Its kind. */
  readonly kind: CardKind
  /** The colour it is restricted to, or `null` for a neutral card. */
  readonly colour: Colour | null
  /** The two cars of that colour, or `null` for a neutral card. */
  readonly cars: readonly [CarId, CarId] | null
  /** Its index in {@link ALL_CARDS}. */
  readonly index: number
  /** What its kind does ({@link CARD_SPECS}). */
  readonly spec: CardSpec
}

/** Every card the library knows, neutral kinds and every colour of the colourable kinds. @group Rules */
export const ALL_CARDS: ReadonlyArray<Card> = [
  ...COLOURABLE_KINDS.flatMap((k): Card[] => [k, ...COLOURS.map((c): Card => internalized(`${k}:${c}`))]),
  ...NEUTRAL_KINDS,
]

const infos = new Map<string, CardInfo>(
  ALL_CARDS.map((card, index) => {
    const [kind, colour] = card.split(':') as [CardKind, Colour | undefined]
    // Pieces of a split are fresh strings: internalized, they compare with the kind and
    // colour literals by identity instead of character by character.
    return [
      card,
      {
        card,
        kind: internalized(kind),
        colour: colour === undefined ? null : internalized(colour),
        cars: colour === undefined ? null : carsOf(colour),
        index,
        spec: CARD_SPECS[kind],
      },
    ]
  }),
)

/** The parsed form of a card, or `undefined` when the string is not a card. @group Rules */
export const cardInfo = (card: unknown): CardInfo | undefined =>
  typeof card === 'string' ? infos.get(card) : undefined

/** Whether a value is a card of the game. */
export const isCard = (value: unknown): value is Card => cardInfo(value) !== undefined

/** Codec of a card. @group Codecs */
export const CardCodec = t.keyof(Object.fromEntries(ALL_CARDS.map((c) => [c, null])) as Record<Card, null>, 'Card')

/** How many copies of one card the deck holds. @group Rules */
export interface DeckEntry {
  /** The card. */
  readonly card: Card
  /** Copies in the deck. */
  readonly count: number
}

/** Codec of a count (of copies, of points): a whole number, 0 or more. */
export const CountCodec = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'NonNegativeInteger')

/** Codec of a deck entry. */
export const DeckEntryCodec: t.Type<DeckEntry, DeckEntry, unknown> = t.readonly(
  // Any count here; setup refuses more than MAX_COPIES with a message naming the limit.
  struct({ card: CardCodec, count: CountCodec }),
  'DeckEntry',
)

// Assumed (the rulebook gives no colours): wheel loss on the first three colours, engine explosion on the others.
const WHEEL_LOSS_COLOURS: ReadonlyArray<Colour> = ['red', 'blue', 'green']

/**
 * The default deck: the rulebook's 54 cards, with assumed colours (docs: Components and rulings). Per colour
 * one Overtake +2, two +3, one +4, one Pit Stop and one overload card (wheel loss for red,
 * blue, green; engine explosion for yellow, black, white); two neutral Pit Stops, 4 Turbo,
 * 3 each of Wrong lane, Off track, Loss of control, one Major spin, one Minor spin, one Collision.
 * @group Rules
 */
export const DEFAULT_DECK: ReadonlyArray<DeckEntry> = [
  ...COLOURS.flatMap((c): DeckEntry[] => [
    { card: internalized(`overtake-2:${c}`), count: 1 },
    { card: internalized(`overtake-3:${c}`), count: 2 },
    { card: internalized(`overtake-4:${c}`), count: 1 },
    { card: internalized(`pit-stop:${c}`), count: 1 },
    { card: internalized(WHEEL_LOSS_COLOURS.includes(c) ? `wheel-loss:${c}` : `engine-blow:${c}`), count: 1 },
  ]),
  { card: 'pit-stop', count: 2 },
  { card: 'turbo', count: 4 },
  { card: 'wrong-lane', count: 3 },
  { card: 'off-track', count: 3 },
  { card: 'loss-of-control', count: 3 },
  { card: 'major-spin', count: 1 },
  { card: 'minor-spin', count: 1 },
  { card: 'collision', count: 1 },
]
