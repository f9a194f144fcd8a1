/**
 * Saved states of an older format version, read as states of this one (core's
 * `migrateState`, run before the state is decoded and checked like any saved state).
 *
 * Version 1 carried the circuit in full as `circuit`. Version 2 records the board instead
 * (`board.ts`): the circuit's id when it is a built-in circuit of this pitwall, else the
 * circuit itself, and its hash. A version-1 race thus goes on on the very circuit it was
 * saved with, a built-in one by its id.
 */
import { exactDecoder, ExactProblem } from '../core/index.js'
import { migrateBoardInFull } from '../core/board-record.js'
import { boardRecordOf } from './board.js'
import { limitDefects } from './circuit/limits.js'
import { CircuitCodec } from './circuit/model.js'
import { STATE_VERSION } from './state.js'

const exactCircuit = exactDecoder(CircuitCodec)

// A version-1 circuit that decodes exactly and is within the format's limits.
const soundCircuit = (circuit: unknown) => {
  const copy = exactCircuit(circuit)
  return copy instanceof ExactProblem || limitDefects(copy).length > 0 ? null : copy
}

/**
 * A version-1 state as a version-2 one, or `null` (refused naming its version) for any other
 * version and for a "version 1" without a circuit object.
 */
export const migrateState = (input: unknown, version: unknown): unknown =>
  migrateBoardInFull(input, version, 1, STATE_VERSION, soundCircuit, { recordOf: boardRecordOf })
