/**
 * How saved states of older format versions are read, one step per version (core's
 * `MigrationChain`: the guard runs them before the state is decoded and checked like any
 * saved state).
 *
 * Version 1 carried the circuit in full as `circuit`. Version 2 records the board instead
 * (`board.ts`): the circuit's id when it is a built-in circuit of this pitwall, else the
 * circuit itself, and its hash. A version-1 race thus goes on on the very circuit it was
 * saved with, a built-in one by its id.
 */
import { exactDecoder, ExactProblem, type MigrationChain } from '../core/index.js'
import { boardInFull } from '../core/board-record.js'
import { boardRecordOf } from './board.js'
import { circuitOverLimits } from './circuit/limits.js'
import { CircuitCodec } from './circuit/model.js'
import type { STATE_VERSION } from './state.js'

const exactCircuit = exactDecoder(CircuitCodec)

// A version-1 circuit that decodes exactly and is within the format's limits.
const soundCircuit = (circuit: unknown) => {
  const copy = exactCircuit(circuit)
  return copy instanceof ExactProblem || circuitOverLimits(copy).length > 0 ? null : copy
}

/** The steps from each older format version to the next, up to {@link STATE_VERSION}. @group State */
export const MIGRATIONS: MigrationChain<typeof STATE_VERSION> = [
  { from: 1, to: 2, step: boardInFull(soundCircuit, { recordOf: boardRecordOf }) },
]
