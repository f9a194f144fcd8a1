/**
 * What a game's position builder (`position(config, edits)`) answers when the position it
 * was asked for is not one a race could reach.
 */
import { PROTOCOL_RULE } from './codes.js'

/** Why a position cannot be built: the config's refusal, or each problem of the position. @group Positions */
export interface PositionError {
  /** A setup code when the config is refused (`TOO_FEW_PLAYERS`, `OVER_LIMIT`...), else `BAD_STATE`. */
  readonly code: string
  /** Every problem, one line each. */
  readonly message: string
  /** The rule of a setup refusal, or `pitwall protocol`. */
  readonly rule: string
  /** The problems, one English line each (the lines `inconsistencies` gives a saved state). */
  readonly problems: ReadonlyArray<string>
}

/** A position of `gameName` refused for these problems (`BAD_STATE`). @group Positions */
export const positionRefused = (gameName: string, problems: ReadonlyArray<string>): PositionError => ({
  code: 'BAD_STATE',
  message: `Not a ${gameName} position:\n${problems.join('\n')}`,
  rule: PROTOCOL_RULE,
  problems,
})
