/**
 * A live table on a server: one table, its store, and the steps it takes by itself (chance,
 * bots), with no network. A binding maps its connections to viewers and sends each the view
 * `onStep` gives; everything a connection may do goes through here:
 *
 * - a step is written to the store before anyone hears of it (a step the store could not
 *   write is not taken);
 * - a person's seat is held with a key only that person's client receives (the store keeps
 *   its hash), so a client that comes back, even to a restarted server, gets its seat again;
 * - the log, which holds every card and die, is given only once the race is over.
 */
import { createHash, randomBytes } from 'node:crypto'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { recordLog, type RaceLog, type RuleViolation, type SeatId, type Viewer } from '../core/index.js'
import { refusal } from './refusals.js'
import type { TableStore } from './store.js'
import { advance, seatOfKey, sit, submit, waitingFor, type Table, type TableGame, type TableStep } from './table.js'
import { viewOf, type TableView } from './view.js'

/** How a host schedules its own next step (a binding's clock); returns a cancel function. @group Online */
export type Schedule = (run: () => void, delayMs: number) => () => void

/** Options of a {@link TableHost}. @group Online */
export interface HostOptions {
  /** Milliseconds between two steps the table takes by itself (chance, bots), so people can follow. Default 0. */
  readonly stepDelayMs?: number
  /** The binding's clock (default: `setTimeout`). */
  readonly schedule?: Schedule
}

/** What a connection holds once it joined: its viewer, and the key of a seat it just took. @group Online */
export interface Joined {
  /** The seat it holds, or `spectator`. */
  readonly viewer: Viewer
  /** The key of the seat it just took (to keep and give back on reconnecting); absent otherwise. */
  readonly key?: string
}

/** The hash of a seat's key, as the store keeps it. */
const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex')

const setTimeoutSchedule: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs)
  return () => clearTimeout(timer)
}

/** A table being played on a server (see the module comment). @group Online */
export class TableHost<C, S, A, E, O> {
  #table: Table<S, A>
  readonly #tableGame: TableGame<C, S, A, E, O>
  readonly #store: TableStore
  readonly #delay: number
  readonly #schedule: Schedule
  readonly #listeners = new Set<(step: TableStep<S, A, E>) => void>()
  #pending: (() => void) | null = null
  #disposed = false

  constructor(tableGame: TableGame<C, S, A, E, O>, table: Table<S, A>, store: TableStore, options: HostOptions = {}) {
    this.#tableGame = tableGame
    this.#table = table
    this.#store = store
    this.#delay = options.stepDelayMs ?? 0
    this.#schedule = options.schedule ?? setTimeoutSchedule
    this.#wake()
  }

  /** The table as it stands. */
  get table(): Table<S, A> {
    return this.#table
  }

