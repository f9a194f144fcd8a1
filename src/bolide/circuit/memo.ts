/**
 * What the engine derives from a circuit (its terrain, its defects) is remembered by the
 * circuit object and, for a few circuits, by content (core's `contentMemo`): a saved state
 * decodes into a fresh copy of its circuit, and checking it should not rebuild the terrain of
 * a circuit the engine already knows.
 */
import { contentMemo } from '../../core/memo.js'
import type { Circuit } from './model.js'

/** A memo of a function of circuits: by object, then by content (circuits `keep` accepts). */
export const circuitMemo = <T>(compute: (c: Circuit) => T, keep?: (c: Circuit) => boolean): ((c: Circuit) => T) =>
  contentMemo<Circuit, T>(compute, keep)
