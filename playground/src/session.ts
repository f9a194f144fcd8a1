/**
 * A race in the playground: every step kept (state, action, events, generators), so the
 * page can travel back and forth and branch from any step. Chance is drawn from a seeded
 * generator as core's drivers draw it (nature from the seed, each seat's policy from its own
 * stream, `streamRng`), or given by hand from physical dice. Saved and loaded in core's
 * race-log format, the file `pitwall replay` reads.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  nextInt,
  readLog,
  recordLog,
  seedRng,
  streamRng,
  type ChanceSource,
  type Policy,
  type RaceLog,
  type Rng,
  type RuleViolation,
  type SeatId,
  type Status,
} from 'pitwall/core'
import type { Kit } from './games/kit.js'
import { controllerOf } from './controllers.js'

/** One step of the race, and the race as it stood after it. */
export interface Frame<S, A, E> {
  /** The state after the step. */
  readonly state: S
  /** The action of the step (null for the start). */
  readonly action: A | null
  /** Its notation, written against the state it applied to. */
  readonly notation: string
  /** Who acted: a seat, or chance. */
  readonly actor: SeatId | 'chance' | null
  /** Whether the action was a secret choice (made at a simultaneous node). */
  readonly secret: boolean
  /** The events of the step. */
  readonly events: ReadonlyArray<E>
  /** Nature's generator after the step. */
  readonly nature: Rng
  /** Each seat's generator after the step. */
  readonly seats: ReadonlyArray<Rng>
}

/** Who must act now. */
export type Turn =
  | { readonly kind: 'seat'; readonly seat: SeatId; readonly phase: string; readonly human: boolean }
  | { readonly kind: 'chance'; readonly source: ChanceSource | null }
  | { readonly kind: 'over' }
  | { readonly kind: 'invalid'; readonly violation: RuleViolation }

/** What one automatic step did. */
export type Advance = 'moved' | 'human' | 'chance' | 'over' | { readonly error: RuleViolation }

/** How chance is resolved. */
export type ChanceMode = 'seeded' | 'dice'

const policyFailed = (seat: SeatId, error: unknown): RuleViolation => ({
  code: 'POLICY_FAILED',
  message: `The bot of seat ${seat} failed: ${error instanceof Error ? error.message : String(error)}`,
  rule: 'pitwall protocol',
})

export class Session<C, S, A, E, O> {
  private frames: Frame<S, A, E>[]
  private at = 0

  constructor(
    readonly kit: Kit<C, S, A, E, O>,
    readonly config: C,
    readonly seed: string,
    start: S,
    /** Controller id of each seat. */
    public controllers: ReadonlyArray<string>,
    public chance: ChanceMode = 'seeded',
  ) {
    const nature = seedRng(seed)
    this.frames = [
      {
        state: start,
        action: null,
        notation: 'start',
        actor: null,
        secret: false,
        events: [],
        nature,
        seats: controllers.map((_, seat) => streamRng(nature, seat)),
      },
    ]
  }

  /** A session from a config (the setup form has checked it already). */
  static start<C, S, A, E, O>(
    kit: Kit<C, S, A, E, O>,
    config: C,
    seed: string,
    controllers: ReadonlyArray<string>,
    chance: ChanceMode,
  ): Either<RuleViolation, Session<C, S, A, E, O>> {
    const start = kit.game.setup(config)
    if (isLeft(start)) return start
    return right(new Session(kit, config, seed, start.right, controllers, chance))
  }

  /**
   * A session from a saved log, checked step by step by core's `readLog` (digests
   * included). Every seat is given to `controller`; play may go on from any step.
   */
  static load<C, S, A, E, O>(kit: Kit<C, S, A, E, O>, input: unknown, controller: string): Either<RuleViolation, Session<C, S, A, E, O>> {
    const read = readLog(kit.game, input)
    if (isLeft(read)) return left({ ...read.left, message: `${read.left.message}${read.left.step >= 0 ? ` (step ${read.left.step})` : ''}` })
    const { log } = read.right
    const start = kit.game.setup(log.config)
    if (isLeft(start)) return start
    const seats = kit.seatNames(log.config).map(() => controller)
    const session = new Session(kit, log.config, log.seed === null ? 'replay' : String(log.seed), start.right, seats)
    for (const step of log.steps) {
      const done = session.submit(step.action)
      if (isLeft(done)) return done
    }
    session.goto(0)
    return right(session)
  }

  /** Every frame, the start first. */
  get history(): ReadonlyArray<Frame<S, A, E>> {
    return this.frames
  }

  /** The index of the frame shown. */
  get cursor(): number {
    return this.at
  }

  /** The frame shown. */
  get frame(): Frame<S, A, E> {
    return this.frames[this.at] as Frame<S, A, E>
  }

  get state(): S {
    return this.frame.state
  }

  get status(): Status<A> {
    return this.kit.game.status(this.state)
  }

  /** Travels to a frame. */
  goto(index: number): void {
    this.at = Math.max(0, Math.min(this.frames.length - 1, Math.trunc(index)))
  }

  private isHuman(seat: SeatId): boolean {
    return controllerOf(this.controllers[seat] ?? 'random').policy(this.kit) === null
  }

