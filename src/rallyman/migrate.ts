/**
 * How saved states of older format versions are read, one step per version (core's
 * `MigrationChain`: the guard runs them before the state is decoded and checked like any
 * saved state).
 *
 * Version 1 carried the built specials in full as `stages`. Version 2 records the board
 * instead (`stage/board.ts`): the built-in rally the config runs, if any, and the hash of the
 * specials. The hash is that of the specials the state was saved with, so the state check
 * admits the rally only if its config builds the very same specials here; otherwise it is
 * refused as saved on another board (a rally cannot go on without the road it was driven on).
 */
import * as t from 'io-ts'
import { exactDecoder, ExactProblem, type MigrationChain } from '../core/index.js'
import { RallymanConfigCodec } from './config.js'
import { builtInRallyOf, stagesHash } from './stage/board.js'
import { StageCodec } from './stage/stage.js'
import type { STATE_VERSION } from './state.js'

const exactConfig = exactDecoder(RallymanConfigCodec)
const exactStages = exactDecoder(t.readonlyArray(StageCodec))

/** The steps from each older format version to the next, up to {@link STATE_VERSION}. @group State */
export const MIGRATIONS: MigrationChain<typeof STATE_VERSION> = [
  {
    from: 1,
    to: 2,
    step: ({ stages, ...rest }) => {
      const built = exactStages(stages)
      if (built instanceof ExactProblem)
        return `its specials (\`stages\`) are not built specials: ${built.lines[0] ?? ''}`
      const config = exactConfig(rest.config)
      // A config that is not one goes on as it is: the state's decoding names what is wrong with it.
      const rally = config instanceof ExactProblem ? null : builtInRallyOf(config)
      return { ...rest, board: { rally, hash: stagesHash(built) } }
    },
  },
]
