/**
 * What the Rallyman panels say, in English and in French (the rulebook's words: spéciale,
 * chrono, dés vitesse, dés gaz, trajectoire tendue, dérapage, corde, gué, pion noir, roue de
 * secours): the headers, the dashboards, the legend and the start and finish panels. Only the
 * pictures import it, so the rules' bundle never carries these words.
 */
import { count, ordinal } from '../../core/index.js'
import type { Tyres } from '../actions.js'
import type { RetirementReason } from '../events.js'
import type { Surface, Terrain } from '../stage/zone.js'

/** What is happening, for the header. `who` is the driver concerned, or null. */
export type Happening =
  | { readonly kind: 'over' }
  | { readonly kind: 'penalty'; readonly chosen: number; readonly of: number; readonly mine: number | null }
  | { readonly kind: 'face'; readonly who: string | null; readonly die: number | 'gas'; readonly to: number }
  | { readonly kind: 'attack' | 'back' | 'cord'; readonly who: string | null }
  | { readonly kind: 'weather'; readonly tile: number }
  | { readonly kind: 'chance' | 'simultaneous' }
  | { readonly kind: 'tyres' | 'spare-wheel' | 'sisu'; readonly who: string }
  | { readonly kind: 'wheel'; readonly who: string; readonly round: number }

/** The snow on the special, for the header. */
export type Snow =
  | { readonly kind: 'tiles'; readonly tiles: ReadonlyArray<string> }
  | { readonly kind: 'no-rule' | 'fixed' | 'rolling' | 'none' }

/** A dashboard's status line. */
export type DriverStatus =
  | { readonly kind: 'waiting'; readonly order: number }
  | { readonly kind: 'finished'; readonly time: string; readonly total: string }
  | { readonly kind: 'retired'; readonly reason: RetirementReason | null }
  | { readonly kind: 'spun' | 'restart' | 'road' }
  | { readonly kind: 'off'; readonly side: 'left' | 'right' }

/** The legend's lines. */
export interface LegendWords {
  readonly title: string
  readonly surface: Readonly<Record<Surface, string>>
  /** Off the road on a terrain, and the gear dice it loses. */
  readonly verge: (t: Terrain, dice: number) => string
  readonly tight: string
  readonly drift: string
  readonly cord: string
  readonly dirty: string
  readonly clean: string
  readonly jump: string
  readonly ford: string
  readonly frozenFord: string
  readonly split: string
  readonly half: string
  readonly wide: string
  readonly side: string
  readonly zone: string
  readonly startFinish: string
  /** The tooltip of the legend's car. */
  readonly aCar: string
  readonly car: string
  readonly reach: string
  readonly dice: string
  readonly orange: string
  readonly warnings: string
}

/** Every word of the panels. */
export interface PanelWords {
  /** Under a special's name: its roadbook, zones and steps. */
  readonly board: (roadbook: string, zones: ReadonlyArray<{ zone: string; surface: Surface }>, steps: number) => string
  readonly special: (name: string, n: number, of: number) => string
  readonly header: (roadbook: string, snow: Snow, happening: Happening) => string
  readonly atTheWheel: string
  readonly status: (s: DriverStatus) => string
  /** A dashboard's tooltip. */
  readonly dashboard: (name: string, status: string, gears: number, gas: number, punctures: number) => string
  readonly gear: string
  readonly chrono: string
  readonly tyres: (t: Tyres) => string
  readonly sisu: string
  readonly spare: string
  readonly dice: (dice: string) => string
  readonly start: string
  readonly finish: string
  readonly noSpecial: string
  readonly legend: LegendWords
}

const enWho = (who: string | null): string => (who === null ? '' : `${who}: `)

