import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { readLog } from '../../src/core/index.js'
import {
  TableHost,
  createTable,
  memoryStore,
  reopenTable,
  sqliteStore,
  type AnyTableGame,
  type Schedule,
  type TableStore,
} from '../../src/online/index.js'

const games: ReadonlyArray<AnyTableGame> = [
  { game: fmr.formulaMotorRacing, bots: { ...fmr.bots } } as unknown as AnyTableGame,
]
const config = fmr.defaultConfig({ players: 3 })
const dir = mkdtempSync(join(tmpdir(), 'pitwall-host-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// A clock the test turns by hand: every scheduled step runs when `flush` is called.
const manualClock = () => {
  const queue: Array<() => void> = []
  const schedule: Schedule = (run) => {
    queue.push(run)
    return () => {
      const i = queue.indexOf(run)
      if (i >= 0) queue.splice(i, 1)
    }
  }
  const flush = (limit = 100_000): void => {
    for (let n = 0; n < limit && queue.length > 0; n++) queue.shift()?.()
  }
  return { schedule, flush }
}

const hostOf = (store: TableStore, seats: ReadonlyArray<string>, seed = 3) => {
  const created = createTable(games, store, { game: 'formula-motor-racing', config, seats }, seed)
  if (isLeft(created)) throw new Error(created.left.message)
  const clock = manualClock()
  const opened = reopenTable(games, store, created.right.id)
  if (isLeft(opened)) throw new Error(opened.left.message)
  const host = new TableHost(opened.right.tableGame, opened.right.table, store, { schedule: clock.schedule })
  return { host, clock, id: created.right.id }
}

describe('online host: a live table without network', () => {
  it('a table of bots plays itself to the end; every step is in the store before a listener hears of it', () => {
    const store = memoryStore()
    const { host, clock, id } = hostOf(store, ['random', 'heuristic', 'random'])
    let heard = 0
    host.onStep((step) => {
      heard++
      expect(store.load(id)?.actions.length).toBe(step.table.actions.length)
    })
    clock.flush()
    expect(host.over).toBe(true)
    expect(heard).toBe(host.table.actions.length)
    expect(store.load(id)?.over).toBe(true)
    expect(store.open()).toEqual([])
  })

  it('a seat is taken with a key only its holder receives; the store keeps its hash; the key gives the seat back', () => {
    const store = memoryStore()
    const { host, id } = hostOf(store, ['person', 'random', 'random'])
    const taken = host.join({ seat: 0, name: 'Ada' })
    if (isLeft(taken)) throw new Error(taken.left.message)
    const key = taken.right.key as string
    expect(key.length).toBeGreaterThan(20)
    expect(JSON.stringify(store.load(id)?.seats)).not.toContain(key)
    expect(host.join({ key })).toEqual({ _tag: 'Right', right: { viewer: 0 } })
    expect(host.join({ key: 'guess' })).toEqual({ _tag: 'Right', right: { viewer: 'spectator' } })
    const again = host.join({ seat: 0 })
    expect(isLeft(again) && again.left.code).toBe('SEAT_TAKEN')
  })

  it('the log is refused while the race is on, given once it is over, and replays', () => {
    const store = memoryStore()
    const { host, clock } = hostOf(store, ['person', 'random', 'random'])
    host.join({ seat: 0, name: 'Ada' })
    const early = host.log()
    expect(isLeft(early) && early.left.code).toBe('LOG_WHEN_OVER')
    for (let turns = 0; !host.over && turns < 10_000; turns++) {
      clock.flush()
      const view = host.view(0)
      if (view.legal.length > 0) expect(isRight(host.act(0, view.legal[0]))).toBe(true)
    }
    const log = host.log()
    if (isLeft(log)) throw new Error(log.left.message)
    expect(log.right.seats).toEqual(['Ada', 'random', 'random'])
    const read = readLog(fmr.formulaMotorRacing, JSON.parse(JSON.stringify(log.right)))
    expect(isRight(read) && fmr.formulaMotorRacing.status(read.right.state).kind).toBe('over')
  })

  it('a step the store cannot write is not taken: the player hears NOT_STORED and the table is as it was', () => {
    const store = memoryStore()
    const { host, clock } = hostOf(store, ['person', 'person', 'person'])
    clock.flush()
    const failing: TableStore = {
      ...store,
      append: () => {
        throw new Error('disk full')
      },
    }
    const stuck = new TableHost(games[0] as AnyTableGame, host.table, failing, { schedule: manualClock().schedule })
    const status = stuck.view('spectator').status
    if (status.kind !== 'decision') throw new Error('expected a decision')
    const before = stuck.table
    const refused = stuck.act(status.seat, stuck.view(status.seat).legal[0])
    expect(isLeft(refused) && refused.left.code).toBe('NOT_STORED')
    expect(stuck.table).toBe(before)
  })
})

describe('online store: SQLite', () => {
  it('a table and its steps round-trip through the file; open lists the races not over', async () => {
    const file = join(dir, 'round-trip.sqlite')
    const store = await sqliteStore(file)
    const { host, clock, id } = hostOf(store, ['random', 'random', 'random'], 9)
    clock.flush(40)
    const mid = host.table
    store.close()
    const again = await sqliteStore(file)
    expect(again.open()).toEqual([id])
    const opened = reopenTable(games, again, id)
    if (isLeft(opened)) throw new Error(opened.left.message)
    expect(opened.right.table.state).toEqual(mid.state)
    expect(opened.right.table.rngs).toEqual(mid.rngs)
    again.close()
  })
})
