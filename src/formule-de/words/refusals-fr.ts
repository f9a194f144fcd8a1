/**
 * Formule Dé's refusals in French, in the words of the rulebooks (FD-B, FD-A, FD-T): one
 * template per code, from the same facts as the English message (`refusals.ts`). The
 * compiler checks that every code has its template.
 */
import { count, ordinal } from '../../core/index.js'
import type { Action } from '../actions.js'
import type { BuildPart } from '../rules/build.js'
import type { StepRefusal } from '../rules/driving-code.js'
import type { ChronoUnit } from '../rules/qualifying.js'
import type { Expected, RefusalWords, StepFacts } from './refusals.js'

const WAITS: Readonly<Record<Expected, string>> = {
  gear: 'doit choisir sa vitesse',
  move: 'doit se déplacer',
  slipstream: "peut profiter de l'aspiration ou non",
  chrono: 'doit entrer le chrono de son tour',
  build: 'doit construire sa voiture',
  'choose-stand': 'doit choisir son stand',
  stand: 'doit annoncer ses pneus et son arrêt',
  tyres: 'doit choisir ses pneus',
}

/** Each action as a noun, for `WRONG_ACTION`. */
export const ACTION_NOUNS: Readonly<Record<Action['type'], string>> = {
  grid: 'un jet pour la grille de départ',
  start: 'un jet de départ',
  gear: 'un choix de vitesse',
  roll: 'un jet du dé de vitesse',
  move: 'un déplacement',
  collision: "un jet d'accrochage",
  engine: 'un jet de casse moteur',
  pit: 'un jet au stand',
  weather: 'un jet de météo',
  holding: 'un jet de tenue de route',
  slipstream: 'une aspiration',
  'no-slipstream': "un refus d'aspiration",
  tyres: 'un choix de pneus',
  'choose-stand': 'un choix de stand',
  build: 'une construction',
  stand: 'un arrêt au stand',
  chrono: 'un chrono',
}

// A part of the car with its possessive, then as a noun.
const HIS: Readonly<Record<BuildPart, string>> = {
  tyres: 'ses pneus',
  brakes: 'ses freins',
  fuel: 'sa consommation',
  body: 'sa carrosserie',
  engine: 'son moteur',
  holding: 'sa tenue de route',
  stand: 'ses points au stand',
}
const PART: Readonly<Record<BuildPart, string>> = {
  tyres: 'pneus',
  brakes: 'freins',
  fuel: 'consommation',
  body: 'carrosserie',
  engine: 'moteur',
  holding: 'tenue de route',
  stand: 'points au stand',
}

const UNIT: Readonly<Record<ChronoUnit, string>> = { minutes: 'minutes', seconds: 'secondes', hundredths: 'centièmes' }

const STEP: Readonly<Record<StepRefusal, string>> = {
  NOT_CONNECTED:
    "Le trajet quitte les flèches : une voiture n'avance que vers une case où mène la sienne (la case suivante de son couloir, la case voisine devant elle en ligne droite, les flèches dans les virages).",
  SPACE_OCCUPIED:
    'Le trajet passe par une autre voiture : une voiture ne saute jamais par-dessus une autre, elle la contourne.',
  TOO_MANY_LANE_CHANGES:
    'En ligne droite, une voiture déboîte de 2 couloirs au plus depuis le couloir par lequel elle est entrée dans la ligne droite.',
  ZIGZAG:
    "Pas de zigzag en ligne droite : une voiture ne revient dans un couloir qu'elle a quitté que pour dépasser une voiture ou éviter une case dangereuse.",
  NOT_SHORTEST:
    "En ligne droite, la trajectoire est la plus courte possible en nombre de cases ; elle n'est plus longue que pour dépasser une voiture ou éviter un test de tenue de route ou de muret.",
  OVERSHOOT_LANE:
    'Après une sortie de virage, la voiture poursuit dans le couloir par lequel elle est sortie du virage.',
  PIT_CLOSED:
    'La voiture ne peut pas entrer dans la ligne des stands maintenant (seulement dans une course de 2 tours, et pas au dernier tour).',
  OTHER_STAND: "Une voiture ne s'arrête qu'à son propre stand.",
  MUST_STOP_AT_STAND: "Une voiture engagée dans la ligne des stands s'arrête à son stand.",
  MOVE_OVER: 'Le déplacement est terminé : la voiture a atteint son stand ou fini la course.',
  PAST_THE_ROLL:
    'Le trajet va au-delà du dé alors que la voiture ne glisse pas (elle ne glisse que si son déplacement finit dans un virage où elle doit encore des arrêts).',
}

const step =
  (code: StepRefusal) =>
  (p: StepFacts): string =>
    `Case ${p.step} ${p.of === 'path' ? 'du trajet' : "de l'aspiration"} : ${STEP[code]}`

