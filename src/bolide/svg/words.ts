/**
 * What the Bolide pictures say to people, in English and French (the rulebook's words: Pion,
 * secteur, vitesse, blocage, attaque, box): the tooltips of the cars, their Pions, the points
 * the car to play may reach, the grid places and the pit boxes. Only the pictures import it,
 * so the rules' bundle never carries these words.
 */
import { ordinal, type Lang } from '../../core/index.js'
import type { Car } from '../state.js'
import { EN_MODE, FR_MODE, EN_PANEL, FR_PANEL, type PanelWords } from './panel-words.js'

/** What a car's tooltip says. */
export interface CarFacts {
  readonly name: string
  /** The car's number (seat + 1). */
  readonly number: number
  readonly mode: Car['mode']
  /** The finishing rank, for a finished car. */
  readonly rank: number | null
  /** Why it is out, in words, for a car out. */
  readonly out: string | null
  /** Its speed: the longer side of its last move (BO 1). */
  readonly speed: number
  /** The lap it is on (0: on the grid) of `laps`. */
  readonly lap: number
  readonly laps: number
  readonly blocks: number
  /** Top speed lost to damage (BO 6, 7). */
  readonly speedLoss: number
  /** Its tyres' tread, under the advanced rules. */
  readonly tread: 'slick' | 'rain' | null
}

/** A point the car to play may reach: what it does there, at which speed, in which sector. */
export interface TargetFacts {
  readonly kind: 'move' | 'attack' | 'block' | 'place'
  readonly x: number
  readonly y: number
  /** The speed of a move there (the longer side of the move), or null for a placing. */
  readonly speed: number | null
  /** The sector's letter, or null off the track. */
  readonly sector: string | null
}

/** Every message of the pictures. */
export interface PictureWords {
  readonly car: (c: CarFacts) => string
  /** A car's Pion: where the car goes at the same speed (BO 1). */
  readonly pion: (name: string, speed: number) => string
  readonly target: (t: TargetFacts) => string
  readonly grid: (place: number) => string
  /** A pit box, with its service (F: full tank, ½: half tank, P: pit stop) or none. */
  readonly box: (box: number, service: 'full' | 'half' | 'stop' | null) => string
  readonly sector: (letter: string) => string
  /** The headers, dashboards and legend. */
  readonly panel: PanelWords
}

const EN_TARGET: Readonly<Record<TargetFacts['kind'], string>> = {
  move: 'move',
  attack: 'attack',
  block: 'block',
  place: 'place the car',
}

const FR_TARGET: Readonly<Record<TargetFacts['kind'], string>> = {
  move: 'déplacement',
  attack: 'attaque',
  block: 'blocage',
  place: 'placer la voiture',
}

const EN: PictureWords = {
  car: (c) =>
    [
      `${c.name} (car ${c.number}): ${c.mode === 'finished' ? `finished ${ordinal('en', c.rank ?? 0)}` : c.mode === 'out' ? `out: ${c.out ?? ''}` : EN_MODE[c.mode]}`,
      `speed ${c.speed}, ${c.lap <= 0 ? 'on the grid' : `lap ${Math.min(c.lap, c.laps)} of ${c.laps}`}, ${c.blocks} block${c.blocks === 1 ? '' : 's'} left${c.speedLoss > 0 ? `, top speed −${c.speedLoss}` : ''}${c.tread === null ? '' : `, ${c.tread} tyres`}`,
    ].join('\n'),
  pion: (name, speed) => `${name}'s Pion: where the car goes at the same speed (${speed})`,
  target: (t) =>
    `${EN_TARGET[t.kind]} to (${t.x},${t.y})${t.speed === null ? '' : ` at speed ${t.speed}`}${t.sector === null ? '' : `, sector ${t.sector}`}`,
  grid: (place) => `start grid place ${place}`,
  box: (box, service) =>
    `pit box ${box}${service === 'full' ? ': full tank' : service === 'half' ? ': half tank' : service === 'stop' ? ': pit stop' : ''}`,
  sector: (letter) => `sector ${letter}: the arrow shows the main direction`,
  panel: EN_PANEL,
}

const FR: PictureWords = {
  car: (c) =>
    [
      `${c.name} (voiture ${c.number}) : ${c.mode === 'finished' ? `arrivée ${ordinal('fr', c.rank ?? 0, true)}` : c.mode === 'out' ? `éliminée : ${c.out ?? ''}` : FR_MODE[c.mode]}`,
      `vitesse ${c.speed}, ${c.lap <= 0 ? 'sur la grille' : `tour ${Math.min(c.lap, c.laps)} sur ${c.laps}`}, ${c.blocks} blocage${c.blocks > 1 ? 's' : ''} restant${c.blocks > 1 ? 's' : ''}${c.speedLoss > 0 ? `, vitesse maximale −${c.speedLoss}` : ''}${c.tread === null ? '' : `, pneus ${c.tread === 'rain' ? 'pluie' : 'slick'}`}`,
    ].join('\n'),
  pion: (name, speed) => `Pion de ${name} : où va la voiture à la même vitesse (${speed})`,
  target: (t) =>
    `${FR_TARGET[t.kind]} vers (${t.x},${t.y})${t.speed === null ? '' : ` en vitesse ${t.speed}`}${t.sector === null ? '' : `, secteur ${t.sector}`}`,
  grid: (place) => `place ${place} de la grille de départ`,
  box: (box, service) =>
    `box ${box}${service === 'full' ? ' : plein complet' : service === 'half' ? ' : demi-plein' : service === 'stop' ? ' : arrêt au stand' : ''}`,
  sector: (letter) => `secteur ${letter} : la flèche montre la direction principale`,
  panel: FR_PANEL,
}

/** The pictures' words in a language (English by default). */
export const pictureWords = (lang: Lang | undefined): PictureWords => (lang === 'fr' ? FR : EN)