const enHappening = (h: Happening): string => {
  switch (h.kind) {
    case 'over':
      return 'The rally is over.'
    case 'penalty':
      return `Time control: secret penalties, ${h.chosen} of ${h.of} chosen${h.mine !== null ? ` (yours: ${h.mine} token${h.mine === 1 ? '' : 's'})` : ''} (RM ART.22).`
    case 'face':
      return `${enWho(h.who)}die ${h.die === 'gas' ? 'gas' : h.die} thrown towards cell ${h.to}.`
    case 'attack':
      return `${enWho(h.who)}big attack, the dice are rolling (RM ART.5).`
    case 'back':
      return `${enWho(h.who)}loss of control, the speed card is turned over (RM ART.7).`
    case 'cord':
      return `${enWho(h.who)}a cord card is drawn (RM ART.9.3).`
    case 'weather':
      return `Weather die for tile ${h.tile} (RM ART.15.2).`
    case 'chance':
      return 'Chance.'
    case 'simultaneous':
      return 'Drivers choose at the same time.'
    case 'tyres':
      return `${h.who} chooses tyres (RM ART.15.3).`
    case 'spare-wheel':
      return `${h.who}: fit the spare wheel now or keep it (RM ART.10)?`
    case 'sisu':
      return `${h.who} may play the Sisu card (RM ART.7.5).`
    case 'wheel':
      return `${h.who} at the wheel, round ${h.round}: the next die, or stop.`
  }
}

const enSnow = (s: Snow): string => {
  switch (s.kind) {
    case 'tiles':
      return `snow on tile${s.tiles.length > 1 ? 's' : ''} ${s.tiles.join(', ')}`
    case 'no-rule':
      return 'no snow (tyre rule off)'
    case 'fixed':
      return 'no snow'
    case 'rolling':
      return 'weather dice rolling for snow'
    case 'none':
      return 'weather dice: no snow on this special'
  }
}

const EN_TERRAIN: Readonly<Record<Terrain, string>> = {
  meadow: 'meadow',
  earth: 'earth',
  forest: 'forest',
  rocks: 'rocks',
}

/** The English words. */
export const EN_PANEL: PanelWords = {
  board: (roadbook, zones, steps) =>
    `roadbook ${roadbook} · ${zones.map((z) => `zone ${z.zone} (${z.surface})`).join(', ')} · ${steps} steps`,
  special: (name, n, of) => `${name} (special ${n} of ${of})`,
  header: (roadbook, snow, happening) => `roadbook ${roadbook} · ${enSnow(snow)} · ${enHappening(happening)}`,
  atTheWheel: '  (at the wheel)',
  status: (s) => {
    switch (s.kind) {
      case 'waiting':
        return `waiting, #${s.order} to start`
      case 'finished':
        return `finished in ${s.time} (total ${s.total})`
      case 'retired':
        return `retired: ${s.reason ?? ''}`
      case 'spun':
        return 'spun: restarts in 1st'
      case 'restart':
        return 'restarts in 1st'
      case 'road':
        return 'on the road'
      case 'off':
        return `off the road to the ${s.side}: restarts in 1st`
    }
  },
  dashboard: (name, status, gears, gas, punctures) =>
    `${name}: ${status}; ${gears} gear dice, ${gas} gas dice, ${punctures} puncture(s)`,
  gear: 'gear',
  chrono: 'chrono',
  tyres: (t) => `${t} tyres`,
  sisu: 'SISU',
  spare: 'SPARE',
  dice: (dice) => `dice: ${dice}`,
  start: 'START',
  finish: 'FINISH',
  noSpecial: 'No special to draw.',
  legend: {
    title: 'Legend',
    surface: {
      asphalt: 'asphalt road',
      snow: 'snow: the tile shows its snowy side (RM ART.15)',
      dirt: 'dirt road (Rallyman Dirt)',
    },
    verge: (t, n) =>
      `${EN_TERRAIN[t]}: off the road here ${n === 0 ? 'costs nothing' : `loses ${n} gear ${n > 1 ? 'dice' : 'die'}`} (RM ART.8)`,
    tight: 'tight line: gear 3 at most (RM ART.9.1)',
    drift: 'drift: gear 4 imposed, the car goes crosswise (RM ART.9.2)',
    cord: 'cord on the gravel: gear 4 at most, a cord card (RM ART.9.3)',
    dirty: 'earth pawn: a dirty cord lowered these notes (RM ART.9.3)',
    clean: 'black pawn on a cord: swept clean, no more cards (RM ART.21)',
    jump: 'jump: at gear 3 the car flies one cell, faster further (RM ART.11)',
    ford: 'ford: changing gear, a warning stops the car in it (RM ART.23)',
    frozenFord: 'frozen ford on snow: an ordinary cell (RM ART.23)',
    split: 'black pawn beside the road: split-time point (RM ART.16)',
    half: 'split cell: one cell, or two halves crosswise (RM ART.18)',
    wide: 'wide cell: room for two cars, three with two lines (RM ART.12)',
    side: 'side road of a crossroads: where a wrong turn leads (RM ART.25)',
    zone: 'zone C of the roadbook starts at the dotted line (RM ART.1)',
    startFinish: 'red start line (RM ART.3.1), yellow finish panel (RM ART.13)',
    aCar: 'a car',
    car: 'a car with its gear engaged: its last speed card (RM ART.4)',
    reach: 'cells the next die can reach, with those dice (G: gas die)',
    dice: 'die left; die lost to damage or a puncture (RM ART.8, 9.3)',
    orange: 'orange gas dice: the leader opening the dirt road (RM ART.20)',
    warnings: 'warnings this move, out of the limit (RM ART.4, ART.7)',
  },
}

