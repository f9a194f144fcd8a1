/**
 * Bench entry of Rallyman: a full rally of three specials for four drivers with random bots
 * (which throw many big attacks) and with heuristic drivers; the per-call figures replay
 * races of both; the size of its saved states.
 */
import type { BenchEntry, Figure } from './entry.js'
import { stateSizeFigure } from './state-size.js'
import { legalScalingRows } from './scaling.js'
import { isLeft } from 'fp-ts/lib/Either.js'
import {
  bots,
  defaultConfig,
  rallyman,
  stagesOf,
  type Action,
  type Config,
  type Event,
  type Observation,
  type State,
} from '../src/rallyman/index.js'
import { askedRandomBots } from './asked.js'

const { heuristic: heuristicBot, random: randomBot } = bots
const heuristic = { policies: [heuristicBot, heuristicBot, heuristicBot, heuristicBot], note: 'heuristic bots' }

const ASPHALT: BenchEntry<Config, State, Action, Event, Observation> = {
  label: 'rallyman (4 drivers, asphalt rally)',
  game: rallyman,
  config: defaultConfig({ players: 4 }),
  policies: [randomBot, randomBot, randomBot, randomBot],
  policyNote: 'random bots',
  moreRaces: [heuristic, askedRandomBots(4)],
  samplePolicies: heuristic,
  // The size of its saved states, and how the legal actions grow with the stage and the drivers.
  figures: () => [stateSizeFigure(ASPHALT), ...scalingRows()],
}

// One special of the asphalt zones, its roadbook repeated: 58, 167 and 385 cells.
const LONG_SPECIALS = ['L0 V0 J3', 'L0 V0 J0 C0 L0 V0 J3', 'L0 V0 J0 C0 L0 V0 J0 C0 L0 V0 J0 C0 L0 V0 J3']

/**
 * The first `legalActions` call on one special of growing length (a roadbook of the asphalt
 * zones repeated) with 2, 4 and 6 heuristic drivers.
 */
const scalingRows = (): ReadonlyArray<Figure> =>
  legalScalingRows(
    ASPHALT.label,
    rallyman,
    LONG_SPECIALS.flatMap((roadbook) =>
      [2, 4, 6].map((players) => {
        const base = defaultConfig({ players })
        const config: Config = {
          ...base,
          rally: { ...base.rally, specials: [{ name: 'Long', roadbook, assistance: false, snow: [] }] },
        }
        return {
          measure: `legal actions, one special of ${cellsOf(config)} cells, ${players} drivers`,
          config,
          policies: Array.from({ length: players }, () => heuristicBot),
        }
      }),
    ),
    'heuristic drivers',
  )

// The cells of a config's specials.
const cellsOf = (config: Config): number => {
  const start = rallyman.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  return stagesOf(start.right).reduce((n, stage) => n + stage.cells.length, 0)
}

/** The registered Rallyman entries. */
export const entries: ReadonlyArray<BenchEntry<Config, State, Action, Event, Observation>> = [ASPHALT]
