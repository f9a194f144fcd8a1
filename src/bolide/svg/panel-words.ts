/**
 * What the Bolide panels say, in English and in French (the rulebook's words: Pion, blocage,
 * secteur, aspiration, bloc stratégies, plein): the headers, the dashboards and the legend.
 * Only the pictures import it, so the rules' bundle never carries these words.
 */
import { ordinal } from '../../core/index.js'
import type { SetUp, Tread } from '../config.js'
import type { RollKind } from '../phase.js'
import type { OutReason } from '../results.js'
import type { Car } from '../state.js'

/** What is happening, for the header; `who` is the driver concerned. */
export type Happening =
  | { readonly kind: 'over' | 'grid-draw' | 'none' }
  | { readonly kind: 'roll'; readonly who: string | null; readonly roll: RollKind }
  | { readonly kind: 'move' | 'reposition' | 'pit-exit' | 'strategy' | 'regroup'; readonly who: string }

/** The header's second line. */
export interface Conditions {
  readonly happening: Happening
  readonly rain: boolean
  readonly variable: boolean
  readonly safetyCar: boolean
}

/** The legend's lines. */
export interface LegendWords {
  readonly title: string
  readonly track: string
  readonly kerb: string
  readonly runOff: string
  readonly grass: string
  readonly sector: string
  readonly finish: string
  readonly halfWay: string
  readonly pit: string
  readonly grid: string
  readonly car: string
  readonly lastMove: string
  readonly pion: string
  readonly toPlay: string
  readonly speed: string
  readonly targets: string
  readonly block: string
}

/** Every word of the panels. */
export interface PanelWords {
  /** Under a circuit's name. */
  readonly board: (sectors: number, grid: number, pitLimit: number | null | undefined, rainRisk: number) => string
  /** The race's title, and the document's. */
  readonly title: (circuit: string, round: number, qualifying: boolean, laps: number) => string
  readonly docTitle: (circuit: string, round: number) => string
  readonly conditions: (c: Conditions) => string
  readonly driver: (place: number | null, name: string, acting: boolean) => string
  /** A dashboard's second line. */
  readonly status: (c: Car, lap: number | null, laps: number) => string
  readonly speed: (speed: number, top: number) => string
  readonly blocks: (n: number) => string
  readonly topLoss: (n: number) => string
  readonly no4th: string
  readonly strategy: (strategy: string, tread: Tread, setUp: SetUp | null, halfTank: boolean) => string
  readonly legend: LegendWords
}

const enSuffix = (n: number): string =>
  n % 10 === 1 && n % 100 !== 11
    ? 'st'
    : n % 10 === 2 && n % 100 !== 12
      ? 'nd'
      : n % 10 === 3 && n % 100 !== 13
        ? 'rd'
        : 'th'

/** The modes of a car in English (the tooltips say them too). */
export const EN_MODE: Readonly<Record<Car['mode'], string>> = {
  unplaced: 'waiting for the grid draw',
  standing: 'standing start',
  running: 'running',
  spun: 'spun',
  'off-track': 'off the track',
  dirty: 'dirty tyres',
  pit: 'in the pit lane',
  finished: 'finished',
  out: 'out',
}

const enHappening = (h: Happening): string => {
  switch (h.kind) {
    case 'over':
      return 'The race is over.'
    case 'grid-draw':
      return 'The grid is being drawn.'
    case 'roll':
      return `${h.who ?? 'The race'}: the d12 is rolled (${h.roll.replace('-', ' ')}).`
    case 'move':
      return `${h.who} to move.`
    case 'reposition':
      return `${h.who} lost the collision and picks a point (BO 6).`
    case 'pit-exit':
      return `${h.who} leaves the boxes (BO 9).`
    case 'strategy':
      return `${h.who} chooses a strategy (BO 11).`
    case 'regroup':
      return `Safety car: ${h.who} takes a place behind the car ahead (BO 6).`
    case 'none':
      return ''
  }
}