/** The French messages. */
export const REFUSALS_FR: RefusalWords = {
  NOT_CONNECTED: step('NOT_CONNECTED'),
  SPACE_OCCUPIED: step('SPACE_OCCUPIED'),
  TOO_MANY_LANE_CHANGES: step('TOO_MANY_LANE_CHANGES'),
  ZIGZAG: step('ZIGZAG'),
  NOT_SHORTEST: step('NOT_SHORTEST'),
  OVERSHOOT_LANE: step('OVERSHOOT_LANE'),
  PIT_CLOSED: step('PIT_CLOSED'),
  OTHER_STAND: step('OTHER_STAND'),
  MUST_STOP_AT_STAND: step('MUST_STOP_AT_STAND'),
  MOVE_OVER: step('MOVE_OVER'),
  PAST_THE_ROLL: step('PAST_THE_ROLL'),
  WRONG_ACTION: (p) => `La voiture ${p.car} ${WAITS[p.expected]}, pas jouer ${ACTION_NOUNS[p.got]}.`,
  GEAR_SKIPPED_UP: (p) =>
    `Depuis la ${ordinal('fr', p.from, true)}, la voiture ne peut monter qu'en ${ordinal('fr', p.from + 1, true)} : il est interdit de sauter une vitesse en accélération.`,
  GEAR_DROP_TOO_LARGE: () => "La voiture rétrograde de 4 vitesses au plus d'un coup, et jamais de 6e en 1re.",
  NO_FUEL_TO_SKIP: () => 'Sans point de consommation, la voiture ne peut plus sauter de vitesse en rétrogradant.',
  NO_BRAKES_TO_SKIP: () => "Sans point de freins, la voiture ne peut plus rétrograder de 3 ou 4 vitesses d'un coup.",
  ENGINE_TOO_WORN_TO_SKIP: () =>
    "Avec 1 seul point de moteur, la voiture ne peut plus rétrograder de 4 vitesses d'un coup.",
  SPUN_RESTART_IN_FIRST: () => 'Après un tête-à-queue, la voiture redémarre en 1re.',
  STALLED_RESTART_IN_FIRST: () => 'Après avoir calé au départ, la voiture démarre en 1re.',
  PIT_RESTART_MAX_FOURTH: () => 'Après un arrêt manqué ou un arrêt long, la voiture repart en 4e au plus.',
  INERTIA_GEAR: () => "Une voiture en inertie joue le dé de 4e, puis rétrograde d'au moins une vitesse à chaque coup.",
  NO_FIRST_IN_PIT_LANE: () => 'Pas de 1re entre le stand et la sortie des stands.',
  MUST_REACH_STAND: () => 'Dans la ligne des stands, la voiture enclenche une vitesse qui peut atteindre son stand.',
  NO_BRAKING_IN_PIT_LANE: () =>
    "Le freinage ne s'applique pas dans la ligne des stands : la voiture y avance de tout son dé, ou attend derrière une voiture.",
  NO_BRAKING_IN_QUALIFYING: () =>
    'Aux essais les points ne comptent pas : la voiture ne peut pas freiner, elle avance de tout son dé.',
  PATH_TOO_LONG: (p) =>
    `Le dé donne ${p.roll} : le trajet et le freinage couvrent ${count('fr', p.spaces, 'case', 'cases')}.`,
  NOT_ENOUGH_BRAKES: (p) =>
    `La voiture a ${count('fr', p.brakes, 'point', 'points')} de freins et ne peut pas freiner de ${count('fr', p.brake, 'case', 'cases')}.`,
  NOT_FARTHEST_SPACE: () =>
    "La voiture s'arrête avant sans freiner : elle doit avancer de tout son dé, freiner ou, bloquée, atteindre la case la plus lointaine.",
  NOT_A_LEGAL_MOVE: (p) =>
    p.inertia
      ? "Une voiture en inertie va jusqu'à la case la plus lointaine qui ne l'élimine pas."
      : "Ce déplacement n'est pas l'un de ceux que permet ce dé.",
  SLIPSTREAM_LENGTH: () =>
    'Une aspiration fait toujours 3 cases, freinage compris (4 avec la case de plus des pneus tendres).',
  NOT_A_LEGAL_SLIPSTREAM: (p) =>
    p.why === 'corner'
      ? "Entrer dans un virage par une aspiration coûte un point de freins, et la voiture n'en a plus."
      : "Cette aspiration éliminerait la voiture : aucune aspiration qui élimine n'est proposée.",
  STAND_TAKEN: (p) => `Le stand ${p.stand} est pris ou n'existe pas.`,
  NO_LONG_STOP: () => 'Les arrêts longs demandent la règle des points disponibles aux stands.',
  NO_TYRE_CHOICE: () => 'Sans la règle des pneus, la voiture garde ses pneus.',
  BAD_REPAIRS: () =>
    "Les mécaniciens ne régénèrent que des points perdus, dans la limite des points du stand, et seulement lors d'un arrêt long.",
  BUILD_ORDER: (p) => `La voiture ${p.car} remplit maintenant ${HIS[p.part]}, pas ${HIS[p.got]}.`,
  BUILD_RANGE: (p) =>
    `${count('fr', p.points, 'point', 'points')} en ${PART[p.part]} : de ${p.min} à ${p.max} sont permis (${
      p.part === 'stand'
        ? `de 0 à ${p.kept} points sont gardés au stand`
        : 'chaque partie reçoit au moins 1 point et les points restants doivent couvrir les parties encore à remplir'
    }).`,
  CHRONO_ORDER: (p) => `Ce sont les ${UNIT[p.unit]} du chrono qui viennent maintenant, pas les ${UNIT[p.got]}.`,
  CHRONO_RANGE: (p) => `Les ${UNIT[p.unit]} d'un chrono vont de 0 à ${p.max}.`,
}
