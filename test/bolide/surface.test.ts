/**
 * The one public surface of `pitwall/bolide`: names, defaults from `info`, the bots, events
 * as every viewer sees them, chance sources, roll results and out reasons as data.
 */
import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as surface from '../../src/bolide/index.js'
import { bolide, boards, bots, defaultConfig, describeEvents, describeEvent } from '../../src/bolide/index.js'
import type { Event } from '../../src/bolide/index.js'
import { mv, pad, play, roll, scenario } from './helpers.js'

describe('pitwall/bolide', () => {
  it('exports the shared names and no Bolide-prefixed one', () => {
    for (const name of [
      'bolide',
      'defaultConfig',
      'boards',
      'bots',
      'describeEvent',
      'describeEvents',
      'formatAction',
      'parseAction',
      'position',
    ])
      expect(surface, name).toHaveProperty(name)
    expect(Object.keys(surface).filter((k) => /^bolide./i.test(k))).toEqual([])
  })

  it('info lists the built-in boards, default first, as `boards` does; defaultConfig follows info', () => {
    expect(Object.keys(boards)).toEqual([...bolide.info.boards])
    const c = defaultConfig()
    expect(c.drivers).toHaveLength(bolide.info.players.default)
    expect(c.laps).toBe(bolide.info.laps?.default)
    expect(c.circuit).toBe(boards['costa-azzurra'])
    expect(c.rules).toBe(bolide.info.presets[0])
    expect(defaultConfig({ board: 'test-ring', players: 3, laps: 1, rules: 'advanced' })).toMatchObject({
      circuit: boards['test-ring'],
      laps: 1,
      rules: 'advanced',
    })
    expect(Object.isFrozen(boards['test-ring'].rows)).toBe(true)
  })

  it('bots: the random and the heuristic policy', () => {
    const s = bolide.setup(defaultConfig({ players: 2, board: 'test-ring' }))
    if (isLeft(s)) throw new Error(s.left.message)
    for (const bot of [bots.random, bots.heuristic]) expect(typeof bot).toBe('function')
  })
})

describe('chance nodes say whose d12 and which table', () => {
  it("the grid draw is nobody's; a start die is the car's, read on the start table", () => {
    const s = bolide.setup(defaultConfig({ players: 2, board: 'test-ring' }))
    if (isLeft(s)) throw new Error(s.left.message)
    const draw = bolide.status(s.right)
    expect(draw.kind === 'chance' && draw.source).toEqual({
      seat: null,
      die: 'grid-draw',
      reason: 'start grid slot 1 drawn by lot',
    })
    const drawn = play(s.right, { type: 'draw-grid', seat: 1 }, { type: 'draw-grid', seat: 0 }).state
    const start = bolide.status(drawn)
    expect(start.kind === 'chance' && start.source).toEqual({
      seat: 1,
      die: 'd12',
      reason: 'start incident (IMPREVU DEPART)',
    })
  })

  it('the Booster, collision and weather dice (BO 7, BO 6, BO 10)', () => {
    const booster = play(scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 3, y: 20 } }]), {
      type: 'booster',
    }).state
    const st = bolide.status(booster)
    expect(st.kind === 'chance' && st.source).toEqual({
      seat: 0,
      die: 'd12',
      reason: 'Booster request (DEMANDE DE BOOSTER)',
    })
    const attack = play(
      scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 14, y: 10 } }]),
      mv(14, 10),
    ).state
    const col = bolide.status(attack)
    expect(col.kind === 'chance' && col.source?.reason).toBe('collision (ACCROCHAGES)')
    const adv = bolide.setup(defaultConfig({ players: 2, board: 'test-ring', rules: 'advanced' }))
    if (isLeft(adv)) throw new Error(adv.left.message)
    const weather = bolide.status(play(adv.right, { type: 'draw-grid', seat: 0 }, { type: 'draw-grid', seat: 1 }).state)
    expect(weather.kind === 'chance' && weather.source).toEqual({ seat: null, die: 'd12', reason: 'weather draw' })
  })
})

describe('results as data, words from describe', () => {
  it('BO 7: a Booster roll is { table, result } in the event; the line says it', () => {
    const base = scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 3, y: 20 } }])
    const granted = play(base, { type: 'booster' }, roll(9)).events
    expect(granted).toContainEqual({
      type: 'rolled',
      seat: 0,
      driver: 'Driver 1',
      value: 9,
      result: { table: 'booster', result: 'granted' },
    })
    const smoke = play(base, { type: 'booster' }, roll(1)).events
    const rolled = smoke.find((e) => e.type === 'rolled')
    expect(rolled?.type === 'rolled' && rolled.result).toEqual({ table: 'booster', result: 'speed-loss', loss: 2 })
    expect(rolled && describeEvent(rolled)).toBe(
      'Driver 1 asks for the Booster and rolls 1: the engine smokes: top speed -2',
    )
  })

  it('BO 6: a collision 7 and its even re-roll: the safety car is out, as data', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 14, y: 10 } }])
    const { events } = play(s, mv(14, 10), roll(7), roll(4))
    const results = events.flatMap((e) => (e.type === 'rolled' ? [e.result] : []))
    expect(results).toEqual([
      { table: 'collision', result: 'defender-keeps' },
      { table: 'safety-car', result: 'out' },
    ])
  })

  it('BO 2: a car stopping off the board is out, its reason a value of the union; the standings say it in words', () => {
    // In 7th East from x = 29: the Pion is far beyond the run-off band; the sand-glass forces it there.
    const s = scenario(pad, [
      { pos: { x: 29, y: 10 }, vel: { x: 7, y: 0 } },
      { pos: { x: 3, y: 20 }, patch: { mode: 'finished' } },
    ])
    const forced = play(s, mv(36, 10))
    expect(forced.state.cars[0]?.outReason).toBe('white-intersection')
    // On the kerb at x = 32 in 8th East, lap 2: the Pion is beyond the edge of the map (40 columns).
    const off = play(
      scenario(pad, [
        { pos: { x: 32, y: 10 }, vel: { x: 8, y: 0 }, patch: { crossings: 2 } },
        { pos: { x: 3, y: 20 }, patch: { mode: 'finished' } },
      ]),
      { type: 'timeout' },
    )
    expect(off.state.cars[0]?.outReason).toBe('off-the-board')
    expect(off.events).toContainEqual({
      type: 'wrecked',
      seat: 0,
      driver: 'Driver 1',
      at: { x: 40, y: 10 },
      reason: 'off-the-board',
    })
    const st = bolide.status(off.state)
    expect(st.kind === 'over' && st.standings.placings.find((p) => p.seat === 0)?.eliminated).toBe(
      'wrecked: stopped off the board',
    )
  })

  it('Bolide hides nothing: every viewer sees every event, and describeEvents gives the same lines for all', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 14, y: 10 } }])
    const { events } = play(s, mv(14, 10), roll(7), roll(4))
    for (const viewer of ['spectator', 0, 1] as const) expect(bolide.observeEvents(events, viewer)).toEqual(events)
    const lines = describeEvents(events)
    expect(lines.length).toBeGreaterThan(0)
    for (const viewer of ['spectator', 0, 1] as const) expect(describeEvents(events, viewer)).toEqual(lines)
    const routine: Event = { type: 'round', round: 2, order: [0, 1] }
    expect(describeEvents([routine])).toEqual([])
  })
})
