/**
 * The codes of Formule Dé's own refusals, and the paragraph that forbids each. Protocol
 * refusals (a value that is not a state or an action, a die at a decision, a decision at a
 * die, a face the die does not have, the race over) have core's codes (`ProtocolCode`).
 */
import type { StepRefusal } from './rules/movement.js'

/** Why an action breaks a rule of Formule Dé. @group Refusals */
export type Code =
  /** A step of the path breaks a rule of movement (see `STEP_RULES` in `rules/movement.ts`). */
  | StepRefusal
  /** The action is a decision of another step (a move while the car must choose its gear...). */
  | 'WRONG_ACTION'
  /** Up more than one gear (FD-B boîte de vitesse; FD-T 6-1-1). */
  | 'GEAR_SKIPPED_UP'
  /** Down more than four gears, or 6th to 1st (FD-B boîte de vitesse; FD-T 6-1-2, 13-2). */
  | 'GEAR_DROP_TOO_LARGE'
  /** A gear skipped down without a fuel point left (FD-B sur-régime; FD-T 5-1-3, 13-1). */
  | 'NO_FUEL_TO_SKIP'
  /** Down 3 or 4 gears without a brake point left (FD-B sur-régime). */
  | 'NO_BRAKES_TO_SKIP'
  /** Down 4 gears with 1 engine point left (FD-B sur-régime; not in the tournament, where the overrev breaks the engine, FD-T 16-0-3-1). */
  | 'ENGINE_TOO_WORN_TO_SKIP'
  /** After a spin the car restarts in 1st (FD-B tête-à-queue). */
  | 'SPUN_RESTART_IN_FIRST'
  /** After a stall the car starts in 1st (FD-B départ). */
  | 'STALLED_RESTART_IN_FIRST'
  /** Leaving the stand after a long stop or a missed quick stop: 4th at most (FD-B arrêt au stand; FD-A 7; FD-T 19-3-4, 19-4-2). */
  | 'PIT_RESTART_MAX_FOURTH'
  /** A car in inertia plays the 4th-gear die, then goes down at least one gear a turn (FD-T 16-0-3, 16-0-6). */
  | 'INERTIA_GEAR'
  /** Tournament: no 1st gear between the stop at the stand and the pit exit (FD-T 19-1-9). */
  | 'NO_FIRST_IN_PIT_LANE'
  /** Tournament: in the pit lane, a gear whose best roll reaches the stand, else the highest allowed (FD-T 19-1-8). */
  | 'MUST_REACH_STAND'
  /** A braked move that ends in the pit lane, outside the tournament (FD-B arrêt au stand). */
  | 'NO_BRAKING_IN_PIT_LANE'
  /** A braked move in qualifying, where the points do not count (FD-T 1-0-1). */
  | 'NO_BRAKING_IN_QUALIFYING'
  /** The path and the braking cover more spaces than the roll (FD-B déplacements). */
  | 'PATH_TOO_LONG'
  /** More spaces braked than brake points left (FD-B freinage). */
  | 'NOT_ENOUGH_BRAKES'
  /** Short of the roll without braking, or short of the farthest space when blocked (FD-T 12-1-3). */
  | 'NOT_FARTHEST_SPACE'
  /** A path that breaks none of the step rules but is not a legal move for this roll. */
  | 'NOT_A_LEGAL_MOVE'
  /** A slipstream that is not 3 spaces, braking included (FD-T 18-1-2). */
  | 'SLIPSTREAM_LENGTH'
  /** A slipstream into a corner without a brake point (FD-T 18-1-4), or one that would eliminate the car (FD-T 18-2-1). */
  | 'NOT_A_LEGAL_SLIPSTREAM'
  /** Tournament: a stand already chosen, or none (FD-T 4-0-1). */
  | 'STAND_TAKEN'
  /** A long stop without the stand-points rule (FD-A 7). */
  | 'NO_LONG_STOP'
  /** Another tyre type without the tyres rule (FD-A 3). */
  | 'NO_TYRE_CHOICE'
  /** Repairs of points not lost, beyond the stand points left, or at a quick stop (FD-A 7, FD-T 19-4-1). */
  | 'BAD_REPAIRS'
  /** A build decision for another part than the next one (FD-A 5, FD-T 5-3). */
  | 'BUILD_ORDER'
  /** Points on a part outside the range that leaves every part at least 1 (FD-A 5, FD-T 5-2, 5-3). */
  | 'BUILD_RANGE'
  /** A chronometer reading entered out of order: minutes, seconds, hundredths (FD-T 1-1-13). */
  | 'CHRONO_ORDER'
  /** A reading out of its range: 0–59 minutes, 0–59 seconds, 0–99 hundredths (FD-T 1-1-13). */
  | 'CHRONO_RANGE'

