/**
 * The lines of a season's key events and the running order, in English and French (the card
 * names of the French rules). `describe.ts` picks the events and their facts; both catalogues
 * are `Catalogue<EventFacts>`. English names cards and cars by their ids (`overtake-3:red`,
 * `red-1`), as the notation does.
 */
import { ordinal, type Catalogue, type Lang } from '../../core/index.js'
import { COLOURS, type CarId, type Colour } from '../cars.js'
import { cardInfo, type Card } from '../cards.js'
import type { NoEffectReason, OutCause } from '../events.js'
import { FR_COLOUR, FR_KIND } from './actions.js'

type Seat = { readonly seat: number }

/** Every message of a season's report, with its facts. */
export interface EventFacts {
  readonly crewDealt: { readonly colour: Colour; readonly places: readonly [number, number] }
  readonly raceStarted: { readonly race: number; readonly firstSeat: number; readonly grid: ReadonlyArray<CarId> }
  readonly cardPlayed: Seat & { readonly card: Card; readonly car: CarId | null }
  readonly diceRolled: Seat & { readonly value: number; readonly card: Card }
  readonly carMoved: { readonly car: CarId; readonly from: number; readonly to: number }
  readonly carOut: { readonly car: CarId; readonly cause: OutCause }
  readonly noEffect: {
    readonly card: Card
    readonly reason: NoEffectReason
    readonly car: CarId | null
    readonly place: number | null
  }
  readonly raceFinished: {
    readonly race: number
    readonly classification: ReadonlyArray<CarId>
    readonly points: ReadonlyArray<number>
  }
  readonly seasonFinished: { readonly points: ReadonlyArray<number> }
  readonly cardReceived: Seat & { readonly dealt: boolean; readonly card: Card }
  readonly running: { readonly rank: number; readonly car: CarId; readonly seat: number | null }
  readonly outHeading: Record<string, never>
  readonly runningOut: { readonly rank: number; readonly car: CarId; readonly seat: number | null }
}

const enPoints = (values: ReadonlyArray<number>): string => COLOURS.map((c, i) => `${c} ${values[i] ?? 0}`).join(', ')
const frPoints = (values: ReadonlyArray<number>): string =>
  COLOURS.map((c, i) => `${FR_COLOUR[c]} ${values[i] ?? 0}`).join(', ')

const frCard = (card: Card): string => {
  const info = cardInfo(card)
  if (info === undefined) return card
  return `${FR_KIND[info.kind]}${info.colour === null ? '' : ` (${FR_COLOUR[info.colour]})`}`
}
const frCar = (car: CarId): string => {
  const [colour, n] = car.split('-') as [Colour, string]
  return `${FR_COLOUR[colour]} ${n}`
}

const enNoEffect = (p: EventFacts['noEffect']): string => {
  const car = p.car ?? 'the car'
  switch (p.reason) {
    case 'no-target': {
      const colour = cardInfo(p.card)?.colour ?? null
      return colour === null ? 'no car is racing' : `no ${colour} car is racing`
    }
    case 'cannot-move':
      return `${car} cannot move that way`
    case 'no-stop':
      return `${car} does not stop`
    case 'already-last':
      return `${car} is already last`
    case 'empty-place':
      return `no racing car at place ${p.place ?? '?'}`
  }
}
const frNoEffect = (p: EventFacts['noEffect']): string => {
  const car = p.car === null ? 'la voiture' : frCar(p.car)
  switch (p.reason) {
    case 'no-target': {
      const colour = cardInfo(p.card)?.colour ?? null
      return colour === null ? 'aucune voiture en course' : `aucune voiture ${FR_COLOUR[colour]} en course`
    }
    case 'cannot-move':
      return `${car} ne peut pas aller par là`
    case 'no-stop':
      return `${car} ne s'arrête pas au stand`
    case 'already-last':
      return `${car} est déjà dernière`
    case 'empty-place':
      return `aucune voiture en course à la place ${p.place ?? '?'}`
  }
}

const EN_OUT: Readonly<Record<OutCause, string>> = {
  'engine-blow': 'engine explosion',
  'major-spin': 'major spin',
  collision: 'collision',
}
const FR_OUT: Readonly<Record<OutCause, string>> = {
  'engine-blow': 'moteur explosé',
  'major-spin': 'tête à queue majeur',
  collision: 'collision',
}

