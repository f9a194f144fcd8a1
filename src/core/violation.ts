/**
 * Why an action or a config was refused. Every refusal names the rule it breaks, so an
 * app can show the paragraph and a bot author can switch on the code.
 */

/** A refused action: the state stays as it was. `C` is the union of codes a game can give. @group Refusals */
export interface RuleViolation<C extends string = string> {
  /** Stable machine-readable code, e.g. `NOT_YOUR_TURN`, `CARD_NOT_IN_HAND`. */
  readonly code: C
  /** Clear English explanation, meant for people. */
  readonly message: string
  /** Reference to the rulebook paragraph, e.g. `FD-T 12-1-1`, `RM ART.9`, `FMR cartes`. */
  readonly rule: string
  /**
   * The facts the message is made of (the roll, the spaces, the gear...), when it has any: a
   * game's `describeRefusal` words the refusal in another language from its code and these.
   */
  readonly params?: RefusalParams
}

/** The facts of a refusal's message, by name: numbers, words of the game, flags. @group Refusals */
export type RefusalParams = Readonly<Record<string, string | number | boolean>>

/** A refused config (or board): `setup` returns this instead of a state. @group Refusals */
export interface SetupError<C extends string = string> {
  /** Stable machine-readable code, e.g. `BAD_CONFIG`, `TOO_MANY_PLAYERS`. */
  readonly code: C
  /** Clear English explanation; for decoding failures, one line per bad path. */
  readonly message: string
  /** Reference to the rulebook paragraph that the config contradicts, or `pitwall protocol` for shape errors. */
  readonly rule: string
}

/** Builds a {@link RuleViolation}, with the facts of its message when it has any. @group Refusals */
export const violation = <C extends string>(
  code: C,
  message: string,
  rule: string,
  params?: RefusalParams,
): RuleViolation<C> => (params === undefined ? { code, message, rule } : { code, message, rule, params })

/** Builds a {@link SetupError}. @group Refusals */
export const setupError = <C extends string>(code: C, message: string, rule: string): SetupError<C> => ({
  code,
  message,
  rule,
})
