/**
 * What a Rallyman action will do, in words: the facts each message carries (`ActionFacts`)
 * and a catalogue per language. French takes the rulebook's words (dé vitesse, dé gaz, grosse
 * attaque, carte vitesse, carte Sisu, roue de secours, carte corde, perte de contrôle); both
 * catalogues are `Catalogue<ActionFacts>`, so a message missing in one language does not compile.
 */
import { count, listOf, ordinal, type Catalogue, type Lang } from '../../core/index.js'
import type { Tyres } from '../actions.js'
import type { DieId } from '../dice.js'

/** Whose action: the driver's name (null for the weather die, nobody's). */
type Who = { readonly name: string | null }
/** A die's move towards a cell (`to`: the cell's number, or null across the finish). */
type Towards = Who & { readonly die: DieId; readonly orange: boolean; readonly to: number | null }

/** Every message of a Rallyman action, with its facts. */
export interface ActionFacts {
  readonly roll: Towards
  readonly place: Towards
  readonly attack: Who & { readonly gears: ReadonlyArray<number>; readonly white: number; readonly orange: number }
  readonly use: Towards & { readonly warning: boolean }
  readonly stop: Who
  readonly sisu: Who & { readonly use: boolean }
  readonly spareWheel: Who
  readonly keepWheel: Who
  readonly stuck: Who
  readonly tyres: Who & { readonly tyres: Tyres }
  readonly penalty: Who & { readonly tokens: number }
  readonly face: Who & { readonly warning: boolean }
  readonly attackFaces: Who & {
    readonly gears: ReadonlyArray<{ readonly gear: number | null; readonly warning: boolean }>
    readonly white: number
    readonly orange: number
  }
  readonly back: Who & { readonly back: 'spin' | 'left' | 'right' }
  readonly cord: Who & { readonly card: 'good' | 'dirty' | 'puncture' }
  readonly weather: { readonly snow: boolean }
}

const who = (p: Who, nobody: string): string => p.name ?? nobody

const EN_TYRES: Readonly<Record<Tyres, string>> = {
  asphalt: 'asphalt tyres',
  snow: 'snow tyres',
  dirt: 'dirt tyres',
  soft: 'soft tyres',
}
const FR_TYRES: Readonly<Record<Tyres, string>> = {
  asphalt: 'des pneus asphalte',
  snow: 'des pneus neige',
  dirt: 'des pneus terre',
  soft: 'des pneus tendres',
}

const enDie = (die: DieId, orange: boolean): string =>
  die === 'gas' ? (orange ? 'an orange gas die' : 'a gas die') : `the ${ordinal('en', die)}-gear die`
const enCell = (to: number | null): string => (to === null ? 'across the finish line' : `to cell ${to}`)
const enFaces = (warnings: number, of: string): string => `${warnings} ${of} with Δ`

/** The English words. */
export const EN: Catalogue<ActionFacts> = {
  roll: (p) => `${who(p, 'the car')} throws ${enDie(p.die, p.orange)} ${enCell(p.to)}`,
  place: (p) => `${who(p, 'the car')} places ${enDie(p.die, p.orange)} with seconds ${enCell(p.to)}`,
  attack: (p) =>
    `${who(p, 'the car')} declares a big attack: ${listOf('en', [
      ...(p.gears.length > 0 ? [`gear dice ${listOf('en', p.gears.map(String))}`] : []),
      ...(p.white > 0 ? [count('en', p.white, 'gas die', 'gas dice')] : []),
      ...(p.orange > 0 ? [count('en', p.orange, 'orange gas die', 'orange gas dice')] : []),
    ])}`,
  use: (p) =>
    `${who(p, 'the car')} uses ${enDie(p.die, p.orange)}${p.warning ? ' that shows Δ' : ' with no Δ'} ${enCell(p.to)}`,
  stop: (p) => `${who(p, 'the car')} stops and draws the speed card`,
  sisu: (p) => (p.use ? `${who(p, 'the car')} plays the Sisu card` : `${who(p, 'the car')} keeps the Sisu card`),
  spareWheel: (p) => `${who(p, 'the car')} fits the spare wheel`,
  keepWheel: (p) => `${who(p, 'the car')} keeps the spare wheel for later`,
  stuck: (p) => `${who(p, 'the car')} cannot move: draws the same speed card again`,
  tyres: (p) => `${who(p, 'the car')} fits ${EN_TYRES[p.tyres]}`,
  penalty: (p) =>
    `${who(p, 'the car')} hides ${count('en', p.tokens, 'penalty token', 'penalty tokens')} (${p.tokens * 5} s)`,
  face: (p) => `${who(p, 'the car')}'s die: ${p.warning ? 'a warning (Δ)' : 'no warning'}`,
  attackFaces: (p) =>
    `${who(p, 'the car')}'s big attack: ${listOf('en', [
      ...p.gears.map(
        (g) =>
          `${g.gear === null ? 'a gear die' : `the ${ordinal('en', g.gear)}-gear die`} ${g.warning ? 'Δ' : 'clear'}`,
      ),
      enFaces(p.white, 'gas'),
      enFaces(p.orange, 'orange gas'),
    ])}`,
  back: (p) =>
    `the back of ${who(p, 'the car')}'s speed card: ${p.back === 'spin' ? 'a spin' : `off the road to the ${p.back}`}`,
  cord: (p) =>
    `${who(p, 'the car')}'s cord card: ${p.card === 'good' ? 'a good cord' : p.card === 'dirty' ? 'a dirty cord' : 'a puncture'}`,
  weather: (p) => `the weather die for the next tile: ${p.snow ? 'snow' : 'dry'}`,
}