const frWho = (who: string | null): string => (who === null ? '' : `${who} : `)

const frHappening = (h: Happening): string => {
  switch (h.kind) {
    case 'over':
      return 'Le rallye est terminé.'
    case 'penalty':
      return `Contrôle horaire : pénalités secrètes, ${h.chosen} sur ${h.of} choisies${h.mine !== null ? ` (les vôtres : ${count('fr', h.mine, 'jeton', 'jetons')})` : ''} (RM ART.22).`
    case 'face':
      return `${frWho(h.who)}${h.die === 'gas' ? 'dé gaz' : `dé ${h.die}`} lancé vers la case ${h.to}.`
    case 'attack':
      return `${frWho(h.who)}grosse attaque, les dés roulent (RM ART.5).`
    case 'back':
      return `${frWho(h.who)}perte de contrôle, la carte vitesse est retournée (RM ART.7).`
    case 'cord':
      return `${frWho(h.who)}une carte corde est tirée (RM ART.9.3).`
    case 'weather':
      return `Dé météo de la tuile ${h.tile} (RM ART.15.2).`
    case 'chance':
      return 'Hasard.'
    case 'simultaneous':
      return 'Les pilotes choisissent en même temps.'
    case 'tyres':
      return `${h.who} choisit ses pneus (RM ART.15.3).`
    case 'spare-wheel':
      return `${h.who} : monter la roue de secours maintenant ou la garder (RM ART.10) ?`
    case 'sisu':
      return `${h.who} peut jouer la carte Sisu (RM ART.7.5).`
    case 'wheel':
      return `${h.who} au volant, ${ordinal('fr', h.round)} tour de jeu : le dé suivant, ou s'arrêter.`
  }
}

const frSnow = (s: Snow): string => {
  switch (s.kind) {
    case 'tiles':
      return `neige sur ${s.tiles.length > 1 ? 'les tuiles' : 'la tuile'} ${s.tiles.join(', ')}`
    case 'no-rule':
      return 'pas de neige (règle des pneus inactive)'
    case 'fixed':
      return 'pas de neige'
    case 'rolling':
      return 'dés météo lancés pour la neige'
    case 'none':
      return 'dés météo : pas de neige sur cette spéciale'
  }
}

const FR_SURFACE: Readonly<Record<Surface, string>> = { asphalt: 'asphalte', snow: 'neige', dirt: 'terre' }
const FR_TERRAIN: Readonly<Record<Terrain, string>> = {
  meadow: 'prairie',
  earth: 'terre',
  forest: 'forêt',
  rocks: 'rochers',
}
const FR_TYRES: Readonly<Record<Tyres, string>> = { asphalt: 'asphalte', snow: 'neige', dirt: 'terre', soft: 'tendres' }
const FR_RETIRED: Readonly<Record<RetirementReason, string>> = {
  'corner-overshoot': 'sortie de virage',
  wrecked: 'voiture détruite',
  punctures: 'crevaisons',
  stuck: 'bloquée',
}