/** The English words. */
export const EN_PANEL: PanelWords = {
  board: (sectors, grid, pitLimit, rainRisk) =>
    `${sectors} sectors · ${grid} grid slots · ${pitLimit === undefined ? 'no pit lane' : `pit lane with ${pitLimit === null ? 'no speed limit' : `speed limit ${pitLimit}`}`} · rain risk ${rainRisk}`,
  title: (circuit, round, qualifying, laps) =>
    `${circuit} · round ${round} · ${qualifying ? 'qualifying' : `${laps} lap${laps > 1 ? 's' : ''}`}`,
  docTitle: (circuit, round) => `${circuit}, round ${round}`,
  conditions: (c) =>
    `${enHappening(c.happening)} Weather: ${c.rain ? 'rain' : 'sun'}${c.variable ? ' (variable)' : ''}.${c.safetyCar ? ' Safety car out.' : ''}`,
  driver: (place, name, acting) => `${place === null ? '' : `P${place} `}${name}${acting ? '  (to play)' : ''}`,
  status: (c, lap, laps) =>
    `${lap === null ? '' : `lap ${lap} of ${laps} · `}${
      c.mode === 'finished'
        ? `finished ${c.finishRank ?? ''}${enSuffix(c.finishRank ?? 0)}`
        : c.mode === 'out'
          ? `out: ${c.outReason ?? ''}`
          : EN_MODE[c.mode]
    }${c.slipstream ? ' · slipstream' : ''}`,
  speed: (speed, top) => `speed ${speed}/${top}`,
  blocks: (n) => `${n} block${n === 1 ? '' : 's'}`,
  topLoss: (n) => `top −${n}`,
  no4th: 'no 4th',
  strategy: (strategy, tread, setUp, halfTank) =>
    `${strategy} ${tread}${setUp === null ? '' : ` ${setUp}`}${halfTank ? ' ½ tank' : ''}`,
  legend: {
    title: 'Legend',
    track: 'track: cars move from grid point to grid point (BO 1)',
    kerb: 'kerb: the edge of the track, still drivable (BO 2)',
    runOff: 'run-off: a car may stop there, off the track (BO 2)',
    grass: 'grass, no point: a car stopping there is wrecked (BO 2)',
    sector: 'sector letter and its red arrow: the order of play (BO 3)',
    finish: 'finish line: laps count here',
    halfWay: 'half-way line: weather, intermediate points (BO 10, 16)',
    pit: 'pit lines and boxes: F fuel, ½ half fuel, P pit stop (BO 9)',
    grid: 'starting grid slot, pole first',
    car: 'a car on its point, numbered as on its dashboard (P: place in the race)',
    lastMove: 'its last move, from where it came',
    pion: 'its Pion: the next move ends in the 5×5 square (BO 1)',
    toPlay: 'the car to play',
    speed: 'speed of the last move / top speed, blocks left (BO 1, 4)',
    targets: 'where the car to play may go; red: an attack (BO 6)',
    block: 'a block: speed 2, towards the Pion (BO 4)',
  },
}

/** The modes of a car in French. */
export const FR_MODE: Readonly<Record<Car['mode'], string>> = {
  unplaced: 'attend le tirage de la grille',
  standing: 'départ arrêté',
  running: 'en course',
  spun: 'tête-à-queue',
  'off-track': 'hors de la piste',
  dirty: 'pneus sales',
  pit: 'dans la voie des stands',
  finished: 'arrivée',
  out: 'éliminée',
}

const FR_OUT: Readonly<Record<OutReason, string>> = {
  'white-intersection': 'intersection blanche',
  'off-the-board': 'hors du plateau',
  'out-of-fuel': 'panne sèche',
}

const FR_ROLL: Readonly<Record<RollKind, string>> = {
  start: 'départ',
  booster: 'booster',
  brake: 'freins',
  collision: 'accrochage',
  'safety-car': 'voiture de sécurité',
  box: 'box',
  weather: 'météo',
  'weather-risk': 'risque de pluie',
  'slick-rain': 'slicks sous la pluie',
}

const FR_SETUP: Readonly<Record<SetUp, string>> = { booster: 'booster', brake: 'freins', none: '' }

