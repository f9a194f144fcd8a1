import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import type { Game } from './game.js'
import type { Node } from './define.js'
import { driverDoor, type DriverDoor } from './door.js'
import type { SeatId, Status } from './status.js'
import type { RuleViolation } from './violation.js'
import { protocolViolation, type DriverCode } from './codes.js'
import { sampleWithCursor } from './chance.js'
import { openCursor, streamRng, type Rng, type RngCursor } from './rng.js'
import type * as t from 'io-ts'
import { exactDecoder, ExactProblem } from './exact.js'
import { randomPolicy, type Policy } from './policy.js'
import { ownPolicyInput } from './policy-input.js'

/** The result of running a game forward. @group Drivers */
export interface Run<S, A, E> {
  /** The state reached. */
  readonly state: S
  /** Nature's generator after every chance draw (the seats' policies draw from their own streams). */
  readonly rng: Rng
  /** Every action applied, chance outcomes included: a replayable log. */
  readonly actions: ReadonlyArray<A>
  /** Every event, in order (empty when events were not collected). */
  readonly events: ReadonlyArray<E>
}

/** Why a driver stopped early. @group Drivers */
export interface DriverError<S> extends RuleViolation {
  /** 0-based index of the step that failed, counted from the driver's start. */
  readonly step: number
  /** The last good state. */
  readonly state: S
}

const driverError = <S>(v: RuleViolation, step: number, state: S): DriverError<S> => ({
  code: v.code,
  message: v.message,
  rule: v.rule,
  step,
  state,
})

const stop = (code: DriverCode, message: string): RuleViolation => protocolViolation(code, message)

/** Options of {@link resolveChance} and {@link playout}. @group Drivers */
export interface RunOptions {
  /** Give up after this many actions (a safety net against a game that never ends). Default 1,000,000. */
  readonly maxSteps?: number
  /** Collect the events (default true; the bench turns it off). */
  readonly collectEvents?: boolean
}

/**
 * Applies sampled chance outcomes until a decision, a simultaneous choice or the end.
 * The same state and generator always give the same result.
 * @group Drivers
 */
export const resolveChance = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  state: S,
  rng: Rng,
  options: RunOptions = {},
): Either<DriverError<S>, Run<S, A, E>> => run(game, state, rng, {}, options, true)

/**
 * Plays to the end: chance is sampled from `rng`, each decision is asked of the policy of
 * the seat that must act. Nature and every seat draw from separate streams derived from `rng`
 * (see {@link streamRng}): a policy can neither choose nor spend nature's numbers, and the
 * same `rng` and policies give the same race. A policy that returns an illegal action, or
 * fails, stops the run with a Left.
 * @group Drivers
 */
export const playout = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  state: S,
  rng: Rng,
  policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>,
  options: RunOptions = {},
): Either<DriverError<S>, Run<S, A, E>> => run(game, state, rng, policies, options, false)

// Each seat's own stream, opened when the seat first acts (see streamRng). A seat whose
// policy is handed its generator keeps it as plain data, the one its policy handed back; a
// seat the driver draws for in place (the uniform policy) keeps a cursor on it.
class SeatStreams {
  readonly #start: Rng
  readonly #cursors: Array<RngCursor | undefined> = []
  readonly #saved: Array<Rng | undefined> = []

  constructor(start: Rng) {
    this.#start = start
  }

