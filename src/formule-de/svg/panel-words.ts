/**
 * What the Formule Dé panel beside the board says, in English and in French: the header (the
 * race, whose turn, the weather), the dashboards (the race sheet's parts, FD-B feuille de
 * course), the odds of the gears and the notes on the spaces the car to play may reach. Only
 * the pictures import it, so the rules' bundle never carries these words.
 */
import { ordinal } from '../../core/index.js'
import type { OddsOutcome } from '../odds.js'
import type { Preset } from '../rules/presets.js'
import type { TyreType } from '../rules/tyres.js'
import type { Car, State } from '../state.js'

/** The title of a race picture. */
export interface RaceTitle {
  readonly circuit: string
  /** 0: before the start. */
  readonly round: number
  readonly laps: number
  /** The leader's lap (0: nobody racing has started a lap). */
  readonly leader: number
}

/** The numbers of a board, under its name. */
export interface BoardFacts {
  readonly lanes: number
  readonly spaces: number
  readonly perLane: ReadonlyArray<number>
  readonly corners: number
  readonly grid: number
  readonly stands: number
}

/** The race sheet's parts a dashboard shows as pips. */
export type DashPart = 'tyres' | 'brakes' | 'fuel' | 'body' | 'engine' | 'hold'

/** Every word of the panel. */
export interface PanelWords {
  readonly title: (t: RaceTitle) => string
  readonly board: (b: BoardFacts) => string
  /** What the race waits for. */
  readonly step: (s: State) => string
  /** The header's second line: what the race waits for, the weather, the rules. */
  readonly subtitle: (step: string, weather: string, preset: Preset) => string
  readonly weather: (s: State) => string
  /** A dashboard's first line: its place, the car, and whether it is to play. */
  readonly driver: (place: number | undefined, name: string, acting: boolean) => string
  /** A dashboard's second line: lap, status, tyres. */
  readonly status: (s: State, c: Car) => string
  /** The label over the gear lever. */
  readonly gear: string
  readonly part: Readonly<Record<DashPart, string>>
  /** The odds' heading: before the gear (`chosen` null) or at the move. */
  readonly oddsFor: (name: string, chosen: number | null) => string
  /** An odds line's label. */
  readonly oddsGear: (gear: number) => string
  readonly outcome: Readonly<Record<OddsOutcome['kind'], string>>
  /** The note on a space where the car would be out. */
  readonly targetOut: string
}

const EN_SKY: Readonly<Record<string, string>> = {
  'sun-definitive': 'sun for good',
  'sun-temporary': 'sun for now',
  variable: 'variable sky',
  'rain-temporary': 'rain for now',
  'rain-definitive': 'rain for good',
}

const FR_SKY: Readonly<Record<string, string>> = {
  'sun-definitive': 'soleil définitif',
  'sun-temporary': 'soleil temporaire',
  variable: 'ciel variable',
  'rain-temporary': 'pluie temporaire',
  'rain-definitive': 'pluie définitive',
}

const FR_STEP: Readonly<Record<State['step']['kind'], string>> = {
  grid: 'tirage de la grille',
  start: 'départ',
  gear: 'choix de la vitesse',
  roll: 'lancer du dé',
  move: 'déplacement',
  collision: 'test de collision',
  engine: 'test moteur',
  pit: 'arrêt au stand',
  slipstream: 'aspiration',
  holding: 'test de tenue de route',
  weather: 'météo',
  tyres: 'choix des pneus',
  stands: 'choix des stands',
  build: 'construction de la voiture',
  stand: 'au stand',
  chrono: 'essais chronométrés',
  over: 'course terminée',
}

const FR_OUT: Readonly<Record<NonNullable<Car['out']>, string>> = {
  'no-stop-in-corner': 'arrêts manqués',
  tyres: 'pneus',
  blocking: 'blocage',
  body: 'carrosserie',
  engine: 'moteur',
  holding: 'tenue de route',
}

const FR_TYRES: Readonly<Record<TyreType, string>> = { hard: 'durs', soft: 'tendres', rain: 'pluie' }

/** The words of a car still in the race: where it is, and what befell it. */
interface RacingWords {
  readonly lane: string
  readonly stand: string
  readonly unplaced: string
  readonly racing: string
  readonly spun: string
  readonly inertia: string
}

