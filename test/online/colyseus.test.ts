import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Server } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { Client, type Room } from '@colyseus/sdk'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { readLog } from '../../src/core/index.js'
import { createTable, memoryStore, tableRoom, type AnyTableGame, type TableView } from '../../src/colyseus/index.js'
import { freePort } from '../support/ports.js'
import { hiddenCards, leakedCards, uniqueDeckConfig } from '../support/hidden-cards.js'

type View = TableView<fmr.Action, fmr.Event, fmr.Observation>
interface Welcome {
  readonly table: string
  readonly viewer: number | 'spectator'
  readonly key?: string
}

const games: ReadonlyArray<AnyTableGame> = [
  { game: fmr.formulaMotorRacing, bots: { ...fmr.bots } } as unknown as AnyTableGame,
]

// A client at the table that records every message it receives.
interface Seat {
  readonly room: Room
  readonly views: View[]
  readonly refusals: Array<{ code: string; message: string; rule: string }>
  readonly welcome: Promise<Welcome>
}

const until = async (check: () => boolean, ms = 20_000): Promise<void> => {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('pitwall/colyseus: a table room', () => {
  const store = memoryStore()
  let server: Server
  let url = ''

  beforeAll(async () => {
    const port = await freePort()
    server = new Server({ transport: new WebSocketTransport({ maxPayload: 64 * 1024 }), greet: false })
    server.define('table', tableRoom({ games, store })).filterBy(['table'])
    await server.listen(port, '127.0.0.1')
    url = `ws://127.0.0.1:${port}`
  })

  afterAll(async () => {
    await server.gracefullyShutdown(false)
  })

  const join = async (options: Record<string, unknown>, play: boolean): Promise<Seat> => {
    const room = await new Client(url).joinOrCreate('table', options)
    const views: View[] = []
    const refusals: Seat['refusals'] = []
    let welcomed: (w: Welcome) => void = () => undefined
    const welcome = new Promise<Welcome>((resolve) => (welcomed = resolve))
    room.onMessage('welcome', (w: Welcome) => welcomed(w))
    room.onMessage('refused', (r: Seat['refusals'][number]) => refusals.push(r))
    room.onMessage('view', (view: View) => {
      views.push(view)
      // A person plays the first of its legal actions as soon as it may.
      if (play && view.legal.length > 0) room.send('act', view.legal[0])
    })
    room.onMessage('log', () => undefined)
    return { room, views, refusals, welcome }
  }

  it('two people and a bot race to the end; each client only ever receives its own view; the log replays', async () => {
    const table = createTable(
      games,
      store,
      { game: 'formula-motor-racing', config: uniqueDeckConfig(3), seats: ['person', 'person', 'random'] },
      2026,
    )
    if (isLeft(table)) throw new Error(table.left.message)
    const id = table.right.id
    const watcher = await join({ table: id }, false)
    const ada = await join({ table: id, seat: 0, name: 'Ada' }, true)
    const bob = await join({ table: id, seat: 1, name: 'Bob' }, true)
    expect((await ada.welcome).viewer).toBe(0)
    expect((await bob.welcome).viewer).toBe(1)
    expect((await watcher.welcome).viewer).toBe('spectator')
    await until(() => watcher.views.at(-1)?.status.kind === 'over')

    const logged = new Promise<string>((resolve) => ada.room.onMessage('log', resolve))
    ada.room.send('log')
    const read = readLog(fmr.formulaMotorRacing, JSON.parse(await logged) as unknown)
    if (isLeft(read)) throw new Error(read.left.message)
    // The log replays to the standings every client was shown.
    expect(JSON.parse(JSON.stringify(fmr.formulaMotorRacing.status(read.right.state)))).toEqual(
      watcher.views.at(-1)?.status,
    )
    expect(read.right.log.seats).toEqual(['Ada', 'Bob', 'random'])

    // Every state of the race, to know each seat's true hand at each view.
    const states: fmr.State[] = []
    let state = fmr.formulaMotorRacing.setup(read.right.log.config)
    if (isLeft(state)) throw new Error('setup')
    states.push(state.right)
    for (const { action } of read.right.log.steps) {
      const next = fmr.formulaMotorRacing.reduce(states.at(-1) as fmr.State, action)
      if (isLeft(next)) throw new Error(next.left.message)
      states.push(next.right.state)
    }
    let checked = 0
    for (const { views } of [ada, bob, watcher])
      for (const view of views) {
        const text = JSON.stringify(view)
        const truth = states[view.step] as fmr.State
        expect(leakedCards(text, hiddenCards(truth, view.viewer)), `step ${view.step}`).toEqual([])
        if (view.viewer !== 'spectator') expect(view.observation?.hand).toEqual(truth.hands[view.viewer])
        checked++
      }
    expect(checked).toBeGreaterThan(read.right.log.steps.length)
    for (const seat of [ada, bob, watcher]) expect(seat.refusals).toEqual([])
    await Promise.all([ada, bob, watcher].map((s) => s.room.leave()))
  })

  it('a refusal goes back to its sender only, with its code, message and rule; junk is refused; a key gives the seat back', async () => {
    const table = createTable(
      games,
      store,
      {
        game: 'formula-motor-racing',
        config: fmr.defaultConfig({ players: 3 }),
        seats: ['person', 'person', 'person'],
      },
      7,
    )
    if (isLeft(table)) throw new Error(table.left.message)
    const id = table.right.id
    const ada = await join({ table: id, seat: 0 }, false)
    const bob = await join({ table: id, seat: 1 }, false)
    const key = (await ada.welcome).key
    expect(typeof key).toBe('string')
    await until(() => bob.views.some((v) => v.status.kind === 'decision'))
    const turn = bob.views.at(-1)?.status
    if (turn?.kind !== 'decision') throw new Error('expected a decision')
    const idle = turn.seat === 0 ? bob : ada
    idle.room.send('act', { type: 'play', seat: turn.seat, card: 'turbo', car: null })
    idle.room.send('no-such-message', { x: 1 })
    idle.room.send('sit', { seat: 2 })
    await until(() => idle.refusals.length === 3)
    expect(idle.refusals.map((r) => r.code)).toEqual(['NOT_YOUR_SEAT', 'BAD_MESSAGE', 'SEAT_TAKEN'])
    expect(idle.refusals[0]?.rule).toBe('pitwall online')
    const busy = turn.seat === 0 ? ada : bob
    expect(busy.refusals).toEqual([])

    // Ada's tab closes; a new connection with her key holds seat 0 again and sees her hand.
    await ada.room.leave()
    const again = await join({ table: id, key }, false)
    expect((await again.welcome).viewer).toBe(0)
    await until(() => again.views.length > 0)
    expect(again.views.at(-1)?.viewer).toBe(0)
    expect(again.views.at(-1)?.observation?.hand?.length).toBeGreaterThan(0)
    // A wrong key is a spectator.
    const stranger = await join({ table: id, key: 'guess' }, false)
    expect((await stranger.welcome).viewer).toBe('spectator')
    await Promise.all([again, bob, stranger].map((s) => s.room.leave()))
  })
})
