/**
 * A building block for hand-written evaluators: per-seat values from per-seat costs (steps,
 * spaces or seconds still to go), as the expectation of the rank reward under a logistic model
 * of who finishes ahead of whom.
 */
import type { SeatValues } from './reward.js'

/** The cost of a finished car, less its rank (lower is better): below any racing car's. @group Rewards */
export const FINISHED_COST = -1e6
/** The cost of a car out of the race: above any racing car's. @group Rewards */
export const LOST_COST = 1e6

/**
 * Per-seat values from per-seat costs, lower better: a seat's value is the mean, over the other
 * seats, of a logistic chance of finishing ahead of that seat (`scale`: the cost difference
 * worth e to one), which is the expectation of {@link rankReward} under that model. Blended
 * with a small share (`own`) of the seat's own progress `1 - cost / length` when `length` is
 * given, so a seat whose place is settled (the others are home) still prefers to drive on. A
 * cost of {@link FINISHED_COST} or less is a finished car, {@link LOST_COST} or more a car out.
 *
 * @example
 * pairwiseValues([10, 20], 10) // [0.73, 0.27]: the seat 10 behind is e times less likely ahead
 * @group Rewards
 */
export const pairwiseValues = (
  costs: ReadonlyArray<number>,
  scale: number,
  length = Infinity,
  own = 0.02,
): SeatValues => {
  const n = costs.length
  return costs.map((ci, i) => {
    let sum = 0
    for (let j = 0; j < n; j++) if (j !== i) sum += 1 / (1 + Math.exp((ci - (costs[j] as number)) / scale))
    const rank = n <= 1 ? 1 : sum / (n - 1)
    // Not clamped to [0, 1]: a clamp would make every move of a car far behind look the same.
    // A car still racing is never worth a finished one.
    const progress = !Number.isFinite(length)
      ? 0
      : ci <= FINISHED_COST / 2
        ? 1
        : ci >= LOST_COST / 2
          ? 0
          : Math.min(0.99, 1 - ci / length)
    return (1 - own) * rank + own * progress
  })
}
