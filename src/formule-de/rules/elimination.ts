import * as t from 'io-ts'
import type { MoveElimination } from './movement.js'

/**
 * Why a car is out of the race (a car's `out`, an `eliminated` event's `reason`): its own
 * move (`no-stop-in-corner`: left a 2-stop corner without a stop or a 3-stop corner with
 * fewer than 2, FD-B sortie de virage; `tyres`: lost more tyre points than it had, FD-T
 * 10-3; `blocking`: blocked by 7 spaces or more or unable to pay the table, FD-B blocage),
 * its last body point (`body`, FD-B accrochage), its last engine point (`engine`, FD-B casse
 * moteur) or its last road-holding point (`holding`, FD-A 6). `describe.ts` says it in English.
 * @group Rules
 */
export type OutReason = MoveElimination | 'body' | 'engine' | 'holding'

/** Every {@link OutReason}. */
export const OUT_REASONS: ReadonlyArray<OutReason> = [
  'no-stop-in-corner',
  'tyres',
  'blocking',
  'body',
  'engine',
  'holding',
]

/** Codec of {@link OutReason}. */
export const OutReasonCodec: t.Type<OutReason, OutReason, unknown> = t.keyof(
  { 'no-stop-in-corner': null, tyres: null, blocking: null, body: null, engine: null, holding: null },
  'OutReason',
)

/**
 * The reason of an `eliminated` event: an {@link OutReason}, or `engine-inertia` when a
 * tournament car's engine breaks in 5th or 6th and it rolls on its inertia (FD-T 16-0-3): it
 * is still racing, for one last move or limping to the finish.
 * @group Rules
 */
export type EliminationReason = OutReason | 'engine-inertia'

/** How a car is eliminated (FD-T 20). */
export type EliminationKind = 'off-track' | 'blocking' | 'body' | 'engine' | 'holding'

/** One row of the table of FD-T 20-7. */
export interface EliminationRow {
  /** The car leaves the track at once (otherwise at its next turn). */
  readonly immediateRemoval: boolean
  /** Collision tests with the wreck are aggravated (FD-T 14-3, 20-6). */
  readonly aggravatedTests: boolean
  /** The elimination marks a dangerous space (FD-T 17-0-1). */
  readonly sticker: boolean
}

/** The table of FD-T 20-7. */
export const ELIMINATION_TABLE: Readonly<Record<EliminationKind, EliminationRow>> = {
  'off-track': { immediateRemoval: true, aggravatedTests: false, sticker: false },
  blocking: { immediateRemoval: false, aggravatedTests: true, sticker: true },
  body: { immediateRemoval: false, aggravatedTests: true, sticker: true },
  engine: { immediateRemoval: false, aggravatedTests: false, sticker: true },
  holding: { immediateRemoval: true, aggravatedTests: false, sticker: false },
}

/** The elimination kind of an `out` reason of the race state (leaving the track: a missed stop, the tyres). */
export const eliminationKind = (reason: OutReason): EliminationKind =>
  reason === 'no-stop-in-corner' || reason === 'tyres' ? 'off-track' : reason
