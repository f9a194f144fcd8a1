/**
 * What a Bolide race is worth to each seat where the search stops looking ahead: the unit
 * steps each car still has to drive after its best lone moves (the heuristic bot's planner, so
 * its speed and the corners ahead count), turned into per-seat values by `pairwiseValues`.
 */
import { FINISHED_COST, LOST_COST, pairwiseValues, type Evaluator } from '../search/index.js'
import { circuitOf } from './board.js'
import { terrainOf } from './circuit/terrain.js'
import { DEAD_END, lookAhead } from './planner.js'
import { remaining } from './rules/context.js'
import { safeTopSpeed } from './rules/speed.js'
import type { BolideState } from './state.js'

// What a car off its line costs in unit steps: moves of one square, a restart, and the risk of
// stopping on a white intersection (a wreck) while off the track.
const MODE_COST: Partial<Record<BolideState['cars'][number]['mode'], number>> = {
  'off-track': 40,
  dirty: 20,
  spun: 25,
}

/** Options of {@link bolideEvaluator}. @group Bots */
export interface BolideEvaluatorOptions {
  /** Steps worth e (2.7) to one in the logistic (default 6, about one move). */
  readonly scale?: number
  /** Lone moves looked ahead from each car (default 2). */
  readonly depth?: number
  /** Steps a car with no line of play that keeps it on the track pays (default 60). */
  readonly crash?: number
  /** Steps a block left in hand is worth (default 6, the heuristic bot's figure). */
  readonly block?: number
  /** Steps a slipstream earned (BO 5: one square more on the next move) is worth (default 0). */
  readonly slipstream?: number
}

/**
 * The search bot's evaluator: per car, the unit steps still to drive after its best `depth`
 * lone moves, a finished car by its rank, a car out last; a car with no line of play that keeps
 * it on the track pays `crash`, a car spun or off the track a fixed cost, a car whose engine
 * smokes the moves its lower top speed adds, a block in hand saves `block`. The planner's
 * results are remembered per evaluator (they depend on the car's point, speed, top speed and
 * the laps only), which makes the look-ahead affordable over a search.
 * @group Bots
 */
export const bolideEvaluator = (options: BolideEvaluatorOptions = {}): Evaluator<BolideState> => {
  const scale = options.scale ?? 6
  const depth = options.depth ?? 2
  const crash = options.crash ?? 60
  const block = options.block ?? 6
  const slip = options.slipstream ?? 0
  const memos = new Map<string, Map<string | number, number>>()
  const memoOf = (s: BolideState, top: number): Map<string | number, number> => {
    const key = `${top}:${s.laps}`
    let memo = memos.get(key)
    if (memo === undefined || memo.size > 500_000) {
      memo = new Map()
      memos.set(key, memo)
    }
    return memo
  }
  let circuit: ReturnType<typeof circuitOf> | null = null
  return (s) => {
    // One circuit at a time: the remembered plans belong to it.
    const track = circuitOf(s)
    if (track !== circuit) {
      memos.clear()
      circuit = track
    }
    return pairwiseValues(
      s.cars.map((c) => {
        if (c.finishRank !== null) return FINISHED_COST + c.finishRank
        if (c.mode === 'out') return LOST_COST
        // A top speed lost (a smoking engine) costs the moves it adds to the road left.
        const top = safeTopSpeed(s, c)
        const road = remaining(s, c)
        const slower = road * (safeTopSpeed(s, { ...c, speedLoss: 0 }) / top - 1)
        const here = road + slower - block * c.blocks
        if (c.mode !== 'running') return here + (MODE_COST[c.mode] ?? 0)
        const next = lookAhead(track, s.laps, c.pos, c.vel, c.crossings, c.halfway, top, depth, memoOf(s, top))
        return next >= DEAD_END ? here + crash : next + slower - block * c.blocks - (c.slipstream ? slip : 0)
      }),
      scale,
      (s.laps + 1) * terrainOf(track).lapLength,
    )
  }
}
