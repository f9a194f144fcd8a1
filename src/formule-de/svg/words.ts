/**
 * What the Formule Dé pictures say to people, in English and French: the tooltips of the cars
 * and the spaces, and the yellow flags of the corners in the legend's words (FD-B virages (a):
 * the stops to make, then the longest and the shortest paths through the corner, the L and C
 * of the board). Only the pictures import it, so the rules' bundle never carries these words.
 */
import type { Lang } from '../../core/index.js'
import type { Gear } from '../dice.js'
import type { TyreType } from '../rules/tyres.js'
import type { PitStatus } from '../state.js'
import type { WearPart } from '../events.js'
import { wordsOf } from '../describe.js'
import type { Where } from '../words/words.js'
import { EN_PANEL, FR_PANEL, type PanelWords } from './panel-words.js'

/** A part of the race sheet and its points: left, and built. */
export type Points = readonly [part: SheetPart, left: number, built: number]

/** The parts of the race sheet a tooltip lists. */
export type SheetPart = WearPart

/** What a car's tooltip says. */
export interface CarFacts {
  readonly name: string
  readonly gear: Gear
  /** The lap it is on (0: on the grid), of `laps`. */
  readonly lap: number
  readonly laps: number
  readonly tyre: TyreType
  readonly points: ReadonlyArray<Points>
  readonly spun: boolean
  /** A wreck left on the track (the car is out). */
  readonly wreck: boolean
  readonly pit: PitStatus
  /** The corner it is in, and the stops it made there of those asked. */
  readonly corner: { readonly name: string; readonly stops: number; readonly of: number } | null
}

/** What a space's tooltip says. */
export interface SpaceFacts {
  readonly where: Where
  /** The corner it lies in, with its stops. */
  readonly corner: { readonly name: string; readonly stops: number } | null
  /** Its start grid place, pole first, or null. */
  readonly grid: number | null
  /** A wall beside it (FD-T 15). */
  readonly wall: boolean
}

/** A corner's flag. */
export interface FlagFacts {
  readonly name: string
  readonly stops: number
  readonly longest: number
  readonly shortest: number
}