const racing = (c: Car, w: RacingWords): string =>
  [
    c.pit === 'lane'
      ? w.lane
      : c.pit === 'stand' || c.pit === 'waiting'
        ? w.stand
        : c.space < 0
          ? w.unplaced
          : w.racing,
    c.spun ? w.spun : '',
    c.inertia ? w.inertia : '',
  ]
    .filter((x) => x !== '')
    .join(', ')

const EN_RACING: RacingWords = {
  lane: 'in the pit lane',
  stand: 'at its stand',
  unplaced: 'not on the grid yet',
  racing: 'racing',
  spun: 'spun',
  inertia: 'engine gone (inertia)',
}

const FR_RACING: RacingWords = {
  lane: 'dans la ligne des stands',
  stand: 'à son stand',
  unplaced: 'pas encore sur la grille',
  racing: 'en course',
  spun: 'tête-à-queue',
  inertia: 'moteur cassé (inertie)',
}

const actingOf = (s: State): Car | undefined => s.cars[s.order[0] ?? -1]

/** The English words. */
export const EN_PANEL: PanelWords = {
  title: (t) =>
    `${t.circuit} · ${t.round === 0 ? 'before the start' : `round ${t.round}`} · ${t.laps} lap${t.laps === 1 ? '' : 's'}${t.leader > 0 ? ` (leader on lap ${Math.min(t.leader, t.laps)})` : ''}`,
  board: (b) =>
    `${b.lanes} lanes, ${b.spaces} spaces (${b.perLane.join(' / ')}), ${b.corners} corners, ${b.grid} grid places, ${b.stands === 0 ? 'no pit lane' : `pit lane with ${b.stands} stands`}`,
  step: (s) => {
    const car = actingOf(s)
    const who = car === undefined ? '' : car.name
    switch (s.step.kind) {
      case 'gear':
        return `${who} to choose a gear (in ${car?.gear ?? 1}${car?.spun ? ', spun' : ''})`
      case 'roll':
        return `${who} rolls the ${s.step.gear}${['', 'st', 'nd', 'rd'][s.step.gear] ?? 'th'}-gear die`
      case 'move':
        return `${who} to move ${s.step.roll} space${s.step.roll === 1 ? '' : 's'}${s.step.reason === 'gear' ? ` in ${car?.gear ?? ''}` : s.step.reason === 'pit-exit' ? ' out of the pits' : ' (super start)'}`
      case 'slipstream':
        return `${who} may take a slipstream (3 spaces)`
      case 'over':
        return 'The race is over'
      default:
        return `${who === '' ? 'The race' : who}: ${s.step.kind}`
    }
  },
  subtitle: (step, weather, preset) => `${step}. Weather: ${weather}. ${preset} rules.`,
  weather: (s) =>
    !s.rules.weather
      ? `${s.wet ? 'wet' : 'dry'} track (no weather rule)`
      : `${s.sky === null ? 'not yet rolled' : (EN_SKY[s.sky] ?? s.sky)}, ${s.wet ? 'wet' : 'dry'} track`,
  driver: (place, name, acting) => `${place === undefined ? '' : `P${place} `}${name}${acting ? '  (to play)' : ''}`,
  status: (s, c) => {
    const laps = c.lap <= 0 ? 'on the grid' : `lap ${Math.min(c.lap, s.laps)} of ${s.laps}`
    let status: string
    if (c.status === 'finished')
      status = `finished ${s.finishers.indexOf(s.cars.indexOf(c)) + 1}${['st', 'nd', 'rd'][s.finishers.indexOf(s.cars.indexOf(c))] ?? 'th'}`
    else if (c.status === 'out') status = `out (${c.out ?? 'eliminated'})${c.wreck ? ', wreck on track' : ''}`
    else status = racing(c, EN_RACING)
    return `${laps} · ${status} · ${c.tyre} tyres`
  },
  gear: 'gear',
  part: { tyres: 'tyres', brakes: 'brakes', fuel: 'fuel', body: 'body', engine: 'engine', hold: 'hold' },
  oddsFor: (name, chosen) =>
    `Odds for ${name}, ${chosen === null ? 'each gear it may choose' : `the gear it chose (${chosen})`}: a careful driver's move on each face of the die (moveOdds)`,
  oddsGear: (gear) => `gear ${gear}`,
  outcome: {
    clean: 'clean',
    braking: 'brake',
    overshoot: 'overshoot',
    blocked: 'blocked',
    spin: 'spin',
    eliminated: 'out',
  },
  targetOut: 'out',
}

