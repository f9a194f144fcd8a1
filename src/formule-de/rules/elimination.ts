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

/** The elimination kind of an `out` reason of the race state. */
export const eliminationKind = (reason: string): EliminationKind =>
  reason === 'blocking' ? 'blocking' : reason === 'body' ? 'body' : reason === 'engine' ? 'engine' : reason === 'holding' ? 'holding' : 'off-track'
