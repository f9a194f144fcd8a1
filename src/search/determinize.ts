/**
 * Determinisation: how a search that may only read a seat's observation still gets full
 * states to play forward. Each game with hidden information provides a {@link Determinizer};
 * games without hidden information use {@link perfectInformation}.
 */
import { nextInt, type Rng, type SeatId } from '../core/index.js'

/**
 * Samples a full state consistent with what `seat` sees: every state it can return gives
 * `observation` back when observed by `seat`, and the states are drawn with the
 * probabilities chance gave them, given only what the seat has seen. It must read nothing
 * but its arguments (never the true state), take its randomness from `rng` and return the
 * advanced generator, and build states the game's `reduce` accepts.
 * @group Determinization
 */
export type Determinizer<S, O> = (observation: O, seat: SeatId, rng: Rng) => readonly [S, Rng]

/**
 * Whether `viewer` cannot tell which action was taken at `state` (a card drawn into another
 * hand, a card removed face down). Actions the viewer cannot tell apart lead to the same node
 * of its search tree, so its later choices never depend on them. Choices at simultaneous
 * nodes by other seats are always hidden (the protocol keeps them secret until all are in);
 * everything else is seen unless a game says otherwise.
 * @group Determinization
 */
export type HiddenAction<S, A> = (state: S, action: A, viewer: SeatId) => boolean

/** The determiniser of a game without hidden information, whose observation is the state. @group Determinization */
export const perfectInformation = <S>(observation: S, _seat: SeatId, rng: Rng): readonly [S, Rng] => [observation, rng]

/** A uniformly shuffled copy of a list (Fisher-Yates) and the advanced generator. @group Determinization */
export const shuffled = <T>(items: ReadonlyArray<T>, rng: Rng): readonly [T[], Rng] => {
  const out = items.slice()
  let g = rng
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(g, 0, i)
    g = next
    const held = out[i] as T
    out[i] = out[j] as T
    out[j] = held
  }
  return [out, g]
}
