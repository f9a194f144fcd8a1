import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import type { Game } from './game.js'
import type { SeatId } from './status.js'
import type { RuleViolation } from './violation.js'
import { violation } from './violation.js'
import { sampleWithCursor } from './chance.js'
import { openCursor, type Rng, type RngCursor } from './rng.js'
import type * as t from 'io-ts'
import { formatErrors } from './codec.js'
import { randomPolicy, type Policy, type PolicyInput } from './policy.js'

// What a policy sees. The observation is computed on first read: a random bot never reads
// it, and building one (copying what a seat may see) can cost more than the step itself.
// A class keeps the getter on one shared prototype: V8 builds an object literal with its own
// getter an order of magnitude more slowly, which doubled the cost of a card-game race. The
// state stays in a true private field, out of a policy's reach.
class LazyPolicyInput<C, S, A, E, O> implements PolicyInput<A, O> {
  readonly #game: Game<C, S, A, E, O>
  readonly #state: S
  #observation: { readonly value: O } | undefined = undefined

  constructor(
    game: Game<C, S, A, E, O>,
    state: S,
    readonly seat: SeatId,
    readonly legal: ReadonlyArray<A>,
    readonly rng: Rng,
  ) {
    this.#game = game
    this.#state = state
  }

  get observation(): O {
    this.#observation ??= { value: this.#game.observe(this.#state, this.seat) }
    return this.#observation.value
  }
}

/** The result of running a game forward. */
export interface Run<S, A, E> {
  /** The state reached. */
  readonly state: S
  /** The generator after every draw. */
  readonly rng: Rng
  /** Every action applied, chance outcomes included: a replayable log. */
  readonly actions: ReadonlyArray<A>
  /** Every event, in order (empty when events were not collected). */
  readonly events: ReadonlyArray<E>
}

/** Why a driver stopped early. */
export interface DriverError<S> extends RuleViolation {
  /** 0-based index of the step that failed, counted from the driver's start. */
  readonly step: number
  /** The last good state. */
  readonly state: S
}

const driverError = <S>(v: RuleViolation, step: number, state: S): DriverError<S> => ({ ...v, step, state })

const stepLimit = <S>(maxSteps: number, step: number, state: S): DriverError<S> =>
  driverError(violation('STEP_LIMIT', `No end after ${maxSteps} steps.`, 'pitwall driver'), step, state)

/** Options of {@link resolveChance} and {@link playout}. */
export interface RunOptions {
  /** Give up after this many actions (a safety net against a game that never ends). Default 1,000,000. */
  readonly maxSteps?: number
  /** Collect the events (default true; the bench turns it off). */
  readonly collectEvents?: boolean
}

/**
 * Applies sampled chance outcomes until a decision, a simultaneous choice or the end.
 * The same state and generator always give the same result.
 */
export const resolveChance = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  state: S,
  rng: Rng,
  options: RunOptions = {},
): Either<DriverError<S>, Run<S, A, E>> => run(game, state, rng, {}, { ...options, stopAtDecision: true })

/**
 * Plays to the end: chance is sampled from `rng`, each decision is asked of the policy of
 * the seat that must act. A policy that returns an illegal action stops the run with a Left.
 */
export const playout = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  state: S,
  rng: Rng,
  policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>,
  options: RunOptions = {},
): Either<DriverError<S>, Run<S, A, E>> => run(game, state, rng, policies, { ...options, stopAtDecision: false })

// Asks the seat's policy for its action. The uniform policy's one draw is taken from the
// cursor in place: the same number it would draw from a saved generator, without saving and
// reopening the generator (random playouts do this at every decision).
const decide = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  state: S,
  seat: SeatId | undefined,
  policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>,
  cursor: RngCursor,
): { readonly action: A | undefined; readonly cursor: RngCursor } | RuleViolation => {
  const policy = seat === undefined ? undefined : (policies as Record<number, Policy<A, O> | undefined>)[seat]
  if (seat === undefined || policy === undefined) {
    return violation('NO_POLICY', `No policy for seat ${String(seat)}.`, 'pitwall driver')
  }
  const legal = game.legalActions(state, seat)
  if (legal.length === 0) {
    return violation('NO_LEGAL_ACTION', `Seat ${seat} must act but has no legal action.`, 'pitwall driver')
  }
  if (policy === randomPolicy) return { action: legal[cursor.int(0, legal.length - 1)], cursor }
  const [action, next] = policy(new LazyPolicyInput(game, state, seat, legal, cursor.save()))
  return { action, cursor: openCursor(next) }
}

