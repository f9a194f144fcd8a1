/**
 * The Formule Dé search's priors (PUCT): the heuristic driver's own values of the choices, as
 * weights. At a gear, each gear's expected worth over the exact faces of its die (`gearValue`,
 * the two-turn expectimax), a gear the risk screen drops (`screenGears`) weighing little; at a
 * move, each move's worth (`moveValue`). A softmax in spaces turns them into weights: the tree
 * tries the heuristic's choice first and leaves it for another only on the evidence of its
 * visits (1,000 iterations sample each gear's faces far less exactly than the expectimax sums them).
 */
import type { Priors } from '../search/index.js'
import type { Action } from './actions.js'
import { faceMovesMemo } from './driver/face-moves.js'
import { gearValue, moveValue, screenGears } from './driver/worth.js'
import { currentMoves } from './rules/moves.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import { makes } from './search-candidates.js'
import type { State } from './state.js'

/** Options of {@link formuleDePriors}. */
export interface FormuleDePriorsOptions {
  /** Spaces of worth that make a choice e (2.7) times likelier (default 2). */
  readonly temperature?: number
  /** The weight of a gear the risk screen drops, against the screened gears' (default 0.01). */
  readonly screened?: number
}

// Weights of values by a softmax at a temperature, from the best one (no overflow).
const softmax = (values: ReadonlyArray<number>, temperature: number): ReadonlyArray<number> => {
  const best = Math.max(...values)
  if (!Number.isFinite(best)) return values.map(() => 1)
  return values.map((v) => (Number.isFinite(v) ? Math.exp((v - best) / temperature) : 0))
}

/**
 * Priors from the heuristic driver's values: gears and moves weighed by a softmax of their
 * worth in spaces; every other choice (builds, tyres, stands, slipstreams, the qualifying lap)
 * weighs the same.
 */
export const formuleDePriors = (options: FormuleDePriorsOptions = {}): Priors<State, Action> => {
  const temperature = options.temperature ?? 2
  const dropped = options.screened ?? 0.01
  return ({ state, actor, actions }) => {
    const kind = state.step.kind
    if (actor < 0 || actions.length <= 1 || qualifyingNow(state) || (kind !== 'gear' && kind !== 'move'))
      return actions.map(() => 1)
    if (kind === 'gear') {
      const list = faceMovesMemo()
      const screen = screenGears(state, actor, list)
      const values = actions.map((a) => (a.type === 'gear' ? gearValue(state, actor, a.gear, list) : -Infinity))
      const weights = softmax(values, temperature)
      const out = weights.map((w, i) => {
        const a = actions[i] as Action
        return a.type === 'gear' && !screen.has(a.gear) ? w * dropped : w
      })
      return out.some((w) => w > 0) ? out : actions.map(() => 1)
    }
    const moves = currentMoves(state)
    const values = actions.map((a) => {
      const o = moves.find((m) => makes(a, m))
      return o === undefined ? -Infinity : moveValue(state, actor, o)
    })
    const weights = softmax(values, temperature)
    return weights.some((w) => w > 0) ? weights : actions.map(() => 1)
  }
}
