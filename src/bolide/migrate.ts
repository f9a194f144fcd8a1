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
import { boardRecordOf } from './board.js'
import { circuitOverLimits } from './circuit/limits.js'
import { CircuitCodec } from './circuit/model.js'
import { STATE_VERSION } from './state.js'

const exactCircuit = exactDecoder(CircuitCodec)

/**
 * A version-1 state as a version-2 one, or `null` (refused naming its version) for any other
 * version and for a "version 1" without a circuit object.
 */
export const migrateState = (input: unknown, version: unknown): unknown => {
  if (version !== 1 || typeof input !== 'object' || input === null) return null
  const { circuit, ...rest } = input as Readonly<Record<string, unknown>>
  if (typeof circuit !== 'object' || circuit === null || Array.isArray(circuit)) return null
  const copy = exactCircuit(circuit)
  // A circuit that is not one, or past the format's limits, goes on as it is: the state's
  // decoding and check name what is wrong with it (nothing hashes it first).
  const board =
    copy instanceof ExactProblem || circuitOverLimits(copy).length > 0 ? { circuit, hash: '' } : boardRecordOf(copy)
  return { ...rest, version: STATE_VERSION, board }
}
