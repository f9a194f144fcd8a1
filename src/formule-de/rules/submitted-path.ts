/**
 * A path a player submits, checked step by step by the driving code (FD-T 7: lanes, corners,
 * cars in the way, the shortest path) and priced like the moves the search lists: the caller
 * then checks an equivalent move is listed by `legalMoves` (the roll, braking, blocking).
 */
import { startNode, stepTo, type Node, type StepRefusal } from './driving-code.js'
import { outcome } from './move-costs.js'
import { contextOf, markSlide, targetOf } from './move-search.js'
import type { Board, MoveOption, Mover } from './movement.js'

/** A submitted path refused at one of its steps. */
export interface PathRefusal {
  /** Not legal. */
  readonly ok: false
  /** Why the step is refused. */
  readonly code: StepRefusal
  /** The index in the path of the refused step. */
  readonly at: number
}

/** A submitted path legal step by step: the search node it reaches. */
export interface PathWalked {
  /** Legal step by step. */
  readonly ok: true
  /** The search node reached (internal to the move generator). */
  readonly node: unknown
}

/** A submitted path legal step by step: the move it makes. */
export interface PathAccepted {
  /** Legal step by step. */
  readonly ok: true
  /** The move, with its costs. */
  readonly option: MoveOption
}

/** The refusal of a submitted path, or the search node it reaches. */
export const walkPath = (
  board: Board,
  mover: Mover,
  path: ReadonlyArray<number>,
  roll?: number,
): PathWalked | PathRefusal => {
  const sliding = roll !== undefined && (mover.slide ?? 0) > 0
  const ctx = contextOf(board, mover, Math.max(path.length, (roll ?? 0) + (mover.slide ?? 0)))
  const mark = (n: Node): Node => (sliding ? markSlide(board, mover, roll, n) : n)
  let node: Node = mark(startNode(ctx))
  for (let i = 0; i < path.length; i++) {
    if (sliding && node.depth >= targetOf(mover, roll, node)) return { ok: false, code: 'PAST_THE_ROLL', at: i }
    const next = stepTo(ctx, node, path[i] as number)
    if (typeof next === 'string') return { ok: false, code: next, at: i }
    node = mark(next)
  }
  return { ok: true, node }
}

/**
 * The outcome of a submitted path with `brake` voluntary brake points, when the path is
 * legal step by step; the caller then checks that an equivalent move is listed by
 * {@link legalMoves} (same end and same costs), which also enforces the roll, braking and
 * the farthest-space rule of blocking.
 */
export const pathOutcome = (
  board: Board,
  mover: Mover,
  path: ReadonlyArray<number>,
  roll: number,
  brake: number,
): PathAccepted | PathRefusal => {
  const walked = walkPath(board, mover, path, roll)
  if (!walked.ok) return walked
  const node = walked.node as Node
  const blocked = Math.max(0, targetOf(mover, roll, node) - path.length - brake)
  return { ok: true, option: { ...outcome(board, mover, node, brake, node.terminal ? 0 : blocked), path: [...path] } }
}
