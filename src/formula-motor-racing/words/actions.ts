/**
 * What a Formula Motor Racing action will do, in words: the facts each message carries
 * (`ActionFacts`) and a catalogue per language. French takes the rulebook's card names
 * (Dépassement, Mauvaise File, Hors Circuit, Perte de Contrôle, Arrêt au Stand, Surcharge,
 * Tête à Queue); both catalogues are `Catalogue<ActionFacts>`, so a message missing in one
 * language does not compile.
 */
import { ordinal, type Catalogue, type Lang } from '../../core/index.js'
import type { CarId, Colour } from '../cars.js'
import type { CardKind } from '../cards.js'
import type { CollisionSide } from '../rules/collision.js'

/** A card: its kind and its colour (null: neutral). */
export interface CardFacts {
  readonly kind: CardKind
  readonly colour: Colour | null
}
/** A car and its place in the running order (null: out of the race). */
export interface CarFacts {
  readonly car: CarId
  readonly place: number | null
}
type Seat = { readonly seat: number }

/** Every message of a Formula Motor Racing action, with its facts. */
export interface ActionFacts {
  readonly crew: { readonly colour: Colour }
  readonly remove: { readonly card: CardFacts }
  readonly deal: { readonly card: CardFacts }
  readonly draw: { readonly card: CardFacts }
  readonly roll: { readonly value: number; readonly card: CardFacts | null }
  readonly play: Seat & { readonly card: CardFacts; readonly car: CarFacts | null }
  readonly rollAgain: Seat
  readonly stop: Seat
  readonly keep: Seat
  readonly reroll: Seat
  readonly partner: Seat & { readonly side: CollisionSide }
}

const EN_KIND: Readonly<Record<CardKind, string>> = {
  'overtake-2': 'Overtake +2',
  'overtake-3': 'Overtake +3',
  'overtake-4': 'Overtake +4',
  'pit-stop': 'Pit Stop',
  'wheel-loss': 'Overload (Wheel Loss)',
  'engine-blow': 'Overload (Engine Blow)',
  turbo: 'Turbo',
  'wrong-lane': 'Wrong Lane -1',
  'off-track': 'Off Track -2',
  'loss-of-control': 'Loss of Control -3',
  'major-spin': 'Major Spin',
  'minor-spin': 'Minor Spin',
  collision: 'Collision',
}
/** The French names of the cards, as the French rules print them. */
export const FR_KIND: Readonly<Record<CardKind, string>> = {
  'overtake-2': 'Dépassement +2',
  'overtake-3': 'Dépassement +3',
  'overtake-4': 'Dépassement +4',
  'pit-stop': 'Arrêt au Stand',
  'wheel-loss': 'Surcharge (Perte de Roues)',
  'engine-blow': 'Surcharge (Moteur Explose)',
  turbo: 'Turbo',
  'wrong-lane': 'Mauvaise File -1',
  'off-track': 'Hors Circuit -2',
  'loss-of-control': 'Perte de Contrôle -3',
  'major-spin': 'Tête à Queue Majeur',
  'minor-spin': 'Tête à Queue Mineur',
  collision: 'Collision',
}
/** The French names of the colours. */
export const FR_COLOUR: Readonly<Record<Colour, string>> = {
  red: 'rouge',
  blue: 'bleu',
  green: 'vert',
  yellow: 'jaune',
  black: 'noir',
  white: 'blanc',
}

const enCard = (c: CardFacts): string => `${EN_KIND[c.kind]}${c.colour === null ? '' : ` (${c.colour})`}`
const frCard = (c: CardFacts): string => `${FR_KIND[c.kind]}${c.colour === null ? '' : ` (${FR_COLOUR[c.colour]})`}`
const [colourOf, numberOf] = [(car: CarId) => car.split('-')[0] as Colour, (car: CarId) => car.split('-')[1]]
const enCar = (c: CarFacts): string =>
  `${colourOf(c.car)} ${numberOf(c.car)}${c.place === null ? ', out of the race' : `, ${ordinal('en', c.place)}`}`
const frCar = (c: CarFacts): string =>
  `${FR_COLOUR[colourOf(c.car)]} ${numberOf(c.car)}${c.place === null ? ', hors course' : `, ${ordinal('fr', c.place, true)}`}`

/** The English words. */
export const EN: Catalogue<ActionFacts> = {
  crew: (p) => `the crew card dealt: ${p.colour}`,
  remove: (p) => `the card removed face down: ${enCard(p.card)}`,
  deal: (p) => `the card dealt: ${enCard(p.card)}`,
  draw: (p) => `the card drawn: ${enCard(p.card)}`,
  roll: (p) => `the d12${p.card === null ? '' : ` for ${enCard(p.card)}`}: ${p.value}`,
  play: (p) => `Seat ${p.seat} plays ${enCard(p.card)}${p.car === null ? '' : ` on ${enCar(p.car)}`}`,
  rollAgain: (p) => `Seat ${p.seat} rolls again`,
  stop: (p) => `Seat ${p.seat} stops rolling`,
  keep: (p) => `Seat ${p.seat} keeps the roll`,
  reroll: (p) => `Seat ${p.seat} rolls a second time`,
  partner: (p) => `Seat ${p.seat} takes the car ${p.side === 'front' ? 'in front' : 'behind'} into the collision`,
}

/** The French words. */
export const FR: Catalogue<ActionFacts> = {
  crew: (p) => `la carte d'équipage distribuée : ${FR_COLOUR[p.colour]}`,
  remove: (p) => `la carte retirée face cachée : ${frCard(p.card)}`,
  deal: (p) => `la carte distribuée : ${frCard(p.card)}`,
  draw: (p) => `la carte piochée : ${frCard(p.card)}`,
  roll: (p) => `le dé à douze faces${p.card === null ? '' : ` pour ${frCard(p.card)}`} : ${p.value}`,
  play: (p) => `Le joueur ${p.seat} joue ${frCard(p.card)}${p.car === null ? '' : ` sur ${frCar(p.car)}`}`,
  rollAgain: (p) => `Le joueur ${p.seat} jette le dé encore`,
  stop: (p) => `Le joueur ${p.seat} s'arrête de jeter le dé`,
  keep: (p) => `Le joueur ${p.seat} garde le résultat du dé`,
  reroll: (p) => `Le joueur ${p.seat} jette le dé une seconde fois`,
  partner: (p) =>
    `Le joueur ${p.seat} choisit ${p.side === 'front' ? 'la voiture de devant' : 'la voiture de derrière'} pour la collision`,
}

/** The catalogue of a language. */
export const actionWords = (lang: Lang | undefined): Catalogue<ActionFacts> => (lang === 'fr' ? FR : EN)
