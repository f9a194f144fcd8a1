/**
 * What a rally is worth to each seat where the search stops looking ahead: each driver's seconds
 * so far and the road still to drive in this special at a price per cell, turned into per-seat
 * values by `pairwiseValues`.
 */
import { LOST_COST, pairwiseValues, type Evaluator } from '../search/index.js'
import { stagesOf } from './stage/board.js'
import type { Stage } from './stage/stage.js'
import type { RallymanState } from './state.js'

/** Options of {@link rallymanEvaluator}. */
export interface RallymanEvaluatorOptions {
  /** Seconds a cell of road still to drive costs (default 7; the heuristic bot's figure is 8). */
  readonly perCell?: number
  /** Seconds worth e (2.7) to one in the logistic (default 30). */
  readonly scale?: number
}

/**
 * Per driver, in seconds: the specials run, the current chrono pile less the seconds held, the
 * speed card a move under way will pay, the road still to drive in this special at `perCell`
 * seconds a cell, and damage; retired drivers last. Specials not started yet cost every driver
 * the same and are left out.
 */
export const rallymanEvaluator = (options: RallymanEvaluatorOptions = {}): Evaluator<RallymanState> => {
  const perCell = options.perCell ?? 7
  const scale = options.scale ?? 30
  // Each stage's length, measured once per stage object (stages are shared, never copied).
  const lengths = new WeakMap<Stage, number>()
  const lengthOf = (stage: Stage): number => {
    let length = lengths.get(stage)
    if (length === undefined) {
      length = stage.cells.reduce((m, cell) => Math.max(m, cell.progress), 0) + 1
      lengths.set(stage, length)
    }
    return length
  }
  return (s) => {
    const stage = stagesOf(s)[s.special]
    const length = stage === undefined ? 0 : lengthOf(stage)
    return pairwiseValues(
      s.cars.map((c) => {
        if (c.status === 'retired') return LOST_COST
        const done = c.times.reduce((a, b) => a + b, 0)
        if (c.status === 'finished' || stage === undefined) return done
        const at = c.cell < 0 ? 0 : (stage.cells[c.cell]?.progress ?? 0)
        // A move under way pays its speed card when it stops.
        const turn = s.turn
        const pending =
          turn !== null && turn.seat === c.seat && turn.dice > 0
            ? (s.config.cards.speed[Math.max(1, turn.gear) - 1] ?? 0)
            : 0
        return done + c.chrono + pending - c.seconds + (length - at) * perCell + 20 * c.punctures + 15 * c.gearLost
      }),
      scale,
    )
  }
}
