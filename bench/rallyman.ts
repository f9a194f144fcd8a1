/**
 * Bench entry of Rallyman: a full rally of three specials for four drivers with random bots
 * (which throw many big attacks) and with heuristic drivers; the per-call figures replay
 * races of both; the size of its saved states.
 */
import type { BenchEntry } from './entry.js'
import { stateSizeFigure } from './state-size.js'
import {
  bots,
  defaultConfig,
  rallyman,
  type Action,
  type Config,
  type Event,
  type Observation,
  type State,
} from '../src/rallyman/index.js'

const { heuristic: heuristicBot, random: randomBot } = bots
const heuristic = { policies: [heuristicBot, heuristicBot, heuristicBot, heuristicBot], note: 'heuristic bots' }

const ASPHALT: BenchEntry<Config, State, Action, Event, Observation> = {
  label: 'rallyman (4 drivers, asphalt rally)',
  game: rallyman,
  config: defaultConfig({ players: 4 }),
  policies: [randomBot, randomBot, randomBot, randomBot],
  policyNote: 'random bots',
  moreRaces: [heuristic],
  samplePolicies: heuristic,
  // The size of its saved states.
  figures: () => [stateSizeFigure(ASPHALT)],
}

/** The registered Rallyman entries. */
export const entries: ReadonlyArray<BenchEntry<Config, State, Action, Event, Observation>> = [ASPHALT]
