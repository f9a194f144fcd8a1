import * as t from 'io-ts'

/** The three tyre types (FD-A 3, FD-T 8). @group Rules */
export type TyreType = 'hard' | 'soft' | 'rain'

/** Codec of {@link TyreType}. */
export const TyreTypeCodec: t.Type<TyreType, TyreType, unknown> = t.keyof(
  { hard: null, soft: null, rain: null },
  'TyreType',
)

/**
 * The lap of a tyre set (FD-T 8-0-2: laps are counted per set, not per car): 1 for the
 * first lap run on it (qualifying counts as lap 1).
 */
export const setLap = (carLap: number, fittedAtLap: number): number => Math.max(1, carLap - fittedAtLap)

/**
 * The overshoot multiplier of chapter 8's tables (FD-A 3, FD-T 8-5, 10-0-2): hard ×1; soft
 * ×2 on laps 1–2 of the set, ×3 from lap 3; rain ×1 on a wet track, otherwise like soft.
 */
export const overshootFactor = (tyre: TyreType, wet: boolean, lap: number): number => {
  if (tyre === 'hard' || (tyre === 'rain' && wet)) return 1
  return lap >= 3 ? 3 : 2
}

/** The optional +1 space of soft tyres on a dry track, first lap of the set only (FD-T 8-2-1, 8-5-1). */
export const softBonus = (tyre: TyreType, wet: boolean, lap: number): number =>
  tyre === 'soft' && !wet && lap === 1 ? 1 : 0

/** The mandatory slide in corners on a wet track: +3 hard and soft, +1 rain (FD-T 8-1-2, 8-2-2, 8-3-2). */
export const slide = (tyre: TyreType, wet: boolean): number => (!wet ? 0 : tyre === 'rain' ? 1 : 3)

/**
 * The advanced rules' slowdown of 1 space on straights for soft tyres on their 3rd lap
 * (FD-A 3; removed in the tournament by the Masters 2001, Annexe 3).
 */
export const softThirdLapSlowdown = (tyre: TyreType, lap: number, tournament: boolean): number =>
  tyre === 'soft' && lap >= 3 && !tournament ? 1 : 0

/** The tyre types a car may choose, in the order they are listed. */
export const TYRE_TYPES: ReadonlyArray<TyreType> = ['hard', 'soft', 'rain']
