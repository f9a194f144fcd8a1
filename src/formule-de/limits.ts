/**
 * The library's limits on a race, in one place (each game exports its `LIMITS`): a config, a
 * circuit or a saved state past them is refused (`OVER_LIMIT`, `BAD_CONFIG`, `BAD_STATE`)
 * before any work. Every one is inclusive.
 */
import { CIRCUIT_LIMITS } from './circuit/limits.js'
import { MAX_CARS, MAX_NAME_LENGTH } from './config.js'
import { MAX_COUNTER } from './validate.js'

/** The limits of a config, a circuit and a saved state. @group Limits */
export const LIMITS = Object.freeze({
  /** Cars of a race: the box's 10 (FD-B matériel de jeu), and no more than the grid's places. */
  cars: MAX_CARS,
  /** Characters of a car's name. */
  name: MAX_NAME_LENGTH,
  /** The round and arrival counters of a saved state (far below what the codec reads, so the steps still to play cannot pass it). */
  counter: MAX_COUNTER,
  /** The circuit format: its counts (checked before anything walks it) and its codec's ranges. */
  circuit: CIRCUIT_LIMITS,
})
