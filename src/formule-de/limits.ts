/**
 * The library's limits on a race, in one place (each game exports its `LIMITS`): a config, a
 * circuit or a saved state past them is refused (`OVER_LIMIT`, `BAD_CONFIG`, `BAD_CIRCUIT`,
 * `BAD_STATE`) before any work. Every one is inclusive.
 */
import { MAX_CARS, MAX_NAME_LENGTH } from './config.js'
import { MAX_COUNTER } from './validate.js'

/** The ranges of the circuit format (`CircuitCodec`): a built-in circuit is far inside them. */
const CIRCUIT_LIMITS = Object.freeze({
  /** Racing lanes of a circuit (1 to 10). */
  lanes: 10,
  /** Levels of a lap. */
  levels: 1_000_000,
  /** The highest space number (the spaces of the grid and the walls too). */
  spaceId: 100_000,
  /** The highest lane index of a space (the pit lane and the stands have the lanes after the track's). */
  spaceLane: 100,
  /** The highest corner number. */
  cornerId: 10_000,
  /** The highest stand number. */
  standId: 100,
})

/** The limits of a config, a circuit and a saved state. */
export const LIMITS = Object.freeze({
  /** Cars of a race: the box's 10 (FD-B matériel de jeu), and no more than the grid's places. */
  cars: MAX_CARS,
  /** Characters of a car's name. */
  name: MAX_NAME_LENGTH,
  /** The round and arrival counters of a saved state (far below what the codec reads, so the steps still to play cannot pass it). */
  counter: MAX_COUNTER,
  /** The circuit format. */
  circuit: CIRCUIT_LIMITS,
})
