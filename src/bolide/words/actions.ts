/**
 * What a Bolide action will do, in words: the facts each message carries (`ActionFacts`) and a
 * catalogue per language. French takes the rulebook's words (vitesse, Pion, aspiration,
 * attaque, blocage, booster, box, stratégie, sablier, secteur); both catalogues are
 * `Catalogue<ActionFacts>`, so a message missing in one language does not compile.
 */
import type { Catalogue, Lang } from '../../core/index.js'
import type { SetUp, Strategy, Tread } from '../config.js'
import type { PlaceFacts } from '../describe.js'
import type { Point } from '../grid/point.js'
import type { RollKind } from '../phase.js'

/** A car named in a message. */
type Who = { readonly name: string }
/** A point the car goes to: its name (`c12.3`, or `x,y` in no sector), where it is, the move there and its speed. */
type Goes = Who & {
  readonly to: Point
  readonly point: string
  readonly place: PlaceFacts
  readonly move: Point
  readonly speed: number
}

/** Every message of a Bolide action, with its facts. */
export interface ActionFacts {
  readonly move: Goes & { readonly slipstream: boolean; readonly pit: number | null }
  readonly attack: Goes
  readonly block: Goes
  readonly booster: Who
  readonly brake: Who
  readonly stay: Who
  readonly timeout: Who
  readonly reposition: Goes
  readonly regroup: Goes
  readonly pitExit: Goes & { readonly strategy: Strategy; readonly tread: Tread }
  readonly strategy: Who & { readonly strategy: Strategy; readonly tread: Tread; readonly setUp: SetUp }
  readonly roll: { readonly name: string | null; readonly kind: RollKind | null; readonly value: number }
  readonly drawGrid: Who
}

const EN_PLACE = (p: PlaceFacts): string =>
  p.kind === 'sector'
    ? `in sector ${p.sector}`
    : p.kind === 'runoff'
      ? `in the run-off of sector ${p.sector}`
      : p.kind === 'beside'
        ? `beside sector ${p.sector}`
        : 'off the board'
const FR_PLACE = (p: PlaceFacts): string =>
  p.kind === 'sector'
    ? `dans le secteur ${p.sector}`
    : p.kind === 'runoff'
      ? `dans le dégagement du secteur ${p.sector}`
      : p.kind === 'beside'
        ? `à côté du secteur ${p.sector}`
        : 'hors du plateau'

// `2 North 3 East`, `2 Nord 3 Est`: a move as the rulebook counts it, North-South then East-West.
const vector = (v: Point, north: string, south: string, east: string, west: string, still: string): string => {
  const parts = [
    ...(v.y !== 0 ? [`${Math.abs(v.y)} ${v.y < 0 ? north : south}`] : []),
    ...(v.x !== 0 ? [`${Math.abs(v.x)} ${v.x > 0 ? east : west}`] : []),
  ]
  return parts.length === 0 ? still : parts.join(' ')
}
// The point by its name; its sector is in the name, so only a run-off or a point beside the track is said again.
const enGoes = (p: Goes): string =>
  `${vector(p.move, 'North', 'South', 'East', 'West', 'standing')} to ${p.point}${p.place.kind === 'sector' ? '' : ` ${EN_PLACE(p.place)}`}`
const frGoes = (p: Goes): string =>
  `${vector(p.move, 'Nord', 'Sud', 'Est', 'Ouest', 'sur place')} vers ${p.point}${p.place.kind === 'sector' ? '' : ` ${FR_PLACE(p.place)}`}`

