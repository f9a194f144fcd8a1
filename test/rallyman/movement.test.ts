import { describe, it, expect } from 'vitest'
import { rallyman, straight, corner, FINISH, type Action } from '../../src/rallyman/index.js'
import { eventsOf, placeCar, play, refusal, roll, setupOrThrow, testConfig, withCar, withTurn } from './helpers.js'

const road = (n = 12) => Array.from({ length: n }, () => straight())
const fresh = (rules = {}) => setupOrThrow(testConfig(road(), { rules }))
const dice = (actions: ReadonlyArray<Action>) =>
  actions.filter((a): a is Extract<Action, { type: 'roll' }> => a.type === 'roll').map((a) => a.die)

describe('RM ART.4: moving die by die', () => {
  it('RM ART.4 phase 1: at the start only gear die 1 may be thrown', () => {
    const s = fresh()
    expect(dice(rallyman.legalActions(s))).toEqual([1])
    expect(refusal(s, { type: 'roll', die: 2, to: 0 }).code).toBe('GEAR_DIE_1_FIRST')
    expect(refusal(s, { type: 'roll', die: 'gas', to: 0 }).rule).toBe('RM ART.4')
  })

  it('RM ART.4 phase 1 example: in gear 3 the driver may throw die 2, 3, 4 or a gas die', () => {
    const s = placeCar(fresh(), 0, 2, 3)
    expect([...new Set(dice(rallyman.legalActions(s)))]).toEqual([2, 3, 4, 'gas'])
    expect(refusal(s, { type: 'roll', die: 5, to: 3 }).code).toBe('GEAR_STEP')
    expect(refusal(s, { type: 'roll', die: 1, to: 3 }).rule).toBe('RM ART.4')
  })

  it('RM ART.4: one die is one cell, even when it shows the warning symbol', () => {
    const s = placeCar(fresh(), 0, 2, 3)
    const after = play(s, ...roll(4, 3, true)).state
    expect(after.cars[0]!.cell).toBe(3)
    expect(after.turn?.warnings).toBe(1)
  })

  it('RM ART.4 phase 2: gears chain one step at a time, each die once, gas dice anywhere', () => {
    const s = placeCar(fresh(), 0, 2, 3)
    const a = play(s, ...roll('gas', 3), ...roll(4, 4), ...roll('gas', 5), ...roll(5, 6)).state
    expect(a.cars[0]!.cell).toBe(6)
    expect(refusal(a, { type: 'roll', die: 'gas', to: 7 }).code).toBe('NO_GAS_DIE_LEFT')
    expect(refusal(a, { type: 'roll', die: 3, to: 7 }).code).toBe('GEAR_STEP')
    const b = play(s, ...roll(4, 3)).state
    expect(refusal(b, { type: 'roll', die: 4, to: 4 }).code).toBe('DIE_ALREADY_USED')
  })

  it('RM ART.4 phase 3: the speed card is the last gear die, the 50-second card for gear 1', () => {
    const s = placeCar(fresh(), 0, 2, 2)
    const { state, events } = play(s, ...roll(1, 3), { type: 'stop' })
    expect(eventsOf(events, 'speed-card')).toEqual([
      { type: 'speed-card', seat: 0, name: 'Driver A', gear: 1, seconds: 50 },
    ])
    expect(state.cars[0]!.chrono).toBe(50)
    expect(state.cars[0]!.gear).toBe(1)
  })

  it('RM ART.4 phase 3: after a final gas die the card is that of the gear die before it', () => {
    const s = placeCar(fresh(), 0, 2, 3)
    const { events } = play(s, ...roll(4, 3), ...roll('gas', 4), { type: 'stop' })
    expect(eventsOf(events, 'speed-card')[0]?.seconds).toBe(20)
  })

  it('RM ART.4: stopping needs at least one die', () => {
    expect(refusal(placeCar(fresh(), 0, 2, 3), { type: 'stop' }).code).toBe('NO_DIE_YET')
  })

  it('RM ART.4 / RM ART.7.1: a third warning in one move loses control', () => {
    const s = placeCar(fresh({ sisu: false }), 0, 2, 3)
    const a = play(s, ...roll(3, 3, true), ...roll(4, 4, true), ...roll(5, 5, true))
    expect(eventsOf(a.events, 'loss')).toEqual([
      { type: 'loss', seat: 0, name: 'Driver A', cell: 5, cause: 'warnings', attack: false },
    ])
    expect(a.state.pending).toEqual({ kind: 'back', sisuable: false, cause: 'warnings' })
  })
})

