import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client, type Room } from '@colyseus/sdk'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { readLog } from '../../src/core/index.js'
import { startServer, type Serving } from '../../src/cli/serve.js'
import { sqliteStore, STORE_VERSION } from '../../src/online/index.js'
import type { TableView } from '../../src/online/view.js'
import { uniqueDeckConfig } from '../support/hidden-cards.js'

type View = TableView<fmr.Action, fmr.Event, fmr.Observation>
const quiet = { out: () => undefined, err: () => undefined, interactive: false }
const dir = mkdtempSync(join(tmpdir(), 'pitwall-serve-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const until = async (check: () => boolean, ms = 30_000): Promise<void> => {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

// A person at a table: joins, plays the first of its legal actions whenever it may, until `stopAt`.
const person = async (port: number, options: Record<string, unknown>, stopAt = Infinity) => {
  const room: Room = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('table', options)
  const views: View[] = []
  const welcome = new Promise<{ viewer: number | 'spectator'; key?: string }>((resolve) =>
    room.onMessage('welcome', resolve),
  )
  room.onMessage('refused', () => undefined)
  room.onMessage('view', (view: View) => {
    views.push(view)
    if (view.legal.length > 0 && view.step < stopAt) room.send('act', view.legal[0])
  })
  return { room, views, welcome }
}

describe('pitwall serve', () => {
  const api = (port: number, body: unknown) =>
    fetch(`http://127.0.0.1:${port}/api/tables`, { method: 'POST', body: JSON.stringify(body) })
  const logOf = (port: number, table: string) => fetch(`http://127.0.0.1:${port}/api/tables/${table}/log`)

  it('creates tables over HTTP, refuses bad requests with a code, gives the log only once the race is over', async () => {
    const serving: Serving = await startServer(
      { port: 0, host: '127.0.0.1', db: join(dir, 'a.sqlite'), stepDelayMs: 0, budget: 5 },
      quiet,
    )
    try {
      const bad = await api(serving.port, { game: 'chess', config: {}, seats: [] })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { code: string }).code).toBe('BAD_TABLE')
      const created = await api(serving.port, {
        game: 'formula-motor-racing',
        config: uniqueDeckConfig(3),
        seats: ['person', 'random', 'heuristic'],
      })
      const { table } = (await created.json()) as { table: string }
      // No log while the race is on: it holds every card of the race.
      const early = await logOf(serving.port, table)
      expect(early.status).toBe(403)
      expect(((await early.json()) as { code: string }).code).toBe('LOG_WHEN_OVER')
      const ada = await person(serving.port, { table, seat: 0, name: 'Ada' })
      expect((await ada.welcome).viewer).toBe(0)
      await until(() => ada.views.at(-1)?.status.kind === 'over')
      // The log, downloaded once the race is over, replays to the standings the client was shown.
      const download = await logOf(serving.port, table)
      expect(download.headers.get('content-disposition')).toContain('attachment')
      const read = readLog(fmr.formulaMotorRacing, (await download.json()) as unknown)
      if (isLeft(read)) throw new Error(read.left.message)
      expect(read.right.log.seats).toEqual(['Ada', 'random', 'heuristic'])
      expect(JSON.parse(JSON.stringify(fmr.formulaMotorRacing.status(read.right.state)))).toEqual(
        ada.views.at(-1)?.status,
      )
      await ada.room.leave()
    } finally {
      await serving.stop()
    }
  })

  it('a server stopped mid-race and started again on the same file plays every open table on to its end', async () => {
    const options = { port: 0, host: '127.0.0.1', db: join(dir, 'b.sqlite'), stepDelayMs: 10, budget: 5 }
    let serving = await startServer(options, quiet)
    const created = await api(serving.port, {
      game: 'formula-motor-racing',
      config: uniqueDeckConfig(4),
      seats: ['random', 'heuristic', 'random', 'heuristic'],
    })
    const { table } = (await created.json()) as { table: string }
    await new Promise((r) => setTimeout(r, 300))
    await serving.stop()
    const stored = await sqliteStore(options.db)
    const mid = stored.load(table)
    stored.close()
    expect(mid?.over).toBe(false)
    expect(mid?.actions.length).toBeGreaterThan(0)
    serving = await startServer(options, quiet)
    try {
      let download = await logOf(serving.port, table)
      for (let i = 0; i < 300 && download.status === 403; i++) {
        await new Promise((r) => setTimeout(r, 50))
        download = await logOf(serving.port, table)
      }
      const read = readLog(fmr.formulaMotorRacing, (await download.json()) as unknown)
      if (isLeft(read)) throw new Error(read.left.message)
      expect(fmr.formulaMotorRacing.status(read.right.state).kind).toBe('over')
      // The steps stored before the stop are the log's first steps.
      expect(read.right.log.steps.slice(0, mid?.actions.length).map((s) => s.action)).toEqual(mid?.actions)
    } finally {
      await serving.stop()
    }
  })

  it('a tables file of another version is refused with a message, never misread', async () => {
    const db = join(dir, 'future.sqlite')
    const store = await sqliteStore(db)
    store.close()
    const name = 'better-sqlite3'
    const Database = (
      (await import(name)) as { default: new (f: string) => { pragma(s: string): unknown; close(): void } }
    ).default
    const raw = new Database(db)
    raw.pragma(`user_version = ${STORE_VERSION + 1}`)
    raw.close()
    await expect(sqliteStore(db)).rejects.toThrow(
      `version ${STORE_VERSION + 1}; this pitwall reads version ${STORE_VERSION}`,
    )
  })
})
