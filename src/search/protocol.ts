/**
 * Every point where the search touches the game protocol, in one place: what a state waits
 * for, the legal actions, applying an action, observing, sampling chance and asking a
 * policy. When the protocol changes (a status kind for refused states, observations as an
 * Either), this module adapts and the search does not.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  randomPolicy,
  violation,
  type ChanceOutcome,
  type Policy,
  type RuleViolation,
  type SeatId,
  type Standings,
} from '../core/index.js'
// Not part of core's public index: the drivers' in-place generator and exact sampler, and
// their door into a game for the states they own (the search owns the states it plays).
import { openCursor, type RngCursor } from '../core/rng.js'
import { sampleWithCursor } from '../core/chance.js'
import { driverDoor, type DriverDoor } from '../core/door.js'
import { ownPolicyInput } from '../core/policy-input.js'

export { openCursor, driverDoor, type DriverDoor, type RngCursor }

/** What a state waits for, as the search needs it. */
export type Situation<A> =
  | {
      readonly kind: 'chance'
      /** The listed outcomes, or `null` when the game's sampler draws the node without listing it. */
      readonly outcomes: ReadonlyArray<ChanceOutcome<A>> | null
      /** The node's total weight (the sampler's, or the sum of the listed weights). */
      readonly total: number
    }
  | {
      readonly kind: 'turn'
      /** Who may act: one seat at a decision, the seats still to choose at a simultaneous node. */
      readonly seats: ReadonlyArray<SeatId>
      /** Several seats choose in secret. */
      readonly simultaneous: boolean
    }
  | { readonly kind: 'over'; readonly standings: Standings }

/** A chance node, as the search needs it. */
export type ChanceSituation<A> = Extract<Situation<A>, { readonly kind: 'chance' }>

/** A refusal of the search itself (not of a rule): the code names what went wrong. */
export const searchViolation = (code: string, message: string): RuleViolation =>
  violation(code, message, 'pitwall search')

/**
 * What `state` waits for. A game's sampler, when it has one, answers chance nodes without
 * listing their outcomes (it agrees exactly with `status`; core's law kit checks it).
 */
export const situation = <S, A, E, O>(door: DriverDoor<S, A, E, O>, state: S): Either<RuleViolation, Situation<A>> => {
  const sampler = door.sampler
  if (sampler !== undefined) {
    const total = sampler.total(state)
    if (total > 0) return right({ kind: 'chance', outcomes: null, total })
  }
  const status = door.status(state)
  switch (status.kind) {
    case 'chance': {
      let total = 0
      for (const o of status.outcomes) total += o.weight
      return right({ kind: 'chance', outcomes: status.outcomes, total })
    }
    case 'decision':
      return right({ kind: 'turn', seats: [status.seat], simultaneous: false })
    case 'simultaneous':
      return right({ kind: 'turn', seats: status.seats, simultaneous: true })
    case 'over':
      return right({ kind: 'over', standings: status.standings })
    default:
      // A status kind this search does not know (the protocol grew): refuse, never guess.
      return left(searchViolation('UNKNOWN_STATUS', 'The game reported a status the search does not know.'))
  }
}

/**
 * One chance outcome drawn exactly by weight: an integer ticket below the total weight, walked
 * over the outcomes (or handed to the game's sampler). Never read from a generator in the state.
 */
export const drawChance = <S, A, E, O>(
  door: DriverDoor<S, A, E, O>,
  state: S,
  node: ChanceSituation<A>,
  cursor: RngCursor,
): A | undefined => {
  if (node.outcomes !== null) return sampleWithCursor(node.outcomes, cursor)
  return door.sampler?.pick(state, cursor.int(0, node.total - 1))
}

/** The legal actions of one seat. */
export const legalOf = <S, A, E, O>(door: DriverDoor<S, A, E, O>, state: S, seat: SeatId): ReadonlyArray<A> =>
  door.legalActions(state, seat)

/** The state after an action (checked as `reduce` checks it), or the game's refusal. */
export const advance = <S, A, E, O>(door: DriverDoor<S, A, E, O>, state: S, action: A): Either<RuleViolation, S> => {
  const result = door.reduce(state, action)
  return isLeft(result) ? result : right(result.right.state)
}

/**
 * Asks a policy for a seat's action. The uniform policy's one draw is taken from the cursor
 * in place, the same number it would draw itself (as core's drivers do).
 */
export const askPolicy = <S, A, E, O>(
  door: DriverDoor<S, A, E, O>,
  state: S,
  seat: SeatId,
  legal: ReadonlyArray<A>,
  policy: Policy<A, O>,
  cursor: RngCursor,
): { readonly action: A; readonly cursor: RngCursor } => {
  if (policy === randomPolicy) return { action: legal[cursor.int(0, legal.length - 1)] as A, cursor }
  const [action, next] = policy(ownPolicyInput(door, state, seat, legal, cursor.save()))
  return { action, cursor: openCursor(next) }
}
