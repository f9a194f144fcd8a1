/**
 * The codes of Formula Motor Racing's own refusals. Protocol refusals (a state or an
 * action that is not one, an action that does not fit the node) have core's codes.
 */

/** Why a play or a choice breaks a rule of the game. */
export type FmrCode =
  /** The seat does not hold the card (FMR Comment jouer). */
  | 'CARD_NOT_IN_HAND'
  /** The die picks the car of this card: play it with `car: null` (FMR Collision, Éclatement). */
  | 'CAR_CHOSEN_BY_DIE'
  /** The card must name a car. */
  | 'TARGET_REQUIRED'
  /** The car named is out of the race. */
  | 'CAR_NOT_RACING'
  /** A coloured card applies only to a car of its colour (FMR cartes). */
  | 'WRONG_COLOUR'
  /** Turbo applies only to one of the last three racing cars (FMR Turbo). */
  | 'TURBO_NOT_LAST_THREE'
  /** The collision partner is not a neighbour of the car hit (FMR Collision). */
  | 'BAD_PARTNER'
  /** The decision does not belong to this step of the turn. */
  | 'WRONG_PHASE'
  /** A roll, a kept roll or a partner is asked for while no card waits for one. */
  | 'NOTHING_TO_ROLL'
  | 'NOTHING_TO_KEEP'
  | 'NOTHING_TO_CHOOSE'

/** Why a season config breaks a rule of the game. */
export type FmrSetupCode =
  | 'TOO_FEW_PLAYERS'
  | 'TOO_MANY_PLAYERS'
  | 'BAD_TEAMS'
  | 'DUPLICATE_DECK_CARD'
  | 'DECK_TOO_SMALL'
  | 'BAD_SEASON_LENGTH'
  | 'BAD_GRID'
  | 'BAD_CARRIED_POINTS'