const frDie = (die: DieId, orange: boolean): string =>
  die === 'gas' ? (orange ? 'un dé gaz orange' : 'un dé gaz') : `le dé vitesse ${die}`
const frCell = (to: number | null): string => (to === null ? "au-delà de la ligne d'arrivée" : `vers la case ${to}`)

/** The French words. */
export const FR: Catalogue<ActionFacts> = {
  roll: (p) => `${who(p, 'la voiture')} lance ${frDie(p.die, p.orange)} ${frCell(p.to)}`,
  place: (p) => `${who(p, 'la voiture')} pose ${frDie(p.die, p.orange)} avec des secondes ${frCell(p.to)}`,
  attack: (p) =>
    `${who(p, 'la voiture')} déclare une grosse attaque : ${listOf('fr', [
      ...(p.gears.length > 0 ? [`dés vitesse ${listOf('fr', p.gears.map(String))}`] : []),
      ...(p.white > 0 ? [count('fr', p.white, 'dé gaz', 'dés gaz')] : []),
      ...(p.orange > 0 ? [count('fr', p.orange, 'dé gaz orange', 'dés gaz orange')] : []),
    ])}`,
  use: (p) =>
    `${who(p, 'la voiture')} joue ${frDie(p.die, p.orange)}${p.warning ? ' au symbole Δ' : ' sans Δ'} ${frCell(p.to)}`,
  stop: (p) => `${who(p, 'la voiture')} s'arrête et tire la carte vitesse`,
  sisu: (p) => (p.use ? `${who(p, 'la voiture')} joue la carte Sisu` : `${who(p, 'la voiture')} garde la carte Sisu`),
  spareWheel: (p) => `${who(p, 'la voiture')} monte la roue de secours`,
  keepWheel: (p) => `${who(p, 'la voiture')} garde la roue de secours pour plus tard`,
  stuck: (p) => `${who(p, 'la voiture')} : déplacement impossible, tire une carte identique à la précédente`,
  tyres: (p) => `${who(p, 'la voiture')} chausse ${FR_TYRES[p.tyres]}`,
  penalty: (p) =>
    `${who(p, 'la voiture')} cache ${count('fr', p.tokens, 'jeton de pénalité', 'jetons de pénalité')} (${p.tokens * 5} s)`,
  face: (p) => `le dé de ${who(p, 'la voiture')} : ${p.warning ? 'le symbole Δ' : 'pas de Δ'}`,
  attackFaces: (p) =>
    `la grosse attaque de ${who(p, 'la voiture')} : ${listOf('fr', [
      ...p.gears.map(
        (g) => `${g.gear === null ? 'un dé vitesse' : `dé vitesse ${g.gear}`} ${g.warning ? 'Δ' : 'sans Δ'}`,
      ),
      `${p.white} Δ aux dés gaz`,
      `${p.orange} Δ aux dés gaz orange`,
    ])}`,
  back: (p) =>
    `le dos de la carte vitesse de ${who(p, 'la voiture')} : ${p.back === 'spin' ? 'tête-à-queue' : `sortie de route à ${p.back === 'left' ? 'gauche' : 'droite'}`}`,
  cord: (p) =>
    `la carte corde de ${who(p, 'la voiture')} : ${p.card === 'good' ? 'bonne corde' : p.card === 'dirty' ? 'corde sale' : 'crevaison'}`,
  weather: (p) => `le dé météo de la zone suivante : ${p.snow ? 'enneigée' : 'sèche'}`,
}

/** The catalogue of a language. */
export const actionWords = (lang: Lang | undefined): Catalogue<ActionFacts> => (lang === 'fr' ? FR : EN)
