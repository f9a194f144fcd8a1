/**
 * What the Formula Motor Racing picture prints, in English and in French (the French rules'
 * words: Dépassement, Arrêt au Stand, Surcharge, Tête à Queue, file, pilote): the header, the
 * track, the gravel trap, the standings, the table, the hands and the card faces. Only the
 * picture imports it, so the rules' bundle never carries these words.
 */
import { cardInfo, type Card, type CardKind } from '../cards.js'
import { colourOf, type CarId, type Colour } from '../cars.js'
import type { FmrObservation } from '../observe.js'
import { FR_COLOUR, FR_KIND } from '../words/actions.js'
import { CARD_FACES, cardName, type CardFace } from './cards.js'

/** What the picture prints on each kind of card. */
export type Faces = Readonly<Record<CardKind, CardFace>>

/** Every word the picture prints. */
export interface PanelWords {
  readonly title: (race: number, races: number, short: boolean) => string
  readonly docTitle: (race: number, races: number) => string
  /** What is happening, in a line. */
  readonly happening: (o: FmrObservation) => string
  /** Who drives a car of a colour: a seat, or none. */
  readonly owner: (seat: number | null) => string
  readonly car: (car: CarId) => string
  readonly targetRing: string
  readonly runningOrder: string
  readonly carOut: (car: CarId) => string
  readonly gravel: string
  readonly noCarOut: string
  readonly season: (done: number, races: number) => string
  readonly team: (colour: Colour, seat: number | null) => string
  readonly table: string
  readonly drawPile: (n: number) => string
  readonly removed: (n: number) => string
  readonly lastCard: (played: boolean) => string
  readonly beingPlayed: (car: CarId | null) => string
  readonly yourHand: (seat: number, colours: ReadonlyArray<Colour>) => string
  readonly handsHidden: string
  readonly handSize: (seat: number, n: number) => string
  readonly points: string
  readonly faces: Faces
}

const enCar = (car: CarId): string => `${colourOf(car)} ${car.slice(-1)}`
const frCar = (car: CarId): string => `${FR_COLOUR[colourOf(car)]} ${car.slice(-1)}`
const frCard = (card: Card): string => {
  const info = cardInfo(card)
  return info === undefined ? card : `${FR_KIND[info.kind]}${info.colour === null ? '' : `, ${FR_COLOUR[info.colour]}`}`
}

const enSeat = (o: FmrObservation): string => `seat ${o.turn} (${(o.teams[o.turn] ?? []).join(' and ')})`
const frSeat = (o: FmrObservation): string =>
  `joueur ${o.turn} (${(o.teams[o.turn] ?? []).map((c) => FR_COLOUR[c]).join(' et ')})`

/** The English words. */
export const EN_PANEL: PanelWords = {
  title: (race, races, short) => `Formula Motor Racing · race ${race} of ${races}${short ? ' (short races)' : ''}`,
  docTitle: (race, races) => `Formula Motor Racing, race ${race} of ${races}`,
  happening: (o) => {
    const seat = enSeat(o)
    const card = o.pending === null ? '' : cardName(o.pending.card)
    switch (o.phase) {
      case 'deal-crew':
        return 'The crew cards are dealt: each crew starts at a pair of places (FMR Mise en place 2).'
      case 'remove-cards':
        return 'Short race: six cards are removed face down (FMR Petites Courses).'
      case 'deal-cards':
        return `Five cards are dealt to each player; now dealing to seat ${o.turn}.`
      case 'play-card':
        return `${seat} to play a card.`
      case 'roll':
        return `${seat} rolls the d12 for ${card}.`
      case 'continue-overload':
        return `${seat}: roll again for ${card}, or stop?`
      case 'keep-spin-roll':
        return `${seat}: keep place ${o.pending?.roll ?? '?'} for ${card}, or roll once more?`
      case 'collision-partner':
        return `${seat}: the car in front or the car behind goes out with the one hit?`
      case 'draw-card':
        return `${seat} draws a card.`
      case 'over':
        return 'The season is over.'
    }
  },
  owner: (seat) => (seat === null ? 'no player' : `seat ${seat}`),
  car: enCar,
  targetRing: 'yellow ring: a car your cards can target',
  runningOrder: 'running order, pole at the front →',
  carOut: (car) => `${enCar(car)} out`,
  gravel: 'Out of the race (they take the last places, the first car out last)',
  noCarOut: 'no car out yet',
  season: (done, races) => `Season points after ${done} of ${races} race${races > 1 ? 's' : ''}`,
  team: (colour, seat) => `${colour} (${seat === null ? 'no player' : `seat ${seat}`})`,
  table: 'On the table',
  drawPile: (n) => `draw pile: ${n}`,
  removed: (n) => `${n} removed face down`,
  lastCard: (played) => (played ? 'last card played' : 'no card played yet'),
  beingPlayed: (car) => `being played${car === null ? '' : ` on ${enCar(car)}`}`,
  yourHand: (seat, colours) => `Your hand, seat ${seat} (${colours.join(' and ')})`,
  handsHidden: 'Hands are hidden from spectators',
  handSize: (seat, n) => `seat ${seat}: ${n} card${n === 1 ? '' : 's'}`,
  points: 'Points for places 1-6: 10, 6, 4, 3, 2, 1 (gold discs). Coloured cards target that team; beige ones any car.',
  faces: CARD_FACES,
}