  cursor(seat: SeatId): RngCursor {
    let cursor = this.#cursors[seat]
    if (cursor === undefined) {
      cursor = openCursor(this.#saved[seat] ?? streamRng(this.#start, seat))
      this.#cursors[seat] = cursor
      this.#saved[seat] = undefined
    }
    return cursor
  }

  /** The seat's generator as plain data (what a policy is handed). */
  rng(seat: SeatId): Rng {
    const cursor = this.#cursors[seat]
    if (cursor !== undefined) return cursor.save()
    return this.#saved[seat] ?? streamRng(this.#start, seat)
  }

  /** The generator the seat's policy handed back: the seat's stream from now on. */
  replace(seat: SeatId, rng: Rng): void {
    this.#saved[seat] = rng
    this.#cursors[seat] = undefined
  }
}

// The four words of the generator a policy handed back, read once into a copy of the
// driver's own, or null when it is not one (what `RngCodec` and four words accept, without
// io-ts's generic walk on every decision).
const generatorWords = (next: unknown): ReadonlyArray<number> | null => {
  if (typeof next !== 'object' || next === null || Array.isArray(next)) return null
  const state: unknown = (next as { readonly state?: unknown }).state
  if (!Array.isArray(state) || state.length !== 4) return null
  const words = [state[0] as unknown, state[1] as unknown, state[2] as unknown, state[3] as unknown]
  for (let i = 0; i < 4; i++) if (!Number.isSafeInteger(words[i])) return null
  return words as number[]
}

// Whether `action` is one of the objects of `legal` itself (a plain loop: lists are short).
const isListed = <A>(legal: ReadonlyArray<A>, action: A): boolean => {
  for (let i = 0; i < legal.length; i++) if (legal[i] === action) return true
  return false
}

// Asks the seat's policy for its action, drawing from the seat's own stream. The uniform
// policy's one draw is taken from the cursor in place: the same number it would draw from
// a saved generator, without saving and reopening the generator.
const decide = <S, A, E, O>(
  door: DriverDoor<S, A, E, O>,
  state: S,
  seat: SeatId | undefined,
  policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>,
  streams: SeatStreams,
): { readonly action: A | undefined; readonly listed: boolean } | RuleViolation => {
  const policy = seat === undefined ? undefined : (policies as Record<number, Policy<A, O> | undefined>)[seat]
  if (seat === undefined || policy === undefined) return stop('NO_POLICY', `No policy for seat ${String(seat)}.`)
  const legal = door.legalActions(state, seat)
  if (legal.length === 0) return stop('NO_LEGAL_ACTION', `Seat ${seat} must act but has no legal action.`)
  if (policy === randomPolicy) return { action: legal[streams.cursor(seat).int(0, legal.length - 1)], listed: true }
  try {
    // The policy gets its own copy of the list; what it returns is checked by `reduce`,
    // unless it is one of the frozen objects the game listed (in the driver's own list).
    const [action, next] = policy(ownPolicyInput(door, state, seat, legal.slice(), streams.rng(seat)))
    const words = generatorWords(next)
    if (words === null)
      return stop(
        'POLICY_FAILED',
        `The policy of seat ${seat} returned no generator (return the one it was given, advanced).`,
      )
    streams.replace(seat, { state: words })
    return { action, listed: door.sharedDecisions && isListed(legal, action) }
  } catch (error) {
    return stop(
      'POLICY_FAILED',
      `The policy of seat ${seat} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

// The race is played on states the driver owns (door.ts): the start as the door admits it,
// then the states its steps make, handed to no one; the state it returns is handed out.
const run = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  start: S,
  startRng: Rng,
  policies: Readonly<Record<SeatId, Policy<A, O>>> | ReadonlyArray<Policy<A, O>>,
  options: RunOptions,
  // Stop at the first decision (resolveChance) instead of asking the policies (playout).
  stopAtDecision: boolean,
): Either<DriverError<S>, Run<S, A, E>> => {
  const maxSteps = options.maxSteps ?? 1_000_000
  const collect = options.collectEvents ?? true
  const door = driverDoor(game)
  const entered = door.enter(start)
  if (isLeft(entered)) return left(driverError(entered.left, 0, start))
  const actions: A[] = []
  const events: E[] = []
  let state = entered.right
  // Nature's generator, drawn in place for the whole run; policies draw from their seats' streams.
  const nature = openCursor(startRng)
  const streams = new SeatStreams(startRng)
  const failed = (v: RuleViolation, step: number): Either<DriverError<S>, Run<S, A, E>> =>
    left(driverError(v, step, door.handOut(state)))
  for (let step = 0; ; step++) {
    // A chance node the game can sample without listing it: the same draw as from its outcomes.
    const sampled = step >= maxSteps ? null : door.sample(state, nature)
    let action: A | undefined
    // Whether the game listed the action itself (then it needs no shape or node check).
    let own = true
    if (sampled !== null) action = sampled
    else {
      // A decision's node is enough to ask the seat: the game's status is built only when the
      // node is a chance node to list, or when the node is not known (it says why).
      const node: Node | null = door.node(state)
      const status: Status<A> | Exclude<Node, { readonly kind: 'chance' }> =
        node === null || node.kind === 'chance' ? door.status(state) : node
      if (status.kind === 'over') break
      if (status.kind === 'invalid') return failed(status.violation, step)
      if (stopAtDecision && status.kind !== 'chance') break
      if (step >= maxSteps) return failed(stop('STEP_LIMIT', `No end after ${maxSteps} steps.`), step)
      if (status.kind === 'chance') {
        action = sampleWithCursor(status.outcomes, nature)
      } else {
        const seat = status.kind === 'decision' ? status.seat : status.seats[0]
        const chosen = decide(door, state, seat, policies, streams)
        if ('code' in chosen) return failed(chosen, step)
        action = chosen.action
        own = chosen.listed
      }
    }
    if (action === undefined) return failed(stop('EMPTY_CHANCE', 'A chance node has no outcome.'), step)
    const result = own ? door.step(state, action) : door.reduce(state, action)
    if (isLeft(result)) return failed(result.left, step)
    state = result.right.state
    actions.push(action)
    if (collect) for (const e of result.right.events) events.push(e)
  }
  return right({ state: door.handOut(state), rng: nature.save(), actions, events })
}

/** Why a log did not replay. @group Drivers */
export type ReplayError<S> = DriverError<S>

/** A replayed race: its final state and every event on the way. @group Drivers */
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
 * @group Drivers
 */
export const replay = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  actions: ReadonlyArray<A>,
): Either<ReplayError<S | undefined>, Replayed<S, E>> => {
  const initial = game.setup(config)
  if (isLeft(initial)) return left(driverError<S | undefined>(initial.left, -1, undefined))
  // Every action goes through its whole guard; the states between are the driver's own.
  const door = driverDoor(game)
  let state = initial.right
  const events: E[] = []
  for (let step = 0; step < actions.length; step++) {
    const result = door.reduce(state, actions[step] as A)
    if (isLeft(result)) return left(driverError<S | undefined>(result.left, step, door.handOut(state)))
    state = result.right.state
    for (const e of result.right.events) events.push(e)
  }
  return right({ state: door.handOut(state), events })
}

// Decodes untrusted input exactly with one of a game's codecs; a Left explains every bad path.
const decodeExactly = <T>(
  codec: t.Type<T, unknown, unknown>,
  input: unknown,
  code: 'BAD_ACTION' | 'BAD_CONFIG',
  what: string,
): Either<RuleViolation, T> => {
  const copy = exactDecoder(codec)(input)
  return copy instanceof ExactProblem
    ? left(protocolViolation(code, `Not a ${what}:\n${copy.lines.join('\n')}`))
    : right(copy)
}

/**
 * Untrusted input (JSON from a client, a log file) to a typed action holding exactly the
 * action's fields, or a `BAD_ACTION` violation that names every bad path.
 * @group Codecs
 */
export const decodeAction = <C, S, A, E, O>(game: Game<C, S, A, E, O>, input: unknown): Either<RuleViolation, A> =>
  decodeExactly(game.codecs.action, input, 'BAD_ACTION', `${game.name} action`)

/** Untrusted input to a typed config holding exactly the config's fields, or a `BAD_CONFIG` violation. @group Codecs */
export const decodeConfig = <C, S, A, E, O>(game: Game<C, S, A, E, O>, input: unknown): Either<RuleViolation, C> =>
  decodeExactly(game.codecs.config, input, 'BAD_CONFIG', `${game.name} config`)

/** Untrusted input (a saved state) to a state the game can play from: the same as `game.admit`. @group Codecs */
export const decodeState = <C, S, A, E, O>(game: Game<C, S, A, E, O>, input: unknown): Either<RuleViolation, S> =>
  game.admit(input)