  /** Who acts now (at a simultaneous node: the bots first, then the people). */
  get turn(): Turn {
    const status = this.status
    switch (status.kind) {
      case 'over':
        return { kind: 'over' }
      case 'invalid':
        return { kind: 'invalid', violation: status.violation }
      case 'chance':
        return { kind: 'chance', source: status.source ?? null }
      case 'decision':
        return { kind: 'seat', seat: status.seat, phase: status.phase, human: this.isHuman(status.seat) }
      case 'simultaneous': {
        const seat = status.seats.find((s) => !this.isHuman(s)) ?? status.seats[0] ?? 0
        return { kind: 'seat', seat, phase: status.phase, human: this.isHuman(seat) }
      }
    }
  }

  /** The legal actions of whoever acts now (chance outcomes at a chance node). */
  get legal(): ReadonlyArray<A> {
    const turn = this.turn
    if (turn.kind === 'chance') return this.kit.game.legalActions(this.state)
    return turn.kind === 'seat' ? this.kit.game.legalActions(this.state, turn.seat) : []
  }

  /** The chance outcomes with their probabilities, at a chance node. */
  get outcomes(): ReadonlyArray<{ readonly action: A; readonly probability: number }> {
    const status = this.status
    return status.kind === 'chance' ? status.outcomes : []
  }

  /**
   * Plays an action at the frame shown; the rules judge it (a Left is the rule's refusal).
   * Frames after the one shown are dropped: the race branches here.
   */
  submit(action: A, generators?: { readonly nature?: Rng; readonly seat?: readonly [SeatId, Rng] }): Either<RuleViolation, Frame<S, A, E>> {
    const before = this.frame
    const turn = this.turn
    const result = this.kit.game.reduce(before.state, action)
    if (isLeft(result)) return result
    const seats = [...before.seats]
    if (generators?.seat !== undefined) seats[generators.seat[0]] = generators.seat[1]
    const frame: Frame<S, A, E> = {
      state: result.right.state,
      action,
      notation: this.kit.formatAction(action, before.state),
      actor: turn.kind === 'chance' ? 'chance' : turn.kind === 'seat' ? turn.seat : null,
      secret: this.status.kind === 'simultaneous',
      events: result.right.events,
      nature: generators?.nature ?? before.nature,
      seats,
    }
    this.frames = [...this.frames.slice(0, this.at + 1), frame]
    this.at = this.frames.length - 1
    return right(frame)
  }

  /** Rolls the chance node from the seeded generator, as core's drivers do (an exact integer draw over the weights). */
  roll(): Either<RuleViolation, Frame<S, A, E>> {
    const status = this.status
    if (status.kind !== 'chance') return left({ code: 'WRONG_PHASE', message: 'Nothing to roll: no chance node here.', rule: 'pitwall protocol' })
    const total = status.outcomes.reduce((sum, o) => sum + o.weight, 0)
    const [ticket, nature] = nextInt(this.frame.nature, 0, total - 1)
    let acc = 0
    const chosen = status.outcomes.find((o) => (acc += o.weight) > ticket) ?? status.outcomes[status.outcomes.length - 1]
    if (chosen === undefined) return left({ code: 'EMPTY_CHANCE', message: 'A chance node has no outcome.', rule: 'pitwall protocol' })
    return this.submit(chosen.action, { nature })
  }

  /** Asks the bot of the seat to act for its action and plays it. */
  private botMove(seat: SeatId, policy: Policy<A, O>): Either<RuleViolation, Frame<S, A, E>> {
    const observation = this.kit.game.observe(this.state, seat)
    if (isLeft(observation)) return observation
    const rng = this.frame.seats[seat] ?? streamRng(seedRng(this.seed), seat)
    let chosen: readonly [A, Rng]
    try {
      chosen = policy({ seat, observation: observation.right, legal: this.legal.slice(), rng })
    } catch (error) {
      return left(policyFailed(seat, error))
    }
    return this.submit(chosen[0], { seat: [seat, chosen[1]] })
  }

  /** One step without a person: a seeded roll or a bot's move; says why it waits otherwise. */
  advance(): Advance {
    const turn = this.turn
    if (turn.kind === 'over') return 'over'
    if (turn.kind === 'invalid') return { error: turn.violation }
    if (turn.kind === 'chance') {
      if (this.chance === 'dice') return 'chance'
      const rolled = this.roll()
      return isLeft(rolled) ? { error: rolled.left } : 'moved'
    }
    const policy = controllerOf(this.controllers[turn.seat] ?? 'random').policy(this.kit)
    if (policy === null) return 'human'
    const moved = this.botMove(turn.seat, policy)
    return isLeft(moved) ? { error: moved.left } : 'moved'
  }

  /** The race up to the frame shown, in core's log format (every step replayed and digested). */
  log(): Either<RuleViolation, RaceLog<C, A>> {
    const actions = this.frames.slice(1, this.at + 1).flatMap((f) => (f.action === null ? [] : [f.action]))
    return recordLog(this.kit.game, this.config, actions, {
      seed: this.seed,
      notation: (state, action) => this.kit.formatAction(action, state),
    })
  }
}
