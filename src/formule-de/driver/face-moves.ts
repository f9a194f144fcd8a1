/**
 * The legal moves of a car for one face of a gear die, kept for the last state and car asked.
 * Before a gear decision the heuristic driver screens every gear by its odds (`moveOdds`), then
 * values the gears left (`gearValue`): both list the moves of the same faces, and a move list
 * depends on the mover's sheet only through its brake and tyre points (braking, blocking,
 * overshoot), which an overrev leaves the same for both. So each list is searched once.
 */
import { legalMoves, type Board, type MoveOption, type Mover } from '../rules/movement.js'
import type { State } from '../state.js'

let keptState: State | undefined
let keptCar = -1
const kept = new Map<number, ReadonlyArray<MoveOption>>()

// Rolls, brake and tyre points below 64 make one small exact key.
const small = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < 64

/** `legalMoves(board, mover, roll)` for car `car` of `state` (its board and a mover of its own). */
export const faceMoves = (
  state: State,
  car: number,
  board: Board,
  mover: Mover,
  roll: number,
): ReadonlyArray<MoveOption> => {
  const { brakes, tyres } = mover.wear
  if (!small(roll) || !small(brakes) || !small(tyres)) return legalMoves(board, mover, roll)
  if (state !== keptState || car !== keptCar) {
    kept.clear()
    keptState = state
    keptCar = car
  }
  const key = (roll * 64 + brakes) * 64 + tyres
  let moves = kept.get(key)
  if (moves === undefined) {
    moves = legalMoves(board, mover, roll)
    kept.set(key, moves)
  }
  return moves
}
