/**
 * What a Formule Dé race is worth to each seat where the search stops looking ahead, read from
 * the race sheets as the heuristic driver reads them (`driver/worth.ts`): the spaces each car
 * still has to cover, less what its race sheet is worth (the last tyre or brake point most) and
 * less the worth of its next throw (its gear against the corner ahead, the die's exact faces),
 * turned into per-seat values by `pairwiseValues`. A move valued this way is the heuristic's
 * own value of it, so the tree starts from the heuristic's choices and looks deeper.
 */
import { FINISHED_COST, LOST_COST, pairwiseValues, type Evaluator } from '../search/index.js'
import { spacingOf } from './circuit/model.js'
import { circuitOf } from './board.js'
import { nextTurnWorth, throwWorth, wearWorth } from './driver/worth.js'
import type { Car, State } from './state.js'

/** Options of {@link formuleDeEvaluator}. */
export interface FormuleDeEvaluatorOptions {
  /** Spaces worth e (2.7) to one in the logistic (default 6). */
  readonly scale?: number
  /** Spaces a spin costs on top of its slow restart (default 25, the heuristic's figure). */
  readonly spin?: number
}

/**
 * Per car, in spaces: the spaces to the finish, less the race sheet's worth and the next
 * throw's; a finished car by its order of arrival, a car out last. The next throw is the one the
 * state waits for: the car to play at its roll is valued over the faces of the gear it engaged,
 * at its move by the throw it rolled, every other car by its best gear from where it stands.
 */
export const formuleDeEvaluator = (options: FormuleDeEvaluatorOptions = {}): Evaluator<State> => {
  const scale = options.scale ?? 6
  const spin = options.spin ?? 25
  return (s) => {
    const circuit = circuitOf(s)
    const spacing = spacingOf(circuit)
    const lap = circuit.levels
    const length = ((s.laps + 1) * lap) / spacing
    const current = s.order[0]
    const step = s.step
    const costOf = (c: Car, seat: number): number => {
      if (c.status === 'finished') return FINISHED_COST + c.arrival
      if (c.status === 'out') return LOST_COST
      const level = circuit.spaces[c.space]?.level ?? 0
      const togo = length - (c.lap * lap + level) / spacing
      const pos = { space: c.space, corner: c.corner, stops: c.stops, gear: c.gear, wear: c.wear, spun: c.spun }
      const next =
        seat === current && step.kind === 'roll'
          ? throwWorth(s, { ...pos, gear: step.gear })
          : seat === current && step.kind === 'move'
            ? throwWorth(s, pos, step.roll)
            : nextTurnWorth(s, pos)
      return togo - wearWorth(c.wear) - next + (c.spun ? spin : 0)
    }
    return pairwiseValues(s.cars.map(costOf), scale, length)
  }
}
