import { describe, it, expect } from 'vitest'
import { bolide } from '../../src/bolide/game.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { car, mv, play, refusal, roll, scenario } from './helpers.js'
import { runningOrder } from '../../src/bolide/rules/order.js'
import { pitExitPoints } from '../../src/bolide/rules/pits.js'

// Test ring: Pit Lane In at x = 12, finish at x = 20, Pit Lane Out at x = 28; boxes 1 (Full Fuel), 2 (½ Fuel), 3 (Pit Stop); limit 3.
const lap1 = (vx: number, patch = {}) =>
  scenario(
    testRing,
    [
      { pos: { x: 12 - vx, y: 13 }, vel: { x: vx, y: 0 }, patch: { halfway: true, blocks: 0, speedLoss: 2, ...patch } },
      { pos: { x: 30, y: 14 }, patch: { mode: 'finished', finishRank: 1 } },
    ],
    { patch: { finished: 1 } },
  )

describe('BO 9 boxes', () => {
  it('BO 9: a move that reaches the Pit Lane In line may enter the pits for a service cell', () => {
    const s = lap1(3)
    const pits = bolide.legalActions(s).filter((a) => a.type === 'move' && a.pit !== null)
    expect(pits.length).toBeGreaterThan(0)
    expect(refusal(s, mv(12, 13, false, 3))).toBeNull()
    expect(refusal(s, mv(11, 13, false, 3))).toBe('PIT_LINE_NOT_REACHED')
    expect(refusal(s, mv(12, 13, false, 5))).toBe('NOT_A_SERVICE_CELL')
  })

  it('BO 9: the boxes are for the end of a lap that is not the last', () => {
    expect(refusal(lap1(3, { crossings: 2 }), mv(12, 13, false, 3))).toBe('PIT_CLOSED')
    expect(refusal(lap1(3, { halfway: false }), mv(12, 13, false, 3))).toBe('PIT_CLOSED')
  })

  it('BO 9: one numbered cell per turn up to the chosen one, the box incident, the services, then the exit on the Pit Lane Out line', () => {
    const entered = play(lap1(3), mv(12, 13, false, 3))
    expect(entered.events).toContainEqual({ type: 'pit-in', seat: 0, driver: 'Driver 1', target: 3, penalty: 0 })
    expect(entered.events).toContainEqual({ type: 'lap', seat: 0, driver: 'Driver 1', lap: 2 })
    const cells = entered.events.filter((e) => e.type === 'pit-cell').map((e) => (e.type === 'pit-cell' ? e.cell : 0))
    expect(cells).toEqual([1, 2, 3])
    expect(entered.state.phase).toEqual({ kind: 'roll', roll: 'box', seat: 0 })
    const served = play(entered.state, roll(11))
    expect(served.events).toContainEqual({
      type: 'pit-service',
      seat: 0,
      driver: 'Driver 1',
      services: ['repairs', 'new-tyres'],
    })
    expect(car(served.state, 0).blocks).toBe(3)
    expect(car(served.state, 0).speedLoss).toBe(0)
    expect(served.state.phase).toEqual({ kind: 'pit-exit', seat: 0 })
    const exits = bolide.legalActions(served.state)
    expect(exits.length).toBeGreaterThan(0)
    for (const a of exits) expect(a.type === 'pit-exit' && a.to.x).toBe(28)
    const out = play(served.state, {
      type: 'pit-exit',
      to: { x: 28, y: 14 },
      strategy: car(served.state, 0).strategy,
      tread: 'slick',
    }).state
    expect(car(out, 0).mode).toBe('standing')
    expect(car(out, 0).launch).toBe('fast')
    // A fast pit stop: 2nd gear at once.
    const moves = bolide.legalActions(out).filter((a) => a.type === 'move')
    for (const a of moves) if (a.type === 'move') expect(Math.max(Math.abs(a.to.x - 28), Math.abs(a.to.y - 14))).toBe(2)
  })

  it('BO 9: repairs only at the Full Fuel cell; a car stopping there keeps its worn tyres', () => {
    const entered = play(lap1(3), mv(12, 13, false, 1)).state
    const served = play(entered, roll(5))
    expect(served.events).toContainEqual({ type: 'pit-service', seat: 0, driver: 'Driver 1', services: ['repairs'] })
    expect(car(served.state, 0).blocks).toBe(0)
  })

  it('BO 9: reaching the Pit Lane In line above the speed limit costs 2 more turns', () => {
    const entered = play(lap1(4), mv(12, 13, false, 3))
    expect(entered.events).toContainEqual({ type: 'pit-in', seat: 0, driver: 'Driver 1', target: 3, penalty: 2 })
    const rounds = entered.events.filter((e) => e.type === 'round').length
    const ref = play(lap1(3), mv(12, 13, false, 3)).events.filter((e) => e.type === 'round').length
    expect(rounds).toBe(ref + 2)
  })

  it('BO 9: box incident rows: 1-3 slow exit, 4-9 standard, 10-12 fast', () => {
    const entered = play(lap1(3), mv(12, 13, false, 3)).state
    expect(car(play(entered, roll(2)).state, 0).launch).toBe('slow')
    expect(car(play(entered, roll(6)).state, 0).launch).toBe('normal')
    expect(car(play(entered, roll(10)).state, 0).launch).toBe('fast')
  })

  it('BO 9: cars that entered the pits together keep their entry order: the first in plays (and leaves) first', () => {
    const inPit = (entry: number) => ({
      mode: 'pit' as const,
      crossings: 2,
      pit: { cell: 2, target: 3, entry, wait: 0, ready: false, newTyres: false },
    })
    const s = scenario(testRing, [
      { pos: { x: 14, y: 19 }, patch: inPit(2) },
      { pos: { x: 14, y: 19 }, patch: inPit(1) },
      { pos: { x: 5, y: 10 } },
    ])
    // Seat 1 entered first: it plays before seat 0 whatever the previous order was.
    expect(runningOrder(s, [0, 1, 2]).slice(0, 2)).toEqual([1, 0])
  })

  it('BO 9: when the Pit Lane Out line is full, the car may start from a square further back', () => {
    const ready = {
      pos: { x: 16, y: 19 },
      patch: {
        mode: 'pit' as const,
        crossings: 2,
        pit: { cell: 3, target: 3, entry: 1, wait: 0, ready: true, newTyres: false },
      },
    }
    const line = [12, 13, 14, 15, 16].map((y) => ({ pos: { x: 28, y } }))
    const s = scenario(testRing, [ready, ...line], { phase: { kind: 'pit-exit', seat: 0 }, patch: { pitEntries: 1 } })
    const free = scenario(testRing, [ready, { pos: { x: 5, y: 10 } }], {
      phase: { kind: 'pit-exit', seat: 0 },
      patch: { pitEntries: 1 },
    })
    // With the line free, every exit is on it (x = 28).
    for (const q of pitExitPoints(free, 0)) expect(q.x).toBe(28)
    // With its 5 points taken, the exits are one square back (against the arrow East).
    const back = pitExitPoints(s, 0)
    expect(back.length).toBeGreaterThan(0)
    for (const q of back) expect(q.x).toBe(27)
    expect(
      refusal(s, { type: 'pit-exit', to: { x: 27, y: 14 }, strategy: car(s, 0).strategy, tread: 'slick' }),
    ).toBeNull()
    expect(refusal(s, { type: 'pit-exit', to: { x: 28, y: 11 }, strategy: car(s, 0).strategy, tread: 'slick' })).toBe(
      'NOT_ON_PIT_OUT_LINE',
    )
  })
})
