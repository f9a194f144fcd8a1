/**
 * Rallyman's refusals in French, in the rulebook's words (dé vitesse, dé gaz, grosse attaque,
 * lâcher des secondes, symbole Δ, note de virage, trajectoire tendue, dérapage, carte vitesse,
 * carte Sisu, roue de secours, contrôle horaire, jetons de pénalité): one sentence per code of
 * the rules, of the setup and of the notation, saying the rule the move or the config breaks. Rallyman's
 * refusals carry no facts beyond their English message, so the French says the rule; the
 * English `message` keeps the particulars (which die, which cell). The table is typed by the
 * codes: a code without its French does not compile.
 */
import { badNotationFr } from '../../core/index.js'
import type { Code, SetupCode } from '../codes.js'

/** The facts of a text that is not an action (`BAD_NOTATION`'s params). */
type NotationFacts = { readonly text?: string; readonly why?: string }

/** French of every refusal code of Rallyman's rules and setup. */
export const REFUSALS_FR: { readonly [C in Code | SetupCode]: () => string } & {
  readonly BAD_NOTATION: (p: NotationFacts) => string
} = {
  BAD_NOTATION: (p) => badNotationFr('Rallyman', p),
  GEAR_DIE_1_FIRST: () => 'Un départ ou un redémarrage (vitesse 0) commence par le dé vitesse 1.',
  DIE_ALREADY_USED: () => 'Ce dé vitesse a déjà été lancé à ce tour : chaque dé une fois par tour.',
  NO_GAS_DIE_LEFT: () => 'Les deux dés gaz ont déjà été lancés à ce tour : chaque dé une fois par tour.',
  GAS_DIE_LOST: () => 'Le dé gaz qui reste est perdu par une crevaison non réparée.',
  NO_GEAR_DIE_LEFT: () => 'Les dégâts ont pris le dé vitesse dont ce tour aurait besoin.',
  GEAR_STEP: () =>
    "Les vitesses se suivent une à une : identique, juste supérieure ou juste inférieure (un double rétrogradage n'existe qu'avec Dirt).",
  NOT_NEXT_CELL: () => "Un dé, une case : la case visée n'est pas la case devant la voiture.",
  SNOW_TYRES_ONE_GAS: () => "Avec des pneus neige, un seul dé gaz sur les cases d'asphalte.",
  CELL_FULL: () => "La case n'a plus de place : pas de dépassement ici.",
  DRIFT_RETURN: () => "Revenir du dérapage à la trajectoire tendue demande de rétrograder d'une vitesse.",
  CORNER_NOTE: () => 'La note du virage ne permet pas cette vitesse sur cette trajectoire.',
  NO_BIG_ATTACK: () => "La grosse attaque n'est pas jouée dans ce rallye.",
  ATTACK_MIXED: () => 'Des dés lancés un à un et une grosse attaque ne se mêlent pas dans un même déplacement.',
  ATTACK_DICE_ORDER: () => "Les dés vitesse d'une grosse attaque se nomment une fois chacun, dans l'ordre croissant.",
  ATTACK_TWO_DICE: () => 'Une grosse attaque lance au moins deux dés ensemble.',
  ORANGE_DICE: () => 'Plus de dés gaz orange que de dés gaz lancés.',
  ATTACK_IMPOSSIBLE: () => 'Aucun ordre de ces dés ne forme un enchaînement complet.',
  ATTACK_IN_PROGRESS: () => "Les dés lancés d'une grosse attaque se jouent d'abord, un à un.",
  NO_ATTACK: () => "Seuls les dés lancés d'une grosse attaque se jouent ainsi.",
  NOT_THROWN: () => "Ce dé n'a pas été lancé dans cette attaque, ou il est déjà joué.",
  ATTACK_DEAD_END: () => 'Après ce dé, les autres dés lancés ne pourraient pas tous être joués.',
  NO_RELEASE: () => "Lâcher des secondes n'est pas joué dans ce rallye.",
  CANNOT_RELEASE: () => 'Poser un dé demande deux symboles Δ déjà apparus et les secondes en main.',
  NO_DIE_YET: () => "Un déplacement lance au moins un dé avant de s'arrêter.",
  NO_SPARE_WHEEL: () =>
    'La roue de secours se monte en début de tour, en vitesse 0 ou 1, sur une crevaison, avec la carte en main.',
  NOT_STUCK: () => "Un dé peut encore déplacer la voiture : ce n'est pas un déplacement impossible.",
  AT_THE_WHEEL: () => "La voiture au volant se déplace : ce n'est pas une action de conduite.",
  CHOOSE_TYRES: () => "Les pneus se choisissent d'abord.",
  TYRES_UNAVAILABLE: () => 'Les pneus terre et tendres viennent avec les tableaux de bord de Dirt.',
  SECRET_PENALTY: () => "Chaque pilote cache d'abord sa pénalité du contrôle horaire.",
  TOO_MANY_TOKENS: () => 'Plus de jetons de pénalité que la réserve du jeu n’en contient.',
  SPARE_WHEEL_CHOICE: () => 'Entre deux spéciales : monter la roue de secours ou la garder.',
  SISU_PENDING: () => "Jouer ou garder d'abord la carte Sisu.",
  DRIVERS: () => 'Un rallye se court de 1 à 6 pilotes.',
  SPECIALS: () => "Un rallye compte 3 spéciales, 1 ou 2 pour s'entraîner.",
  DICE: () => 'Les faces des dés ne forment pas cinq dés vitesse et des dés gaz.',
  CARDS: () => 'Les cartes données ne forment pas un paquet.',
  ZONE_DEFECT: () => "Une zone de la configuration n'est pas une route dont on peut construire une spéciale.",
  STAGE_DEFECT: () => 'Le roadbook d’une spéciale ne trace pas de route.',
  BAD_POSITION: () => "La position demandée n'est pas une position qu'un rallye peut atteindre.",
}
