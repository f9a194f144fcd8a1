/**
 * Formule Dé in French, in the words of the rulebooks (FD-B règles de base, FD-A règles
 * avancées, FD-T règles de compétition): the catalogue of `words.ts`. A car is la voiture:
 * what is said of it agrees in the feminine (« Ada est bloquée »). The glossary of
 * docs/formule-de.md lists the terms and the paragraphs they come from.
 */
import { count, listOf, ordinal } from '../../core/index.js'
import type { WearPart, WearReason } from '../events.js'
import type { BuildPart } from '../rules/build.js'
import type { EliminationReason } from '../rules/elimination.js'
import type { ChronoUnit } from '../rules/qualifying.js'
import type { TyreType } from '../rules/tyres.js'
import type { PitStatus } from '../state.js'
import type { ChanceType } from '../status.js'
import { chrono } from './chrono.js'
import type { DieMeaning, MoveFacts, SkyWords, Where, Words } from './words.js'

const WHY: Readonly<Record<WearReason, string>> = {
  overrev: 'en sur-régime (vitesses sautées en rétrogradant)',
  braking: 'au freinage',
  blocking: 'sur un blocage',
  overshoot: 'en sortie de virage incontrôlée',
  collision: 'dans un accrochage',
  'engine-test': 'sur un test de casse moteur',
  'blocked-car-eliminated': "quand une voiture qu'elle bloquait l'a percutée",
  'slipstream-into-corner': 'en freinant tard dans un virage après une aspiration',
  'road-holding': 'sur une case dangereuse',
  wall: 'contre le muret',
}

const OUT: Readonly<Record<EliminationReason, string>> = {
  'no-stop-in-corner': 'a quitté un virage sans les arrêts requis',
  tyres: "a perdu plus de points de pneus qu'il ne lui en restait",
  blocking: 'bloquée sans freins ni pneus pour payer le blocage (ou de 7 cases ou plus)',
  body: 'carrosserie détruite (dernier point de carrosserie perdu)',
  engine: 'casse moteur (dernier point de moteur perdu)',
  holding: 'a perdu son dernier point de tenue de route sur une case dangereuse',
  'engine-inertia': "casse moteur : la voiture roule sur son inertie (un dernier déplacement, ou jusqu'à l'arrivée)",
}

const PART: Readonly<Record<WearPart | BuildPart, string>> = {
  tyres: 'pneus',
  brakes: 'freins',
  fuel: 'consommation',
  body: 'carrosserie',
  engine: 'moteur',
  holding: 'tenue de route',
  stand: 'stand',
}

const TYRES: Readonly<Record<TyreType, string>> = { hard: 'durs', soft: 'tendres', rain: 'pluie' }

const UNIT: Readonly<Record<ChronoUnit, string>> = { minutes: 'minutes', seconds: 'secondes', hundredths: 'centièmes' }

const PIT: Readonly<Record<PitStatus, string>> = {
  none: 'sur la piste',
  lane: 'dans la ligne des stands',
  stand: 'au stand',
  waiting: 'immobilisée au stand',
}

const SKY: SkyWords = {
  qualifying: {
    'sun-definitive': 'soleil',
    'sun-temporary': 'soleil',
    variable: 'ciel variable',
    'rain-temporary': 'pluie',
    'rain-definitive': 'pluie',
  },
  race: {
    'sun-definitive': 'soleil pour toute la course',
    'sun-temporary': 'soleil temporaire',
    variable: 'ciel variable, le temps peut changer pendant la course',
    'rain-temporary': 'pluie temporaire',
    'rain-definitive': 'pluie pour toute la course',
  },
  evolution: {
    'sun-definitive': "soleil jusqu'à la fin de la course",
    'sun-temporary': 'soleil temporaire',
    variable: 'ciel variable',
    'rain-temporary': 'pluie temporaire',
    'rain-definitive': "pluie jusqu'à la fin de la course",
  },
}

const DIE_FOR: Readonly<Record<ChanceType, string>> = {
  grid: 'la grille de départ',
  start: 'le départ',
  roll: 'le déplacement',
  collision: "le test d'accrochage",
  engine: 'le test de casse moteur',
  pit: "l'arrêt au stand",
  weather: 'la météo',
  holding: 'le test de tenue de route',
}

const MEANING: Readonly<Record<Exclude<DieMeaning['kind'], 'pit-quick'>, string>> = {
  stall: 'cale',
  'super-start': 'super départ',
  'normal-start': 'départ normal',
  'pit-slow': 'arrêt manqué : attend un tour',
  'engine-push': 'moteur poussé à fond : tests de casse moteur',
}

const spaces = (n: number): string => count('fr', n, 'case', 'cases')

// "2 points de freins", "1 point de carrosserie".
const points = (n: number, part: WearPart | BuildPart): string =>
  `${count('fr', n, 'point', 'points')} de ${PART[part]}`

const where = (w: Where): string =>
  'id' in w
    ? `case #${w.id}`
    : w.lane === 'pit'
      ? `ligne des stands, case ${w.space}`
      : w.lane === 'stand'
        ? `stands, case ${w.space}`
        : `couloir ${w.lane}, case ${w.space}`

