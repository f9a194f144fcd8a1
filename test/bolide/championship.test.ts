import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { heuristicBot } from '../../src/bolide/bots.js'
import {
  championshipStart,
  qualifyingConfig,
  qualifyingResult,
  qualifyingStart,
  racePoints,
} from '../../src/bolide/rules/championship.js'
import { car, mv, pad, play, scenario } from './helpers.js'

describe('BO 12 qualifying', () => {
  it('BO 12: a qualifying session is one lap alone from the pole, timed in turns', () => {
    const cfg = qualifyingConfig(defaultConfig({ players: 4, board: 'test-ring' }), 2)
    const s = bolide.setup(cfg)
    if (!isRight(s)) throw new Error('setup')
    const run = playout(bolide, s.right, seedRng(5), [heuristicBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const st = bolide.status(run.right.state)
    expect(st.kind).toBe('over')
    const r = qualifyingResult(run.right.state)
    expect(r.turns).not.toBeNull()
    if (st.kind === 'over') {
      expect(st.standings.measure).toBe('time')
      expect(st.standings.placings[0]?.score).toBe(r.turns)
    }
    expect(isLeft(bolide.setup({ ...cfg, drivers: defaultConfig({ players: 4 }).drivers }))).toBe(true)
  })

  it('BO 12: the grid follows the times; equal times are drawn; damage and blocks are carried unless repaired (then last places)', () => {
    const strategy = { strategy: '8+2', tread: 'rain', setUp: 'none' } as const
    const start = qualifyingStart([
      { turns: 20, blocks: 1, speedLoss: 1, no4th: false, setUpLost: false, strategy, repair: true },
      { turns: 22, blocks: 2, speedLoss: 0, no4th: false, setUpLost: false, strategy, repair: false },
      { turns: 19, blocks: 3, speedLoss: 0, no4th: true, setUpLost: true, strategy, repair: true },
      { turns: 22, blocks: 0, speedLoss: 2, no4th: false, setUpLost: true, strategy, repair: false },
    ])
    const s = bolide.setup({ ...defaultConfig({ players: 4, board: 'test-ring' }), start })
    if (!isRight(s)) throw new Error('setup')
    expect(s.right.cars.map((c) => [c.blocks, c.speedLoss, c.no4th, c.setUpLost])).toEqual([
      [3, 0, false, false],
      [2, 0, false, false],
      [3, 0, false, false],
      [0, 2, false, true],
    ])
    // The qualifying strategy is kept by the cars not repaired; a repaired car chooses again.
    expect(s.right.cars.map((c) => [c.strategyFixed, c.strategy === '8+2' && c.tread === 'rain'])).toEqual([
      [false, false],
      [true, true],
      [false, false],
      [true, true],
    ])
    // Seats 1 and 3 share the best time: a 50/50 draw for the pole.
    const st = bolide.status(s.right)
    expect(st.kind === 'chance' && st.outcomes.map((o) => [o.action, o.probability])).toEqual([
      [{ type: 'draw-grid', seat: 1 }, 0.5],
      [{ type: 'draw-grid', seat: 3 }, 0.5],
    ])
    const g = play(
      s.right,
      { type: 'draw-grid', seat: 3 },
      { type: 'draw-grid', seat: 1 },
      { type: 'draw-grid', seat: 2 },
      { type: 'draw-grid', seat: 0 },
    )
    expect(g.state.grid).toEqual([3, 1, 2, 0])
  })
})

describe('BO 16 championship', () => {
  it('BO 16: points for the places, plus 1 for the first car past the half-way line of each lap', () => {
    const s = scenario(pad, [{ pos: { x: 1, y: 10 }, vel: { x: 2, y: 0 } }, { pos: { x: 5, y: 15 } }])
    const passed = play(s, mv(3, 10)).state
    expect(passed.intermediate[0]).toBe(0)
    const done = {
      ...passed,
      cars: passed.cars.map((c) => ({ ...c, finishRank: c.seat === 0 ? 2 : 1 })),
    }
    expect(racePoints(done)).toEqual([6 + 1, 10])
    expect(racePoints(done, [5, 3])).toEqual([4, 5])
    expect(car(passed, 0).halfway).toBe(true)
  })

  it('BO 16: the next grid is the reverse of the championship classification', () => {
    const s = bolide.setup({
      ...defaultConfig({ players: 3, board: 'test-ring' }),
      start: championshipStart([12, 3, 7]),
    })
    if (!isRight(s)) throw new Error('setup')
    const st = bolide.status(s.right)
    expect(st.kind === 'chance' && st.outcomes.map((o) => o.action)).toEqual([{ type: 'draw-grid', seat: 1 }])
  })
})
