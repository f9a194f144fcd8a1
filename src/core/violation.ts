/**
 * Why an action or a config was refused. Every refusal names the rule it breaks, so an
 * app can show the paragraph and a bot author can grep for the code.
 */

/** A refused action: the state stays as it was. */
export interface RuleViolation {
  /** Stable machine-readable code, e.g. `NOT_YOUR_TURN`, `CARD_NOT_IN_HAND`. */
  readonly code: string
  /** Clear English explanation, meant for people. */
  readonly message: string
  /** Reference to the rulebook paragraph, e.g. `FD-T 12-1-1`, `RM ART.9`, `FMR cartes`. */
  readonly rule: string
}

/** A refused config (or board): `setup` returns this instead of a state. */
export interface SetupError {
  /** Stable machine-readable code, e.g. `BAD_CONFIG`, `TOO_MANY_PLAYERS`. */
  readonly code: string
  /** Clear English explanation; for decoding failures, one line per bad path. */
  readonly message: string
  /** Reference to the rulebook paragraph that the config contradicts, or `codec` for shape errors. */
  readonly rule: string
}

/** Builds a {@link RuleViolation}. */
export const violation = (code: string, message: string, rule: string): RuleViolation => ({
  code,
  message,
  rule,
})

/** Builds a {@link SetupError}. */
export const setupError = (code: string, message: string, rule: string): SetupError => ({
  code,
  message,
  rule,
})
