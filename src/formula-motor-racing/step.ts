/**
 * What a step of the reducer returns (the next state and its events, or a refusal), and the
 * helpers every chapter of the reducer builds it with.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolViolation, violation, type CoreCode, type RuleViolation, type Transition } from '../core/index.js'
import type { FmrCode } from './codes.js'
import type { FmrEvent } from './events.js'
import { type FmrState } from './state.js'

/** What the rules return: the next state and events, or a refusal with one of the game's codes. */
export type FmrStep = Either<RuleViolation<FmrCode | CoreCode>, Transition<FmrState, FmrEvent>>

/** The faces of the d12. */
export const D12_FACES = 12

/** A step taken. */
export const ok = (state: FmrState, events: ReadonlyArray<FmrEvent>): FmrStep => right({ state, events })
/** A step refused by a rule of the game. */
export const fail = (code: FmrCode, message: string, rule: string): FmrStep => left(violation(code, message, rule))

/**
 * A state whose pending card does not fit its phase. The guard admits no such state
 * (`inconsistencies` checks the pending card against the phase), so this is unreachable;
 * kept so that `apply` is total and TypeScript can narrow.
 */
export const inconsistent = (what: string): RuleViolation<CoreCode> =>
  protocolViolation('BAD_STATE', `Not a Formula Motor Racing state: ${what}.`)
