/**
 * Rollouts: from the state where the tree ends, every seat plays the rollout policy and
 * chance is drawn exactly, to the end of the race or to the depth limit, where the evaluator
 * values the state.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation, SeatId } from '../core/index.js'
import type { ResolvedOptions } from './options.js'
import {
  advance,
  askPolicy,
  drawChance,
  legalOf,
  searchViolation,
  situation,
  type DriverDoor,
  type RngCursor,
} from './protocol.js'
import type { SeatValues } from './reward.js'

/** A rollout's values and the generator it leaves. */
export interface RolloutResult {
  /** Values per seat. */
  readonly values: SeatValues
  /** The generator after the rollout's draws. */
  readonly cursor: RngCursor
}

/**
 * Plays `state` (one the search owns) forward. `budget` is the number of steps the iteration may still take (a
 * safety net against a race that never ends); `seat` is the searching seat, passed to the
 * evaluator.
 */
export const rollout = <S, A, E, O>(
  door: DriverDoor<S, A, E, O>,
  start: S,
  seat: SeatId,
  options: ResolvedOptions<S, A, O>,
  startCursor: RngCursor,
  budget: number,
): Either<RuleViolation, RolloutResult> => {
  let state = start
  let cursor = startCursor
  for (let step = 0; ; step++) {
    const node = situation(door, state)
    if (node._tag === 'Left') return node
    const now = node.right
    if (now.kind === 'over') return right({ values: options.reward(now.standings), cursor })
    if (step >= options.rolloutDepth && options.evaluate !== undefined) {
      return right({ values: options.evaluate(state, seat), cursor })
    }
    if (step >= budget) return left(searchViolation('STEP_LIMIT', `No end after ${options.maxSteps} steps.`))
    let action: A | undefined
    if (now.kind === 'chance') {
      action = drawChance(door, state, now, cursor)
    } else {
      // The drivers' convention at a simultaneous node: the first seat still to choose.
      const actor = now.seats[0] as SeatId
      const legal = legalOf(door, state, actor)
      if (legal.length === 0)
        return left(searchViolation('NO_LEGAL_ACTION', `Seat ${actor} must act but has no legal action.`))
      const asked = askPolicy(door, state, actor, legal, options.rollout, cursor)
      action = asked.action
      cursor = asked.cursor
    }
    if (action === undefined) return left(searchViolation('EMPTY_CHANCE', 'A chance node has no outcome.'))
    const next = advance(door, state, action)
    if (next._tag === 'Left') return next
    state = next.right
  }
}
