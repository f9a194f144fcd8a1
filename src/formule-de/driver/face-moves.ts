/**
 * The legal moves of one car for the faces of its gear dice, for one decision. Before a gear
 * decision the heuristic driver screens every gear by its odds (`moveOdds`), then values the
 * gears left (`gearValue`): both list the moves of the same faces, and a move list depends on
 * the mover's sheet only through its brake and tyre points (braking, blocking, overshoot),
 * which an overrev leaves the same for both. A memo made for the decision searches each list
 * once, and is dropped with the decision (kept longer, its lists outlive the young
 * generation and load the full collections).
 */
import { legalMoves, type Board, type MoveOption, type Mover } from '../rules/movement.js'

/** The legal moves of a roll for a mover on a board: `legalMoves`, or a memo of it. */
export type FaceMoves = (board: Board, mover: Mover, roll: number) => ReadonlyArray<MoveOption>

// Rolls, brake and tyre points below 64 make one small exact key.
const small = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < 64

/**
 * A memo of `legalMoves` for one decision of one car: every call must pass that car's board
 * and a mover of that car (its sheet may differ), in the same state.
 */
export const faceMovesMemo = (): FaceMoves => {
  const kept = new Map<number, ReadonlyArray<MoveOption>>()
  return (board, mover, roll) => {
    const { brakes, tyres } = mover.wear
    if (!small(roll) || !small(brakes) || !small(tyres)) return legalMoves(board, mover, roll)
    const key = (roll * 64 + brakes) * 64 + tyres
    let moves = kept.get(key)
    if (moves === undefined) {
      moves = legalMoves(board, mover, roll)
      kept.set(key, moves)
    }
    return moves
  }
}
