/**
 * Saved states of an older format version, read as states of this one (core's
 * `migrateState`, run before the state is decoded and checked like any saved state).
 *
 * Version 1 carried the built specials in full as `stages`. Version 2 records the board
 * instead (`stage/board.ts`): the built-in rally the config runs, if any, and the hash of the
 * specials. The hash is that of the specials the state was saved with, so the state check
 * admits the rally only if its config builds the very same specials here; otherwise it is
 * refused as saved on another board (a rally cannot go on without the road it was driven on).
 */
import * as t from 'io-ts'
import { exactDecoder, ExactProblem } from '../core/index.js'
import { RallymanConfigCodec } from './config.js'
import { builtInRallyOf, stagesHash } from './stage/board.js'
import { StageCodec } from './stage/stage.js'
import { STATE_VERSION } from './state.js'

const exactConfig = exactDecoder(RallymanConfigCodec)
const exactStages = exactDecoder(t.readonlyArray(StageCodec))

/** A version-1 state as a version-2 one, or `null` for any other version (refused naming it). */
export const migrateState = (input: unknown, version: unknown): unknown => {
  if (version !== 1 || typeof input !== 'object' || input === null) return null
  const { stages, ...rest } = input as Readonly<Record<string, unknown>>
  const built = exactStages(stages)
  // Without its specials it is no version-1 state: refused as one of another version.
  if (built instanceof ExactProblem) return null
  const config = exactConfig(rest.config)
  // A config that is not one goes on as it is: the state's decoding names what is wrong with it.
  const rally = config instanceof ExactProblem ? null : builtInRallyOf(config)
  return { ...rest, version: STATE_VERSION, board: { rally, hash: stagesHash(built) } }
}
