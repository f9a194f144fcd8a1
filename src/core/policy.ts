import type { SeatId } from './status.js'
import { nextInt, type Rng } from './rng.js'

/**
 * What a policy sees when it must choose: its seat, its observation and its legal actions.
 * The drivers compute `observation` on first read (a getter): read or destructure it, but
 * do not spread the input (`{ ...input }` would drop the getter).
 * @group Bots
 */
export interface PolicyInput<A, O> {
  /** The seat choosing. */
  readonly seat: SeatId
  /** What that seat may see of the state (never more: bots play from observations). */
  readonly observation: O
  /** The seat's legal actions (never empty). */
  readonly legal: ReadonlyArray<A>
  /** Randomness for the policy's own choices. */
  readonly rng: Rng
}

/** A bot: picks one of the legal actions and returns its advanced generator. @group Bots */
export type Policy<A, O> = (input: PolicyInput<A, O>) => readonly [A, Rng]

/** The bots every game ships, by name. @group Bots */
export interface Bots<A, O> {
  /** Uniform over the legal actions. */
  readonly random: Policy<A, O>
  /** The game's hand-written heuristic (each guide says how it plays). */
  readonly heuristic: Policy<A, O>
}

/** Chooses uniformly among the legal actions. @group Bots */
export const randomPolicy = <A, O>({ legal, rng }: PolicyInput<A, O>): readonly [A, Rng] => {
  const [index, next] = nextInt(rng, 0, legal.length - 1)
  return [legal[index] as A, next]
}