/** The French words. */
export const FR_PANEL: PanelWords = {
  title: (t) =>
    `${t.circuit} · ${t.round === 0 ? 'avant le départ' : `${ordinal('fr', t.round)} tour de jeu`} · ${t.laps} tour${t.laps === 1 ? '' : 's'}${t.leader > 0 ? ` (le premier au tour ${Math.min(t.leader, t.laps)})` : ''}`,
  board: (b) =>
    `${b.lanes} couloirs, ${b.spaces} cases (${b.perLane.join(' / ')}), ${b.corners} virages, ${b.grid} places sur la grille, ${b.stands === 0 ? 'pas de ligne des stands' : `ligne des stands avec ${b.stands} stands`}`,
  step: (s) => {
    const car = actingOf(s)
    const who = car === undefined ? '' : car.name
    switch (s.step.kind) {
      case 'gear':
        return `${who} choisit sa vitesse (en ${ordinal('fr', car?.gear ?? 1, true)}${car?.spun ? ', après un tête-à-queue' : ''})`
      case 'roll':
        return `${who} lance le dé de ${ordinal('fr', s.step.gear, true)}`
      case 'move':
        return `${who} avance de ${s.step.roll} case${s.step.roll === 1 ? '' : 's'}${s.step.reason === 'gear' ? ` en ${ordinal('fr', car?.gear ?? 1, true)}` : s.step.reason === 'pit-exit' ? ' en sortie des stands' : ' (super départ)'}`
      case 'slipstream':
        return `${who} peut prendre l'aspiration (3 cases)`
      case 'over':
        return 'La course est terminée'
      default:
        return `${who === '' ? 'La course' : who} : ${FR_STEP[s.step.kind]}`
    }
  },
  subtitle: (step, weather, preset) =>
    `${step}. Météo : ${weather}. Règles ${preset === 'basic' ? 'de base' : preset === 'advanced' ? 'avancées' : 'du tournoi'}.`,
  weather: (s) =>
    !s.rules.weather
      ? `piste ${s.wet ? 'mouillée' : 'sèche'} (sans règle de météo)`
      : `${s.sky === null ? 'pas encore tirée' : (FR_SKY[s.sky] ?? s.sky)}, piste ${s.wet ? 'mouillée' : 'sèche'}`,
  driver: (place, name, acting) => `${place === undefined ? '' : `P${place} `}${name}${acting ? '  (à jouer)' : ''}`,
  status: (s, c) => {
    const laps = c.lap <= 0 ? 'sur la grille' : `tour ${Math.min(c.lap, s.laps)} sur ${s.laps}`
    let status: string
    if (c.status === 'finished') status = `arrivée ${ordinal('fr', s.finishers.indexOf(s.cars.indexOf(c)) + 1, true)}`
    else if (c.status === 'out')
      status = `éliminée${c.out === null ? '' : ` (${FR_OUT[c.out]})`}${c.wreck ? ', épave en piste' : ''}`
    else status = racing(c, FR_RACING)
    return `${laps} · ${status} · pneus ${FR_TYRES[c.tyre]}`
  },
  gear: 'vitesse',
  part: { tyres: 'pneus', brakes: 'freins', fuel: 'conso.', body: 'carros.', engine: 'moteur', hold: 'tenue' },
  oddsFor: (name, chosen) =>
    `Chances de ${name}, ${chosen === null ? 'pour chaque vitesse possible' : `dans la vitesse choisie (${ordinal('fr', chosen, true)})`} : le déplacement d'un pilote prudent sur chaque face du dé (moveOdds)`,
  oddsGear: (gear) => `en ${ordinal('fr', gear, true)}`,
  outcome: {
    clean: 'sans frais',
    braking: 'freins',
    overshoot: 'sortie',
    blocked: 'blocage',
    spin: 'tête-à-queue',
    eliminated: 'éliminée',
  },
  targetOut: 'élim.',
}
