/**
 * The flow of a Bolide race as its state records it: who acts now and how (the grid draw, a
 * d12 roll and what it is for, a move, a reposition, a pit exit, the safety car's regroup, a
 * strategy, the end).
 */
import * as t from 'io-ts'
import { integer, union } from '../core/index.js'

/** What a d12 roll is for. @group State */
export type RollKind =
  | 'start'
  | 'booster'
  | 'brake'
  | 'collision'
  | 'safety-car'
  | 'box'
  | 'weather'
  | 'weather-risk'
  | 'slick-rain'

/** Codec of {@link RollKind}. */
export const RollKindCodec: t.Type<RollKind, RollKind, unknown> = t.keyof(
  {
    start: null,
    booster: null,
    brake: null,
    collision: null,
    'safety-car': null,
    box: null,
    weather: null,
    'weather-risk': null,
    'slick-rain': null,
  },
  'RollKind',
)

/** The node the race is at. @group State */
export type Phase =
  /** Chance: the grid is drawn slot by slot. */
  | {
      /** Node kind. */
      readonly kind: 'grid-draw'
    }
  /** Chance: a d12 is rolled for `seat` (or for the race, seat -1). */
  | {
      /** Node kind. */
      readonly kind: 'roll'
      /** What the die is for. */
      readonly roll: RollKind
      /** The car concerned, -1 for the race. */
      readonly seat: number
    }
  /** Decision: `seat` moves (or requests booster/brake). */
  | {
      /** Node kind. */
      readonly kind: 'move'
      /** Who decides. */
      readonly seat: number
    }
  /** Decision: `seat` lost a collision and picks where to go. */
  | {
      /** Node kind. */
      readonly kind: 'reposition'
      /** Who decides. */
      readonly seat: number
    }
  /** Decision: `seat` leaves the boxes by a point of the Pit Lane Out line. */
  | {
      /** Node kind. */
      readonly kind: 'pit-exit'
      /** Who decides. */
      readonly seat: number
    }
  /** Decision: advanced rules, `seat` picks its strategy, tread and set-up (BO 11), in grid order. */
  | {
      /** Node kind. */
      readonly kind: 'strategy'
      /** Who decides. */
      readonly seat: number
    }
  /** Decision: behind the safety car, `seat` places its car behind the car ahead (BO 6). */
  | {
      /** Node kind. */
      readonly kind: 'regroup'
      /** Who decides. */
      readonly seat: number
    }
  /** The race is over. */
  | {
      /** Node kind. */
      readonly kind: 'over'
    }

/** Codec of {@link Phase}. */
export const PhaseCodec: t.Type<Phase, Phase, unknown> = union(
  [
    t.readonly(t.type({ kind: t.literal('grid-draw') })),
    t.readonly(t.type({ kind: t.literal('roll'), roll: RollKindCodec, seat: integer })),
    t.readonly(t.type({ kind: t.literal('move'), seat: integer })),
    t.readonly(t.type({ kind: t.literal('reposition'), seat: integer })),
    t.readonly(t.type({ kind: t.literal('pit-exit'), seat: integer })),
    t.readonly(t.type({ kind: t.literal('regroup'), seat: integer })),
    t.readonly(t.type({ kind: t.literal('strategy'), seat: integer })),
    t.readonly(t.type({ kind: t.literal('over') })),
  ],
  'Phase',
)