const frHappening = (h: Happening): string => {
  switch (h.kind) {
    case 'over':
      return 'La course est terminée.'
    case 'grid-draw':
      return 'Tirage de la grille.'
    case 'roll':
      return `${h.who ?? 'La course'} : le d12 est lancé (${FR_ROLL[h.roll]}).`
    case 'move':
      return `${h.who} joue.`
    case 'reposition':
      return `${h.who} a perdu l'accrochage et choisit un point (BO 6).`
    case 'pit-exit':
      return `${h.who} quitte les box (BO 9).`
    case 'strategy':
      return `${h.who} choisit sa stratégie (BO 11).`
    case 'regroup':
      return `Voiture de sécurité : ${h.who} se place derrière la voiture qui la précède (BO 6).`
    case 'none':
      return ''
  }
}

/** The French words. */
export const FR_PANEL: PanelWords = {
  board: (sectors, grid, pitLimit, rainRisk) =>
    `${sectors} secteurs · ${grid} places sur la grille · ${pitLimit === undefined ? 'pas de voie des stands' : `voie des stands ${pitLimit === null ? 'sans limite de vitesse' : `limitée à ${pitLimit}`}`} · risque de pluie ${rainRisk}`,
  title: (circuit, round, qualifying, laps) =>
    `${circuit} · ${ordinal('fr', round)} tour de jeu · ${qualifying ? 'qualifications' : `${laps} tour${laps > 1 ? 's' : ''}`}`,
  docTitle: (circuit, round) => `${circuit}, ${ordinal('fr', round)} tour de jeu`,
  conditions: (c) =>
    `${frHappening(c.happening)} Météo : ${c.rain ? 'pluie' : 'soleil'}${c.variable ? ' (variable)' : ''}.${c.safetyCar ? ' Voiture de sécurité en piste.' : ''}`,
  driver: (place, name, acting) => `${place === null ? '' : `P${place} `}${name}${acting ? '  (à jouer)' : ''}`,
  status: (c, lap, laps) =>
    `${lap === null ? '' : `tour ${lap} sur ${laps} · `}${
      c.mode === 'finished'
        ? `arrivée ${ordinal('fr', c.finishRank ?? 0, true)}`
        : c.mode === 'out'
          ? `éliminée : ${c.outReason === null ? '' : FR_OUT[c.outReason]}`
          : FR_MODE[c.mode]
    }${c.slipstream ? ' · aspiration' : ''}`,
  speed: (speed, top) => `vitesse ${speed}/${top}`,
  blocks: (n) => `${n} blocage${n > 1 ? 's' : ''}`,
  topLoss: (n) => `max −${n}`,
  no4th: 'sans 4e',
  strategy: (strategy, tread, setUp, halfTank) =>
    `${strategy} ${tread === 'rain' ? 'pluie' : 'slick'}${setUp === null ? '' : ` ${FR_SETUP[setUp]}`}${halfTank ? ' ½ plein' : ''}`,
  legend: {
    title: 'Légende',
    track: "piste : les voitures vont d'un point de la grille à l'autre (BO 1)",
    kerb: 'vibreur : le bord de la piste, encore praticable (BO 2)',
    runOff: "dégagement : une voiture peut s'y arrêter, hors de la piste (BO 2)",
    grass: "herbe, sans point : une voiture qui s'y arrête est une épave (BO 2)",
    sector: "lettre du secteur et sa flèche rouge : l'ordre de jeu (BO 3)",
    finish: "ligne d'arrivée : les tours se comptent ici",
    halfWay: 'ligne de mi-parcours : météo, points intermédiaires (BO 10, 16)',
    pit: 'lignes des stands et box : F plein, ½ demi-plein, P arrêt au stand (BO 9)',
    grid: 'place de la grille de départ, la pole en premier',
    car: 'une voiture sur son point, numérotée comme sur son tableau de bord (P : place en course)',
    lastMove: "son dernier déplacement, depuis d'où elle venait",
    pion: 'son Pion : le prochain déplacement finit dans le carré de 5×5 (BO 1)',
    toPlay: 'la voiture qui joue',
    speed: 'vitesse du dernier déplacement / vitesse maximale, blocages restants (BO 1, 4)',
    targets: 'où la voiture qui joue peut aller ; en rouge : une attaque (BO 6)',
    block: 'un blocage : vitesse 2, vers le Pion (BO 4)',
  },
}