const move = (p: MoveFacts): string => {
  const head =
    p.spaces === 0
      ? `${p.name} reste sur place (${where(p.to)})`
      : `${p.name} ${p.slipstream ? "profite de l'aspiration" : 'avance'} de ${spaces(p.spaces)} → ${where(p.to)}`
  const facts = [
    ...(p.via.length > 0 ? [`par ${p.via.map(where).join(' puis ')}`] : []),
    ...(p.brake > 0 ? [`en freinant de ${spaces(p.brake)}`] : []),
    ...(p.bonus ? ['avec la case de plus des pneus tendres'] : []),
    ...(p.blocked > 0 ? [`bloquée à ${spaces(p.blocked)} de son dé`] : []),
    ...(p.overshoot > 0 ? [`sortie de virage de ${spaces(p.overshoot)}`] : []),
    ...(p.slid ? ['glisse sur la piste mouillée'] : []),
    ...(p.brakesLost + p.tyresLost > 0
      ? [
          `coûte ${listOf('fr', [
            ...(p.brakesLost > 0 ? [points(p.brakesLost, 'brakes')] : []),
            ...(p.tyresLost > 0 ? [points(p.tyresLost, 'tyres')] : []),
          ])}`,
        ]
      : []),
    ...(p.hazards > 0 ? [count('fr', p.hazards, 'test de tenue de route', 'tests de tenue de route')] : []),
    ...(p.walls > 0 ? [count('fr', p.walls, 'test de muret', 'tests de muret')] : []),
    ...(p.corner === null
      ? []
      : p.corner.stops < p.corner.of
        ? [`arrêt ${p.corner.stops} sur ${p.corner.of} dans ${p.corner.name}`]
        : [`arrêts requis marqués dans ${p.corner.name}`]),
    ...(p.stand ? ["s'arrête à son stand"] : []),
    ...(p.crossed ? ["franchit la ligne d'arrivée"] : []),
    ...(p.spin ? ['tête-à-queue'] : []),
    ...(p.out !== null ? [`ÉLIMINÉE : ${OUT[p.out]}`] : []),
  ]
  return facts.length === 0 ? head : `${head} : ${facts.join(', ')}`
}

