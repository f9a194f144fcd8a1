/**
 * The ranges of a state's numbers: what a race can reach, with room to spare, and far from
 * where the next steps could push a number past `Number.MAX_SAFE_INTEGER`.
 * @group Limits
 */
export const STATE_LIMITS = Object.freeze({
  /** Squares around the map where a car may lie (a wreck off the edge): more than any move. */
  margin: 32,
  /** The speed of a last move: top speed 8, +1 Booster, with room for a collision's new Pion. */
  speed: 16,
  /** Blocks of a set of tyres (BO 4: 3; BO 11: 2 or 3). */
  blocks: 3,
  /** Blocks a car may carry from qualifying (`StartEntry.blocks`). */
  carriedBlocks: 9,
  /** Top-speed loss: damage adds up (BO 7) but no race of 2000 rounds comes near this. */
  speedLoss: 100_000,
  /** Grid keys (`StartEntry.key`). */
  gridKey: 100_000,
  /** Rounds of the software round limit (`maxRounds`). */
  rounds: 2000,
  /** The pit speed-limit penalty in turns (BO 9). */
  pitPenalty: 2,
  /** Booster rolls in one turn (a second with the Booster set-up, BO 11). */
  boosterRolls: 2,
})
