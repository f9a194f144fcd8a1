/**
 * Formula Motor Racing's refusals in French, in the words of the French rules (carte d'action,
 * main, talon, équipe, couleur, Dépassement, Turbo, Surcharge, Tête à Queue, Collision, dé):
 * one sentence per code of the rules, of the setup and of the notation, saying the rule the
 * play or the config breaks. The refusals carry no facts beyond their English message, so the French says the
 * rule; the English `message` keeps the particulars (which card, which car). The table is typed
 * by the codes: a code without its French does not compile.
 */
import { badNotationFr } from '../../core/index.js'
import type { FmrCode, FmrSetupCode } from '../codes.js'

/** The facts of a text that is not an action (`BAD_NOTATION`'s params). */
type NotationFacts = { readonly text?: string; readonly why?: string }

/** French of every refusal code of Formula Motor Racing's rules and setup. */
export const REFUSALS_FR: { readonly [C in FmrCode | FmrSetupCode]: () => string } & {
  readonly BAD_NOTATION: (p: NotationFacts) => string
} = {
  BAD_NOTATION: (p) => badNotationFr('Formula Motor Racing', p),
  CARD_NOT_IN_HAND: () => "Le joueur n'a pas cette carte d'action en main.",
  CAR_CHOSEN_BY_DIE: () => 'Le dé détermine la voiture affectée par cette carte : jouez-la sans choisir de voiture.',
  TARGET_REQUIRED: () => 'Cette carte demande de choisir une voiture.',
  CAR_NOT_RACING: () => "La voiture choisie n'est plus en course.",
  WRONG_COLOUR: () => "Une carte de couleur ne s'applique qu'à une voiture de la couleur indiquée.",
  TURBO_NOT_LAST_THREE: () => "Turbo ne s'applique qu'à l'une des trois dernières voitures encore en course.",
  WRONG_PHASE: () =>
    "Ce choix appartient à une autre étape du tour (par exemple relancer le dé ou s'arrêter après une Surcharge).",
  TOO_FEW_PLAYERS: () => 'Il faut au moins 3 joueurs.',
  TOO_MANY_PLAYERS: () => 'Il y a au plus 6 joueurs.',
  BAD_TEAMS: () => 'Les places et les couleurs des équipes ne correspondent pas au nombre de joueurs.',
  DUPLICATE_DECK_CARD: () => 'Le paquet cite une carte deux fois.',
  DECK_TOO_SMALL: () =>
    'Le paquet ne suffit pas à distribuer cinq cartes à chaque joueur, plus les six retirées pour les courses courtes.',
  BAD_SEASON_LENGTH: () => 'Une saison compte au moins une course.',
  BAD_GRID: () => 'Une grille enregistrée donne les 12 voitures, chacune une fois.',
  BAD_CARRIED_POINTS: () => 'Les points reportés donnent 6 équipes et 12 voitures.',
}
