/**
 * The codes of Rallyman's own refusals, each with the article of the rulebook that forbids
 * what was asked. Protocol refusals (a state or an action that is not one, a die rolled at a
 * decision, the wrong seat, the rally over) have core's codes.
 */
import { violation, type RuleViolation } from '../core/index.js'

/** Why an action breaks a rule of Rallyman (the article is {@link CODE_RULES}`[code]`). @group Refusals */
export type Code =
  /** A start or a restart (gear 0) begins with gear die 1 (phase 1). */
  | 'GEAR_DIE_1_FIRST'
  /** This gear die was already thrown this turn: each die once per turn. */
  | 'DIE_ALREADY_USED'
  /** Both gas dice were already thrown this turn: each die once per turn. */
  | 'NO_GAS_DIE_LEFT'
  /** The gas die left is lost to a puncture not repaired. */
  | 'GAS_DIE_LOST'
  /** Damage has taken the gear die this turn would need. */
  | 'NO_GEAR_DIE_LEFT'
  /** Gears follow one at a time: same, one up, one down (two down only as a double downshift on Dirt). */
  | 'GEAR_STEP'
  /** One die, one cell: the target is not one cell ahead of the car. */
  | 'NOT_NEXT_CELL'
  /** Snow tyres use a single gas die on asphalt cells. */
  | 'SNOW_TYRES_ONE_GAS'
  /** The cell has no room left: no overtaking there. */
  | 'CELL_FULL'
  /** From the drift back to the tight line takes one gear down. */
  | 'DRIFT_RETURN'
  /** The line of the corner does not take this gear. */
  | 'CORNER_NOTE'
  /** The big attack rule is off in this rally. */
  | 'NO_BIG_ATTACK'
  /** Dice thrown one by one and a big attack never mix in one move. */
  | 'ATTACK_MIXED'
  /** The gear dice of a big attack are named once each, ascending. */
  | 'ATTACK_DICE_ORDER'
  /** A big attack throws at least two dice together. */
  | 'ATTACK_TWO_DICE'
  /** More orange gas dice than gas dice thrown. */
  | 'ORANGE_DICE'
  /** No order of these dice makes one complete chain. */
  | 'ATTACK_IMPOSSIBLE'
  /** The thrown dice of the big attack are used first, one by one. */
  | 'ATTACK_IN_PROGRESS'
  /** Only the thrown dice of a big attack are used this way. */
  | 'NO_ATTACK'
  /** That die was not thrown in this attack, or is already used. */
  | 'NOT_THROWN'
  /** After this die the other thrown dice could not all be used. */
  | 'ATTACK_DEAD_END'
  /** Releasing seconds is off in this rally. */
  | 'NO_RELEASE'
  /** Placing a die needs two warnings showing and the seconds in hand. */
  | 'CANNOT_RELEASE'
  /** A move throws at least one die before it stops. */
  | 'NO_DIE_YET'
  /** The spare wheel is fitted at the start of a move, in gear 0 or 1, on a puncture, with the card in hand. */
  | 'NO_SPARE_WHEEL'
  /** A die can still move the car: the impossible move does not apply. */
  | 'NOT_STUCK'
  /** The car at the wheel drives: this is not a driving action. */
  | 'AT_THE_WHEEL'
  /** The tyres are chosen first. */
  | 'CHOOSE_TYRES'
  /** Dirt and soft tyres come with the Dirt dashboards. */
  | 'TYRES_UNAVAILABLE'
  /** Each driver hides a time-control penalty first. */
  | 'SECRET_PENALTY'
  /** More penalty tokens than the reserve holds. */
  | 'TOO_MANY_TOKENS'
  /** Between specials: fit the spare wheel or keep it. */
  | 'SPARE_WHEEL_CHOICE'
  /** Play or keep the Sisu card first. */
  | 'SISU_PENDING'

/** The article each code enforces: what `rule` says on every refusal with that code. @group Refusals */
export const CODE_RULES: Readonly<Record<Code, string>> = Object.freeze({
  GEAR_DIE_1_FIRST: 'RM ART.4',
  DIE_ALREADY_USED: 'RM ART.4',
  NO_GAS_DIE_LEFT: 'RM ART.4',
  GAS_DIE_LOST: 'RM ART.9.3',
  NO_GEAR_DIE_LEFT: 'RM ART.8',
  GEAR_STEP: 'RM ART.4',
  NOT_NEXT_CELL: 'RM ART.4',
  SNOW_TYRES_ONE_GAS: 'RM ART.15.4',
  CELL_FULL: 'RM ART.12',
  DRIFT_RETURN: 'RM ART.9.2',
  CORNER_NOTE: 'RM ART.9',
  NO_BIG_ATTACK: 'RM ART.5',
  ATTACK_MIXED: 'RM ART.5',
  ATTACK_DICE_ORDER: 'RM ART.5',
  ATTACK_TWO_DICE: 'RM ART.5',
  ORANGE_DICE: 'RM ART.20',
  ATTACK_IMPOSSIBLE: 'RM ART.5',
  ATTACK_IN_PROGRESS: 'RM ART.5',
  NO_ATTACK: 'RM ART.5',
  NOT_THROWN: 'RM ART.5',
  ATTACK_DEAD_END: 'RM ART.5',
  NO_RELEASE: 'RM ART.6',
  CANNOT_RELEASE: 'RM ART.6',
  NO_DIE_YET: 'RM ART.4',
  NO_SPARE_WHEEL: 'RM ART.10',
  NOT_STUCK: 'RM ART.12',
  AT_THE_WHEEL: 'RM ART.4',
  CHOOSE_TYRES: 'RM ART.15.3',
  TYRES_UNAVAILABLE: 'RM ART.24.1',
  SECRET_PENALTY: 'RM ART.22',
  TOO_MANY_TOKENS: 'RM ART.22',
  SPARE_WHEEL_CHOICE: 'RM ART.10',
  SISU_PENDING: 'RM ART.7.5',
})

/** A refusal with one of Rallyman's codes and the article of {@link CODE_RULES}. */
export const refuse = (code: Code, message: string): RuleViolation<Code> => violation(code, message, CODE_RULES[code])

/** Why `setup` (or `position`) refused a config, besides core's `BAD_CONFIG` and `OVER_LIMIT`. @group Refusals */
export type SetupCode =
  /** A rally has 1 to 6 drivers (RM ART.1). */
  | 'DRIVERS'
  /** A rally runs 3 specials, 1 or 2 for practice (RM ART.1). */
  | 'SPECIALS'
  /** The dice faces do not make five gear dice and gas dice (RM ART.4). */
  | 'DICE'
  /** The card data do not make a deck (RM ART.4, RM ART.7.2, RM ART.9.3). */
  | 'CARDS'
  /** A zone of the config is not a road a stage can be built from (RM ART.1). */
  | 'ZONE_DEFECT'
  /** A special's roadbook does not lay a road (RM ART.1). */
  | 'STAGE_DEFECT'
  /** The position asked of {@link position} is not one a rally could reach. */
  | 'BAD_POSITION'
