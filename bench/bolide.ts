/**
 * Bench entry of Bolide: full random 8-car, 2-lap races on Costa Azzurra with random bots
 * (and the size of their saved states), and the first `legalActions` call at a move decision
 * (the exact segment checks of the 25 Pion points, blocks and pit variants).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import type { BenchEntry, Figure } from './entry.js'
import { figureOf } from './measure.js'
import { stateSizeFigure } from './state-size.js'
import { legalScalingRows } from './scaling.js'
import {
  bolide,
  boards as circuits,
  bots,
  defaultConfig,
  optimalLap,
  terrainOf,
  qualifyingConfig,
  qualifyingResult,
  type Circuit,
  type Action as BolideAction,
  type Config as BolideConfig,
  type Event as BolideEvent,
  type Observation as BolideObservation,
  type State as BolideState,
} from '../src/bolide/index.js'
import { askedRandomBots } from './asked.js'

const { heuristic: heuristicBot, random: randomBot } = bots

const config: BolideConfig = defaultConfig({ players: 8, laps: 2, board: 'costa-azzurra' })

// The 8-car 2-lap race, with the size of its saved states.
const COSTA_LABEL = 'bolide (8 cars, 2 laps, Costa Azzurra)'
const COSTA: BenchEntry<BolideConfig, BolideState, BolideAction, BolideEvent, BolideObservation> = {
  label: COSTA_LABEL,
  game: bolide,
  config,
  policies: Array.from({ length: 8 }, () => randomBot),
  moreRaces: [askedRandomBots(8)],
  figures: () => [stateSizeFigure(COSTA), moveDecisionFigure(), ...scalingRows()],
}

// The drivable points of a circuit: its size as far as a move's checks are concerned.
const drivablePoints = (circuit: Circuit): number => {
  const T = terrainOf(circuit)
  let n = 0
  for (let y = 0; y < T.height; y++) for (let x = 0; x < T.width; x++) if (T.drivable(x, y)) n++
  return n
}

/**
 * The first `legalActions` call on the three built-in circuits (from the small test ring to
 * Costa Azzurra) with 2, 5 and 8 heuristic cars, 2 laps.
 */
const scalingRows = (): ReadonlyArray<Figure> =>
  legalScalingRows(
    COSTA_LABEL,
    bolide,
    (['test-ring', 'brughiera-park', 'costa-azzurra'] as const).flatMap((board) =>
      [2, 5, 8].map((players) => ({
        measure: `legal actions, ${circuits[board].name} (${drivablePoints(circuits[board]).toLocaleString('en')} points), ${players} cars`,
        config: defaultConfig({ players, laps: 2, board }),
        policies: Array.from({ length: players }, () => heuristicBot),
      })),
    ),
    'heuristic cars',
  )

/** The registered entries. */
export const entries: ReadonlyArray<
  BenchEntry<BolideConfig, BolideState, BolideAction, BolideEvent, BolideObservation>
> = [COSTA]

/**
 * The first `legalActions` call at each move decision of `races` random races (the states as
 * `reduce` returned them while the race was replayed, each asked once: no cache hit), after one
 * untimed replay to warm the code: median and 90th percentile in µs.
 */
export const moveDecisionFigure = (races = 5): Figure => {
  const start = bolide.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const runs = Array.from({ length: races }, (_, seed) => {
    const run = playout(
      bolide,
      start.right,
      seedRng(seed),
      Array.from({ length: 8 }, () => randomBot),
      { collectEvents: false },
    )
    if (isLeft(run)) throw new Error(run.left.message)
    return run.right.actions
  })
  const replay = (): number[] => {
    const times: number[] = []
    for (const actions of runs) {
      let s = start.right
      for (const a of actions) {
        if (s.phase.kind === 'move') {
          const t0 = performance.now()
          bolide.legalActions(s)
          times.push((performance.now() - t0) * 1000)
        }
        const next = bolide.reduce(s, a)
        if (isLeft(next)) throw new Error(next.left.message)
        s = next.right.state
      }
    }
    return times
  }
  replay()
  const times = replay()
  return figureOf(COSTA_LABEL, 'legalActions, move decisions', times, 'µs', 'wall', {
    note: `first call, ${times.length} move decisions of ${races} races (random bots), no cache hit`,
  })
}

/**
 * Heuristic bot against random bot in `races` seeded 2-car, 2-lap races (seats alternate):
 * how many the heuristic bot wins. The figure reported for issue 7.
 */
export const headToHead = (circuit: Circuit, races = 200): number => {
  let wins = 0
  for (let seed = 0; seed < races; seed++) {
    const start = bolide.setup({ ...defaultConfig({ players: 2, laps: 2 }), circuit, maxRounds: 300 })
    if (isLeft(start)) throw new Error(start.left.message)
    const heuristicSeat = seed % 2
    const policies = heuristicSeat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot]
    const run = playout(bolide, start.right, seedRng(seed), policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    const st = bolide.status(run.right.state)
    if (st.kind === 'over' && st.standings.placings[0]?.seat === heuristicSeat) wins++
  }
  return wins
}

/** The heuristic bot's lone lap in turns (normal start, as a qualifying session) and the BFS optimum. */
export const lapReport = (circuit: Circuit): { readonly heuristic: number | null; readonly optimal: number } => {
  const q = bolide.setup(qualifyingConfig({ ...defaultConfig({ players: 2 }), circuit }, 0))
  if (isLeft(q)) throw new Error(q.left.message)
  const drawn = bolide.reduce(q.right, { type: 'draw-grid', seat: 0 })
  if (isLeft(drawn)) throw new Error(drawn.left.message)
  const started = bolide.reduce(drawn.right.state, { type: 'roll', value: 5 })
  if (isLeft(started)) throw new Error(started.left.message)
  const run = playout(bolide, started.right.state, seedRng(0), [heuristicBot])
  if (isLeft(run)) throw new Error(run.left.message)
  return { heuristic: qualifyingResult(run.right.state).turns, optimal: optimalLap(circuit, 7) }
}

/** Every built-in circuit, for the reports above. */
export const benchCircuits = circuits
