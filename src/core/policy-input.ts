/**
 * What a policy is handed: its seat, the legal actions, its generator, and its observation,
 * built on first read. The drivers and the search's rollouts hand policies the same input.
 */
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import type { Game } from './game.js'
import type { PolicyInput } from './policy.js'
import type { Rng } from './rng.js'
import type { SeatId, Viewer } from './status.js'
import type { RuleViolation } from './violation.js'

// What observes a state: a game, or the drivers' door for the states they own.
interface Observer<S, O> {
  observe(state: S, viewer: Viewer): Either<RuleViolation, O>
}

// What a policy sees. The observation is computed on first read: a random bot never reads
// it, and building one (copying what a seat may see) can cost more than the step itself.
// A class keeps the getter on one shared prototype: V8 builds an object literal with its own
// getter an order of magnitude more slowly, which doubled the cost of a card-game race. The
// state stays in a true private field, out of a policy's reach.
class LazyPolicyInput<S, A, O> implements PolicyInput<A, O> {
  readonly #game: Observer<S, O>
  readonly #state: S
  #observation: { readonly value: O } | undefined = undefined

  constructor(
    game: Observer<S, O>,
    state: S,
    readonly seat: SeatId,
    readonly legal: ReadonlyArray<A>,
    readonly rng: Rng,
  ) {
    this.#game = game
    this.#state = state
  }

  get observation(): O {
    if (this.#observation === undefined) {
      const seen = this.#game.observe(this.#state, this.seat)
      // A policy is only asked at a sound state, so this is a defect if it happens.
      if (isLeft(seen)) throw new Error(`no observation for seat ${this.seat}: ${seen.left.message}`)
      this.#observation = { value: seen.right }
    }
    return this.#observation.value
  }
}

/**
 * A policy's input for `seat` at `state` (a state the game produced): the observation is
 * computed when the policy first reads it, and the state itself stays out of its reach.
 * @group Bots
 */
export const policyInput = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  state: S,
  seat: SeatId,
  legal: ReadonlyArray<A>,
  rng: Rng,
): PolicyInput<A, O> => new LazyPolicyInput(game, state, seat, legal, rng)

/** The same for a state the drivers or the search own, observed through their door (door.ts). */
export const ownPolicyInput = <S, A, O>(
  door: Observer<S, O>,
  state: S,
  seat: SeatId,
  legal: ReadonlyArray<A>,
  rng: Rng,
): PolicyInput<A, O> => new LazyPolicyInput(door, state, seat, legal, rng)
