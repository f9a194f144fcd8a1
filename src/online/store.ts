/**
 * Where a server keeps its tables: every step is written before the clients hear of it, so a
 * server killed at any moment and started again on the same store resumes every open table
 * (each replayed through the game's guard by `restoreTable`). The interface is synchronous:
 * a step is stored, or the store threw and the step is not taken.
 */
import type { GameId } from '../core/index.js'
import type { SeatHolder, TableRecord, TableRngs } from './table.js'

/** A stored table: its record and its game. @group Online */
export interface StoredTable extends TableRecord {
  /** The game's id. */
  readonly game: GameId
  /** Whether the race is over. */
  readonly over: boolean
}

/** A table store (see the module comment). Every method may throw on an I/O failure. @group Online */
export interface TableStore {
  /** Stores a new table (no action yet). */
  create(table: StoredTable): void
  /** Stores who holds each seat now. */
  seats(id: string, seats: ReadonlyArray<SeatHolder>): void
  /** Stores step `step` (0-based) of a table, with the generators after it; `over` once the race ends. */
  append(id: string, step: number, action: unknown, rngs: TableRngs, over: boolean): void
  /** A table by id. */
  load(id: string): StoredTable | undefined
  /** The ids of the tables whose race is not over. */
  open(): ReadonlyArray<string>
  /** Releases the store. */
  close(): void
}

/** A store in memory: the tables last as long as the process. @group Online */
export const memoryStore = (): TableStore => {
  const tables = new Map<string, StoredTable>()
  const get = (id: string): StoredTable => {
    const table = tables.get(id)
    if (table === undefined) throw new Error(`no table ${id}`)
    return table
  }
  return {
    create: (table) => {
      if (tables.has(table.id)) throw new Error(`table ${table.id} exists`)
      tables.set(table.id, table)
    },
    seats: (id, seats) => {
      tables.set(id, { ...get(id), seats: seats.slice() })
    },
    append: (id, step, action, rngs, over) => {
      const table = get(id)
      if (step !== table.actions.length) throw new Error(`table ${id}: step ${step} after ${table.actions.length}`)
      tables.set(id, { ...table, actions: [...table.actions, action], rngs, over })
    },
    load: (id) => tables.get(id),
    open: () => [...tables.values()].filter((t) => !t.over).map((t) => t.id),
    close: () => tables.clear(),
  }
}
