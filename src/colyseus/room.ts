/**
 * A Colyseus room for a pitwall table. The room keeps no Colyseus state (no schema sync):
 * each client is sent its own view as a message, so nothing a seat may not see is ever
 * encoded for it. Messages:
 *
 * - to the server: `act` (an action), `sit` (`{ seat, name }`: take an open seat), `bot`
 *   (`{ seat, bot }`: give an open seat to a bot), `view` (the current view again), `log`;
 * - to a client: `welcome` (`{ table, viewer, key? }`), `view` (see `TableView`), `refused`
 *   (`{ code, message, rule }`), `log` (the race's log, once it is over).
 */
import { Room, type Client } from '@colyseus/core'
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation, Viewer } from '../core/index.js'
import { TableHost } from '../online/host.js'
import { refusal } from '../online/refusals.js'
import type { TableStore } from '../online/store.js'
import type { AnyTableGame } from '../online/table.js'
import { reopenTable } from '../online/tables.js'

/** Options of {@link tableRoom}. @group Online */
export interface TableRoomOptions {
  /** The games the server plays, with the bots it offers for each. */
  readonly games: ReadonlyArray<AnyTableGame>
  /** Where tables are kept (`memoryStore()`, or `sqliteStore(file)` to survive a restart). */
  readonly store: TableStore
  /** Seconds a dropped client keeps its connection's place before it must join again with its key. Default 30. */
  readonly reconnectSeconds?: number
  /** Milliseconds between the steps the table takes by itself (bots), so people can follow. Default 0. */
  readonly stepDelayMs?: number
  /** Messages a client may send per second; past it the client is disconnected. Default 100. */
  readonly maxMessagesPerSecond?: number
}

/** What a client sends to join a table (`joinOrCreate(name, options)`). @group Online */
export interface JoinTableOptions {
  /** The table's id (the room is filtered by it: register the room with `.filterBy(['table'])`). */
  readonly table: string
  /** The seat to take (an open one), or `spectator` (the default). */
  readonly seat?: number | 'spectator'
  /** The key of a seat this client took before: it gives the seat back, even after a restart. */
  readonly key?: string
  /** The name shown for the seat it takes. */
  readonly name?: string
}

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * A Colyseus room class for the tables of a store. Register it filtered by table:
 * `server.define('table', tableRoom({ games, store })).filterBy(['table'])`; a client joins
 * with `client.joinOrCreate('table', { table, seat })` (see {@link JoinTableOptions}). The
 * room of a table is created on its first join, from the store (so a restarted server resumes
 * it), and disposed when its last client has left.
 * @group Online
 */
export const tableRoom = (options: TableRoomOptions): new () => Room => {
  const { games, store } = options
  const reconnectSeconds = options.reconnectSeconds ?? 30

  return class PitwallTableRoom extends Room {
    override maxMessagesPerSecond = options.maxMessagesPerSecond ?? 100
    readonly #viewers = new WeakMap<Client, Viewer>()
    #host: TableHost<unknown, unknown, unknown, unknown, unknown> | undefined

    override onCreate(createOptions: unknown): void {
      const opened = reopenTable(games, store, asRecord(createOptions).table)
      if (isLeft(opened)) throw new Error(opened.left.message)
      // The host's own timer (the room's clock is not ticking yet while the room is created).
      const host = new TableHost(opened.right.tableGame, opened.right.table, store, {
        stepDelayMs: options.stepDelayMs ?? 0,
      })
      this.#host = host
      // The room lives while its race does, with or without clients (bots play on); a finished
      // race's room closes when its last client leaves.
      this.autoDispose = false
      // Each client hears of a step as its own viewer; the state never leaves the server.
      host.onStep((step) => {
        for (const client of this.clients) client.send('view', host.view(this.#viewerOf(client), step.events))
        this.#closeIfDone()
      })
      this.onMessage('act', (client, message: unknown) => {
        const acted = this.#stored(() => host.act(this.#viewerOf(client), message))
        if (isLeft(acted)) this.#refuse(client, acted.left)
      })
      this.onMessage('sit', (client, message: unknown) => {
        const { seat, name } = asRecord(message)
        if (this.#viewerOf(client) !== 'spectator')
          return this.#refuse(client, refusal('SEAT_TAKEN', 'This connection already holds a seat.'))
        const taken = this.#stored(() => host.take(seat, name))
        if (isLeft(taken)) return this.#refuse(client, taken.left)
        this.#viewers.set(client, taken.right.viewer)
        client.send('welcome', { table: host.table.id, ...taken.right })
        this.#sendViews()
      })
      this.onMessage('bot', (client, message: unknown) => {
        const { seat, bot } = asRecord(message)
        const filled = this.#stored(() => host.fill(seat, bot))
        if (isLeft(filled)) return this.#refuse(client, filled.left)
        this.#sendViews()
      })
      this.onMessage('view', (client) => client.send('view', host.view(this.#viewerOf(client))))
      this.onMessage('log', (client) => {
        const log = host.log()
        if (isLeft(log)) this.#refuse(client, log.left)
        else client.send('log', JSON.stringify(log.right))
      })
      this.onMessage('*', (client) => this.#refuse(client, refusal('BAD_MESSAGE')))
    }

    override onJoin(client: Client, joinOptions: unknown): void {
      const host = this.#requireHost()
      const joined = this.#stored(() => host.join(asRecord(joinOptions)))
      const viewer = isLeft(joined) ? 'spectator' : joined.right.viewer
      this.#viewers.set(client, viewer)
      client.send('welcome', { table: host.table.id, ...(isLeft(joined) ? { viewer } : joined.right) })
      if (isLeft(joined)) this.#refuse(client, joined.left)
      // Everyone sees who sits where; the newcomer gets its view.
      this.#sendViews()
    }

    override async onDrop(client: Client): Promise<void> {
      try {
        await this.allowReconnection(client, reconnectSeconds)
      } catch {
        // Not back in time: the seat stays its holder's, who joins again with its key.
      }
    }

    override onLeave(): void {
      this.#closeIfDone()
    }

    override onReconnect(client: Client): void {
      client.send('view', this.#requireHost().view(this.#viewerOf(client)))
    }

    override onDispose(): void {
      this.#host?.dispose()
    }

    #requireHost(): TableHost<unknown, unknown, unknown, unknown, unknown> {
      if (this.#host === undefined) throw new Error('the room has no table')
      return this.#host
    }

    #closeIfDone(): void {
      if (this.clients.length === 0 && this.#host?.over === true) void this.disconnect()
    }

    #viewerOf(client: Client): Viewer {
      return this.#viewers.get(client) ?? 'spectator'
    }

    #sendViews(): void {
      const host = this.#requireHost()
      for (const client of this.clients) client.send('view', host.view(this.#viewerOf(client)))
    }

    #refuse(client: Client, violation: RuleViolation): void {
      client.send('refused', { code: violation.code, message: violation.message, rule: violation.rule })
    }

    // A store that throws leaves the table as it was: the client hears NOT_STORED.
    #stored<T>(run: () => Either<RuleViolation, T>): Either<RuleViolation, T> {
      try {
        return run()
      } catch {
        return left(refusal('NOT_STORED'))
      }
    }
  }
}
