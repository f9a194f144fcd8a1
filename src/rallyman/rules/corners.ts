/**
 * Corners (RM ART.9): the tight line at or below its note, the drift at its imposed gear,
 * the cord at or below `K`; dirty cords lower the tight and drift notes for the cars that
 * follow (never the cord's). Entering a corner one or two gears above its highest note is a
 * loss of control, more is retirement.
 */
import { rememberFrozen } from '../../core/memo.js'
import type { RallymanState } from '../state.js'
import type { Cell, CornerInfo, Stage } from '../stage/stage.js'

// Sound: a stage is stored only frozen (core/memo.ts), and a frozen object never changes.
const index = new WeakMap<Stage, ReadonlyMap<number, number>>()

/** The index (in `stage.corners`) of the corner whose step this is, if any. */
export const cornerIndexOfStep = (stage: Stage, step: number): number | undefined => {
  let map = index.get(stage)
  if (map === undefined) {
    map = rememberFrozen(index, stage, new Map(stage.corners.map((c, i) => [c.step, i])))
  }
  return map.get(step)
}

/** The corner a cell lies in (tight, drift or cord cells), with its index. */
export const cornerAt = (
  stage: Stage,
  cell: Cell,
): { readonly corner: CornerInfo; readonly index: number } | undefined => {
  if (cell.line !== 'tight' && cell.line !== 'drift' && cell.line !== 'cord') return undefined
  const i = cornerIndexOfStep(stage, cell.step)
  const corner = i === undefined ? undefined : stage.corners[i]
  return corner === undefined || i === undefined ? undefined : { corner, index: i }
}

/** A corner's notes today: tight and drift lowered by dirty cords, cord unchanged (RM ART.9.3). */
export interface Notes {
  /** Maximum gear on the tight line. */
  readonly tight: number
  /** Imposed gear of the drift, or `null`. */
  readonly drift: number | null
  /** Maximum gear in the cord, or `null`. */
  readonly cord: number | null
  /** The highest of them (RM ART.9: entering above it loses control). */
  readonly highest: number
}

/** The notes of a corner after the dirty cords drawn so far. */
export const notesOf = (state: RallymanState, corner: CornerInfo, cornerIndex: number): Notes => {
  const lowered = state.dirty[cornerIndex] ?? 0
  const tight = Math.max(1, corner.tightNote - lowered)
  const drift = corner.driftNote === null ? null : Math.max(1, corner.driftNote - lowered)
  const cord = corner.cordNote
  return { tight, drift, cord, highest: Math.max(tight, drift ?? 0, cord ?? 0) }
}

/** Does the gear respect the note of the line of this cell. */
export const respectsNote = (notes: Notes, cell: Cell, gear: number): boolean =>
  cell.line === 'tight'
    ? gear <= notes.tight
    : cell.line === 'drift'
      ? gear === notes.drift
      : cell.line === 'cord'
        ? notes.cord !== null && gear <= notes.cord
        : true