/** The English words. */
export const EN: Catalogue<EventFacts> = {
  crewDealt: (p) => `The ${p.colour} crew starts ${ordinal('en', p.places[0])} and ${ordinal('en', p.places[1])}.`,
  raceStarted: (p) => `Race ${p.race} starts; seat ${p.firstSeat} plays first. Grid: ${p.grid.join(', ')}.`,
  cardPlayed: (p) => `Seat ${p.seat} plays ${p.card}${p.car === null ? '' : ` on ${p.car}`}.`,
  diceRolled: (p) => `Seat ${p.seat} rolls ${p.value} for ${p.card}.`,
  carMoved: (p) => `${p.car} moves from ${ordinal('en', p.from)} to ${ordinal('en', p.to)}.`,
  carOut: (p) => `${p.car} is out of the race (${EN_OUT[p.cause]}).`,
  noEffect: (p) => `${p.card} has no effect: ${enNoEffect(p)}.`,
  raceFinished: (p) =>
    `Race ${p.race} finished: ${p.classification.slice(0, 6).join(', ')} score. Points: ${enPoints(p.points)}.`,
  seasonFinished: (p) => `Season finished. Totals: ${enPoints(p.points)}.`,
  cardReceived: (p) => `Seat ${p.seat} ${p.dealt ? 'is dealt' : 'draws'} ${p.card}.`,
  running: (p) => `${String(p.rank).padStart(2)}. ${p.car} ${p.seat === null ? '(no player)' : `(seat ${p.seat})`}`,
  outHeading: () => 'Out of the race:',
  runningOut: (p) =>
    `${String(p.rank).padStart(2)}. ${p.car} ${p.seat === null ? '(no player)' : `(seat ${p.seat})`} out`,
}

/** The French words. */
export const FR: Catalogue<EventFacts> = {
  crewDealt: (p) =>
    `L'équipage ${FR_COLOUR[p.colour]} part ${ordinal('fr', p.places[0], true)} et ${ordinal('fr', p.places[1], true)}.`,
  raceStarted: (p) =>
    `Départ de la course ${p.race} ; le joueur ${p.firstSeat} joue en premier. Grille : ${p.grid.map(frCar).join(', ')}.`,
  cardPlayed: (p) => `Le joueur ${p.seat} joue ${frCard(p.card)}${p.car === null ? '' : ` sur ${frCar(p.car)}`}.`,
  diceRolled: (p) => `Le joueur ${p.seat} fait ${p.value} au dé pour ${frCard(p.card)}.`,
  carMoved: (p) =>
    `${frCar(p.car)} passe de la ${ordinal('fr', p.from, true)} à la ${ordinal('fr', p.to, true)} place.`,
  carOut: (p) => `${frCar(p.car)} est hors course (${FR_OUT[p.cause]}).`,
  noEffect: (p) => `${frCard(p.card)} est sans effet : ${frNoEffect(p)}.`,
  raceFinished: (p) =>
    `Course ${p.race} terminée : ${p.classification.slice(0, 6).map(frCar).join(', ')} marquent des points. Points : ${frPoints(p.points)}.`,
  seasonFinished: (p) => `Championnat terminé. Totaux : ${frPoints(p.points)}.`,
  cardReceived: (p) =>
    `Le joueur ${p.seat} ${p.dealt ? `reçoit ${frCard(p.card)}` : `pioche ${frCard(p.card)} du talon`}.`,
  running: (p) =>
    `${String(p.rank).padStart(2)}. ${frCar(p.car)} ${p.seat === null ? '(sans joueur)' : `(joueur ${p.seat})`}`,
  outHeading: () => 'Hors course :',
  runningOut: (p) =>
    `${String(p.rank).padStart(2)}. ${frCar(p.car)} ${p.seat === null ? '(sans joueur)' : `(joueur ${p.seat})`} hors course`,
}

/** The catalogue of a language. */
export const eventWords = (lang: Lang | undefined): Catalogue<EventFacts> => (lang === 'fr' ? FR : EN)
