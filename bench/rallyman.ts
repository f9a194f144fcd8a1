/**
 * Bench entry of Rallyman: a full random rally of three specials for four drivers with
 * random bots (which throw many big attacks), and the same rally with heuristic drivers.
 * `npm run bench` reports rallies per second and `legalActions` / `reduce` throughput.
 */
import type { BenchEntry } from './entry.js'
import { bots, defaultConfig, rallyman, type Action, type Config, type Event, type Observation, type State } from '../src/rallyman/index.js'

const { heuristic: heuristicBot, random: randomBot } = bots

/** The registered Rallyman entries. */
export const entries: ReadonlyArray<
  BenchEntry<Config, State, Action, Event, Observation>
> = [
  {
    label: 'rallyman (4 drivers, asphalt rally, random bots)',
    game: rallyman,
    config: defaultConfig({ players: 4 }),
    policies: [randomBot, randomBot, randomBot, randomBot],
  },
  {
    label: 'rallyman (4 drivers, asphalt rally, heuristic bots)',
    game: rallyman,
    config: defaultConfig({ players: 4 }),
    policies: [heuristicBot, heuristicBot, heuristicBot, heuristicBot],
  },
]