describe('RM ART.5: big attack', () => {
  it('RM ART.5: the dice thrown together all move the car and earn one second each', () => {
    const s = placeCar(fresh(), 0, 2, 3)
    const a = play(
      s,
      { type: 'attack', gears: [3, 4], gas: 1, orange: 0 },
      { type: 'attack-faces', gears: [false, false], gas: 0, orange: 0 },
    )
    expect(a.state.cars[0]!.seconds).toBe(3)
    expect(a.state.turn?.pool.length).toBe(3)
    const b = play(
      a.state,
      { type: 'use', die: 3, warning: false, orange: false, to: 3 },
      { type: 'use', die: 'gas', warning: false, orange: false, to: 4 },
      { type: 'use', die: 4, warning: false, orange: false, to: 5 },
    )
    expect(b.state.cars[0]!.cell).toBe(5)
    expect(eventsOf(b.events, 'speed-card')[0]?.gear).toBe(4)
  })

  it('RM ART.5: a big attack cannot be mixed with dice thrown one by one', () => {
    const s = play(placeCar(fresh(), 0, 2, 3), ...roll(3, 3)).state
    expect(refusal(s, { type: 'attack', gears: [4, 5], gas: 0, orange: 0 }).code).toBe('ATTACK_MIXED')
    const t = play(
      placeCar(fresh(), 0, 2, 3),
      { type: 'attack', gears: [3, 4], gas: 0, orange: 0 },
      { type: 'attack-faces', gears: [false, false], gas: 0, orange: 0 },
    ).state
    expect(refusal(t, { type: 'stop' }).code).toBe('ATTACK_IN_PROGRESS')
  })

  it('RM ART.5 remark 1: no more dice than cells to cross the finish line', () => {
    const s = placeCar(fresh(), 0, 10, 3) // two cells to the line: cell 11 then the finish
    expect(refusal(s, { type: 'attack', gears: [3, 4], gas: 1, orange: 0 }).code).toBe('ATTACK_IMPOSSIBLE')
    expect(rallyman.legalActions(s)).toContainEqual({ type: 'attack', gears: [3, 4], gas: 0, orange: 0 })
  })

  it('RM ART.5: with three warnings the car moves until the third warning die is used, and still earns its seconds', () => {
    const s = placeCar(fresh({ sisu: false }), 0, 2, 3)
    const a = play(
      s,
      { type: 'attack', gears: [3, 4, 5], gas: 1, orange: 0 },
      { type: 'attack-faces', gears: [true, true, true], gas: 0, orange: 0 },
    )
    expect(a.state.cars[0]!.seconds).toBe(4)
    // The driver uses the clean gas die first, then the dice with warnings.
    const b = play(
      a.state,
      { type: 'use', die: 'gas', warning: false, orange: false, to: 3 },
      { type: 'use', die: 3, warning: true, orange: false, to: 4 },
      { type: 'use', die: 4, warning: true, orange: false, to: 5 },
      { type: 'use', die: 5, warning: true, orange: false, to: 6 },
    )
    expect(eventsOf(b.events, 'loss')[0]?.cell).toBe(6)
  })
})

describe('RM ART.6: releasing seconds', () => {
  it('RM ART.6 example: three dice placed cost 1 + 2 + 3 = 6 seconds, without risk', () => {
    let s = placeCar(fresh(), 0, 2, 3)
    s = withCar(s, 0, { seconds: 10 })
    s = withTurn(s, { warnings: 2 })
    const a = play(
      s,
      { type: 'place', die: 3, to: 3 },
      { type: 'place', die: 4, to: 4 },
      { type: 'place', die: 5, to: 5 },
    )
    expect(a.state.cars[0]!.seconds).toBe(4)
    expect(eventsOf(a.events, 'seconds-released').map((e) => e.seconds)).toEqual([1, 2, 3])
    expect(a.state.cars[0]!.cell).toBe(5)
  })

  it('RM ART.6: a die may only be placed once two warnings show, with the seconds in hand', () => {
    const s = withCar(placeCar(fresh(), 0, 2, 3), 0, { seconds: 10 })
    expect(refusal(s, { type: 'place', die: 3, to: 3 }).code).toBe('CANNOT_RELEASE')
    expect(play(withTurn(s, { warnings: 2 }), { type: 'place', die: 3, to: 3 }).state.cars[0]!.seconds).toBe(9)
    expect(
      refusal(withCar(withTurn(s, { warnings: 2 }), 0, { seconds: 0 }), { type: 'place', die: 3, to: 3 }).rule,
    ).toBe('RM ART.6')
  })
})

