/**
 * The final choice of a search among the searching seat's actions at the root: the most
 * visited, the best valued, or one drawn by visit counts with a temperature (AlphaZero's
 * self-play choice), the draw taken from the search's own generator.
 */
import type { SeatId } from '../core/index.js'
import type { RngCursor } from './protocol.js'
import type { Arm } from './tree.js'

/**
 * How a search picks its action when its budget is spent:
 *
 * - `'visits'` (the default): the most visited action; ties go to the better value, then to
 *   the first listed.
 * - `'value'`: the action of best mean value among those visited; ties go to the more visited.
 * - `{ temperature: t }`: an action drawn with chance proportional to `visits^(1/t)`, from the
 *   search's generator (so the same seed gives the same draw); `t = 1` draws in proportion to
 *   the visits exactly, a small `t` comes close to the most visited, and 0 is `'visits'`.
 *
 * Whatever the rule, an action proven to give the seat its best (MCTS-Solver, `solve`) is
 * taken when there is one.
 * @group Search
 */
export type FinalChoice = 'visits' | 'value' | { readonly temperature: number }

/** Whether a final choice is one of {@link FinalChoice}'s. */
export const isFinalChoice = (rule: unknown): rule is FinalChoice =>
  rule === 'visits' ||
  rule === 'value' ||
  (typeof rule === 'object' &&
    rule !== null &&
    typeof (rule as { temperature?: unknown }).temperature === 'number' &&
    Number.isFinite((rule as { temperature: number }).temperature) &&
    (rule as { temperature: number }).temperature >= 0)

const mostVisited = <A>(arms: ReadonlyArray<Arm<A>>, seat: SeatId): Arm<A> | undefined => {
  let best: Arm<A> | undefined
  for (const arm of arms) {
    if (
      best === undefined ||
      arm.visits > best.visits ||
      (arm.visits === best.visits && arm.mean(seat) > best.mean(seat))
    )
      best = arm
  }
  return best
}

const bestValued = <A>(arms: ReadonlyArray<Arm<A>>, seat: SeatId): Arm<A> | undefined => {
  let best: Arm<A> | undefined
  for (const arm of arms) {
    if (arm.visits === 0) continue
    const v = arm.mean(seat)
    if (best === undefined || v > best.mean(seat) || (v === best.mean(seat) && arm.visits > best.visits)) best = arm
  }
  return best ?? mostVisited(arms, seat)
}

// A 32-bit ticket scaled to the total: for weights that are not whole numbers.
const TICKETS = 2 ** 32

const drawnByVisits = <A>(
  arms: ReadonlyArray<Arm<A>>,
  seat: SeatId,
  temperature: number,
  cursor: RngCursor,
): Arm<A> | undefined => {
  const most = mostVisited(arms, seat)
  if (temperature === 0 || most === undefined || most.visits === 0) return most
  // visits^(1/t) relative to the most visited's, so a small t does not overflow.
  const weights = arms.map((a) => (a.visits / most.visits) ** (1 / temperature))
  const whole = temperature === 1
  const total = whole ? arms.reduce((n, a) => n + a.visits, 0) : weights.reduce((n, w) => n + w, 0)
  let ticket = whole ? cursor.int(0, total - 1) : (cursor.int(0, TICKETS - 1) / TICKETS) * total
  for (let i = 0; i < arms.length; i++) {
    const w = whole ? (arms[i] as Arm<A>).visits : (weights[i] as number)
    if (ticket < w) return arms[i]
    ticket -= w
  }
  return most
}

/**
 * The arm a final choice takes among the root's arms, for `seat`; a proven best (`proven`:
 * the arm whose proof the root took) first. A temperature draws from `cursor`.
 */
export const finalArm = <A>(
  arms: ReadonlyArray<Arm<A>>,
  seat: SeatId,
  rule: FinalChoice,
  cursor: RngCursor,
  proven: Arm<A> | undefined,
): Arm<A> | undefined => {
  if (proven !== undefined) return proven
  if (rule === 'visits') return mostVisited(arms, seat)
  if (rule === 'value') return bestValued(arms, seat)
  return drawnByVisits(arms, seat, rule.temperature, cursor)
}
