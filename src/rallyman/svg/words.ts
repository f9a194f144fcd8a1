/**
 * What the Rallyman pictures say to people, in English and French (the rulebook's words: case,
 * trajectoire tendue, dérapage, corde, dés vitesse, dés gaz): the tooltips of the cars, the
 * cells, the dice of the dashboards and the cells the dice can reach. Only the pictures import
 * it, so the rules' bundle never carries these words.
 */
import { count, ordinal, type Lang } from '../../core/index.js'
import type { Tyres } from '../actions.js'
import { EN_PANEL, FR_PANEL, type PanelWords } from './panel-words.js'

/** Where a car stands, for its tooltip. */
export type CarPlace =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'cell'; readonly cell: number; readonly off: 'none' | 'spin' | 'left' | 'right' }

/** What a car's tooltip says. */
export interface CarFacts {
  readonly name: string
  readonly gear: number
  readonly place: CarPlace
  /** Its tyres, when the tyre rule is on (RM ART.15). */
  readonly tyres: Tyres | null
  readonly gearDice: number
  readonly gasDice: number
  readonly punctures: number
}

/** A cell, for its tooltip. */
export type CellFacts =
  | { readonly kind: 'road'; readonly cell: number; readonly zone: string; readonly side: number }
  | { readonly kind: 'half'; readonly cell: number }
  | { readonly kind: 'tight'; readonly cell: number; readonly gear: number }
  | { readonly kind: 'drift'; readonly cell: number; readonly gear: number | null }
  | { readonly kind: 'cord'; readonly cell: number; readonly gear: number | null }
  | { readonly kind: 'wrong-road'; readonly cell: number }

/** A die of a dashboard: a gear die (its gear) or a gas die; lost to damage or a puncture. */
export interface DieFacts {
  readonly die: number | 'gas'
  readonly lost: boolean
  /** A gas die of the leader on dirt, orange (RM+D). */
  readonly leader: boolean
}

/** Every message of the pictures. */
export interface PictureWords {
  readonly car: (c: CarFacts) => string
  readonly cell: (c: CellFacts) => string
  readonly die: (d: DieFacts) => string
  /** A cell the dice can reach, and with which dice. */
  readonly reach: (cell: number, dice: string) => string
  /** Dice that cross the finish line. */
  readonly reachFinish: (dice: string) => string
  readonly dirtyCord: (lowered: number) => string
  /** The headers, dashboards, legend and panels. */
  readonly panel: PanelWords
}

const EN_OFF = { none: '', spin: ', spun', left: ', off the road to the left', right: ', off the road to the right' }
const FR_OFF = {
  none: '',
  spin: ', tête-à-queue',
  left: ', sortie de route à gauche',
  right: ', sortie de route à droite',
}

const EN: PictureWords = {
  car: (c) =>
    [
      `${c.name}: ${c.place.kind === 'waiting' ? 'waiting to start' : `gear ${c.gear}, cell ${c.place.cell}${EN_OFF[c.place.off]}`}`,
      `${count('en', c.gearDice, 'gear die', 'gear dice')}, ${count('en', c.gasDice, 'gas die', 'gas dice')} left${c.punctures > 0 ? `, ${count('en', c.punctures, 'puncture', 'punctures')}` : ''}${c.tyres === null ? '' : `; ${c.tyres} tyres`}`,
    ].join('\n'),
  cell: (c) => {
    switch (c.kind) {
      case 'road':
        return `cell ${c.cell}, zone ${c.zone}${c.side > 1 ? `, ${c.side} cars side by side` : ''}`
      case 'half':
        return `half cell ${c.cell} (RM ART.18)`
      case 'tight':
        return `cell ${c.cell}: tight line, gear ${c.gear} at most`
      case 'drift':
        return `cell ${c.cell}: drift in gear ${c.gear ?? '?'}`
      case 'cord':
        return `cell ${c.cell}: cord K${c.gear ?? '?'}, gear ${c.gear ?? '?'} at most and a cord card`
      case 'wrong-road':
        return `cell ${c.cell}: wrong road of the crossroads (RM ART.25.2)`
    }
  },
  die: (d) =>
    `${d.die === 'gas' ? `gas die${d.leader ? ' (orange: the leader on dirt)' : ''}` : `gear die ${d.die}`}${d.lost ? ': lost' : ''}`,
  reach: (cell, dice) => `cell ${cell}: dice ${dice}`,
  reachFinish: (dice) => `dice ${dice} cross the finish line`,
  dirtyCord: (lowered) => `dirty cord: notes lowered by ${lowered}`,
  panel: EN_PANEL,
}

const FR_TYRES: Readonly<Record<Tyres, string>> = { asphalt: 'asphalte', snow: 'neige', dirt: 'terre', soft: 'tendres' }

const FR: PictureWords = {
  car: (c) =>
    [
      `${c.name} : ${c.place.kind === 'waiting' ? 'attend son départ' : `${ordinal('fr', c.gear, true)} vitesse, case ${c.place.cell}${FR_OFF[c.place.off]}`}`,
      `reste ${count('fr', c.gearDice, 'dé vitesse', 'dés vitesse')}, ${count('fr', c.gasDice, 'dé gaz', 'dés gaz')}${c.punctures > 0 ? `, ${count('fr', c.punctures, 'crevaison', 'crevaisons')}` : ''}${c.tyres === null ? '' : ` ; pneus ${FR_TYRES[c.tyres]}`}`,
    ].join('\n'),
  cell: (c) => {
    switch (c.kind) {
      case 'road':
        return `case ${c.cell}, zone ${c.zone}${c.side > 1 ? `, ${c.side} voitures de front` : ''}`
      case 'half':
        return `demi-case ${c.cell} (RM ART.18)`
      case 'tight':
        return `case ${c.cell} : trajectoire tendue, vitesse ${c.gear} au plus`
      case 'drift':
        return `case ${c.cell} : dérapage en vitesse ${c.gear ?? '?'}`
      case 'cord':
        return `case ${c.cell} : corde K${c.gear ?? '?'}, vitesse ${c.gear ?? '?'} au plus et une carte corde`
      case 'wrong-road':
        return `case ${c.cell} : mauvaise route du carrefour (RM ART.25.2)`
    }
  },
  die: (d) =>
    `${d.die === 'gas' ? `dé gaz${d.leader ? ' (orange : le leader sur terre)' : ''}` : `dé vitesse ${d.die}`}${d.lost ? ' : perdu' : ''}`,
  reach: (cell, dice) => `case ${cell} : dés ${dice}`,
  reachFinish: (dice) => `les dés ${dice} franchissent l'arrivée`,
  dirtyCord: (lowered) => `corde sale : notes baissées de ${lowered}`,
  panel: FR_PANEL,
}

/** The pictures' words in a language (English by default). */
export const pictureWords = (lang: Lang | undefined): PictureWords => (lang === 'fr' ? FR : EN)
