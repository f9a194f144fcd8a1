import type { ChanceOutcome } from './status.js'
import { nextInt, type Rng } from './rng.js'

/**
 * Chance outcomes from integer weights: each `[action, weight]` pair gets
 * `weight / total`. Zero weights are dropped, so a node never offers an impossible outcome.
 */
export const weighted = <A>(pairs: ReadonlyArray<readonly [A, number]>): ReadonlyArray<ChanceOutcome<A>> => {
  const kept = pairs.filter(([, w]) => w > 0)
  const total = kept.reduce((sum, [, w]) => sum + w, 0)
  return kept.map(([action, weight]) => ({ action, weight, probability: weight / total }))
}

/** Equally likely outcomes, e.g. drawing one card of a shuffled pile. */
export const uniform = <A>(actions: ReadonlyArray<A>): ReadonlyArray<ChanceOutcome<A>> =>
  weighted(actions.map((a) => [a, 1] as const))

/**
 * Samples one outcome exactly: an integer below the total weight picks it, so no float
 * rounding can bias the law. `undefined` when there is no outcome.
 */
export const sampleOutcome = <A>(
  outcomes: ReadonlyArray<ChanceOutcome<A>>,
  rng: Rng,
): readonly [A | undefined, Rng] => {
  const total = outcomes.reduce((sum, o) => sum + o.weight, 0)
  if (outcomes.length === 0 || total <= 0) return [undefined, rng]
  const [ticket, next] = nextInt(rng, 0, total - 1)
  let acc = 0
  for (const outcome of outcomes) {
    acc += outcome.weight
    if (ticket < acc) return [outcome.action, next]
  }
  return [outcomes[outcomes.length - 1]?.action, next]
}
