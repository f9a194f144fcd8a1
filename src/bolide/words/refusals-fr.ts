/**
 * Bolide's refusals in French, in the rulebook's words (Pion, point, piste, bord, dégagement,
 * blocage, aspiration, attaque, défense, Booster, Brake, box, Pit Lane In/Out, sablier,
 * tête-à-queue, slicks sous la pluie): one sentence per code of the rules, of the setup
 * and of the notation, saying the rule the action or the config breaks. Bolide's refusals carry no facts beyond
 * their English message, so the French says the rule; the English `message` keeps the
 * particulars (which point, which speed). The table is typed by the codes: a code without its
 * French does not compile.
 */
import { badNotationFr } from '../../core/index.js'
import type { Code, SetupCode } from '../codes.js'

/** The facts of a text that is not an action (`BAD_NOTATION`'s params). */
type NotationFacts = { readonly text?: string; readonly why?: string }

/** French of every refusal code of Bolide's rules and setup. */
export const REFUSALS_FR: { readonly [C in Code | SetupCode]: () => string } & {
  readonly BAD_NOTATION: (p: NotationFacts) => string
} = {
  BAD_NOTATION: (p) => badNotationFr('Bolide', p),
  ABOVE_TOP_SPEED: () =>
    'Trop vite : ce déplacement dépasse la vitesse maximale de la voiture à ce tour (7 au 1er tour, 8 au 2e, selon la stratégie et les dégâts).',
  OFF_PION_SQUARE: () => "Ce point n'est pas l'un des 25 points du carré de 5 × 5 autour du Pion.",
  LEAVES_TRACK: () => "Le point visé ou la trajectoire sort de la piste et de ses bords (l'aspiration +1 aussi).",
  NOT_A_START_POINT: () => "Ce point n'est pas l'un des 5 points d'un départ arrêté.",
  MUST_STAY_ON_TRACK: () =>
    "Interdit de sortir de la piste tant que l'un des 25 points autour du Pion garde la voiture sur la piste.",
  TURN_ENDS_OFF_TRACK: () => 'Une sortie de piste termine le tour : ni aspiration +1, ni entrée aux box.',
  ONE_SQUARE_ONLY: () => "Hors de la piste ou avec des pneus sales, la voiture avance d'un carré par tour.",
  NOT_A_BLACK_POINT: () =>
    "Hors de la piste, une voiture ne s'arrête que sur une intersection de lignes noires (un point de dégagement).",
  POINT_TAKEN: () => 'Ce point est occupé par une autre voiture.',
  NO_PION: () => "Seule une voiture qui a son Pion y est conduite quand le sablier s'écoule.",
  MUST_MOVE: () =>
    'Chaque voiture qui peut bouger fait un mouvement par tour : une voiture en mouvement ne peut pas rester immobile.',
  NOT_MOVING: () =>
    'Un blocage est un mouvement à vitesse 2 par rapport au segment voiture-Pion : la voiture doit rouler avec son Pion.',
  NO_BLOCK_LEFT: () => 'Plus de blocage : il reste à demander un Brake.',
  NOT_A_BLOCK_POINT: () =>
    "Ce point n'est pas un point à vitesse 2 à moins de 90° de la direction principale : ce n'est pas un blocage.",
  PASSES_THROUGH_CAR: () => 'La trajectoire passe exactement par un point occupé par une voiture.',
  NO_SLIPSTREAM: () => "La voiture n'a pas fini son déplacement sur un point d'aspiration.",
  SLIPSTREAM_AFTER_ATTACK: () => "L'aspiration +1 suit un déplacement vers un point libre, pas une attaque.",
  SLIPSTREAM_NEEDS_PION: () =>
    "L'aspiration +1 se prend dans la direction principale, par une voiture qui roule avec son Pion.",
  ATTACK_NEEDS_PION: () => 'Une attaque sur la trajectoire se déclare par une voiture qui roule avec son Pion.',
  NO_CAR_IN_THE_WAY: () => "Aucune voiture sur la trajectoire : il n'y a rien à attaquer.",
  NOT_A_REPOSITION_POINT: () =>
    "Le perdant d'un accrochage se place sur l'un des points derrière (Attaque) ou à côté (Défense) du point d'accrochage.",
  NOT_BEHIND_CAR_AHEAD: () =>
    'Derrière la safety car, une voiture se place sur un point libre de la piste derrière la voiture qui la précède.',
  NO_BOOSTER: () => 'Le Booster se demande en 3e vitesse au moins, une fois par tour, avant le déplacement.',
  NO_BRAKE: () => "Un Brake se demande une fois par tour, par une voiture en mouvement qui n'a plus de blocage.",
  MUST_BLOCK: () => 'Après un Brake accordé, la voiture fait un blocage.',
  SAME_SPEED_REQUIRED: () => 'Le moteur a perdu de la puissance : la voiture garde la vitesse du tour précédent.',
  NO_FOURTH_GEAR: () => 'La boîte de vitesses ne passe plus la 4e.',
  NOT_A_RESTART_POINT: () =>
    "Après un tête-à-queue, la voiture repart sur l'un des 5 points du départ, en sens inverse, ou reste immobile.",
  NO_PIT_LANE: () => "Ce circuit n'a pas de box.",
  NOT_A_SERVICE_CELL: () => "Cette case n'est ni la case Full Fuel, ni la case ½ Fuel, ni la case Pit Stop.",
  PIT_CLOSED: () => "Les box sont pour la fin d'un tour qui n'est pas le dernier.",
  PIT_LINE_NOT_REACHED: () => "Ce déplacement n'atteint ni ne traverse la ligne rouge d'entrée (Pit Lane In).",
  PIT_AND_SLIPSTREAM: () => "Une voiture qui entre aux box ne prend pas d'aspiration.",
  PIT_ENTRY_ATTACK: () => 'Une voiture qui entre aux box ne peut pas attaquer une voiture sur son chemin.',
  PIT_NEEDS_PION: () => 'Une voiture entre aux box par un déplacement de son Pion.',
  NOT_ON_PIT_OUT_LINE: () =>
    "Ce point n'est pas un point libre de la ligne rouge de retour en piste (Pit Lane Out), ni jusqu'à 3 carrés en arrière quand elle est pleine.",
  TYRES_NOT_ALLOWED: () => 'Des pneus neufs gardent le réservoir de la stratégie ; sans pneus neufs, rien ne change.',
  BLOCKS_FROZEN: () => 'Avec des slicks sous la pluie, pas de blocage, même avec le dé.',
  SLIPSTREAM_IN_RAIN_ROLL: () =>
    "Un déplacement qui demande le jet des slicks sous la pluie ne peut pas prendre l'aspiration.",
  BAD_CIRCUIT: () => 'Le circuit a un défaut (validateCircuit dit lequel, en anglais).',
  PLAYER_COUNT: () => 'Une course se joue de 2 à 8 pilotes.',
  QUALIFYING_ALONE: () => 'Une séance de qualification se court seul en piste.',
  START_ENTRIES: () => 'La liste de départ a une entrée par pilote.',
  GRID_TOO_SMALL: () => "La grille de départ du circuit n'a pas une place pour chaque pilote.",
  NO_NAME: () => 'Chaque pilote donne un nom à sa voiture.',
}
