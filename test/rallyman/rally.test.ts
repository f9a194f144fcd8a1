import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { rallyman, straight, FINISH, boards, weatherDie } from '../../src/rallyman/index.js'
import { roadOrder } from '../../src/rallyman/rules/order.js'
import {
  eventsOf,
  placeCar,
  play,
  refusal,
  roll,
  setupOrThrow,
  testConfig,
  withCar,
  withTurn,
  rallyConfig,
} from './helpers.js'

const road = (n = 8) => Array.from({ length: n }, () => straight())

describe('RM ART.1-3: a rally, its start order and its rounds', () => {
  it('RM ART.1: setup refuses garbage and bad rallies with the rule', () => {
    expect(isLeft(rallyman.setup(null as never))).toBe(true)
    const none = rallyman.setup({ ...rallyConfig(), drivers: [] })
    expect(isLeft(none) && none.left).toMatchObject({ code: 'DRIVERS', rule: 'RM ART.1' })
    const four = rallyConfig()
    const many = rallyman.setup({
      ...four,
      rally: { ...four.rally, specials: [...four.rally.specials, ...four.rally.specials] },
    })
    expect(isLeft(many) && many.left.code).toBe('SPECIALS')
  })

  it('RM ART.3.3: staggered start: round 1 car A, round 2 cars A and B, round 3 A, B and C', () => {
    let s = setupOrThrow(testConfig(road(20), { drivers: 3 }))
    expect(s.cars.map((c) => c.status)).toEqual(['racing', 'waiting', 'waiting'])
    const turns: number[][] = []
    for (let round = 1; round <= 3; round++) {
      const seats: number[] = []
      while (s.round === round) {
        const seat = s.turn!.seat
        seats.push(seat)
        const first = rallyman.legalActions(s).find((a) => a.type === 'roll')!
        s = play(s, first, { type: 'face', warning: false }, { type: 'stop' }).state
      }
      turns.push(seats)
    }
    expect(turns).toEqual([[0], [0, 1], [0, 1, 2]])
  })

  it('RM ART.3.4: play order follows the road; on one cell the higher gear plays first, then the first arrived', () => {
    let s = setupOrThrow(
      testConfig(
        road(20).map(() => straight({ lanes: 3 })),
        { drivers: 3 },
      ),
    )
    s = withCar(s, 0, { status: 'racing', cell: 3, gear: 2, arrived: 1 })
    s = withCar(s, 1, { status: 'racing', cell: 5, gear: 2, arrived: 2 })
    s = withCar(s, 2, { status: 'racing', cell: 3, gear: 4, arrived: 3 })
    expect(roadOrder(s)).toEqual([1, 2, 0])
    s = withCar(s, 2, { gear: 2 })
    expect(roadOrder(s)).toEqual([1, 0, 2])
  })

  it("RM ART.3.2: the second special starts in the order of the first one's times", () => {
    let s = setupOrThrow(testConfig(road(3), { drivers: 2, specials: 2 }))
    s = withCar(s, 1, { status: 'finished', times: [100] })
    s = withTurn(withCar(s, 0, { status: 'racing', cell: 2, gear: 3, restart: false, chrono: 400 }), {
      gear: 3,
      seat: 0,
    })
    const a = play(s, ...roll(3, FINISH))
    expect(a.state.special).toBe(1)
    expect(a.state.startOrder).toEqual([1, 0])
    expect(eventsOf(a.events, 'special-start')[0]?.order).toEqual([1, 0])
  })
})

