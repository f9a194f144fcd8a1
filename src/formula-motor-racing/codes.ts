/**
 * The codes of Formula Motor Racing's own refusals. Protocol refusals (a state or an
 * action that is not one, an action that does not fit the node, a chance outcome that is
 * not one, a config over a library limit) have core's codes.
 */

/**
 * Why a play or a choice breaks a rule of the game. Each refusal's `rule` is the rulebook
 * section that forbids it (test/formula-motor-racing/codes.test.ts checks every one).
 * @group Refusals
 */
export type FmrCode =
  /** The seat does not hold the card (`FMR Comment jouer`: a player plays a card of the hand). */
  | 'CARD_NOT_IN_HAND'
  /** The die picks the car of this card: play it with `car: null` (the card's section: `FMR Tête à Queue`, `FMR Collision`). */
  | 'CAR_CHOSEN_BY_DIE'
  /** The card must name a car (the card's section, e.g. `FMR Dépassement`: "Choisir une voiture"). */
  | 'TARGET_REQUIRED'
  /** The car named is out of the race (the card's section; `FMR Turbo`: "encore en course"). */
  | 'CAR_NOT_RACING'
  /** A coloured card applies only to a car of its colour (the card's section: "de la couleur indiquée"). */
  | 'WRONG_COLOUR'
  /** Turbo applies only to one of the last three racing cars (`FMR Turbo`). */
  | 'TURBO_NOT_LAST_THREE'
  /**
   * The decision belongs to another step of the turn (e.g. `keep` while an overload waits
   * for roll-again or stop): the section of the step (`FMR Surcharge`, `FMR Tête à Queue`,
   * `FMR Collision`, `FMR Comment jouer`).
   */
  | 'WRONG_PHASE'

/** Why a season config breaks a rule of the game (limits of the library are core's `OVER_LIMIT`). @group Refusals */
export type FmrSetupCode =
  /** Fewer than 3 players (`FMR Mise en place 1`). */
  | 'TOO_FEW_PLAYERS'
  /** More than 6 players (`FMR Mise en place 1`). */
  | 'TOO_MANY_PLAYERS'
  /** Seats and team colours do not match the number of players (`FMR Mise en place 1`). */
  | 'BAD_TEAMS'
  /** The deck lists a card twice (`FMR Mise en place 3`). */
  | 'DUPLICATE_DECK_CARD'
  /** The deck cannot deal five cards to every seat, plus six removed for short races (`FMR Mise en place 3`). */
  | 'DECK_TOO_SMALL'
  /** A season of no race (`FMR Comment gagner`). */
  | 'BAD_SEASON_LENGTH'
  /** A recorded grid that is not the 12 cars once each (`FMR Saison Complète`). */
  | 'BAD_GRID'
  /** Carried points that do not list 6 teams and 12 cars (`FMR Saison Complète`). */
  | 'BAD_CARRIED_POINTS'
