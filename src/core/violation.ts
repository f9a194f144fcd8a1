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
}

/** A refused config (or board): `setup` returns this instead of a state. @group Refusals */
export interface SetupError<C extends string = string> {
  /** Stable machine-readable code, e.g. `BAD_CONFIG`, `TOO_MANY_PLAYERS`. */
  readonly code: C
  /** Clear English explanation; for decoding failures, one line per bad path. */
  readonly message: string
  /** Reference to the rulebook paragraph that the config contradicts, or `pitwall protocol` for shape errors. */
  readonly rule: string
}

/** Builds a {@link RuleViolation}. @group Refusals */
export const violation = <C extends string>(code: C, message: string, rule: string): RuleViolation<C> => ({
  code,
  message,
  rule,
})

/** Builds a {@link SetupError}. @group Refusals */
export const setupError = <C extends string>(code: C, message: string, rule: string): SetupError<C> => ({
  code,
  message,
  rule,
})
