import { describe, expect, it } from 'vitest'
import { Client, LobbyClient } from 'boardgame.io/client'
import { Local, SocketIO } from 'boardgame.io/multiplayer'
import { Server } from 'boardgame.io/server'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { toBoardgameIo } from '../../src/boardgame-io/index.js'
import type { TableView } from '../../src/online/view.js'
import type { RuleViolation } from '../../src/core/index.js'
import { hiddenCards, leakedCards, uniqueDeckConfig } from '../support/hidden-cards.js'
import { freePort } from '../support/ports.js'

type View = TableView<fmr.Action, fmr.Event, fmr.Observation>

interface BgClient {
  start(): void
  stop(): void
  getState(): { G: View | null; ctx: { gameover?: unknown; activePlayers: Record<string, unknown> | null } } | null
  readonly moves: { act(action?: unknown): void }
  subscribe(listener: () => void): () => void
}

const until = async (check: () => boolean, ms = 30_000): Promise<void> => {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

// Every state of a race from its actions, to know each seat's true hand at each step.
const statesOf = (config: fmr.Config, actions: ReadonlyArray<fmr.Action>): fmr.State[] => {
  const start = fmr.formulaMotorRacing.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const states = [start.right]
  for (const action of actions) {
    const next = fmr.formulaMotorRacing.reduce(states.at(-1) as fmr.State, action)
    if (isLeft(next)) throw new Error(next.left.message)
    states.push(next.right.state)
  }
  return states
}

// The first player who may act plays the first of its legal actions (at the start, anyone starts the race).
const playOn = (clients: ReadonlyArray<BgClient>): boolean => {
  for (const client of clients) {
    const view = client.getState()?.G
    if (view === null || view === undefined) continue
    if (view.status.kind === 'chance' && view.step === 0) {
      client.moves.act(null)
      return true
    }
    if (view.legal.length > 0) {
      client.moves.act(view.legal[0])
      return true
    }
  }
  return false
}

describe('pitwall/boardgame-io: toBoardgameIo', () => {
  const config = uniqueDeckConfig(3)

  it('with Client and Local: a race to the end; each player sees only its view; refusals are INVALID_MOVE with the rule', async () => {
    const refused: Array<{ refusal: RuleViolation; playerID: string }> = []
    const game = toBoardgameIo(fmr.formulaMotorRacing, {
      config,
      seed: 99,
      onRefused: (refusal, playerID) => refused.push({ refusal, playerID }),
    })
    const multiplayer = Local()
    const clients = ['0', '1', '2'].map(
      (playerID) => Client({ game, numPlayers: 3, playerID, multiplayer }) as unknown as BgClient,
    )
    for (const c of clients) c.start()
    // The initial G holds the race before any chance: no hand, no seed.
    const initial = clients[0]?.getState()?.G
    expect(initial?.step).toBe(0)
    expect(initial?.observation?.hand).toEqual([])

    playOn(clients)
    await until(() => (clients[0]?.getState()?.G?.step ?? 0) > 0)
    // A player who may not act, and an action that is not one: refused, the race unchanged.
    const view0 = clients[0]?.getState()?.G as View
    const turn = view0.status.kind === 'decision' ? view0.status.seat : -1
    const idle = clients[(turn + 1) % 3] as BgClient
    idle.moves.act({ type: 'play', seat: turn, card: 'turbo', car: null })
    ;(clients[turn] as BgClient).moves.act({ type: 'play', seat: turn, card: 'not-a-card', car: null })
    await new Promise((r) => setTimeout(r, 50))
    expect(refused.map((r) => r.refusal.code)).toEqual(['BAD_ACTION'])
    expect(refused[0]?.refusal.rule).toBe('pitwall protocol')
    expect(clients[0]?.getState()?.G?.step).toBe(view0.step)

    const seen: Array<{ playerID: number; view: View }> = []
    clients.forEach((c, playerID) => c.subscribe(() => seen.push({ playerID, view: c.getState()?.G as View })))
    let moves = 0
    while (clients[0]?.getState()?.ctx.gameover === undefined && moves < 2000) {
      if (!playOn(clients)) break
      moves++
      await new Promise((r) => setImmediate(r))
    }
    const over = clients[0]?.getState()
    expect(over?.ctx.gameover).toBeDefined()
    expect(over?.G?.status.kind).toBe('over')
    // Each player got its own view: its seat, its hand's size as the table counts it, and
    // legal actions only when the table waited for it.
    expect(seen.length).toBeGreaterThan(moves)
    for (const { playerID, view } of seen) {
      expect(view.viewer).toBe(playerID)
      expect(view.observation?.hand?.length).toBe(view.observation?.handSizes[playerID])
      const waits =
        view.status.kind === 'decision'
          ? [view.status.seat]
          : view.status.kind === 'simultaneous'
            ? view.status.seats
            : []
      if (!waits.includes(playerID)) expect(view.legal).toEqual([])
    }
    for (const c of clients) c.stop()
  })

  it('with Server on loopback and socket clients: no frame to a seat holds another seat’s card or the pile', async () => {
    const game = toBoardgameIo(fmr.formulaMotorRacing, { config, seed: 2026 })
    const server = Server({ games: [game] })
    const port = await freePort()
    const running = await server.run({ port, callback: () => undefined })
    try {
      const lobby = new LobbyClient({ server: `http://127.0.0.1:${port}` })
      const { matchID } = await lobby.createMatch(game.name as string, { numPlayers: 3 })
      const credentials: string[] = []
      for (const playerID of ['0', '1', '2'])
        credentials.push(
          (await lobby.joinMatch(game.name as string, matchID, { playerID, playerName: `P${playerID}` }))
            .playerCredentials,
        )
      const frames: Array<{ seat: number; text: string }> = []
      const clients = ['0', '1', '2'].map((playerID, seat) => {
        const client = Client({
          game,
          matchID,
          playerID,
          credentials: credentials[seat] as string,
          multiplayer: SocketIO({ server: `http://127.0.0.1:${port}` }),
        }) as unknown as BgClient & {
          transport: { socket?: { io: { engine: { on(e: string, f: (d: unknown) => void): void } } } }
        }
        client.start()
        return client
      })
      // Every raw frame each socket receives, recorded as the engine reads it.
      await until(() => clients.every((c) => c.transport.socket !== undefined))
      clients.forEach((c, seat) =>
        c.transport.socket?.io.engine.on('data', (data) => frames.push({ seat, text: String(data) })),
      )
      await until(() => clients.every((c) => c.getState()?.G !== null && c.getState()?.G !== undefined))
      let moves = 0
      while (clients[0]?.getState()?.ctx.gameover === undefined && moves < 2000) {
        const before = clients.map((c) => c.getState()?.G?.step)
        if (!playOn(clients)) await new Promise((r) => setTimeout(r, 5))
        else {
          moves++
          await until(
            () =>
              clients.some((c, i) => c.getState()?.G?.step !== before[i]) ||
              clients[0]?.getState()?.ctx.gameover !== undefined,
          )
        }
      }
      expect(clients[0]?.getState()?.ctx.gameover).toBeDefined()
      await until(() => clients.every((c) => c.getState()?.G?.status.kind === 'over'))
      // The race as the server played it: its actions are the log in the server's G.
      const stored = server.db as unknown as {
        fetch(id: string, o: { state: true }): Promise<{ state: { G: { actions: string } } }>
      }
      const { state } = await stored.fetch(matchID, { state: true })
      const states = statesOf(config, JSON.parse(state.G.actions) as fmr.Action[])
      expect(fmr.formulaMotorRacing.status(states.at(-1) as fmr.State).kind).toBe('over')
      // Each frame carries the step of the view it brings (a full state's G.step, or a patch of /G/step).
      let checked = 0
      const lastStep = [0, 0, 0]
      for (const { seat, text } of frames) {
        const step = /"step":(\d+)/.exec(text)?.[1] ?? /"path":"\/G\/step","value":(\d+)/.exec(text)?.[1]
        if (step !== undefined) lastStep[seat] = Number(step)
        const truth = states[lastStep[seat] as number] as fmr.State
        expect(leakedCards(text, hiddenCards(truth, seat)), `frame to seat ${seat}: ${text.slice(0, 200)}`).toEqual([])
        checked++
      }
      expect(checked).toBeGreaterThan(states.length)
      for (const c of clients) c.stop()
    } finally {
      server.kill(running)
    }
  })
})

describe('pitwall/boardgame-io: the constants it shares with boardgame.io', () => {
  it('INVALID_MOVE and Stage.NULL are boardgame.io’s', async () => {
    const core = (await import('boardgame.io/core')) as { INVALID_MOVE: unknown; Stage: { NULL: unknown } }
    const game = toBoardgameIo(fmr.formulaMotorRacing, { config: fmr.defaultConfig({ players: 3 }) })
    const move = (game.moves?.act as { move: (context: unknown, input: unknown) => unknown }).move
    const G = (game.setup as (c: unknown) => unknown)({})
    expect(move({ G: { ...(G as object), state: '{}' }, playerID: '0', events: {} }, null)).toBe(core.INVALID_MOVE)
    let active: unknown
    ;(game.turn?.onBegin as (c: unknown) => void)({ G, events: { setActivePlayers: (a: unknown) => (active = a) } })
    expect(active).toEqual({ value: { '0': core.Stage.NULL, '1': core.Stage.NULL, '2': core.Stage.NULL } })
  })
})
