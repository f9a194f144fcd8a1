/**
 * How saved states of older format versions are read, one step per version (core's
 * `MigrationChain`: the guard runs them before the state is decoded and checked like any
 * saved state). Version 1 is the first: there is no older version to read yet. A state
 * saved before states carried a version is refused (its log replays instead).
 */
import type { MigrationChain } from '../core/index.js'
import type { STATE_VERSION } from './state.js'

/** The steps from each older format version to the next, up to {@link STATE_VERSION}: none yet. @group State */
export const MIGRATIONS: MigrationChain<typeof STATE_VERSION> = []
