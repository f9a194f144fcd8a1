import * as t from 'io-ts'
import { intRange } from '../core/index.js'
import type { Gear } from './dice.js'
import { TyreTypeCodec, type TyreType } from './rules/tyres.js'

/** The points a long stop takes from the stand (FD-A 7, FD-T 19-4-1). */
export interface Repairs {
  /** Brake points restored. */
  readonly brakes: number
  /** Fuel points restored (FD-T 19-4-1). */
  readonly fuel: number
  /** Body points restored. */
  readonly body: number
  /** Engine points restored. */
  readonly engine: number
  /** Road-holding points restored. */
  readonly holding: number
}

/**
 * Everything a player or chance does. Decisions: `gear`, `move`, `slipstream`,
 * `no-slipstream`, `tyres`, `choose-stand`, `stand`. Chance (the die outcomes, submitted like every other
 * action): `grid`, `start`, `roll`, `collision`, `engine`, `pit`, `weather`, `holding`.
 */
export type Action =
  | { readonly type: 'grid'; readonly value: number }
  | { readonly type: 'start'; readonly value: number }
  | { readonly type: 'gear'; readonly gear: Gear }
  | { readonly type: 'roll'; readonly value: number }
  | { readonly type: 'move'; readonly path: ReadonlyArray<number>; readonly brake: number }
  | { readonly type: 'collision'; readonly value: number }
  | { readonly type: 'engine'; readonly value: number }
  | { readonly type: 'pit'; readonly value: number }
  | { readonly type: 'weather'; readonly value: number }
  | { readonly type: 'holding'; readonly value: number }
  | { readonly type: 'slipstream'; readonly path: ReadonlyArray<number>; readonly brake: number }
  | { readonly type: 'no-slipstream' }
  | { readonly type: 'tyres'; readonly tyre: TyreType }
  | { readonly type: 'choose-stand'; readonly stand: number }
  | { readonly type: 'stand'; readonly tyre: TyreType; readonly stop: 'quick' | 'long'; readonly repairs: Repairs }

const d20 = intRange(1, 20)

/** Codec of {@link Action}. */
export const ActionCodec: t.Type<Action, Action, unknown> = t.union([
  t.readonly(t.type({ type: t.literal('grid'), value: d20 })),
  t.readonly(t.type({ type: t.literal('start'), value: d20 })),
  t.readonly(t.type({ type: t.literal('gear'), gear: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5), t.literal(6)]) })),
  t.readonly(t.type({ type: t.literal('roll'), value: intRange(1, 30) })),
  t.readonly(t.type({ type: t.literal('move'), path: t.readonlyArray(intRange(0, 100_000)), brake: intRange(0, 100) })),
  t.readonly(t.type({ type: t.literal('collision'), value: d20 })),
  t.readonly(t.type({ type: t.literal('engine'), value: d20 })),
  t.readonly(t.type({ type: t.literal('pit'), value: d20 })),
  t.readonly(t.type({ type: t.literal('weather'), value: d20 })),
  t.readonly(t.type({ type: t.literal('holding'), value: d20 })),
  t.readonly(t.type({ type: t.literal('slipstream'), path: t.readonlyArray(intRange(0, 100_000)), brake: intRange(0, 100) })),
  t.readonly(t.type({ type: t.literal('no-slipstream') })),
  t.readonly(t.type({ type: t.literal('tyres'), tyre: TyreTypeCodec })),
  t.readonly(t.type({ type: t.literal('choose-stand'), stand: intRange(0, 100) })),
  t.readonly(
    t.type({
      type: t.literal('stand'),
      tyre: TyreTypeCodec,
      stop: t.keyof({ quick: null, long: null }),
      repairs: t.readonly(t.type({ brakes: intRange(0, 2), fuel: intRange(0, 2), body: intRange(0, 2), engine: intRange(0, 2), holding: intRange(0, 2) })),
    }),
  ),
])