/** Why a race config breaks a rule of Formule Dé (a config too big is core's `OVER_LIMIT`). @group Refusals */
export type SetupCode =
  /** Laps the preset does not race (FD-B 1 or 2, FD-A 1 to 3, FD-T 3). */
  | 'BAD_LAPS'
  /** No car. */
  | 'NO_CARS'
  /** More cars than the box has (10, FD-B matériel de jeu). */
  | 'TOO_MANY_CARS'
  /** More cars than grid places on the circuit. */
  | 'GRID_TOO_SMALL'
  /** Two cars with the same name. */
  | 'DUPLICATE_CAR'
  /** Fewer stands than cars on a circuit with a pit lane, in a race of 2 laps or more. */
  | 'TOO_FEW_STANDS'
  /** Builds given without the car-build rule (FD-A 5). */
  | 'BUILD_NOT_IN_USE'
  /** Not one build per car (FD-A 5). */
  | 'BUILD_COUNT'
  /** A build with a part at 0 (FD-A 5, FD-T 5-2). */
  | 'BUILD_PART_EMPTY'
  /** A build that does not spread exactly 20 points (22 with the tournament's stand points, FD-T 5-0-2). */
  | 'BUILD_POINTS'
  /** Qualifying laps given without the qualifying rule (FD-A 2). */
  | 'QUALIFYING_NOT_IN_USE'
  /** Not one qualifying lap per car (FD-A 2). */
  | 'QUALIFYING_COUNT'
  /** The circuit has defects (each listed in the message with its code from `validateCircuit`). */
  | 'BAD_CIRCUIT'

/**
 * The paragraphs a refusal of each code may cite, the usual one first: the same code is
 * forbidden by the basic rules in one preset and by the tournament's clarification in another
 * (a build's range is FD-A 5, or FD-T 5-2 with the stand points), and a decision of another
 * step cites the paragraph of the step the race is at. The tests check every code against it.
 * @group Refusals
 */
export const CODE_RULES: { readonly [C in Code]: readonly [string, ...string[]] } = {
  NOT_CONNECTED: ['FD-B code de conduite'],
  SPACE_OCCUPIED: ['FD-B code de conduite'],
  TOO_MANY_LANE_CHANGES: ['FD-B lignes droites'],
  ZIGZAG: ['FD-T 7-2-4'],
  NOT_SHORTEST: ['FD-T 7-2-3'],
  OVERSHOOT_LANE: ['FD-T 10-2-1'],
  PIT_CLOSED: ['FD-B arrêt au stand'],
  OTHER_STAND: ['FD-B arrêt au stand'],
  MUST_STOP_AT_STAND: ['FD-B arrêt au stand'],
  MOVE_OVER: ['FD-B arrivée'],
  PAST_THE_ROLL: ['FD-T 8-1-2'],
  WRONG_ACTION: [
    'FD-B déplacements',
    'FD-A 1',
    'FD-T 18',
    'FD-A 3',
    'FD-A 5',
    'FD-T 1-1-13',
    'FD-T 4-0-1',
    'FD-T 19-2-6',
  ],
  GEAR_SKIPPED_UP: ['FD-B boîte de vitesse', 'FD-T 6-1-1', 'FD-T 1-0-1'],
  GEAR_DROP_TOO_LARGE: ['FD-B boîte de vitesse', 'FD-T 6-1-2, 13-2', 'FD-T 1-0-1'],
  NO_FUEL_TO_SKIP: ['FD-B sur-régime', 'FD-T 5-1-3, 13-1'],
  NO_BRAKES_TO_SKIP: ['FD-B sur-régime'],
  ENGINE_TOO_WORN_TO_SKIP: ['FD-B sur-régime'],
  SPUN_RESTART_IN_FIRST: ['FD-B tête-à-queue'],
  STALLED_RESTART_IN_FIRST: ['FD-B départ'],
  PIT_RESTART_MAX_FOURTH: ['FD-B arrêt au stand', 'FD-T 19-3-4, 19-4-2'],
  INERTIA_GEAR: ['FD-T 16-0-3, 16-0-6'],
  NO_FIRST_IN_PIT_LANE: ['FD-T 19-1-9'],
  MUST_REACH_STAND: ['FD-T 19-1-8'],
  NO_BRAKING_IN_PIT_LANE: ['FD-B arrêt au stand'],
  NO_BRAKING_IN_QUALIFYING: ['FD-T 1-0-1'],
  PATH_TOO_LONG: ['FD-B déplacements'],
  NOT_ENOUGH_BRAKES: ['FD-B freinage'],
  NOT_FARTHEST_SPACE: ['FD-T 12-1-3'],
  NOT_A_LEGAL_MOVE: ['FD-B code de conduite', 'FD-T 16-0-3'],
  SLIPSTREAM_LENGTH: ['FD-T 18-1-2'],
  NOT_A_LEGAL_SLIPSTREAM: ['FD-T 18-1-4', 'FD-T 18-2-1'],
  STAND_TAKEN: ['FD-T 4-0-1'],
  NO_LONG_STOP: ['FD-A 7'],
  NO_TYRE_CHOICE: ['FD-A 3'],
  BAD_REPAIRS: ['FD-T 19-4-1'],
  BUILD_ORDER: ['FD-A 5', 'FD-T 5-0-2', 'FD-T 5-3'],
  BUILD_RANGE: ['FD-A 5', 'FD-T 5-2', 'FD-T 5-3'],
  CHRONO_ORDER: ['FD-T 1-1-13'],
  CHRONO_RANGE: ['FD-T 1-1-13'],
}
