/**
 * What a finished race is worth to each seat, and the hook for evaluators that value a
 * race still running. Values are per seat, indexed by seat, on the same scale: 1 for the
 * winner, 0 for the last.
 */
import type { SeatId, Standings } from '../core/index.js'

/** A seat-indexed list of values, one per seat (1 best, 0 worst). @group Rewards */
export type SeatValues = ReadonlyArray<number>

/**
 * A learned or hand-written evaluator: the expected value of `state` for every seat, on the
 * scale of the rewards (1 for a win, 0 for the last place). `seat` is the searching seat
 * (an evaluator may ignore it). Called where a depth-limited rollout stops.
 * @group Rewards
 */
export type Evaluator<S> = (state: S, seat: SeatId) => SeatValues

/** What the final standings are worth to each seat. @group Rewards */
export type Reward = (standings: Standings) => SeatValues

/**
 * The default reward: the share of the other seats a seat finished ahead of,
 * `(seats - place) / (seats - 1)`: 1 for the winner, 0 for the last, tied seats equal.
 * With a single seat, 1.
 * @group Rewards
 */
export const rankReward: Reward = (standings) => {
  const n = standings.seats.length
  const values: number[] = []
  for (const s of standings.seats) values[s.seat] = n <= 1 ? 1 : (n - s.place) / (n - 1)
  return values
}

/** 1 for each seat in first place (shared on a tie), 0 for the others. @group Rewards */
export const winReward: Reward = (standings) => {
  const values: number[] = []
  for (const s of standings.seats) values[s.seat] = s.place === 1 ? 1 : 0
  return values
}
