/**
 * The final placing as a reward: +1 for the first place down to -1 for the last, evenly
 * spaced, tied seats sharing their place's reward (0 for a race of one seat).
 * @group Learning
 */
export const placingReward = (place: number, seats: number): number =>
  seats <= 1 ? 0 : 1 - (2 * (place - 1)) / (seats - 1)
