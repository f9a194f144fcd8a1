import { describe, it, expect } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { car, mv, pad, play, refusal, roll, scenario } from './helpers.js'

const drawGrid = (players: number) => {
  const s = bolide.setup(defaultConfig({ players, board: 'test-ring', rules: 'advanced' }))
  if (!isRight(s)) throw new Error('setup')
  return play(s.right, ...Array.from({ length: players }, (_, i) => ({ type: 'draw-grid' as const, seat: i })))
}

describe('BO 10 weather', () => {
  it('BO 10: after the grid, a d12 above 7 gives sun for the whole race', () => {
    const { state } = drawGrid(2)
    expect(state.phase).toEqual({ kind: 'roll', roll: 'weather', seat: -1 })
    const sun = play(state, roll(8)).state
    expect([sun.weather, sun.variable]).toEqual(['sun', false])
    expect(sun.phase).toEqual({ kind: 'strategy', seat: 0 })
  })
  it('BO 10: 7 or less is variable; a second die at most the rain risk brings rain', () => {
    const { state } = drawGrid(2)
    const variable = play(state, roll(7)).state
    expect(variable.phase).toEqual({ kind: 'roll', roll: 'weather-risk', seat: -1 })
    expect(play(variable, roll(testRing.rainRisk)).state.weather).toBe('rain')
    expect(play(variable, roll(testRing.rainRisk + 1)).state.weather).toBe('sun')
  })
  it('BO 10: variable weather is drawn again once the leader has passed the half-way line of lap 1', () => {
    const s = scenario(
      pad,
      [
        { pos: { x: 10, y: 10 }, vel: { x: 2, y: 0 }, patch: { halfway: true } },
        { pos: { x: 5, y: 15 }, patch: { mode: 'finished', finishRank: 1 } },
      ],
      { rules: 'advanced', patch: { variable: true, finished: 1 } },
    )
    const after = play(s, mv(12, 10)).state
    expect(after.phase).toEqual({ kind: 'roll', roll: 'weather-risk', seat: -1 })
    expect(after.weatherDraws).toBe(1)
  })
})

describe('BO 10 weather, second re-draw', () => {
  it('BO 10: a variable sky is drawn a last time once the leader has passed the half-way line of lap 2, and never after', () => {
    const s = scenario(
      pad,
      [
        { pos: { x: 10, y: 10 }, vel: { x: 2, y: 0 }, patch: { crossings: 2, halfway: true } },
        { pos: { x: 5, y: 15 }, patch: { mode: 'finished', finishRank: 1 } },
      ],
      { rules: 'advanced', patch: { variable: true, finished: 1, weatherDraws: 1 } },
    )
    const after = play(s, mv(12, 10)).state
    expect(after.phase).toEqual({ kind: 'roll', roll: 'weather-risk', seat: -1 })
    expect(after.weatherDraws).toBe(2)
    // After both re-draws, the weather stays as it is.
    const settled = play({ ...s, weatherDraws: 2 }, mv(12, 10)).state
    expect(settled.phase).toEqual({ kind: 'move', seat: 0 })
  })
})