  /** Whether the race is over. */
  get over(): boolean {
    return waitingFor(this.#tableGame, this.#table).kind === 'over'
  }

  /** Calls `listener` after every step, once it is stored; returns the unsubscribe function. */
  onStep(listener: (step: TableStep<S, A, E>) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * A connection joins: with a seat's key it holds that seat again; asking for an open seat
   * it takes it (and receives its key); otherwise it watches as a spectator.
   */
  join(request: {
    readonly key?: unknown
    readonly seat?: unknown
    readonly name?: unknown
  }): Either<RuleViolation, Joined> {
    if (typeof request.key === 'string' && request.key.length <= 200) {
      const seat = seatOfKey(this.#table, hashKey(request.key))
      if (seat !== undefined) return right({ viewer: seat })
    }
    if (request.seat === undefined || request.seat === 'spectator') return right({ viewer: 'spectator' })
    return this.take(request.seat, request.name)
  }

  /** A person takes an open seat; the key to hold it is theirs alone. */
  take(seat: unknown, name: unknown): Either<RuleViolation, Joined> {
    const key = randomBytes(18).toString('base64url')
    const label =
      typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 40) : `Player ${Number(seat) + 1}`
    const taken = sit(this.#tableGame, this.#table, seat, { kind: 'person', name: label, key: hashKey(key) })
    if (isLeft(taken)) return taken
    if (!this.#stores(() => this.#store.seats(this.#table.id, taken.right.seats))) return left(refusal('NOT_STORED'))
    this.#table = taken.right
    this.#wake()
    return right({ viewer: seat as SeatId, key })
  }

  /** An open seat given to one of the server's bots (anyone at the table may). */
  fill(seat: unknown, bot: unknown): Either<RuleViolation, Table<S, A>> {
    if (typeof bot !== 'string') return left(refusal('NO_SUCH_BOT'))
    const filled = sit(this.#tableGame, this.#table, seat, { kind: 'bot', bot })
    if (isLeft(filled)) return filled
    if (!this.#stores(() => this.#store.seats(this.#table.id, filled.right.seats))) return left(refusal('NOT_STORED'))
    this.#table = filled.right
    this.#wake()
    return filled
  }

  /** A player's action from the seat its connection holds: stored, then every listener hears of it. */
  act(viewer: Viewer, input: unknown): Either<RuleViolation, TableStep<S, A, E>> {
    const step = submit(this.#tableGame, this.#table, viewer, input)
    if (isLeft(step)) return step
    // A step the store could not write is not taken.
    if (!this.#take(step.right)) return left(refusal('NOT_STORED'))
    this.#wake()
    return step
  }

  /** What `viewer` sees now (or after a step, with that step's events). */
  view(viewer: Viewer, events: ReadonlyArray<E> = []): TableView<A, E, O> {
    return viewOf(this.#tableGame, this.#table, viewer, events)
  }

  /** The race's checked log (the `pitwall replay` format), once the race is over. */
  log(): Either<RuleViolation, RaceLog<C, A>> {
    if (!this.over) return left(refusal('LOG_WHEN_OVER'))
    const { game } = this.#tableGame
    const seats = this.#table.seats.map((h) => (h.kind === 'person' ? h.name : h.kind === 'bot' ? h.bot : 'open'))
    const log = recordLog(game, this.#table.config as C, this.#table.actions, { seed: this.#table.seed, seats })
    return isLeft(log) ? left(log.left) : right(log.right)
  }

  /** Stops the table's own steps (the table stays in the store). */
  dispose(): void {
    this.#disposed = true
    this.#pending?.()
    this.#pending = null
    this.#listeners.clear()
  }

  // Whether a write to the store went through (a store throws on an I/O failure).
  #stores(write: () => void): boolean {
    try {
      write()
      return true
    } catch {
      return false
    }
  }

  // Stores a step, then makes it the table's and tells the listeners; false when the store
  // could not write it (then nothing changed).
  #take(step: TableStep<S, A, E>): boolean {
    const over = waitingFor(this.#tableGame, step.table).kind === 'over'
    if (
      !this.#stores(() =>
        this.#store.append(this.#table.id, this.#table.actions.length, step.action, step.table.rngs, over),
      )
    )
      return false
    this.#table = step.table
    for (const listener of this.#listeners) listener(step)
    return true
  }

  // Schedules the table's next own step (chance, a bot), if there is one and none is scheduled.
  #wake(): void {
    if (this.#disposed || this.#pending !== null) return
    const waiting = waitingFor(this.#tableGame, this.#table)
    if (waiting.kind === 'over') return
    if (waiting.kind === 'seats' && !waiting.seats.some((s) => this.#table.seats[s]?.kind === 'bot')) return
    this.#pending = this.#schedule(
      () => {
        this.#pending = null
        if (this.#disposed) return
        const step = advance(this.#tableGame, this.#table)
        if (step === null) return
        try {
          this.#take(step)
        } catch {
          // The store could not write the step: it is not taken; try again in a second.
          this.#pending = this.#schedule(() => {
            this.#pending = null
            this.#wake()
          }, 1000)
          return
        }
        this.#wake()
      },
      waiting.kind === 'chance' ? 0 : this.#delay,
    )
  }
}
