/**
 * The lines of a rally's key events and its running order, in English and French (the
 * rulebook's words: spéciale, perte de contrôle, tête-à-queue, sortie de route, carte Sisu,
 * corde sale, crevaison, gué, assistance, contrôle horaire). `describe.ts` picks the events
 * and their facts; both catalogues are `Catalogue<EventFacts>`.
 */
import { count, ordinal, type Catalogue, type Lang } from '../../core/index.js'
import type { LossCause, RetirementReason } from '../events.js'

type Who = { readonly name: string }
type Lost = Who & { readonly attack: boolean; readonly cause: LossCause }

/** Every message of a rally's report, with its facts. */
export interface EventFacts {
  readonly retirement: { readonly reason: RetirementReason }
  readonly specialStart: { readonly special: number; readonly names: ReadonlyArray<string> }
  readonly snow: { readonly tile: number; readonly special: number }
  readonly sisu: Who
  readonly off: Lost & { readonly back: 'spin' | 'left' | 'right'; readonly damage: number }
  readonly wrongTurn: Lost & {
    readonly side: 'left' | 'right'
    readonly depth: number
    readonly sameTurn: boolean
  }
  readonly retired: Who & { readonly reason: RetirementReason }
  readonly dirtyCord: Who
  readonly puncture: Who
  readonly fordStop: Who
  readonly finish: Who & { readonly special: number; readonly time: string }
  readonly spareWheel: Who
  readonly specialOver: { readonly special: number }
  readonly assistance: { readonly special: number }
  readonly penalty: Who & { readonly seconds: number }
  readonly rallyOver: Record<string, never>
  readonly running: Who & {
    readonly rank: number
    readonly cell: number
    readonly gear: number
    readonly chrono: string
    readonly seconds: number
  }
  readonly finished: Who & { readonly total: string }
  readonly retiredLine: Who & { readonly reason: RetirementReason | null }
  readonly waiting: Who & { readonly rank: number; readonly special: number }
}

const EN_CAUSE: Readonly<Record<LossCause, string>> = {
  warnings: 'too many warnings',
  corner: 'corner taken too fast',
  jump: 'jump taken too fast',
  downshift: 'double downshift',
}
const FR_CAUSE: Readonly<Record<LossCause, string>> = {
  warnings: 'trop de symboles Δ',
  corner: 'virage pris trop vite',
  jump: 'bosse franchie trop vite',
  downshift: 'double rétrogradage',
}
const EN_RETIRED: Readonly<Record<RetirementReason, string>> = {
  'corner-overshoot': 'entered a corner three gears or more above its highest note',
  wrecked: 'every gear die lost to damage',
  punctures: 'a third puncture without repair',
  stuck: 'no way on, and nobody ahead to clear it',
}
const FR_RETIRED: Readonly<Record<RetirementReason, string>> = {
  'corner-overshoot': 'entrée dans un virage trois vitesses ou plus au-dessus de sa note la plus haute',
  wrecked: 'tous les dés vitesse perdus par les dégâts',
  punctures: 'une 3e crevaison sans réparation',
  stuck: 'aucun passage, et personne devant pour le dégager',
}

const enLost = (p: Lost): string =>
  p.attack
    ? `${p.name}'s big attack fails, loss of control (${EN_CAUSE[p.cause]})`
    : `${p.name} loses control (${EN_CAUSE[p.cause]})`
const frLost = (p: Lost): string =>
  p.attack
    ? `La grosse attaque de ${p.name} échoue : perte de contrôle (${FR_CAUSE[p.cause]})`
    : `${p.name} perd le contrôle (${FR_CAUSE[p.cause]})`

