/**
 * The circuit a race runs on, as a saved state records it: a built-in circuit by its id (not
 * its 4 KB map), a circuit of one's own in full, and in both cases a content hash of the
 * circuit. The state check compares the hash with the circuit the id names in this pitwall
 * (or the one the state carries), so a saved race cannot be resumed on a circuit that differs
 * from the one it was played on (a pitwall whose built-in circuit changed, an edited state).
 * `circuitOf(state)` gives the circuit; for a built-in one it is the one frozen constant, so
 * the per-circuit tables (terrain, defects) stay warm and the rules call it freely.
 */
import * as t from 'io-ts'
import { contentHash, oneOf, union } from '../core/index.js'
import { boardRecords } from '../core/board-record.js'
import { circuitOverLimits } from './circuit/limits.js'
import { circuitMemo } from './circuit/memo.js'
import { CircuitCodec, type Circuit } from './circuit/model.js'
import { BOARD_IDS } from './circuits/ids.js'
import { circuits, type BoardId } from './circuits/index.js'

/** What a state records of its circuit. @group Boards */
export interface BoardRecord {
  /** The built-in circuit (`boards`) by its id, or a circuit of one's own in full. */
  readonly circuit: BoardId | Circuit
  /** Content hash of the circuit (cyrb53 of its canonical JSON, 14 hex digits). */
  readonly hash: string
}

/** Codec of {@link BoardRecord}. @group Codecs */
export const BoardRecordCodec: t.Type<BoardRecord, BoardRecord, unknown> = t.readonly(
  t.type({
    // The circuit first: the exact decoder tries the members in order, and a circuit is the costly one to try twice.
    circuit: union([CircuitCodec, oneOf(BOARD_IDS)]),
    hash: t.string,
  }),
  'BoardRecord',
)

// Hashed once per circuit object, and for a few circuits by content: every saved state decodes
// into a fresh copy of its circuit. A circuit over the limits is never hashed by the state
// check (its limits are refused first).
const hashOf = circuitMemo(contentHash, (c) => circuitOverLimits(c).length === 0)

const records = boardRecords<BoardId, Circuit>(circuits, hashOf)

/** The content hash of a circuit, as a state records it. @group Boards */
export const circuitHash = (circuit: Circuit): string => hashOf(circuit)

/** The built-in circuit a circuit is (the same object, or the same content), or `null`. */
export const builtInCircuitOf: (circuit: Circuit) => BoardId | null = records.builtInOf

/** The record of a race's circuit: a built-in circuit (even given in full) by its id, else the circuit. */
export const boardRecordOf: (circuit: Circuit) => BoardRecord = records.recordOf

/** The circuit of a race (a state or an observation). @group Boards */
export const circuitOf = (state: { readonly board: BoardRecord }): Circuit => records.boardOf(state.board)

/**
 * What is wrong with a board record whose circuit is sound: a hash that is not the circuit's
 * here, a built-in circuit given in full. One English line, or none.
 */
export const boardProblems: (board: BoardRecord) => ReadonlyArray<string> = records.problems
