import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import {
  boardOf,
  defaultConfig,
  describeEvent,
  describeRunningOrder,
  formuleDe,
  heuristicBot,
  legalMoves,
  moveOdds,
  moverOf,
  randomBot,
} from '../../src/formule-de/index.js'
import { RISK_TOLERANCE, screenGears, wearWorth } from '../../src/formule-de/driver/worth.js'
import { horizonOf } from '../../src/formule-de/driver/horizon.js'
import { faceMovesMemo } from '../../src/formule-de/driver/face-moves.js'
import { at, carAt, raceState } from './helpers.js'

const line = circuitBuilder('Line', 3, { stagger: false })
  .straight(30)
  .corner({ name: 'Two-stop', stops: 2, lanes: [7, 5, 3] })
  .straight(20)
  .grid(2)
  .build()

describe('Formule Dé moveOdds', () => {
  it('probabilities come from the die faces and sum to 1 for every gear', () => {
    const s = raceState(line, [carAt(at(line, 1, 10), { gear: 3 })])
    const odds = moveOdds(s, 0)
    expect(odds.map((g) => g.gear)).toEqual([1, 2, 3, 4])
    for (const g of odds) expect(g.lines.reduce((sum, l) => sum + l.probability, 0)).toBeCloseTo(1, 12)
    expect(odds.find((g) => g.gear === 4)?.lines).toEqual([{ outcome: { kind: 'clean' }, probability: 1 }])
  })
  it('before a 2-stop corner of 7 spaces at most, 3rd gear: an 8 (probability 1/4) needs a brake point', () => {
    const s = raceState(line, [carAt(at(line, 0, 29), { gear: 3 })])
    const third = moveOdds(s, 0, 3)[0]
    expect(third?.lines).toContainEqual({ outcome: { kind: 'braking', spaces: 1 }, probability: 0.25 })
    expect(third?.lines).toContainEqual({ outcome: { kind: 'clean' }, probability: 0.75 })
  })
  it('with no brake point left, the same 8 eliminates the car', () => {
    const s = raceState(line, [
      carAt(at(line, 0, 29), { gear: 3, wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } }),
    ])
    expect(moveOdds(s, 0, 3)[0]?.lines).toContainEqual({ outcome: { kind: 'eliminated' }, probability: 0.25 })
  })
})

describe('Formule Dé bots', () => {
  it('the heuristic bot finishes ahead of the random bot in most seeded 6-car races', () => {
    let ahead = 0
    const races = 6
    for (let seed = 0; seed < races; seed++) {
      const s0 = formuleDe.setup(defaultConfig({ board: 'hairpin', players: 6, laps: 1 }))
      if (isLeft(s0)) throw new Error('setup')
      const bots = Array.from({ length: 6 }, (_, i) => ((i + seed) % 2 === 0 ? heuristicBot : randomBot))
      const run = playout(formuleDe, s0.right, seedRng(seed), bots)
      if (isLeft(run)) throw new Error(run.left.message)
      const st = formuleDe.status(run.right.state)
      if (st.kind !== 'over') continue
      const sum = (bot: unknown): number =>
        st.standings.placings.filter((p) => bots[p.seat ?? 0] === bot).reduce((a, p) => a + p.place, 0)
      if (sum(heuristicBot) < sum(randomBot)) ahead++
    }
    expect(ahead).toBeGreaterThan(races / 2)
  })
})

describe('Formule Dé heuristic worth of a race sheet', () => {
  // The marginal worth of each point, the last point first (driver/worth.ts), 3 past the table.
  const marginal = {
    tyres: [14, 9, 6, 4, 3, 3],
    brakes: [12, 8, 5, 4],
    fuel: [6, 4, 3],
    body: [60, 12, 8],
    engine: [60, 12, 8],
  }
  const byPoint = (part: keyof typeof marginal, points: number): number => {
    let v = 0
    for (let k = 0; k < points; k++) v += marginal[part][k] ?? 3
    return v
  }
  const none = { tyres: 0, brakes: 0, fuel: 0, body: 0, engine: 0 }

  it('counts every point of every parameter at its marginal worth, up to sheets far past the tables', () => {
    for (const part of Object.keys(marginal) as Array<keyof typeof marginal>)
      for (let points = 0; points <= 40; points++)
        expect(wearWorth({ ...none, [part]: points })).toBe(byPoint(part, points))
    // The two-lap sheet of the basic rules: 39 + 29 + 13 + 80 + 80.
    expect(wearWorth({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3 })).toBe(241)
    expect(wearWorth({ tyres: -1, brakes: 0, fuel: 0, body: 0, engine: 0 })).toBe(0)
  })
})