/** Every message of the pictures. */
export interface PictureWords {
  readonly car: (c: CarFacts) => string
  readonly space: (s: SpaceFacts) => string
  /** The words on the yellow flag: the stops to make. */
  readonly flagStops: (stops: number) => string
  /** The words in the white box under the flag: the longest and the shortest paths. */
  readonly flagPaths: (longest: number, shortest: number) => string
  /** The flag's tooltip. */
  readonly flag: (f: FlagFacts) => string
  /** The legend's title. */
  readonly legendTitle: string
  /** The legend's lines: the symbol to draw, and what it means. */
  readonly legend: ReadonlyArray<readonly [symbol: string, text: string]>
  /** The panel beside the board: header, dashboards, odds. */
  readonly panel: PanelWords
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

const EN_PIT: Readonly<Record<PitStatus, string>> = {
  none: '',
  lane: 'in the pit lane',
  stand: 'at its stand',
  waiting: 'waiting at its stand',
}

const FR_PIT: Readonly<Record<PitStatus, string>> = {
  none: '',
  lane: 'dans la ligne des stands',
  stand: 'à son stand',
  waiting: 'immobilisée à son stand',
}

const lines = (parts: ReadonlyArray<string>): string => parts.filter((p) => p !== '').join('\n')

const EN: PictureWords = {
  car: (c) => {
    const w = wordsOf({ lang: 'en' })
    return lines([
      `${c.name}: ${c.wreck ? 'wreck (out of the race)' : `${w.gear(c.gear)}, ${c.lap <= 0 ? 'on the grid' : `lap ${Math.min(c.lap, c.laps)} of ${c.laps}`}`}`,
      [c.spun ? 'spun' : '', EN_PIT[c.pit]].filter((x) => x !== '').join(', '),
      c.corner === null ? '' : `in ${c.corner.name}: ${c.corner.stops} of ${plural(c.corner.of, 'stop', 'stops')}`,
      `${w.tyres(c.tyre)}; left: ${c.points.map(([p, left, built]) => `${w.points(left, p)} of ${built}`).join(', ')}`,
    ])
  },
  space: (s) => {
    const w = wordsOf({ lang: 'en' })
    return lines([
      w.where(s.where),
      s.corner === null ? '' : `${s.corner.name}: ${plural(s.corner.stops, 'stop', 'stops')} to make`,
      s.grid === null ? '' : `start grid place ${s.grid}`,
      s.wall ? 'wall: entering this lane is a body test' : '',
    ])
  },
  flagStops: (stops) => plural(stops, 'stop', 'stops'),
  flagPaths: (longest, shortest) => `long ${longest} · short ${shortest}`,
  flag: (f) =>
    `${f.name}: ${plural(f.stops, 'stop', 'stops')} to make; longest path ${plural(f.longest, 'space', 'spaces')}, shortest ${plural(f.shortest, 'space', 'spaces')}`,
  legendTitle: 'Legend',
  legend: [
    ['space', 'a space; odd lanes offset by half a space on straights (FD-T 7-2-3)'],
    ['corner', 'a corner between its red lines, with its kerbs (FD-B virages (b), (c))'],
    ['flag', 'stops to make; long / short: the longest / shortest path (FD-B virages (a))'],
    ['arrow', 'an arrow in a corner: the only lane change there (FD-B virages (d))'],
    ['finish', 'the finish line (stepped where a lane is offset)'],
    ['grid', 'a start grid place, pole first'],
    ['pit', 'the pit lane and the stands, by team (FD-B arrêt au stand)'],
    ['wall', 'a wall: entering its lane is a body test (FD-T 15)'],
    ['car', 'a car and its gear (grey ×: a wreck; red edge: spun)'],
    ['move', 'the last moves, from where each car was'],
    ['target', 'where the car to play may stop: −n brakes, bl blocked, !n overshoot'],
    ['target', 'before its gear: the gears that may take it there'],
  ],
  panel: EN_PANEL,
}

const FR: PictureWords = {
  car: (c) => {
    const w = wordsOf({ lang: 'fr' })
    return lines([
      `${c.name} : ${c.wreck ? 'épave (éliminée)' : `${w.gear(c.gear)}, ${c.lap <= 0 ? 'sur la grille' : `tour ${Math.min(c.lap, c.laps)} sur ${c.laps}`}`}`,
      [c.spun ? 'tête-à-queue' : '', FR_PIT[c.pit]].filter((x) => x !== '').join(', '),
      c.corner === null ? '' : `dans ${c.corner.name} : arrêt ${c.corner.stops} sur ${c.corner.of}`,
      `${w.tyres(c.tyre)} ; reste ${c.points.map(([p, left, built]) => `${w.points(left, p)} sur ${built}`).join(', ')}`,
    ])
  },
  space: (s) => {
    const w = wordsOf({ lang: 'fr' })
    return lines([
      w.where(s.where),
      s.corner === null ? '' : `${s.corner.name} : ${plural(s.corner.stops, 'arrêt', 'arrêts')} à marquer`,
      s.grid === null ? '' : `place ${s.grid} de la grille de départ`,
      s.wall ? 'muret : entrer dans ce couloir coûte un test de carrosserie' : '',
    ])
  },
  flagStops: (stops) => plural(stops, 'arrêt', 'arrêts'),
  flagPaths: (longest, shortest) => `L ${longest} · C ${shortest}`,
  flag: (f) =>
    `${f.name} : ${plural(f.stops, 'arrêt', 'arrêts')} à marquer ; trajectoire la plus longue ${plural(f.longest, 'case', 'cases')}, la plus courte ${plural(f.shortest, 'case', 'cases')}`,
  legendTitle: 'Légende',
  legend: [
    ['space', "case ; en ligne droite, couloirs impairs décalés d'une demi-case (FD-T 7-2-3)"],
    ['corner', 'un virage entre ses lignes rouges, avec ses bornes (FD-B virages (b), (c))'],
    ['flag', 'arrêts à marquer ; L / C : trajectoire la plus longue / courte (FD-B virages (a))'],
    ['arrow', 'flèche dans un virage : le seul changement de couloir permis (FD-B virages (d))'],
    ['finish', "la ligne d'arrivée (en escalier où un couloir est décalé)"],
    ['grid', 'une place de la grille de départ, la pole en premier'],
    ['pit', 'la ligne des stands et les stands, par écurie (FD-B arrêt au stand)'],
    ['wall', 'un muret : entrer dans son couloir coûte un test de carrosserie (FD-T 15)'],
    ['car', 'une voiture et sa vitesse (× gris : une épave ; bord rouge : tête-à-queue)'],
    ['move', 'les derniers déplacements, depuis où était chaque voiture'],
    ['target', "où la voiture qui joue peut s'arrêter : −n freins, bl blocage, !n sortie de virage"],
    ['target', "avant sa vitesse : les vitesses qui peuvent l'y mener"],
  ],
  panel: FR_PANEL,
}

/** The pictures' words in a language (English by default). */
export const pictureWords = (lang: Lang | undefined): PictureWords => (lang === 'fr' ? FR : EN)