const run = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  start: S,
  startRng: Rng,
  policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>,
  options: RunOptions & { readonly stopAtDecision: boolean },
): Either<DriverError<S>, Run<S, A, E>> => {
  const maxSteps = options.maxSteps ?? 1_000_000
  const collect = options.collectEvents ?? true
  const actions: A[] = []
  const events: E[] = []
  let state = start
  // One generator drawn in place for the whole run; policies get and return plain Rng values.
  let cursor = openCursor(startRng)
  const sampler = game.sampler
  for (let step = 0; ; step++) {
    // A chance node the game can sample without listing it: the same draw as from its outcomes.
    const weight = sampler === undefined ? 0 : sampler.total(state)
    let action: A | undefined
    if (weight > 0 && sampler !== undefined) {
      if (step >= maxSteps) return left(stepLimit(maxSteps, step, state))
      action = sampler.pick(state, cursor.int(0, weight - 1))
    } else {
      const status = game.status(state)
      if (status.kind === 'over') break
      if (options.stopAtDecision && status.kind !== 'chance') break
      if (step >= maxSteps) return left(stepLimit(maxSteps, step, state))
      if (status.kind === 'chance') {
        action = sampleWithCursor(status.outcomes, cursor)
      } else {
        const seat = status.kind === 'decision' ? status.seat : status.seats[0]
        const chosen = decide(game, state, seat, policies, cursor)
        if ('code' in chosen) return left(driverError(chosen, step, state))
        action = chosen.action
        cursor = chosen.cursor
      }
    }
    if (action === undefined) {
      return left(
        driverError(violation('EMPTY_CHANCE', 'A chance node has no outcome.', 'pitwall driver'), step, state),
      )
    }
    const result = game.reduce(state, action)
    if (isLeft(result)) return left(driverError(result.left, step, state))
    state = result.right.state
    actions.push(action)
    if (collect) for (const e of result.right.events) events.push(e)
  }
  return right({ state, rng: cursor.save(), actions, events })
}

/** Why a log did not replay. */
export type ReplayError<S> = DriverError<S>

/** A replayed race: its final state and every event on the way. */
export interface Replayed<S, E> {
  /** The state after the last action of the log. */
  readonly state: S
  /** Every event, in order. */
  readonly events: ReadonlyArray<E>
}

/**
 * Rebuilds a race from its config and its full action log (chance outcomes included),
 * checking every step. A Left names the first bad step (0-based) and the rule it broke;
 * a config that does not set up is reported as step -1.
 */
export const replay = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  actions: ReadonlyArray<A>,
): Either<ReplayError<S | undefined>, Replayed<S, E>> => {
  const initial = game.setup(config)
  if (isLeft(initial)) return left(driverError<S | undefined>(initial.left, -1, undefined))
  let state = initial.right
  const events: E[] = []
  for (let step = 0; step < actions.length; step++) {
    const result = game.reduce(state, actions[step] as A)
    if (isLeft(result)) return left(driverError<S | undefined>(result.left, step, state))
    state = result.right.state
    for (const e of result.right.events) events.push(e)
  }
  return right({ state, events })
}

// Decodes untrusted input with one of a game's codecs; a Left explains every bad path.
const decodeInput = <T>(
  codec: { readonly decode: (input: unknown) => Either<t.Errors, T> },
  input: unknown,
  code: string,
  what: string,
): Either<RuleViolation, T> => {
  const result = codec.decode(input)
  return isLeft(result)
    ? left(violation(code, `Not a ${what}:\n${formatErrors(result.left).join('\n')}`, 'pitwall protocol'))
    : right(result.right)
}

/** Untrusted input (JSON from a client, a log file) to a typed action, or a readable violation. */
export const decodeAction = <C, S, A, E, O>(game: Game<C, S, A, E, O>, input: unknown): Either<RuleViolation, A> =>
  decodeInput(game.codecs.action, input, 'MALFORMED_ACTION', `${game.name} action`)

/** Untrusted input to a typed config, or a readable violation. */
export const decodeConfig = <C, S, A, E, O>(game: Game<C, S, A, E, O>, input: unknown): Either<RuleViolation, C> =>
  decodeInput(game.codecs.config, input, 'MALFORMED_CONFIG', `${game.name} config`)
