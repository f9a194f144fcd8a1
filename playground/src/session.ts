/**
 * A race in the playground: every step kept (state, action, events, generators), so the
 * page can travel back and forth and branch from any step. Chance is drawn from a seeded
 * generator as core's drivers draw it (nature from the seed, each seat's policy from its own
 * stream, `streamRng`), or given by hand from physical dice. Bots play at once; the search
 * bot thinks aside (a Web Worker) and its move comes back later. Saved and loaded in core's
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
import { controllerOf, driverName } from './controllers.js'
import { thinker } from './thinker.js'

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
  /** Who chose a seat's action (`human`, `heuristic`, `mcts (200 iterations)`, or the saved log's name), null for chance. */
  readonly driver: string | null
  /** How long the search bot thought over the step, in milliseconds (null: no search). */
  readonly searchMs: number | null
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

/** What one automatic step did ('thinking': the search bot's move will come through `onThought`). */
export type Advance = 'moved' | 'thinking' | 'human' | 'chance' | 'over' | { readonly error: RuleViolation }

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
  // The search under way: the frame it searches from, and how to stop it.
  private search: { readonly frame: Frame<S, A, E>; readonly seat: SeatId; readonly cancel: () => void } | null = null
  /** Iterations per decision of the search bot. */
  iterations = 200
  /** Told when the search bot's move has been played (or its search failed). */
  onThought: (result: Advance) => void = () => undefined

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
        driver: null,
        searchMs: null,
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
  static load<C, S, A, E, O>(
    kit: Kit<C, S, A, E, O>,
    input: unknown,
    controller: string,
  ): Either<RuleViolation, Session<C, S, A, E, O>> {
    const read = readLog(kit.game, input)
    if (isLeft(read))
      return left({
        ...read.left,
        message: `${read.left.message}${read.left.step >= 0 ? ` (step ${read.left.step})` : ''}`,
      })
    const { log } = read.right
    const start = kit.game.setup(log.config)
    if (isLeft(start)) return start
    const seats = kit.seatNames(log.config).map(() => controller)
    const session = new Session(kit, log.config, log.seed === null ? 'replay' : String(log.seed), start.right, seats)
    for (const step of log.steps) {
      const turn = session.turn
      const done = session.submit(step.action, {
        driver: turn.kind === 'seat' ? (log.seats?.[turn.seat] ?? 'replay') : null,
      })
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
    this.stopThinking()
    this.at = Math.max(0, Math.min(this.frames.length - 1, Math.trunc(index)))
  }

  private isHuman(seat: SeatId): boolean {
    return controllerOf(this.controllers[seat] ?? 'random').drive === 'person'
  }

  /** The seat whose search is under way, if any. */
  get thinking(): SeatId | null {
    return this.search?.seat ?? null
  }

  /** Where the search bot thinks. */
  get thinkingIn(): 'worker' | 'page' {
    return thinker().where
  }

  /** Stops the search under way, if any (its move is no longer wanted). */
  stopThinking(): void {
    this.search?.cancel()
    this.search = null
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
  submit(
    action: A,
    how: {
      readonly nature?: Rng
      readonly seat?: readonly [SeatId, Rng]
      readonly driver?: string | null
      readonly searchMs?: number
    } = {},
  ): Either<RuleViolation, Frame<S, A, E>> {
    const before = this.frame
    const turn = this.turn
    const result = this.kit.game.reduce(before.state, action)
    if (isLeft(result)) return result
    this.stopThinking()
    const seats = [...before.seats]
    if (how.seat !== undefined) seats[how.seat[0]] = how.seat[1]
    const frame: Frame<S, A, E> = {
      state: result.right.state,
      action,
      notation: this.kit.formatAction(action, before.state),
      actor: turn.kind === 'chance' ? 'chance' : turn.kind === 'seat' ? turn.seat : null,
      driver: turn.kind === 'seat' ? (how.driver === undefined ? 'human' : how.driver) : null,
      searchMs: how.searchMs ?? null,
      secret: this.status.kind === 'simultaneous',
      events: result.right.events,
      nature: how.nature ?? before.nature,
      seats,
    }
    this.frames = [...this.frames.slice(0, this.at + 1), frame]
    this.at = this.frames.length - 1
    return right(frame)
  }

  /** Rolls the chance node from the seeded generator, as core's drivers do (an exact integer draw over the weights). */
  roll(): Either<RuleViolation, Frame<S, A, E>> {
    const status = this.status
    if (status.kind !== 'chance')
      return left({ code: 'WRONG_PHASE', message: 'Nothing to roll: no chance node here.', rule: 'pitwall protocol' })
    const total = status.outcomes.reduce((sum, o) => sum + o.weight, 0)
    const [ticket, nature] = nextInt(this.frame.nature, 0, total - 1)
    let acc = 0
    const chosen =
      status.outcomes.find((o) => (acc += o.weight) > ticket) ?? status.outcomes[status.outcomes.length - 1]
    if (chosen === undefined)
      return left({ code: 'EMPTY_CHANCE', message: 'A chance node has no outcome.', rule: 'pitwall protocol' })
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
    return this.submit(chosen[0], { seat: [seat, chosen[1]], driver: this.controllers[seat] ?? 'random' })
  }

  /** Starts the search bot on the seat's decision, unless it is already searching it. */
  private think(seat: SeatId): Advance {
    const frame = this.frame
    if (this.search !== null && this.search.frame === frame && this.search.seat === seat) return 'thinking'
    this.stopThinking()
    const observation = this.kit.game.observe(this.state, seat)
    if (isLeft(observation)) return { error: observation.left }
    const legal = this.legal
    const rng = frame.seats[seat] ?? streamRng(seedRng(this.seed), seat)
    const driver = driverName('mcts', this.iterations)
    // One legal action is played without searching, as mctsPolicy does.
    if (legal.length === 1) {
      const only = this.submit(legal[0] as A, { seat: [seat, rng], driver })
      return isLeft(only) ? { error: only.left } : 'moved'
    }
    const request = {
      game: this.kit.game.id,
      seat,
      observation: observation.right,
      legal,
      rng,
      iterations: this.iterations,
    }
    const started = performance.now()
    const cancel = thinker().think(request, (reply) => {
      if (this.search?.frame !== frame) return
      this.search = null
      const action = 'index' in reply ? legal[reply.index] : undefined
      if ('error' in reply || action === undefined) {
        return this.onThought({ error: policyFailed(seat, 'error' in reply ? reply.error : 'no such move') })
      }
      const played = this.submit(action, { seat: [seat, reply.rng], driver, searchMs: performance.now() - started })
      this.onThought(isLeft(played) ? { error: played.left } : 'moved')
    })
    // The reply may come at once (no worker): then the search is over already.
    if (this.frame === frame) this.search = { frame, seat, cancel }
    return this.frame === frame ? 'thinking' : 'moved'
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
    const controller = controllerOf(this.controllers[turn.seat] ?? 'random')
    if (controller.drive === 'search') return this.think(turn.seat)
    const policy = controller.policy(this.kit)
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
      seats: this.drivers(),
    })
  }

  /** Who drove each seat up to the frame shown, in order of first move (e.g. `human, heuristic`). */
  drivers(): ReadonlyArray<string> {
    return this.controllers.map((controller, seat) => {
      const names: string[] = []
      for (const f of this.frames.slice(1, this.at + 1))
        if (f.actor === seat && f.driver !== null && !names.includes(f.driver)) names.push(f.driver)
      return names.length > 0 ? names.join(', ') : driverName(controller, this.iterations)
    })
  }
}
