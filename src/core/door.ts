/**
 * The door of pitwall's own drivers and search into a game: the states they own. A state is
 * owned by the code that got it from `enter` or from a step of an owned state, and that hands
 * it to no one: a policy gets an observation and a list of actions that share nothing mutable
 * with it, and a state leaves only through `handOut`, frozen all the way down. An owned state
 * can therefore be edited by no one, and the door takes it as it is: no check, no freezing,
 * on every step of a race (a run of the drivers, an iteration of a search). Nothing of this is
 * exported from `pitwall/core`: an app only meets states the engine handed out.
 */
import { right, type Either } from 'fp-ts/lib/Either.js'
import type { CoreCode } from './codes.js'
import type { ChanceSampler, Game, Transition } from './game.js'
import type { Node } from './define.js'
import type { RngCursor } from './rng.js'
import type { SeatId, Status, Viewer } from './status.js'
import type { RuleViolation } from './violation.js'

/** The door into one game; every member but `enter` takes an owned state only. */
export interface DriverDoor<S, A, E, O> {
  /**
   * The state as the rules may take it, to own from now on (what `game.admit` answers): a
   * state the engine handed out as it is, any other input checked and copied, frozen.
   */
  readonly enter: (input: S) => Either<RuleViolation, S>
  /** The node of an owned state (cheaper than `status`), or `null` where `status` must say why. */
  readonly node: (own: S) => Node | null
  /** What happens next in an owned state. */
  readonly status: (own: S) => Status<A>
  /** The legal actions of an owned state. */
  readonly legalActions: (own: S, seat?: SeatId) => ReadonlyArray<A>
  /** An owned state as a viewer sees it (sharing nothing mutable with it). */
  readonly observe: (own: S, viewer: Viewer) => Either<RuleViolation, O>
  /** Where the game's sampler draws (total above 0), the outcome one draw of `cursor` picks; `null` anywhere else. */
  readonly sample: (own: S, cursor: RngCursor) => A | undefined | null
  /** The game's sampler on owned states (undefined: the game has none). */
  readonly sampler: ChanceSampler<S, A> | undefined
  /**
   * Applies an action the game listed itself at this very state (a sampled chance outcome, a
   * pick the driver drew in place, a shared decision): the rules apply, without the action's
   * guard. The new state is owned by the caller.
   */
  readonly step: (own: S, action: A) => Either<RuleViolation, Transition<S, E>>
  /** Applies any other action, through the action's whole guard (what `reduce` checks of it). */
  readonly reduce: (own: S, action: A) => Either<RuleViolation<string | CoreCode>, Transition<S, E>>
  /** Freezes an owned state all the way down, to hand it to anyone: the engine vouches for it from then on. */
  readonly handOut: (own: S) => S
  /** The game's `sharedDecisions`: a policy's pick that is a listed object is one the game listed. */
  readonly sharedDecisions: boolean
}

// The door of each game made by `defineGame`, set when it is made and never changed.
const doors = new WeakMap<object, DriverDoor<never, never, never, never>>()

/** Registers the door of a game made by `defineGame`. */
export const registerDoor = <S, A, E, O>(game: object, door: DriverDoor<S, A, E, O>): void => {
  doors.set(game, door as unknown as DriverDoor<never, never, never, never>)
}

// The door of a game not made by `defineGame`: its public members, which check every input.
const publicDoor = <C, S, A, E, O>(game: Game<C, S, A, E, O>): DriverDoor<S, A, E, O> => {
  const sampler = game.sampler
  return {
    enter: right,
    node: () => null,
    status: (s) => game.status(s),
    legalActions: (s, seat) => game.legalActions(s, seat),
    observe: (s, viewer) => game.observe(s, viewer),
    sample: (s, cursor) => {
      const weight = sampler === undefined ? 0 : sampler.total(s)
      return sampler !== undefined && weight > 0 ? sampler.pick(s, cursor.int(0, weight - 1)) : null
    },
    sampler,
    step: (s, a) => game.reduce(s, a),
    reduce: (s, a) => game.reduce(s, a),
    handOut: (s) => s,
    sharedDecisions: false,
  }
}

/** The door into a game: its own for a game made by `defineGame`, its public members for any other. */
export const driverDoor = <C, S, A, E, O>(game: Game<C, S, A, E, O>): DriverDoor<S, A, E, O> =>
  (doors.get(game) as DriverDoor<S, A, E, O> | undefined) ?? publicDoor(game)

/** Whether a game was made by `defineGame` (its door is its own). */
export const hasOwnDoor = (game: object): boolean => doors.has(game)