describe('BO 11 strategies and set-ups', () => {
  it('BO 11: after the weather, each driver in grid order picks strategy, tread and set-up (24 choices)', () => {
    const { state } = drawGrid(2)
    const s = play(state, roll(9)).state
    expect(bolide.legalActions(s)).toHaveLength(24)
    const first = play(s, { type: 'strategy', strategy: '8+2', tread: 'rain', setUp: 'none' }).state
    expect(first.phase).toEqual({ kind: 'strategy', seat: 1 })
    expect([
      car(first, 0).strategy,
      car(first, 0).tread,
      car(first, 0).setUp,
      car(first, 0).blocks,
      car(first, 0).fuelled,
    ]).toEqual(['8+2', 'rain', 'none', 2, false])
    const both = play(first, { type: 'strategy', strategy: '5/7+3', tread: 'slick', setUp: 'brake' }).state
    expect(both.phase).toEqual({ kind: 'roll', roll: 'start', seat: 0 })
    expect([car(both, 1).blocks, car(both, 1).fuelled]).toEqual([3, true])
  })

  it('BO 12: a driver who keeps his qualifying car is not asked his strategy again; the others are, in grid order', () => {
    const kept = { strategy: '7+3', tread: 'slick', setUp: 'brake' } as const
    const start = [
      { key: 1, blocks: 1, speedLoss: 0, no4th: false, setUpLost: false, strategy: kept },
      { key: 2, blocks: null, speedLoss: 0, no4th: false, setUpLost: false, strategy: null },
    ]
    const s0 = bolide.setup({ ...defaultConfig({ players: 2, board: 'test-ring', rules: 'advanced' }), start })
    if (!isRight(s0)) throw new Error('setup')
    expect([car(s0.right, 0).strategy, car(s0.right, 0).blocks, car(s0.right, 0).fuelled]).toEqual(['7+3', 1, false])
    const { state } = play(s0.right, { type: 'draw-grid', seat: 0 }, { type: 'draw-grid', seat: 1 }, roll(9))
    // Seat 0 is on pole but keeps 7+3: seat 1 chooses first and last.
    expect(state.phase).toEqual({ kind: 'strategy', seat: 1 })
    const chosen = play(state, { type: 'strategy', strategy: '5/7+3', tread: 'slick', setUp: 'none' }).state
    expect(chosen.phase).toEqual({ kind: 'roll', roll: 'start', seat: 0 })
    expect(car(chosen, 0).strategy).toBe('7+3')
  })

  it('BO 11: top speed and blocks follow the strategy (6/7+2: 6th in lap 1, 7th in lap 2, 2 blocks)', () => {
    const s = scenario(
      pad,
      [
        { pos: { x: 5, y: 10 }, vel: { x: 6, y: 0 }, patch: { strategy: '6/7+2', blocks: 2 } },
        { pos: { x: 3, y: 20 } },
      ],
      { rules: 'advanced' },
    )
    expect(refusal(s, mv(11, 10))).toBeNull()
    expect(refusal(s, mv(12, 10))).toBe('ABOVE_TOP_SPEED')
    const lap2 = { ...s, cars: s.cars.map((c) => (c.seat === 0 ? { ...c, crossings: 2 } : c)) }
    expect(refusal(lap2, mv(12, 10))).toBeNull()
    const cfg = bolide.setup(defaultConfig({ players: 4, board: 'test-ring', rules: 'advanced' }))
    if (isRight(cfg))
      expect(cfg.right.cars.map((c) => [c.strategy, c.blocks, c.fuelled])).toEqual([
        ['6/7+2', 2, true],
        ['8+2', 2, false],
        ['5/7+3', 3, true],
        ['7+3', 3, false],
      ])
  })

  it('BO 11: a ½-fuel car that does not stop at the end of lap 1 runs out of fuel', () => {
    const s = scenario(
      pad,
      [
        { pos: { x: 27, y: 10 }, vel: { x: 3, y: 0 }, patch: { strategy: '8+2', fuelled: false, halfway: true } },
        { pos: { x: 3, y: 20 } },
      ],
      {
        rules: 'advanced',
      },
    )
    const after = play(s, mv(30, 10)).state
    expect(car(after, 0).mode).toBe('out')
    expect(car(after, 0).outReason).toMatch(/fuel/)
  })

  it('BO 11: set-up Booster: a first negative Booster roll is rolled again', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, vel: { x: 4, y: 0 }, patch: { setUp: 'booster' } }, { pos: { x: 3, y: 20 } }],
      { rules: 'advanced' },
    )
    const again = play(s, { type: 'booster' }, roll(1)).state
    expect(again.phase).toEqual({ kind: 'roll', roll: 'booster', seat: 0 })
    expect(car(again, 0).speedLoss).toBe(0)
    const second = play(again, roll(2)).state
    expect(car(second, 0).speedLoss).toBe(1)
    expect(second.phase).toEqual({ kind: 'move', seat: 0 })
  })

  it('BO 11: set-up Brake: one re-roll of a negative Brake roll per race', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, vel: { x: 4, y: 0 }, patch: { blocks: 0, setUp: 'brake' } }, { pos: { x: 3, y: 20 } }],
      { rules: 'advanced' },
    )
    const again = play(s, { type: 'brake' }, roll(4)).state
    expect(again.phase).toEqual({ kind: 'roll', roll: 'brake', seat: 0 })
    expect(car(again, 0).brakeJoker).toBe(false)
    const granted = play(again, roll(9)).state
    expect(granted.flags.brake).toBe('granted')
  })

  it('BO 6 advanced row 3: Attaque breaks a fin and loses its set-up (no more re-rolls)', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 14, y: 10 } }], {
      rules: 'advanced',
    })
    const after = play(s, mv(14, 10), roll(3), { type: 'reposition', to: { x: 13, y: 10 } }).state
    expect(car(after, 0).setUpLost).toBe(true)
    expect(car(after, 0).mode).toBe('running')
  })
})