const EN_ROLL: Readonly<Record<RollKind, string>> = {
  start: 'start',
  booster: 'booster',
  brake: 'brake',
  collision: 'collision',
  'safety-car': 'safety car',
  box: 'pit exit',
  weather: 'weather',
  'weather-risk': 'weather risk',
  'slick-rain': 'slicks in the rain',
}
const FR_ROLL: Readonly<Record<RollKind, string>> = {
  start: 'le départ',
  booster: 'le booster',
  brake: 'le frein',
  collision: 'la collision',
  'safety-car': 'la safety car',
  box: 'la sortie du box',
  weather: 'la météo',
  'weather-risk': 'le risque météo',
  'slick-rain': 'les slicks sous la pluie',
}
const EN_SETUP: Readonly<Record<SetUp, string>> = {
  booster: 'Booster set-up',
  brake: 'Brake set-up',
  none: 'no set-up',
}
const FR_SETUP: Readonly<Record<SetUp, string>> = {
  booster: 'réglage Booster',
  brake: 'réglage Frein',
  none: 'sans réglage',
}

/** The English words. */
export const EN: Catalogue<ActionFacts> = {
  move: (p) =>
    `${p.name} moves ${enGoes(p)}: speed ${p.speed}${p.slipstream ? ', with the slipstream' : ''}${p.pit === null ? '' : `, into the pit lane for box ${p.pit}`}`,
  attack: (p) => `${p.name} attacks ${enGoes(p)}: speed ${p.speed}`,
  block: (p) => `${p.name} blocks ${enGoes(p)}: speed ${p.speed}`,
  booster: (p) => `${p.name} calls the booster`,
  brake: (p) => `${p.name} calls the brake`,
  stay: (p) => `${p.name} stays where it is`,
  timeout: (p) => `${p.name}'s sand-glass runs out: the car goes to the Pion`,
  reposition: (p) => `${p.name} is put back ${enGoes(p)} after the collision`,
  regroup: (p) => `${p.name} lines up behind the safety car ${enGoes(p)}`,
  pitExit: (p) => `${p.name} leaves the box ${enGoes(p)}: strategy ${p.strategy}, ${p.tread} tyres`,
  strategy: (p) => `${p.name} chooses strategy ${p.strategy}, ${p.tread} tyres, ${EN_SETUP[p.setUp]}`,
  roll: (p) =>
    `the d12${p.kind === null ? '' : ` for ${p.name === null ? '' : `${p.name}'s `}${EN_ROLL[p.kind]}`}: ${p.value}`,
  drawGrid: (p) => `the draw gives the next grid place to ${p.name}`,
}

/** The French words. */
export const FR: Catalogue<ActionFacts> = {
  move: (p) =>
    `${p.name} se déplace de ${frGoes(p)} : vitesse ${p.speed}${p.slipstream ? ", avec l'aspiration" : ''}${p.pit === null ? '' : `, entre dans la voie des stands pour le box ${p.pit}`}`,
  attack: (p) => `${p.name} attaque de ${frGoes(p)} : vitesse ${p.speed}`,
  block: (p) => `${p.name} fait un blocage de ${frGoes(p)} : vitesse ${p.speed}`,
  booster: (p) => `${p.name} utilise le booster`,
  brake: (p) => `${p.name} utilise le frein`,
  stay: (p) => `${p.name} reste sur place`,
  timeout: (p) => `le sablier de ${p.name} est écoulé : la voiture va au Pion`,
  reposition: (p) => `${p.name} est replacée de ${frGoes(p)} après la collision`,
  regroup: (p) => `${p.name} se range derrière la safety car de ${frGoes(p)}`,
  pitExit: (p) =>
    `${p.name} sort du box de ${frGoes(p)} : stratégie ${p.strategy}, pneus ${p.tread === 'rain' ? 'pluie' : 'slick'}`,
  strategy: (p) =>
    `${p.name} choisit la stratégie ${p.strategy}, pneus ${p.tread === 'rain' ? 'pluie' : 'slick'}, ${FR_SETUP[p.setUp]}`,
  roll: (p) =>
    `le d12${p.kind === null ? '' : ` pour ${FR_ROLL[p.kind]}${p.name === null ? '' : ` (${p.name})`}`} : ${p.value}`,
  drawGrid: (p) => `le tirage donne la place suivante de la grille à ${p.name}`,
}

/** The catalogue of a language. */
export const actionWords = (lang: Lang | undefined): Catalogue<ActionFacts> => (lang === 'fr' ? FR : EN)