describe('RM ART.7 / ART.8: loss of control, Sisu and damage', () => {
  const verge = () =>
    setupOrThrow(
      testConfig([straight(), straight(), straight({ left: 'forest', right: 'rocks' }), straight(), straight()], {
        rules: { sisu: false },
      }),
    )

  it('RM ART.7.2: the turned card counts 60 s and the car restarts in first gear', () => {
    const s = withTurn(placeCar(verge(), 0, 1, 3), { warnings: 2 })
    const a = play(s, ...roll(3, 2, true), { type: 'back', back: 'spin' })
    expect(a.state.cars[0]!.chrono).toBe(60)
    expect(a.state.cars[0]!.restart).toBe(true)
    expect(eventsOf(a.events, 'off')[0]).toEqual({
      type: 'off',
      seat: 0,
      name: 'Driver A',
      back: 'spin',
      damage: 0,
      cell: 2,
      cause: 'warnings',
      attack: false,
    })
    expect(dice(rallyman.legalActions(a.state))).toEqual([1])
  })

  it('RM ART.7.2: the card back is a chance node: spin, off left, off right', () => {
    const s = play(withTurn(placeCar(verge(), 0, 1, 3), { warnings: 2 }), ...roll(3, 2, true)).state
    const st = rallyman.status(s)
    expect(st.kind === 'chance' && st.outcomes.map((o) => o.probability)).toEqual([1 / 3, 1 / 3, 1 / 3])
  })

  it('RM ART.8: off into the forest loses one gear die, into the rocks two', () => {
    const base = play(withTurn(placeCar(verge(), 0, 1, 3), { warnings: 2 }), ...roll(3, 2, true)).state
    expect(play(base, { type: 'back', back: 'left' }).state.cars[0]!.gearLost).toBe(1)
    expect(play(base, { type: 'back', back: 'right' }).state.cars[0]!.gearLost).toBe(2)
  })

  it('RM ART.8: a car that lost gear dice throws fewer gear dice per move', () => {
    const s = withCar(placeCar(fresh(), 0, 1, 2), 0, { gearLost: 3 })
    const a = play(s, ...roll(2, 2), ...roll(3, 3)).state
    expect(refusal(a, { type: 'roll', die: 4, to: 4 }).code).toBe('NO_GEAR_DIE_LEFT')
  })

  it('RM ART.7.5: the Sisu card cancels a loss of control from warnings, once per rally', () => {
    const s = withTurn(placeCar(fresh(), 0, 2, 3), { warnings: 2 })
    const a = play(s, ...roll(3, 3, true))
    expect(rallyman.status(a.state)).toMatchObject({ kind: 'decision', phase: 'sisu' })
    const b = play(a.state, { type: 'sisu', use: true }).state
    expect(b.cars[0]!.sisu).toBe(false)
    expect(b.pending).toBeNull()
    expect(b.cars[0]!.cell).toBe(3)
    expect(rallyman.legalActions(b)).toContainEqual({ type: 'stop' })
  })

  it('RM ART.7.5: the Sisu card does not apply to a corner taken too fast', () => {
    const s = setupOrThrow(testConfig([straight(), straight(), corner({ inside: 'left', tight: [1, 3] }), straight()]))
    const a = play(placeCar(s, 0, 1, 4), ...roll(4, 2, false))
    expect(eventsOf(a.events, 'loss')[0]?.cause).toBe('corner')
    expect(a.state.pending).toEqual({ kind: 'back', sisuable: false, cause: 'corner' })
  })
})

describe('RM ART.12 / ART.13: overtaking, impossible move, finish', () => {
  it('RM ART.12: a full cell cannot be entered; a car off the road does not block', () => {
    let s = setupOrThrow(testConfig(road(), { drivers: 2 }))
    s = withCar(s, 1, { status: 'racing', cell: 3, off: 'none' })
    s = placeCar(s, 0, 2, 3)
    expect(refusal(s, { type: 'roll', die: 3, to: 3 }).code).toBe('CELL_FULL')
    expect(refusal(s, { type: 'roll', die: 3, to: 3 }).rule).toBe('RM ART.12')
    const off = withCar(s, 1, { off: 'left' })
    expect(play(off, ...roll(3, 3)).state.cars[0]!.cell).toBe(3)
  })

  it('RM ART.12: a move that no die can make draws the same speed card again', () => {
    let s = setupOrThrow(testConfig(road(), { drivers: 2 }))
    s = withCar(s, 1, { status: 'racing', cell: 3, off: 'spin' })
    s = placeCar(s, 0, 2, 2)
    expect(rallyman.legalActions(s)).toEqual([{ type: 'stuck' }])
    const a = play(s, { type: 'stuck' })
    expect(eventsOf(a.events, 'stuck')[0]?.seconds).toBe(40)
  })

  it('RM ART.13: the time of a special is the chrono pile minus the seconds', () => {
    const s = withCar(placeCar(fresh(), 0, 11, 5), 0, { chrono: 300, seconds: 7 })
    const a = play(s, ...roll(5, FINISH))
    expect(eventsOf(a.events, 'finish')[0]).toEqual({
      type: 'finish',
      seat: 0,
      name: 'Driver A',
      special: 0,
      time: 300 + 10 - 7,
    })
    expect(rallyman.status(a.state).kind).toBe('over')
  })

  it('RM ART.13: losing control on the line still finishes, card face up, one gear die lost', () => {
    const s = withTurn(placeCar(fresh(), 0, 11, 5), { warnings: 2 })
    const a = play(s, ...roll(5, FINISH, true))
    expect(a.state.cars[0]!.status).toBe('finished')
    expect(a.state.cars[0]!.gearLost).toBe(1)
    expect(a.state.cars[0]!.chrono).toBe(10)
  })
})