describe('Formule Dé heuristic driver: the moves of a face, searched once', () => {
  it('a decision memo gives the lists legalMoves gives, for any sheet of the car, asked in any order', () => {
    const start = formuleDe.setup(defaultConfig({ players: 6, laps: 2 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(
      formuleDe,
      start.right,
      seedRng(3),
      Array.from({ length: 6 }, () => heuristicBot),
    )
    if (isLeft(run)) throw new Error(run.left.message)
    let s = start.right
    let checked = 0
    for (const [k, a] of run.right.actions.entries()) {
      if (k % 9 === 0 && s.step.kind === 'gear')
        for (const car of [0, 3]) {
          // One memo per decision of one car; the sheet's brakes and fuel vary, rolls repeat.
          const list = faceMovesMemo()
          for (const brakes of [0, 1, 3])
            for (const fuel of [0, 2])
              for (const roll of [1, 4, 9, 15, 4]) {
                const base = moverOf(s, car)
                const mover = { ...base, wear: { ...base.wear, brakes, fuel } }
                expect(list(boardOf(s, car), mover, roll)).toEqual(legalMoves(boardOf(s, car), mover, roll))
                checked++
              }
        }
      const next = formuleDe.reduce(s, a)
      if (isLeft(next)) throw new Error(next.left.message)
      s = next.right.state
    }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('Formule Dé heuristic bot drives carefully', () => {
  it('horizonOf: how far a move can go and still end in the corner ahead (lane 0 of the 2-stop corner has 7 spaces)', () => {
    const h = horizonOf(line)
    // Level 27: two straight spaces (28, 29), then corner spaces 30..36 at 3..9 spaces.
    expect(h.next[at(line, 0, 27)]).toBe(9)
    expect(h.nextCorner[at(line, 0, 27)]).toBe(0)
    // On the corner's first space of lane 0, six more corner spaces lie ahead.
    expect(h.here[at(line, 0, 30)]).toBe(6)
    expect(h.here[at(line, 0, 27)]).toBe(-1)
  })
  it('most heuristic cars finish a 2-lap race (6 cars on Hairpin, 2 seeds: at least 70%)', () => {
    let finished = 0
    let cars = 0
    for (let seed = 0; seed < 2; seed++) {
      const s0 = formuleDe.setup(defaultConfig({ board: 'hairpin', players: 6, laps: 2 }))
      if (isLeft(s0)) throw new Error('setup')
      const run = playout(
        formuleDe,
        s0.right,
        seedRng(seed),
        Array.from({ length: 6 }, () => heuristicBot),
        { collectEvents: false },
      )
      if (isLeft(run)) throw new Error(run.left.message)
      for (const c of run.right.state.cars) {
        cars++
        if (c.status === 'finished') finished++
      }
    }
    expect(cars).toBe(12)
    expect(finished / cars).toBeGreaterThanOrEqual(0.7)
  })
  it('before a 2-stop corner it does not choose a gear that may carry it through the corner', () => {
    // Lane 0, 3 levels before a 2-stop corner of 7 spaces, in 4th: 5th (11-20) or staying in 4th
    // (7-12) could pass through the corner without a stop; a careful driver shifts down.
    const s = raceState(line, [carAt(at(line, 0, 27), { gear: 4 })])
    const legal = formuleDe.legalActions(s)
    const [choice] = heuristicBot({ seat: 0, observation: s, legal, rng: seedRng(1) })
    expect(choice.type).toBe('gear')
    if (choice.type === 'gear') expect(choice.gear).toBeLessThanOrEqual(3)
  })
  it('is deterministic: the same observation gives the same action', () => {
    const s = raceState(line, [carAt(at(line, 1, 12), { gear: 3 }), carAt(at(line, 1, 14), { gear: 2 })])
    const legal = formuleDe.legalActions(s)
    const a = heuristicBot({ seat: 0, observation: s, legal, rng: seedRng(1) })[0]
    const b = heuristicBot({ seat: 0, observation: s, legal, rng: seedRng(99) })[0]
    expect(a).toEqual(b)
  })
})

describe('Formule Dé descriptions and pictures', () => {
  it('describeEvent gives a line per meaningful event', () => {
    expect(describeEvent({ type: 'start', car: 0, name: 'Ada', value: 1, result: 'stall' })).toBe(
      'Ada stalls on the grid (black die 1): starts next round in 1st',
    )
    expect(describeEvent({ type: 'finish', car: 2, name: 'Car 3', place: 1 })).toBe(
      'Car 3 crosses the finish line: 1st',
    )
    expect(describeEvent({ type: 'gear', car: 0, name: 'Ada', from: 3, to: 4 })).toBeNull()
  })
  it('describeRunningOrder lists the cars leader first', () => {
    const s = raceState(line, [carAt(at(line, 1, 5)), carAt(at(line, 1, 9))])
    const lines = describeRunningOrder(s)
    expect(lines[0]).toMatch(/^1\. Car 2/)
    expect(lines[1]).toMatch(/^2\. Car 1/)
  })
})

describe('Formule Dé heuristic bot and moveOdds', () => {
  it('screens out the gears that moveOdds shows eliminating the car more often than the safest gear', () => {
    // A car in 5th with no brakes left, 6 spaces before a 2-stop corner: high gears overshoot it.
    const s = raceState(line, [
      carAt(at(line, 1, 24), { gear: 5, wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } }),
    ])
    const risk = new Map(
      moveOdds(s, 0).map((g) => [
        g.gear,
        g.lines.reduce((p, l) => p + (l.outcome.kind === 'eliminated' ? l.probability : 0), 0),
      ]),
    )
    const safest = Math.min(...risk.values())
    const screened = screenGears(s, 0)
    const risky = [...risk].filter(([, p]) => p > safest + RISK_TOLERANCE).map(([g]) => g)
    expect(risky.length).toBeGreaterThan(0)
    for (const g of risky) expect(screened.has(g)).toBe(false)
    for (const g of screened) expect(risk.get(g) ?? 1).toBeLessThanOrEqual(safest + RISK_TOLERANCE)
    const [choice] = heuristicBot({ seat: 0, observation: s, legal: formuleDe.legalActions(s, 0), rng: seedRng(1) })
    expect(choice.type === 'gear' && screened.has(choice.gear)).toBe(true)
  })
})
