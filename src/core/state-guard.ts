/**
 * The state half of the guard (`defineGame`): a state the rules may take is one the engine
 * handed out (frozen all the way down, so its value is the one it was made with), or the
 * frozen copy of an input that decodes exactly (migrated first when it is of an older format
 * version) and is consistent; anything else is refused with `BAD_STATE`, and an exception in
 * the game's migration or state check is an `ENGINE_DEFECT`, never a throw.
 */
import { protocolViolation, type CoreCode } from './codes.js'
import type { GameRules } from './define.js'
import { exactDecoder, ExactProblem } from './exact.js'
import { deepFreeze, freezeFresh } from './freeze.js'
import { versionVerdict } from './state-version.js'
import type { RuleViolation } from './violation.js'

/** A refusal of the state, as a class so that no state can be mistaken for one. */
export class Refused {
  constructor(readonly violation: RuleViolation<CoreCode>) {}
}

/** The refusal of an input on which the game's own code threw. */
export const defect = (what: string, error: unknown): RuleViolation<CoreCode> =>
  protocolViolation(
    'ENGINE_DEFECT',
    `The engine failed in ${what} (${error instanceof Error ? error.message : String(error)}). This is a defect of pitwall: please report it with the state and the action.`,
  )

/**
 * A game's state guard: `sound` gives the state as the rules may take it, `handOut` freezes a
 * state the game made all the way down before anyone else holds it, and vouches for it.
 */
export interface StateGuard<S> {
  readonly sound: (input: unknown) => S | Refused
  readonly handOut: (state: S) => S
}

/** The state guard of one game. */
export const stateGuard = <C, S, A, E, O, R extends string>(rules: GameRules<C, S, A, E, O, R>): StateGuard<S> => {
  const { info } = rules
  // The states this guard froze itself: their value can no longer change, so one that was
  // sound when it was handed out still is, and the rules take it as it is.
  const frozen = new WeakSet<object>()
  const exactState = exactDecoder(rules.codecs.state)

  const handOut = (state: S): S => {
    deepFreeze(state)
    frozen.add(state as object)
    return state
  }

  const badState = (lines: ReadonlyArray<string>): Refused =>
    new Refused(protocolViolation('BAD_STATE', `Not a ${info.name} state:\n${lines.slice(0, 8).join('\n')}`))

  const sound = (input: unknown): S | Refused => {
    if (typeof input === 'object' && input !== null && frozen.has(input)) return input as S
    const verdict = versionVerdict(input, rules.stateVersion, rules.migrations, info.name)
    if (verdict.kind === 'refused') return badState(verdict.lines)
    if (verdict.kind === 'defect') return new Refused(defect('the state migration', verdict.error))
    const copy = exactState(verdict.kind === 'migrated' ? verdict.state : input)
    if (copy instanceof ExactProblem) return badState(copy.lines)
    // Frozen before it is checked: the check remembers what it derives from frozen boards only.
    freezeFresh(copy as S & object)
    let problems: ReadonlyArray<string>
    try {
      problems = rules.inconsistencies(copy)
    } catch (error) {
      return new Refused(defect('the state check', error))
    }
    // The input itself is never vouched for: its holder may still edit it. Its copy is the
    // engine's own (observations may share its frozen parts).
    return problems.length > 0 ? badState(problems) : handOut(copy)
  }

  return { sound, handOut }
}
