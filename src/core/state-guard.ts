/**
 * The state half of the guard (`defineGame`): a state the rules may take is one the game just
 * produced, or one that decodes exactly (migrated first when it is of an older format
 * version) and is consistent; anything else is refused with `BAD_STATE`, and an exception in
 * the game's migration or state check is an `ENGINE_DEFECT`, never a throw.
 */
import { protocolViolation, type CoreCode } from './codes.js'
import type { GameRules } from './define.js'
import { exactDecoder, ExactProblem } from './exact.js'
import { deepFreeze } from './freeze.js'
import { versionVerdict } from './state-version.js'
import type { RuleViolation } from './violation.js'

// Recently produced states are remembered by identity in a small ring: a playout always
// reduces the state it just got, and comparing a few pointers costs far less than adding
// every state to a WeakSet (measured: +40% on a card-game race). States admitted from
// outside are few and go to a WeakSet.
const RING = 64

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

/** A game's state guard: `sound` gives the state as the rules may take it, `trust` vouches for a state the game produced. */
export interface StateGuard<S> {
  readonly sound: (input: unknown) => S | Refused
  readonly trust: (state: S) => S
}

/** The state guard of one game. */
export const stateGuard = <C, S, A, E, O, R extends string>(rules: GameRules<C, S, A, E, O, R>): StateGuard<S> => {
  const { info } = rules
  const recent: Array<object | null> = new Array<object | null>(RING).fill(null)
  let slot = 0
  const admitted = new WeakSet<object>()
  const exactState = exactDecoder(rules.codecs.state)

  const trust = (state: S): S => {
    recent[slot] = state as object
    slot = (slot + 1) % RING
    return state
  }

  const isTrusted = (input: object): boolean => {
    for (let k = 0, i = slot; k < RING; k++) {
      i = i === 0 ? RING - 1 : i - 1
      if (recent[i] === input) return true
    }
    return admitted.has(input)
  }

  const badState = (lines: ReadonlyArray<string>): Refused =>
    new Refused(protocolViolation('BAD_STATE', `Not a ${info.name} state:\n${lines.slice(0, 8).join('\n')}`))

  const sound = (input: unknown): S | Refused => {
    if (typeof input === 'object' && input !== null && isTrusted(input)) return input as S
    const verdict = versionVerdict(input, rules.stateVersion, rules.migrations, info.name)
    if (verdict.kind === 'refused') return badState(verdict.lines)
    if (verdict.kind === 'defect') return new Refused(defect('the state migration', verdict.error))
    const read = verdict.kind === 'migrated' ? verdict.state : input
    const copy = exactState(read)
    if (copy instanceof ExactProblem) return badState(copy.lines)
    let problems: ReadonlyArray<string>
    try {
      problems = rules.inconsistencies(copy)
    } catch (error) {
      return new Refused(defect('the state check', error))
    }
    if (problems.length > 0) return badState(problems)
    // The copy is the engine's own: frozen, so that nothing handed out from it can be edited.
    deepFreeze(copy)
    admitted.add(copy as object)
    // The input itself is as good as its copy, unless it was migrated (then it is not a state of this version).
    if (read === input && typeof input === 'object' && input !== null) admitted.add(input)
    return copy
  }

  return { sound, trust }
}
