/**
 * The library's limits, in one place (each game exports its `LIMITS`): a circuit, a config or
 * a saved state past them is refused (`OVER_LIMIT`, `BAD_STATE`) before the map is read.
 */
import { CIRCUIT_LIMITS } from './circuit/limits.js'
import { STATE_LIMITS } from './consistency/index.js'
import { CONFIG_LIMITS } from './setup.js'

/** The limits of a circuit, a config and a state (every one inclusive). @group Limits */
export const LIMITS = Object.freeze({ circuit: CIRCUIT_LIMITS, config: CONFIG_LIMITS, state: STATE_LIMITS })