/** The English words. */
export const EN: Catalogue<EventFacts> = {
  retirement: (p) => EN_RETIRED[p.reason],
  specialStart: (p) => `Special ${p.special} starts: ${p.names.join(', ')}.`,
  snow: (p) => `Tile ${p.tile} of special ${p.special} is under snow.`,
  sisu: (p) => `${p.name} has one warning too many but plays the Sisu card and keeps control.`,
  off: (p) =>
    `${enLost(p)}: ${
      p.back === 'spin'
        ? 'spins'
        : `off the road to the ${p.back}${p.damage > 0 ? `, ${p.damage} gear ${p.damage > 1 ? 'dice' : 'die'} lost` : ''}`
    }, restarts in 1st.`,
  wrongTurn: (p) =>
    `${enLost(p)} in the crossroads and takes the wrong road to the ${p.side}: ${p.depth} cell${p.depth > 1 ? 's' : ''} down it, U-turn, ${p.sameTurn ? 'drives back in 1st this move' : 'back in 1st next move'}.`,
  retired: (p) => `${p.name} retires: ${EN_RETIRED[p.reason]}.`,
  dirtyCord: (p) => `${p.name} soils the cord: its corner's notes drop by one for the cars behind.`,
  puncture: (p) => `${p.name} punctures in the cord: one gas die lost.`,
  fordStop: (p) => `${p.name} changes gear in the ford, shows a warning and stops in the water.`,
  finish: (p) => `${p.name} finishes special ${p.special} in ${p.time}.`,
  spareWheel: (p) => `${p.name} fits the spare wheel.`,
  specialOver: (p) => `Special ${p.special} is over.`,
  assistance: (p) => `Assistance after special ${p.special}: damage repaired, spare wheel back.`,
  penalty: (p) => `${p.name} takes a ${p.seconds} s time-control penalty.`,
  rallyOver: () => 'The rally is over.',
  running: (p) =>
    `${p.rank}. ${p.name} cell ${p.cell} gear ${p.gear} chrono ${p.chrono}${p.seconds > 0 ? ` -${p.seconds}s` : ''}`,
  finished: (p) => `   ${p.name} finished, total ${p.total}`,
  retiredLine: (p) => `   ${p.name} retired (${p.reason === null ? '' : EN_RETIRED[p.reason]})`,
  waiting: (p) => `   ${p.name} waiting to start, #${p.rank} in the start order of special ${p.special}`,
}

/** The French words. */
export const FR: Catalogue<EventFacts> = {
  retirement: (p) => FR_RETIRED[p.reason],
  specialStart: (p) => `Départ de la spéciale ${p.special} : ${p.names.join(', ')}.`,
  snow: (p) => `La zone ${p.tile} de la spéciale ${p.special} est enneigée.`,
  sisu: (p) => `${p.name} a un symbole Δ de trop mais joue la carte Sisu et garde le contrôle.`,
  off: (p) =>
    `${frLost(p)} : ${
      p.back === 'spin'
        ? 'tête-à-queue'
        : `sortie de route à ${p.back === 'left' ? 'gauche' : 'droite'}${p.damage > 0 ? `, ${count('fr', p.damage, 'dé vitesse perdu', 'dés vitesse perdus')}` : ''}`
    }, repart en vitesse 1.`,
  wrongTurn: (p) =>
    `${frLost(p)} au carrefour et prend la mauvaise route à ${p.side === 'left' ? 'gauche' : 'droite'} : ${count('fr', p.depth, 'case', 'cases')} dedans, demi-tour, ${p.sameTurn ? 'revient en vitesse 1 dans ce déplacement' : 'revient en vitesse 1 au prochain déplacement'}.`,
  retired: (p) => `${p.name} abandonne : ${FR_RETIRED[p.reason]}.`,
  dirtyCord: (p) => `${p.name} salit la corde : les notes du virage baissent de 1 pour les pilotes qui suivent.`,
  puncture: (p) => `${p.name} crève dans la corde : un dé gaz perdu.`,
  fordStop: (p) => `${p.name} change de vitesse dans le gué, sort un symbole Δ et s'arrête dans l'eau.`,
  finish: (p) => `${p.name} termine la spéciale ${p.special} en ${p.time}.`,
  spareWheel: (p) => `${p.name} monte la roue de secours.`,
  specialOver: (p) => `La spéciale ${p.special} est terminée.`,
  assistance: (p) => `Assistance après la spéciale ${p.special} : dégâts réparés, roue de secours rendue.`,
  penalty: (p) => `${p.name} prend ${p.seconds} s de pénalité au contrôle horaire.`,
  rallyOver: () => 'Le rallye est terminé.',
  running: (p) =>
    `${p.rank}. ${p.name} case ${p.cell} ${ordinal('fr', p.gear, true)} vitesse chrono ${p.chrono}${p.seconds > 0 ? ` -${p.seconds}s` : ''}`,
  finished: (p) => `   ${p.name} arrivée, total ${p.total}`,
  retiredLine: (p) => `   ${p.name} abandon (${p.reason === null ? '' : FR_RETIRED[p.reason]})`,
  waiting: (p) => `   ${p.name} attend le départ, n° ${p.rank} dans l'ordre de départ de la spéciale ${p.special}`,
}

/** The catalogue of a language. */
export const eventWords = (lang: Lang | undefined): Catalogue<EventFacts> => (lang === 'fr' ? FR : EN)