// The French faces: the French rules' card names, the same symbols.
const frFace = (kind: CardKind, title: string, print: readonly [string, string]): CardFace => ({
  ...CARD_FACES[kind],
  title,
  print,
  name: FR_KIND[kind],
})

// Pure: only the picture reads the faces, so a bundle of the rules drops them.
const FR_FACES: Faces = {
  'overtake-2': /* @__PURE__ */ frFace('overtake-2', 'Dépassement', ['et la voiture', 'derrière elle']),
  'overtake-3': /* @__PURE__ */ frFace('overtake-3', 'Dépassement', ['et la voiture', 'derrière elle']),
  'overtake-4': /* @__PURE__ */ frFace('overtake-4', 'Dépassement', ['et la voiture', 'derrière elle']),
  turbo: /* @__PURE__ */ frFace('turbo', 'Turbo', ['une des trois', 'dernières']),
  'wrong-lane': /* @__PURE__ */ frFace('wrong-lane', 'Mauvaise file', ['toute voiture', '']),
  'off-track': /* @__PURE__ */ frFace('off-track', 'Hors circuit', ['toute voiture', '']),
  'loss-of-control': /* @__PURE__ */ frFace('loss-of-control', 'Perte de contrôle', ['toute voiture', '']),
  'pit-stop': /* @__PURE__ */ frFace('pit-stop', 'Arrêt au stand', ['1-6 : recule', '7-12 : reste']),
  'wheel-loss': /* @__PURE__ */ frFace('wheel-loss', 'Surcharge', ['1-9 : +1', '10+ : dernière']),
  'engine-blow': /* @__PURE__ */ frFace('engine-blow', 'Surcharge', ['1-9 : +1', '10+ : moteur HS']),
  'major-spin': /* @__PURE__ */ frFace('major-spin', 'Tête à queue majeur', ['la place', 'tirée : éliminée']),
  'minor-spin': /* @__PURE__ */ frFace('minor-spin', 'Tête à queue mineur', ['la place', 'tirée : dernière']),
  collision: /* @__PURE__ */ frFace('collision', 'Collision', ['la place + une', 'voisine éliminée']),
}

/** The French words. */
export const FR_PANEL: PanelWords = {
  title: (race, races, short) =>
    `Formula Motor Racing · course ${race} sur ${races}${short ? ' (petites courses)' : ''}`,
  docTitle: (race, races) => `Formula Motor Racing, course ${race} sur ${races}`,
  happening: (o) => {
    const seat = frSeat(o)
    const card = o.pending === null ? '' : frCard(o.pending.card)
    switch (o.phase) {
      case 'deal-crew':
        return "Les cartes d'équipe sont distribuées : chaque équipe part d'une paire de places (FMR Mise en place 2)."
      case 'remove-cards':
        return 'Course courte : six cartes sont retirées face cachée (FMR Petites Courses).'
      case 'deal-cards':
        return `Cinq cartes sont distribuées à chaque joueur ; distribution au joueur ${o.turn}.`
      case 'play-card':
        return `${seat} joue une carte.`
      case 'roll':
        return `${seat} lance le d12 pour ${card}.`
      case 'continue-overload':
        return `${seat} : relancer pour ${card}, ou s'arrêter ?`
      case 'keep-spin-roll':
        return `${seat} : garder la place ${o.pending?.roll ?? '?'} pour ${card}, ou relancer ?`
      case 'collision-partner':
        return `${seat} : la voiture de devant ou celle de derrière sort avec la voiture touchée ?`
      case 'draw-card':
        return `${seat} pioche une carte.`
      case 'over':
        return 'La saison est terminée.'
    }
  },
  owner: (seat) => (seat === null ? 'aucun joueur' : `joueur ${seat}`),
  car: frCar,
  targetRing: 'anneau jaune : une voiture que vos cartes peuvent viser',
  runningOrder: "ordre de course, la pole à l'avant →",
  carOut: (car) => `${frCar(car)} éliminée`,
  gravel: 'Hors course (elles prennent les dernières places, la première sortie en dernier)',
  noCarOut: 'aucune voiture hors course',
  season: (done, races) => `Points du championnat après ${done} course${done > 1 ? 's' : ''} sur ${races}`,
  team: (colour, seat) => `${FR_COLOUR[colour]} (${seat === null ? 'aucun joueur' : `joueur ${seat}`})`,
  table: 'Sur la table',
  drawPile: (n) => `pioche : ${n}`,
  removed: (n) => `${n} retirée${n > 1 ? 's' : ''} face cachée`,
  lastCard: (played) => (played ? 'dernière carte jouée' : 'aucune carte jouée'),
  beingPlayed: (car) => `en jeu${car === null ? '' : ` sur ${frCar(car)}`}`,
  yourHand: (seat, colours) => `Votre main, joueur ${seat} (${colours.map((c) => FR_COLOUR[c]).join(' et ')})`,
  handsHidden: 'Les mains sont cachées aux spectateurs',
  handSize: (seat, n) => `joueur ${seat} : ${n} carte${n > 1 ? 's' : ''}`,
  points:
    'Points des places 1-6 : 10, 6, 4, 3, 2, 1 (disques dorés). Les cartes de couleur visent cette équipe ; les beiges, toute voiture.',
  faces: FR_FACES,
}
