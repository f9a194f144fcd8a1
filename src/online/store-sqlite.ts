/**
 * A table store in one SQLite file (better-sqlite3, an optional peer dependency loaded only
 * when a store is opened). A step is committed before `append` returns; SQLite's write-ahead
 * log keeps every committed step through a killed process. The file carries its format
 * version (`user_version`): a file of another version is refused with a message, never misread.
 */
import type { GameId } from '../core/index.js'
import type { SeatHolder, TableRngs } from './table.js'
import type { StoredTable, TableStore } from './store.js'

/** The format version of the tables file this pitwall writes. @group Online */
export const STORE_VERSION = 1

// What the store uses of better-sqlite3 (declared here: its typings are not a dependency).
interface Statement {
  run(...params: ReadonlyArray<unknown>): unknown
  get(...params: ReadonlyArray<unknown>): unknown
  all(...params: ReadonlyArray<unknown>): ReadonlyArray<unknown>
}
interface Database {
  pragma(source: string, options?: { simple: boolean }): unknown
  exec(source: string): unknown
  prepare(source: string): Statement
  transaction<T extends ReadonlyArray<unknown>>(run: (...args: T) => void): (...args: T) => void
  close(): unknown
}
type DatabaseClass = new (file: string) => Database

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  config TEXT NOT NULL,
  seed TEXT NOT NULL,
  seats TEXT NOT NULL,
  over INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS steps (
  table_id TEXT NOT NULL REFERENCES tables(id),
  step INTEGER NOT NULL,
  action TEXT NOT NULL,
  rngs TEXT NOT NULL,
  PRIMARY KEY (table_id, step)
);`

interface TableRow {
  readonly id: string
  readonly game: string
  readonly config: string
  readonly seed: string
  readonly seats: string
  readonly over: number
}
interface StepRow {
  readonly action: string
  readonly rngs: string
}

/**
 * Opens (or creates) a tables file. Rejects when better-sqlite3 is not installed or the file
 * is of another format version.
 * @group Online
 */
export const sqliteStore = async (file: string): Promise<TableStore> => {
  // A variable, so bundlers and the type checker leave the optional dependency alone.
  const name = 'better-sqlite3'
  let imported: { readonly default: DatabaseClass }
  try {
    imported = (await import(name)) as { readonly default: DatabaseClass }
  } catch {
    throw new Error('The SQLite store needs better-sqlite3 12: npm install better-sqlite3@12')
  }
  const db = new imported.default(file)
  const version = db.pragma('user_version', { simple: true })
  const empty = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }
  if (version !== STORE_VERSION && !(version === 0 && empty.n === 0)) {
    db.close()
    throw new Error(
      `${file} is a pitwall tables file of version ${String(version)}; this pitwall reads version ${STORE_VERSION}.`,
    )
  }
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(SCHEMA)
  db.pragma(`user_version = ${STORE_VERSION}`)

  const insertTable = db.prepare('INSERT INTO tables (id, game, config, seed, seats, over) VALUES (?, ?, ?, ?, ?, ?)')
  const updateSeats = db.prepare('UPDATE tables SET seats = ? WHERE id = ?')
  const insertStep = db.prepare('INSERT INTO steps (table_id, step, action, rngs) VALUES (?, ?, ?, ?)')
  const updateOver = db.prepare('UPDATE tables SET over = ? WHERE id = ?')
  const selectTable = db.prepare('SELECT * FROM tables WHERE id = ?')
  const selectSteps = db.prepare('SELECT action, rngs FROM steps WHERE table_id = ? ORDER BY step')
  const selectOpen = db.prepare('SELECT id FROM tables WHERE over = 0')
  const append = db.transaction((id: string, step: number, action: string, rngs: string, over: number) => {
    insertStep.run(id, step, action, rngs)
    if (over === 1) updateOver.run(1, id)
  })
  const create = db.transaction((table: StoredTable) => {
    insertTable.run(
      table.id,
      table.game,
      JSON.stringify(table.config),
      JSON.stringify(table.seed),
      JSON.stringify(table.seats),
      table.over ? 1 : 0,
    )
    table.actions.forEach((action, step) => insertStep.run(table.id, step, JSON.stringify(action), 'null'))
  })

  return {
    create: (table) => create(table),
    seats: (id, seats) => {
      updateSeats.run(JSON.stringify(seats), id)
    },
    append: (id, step, action, rngs, over) =>
      append(id, step, JSON.stringify(action), JSON.stringify(rngs), over ? 1 : 0),
    load: (id) => {
      const row = selectTable.get(id) as TableRow | undefined
      if (row === undefined) return undefined
      const steps = selectSteps.all(id) as ReadonlyArray<StepRow>
      const last = steps[steps.length - 1]
      return {
        id: row.id,
        game: row.game as GameId,
        config: JSON.parse(row.config) as unknown,
        seed: JSON.parse(row.seed) as number | string,
        seats: JSON.parse(row.seats) as ReadonlyArray<SeatHolder>,
        actions: steps.map((s) => JSON.parse(s.action) as unknown),
        rngs: last === undefined ? null : (JSON.parse(last.rngs) as TableRngs | null),
        over: row.over === 1,
      }
    },
    open: () => (selectOpen.all() as ReadonlyArray<{ readonly id: string }>).map((r) => r.id),
    close: () => {
      db.close()
    },
  }
}
