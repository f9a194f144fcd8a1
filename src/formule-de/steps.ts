/**
 * The turn sequence of a Formule Dé race as its state records it: what the current car (the
 * first of `order`) must do next, one step kind per moment of the rules (the grid, the start,
 * gear, roll, move, slipstream, collisions, engine tests, pits, weather, qualifying, the end).
 */
import type { Gear } from './dice.js'
import type { ChronoUnit } from './rules/qualifying.js'

/** The grid draw: groups of cars still tied, and the rolls of the group rolling now. @group State */
export interface GridStep {
  /** Step kind. */
  readonly kind: 'grid'
  /** Grid slots in order, pole first; a slot of several cars is a tie still to break. */
  readonly slots: ReadonlyArray<ReadonlyArray<number>>
  /** Rolls made so far by the first tied slot, in its order. */
  readonly rolls: ReadonlyArray<number>
}

/** The current car rolls the black die at the start (FD-B départ). @group State */
export interface StartStep {
  /** Step kind. */
  readonly kind: 'start'
}

/** The current car chooses its gear. @group State */
export interface GearStep {
  /** Step kind. */
  readonly kind: 'gear'
}

/** The current car rolls its gear die. @group State */
export interface RollStep {
  /** Step kind. */
  readonly kind: 'roll'
  /** The gear engaged, whose die is rolled. */
  readonly gear: Gear
}

/** The current car chooses its move for the roll. @group State */
export interface MoveStep {
  /** Step kind. */
  readonly kind: 'move'
  /** The spaces to move. */
  readonly roll: number
  /** Where the roll comes from: the gear die, a super start, or the pit exit. */
  readonly reason: 'gear' | 'super-start' | 'pit-exit'
  /** The engine test is due after the move (20 in 5th, 30 in 6th). */
  readonly engineTest: boolean
}

/**
 * Collision tests of the cars next to the moved car (FD-T 6-3 step 14). `engineTest` and
 * `wallAfter` record what the turn still owes after them (the stages of `TURN_STAGES`).
 * @group State
 */
export interface CollisionStep {
  /** Step kind. */
  readonly kind: 'collision'
  /** The other cars still to roll their test, in order (the moved car rolls last). */
  readonly others: ReadonlyArray<number>
  /** Cars involved with the moved car (tournament wrecks included, FD-T 14-3). */
  readonly involved: number
  /** Cars the tests have eliminated so far. */
  readonly eliminated: number
  /** Tests the moved car still has to roll (one per involved car left in the race). */
  readonly moverRolls: number
  /** The engine test is due after the collision tests. */
  readonly engineTest: boolean
  /** The move ended entering the lane along the wall: its wall test comes after these tests (FD-T 15-1). */
  readonly wallAfter: boolean
  /**
   * The tests are aggravated (FD-T 14-3): a spun or stalled car or a wreck was there when the
   * collision began. A car this collision eliminates aggravates only later ones ("de nouveau
   * impliquée").
   */
  readonly aggravated: boolean
}

/** Engine tests of the cars in 5th or 6th (20 and 30). @group State */
export interface EngineStep {
  /** Step kind. */
  readonly kind: 'engine'
  /** The cars still to test, in order. */
  readonly queue: ReadonlyArray<number>
}

/** The current car rolls the black die leaving its stand. @group State */
export interface PitStep {
  /** Step kind. */
  readonly kind: 'pit'
  /** The engine tests of the turn's 20 or 30 are still due: they follow the stop (FD-T 6-3 steps 13 to 15). */
  readonly engineTest: boolean
}

/** Slipstream offered after a move (FD-A 1, FD-T 18): take 3 more spaces or go on. @group State */
export interface SlipstreamStep {
  /** Step kind. */
  readonly kind: 'slipstream'
  /** Dangerous spaces entered so far this turn (their road-holding tests come at the end, FD-T 6-3 step 10). */
  readonly hazards: number
  /** Wall tests due so far this turn (FD-T 15). */
  readonly walls: number
  /** The car has already slid this turn: no second slide (FD-T 6-3 step 6, 18-5-2, 18-5-3). */
  readonly slid: boolean
  /** The soft tyres' +1 is still available this turn (FD-T 18-3-1: before, after or between slipstreams). */
  readonly bonus: boolean
  /** The engine test is due (20 in 5th, 30 in 6th). */
  readonly engineTest: boolean
  /** The last space entered this turn so far was the first of the lane along the wall (FD-T 15-1). */
  readonly wallLast: boolean
}

/**
 * Road-holding and wall tests of the spaces entered this turn (FD-A 6, FD-T 6-3 step 10, 15,
 * 17), or the wall test kept for after the collisions (FD-T 15-1) when `collided`. The flags
 * record where the turn stands and what it still owes (the stages of `TURN_STAGES`).
 * @group State
 */
export interface HoldingStep {
  /** Step kind. */
  readonly kind: 'holding'
  /** Tests still to roll, in order. */
  readonly tests: ReadonlyArray<'holding' | 'wall'>
  /** The engine test is due after the collision tests. */
  readonly engineTest: boolean
  /** A wall test is kept for after the collision tests (the move ended entering the lane along the wall, FD-T 15-1). */
  readonly wallAfter: boolean
  /** The collision tests are done: these tests are the wall test of FD-T 15-1, and the engine test follows. */
  readonly collided: boolean
}

/** The black die for the weather (FD-A 4, FD-T 3). @group State */
export interface WeatherStep {
  /** Step kind. */
  readonly kind: 'weather'
  /** Which session's weather. */
  readonly session: 'qualifying' | 'race' | 'evolution'
}

/** Each car chooses its tyres before the start, in grid order (FD-A 3). @group State */
export interface TyresStep {
  /** Step kind. */
  readonly kind: 'tyres'
}

/** Tournament: each car chooses its stand, pole first (FD-T 4-0-1). @group State */
export interface StandsStep {
  /** Step kind. */
  readonly kind: 'stands'
}

/**
 * After the weather each car without a build fills its race sheet, one part at a time, in grid order (FD-A 5, FD-T 5).
 * @group State
 */
export interface BuildStep {
  /** Step kind. */
  readonly kind: 'build'
  /** The points the current car has chosen so far, in the order of `buildDecisions`. */
  readonly chosen: ReadonlyArray<number>
}

/** At its stand the car announces its tyres and its stop (FD-A 7, FD-T 19-2-6). @group State */
export interface StandStep {
  /** Step kind. */
  readonly kind: 'stand'
  /** The engine tests of the turn's 20 or 30 are still due: they follow the stop (FD-T 6-3 steps 12 to 15). */
  readonly engineTest: boolean
}

/**
 * Qualifying with the chronometer (`config.qualifyingClock`): at the end of its lap the car's
 * seat enters the reading, minutes then seconds then hundredths (FD-T 1-1-8, 1-1-13).
 * @group State
 */
export interface ChronoStep {
  /** Step kind. */
  readonly kind: 'chrono'
  /** The reading entered now. */
  readonly unit: ChronoUnit
  /** The readings entered so far, in hundredths of a second. */
  readonly hundredths: number
}

/** The race is over. @group State */
export interface OverStep {
  /** Step kind. */
  readonly kind: 'over'
}

/** What the current car (the first of `order`) must do next. @group State */
export type Step =
  | GridStep
  | StartStep
  | GearStep
  | RollStep
  | MoveStep
  | CollisionStep
  | EngineStep
  | PitStep
  | SlipstreamStep
  | HoldingStep
  | WeatherStep
  | TyresStep
  | StandsStep
  | BuildStep
  | StandStep
  | ChronoStep
  | OverStep