describe('BO 13 rain and tyres', () => {
  it('BO 13: slick in the rain: top speed -1 safely; the last unit needs the slick-in-rain roll; blocks are frozen', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, vel: { x: 6, y: 0 }, patch: { strategy: '7+3' } }, { pos: { x: 3, y: 20 } }],
      {
        rules: 'advanced',
        patch: { weather: 'rain', variable: true },
      },
    )
    const safe = play(s, mv(11, 10))
    expect(safe.state.phase.kind).not.toBe('roll')
    const risky = play(s, mv(12, 10)).state
    expect(risky.phase).toEqual({ kind: 'roll', roll: 'slick-rain', seat: 0 })
    expect(car(play(risky, roll(10)).state, 0).pos).toEqual({ x: 12, y: 10 })
    // Aquaplaning +2 to the left of the East arrow: 2 North.
    expect(car(play(risky, roll(2)).state, 0).pos).toEqual({ x: 12, y: 8 })
    expect(car(play(risky, roll(5)).state, 0).pos).toEqual({ x: 13, y: 11 })
    expect(car(play(risky, roll(1)).state, 0).mode).toBe('spun')
    expect(refusal(s, { type: 'block', to: { x: 7, y: 10 } })).toBe('BLOCKS_FROZEN')
  })

  it('BO 13: an aquaplaning that ends on another car is a collision at once', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, vel: { x: 6, y: 0 }, patch: { strategy: '7+3' } }, { pos: { x: 12, y: 8 } }],
      { rules: 'advanced', patch: { weather: 'rain', variable: true } },
    )
    const risky = play(s, mv(12, 10)).state
    expect(risky.phase).toEqual({ kind: 'roll', roll: 'slick-rain', seat: 0 })
    // Row 2: +2 to the left of the East arrow lands on the car at (12,8).
    const { state, events } = play(risky, roll(2))
    expect(events).toContainEqual({
      type: 'collision',
      attacker: 0,
      attackerDriver: 'Driver 1',
      defender: 1,
      defenderDriver: 'Driver 2',
      at: { x: 12, y: 8 },
    })
    expect(state.phase).toEqual({ kind: 'roll', roll: 'collision', seat: 0 })
  })

  it('BO 13: rain tyres in the sun lose 2 units of top speed; in the rain they are like slicks in the sun', () => {
    const sun = scenario(
      pad,
      [
        { pos: { x: 5, y: 10 }, vel: { x: 5, y: 0 }, patch: { strategy: '7+3', tread: 'rain' } },
        { pos: { x: 3, y: 20 } },
      ],
      { rules: 'advanced' },
    )
    expect(refusal(sun, mv(10, 10))).toBeNull()
    expect(refusal(sun, mv(11, 10))).toBe('ABOVE_TOP_SPEED')
    const rain = { ...sun, weather: 'rain' as const, variable: true }
    expect(refusal(rain, mv(12, 10))).toBeNull()
    expect(play(rain, mv(12, 10)).state.phase.kind).not.toBe('roll')
  })
})

