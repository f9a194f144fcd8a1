import type { Gear } from '../dice.js'

/** The extra spaces of one slipstream (FD-A 1, FD-T 18-0-3). */
export const SLIPSTREAM_SPACES = 3

/**
 * The table of FD-T 18-4: a car in gear `follower` may take the slipstream of a car in
 * gear `leader` only when both are in 4th or above and the follower's gear is equal or
 * higher (FD-A 1 condition 1, FD-T 18-1-1).
 */
export const slipstreamAllowed = (follower: Gear, leader: Gear): boolean => follower >= 4 && leader >= 4 && follower >= leader
