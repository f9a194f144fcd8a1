import type { ChanceOutcome } from './status.js'
import { nextInt, type Rng, type RngCursor } from './rng.js'

/**
 * One chance outcome: `weight` of `total`. Every outcome of every game is built here, so
 * they all share one object shape and the drivers' sampling loop stays monomorphic.
 * @group Chance
 */
export const outcome = <A>(action: A, weight: number, total: number): ChanceOutcome<A> => ({
  action,
  probability: weight / total,
  weight,
})

/**
 * Chance outcomes from integer weights: each `[action, weight]` pair gets
 * `weight / total`. Zero weights are dropped, so a node never offers an impossible outcome.
 * @group Chance
 */
export const weighted = <A>(pairs: ReadonlyArray<readonly [A, number]>): ReadonlyArray<ChanceOutcome<A>> => {
  const kept = pairs.filter(([, w]) => w > 0)
  const total = kept.reduce((sum, [, w]) => sum + w, 0)
  return kept.map(([action, weight]) => outcome(action, weight, total))
}

/** Equally likely outcomes, e.g. drawing one card of a shuffled pile. @group Chance */
export const uniform = <A>(actions: ReadonlyArray<A>): ReadonlyArray<ChanceOutcome<A>> =>
  weighted(actions.map((a) => [a, 1] as const))

/** The outcome a ticket in `[0, total weight)` selects, walking the cumulative weights. */
// Index loops, not for-of: the drivers call these on every chance node, and an iterator over
// arrays of several kinds (fresh, shared, frozen) is not always compiled away.
const select = <A>(outcomes: ReadonlyArray<ChanceOutcome<A>>, ticket: number): A | undefined => {
  let acc = 0
  const n = outcomes.length
  for (let i = 0; i < n; i++) {
    const outcome = outcomes[i] as ChanceOutcome<A>
    acc += outcome.weight
    if (ticket < acc) return outcome.action
  }
  return outcomes[n - 1]?.action
}

const totalWeight = <A>(outcomes: ReadonlyArray<ChanceOutcome<A>>): number => {
  let total = 0
  const n = outcomes.length
  for (let i = 0; i < n; i++) total += (outcomes[i] as ChanceOutcome<A>).weight
  return total
}

/**
 * Samples one outcome exactly: an integer below the total weight picks it, so no float
 * rounding can bias the law. `undefined` when there is no outcome.
 * @group Chance
 */
export const sampleOutcome = <A>(
  outcomes: ReadonlyArray<ChanceOutcome<A>>,
  rng: Rng,
): readonly [A | undefined, Rng] => {
  const total = totalWeight(outcomes)
  if (outcomes.length === 0 || total <= 0) return [undefined, rng]
  const [ticket, next] = nextInt(rng, 0, total - 1)
  return [select(outcomes, ticket), next]
}

/** {@link sampleOutcome} drawing from a cursor in place (the drivers' hot loop). */
export const sampleWithCursor = <A>(outcomes: ReadonlyArray<ChanceOutcome<A>>, cursor: RngCursor): A | undefined => {
  const total = totalWeight(outcomes)
  if (outcomes.length === 0 || total <= 0) return undefined
  return select(outcomes, cursor.int(0, total - 1))
}