describe('BO 14-15 start and repairs (advanced)', () => {
  it('BO 14: a ½-fuel car uses the ½-fuel start table (2 is a wheelspin, 3 is normal, 10 is fast)', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, patch: { mode: 'standing', launch: null, strategy: '8+2' } }, { pos: { x: 3, y: 20 } }],
      {
        rules: 'advanced',
        phase: { kind: 'roll', roll: 'start', seat: 0 },
      },
    )
    expect(car(play(s, roll(3)).state, 0).launch).toBe('normal')
    expect(car(play(s, roll(10)).state, 0).launch).toBe('fast')
    expect(car(play(s, roll(2)).state, 0).launch).toBe('slow')
  })

  it('BO 15: a ½-fuel car refuels, is repaired and gets new tyres at the ½ Fuel cell', () => {
    const s = scenario(
      testRing,
      [
        {
          pos: { x: 9, y: 13 },
          vel: { x: 3, y: 0 },
          patch: { halfway: true, strategy: '8+2', fuelled: false, blocks: 0, speedLoss: 1 },
        },
        { pos: { x: 30, y: 14 }, patch: { mode: 'finished', finishRank: 1 } },
      ],
      { rules: 'advanced', patch: { finished: 1 } },
    )
    const served = play(s, mv(12, 13, false, 2), roll(6))
    expect(served.events).toContainEqual({
      type: 'pit-service',
      seat: 0,
      driver: 'Driver 1',
      services: ['refuelled', 'repairs', 'new-tyres'],
    })
    expect(car(served.state, 0).fuelled).toBe(true)
    expect(car(served.state, 0).blocks).toBe(2)
    // BO 11 / BO 13: new tyres are chosen again at the stop: soft or hard, slick or rain.
    const exits = bolide.legalActions(served.state)
    const points = new Set(exits.map((a) => (a.type === 'pit-exit' ? `${a.to.x},${a.to.y}` : '')))
    expect(exits).toHaveLength(points.size * 4)
    const out = play(served.state, { type: 'pit-exit', to: { x: 28, y: 14 }, strategy: '7+3', tread: 'rain' }).state
    expect([car(out, 0).strategy, car(out, 0).tread, car(out, 0).blocks]).toEqual(['7+3', 'rain', 3])
    expect(refusal(served.state, { type: 'pit-exit', to: { x: 28, y: 14 }, strategy: '5/7+3', tread: 'rain' })).toBe(
      'TYRES_NOT_ALLOWED',
    )
  })
})

describe('BO 13 speed drop', () => {
  it('BO 13: rain tyres in 9th with the Booster when the rain stops drop to 6th in the primary direction', () => {
    // 8+2 on rain tyres: top 8 in the rain, 6 in the sun. Last move 9 East (with the Booster).
    const s = scenario(
      pad,
      [
        { pos: { x: 5, y: 10 }, vel: { x: 9, y: 0 }, patch: { strategy: '8+2', tread: 'rain', crossings: 2 } },
        { pos: { x: 3, y: 20 } },
      ],
      {
        rules: 'advanced',
      },
    )
    expect(refusal(s, mv(12, 10))).toBe('ABOVE_TOP_SPEED')
    expect(refusal(s, mv(11, 10))).toBeNull()
    const after = play(s, mv(11, 10)).state
    expect(car(after, 0).vel).toEqual({ x: 6, y: 0 })
  })
})

describe('BO 11 pit entry across the finish line', () => {
  it('BO 11: a ½-fuel car whose move crosses the Pit Lane In line and the finish line enters the pits instead of running dry', () => {
    const s = scenario(
      testRing,
      [
        { pos: { x: 12, y: 13 }, vel: { x: 8, y: 0 }, patch: { halfway: true, strategy: '8+2', fuelled: false } },
        { pos: { x: 30, y: 14 }, patch: { mode: 'finished', finishRank: 1 } },
      ],
      { rules: 'advanced', patch: { finished: 1 } },
    )
    const { state, events } = play(s, mv(20, 13, false, 2))
    expect(events.some((e) => e.type === 'wrecked')).toBe(false)
    expect(car(state, 0).crossings).toBe(2)
    expect(car(state, 0).mode).toBe('pit')
  })
})