/** The French words. */
export const FR_PANEL: PanelWords = {
  board: (roadbook, zones, steps) =>
    `carnet de route ${roadbook} · ${zones.map((z) => `zone ${z.zone} (${FR_SURFACE[z.surface]})`).join(', ')} · ${steps} étapes`,
  special: (name, n, of) => `${name} (spéciale ${n} sur ${of})`,
  header: (roadbook, snow, happening) => `carnet de route ${roadbook} · ${frSnow(snow)} · ${frHappening(happening)}`,
  atTheWheel: '  (au volant)',
  status: (s) => {
    switch (s.kind) {
      case 'waiting':
        return `attend, ${ordinal('fr', s.order)} à partir`
      case 'finished':
        return `arrivée en ${s.time} (total ${s.total})`
      case 'retired':
        return `abandon : ${s.reason === null ? '' : FR_RETIRED[s.reason]}`
      case 'spun':
        return 'tête-à-queue : repart en 1re'
      case 'restart':
        return 'repart en 1re'
      case 'road':
        return 'sur la route'
      case 'off':
        return `sortie de route à ${s.side === 'left' ? 'gauche' : 'droite'} : repart en 1re`
    }
  },
  dashboard: (name, status, gears, gas, punctures) =>
    `${name} : ${status} ; ${count('fr', gears, 'dé vitesse', 'dés vitesse')}, ${count('fr', gas, 'dé gaz', 'dés gaz')}, ${count('fr', punctures, 'crevaison', 'crevaisons')}`,
  gear: 'vitesse',
  chrono: 'chrono',
  tyres: (t) => `pneus ${FR_TYRES[t]}`,
  sisu: 'SISU',
  spare: 'ROUE',
  dice: (dice) => `dés : ${dice}`,
  start: 'DÉPART',
  finish: 'ARRIVÉE',
  noSpecial: 'Aucune spéciale à dessiner.',
  legend: {
    title: 'Légende',
    surface: {
      asphalt: 'route en asphalte',
      snow: 'neige : la tuile montre sa face enneigée (RM ART.15)',
      dirt: 'route en terre (Rallyman Dirt)',
    },
    verge: (t, n) =>
      `${FR_TERRAIN[t]} : sortir de la route ici ${n === 0 ? 'ne coûte rien' : `fait perdre ${count('fr', n, 'dé vitesse', 'dés vitesse')}`} (RM ART.8)`,
    tight: 'trajectoire tendue : 3e vitesse au plus (RM ART.9.1)',
    drift: 'dérapage : 4e vitesse imposée, la voiture passe en travers (RM ART.9.2)',
    cord: 'corde sur le gravier : 4e vitesse au plus, une carte corde (RM ART.9.3)',
    dirty: 'pion terre : une corde sale a baissé ces notes (RM ART.9.3)',
    clean: 'pion noir sur une corde : nettoyée, plus de cartes (RM ART.21)',
    jump: 'saut : en 3e la voiture vole une case, plus vite plus loin (RM ART.11)',
    ford: 'gué : en changeant de vitesse, un avertissement y arrête la voiture (RM ART.23)',
    frozenFord: 'gué gelé sur la neige : une case ordinaire (RM ART.23)',
    split: 'pion noir au bord de la route : point de temps intermédiaire (RM ART.16)',
    half: 'case partagée : une case, ou deux moitiés en travers (RM ART.18)',
    wide: 'case large : place pour deux voitures, trois avec deux lignes (RM ART.12)',
    side: "route latérale d'un carrefour : où mène une mauvaise direction (RM ART.25)",
    zone: 'la zone C du carnet de route commence au pointillé (RM ART.1)',
    startFinish: "ligne de départ rouge (RM ART.3.1), panneau d'arrivée jaune (RM ART.13)",
    aCar: 'une voiture',
    car: 'une voiture et sa vitesse engagée : sa dernière carte vitesse (RM ART.4)',
    reach: 'cases que le prochain dé peut atteindre, avec ces dés (G : dé gaz)',
    dice: 'dé restant ; dé perdu sur dégât ou crevaison (RM ART.8, 9.3)',
    orange: 'dés gaz orange : le leader qui ouvre la route en terre (RM ART.20)',
    warnings: 'avertissements de ce déplacement, hors limite (RM ART.4, ART.7)',
  },
}
