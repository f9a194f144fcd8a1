/** The actions of a Bolide race and their codec. */
import * as t from 'io-ts'
import { intRange, integer, union } from '../core/index.js'
import { PointCodec, type Point } from './grid/point.js'
import { SetUpCodec, StrategyCodec, TreadCodec, type SetUp, type Strategy, type Tread } from './config.js'

/**
 * Chance: the next grid slot goes to `seat` (the seed's draw by the highest die, as a sequence of draws).
 * @group Actions
 */
export interface DrawGridAction {
  /** Tag. */
  readonly type: 'draw-grid'
  /** The seat drawn. */
  readonly seat: number
}
/** Chance: the d12 shows `value` (whatever the roll is for: the phase says). @group Actions */
export interface RollAction {
  /** Tag. */
  readonly type: 'roll'
  /** 1..12. */
  readonly value: number
}
/**
 * Move the car to `to`: one of the 25 Pion points, a standing-start point, a one-square
 * move off the track... `slipstream` adds the +1 of BO 5 after the move; `pit` names the
 * box cell to stop at when the move reaches the Pit Lane In line (BO 9), else null.
 * A move onto an occupied point is an attack (BO 6).
 * @group Actions
 */
export interface MoveAction {
  /** Tag. */
  readonly type: 'move'
  /** Target point. */
  readonly to: Point
  /** Use the slipstream earned last turn. */
  readonly slipstream: boolean
  /** Box cell to stop at, or null to stay on the track. */
  readonly pit: number | null
}
/**
 * Declared attack (BO 6) along a trajectory: the move to `to` passes exactly through a
 * car, so the trajectory is not driven and the car tries to take that car's point.
 * @group Actions
 */
export interface AttackAction {
  /** Tag. */
  readonly type: 'attack'
  /** The Pion point aimed at (beyond the car attacked). */
  readonly to: Point
}

/** A block (BO 4): speed-2 move at less than 90° from the primary direction. @group Actions */
export interface BlockAction {
  /** Tag. */
  readonly type: 'block'
  /** Target point. */
  readonly to: Point
}
/** Ask for the Booster (BO 7): a d12 follows. @group Actions */
export interface BoosterAction {
  /** Tag. */
  readonly type: 'booster'
}
/** Ask for a Brake (BO 7), once the blocks are spent: a d12 follows. @group Actions */
export interface BrakeAction {
  /** Tag. */
  readonly type: 'brake'
}
/** Stand still (after a spin, BO 8; or with nowhere to go off the track). @group Actions */
export interface StayAction {
  /** Tag. */
  readonly type: 'stay'
}
/** The sand-glass ran out (BO 3): the car makes the move to its Pion, whatever the point. @group Actions */
export interface TimeoutAction {
  /** Tag. */
  readonly type: 'timeout'
}
/**
 * After losing a collision: go to one of the points behind / beside it (an occupied one is a new collision).
 * @group Actions
 */
export interface RepositionAction {
  /** Tag. */
  readonly type: 'reposition'
  /** Chosen point. */
  readonly to: Point
}
/**
 * Leave the boxes at a point of the Pit Lane Out line (BO 9), with the tyres fitted there:
 * after new tyres the advanced rules let the driver choose the compound (soft or hard, within
 * the same tank strategy) and the tread (slick or rain, BO 11, BO 13); otherwise both stay.
 * @group Actions
 */
export interface PitExitAction {
  /** Tag. */
  readonly type: 'pit-exit'
  /** Chosen point. */
  readonly to: Point
  /** Strategy for the rest of the race. */
  readonly strategy: Strategy
  /** Tread fitted. */
  readonly tread: Tread
}

/** Behind the safety car: place the car on a free track point behind the car ahead (BO 6). @group Actions */
export interface RegroupAction {
  /** Tag. */
  readonly type: 'regroup'
  /** Chosen point. */
  readonly to: Point
}

/**
 * Advanced rules: the driver's choices for the race (BO 11, BO 13), made in grid order after the weather draw.
 * @group Actions
 */
export interface StrategyAction {
  /** Tag. */
  readonly type: 'strategy'
  /** Tank and tyres. */
  readonly strategy: Strategy
  /** Slick or rain tyres. */
  readonly tread: Tread
  /** The set-up joker. */
  readonly setUp: SetUp
}

/** Every action. @group Actions */
export type BolideAction =
  | DrawGridAction
  | RollAction
  | MoveAction
  | AttackAction
  | BlockAction
  | BoosterAction
  | BrakeAction
  | StayAction
  | TimeoutAction
  | RepositionAction
  | PitExitAction
  | RegroupAction
  | StrategyAction

/** Codec of {@link BolideAction}. @group Codecs */
export const BolideActionCodec: t.Type<BolideAction, BolideAction, unknown> = union(
  [
    t.readonly(t.type({ type: t.literal('draw-grid'), seat: integer })),
    t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 12) })),
    t.readonly(
      t.type({ type: t.literal('move'), to: PointCodec, slipstream: t.boolean, pit: union([integer, t.null]) }),
    ),
    t.readonly(t.type({ type: t.literal('attack'), to: PointCodec })),
    t.readonly(t.type({ type: t.literal('block'), to: PointCodec })),
    t.readonly(t.type({ type: t.literal('booster') })),
    t.readonly(t.type({ type: t.literal('brake') })),
    t.readonly(t.type({ type: t.literal('stay') })),
    t.readonly(t.type({ type: t.literal('timeout') })),
    t.readonly(t.type({ type: t.literal('reposition'), to: PointCodec })),
    t.readonly(t.type({ type: t.literal('pit-exit'), to: PointCodec, strategy: StrategyCodec, tread: TreadCodec })),
    t.readonly(t.type({ type: t.literal('regroup'), to: PointCodec })),
    t.readonly(t.type({ type: t.literal('strategy'), strategy: StrategyCodec, tread: TreadCodec, setUp: SetUpCodec })),
  ],
  'BolideAction',
)
