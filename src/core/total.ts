import { left, type Either } from 'fp-ts/lib/Either.js'
import type { Transition } from './game.js'
import { violation, type RuleViolation } from './violation.js'

/** The code of the violation a guarded reducer returns when its input is not well-formed. */
export const MALFORMED_INPUT = 'MALFORMED_INPUT'

/**
 * Makes a reducer total over inputs its types do not admit. Games validate actions and
 * rules explicitly; decoding the whole state on every step would cost more than the step,
 * so a state that is not a state (hand-edited JSON, a wrong game's save) is caught here
 * and reported as a Left instead of escaping as an exception. The law kit checks that no
 * well-formed state and action ever reach this path.
 */
export const totalReduce =
  <S, A, E>(reduce: (state: S, action: A) => Either<RuleViolation, Transition<S, E>>) =>
  (state: S, action: A): Either<RuleViolation, Transition<S, E>> => {
    try {
      return reduce(state, action)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      return left(
        violation(MALFORMED_INPUT, `The state or the action is not well-formed (${detail}).`, 'pitwall protocol'),
      )
    }
  }
