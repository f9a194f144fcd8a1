import { spacingOf } from '../circuit/model.js'
import { GEAR_FACES, type Gear } from '../dice.js'
import { boardOf, moverOf } from '../rules/moves.js'
import { allowedGears } from '../rules/gearbox.js'
import { legalMoves, type MoveOption } from '../rules/movement.js'
import { FREE_GEARBOX } from '../rules/qualifying.js'
import type { State } from '../state.js'
import { cornerLimit } from './horizon.js'
import { circuitOf } from '../board.js'

/**
 * What one penalty throw is worth in spaces in qualifying: about the progress of a throw at
 * speed, since the absolute time counts throws (FD-T 1-1-10, 1-1-12).
 */
export const PENALTY_THROW = 8
/** A lap that leaves a corner without its stops ends at once, last on the grid (FD-T 1-1-14). */
const LAP_LOST = 400
/** Crossing the line ends the lap: a flat bonus so the finishing move always pays. */
const LAP_DONE = 30

// The next throw from where a move ends: the best gear then, each face valued against the corner
// ahead — the spaces gained, minus the penalty throws of an overshoot, or the lap lost.
const nextThrowWorth = (state: State, o: MoveOption, gear: Gear, factor: number): number => {
  const { limit, fatal } = cornerLimit(circuitOf(state), o.end, o.corner, o.stops)
  let best = -LAP_LOST
  for (const g of allowedGears(gear, FREE_GEARBOX)) {
    let v = 0
    for (const f of GEAR_FACES[g]) {
      const excess = f.value - limit
      v += f.probability * (excess <= 0 ? f.value : fatal ? -LAP_LOST : f.value - PENALTY_THROW * factor * excess)
    }
    if (v > best) best = v
  }
  return best
}

/**
 * How good a qualifying move is for the heuristic bot, in spaces (FD-A 2, FD-T 1): the levels
 * gained, minus the penalty throws of its overshoot, plus the worth of the next throw from where
 * it ends; a move that misses the stops loses the lap.
 */
export const qualifyingMoveValue = (state: State, car: number, o: MoveOption, gear?: Gear): number => {
  const c = state.cars[car]
  if (c === undefined || o.eliminated === 'no-stop-in-corner') return -LAP_LOST
  const from = circuitOf(state).spaces[c.space]?.level ?? 0
  const to = circuitOf(state).spaces[o.end]?.level ?? 0
  // Levels gained, in spaces (a straight space is `spacing` levels on a staggered board).
  const gained =
    (to - from + (o.crossed ? circuitOf(state).levels : 0)) / spacingOf(circuitOf(state)) -
    PENALTY_THROW * o.overshootLoss
  if (o.crossed && c.lap >= 1) return gained + LAP_DONE
  const factor = moverOf(state, car).overshootFactor ?? 1
  return gained + nextThrowWorth(state, o, gear ?? c.gear, factor)
}

/** The best of the listed moves for the qualifying lap (its index), or -1 when there is none. */
export const bestQualifyingMove = (
  state: State,
  car: number,
  moves: ReadonlyArray<MoveOption>,
  gear?: Gear,
): number => {
  let best = -1
  let value = -Infinity
  moves.forEach((o, k) => {
    const v = qualifyingMoveValue(state, car, o, gear)
    if (v > value) {
      value = v
      best = k
    }
  })
  return best
}

/**
 * The expected worth of a gear on the qualifying lap: for each face of its die the best legal
 * move (no braking, FD-T 1-0-1), valued by {@link qualifyingMoveValue}, weighted by the face's
 * probability. An overrev costs nothing in qualifying.
 */
export const qualifyingGearValue = (state: State, car: number, gear: Gear): number => {
  const board = boardOf(state, car)
  const mover = moverOf(state, car)
  let total = 0
  for (const face of GEAR_FACES[gear]) {
    const moves = legalMoves(board, mover, face.value)
    const k = bestQualifyingMove(state, car, moves, gear)
    total += face.probability * (k < 0 ? -LAP_LOST : qualifyingMoveValue(state, car, moves[k] as MoveOption, gear))
  }
  return total
}