describe('RM ART.14-17: assistance, weather, split times, shakedown', () => {
  it('RM ART.14: an assistance after a special repairs the damage and returns the spare wheel', () => {
    const s = withCar(placeCar(setupOrThrow(testConfig(road(3), { specials: 2, assistance: true })), 0, 2, 3), 0, {
      gearLost: 2,
      punctures: 1,
      spareWheel: false,
    })
    const a = play(s, ...roll(3, FINISH))
    expect(eventsOf(a.events, 'assistance')).toHaveLength(1)
    expect(a.state.cars[0]).toMatchObject({ gearLost: 0, punctures: 0, spareWheel: true })
  })

  it('RM ART.14: without an assistance the damage stays for the next special', () => {
    const s = withCar(placeCar(setupOrThrow(testConfig(road(3), { specials: 2 })), 0, 2, 3), 0, { gearLost: 2 })
    expect(play(s, ...roll(3, FINISH)).state.cars[0]!.gearLost).toBe(2)
  })

  it('RM ART.15.2: variable weather rolls die 1 for the first tile, die 2 for the second..., snow on a warning', () => {
    const s = setupOrThrow(rallyConfig({ rally: boards.snow }))
    expect(weatherDie(0)).toBe(1)
    const st = rallyman.status(s)
    expect(st.kind === 'chance' && st.outcomes.map((o) => [o.action, o.weight])).toEqual([
      [{ type: 'weather', snow: false }, 5],
      [{ type: 'weather', snow: true }, 1],
    ])
    const a = play(s, { type: 'weather', snow: true }, { type: 'weather', snow: false }).state
    expect(a.snow).toEqual([true, false])
    expect(rallyman.status(a)).toMatchObject({ kind: 'decision', phase: 'tyres', seat: 0 })
  })

  it('RM ART.15.4: asphalt tyres lose control at two warnings on snow; snow tyres use one gas die on asphalt', () => {
    const cfg = testConfig(road(8), { rules: { tyres: true, sisu: false } })
    const snowy = { ...cfg, rally: { ...cfg.rally, specials: [{ ...cfg.rally.specials[0]!, snow: [0] }] } }
    let s = play(setupOrThrow(snowy), { type: 'tyres', tyres: 'asphalt' }).state
    s = placeCar(s, 0, 1, 3)
    const a = play(s, ...roll(3, 2, true), ...roll(4, 3, true))
    expect(eventsOf(a.events, 'loss')[0]?.cause).toBe('warnings')
    let t = play(setupOrThrow(cfg), { type: 'tyres', tyres: 'snow' }).state
    t = play(placeCar(t, 0, 1, 3), ...roll('gas', 2)).state
    expect(refusal(t, { type: 'roll', die: 'gas', to: 3 }).code).toBe('SNOW_TYRES_ONE_GAS')
  })

  it('RM ART.15.1: fixed weather: the snowy tiles are set in the rally, no weather roll', () => {
    const cfg = testConfig(road(8), { rules: { tyres: true }, specials: 1 })
    const two = {
      ...cfg,
      rally: { ...cfg.rally, specials: [{ ...cfg.rally.specials[0]!, roadbook: 'T0 T0', snow: [1] }] },
    }
    const s = setupOrThrow(two)
    expect(s.snow).toEqual([false, true])
    expect(rallyman.status(s)).toMatchObject({ kind: 'decision', phase: 'tyres' })
  })

  it('RM ART.15.4 junctions: with asphalt tyres only the warnings on snow cells count towards the two', () => {
    const cfg = testConfig(road(8), { rules: { tyres: true, sisu: false } })
    const two = {
      ...cfg,
      rally: { ...cfg.rally, specials: [{ ...cfg.rally.specials[0]!, roadbook: 'T0 T0', snow: [1] }] },
    }
    const s = placeCar(play(setupOrThrow(two), { type: 'tyres', tyres: 'asphalt' }).state, 0, 6, 3)
    // One warning on the last asphalt cell, one on the first snow cell: two in all, one on snow.
    const a = play(s, ...roll(3, 7, true), ...roll(4, 8, true))
    expect(eventsOf(a.events, 'loss')).toEqual([])
    const b = play(a.state, ...roll('gas', 9, true))
    expect(eventsOf(b.events, 'loss')[0]?.cause).toBe('warnings')
  })

  it('RM ART.16: crossing a split point records the chrono minus the seconds', () => {
    const steps = [straight(), straight(), straight({ split: true }), straight()]
    const s = withCar(placeCar(setupOrThrow(testConfig(steps)), 0, 1, 3), 0, { chrono: 120, seconds: 4 })
    const a = play(s, ...roll(3, 2))
    expect(a.state.splits).toEqual([{ seat: 0, special: 0, cell: 2, time: 116 }])
  })

  it('RM ART.17: in shakedown the warnings never lose control', () => {
    const s = withTurn(placeCar(setupOrThrow(testConfig(road(), { rules: { shakedown: true } })), 0, 1, 3), {
      warnings: 2,
    })
    const a = play(s, ...roll(3, 2, true), ...roll(4, 3, true))
    expect(eventsOf(a.events, 'loss')).toEqual([])
    expect(a.state.turn?.warnings).toBe(2)
  })
})
