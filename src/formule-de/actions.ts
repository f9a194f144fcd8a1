import * as t from 'io-ts'
import { intRange } from '../core/index.js'
import type { Gear } from './dice.js'

/**
 * Everything a player or chance does. Decisions: `gear`, `move`. Chance (the die
 * outcomes, submitted like every other action): `grid`, `start`, `roll`, `collision`, `engine`, `pit`.
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
])
