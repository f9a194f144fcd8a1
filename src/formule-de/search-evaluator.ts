/**
 * What a Formule Dé race is worth to each seat where the search stops looking ahead, read from
 * the race sheets as the heuristic driver reads them (`driver/worth.ts`): the spaces each car
 * still has to cover, plus the worth of the race sheet's points spent so far (the last tyre or
 * brake point most) and less the worth of its next throw (its gear against the corner ahead, the die's exact faces),
 * turned into per-seat values by `pairwiseValues`. A move valued this way is the heuristic's
 * own value of it, so the tree starts from the heuristic's choices and looks deeper.
 */
import { FINISHED_COST, LOST_COST, pairwiseValues, type Evaluator } from '../search/index.js'
import { spacingOf } from './circuit/model.js'
import { circuitOf } from './board.js'
import { gearValue, moveValue, nextTurnWorth, wearWorth } from './driver/worth.js'
import { currentMoves } from './rules/moves.js'
import type { Car, State } from './state.js'

// The steps of the car to play before its move: after it (collision, engine and road-holding
// tests, a slipstream, its stand) it has played its round.
const BEFORE_MOVE: ReadonlySet<State['step']['kind']> = new Set(['start', 'gear', 'roll', 'move'])

// Whether a car has still to move this round.
const toPlay = (s: State, seat: number): boolean =>
  s.order.includes(seat) && (s.order[0] !== seat || BEFORE_MOVE.has(s.step.kind))

/** Options of {@link formuleDeEvaluator}. */
export interface FormuleDeEvaluatorOptions {
  /** Spaces worth e (2.7) to one in the logistic near the finish (default 6). */
  readonly scale?: number
  /**
   * How much the logistic's scale grows with the road left, in spaces per square root of the
   * moves left (default 0): the further the finish, the less a gap says about who gets there first.
   */
  readonly spread?: number
  /** Spaces a spin costs on top of its slow restart (default 25, the heuristic's figure). */
  readonly spin?: number
  /** Spaces a move covers on average, credited to a car still to play this round (default 8). */
  readonly pace?: number
  /**
   * The race sheet is worth its full worth to a car with this many spaces or more to go, and
   * less in proportion closer to the finish, where fewer corners are left to spend it on
   * (default 0: the full worth to the end).
   */
  readonly wearHorizon?: number
}

/**
 * Per car, in spaces: the spaces to the finish, plus the worth of the points its race sheet has
 * spent, less the worth of its next throw; a finished car by its order of arrival, a car out last. A car still to play
 * this round is also credited that move, at an average `pace`: so the cars that have played
 * and those still to play compare, and the values do not jump when a round ends (every car is
 * credited the same). The car to play is valued as the heuristic driver values its choices: at
 * its roll, the gear's expected worth over the exact faces of its die, each face's best legal
 * move and the next turn from where it ends (`gearValue`); at its move, its best legal move
 * (`moveValue`).
 */
export const formuleDeEvaluator = (options: FormuleDeEvaluatorOptions = {}): Evaluator<State> => {
  const scale = options.scale ?? 6
  const spin = options.spin ?? 25
  const pace = options.pace ?? 8
  const horizon = options.wearHorizon ?? 0
  const spread = options.spread ?? 0
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
      const road = length - (c.lap * lap + level) / spacing
      // The points spent so far, at their worth while enough road is left to need them.
      const spent = Math.max(0, wearWorth(c.sheet) - wearWorth(c.wear))
      const togo = road + (horizon > 0 ? spent * Math.min(1, Math.max(0, road) / horizon) : spent) + (c.spun ? spin : 0)
      if (seat === current && step.kind === 'roll') return togo - gearValue(s, seat, step.gear)
      if (seat === current && step.kind === 'move') {
        let best = -Infinity
        for (const o of currentMoves(s)) best = Math.max(best, moveValue(s, seat, o))
        if (best > -Infinity) return togo - best
      }
      const pos = { space: c.space, corner: c.corner, stops: c.stops, gear: c.gear, wear: c.wear, spun: c.spun }
      return togo - nextTurnWorth(s, pos) - (toPlay(s, seat) ? pace : 0)
    }
    const costs = s.cars.map(costOf)
    // The moves left to the leader's finish make the gaps less certain.
    let road = Infinity
    for (const c of s.cars)
      if (c.status === 'racing')
        road = Math.min(road, length - (c.lap * lap + (circuit.spaces[c.space]?.level ?? 0)) / spacing)
    const moves = Number.isFinite(road) ? Math.max(0, road) / pace : 0
    return pairwiseValues(costs, Math.max(scale, spread * Math.sqrt(moves)), length)
  }
}
