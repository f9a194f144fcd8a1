/**
 * What the Formula Motor Racing picture says to people, in English and French (the French
 * rules' card names): the tooltips of the cars on the grid and in the gravel, of each card
 * (its name and what it does, FMR Effets des cartes d'action) and of the d12. Only the picture
 * imports it, so the rules' bundle never carries these words.
 */
import type { Lang } from '../../core/index.js'
import { cardInfo, type Card, type CardKind } from '../cards.js'
import type { CarId, Colour } from '../cars.js'
import { FR_COLOUR, FR_KIND } from '../words/actions.js'
import { cardName } from './cards.js'
import { EN_PANEL, FR_PANEL, type PanelWords } from './panel-words.js'

/** Every message of the picture. */
export interface PictureWords {
  /** A car on the grid: its place, and who drives it (a seat, or null). */
  readonly car: (car: CarId, place: number, seat: number | null) => string
  /** A car out of the race, and the place it is classified. */
  readonly out: (car: CarId, place: number) => string
  /** A card: its name and what it does. */
  readonly card: (card: Card) => string
  /** The d12 rolled for a card, and its face. */
  readonly die: (face: number, card: Card) => string
  /** The words the picture prints: header, track, standings, table, hands, card faces. */
  readonly panel: PanelWords
}

const enCar = (car: CarId): string => car.replace('-', ' ')
const frCar = (car: CarId): string => {
  const [colour, n] = car.split('-') as [Colour, string]
  return `${FR_COLOUR[colour]} ${n}`
}

// What a card does, with `which` the cars it may be played on.
const EN_EFFECT: Readonly<Record<CardKind, (which: string) => string>> = {
  'overtake-2': (w) => `${w} and the car right behind it move up 2 places`,
  'overtake-3': (w) => `${w} and the car right behind it move up 3 places`,
  'overtake-4': (w) => `${w} and the car right behind it move up 4 places`,
  turbo: () => 'one of the last three cars still racing moves up 3 places, alone',
  'wrong-lane': () => 'any car drops 1 place',
  'off-track': () => 'any car drops 2 places',
  'loss-of-control': () => 'any car drops 3 places',
  'pit-stop': (w) => `${w} rolls the d12: 1-6, it drops that many places; 7-12, it stays`,
  'wheel-loss': (w) => `${w} rolls the d12: 1-9, it moves up 1 place (again, on your own car); 10-12, it drops to last`,
  'engine-blow': (w) =>
    `${w} rolls the d12: 1-9, it moves up 1 place (again, on your own car); 10-12, its engine blows: out`,
  'major-spin': () => 'roll the d12 (once more if you like): the car in that place is out',
  'minor-spin': () => 'roll the d12 (once more if you like): the car in that place drops to last',
  collision: () => 'roll the d12: the car in that place and the one in front or behind (your choice) are out',
}

const FR_EFFECT: Readonly<Record<CardKind, (which: string) => string>> = {
  'overtake-2': (w) => `${w} et la voiture juste derrière elle avancent de 2 places`,
  'overtake-3': (w) => `${w} et la voiture juste derrière elle avancent de 3 places`,
  'overtake-4': (w) => `${w} et la voiture juste derrière elle avancent de 4 places`,
  turbo: () => 'une des trois dernières voitures encore en course avance seule de 3 places',
  'wrong-lane': () => "n'importe quelle voiture recule d'1 place",
  'off-track': () => "n'importe quelle voiture recule de 2 places",
  'loss-of-control': () => "n'importe quelle voiture recule de 3 places",
  'pit-stop': (w) => `${w} : jet du d12 ; 1-6, elle recule d'autant de places ; 7-12, elle reste`,
  'wheel-loss': (w) =>
    `${w} : jet du d12 ; 1-9, elle avance d'une place (encore, sur sa propre voiture) ; 10-12, dernière place`,
  'engine-blow': (w) =>
    `${w} : jet du d12 ; 1-9, elle avance d'une place (encore, sur sa propre voiture) ; 10-12, le moteur explose : hors course`,
  'major-spin': () => 'jet du d12 (un second au choix) : la voiture à cette place est hors course',
  'minor-spin': () => 'jet du d12 (un second au choix) : la voiture à cette place passe dernière',
  collision: () =>
    'jet du d12 : la voiture à cette place et celle de devant ou de derrière (au choix) sont hors course',
}

// A car of a colour: the colour agrees with « voiture ».
const FR_CAR_OF: Readonly<Record<Colour, string>> = {
  red: 'une voiture rouge',
  blue: 'une voiture bleue',
  green: 'une voiture verte',
  yellow: 'une voiture jaune',
  black: 'une voiture noire',
  white: 'une voiture blanche',
}

const EN: PictureWords = {
  car: (car, place, seat) => `P${place}: ${enCar(car)} (${seat === null ? 'no player' : `seat ${seat}`})`,
  out: (car, place) => `${enCar(car)} out, classified ${place}`,
  card: (card) => {
    const info = cardInfo(card)
    if (info === undefined) return card
    const which = info.colour === null ? 'any car' : `a ${info.colour} car`
    return `${cardName(card)}: ${EN_EFFECT[info.kind](which)}`
  },
  die: (face, card) => `the d12 rolled ${face} for ${cardName(card)}`,
  panel: EN_PANEL,
}

const FR: PictureWords = {
  car: (car, place, seat) => `P${place} : ${frCar(car)} (${seat === null ? 'aucun joueur' : `joueur ${seat}`})`,
  out: (car, place) => `${frCar(car)} hors course, classée ${place}e`,
  card: (card) => {
    const info = cardInfo(card)
    if (info === undefined) return card
    const name = `${FR_KIND[info.kind]}${info.colour === null ? ' (beige)' : ` (${FR_COLOUR[info.colour]})`}`
    const which = info.colour === null ? "n'importe quelle voiture" : FR_CAR_OF[info.colour]
    return `${name} : ${FR_EFFECT[info.kind](which)}`
  },
  die: (face, card) => {
    const info = cardInfo(card)
    return `le d12 a fait ${face} pour ${info === undefined ? card : FR_KIND[info.kind]}`
  },
  panel: FR_PANEL,
}

/** The picture's words in a language (English by default). */
export const pictureWords = (lang: Lang | undefined): PictureWords => (lang === 'fr' ? FR : EN)
