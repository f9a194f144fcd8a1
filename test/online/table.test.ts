import { describe, expect, it } from 'vitest'
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import * as fd from '../../src/formule-de/index.js'
import {
  advance,
  openTable,
  restoreTable,
  sit,
  submit,
  waitingFor,
  type Table,
  type TableGame,
} from '../../src/online/table.js'
import { viewOf } from '../../src/online/view.js'
import { hiddenCards, leakedCards, uniqueDeckConfig } from '../support/hidden-cards.js'

const right = <L, R>(e: Either<L, R>): R => {
  if (isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`)
  return e.right
}

const fmrTable: TableGame<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation> = {
  game: fmr.formulaMotorRacing,
  bots: { random: fmr.bots.random, heuristic: fmr.bots.heuristic },
}

// Runs the table's own steps until it waits for a person (or the race ends).
const settle = <C, S, A, E, O>(tableGame: TableGame<C, S, A, E, O>, table: Table<S, A>): Table<S, A> => {
  let current = table
  for (let step = advance(tableGame, current); step !== null; step = advance(tableGame, current)) current = step.table
  return current
}

const open3 = (seats: ReadonlyArray<string>, seed = 7): Table<fmr.State, fmr.Action> =>
  right(openTable(fmrTable, 't1', { config: fmr.defaultConfig({ players: 3 }), seed, seats }))

describe('online table: who may act', () => {
  it('a table has one holder per seat of the race, a person or an offered bot', () => {
    expect(open3(['person', 'random', 'heuristic']).seats).toEqual([
      { kind: 'open' },
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'heuristic' },
    ])
    const short = openTable(fmrTable, 't', { config: fmr.defaultConfig({ players: 3 }), seed: 1, seats: ['person'] })
    expect(isLeft(short) && short.left.code).toBe('BAD_TABLE')
    const unknownBot = openTable(fmrTable, 't', {
      config: fmr.defaultConfig({ players: 3 }),
      seed: 1,
      seats: ['person', 'random', 'alphazero'],
    })
    expect(isLeft(unknownBot) && unknownBot.left.code).toBe('NO_SUCH_BOT')
    const badConfig = openTable(fmrTable, 't', { config: { players: 'three' }, seed: 1, seats: [] })
    expect(isLeft(badConfig) && badConfig.left.code).toBe('BAD_CONFIG')
  })

  it('chance is drawn by the table from its seed: the same seed and moves give the same race', () => {
    const a = settle(fmrTable, open3(['random', 'random', 'random'], 11))
    const b = settle(fmrTable, open3(['random', 'random', 'random'], 11))
    const c = settle(fmrTable, open3(['random', 'random', 'random'], 12))
    expect(waitingFor(fmrTable, a).kind).toBe('over')
    expect(a.actions).toEqual(b.actions)
    expect(a.actions).not.toEqual(c.actions)
  })

  it('no client draws: a chance outcome submitted by a seat is refused, the table unchanged', () => {
    const table = open3(['person', 'person', 'person'])
    expect(waitingFor(fmrTable, table).kind).toBe('chance')
    const outcome = fmr.formulaMotorRacing.legalActions(table.state)[0]
    const refused = submit(fmrTable, table, 0, outcome)
    expect(isLeft(refused) && refused.left.code).toBe('CHANCE_IS_THE_SERVERS')
    expect(table.actions).toEqual([])
  })

  it('only the seat the game waits for acts; a spectator never does; the guard refuses with its own code', () => {
    const table = settle(fmrTable, open3(['person', 'person', 'person']))
    const waiting = waitingFor(fmrTable, table)
    expect(waiting.kind).toBe('seats')
    if (waiting.kind !== 'seats') return
    const seat = waiting.seats[0] as number
    const other = (seat + 1) % 3
    const legal = fmr.formulaMotorRacing.legalActions(table.state, seat)
    const fromOther = submit(fmrTable, table, other, legal[0])
    expect(isLeft(fromOther) && fromOther.left.code).toBe('NOT_YOUR_SEAT')
    const fromSpectator = submit(fmrTable, table, 'spectator', legal[0])
    expect(isLeft(fromSpectator) && fromSpectator.left).toMatchObject({ code: 'NOT_YOUR_SEAT', rule: 'pitwall online' })
    const junk = submit(fmrTable, table, seat, { type: 'play', seat, card: 'ace-of-spades', car: null })
    expect(isLeft(junk) && junk.left.code).toBe('BAD_ACTION')
    const accepted = right(submit(fmrTable, table, seat, legal[0]))
    expect(accepted.table.actions.length).toBe(table.actions.length + 1)
    expect(accepted.by).toBe(seat)
  })

  it('at a decision of a game whose actions name no seat (Formule Dé), only the seat to act is heard', () => {
    const fdTable: TableGame<fd.Config, fd.State, fd.Action, fd.Event, fd.Observation> = {
      game: fd.formuleDe,
      bots: { random: fd.bots.random, heuristic: fd.bots.heuristic },
    }
    const config = fd.defaultConfig({ players: 2 })
    const table = settle(fdTable, right(openTable(fdTable, 'fd', { config, seed: 3, seats: ['person', 'person'] })))
    const waiting = waitingFor(fdTable, table)
    if (waiting.kind !== 'seats') throw new Error('expected a decision')
    const seat = waiting.seats[0] as number
    const action = fd.formuleDe.legalActions(table.state)[0]
    const wrong = submit(fdTable, table, 1 - seat, action)
    expect(isLeft(wrong) && wrong.left.code).toBe('NOT_YOUR_SEAT')
    expect(isRight(submit(fdTable, table, seat, action))).toBe(true)
  })

  it('a seat is taken once: an open seat only, by a person or an offered bot', () => {
    const table = open3(['person', 'random', 'person'])
    const taken = right(sit(fmrTable, table, 0, { kind: 'person', name: 'Ada', key: 'k' }))
    const again = sit(fmrTable, taken, 0, { kind: 'person', name: 'Bob', key: 'j' })
    expect(isLeft(again) && again.left.code).toBe('SEAT_TAKEN')
    const botSeat = sit(fmrTable, taken, 1, { kind: 'bot', bot: 'heuristic' })
    expect(isLeft(botSeat) && botSeat.left.code).toBe('SEAT_TAKEN')
    const noSuch = sit(fmrTable, taken, 3, { kind: 'bot', bot: 'random' })
    expect(isLeft(noSuch) && noSuch.left.code).toBe('NO_SUCH_SEAT')
    const noBot = sit(fmrTable, taken, 2, { kind: 'bot', bot: 'oracle' })
    expect(isLeft(noBot) && noBot.left.code).toBe('NO_SUCH_BOT')
    expect(right(sit(fmrTable, taken, 2, { kind: 'bot', bot: 'random' })).seats[2]).toEqual({
      kind: 'bot',
      bot: 'random',
    })
  })
})

describe('online table: what each viewer receives', () => {
  it('a view holds the viewer’s observation and events, never a card hidden from it (by identity)', () => {
    let table = right(
      openTable(fmrTable, 'u', { config: uniqueDeckConfig(3), seed: 4, seats: ['person', 'person', 'person'] }),
    )
    // Every step's events to every viewer: a card dealt to seat s shows as null to the others.
    for (let step = advance(fmrTable, table); step !== null; step = advance(fmrTable, table)) {
      table = step.table
      for (const viewer of [0, 1, 2, 'spectator'] as const) {
        const view = viewOf(fmrTable, table, viewer, step.events)
        const hands = table.state.hands
        expect(view.observation?.hand ?? null).toEqual(viewer === 'spectator' ? null : hands[viewer])
        const text = JSON.stringify(view)
        expect(leakedCards(text, hiddenCards(table.state, viewer))).toEqual([])
        expect(view.status.kind === 'chance' && 'outcomes' in view.status).toBe(false)
      }
    }
    // The deal is over: each seat's legal actions are its own cards only.
    const waiting = waitingFor(fmrTable, table)
    if (waiting.kind !== 'seats') throw new Error('expected a decision')
    const seat = waiting.seats[0] as number
    const view = viewOf(fmrTable, table, seat)
    expect(view.legal.length).toBeGreaterThan(0)
    for (const action of view.legal) if (action.type === 'play') expect(table.state.hands[seat]).toContain(action.card)
    expect(viewOf(fmrTable, table, (seat + 1) % 3).legal).toEqual([])
  })

  it('a seat’s key never reaches a view', () => {
    const table = right(
      sit(fmrTable, open3(['person', 'random', 'random']), 0, { kind: 'person', name: 'Ada', key: 'secret-hash' }),
    )
    expect(JSON.stringify(viewOf(fmrTable, table, 'spectator'))).not.toContain('secret-hash')
    expect(viewOf(fmrTable, table, 1).seats[0]).toEqual({ kind: 'person', name: 'Ada' })
  })
})

describe('online table: restored from its record', () => {
  it('a stored table replays to the same state and draws on from the same generators', () => {
    let table = open3(['random', 'heuristic', 'random'], 5)
    for (let i = 0; i < 25; i++) table = advance(fmrTable, table)?.table ?? table
    const restored = right(
      restoreTable(fmrTable, {
        id: table.id,
        config: table.config,
        seed: table.seed,
        seats: table.seats,
        actions: JSON.parse(JSON.stringify(table.actions)) as unknown[],
        rngs: table.rngs,
      }),
    )
    expect(restored.state).toEqual(table.state)
    expect(settle(fmrTable, restored).actions).toEqual(settle(fmrTable, table).actions)
  })

  it('a record edited at step k is refused at step k, never misread', () => {
    const table = settle(fmrTable, open3(['random', 'random', 'random'], 5))
    const actions = JSON.parse(JSON.stringify(table.actions)) as Array<Record<string, unknown>>
    const k = actions.findIndex((a) => a.type === 'play')
    actions[k] = { ...actions[k], card: actions[k]?.card === 'turbo' ? 'collision' : 'turbo' }
    const refused = restoreTable(fmrTable, { ...table, actions, rngs: null })
    expect(isLeft(refused) && refused.left.step).toBe(k)
  })
})
