/**
 * Bench entry of Rallyman: a full random rally of three specials for four drivers with
 * random bots (which throw many big attacks), and the same rally with heuristic drivers.
 * `npm run bench` reports rallies per second and `legalActions` / `reduce` throughput.
 */
import type { BenchEntry } from './entry.js'
import {
  defaultConfig,
  heuristicBot,
  rallyman,
  randomBot,
  type RallymanAction,
  type RallymanConfig,
  type RallymanEvent,
  type RallymanObservation,
  type RallymanState,
} from '../src/rallyman/index.js'

/** The registered Rallyman entries. */
export const entries: ReadonlyArray<
  BenchEntry<RallymanConfig, RallymanState, RallymanAction, RallymanEvent, RallymanObservation>
> = [
  {
    label: 'rallyman (4 drivers, asphalt rally, random bots)',
    game: rallyman,
    config: defaultConfig({ drivers: 4 }),
    policies: [randomBot, randomBot, randomBot, randomBot],
  },
  {
    label: 'rallyman (4 drivers, asphalt rally, heuristic bots)',
    game: rallyman,
    config: defaultConfig({ drivers: 4 }),
    policies: [heuristicBot, heuristicBot, heuristicBot, heuristicBot],
  },
]
