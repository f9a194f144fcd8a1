/**
 * The codes of Bolide's own refusals, each with the paragraph of the rulebook that forbids
 * it. Protocol refusals (not a state, not an action, not this node, a decision of another
 * step: `WRONG_PHASE`) have core's codes and the rule of the step the race is at.
 */
import { setupError, violation, type RuleViolation, type SetupError } from '../core/index.js'

/** Every refusal code of the rules and the paragraph that forbids it. @group Refusals */
export const CODE_RULES = Object.freeze({
  /** A move faster than the car's top speed this turn (7th in lap 1, 8th in lap 2, strategies, damage). */
  ABOVE_TOP_SPEED: 'BO 1',
  /** The point is not one of the 25 points of the 5×5 square around the Pion. */
  OFF_PION_SQUARE: 'BO 1',
  /** The target or the trajectory leaves the track and its edges (the slipstream +1 too). */
  LEAVES_TRACK: 'BO 1',
  /** Not one of the 5 points of a standing start. */
  NOT_A_START_POINT: 'BO 1',
  /** Leaving the track while one of the 25 points keeps the car on it. */
  MUST_STAY_ON_TRACK: 'BO 2',
  /** A move off the track ends the turn: no slipstream +1, no pit entry. */
  TURN_ENDS_OFF_TRACK: 'BO 2',
  /** Off the track and on dirty tyres the car moves one square a turn. */
  ONE_SQUARE_ONLY: 'BO 2',
  /** Off the track a car may stop only on a black intersection (a run-off point). */
  NOT_A_BLACK_POINT: 'BO 2',
  /** Off the track or on dirty tyres, a car stands on the point aimed at. */
  POINT_TAKEN: 'BO 2',
  /** Only a car with its Pion is forced to it when the sand-glass runs out. */
  NO_PION: 'BO 3',
  /** Every car that can move makes one move a turn; a moving car cannot stand still. */
  MUST_MOVE: 'BO 3',
  /** A block is a speed-2 move relative to the car-Pion segment: the car must be moving with its Pion. */
  NOT_MOVING: 'BO 4',
  /** No block left (ask for a Brake). */
  NO_BLOCK_LEFT: 'BO 4',
  /** Not a speed-2 point at less than 90° from the primary direction. */
  NOT_A_BLOCK_POINT: 'BO 4',
  /** The trajectory passes exactly through a point occupied by a car. */
  PASSES_THROUGH_CAR: 'BO 5',
  /** The car did not end its last move on a slipstream point. */
  NO_SLIPSTREAM: 'BO 5',
  /** The slipstream +1 follows a move to a free point, not an attack. */
  SLIPSTREAM_AFTER_ATTACK: 'BO 5',
  /** The slipstream +1 is in the primary direction of a car moving with its Pion. */
  SLIPSTREAM_NEEDS_PION: 'BO 5',
  /** An attack along a trajectory is declared by a car moving with its Pion. */
  ATTACK_NEEDS_PION: 'BO 6',
  /** No car stands on the trajectory: there is nothing to attack. */
  NO_CAR_IN_THE_WAY: 'BO 6',
  /** The loser of a collision goes to one of the points behind (Attaque) or beside (Défense). */
  NOT_A_REPOSITION_POINT: 'BO 6',
  /** Behind the safety car, a car goes to a free track point behind the car ahead. */
  NOT_BEHIND_CAR_AHEAD: 'BO 6',
  /** The Booster needs speed 3 or more, once a turn, before the move. */
  NO_BOOSTER: 'BO 7',
  /** A Brake is asked once a turn, by a moving car whose blocks are spent. */
  NO_BRAKE: 'BO 7',
  /** After a granted Brake the car blocks. */
  MUST_BLOCK: 'BO 7',
  /** The engine lost power (Booster row 4): the car keeps last turn's speed. */
  SAME_SPEED_REQUIRED: 'BO 7',
  /** The gearbox no longer gives 4th gear (Booster row 3). */
  NO_FOURTH_GEAR: 'BO 7',
  /** A spun car restarts on one of the 5 points reversed, or stands still. */
  NOT_A_RESTART_POINT: 'BO 8',
  /** The circuit has no pit lane. */
  NO_PIT_LANE: 'BO 9',
  /** The box cell named is not the Full Fuel, ½ Fuel or Pit Stop cell. */
  NOT_A_SERVICE_CELL: 'BO 9',
  /** The boxes are for the end of a lap that is not the last one. */
  PIT_CLOSED: 'BO 9',
  /** The move does not reach or cross the Pit Lane In line. */
  PIT_LINE_NOT_REACHED: 'BO 9',
  /** A car entering the pit lane uses no slipstream. */
  PIT_AND_SLIPSTREAM: 'BO 9',
  /** A car entering the pit lane cannot attack a car on its way. */
  PIT_ENTRY_ATTACK: 'BO 9',
  /** A car enters the pit lane with a move of its Pion. */
  PIT_NEEDS_PION: 'BO 9',
  /** Not a free point of the Pit Lane Out line (or up to 3 squares back when it is full). */
  NOT_ON_PIT_OUT_LINE: 'BO 9',
  /** New tyres keep the tank of the strategy; without new tyres nothing changes. */
  TYRES_NOT_ALLOWED: 'BO 11',
  /** Slick tyres in the rain cannot block, even with a die. */
  BLOCKS_FROZEN: 'BO 13',
  /** A move that needs the slick-in-the-rain roll cannot use the slipstream. */
  SLIPSTREAM_IN_RAIN_ROLL: 'BO 13',
} as const)

/** Why a decision breaks a rule of Bolide (the union of {@link CODE_RULES}' keys). @group Refusals */
export type Code = keyof typeof CODE_RULES

/** A refusal of the rules, with the paragraph of its code. */
export const refusal = (code: Code, message: string): RuleViolation<Code> => violation(code, message, CODE_RULES[code])

/**
 * Every setup refusal code of the rules and its paragraph (`OVER_LIMIT` and `BAD_CONFIG` are core's).
 * @group Refusals
 */
export const SETUP_RULES = Object.freeze({
  /** The circuit has a defect (validateCircuit says which). */
  BAD_CIRCUIT: 'BO 1',
  /** A race is for 2 to 8 drivers (the box: "de 2 à 8 joueurs"). */
  PLAYER_COUNT: 'BO préparation',
  /** A qualifying session is one driver alone on the track. */
  QUALIFYING_ALONE: 'BO 12',
  /** The start list has one entry per driver. */
  START_ENTRIES: 'BO 12',
  /** The circuit's grid has a slot for every driver. */
  GRID_TOO_SMALL: 'BO préparation',
  /** Every driver names his car. */
  NO_NAME: 'BO préparation',
} as const)

/** Why a race config breaks a rule of Bolide. @group Refusals */
export type SetupCode = keyof typeof SETUP_RULES

/** A setup refusal of the rules, with the paragraph of its code. */
export const setupRefusal = (code: SetupCode, message: string): SetupError<SetupCode> =>
  setupError(code, message, SETUP_RULES[code])