/** The French words. */
export const FR: Words = {
  place: (n) => ordinal('fr', n, true),
  gear: (g) => `${ordinal('fr', g, true)} vitesse`,
  where,
  tyres: (t) => `pneus ${TYRES[t]}`,
  points,
  out: (reason) => OUT[reason],

  stall: (p) => `${p.name} cale sur la grille (dé noir 1) : démarre au prochain tour en 1re`,
  superStart: (p) => `${p.name} réussit un super départ (dé noir 20) : avance de 4 cases`,
  blockedShort: (p) => `${p.name} est bloquée à ${spaces(p.spaces)} de son dé par les voitures devant elle`,
  wear: (p) => `${p.name} perd ${points(p.amount, p.part)} ${WHY[p.reason]}`,
  spin: (p) => `${p.name} fait un tête-à-queue (dernier point de pneus perdu) : repart en 1re`,
  eliminated: (p) => `${p.name} est ÉLIMINÉE : ${OUT[p.reason]}`,
  pitStop: (p) => `${p.name} s'arrête à son stand : pneus neufs`,
  pitQuick: (p) =>
    `${p.name} : arrêt rapide (dé noir ${p.value}), repart aussitôt de ${spaces(p.spaces)} en 4e vitesse`,
  pitSlow: (p) => `${p.name} : arrêt manqué (dé noir ${p.value}), immobilisée au stand jusqu'au prochain tour`,
  lap: (p) => `${p.name} termine le tour ${p.lap} sur ${p.laps}`,
  finish: (p) => `${p.name} franchit la ligne d'arrivée : ${ordinal('fr', p.place, true)}`,
  weather: (e) => {
    const track = `piste ${e.wet ? 'mouillée' : 'sèche'}`
    const sky = SKY[e.session][e.sky]
    switch (e.session) {
      case 'qualifying':
        return `Météo des essais (dé noir ${e.value}) : ${sky}, ${track} pour toute la séance`
      case 'race':
        return `Météo de la course (dé noir ${e.value}) : ${sky} ; ${track}`
      case 'evolution':
        return `La météo change (dé noir ${e.value}) : ${sky} ; ${track}`
    }
  },
  slipstreamTaken: (p) => `${p.name} profite d'une aspiration`,
  standChosen: (p) =>
    `${p.name} annonce un ${p.stop === 'quick' ? 'arrêt pneus' : 'arrêt long'} et des pneus ${TYRES[p.tyre]}`,
  repair: (p) => `${p.name} : les mécaniciens régénèrent ${points(p.amount, p.part)}`,
  buildPart: (p) =>
    p.part === 'stand'
      ? `${p.name} garde ${points(p.points, 'stand')} au stand`
      : `${p.name} met ${points(p.points, p.part)} sur sa voiture`,
  built: (p) => {
    const kept =
      p.kept === null
        ? ''
        : ` ; ${p.kept === 0 ? 'aucun point' : count('fr', p.kept, 'point', 'points')} de stand gardé${p.kept > 1 ? 's' : ''} au stand`
    return `${p.name} est construite : ${p.parts.map((x) => `${PART[x.part]} ${x.points}`).join(', ')}${kept}`
  },
  qualifyingStart: (p) =>
    `${p.name} commence son tour d'essai en pneus ${TYRES[p.tyre]}${p.wet ? ' (piste mouillée)' : ''}`,
  qualifyingPenalty: (p) =>
    `${p.name} sort d'un virage de ${spaces(p.spaces)} : ${count('fr', p.throws, 'lancer', 'lancers')} de pénalité`,
  qualifyingLap: ({ name, lap, time, penalty }) => {
    if (lap.missedStops)
      return `${name} : tour d'essai terminé après ${count('fr', lap.throws, 'lancer', 'lancers')}, un virage quitté sans ses arrêts : dernière sur la grille`
    const minutes = Math.floor(lap.hundredths / 6000)
    const parts = [
      `${lap.throws} lancers`,
      ...(minutes > 0 ? [`${minutes} (minutes)`] : []),
      ...(penalty > 0 ? [`${penalty} (sorties de virage)`] : []),
    ]
    const sum = parts.length > 1 ? `${parts.join(' + ')} = ${time} lancers` : `${time} lancers`
    const reading = lap.hundredths > 0 ? `${chrono(lap.hundredths)}, ` : ''
    return `${name} réalise un temps absolu de ${sum} (${reading}pneus ${TYRES[lap.tyre]}${lap.wet ? ', piste mouillée' : ''})`
  },
  pole: (p) =>
    p.time === null
      ? `${p.name} part en pole position : toutes les voitures ont manqué leurs arrêts aux essais`
      : `${p.name} prend la pole position en ${p.time} lancers`,

  runningFinished: (p) => `${p.rank}. ${p.name} — arrivée`,
  runningCar: (p) =>
    `${p.rank}. ${p.name} — ${p.lap === 0 ? 'sur la grille' : `tour ${p.lap} sur ${p.laps}`}, ${ordinal('fr', p.gear, true)} vitesse, pneus ${p.wear.tyres} freins ${p.wear.brakes} consommation ${p.wear.fuel} carrosserie ${p.wear.body} moteur ${p.wear.engine}${p.spun ? ', tête-à-queue' : ''}${p.pit in PIT && p.pit !== 'none' ? `, ${PIT[p.pit as PitStatus]}` : ''}`,
  runningOut: (p) => `-- ${p.name} — éliminée (${p.reason === null ? '?' : OUT[p.reason]})`,

  gearChoice: (p) => {
    const gear = ordinal('fr', p.to, true)
    const shift = p.to === p.from ? `garde la ${gear}` : p.to > p.from ? `passe la ${gear}` : `rétrograde en ${gear}`
    const cost = [
      ...(p.cost.fuel > 0 ? [points(p.cost.fuel, 'fuel')] : []),
      ...(p.cost.brakes > 0 ? [points(p.cost.brakes, 'brakes')] : []),
      ...(p.cost.engine > 0 ? [points(p.cost.engine, 'engine')] : []),
    ]
    const overrev = cost.length === 0 ? '' : ` ; sur-régime : ${listOf('fr', cost)}`
    return `${p.name} ${shift} (le dé donne ${p.low} à ${p.high})${overrev}${p.breaks ? ' : le moteur casse' : ''}`
  },
  move,
  noSlipstream: (p) => `${p.name} ne profite pas de l'aspiration`,
  tyreChoice: (p) => `${p.name} chausse des pneus ${TYRES[p.tyre]}`,
  standPick: (p) => `${p.name} choisit le stand ${p.stand}`,
  build: (p) =>
    p.part === 'stand'
      ? `${p.name} garde ${points(p.points, 'stand')} au stand`
      : `${p.name} met ${count('fr', p.points, 'point', 'points')} en ${PART[p.part]}`,
  stop: (p) =>
    `${p.name} fait un ${p.stop === 'quick' ? 'arrêt pneus' : 'arrêt long'} : pneus ${TYRES[p.tyre]}${
      p.repairs.length === 0
        ? ''
        : `, les mécaniciens régénèrent ${listOf(
            'fr',
            p.repairs.map((r) => points(r.points, r.part)),
          )}`
    }`,
  chrono: (p) => `${p.name}, chrono du tour d'essai : ${p.value} ${UNIT[p.unit]}`,
  die: (p) => {
    const die = p.gear === null ? 'le dé noir' : `le dé de ${ordinal('fr', p.gear, true)}`
    const whose = `${die} pour ${DIE_FOR[p.type]}${p.name === null ? '' : ` (${p.name})`}`
    const m = p.meaning
    const meaning =
      m === null
        ? ''
        : m.kind === 'pit-quick'
          ? `, arrêt rapide : repart de ${spaces(m.spaces)} en 4e`
          : `, ${MEANING[m.kind]}`
    return `${whose} : ${p.value}${meaning}`
  },
}
