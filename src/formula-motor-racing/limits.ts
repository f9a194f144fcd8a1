/**
 * The library's limits on a season, in one place (each game exports its `LIMITS`): a config
 * or a saved state past them is refused with `OVER_LIMIT` or `BAD_STATE` before any work.
 */
import { MAX_CARRIED_POINTS, MAX_COPIES, MAX_RACES } from './config.js'
import { MAX_OVERLOAD_ROLLS } from './rules/overload.js'

/** The limits (every one inclusive). @group Limits */
export const LIMITS = /* @__PURE__ */ Object.freeze({
  /** Races of a season. */
  races: MAX_RACES,
  /** Copies of one card in a deck entry. */
  copies: MAX_COPIES,
  /** Points a team or a car carries from earlier sessions. */
  carriedPoints: MAX_CARRIED_POINTS,
  /** Rolls of one overload before the player stops as if by choice. */
  overloadRolls: MAX_OVERLOAD_ROLLS,
})
