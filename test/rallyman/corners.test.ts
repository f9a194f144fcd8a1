import { describe, it, expect } from 'vitest'
import { rallyman, straight, corner, type State } from '../../src/rallyman/index.js'
import { notesOf } from '../../src/rallyman/rules/corners.js'
import { restartCell } from '../../src/rallyman/rules/control.js'
import { eventsOf, placeCar, play, refusal, roll, setupOrThrow, testConfig, withCar, withTurn } from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'

// Cells: 0,1 road; 2 tight (3); 3,4,5 drift (4 4 4); 6 cord (K4); 7,8 road.
const bend = corner({ inside: 'right', tight: [1, 3], drift: [3, 4], cord: [1, 4], left: 'rocks', right: 'forest' })
const stage = (drivers = 1, rules = {}) =>
  setupOrThrow(testConfig([straight(), straight(), bend, straight(), straight()], { drivers, rules }))

describe('RM ART.9: corners', () => {
  it('RM ART.9.1: the tight line takes any gear up to its note', () => {
    const s = placeCar(stage(), 0, 1, 3)
    expect(play(s, ...roll(3, 2)).state.cars[0]!.cell).toBe(2)
    expect(play(placeCar(stage(), 0, 1, 2), ...roll(1, 2)).state.cars[0]!.cell).toBe(2)
    const r = refusal(placeCar(stage(), 0, 1, 4), { type: 'roll', die: 4, to: 2 })
    expect(r).toMatchObject({ code: 'CORNER_NOTE', rule: 'RM ART.9' })
  })

  it('RM ART.9.2 example: the drift 444 is taken in gear 4 only: die 4, gas, gas', () => {
    const s = placeCar(stage(), 0, 1, 3)
    const a = play(s, ...roll(4, 3), ...roll('gas', 4), ...roll('gas', 5)).state
    expect(a.cars[0]!.cell).toBe(5)
    expect(refusal(placeCar(stage(), 0, 1, 3), { type: 'roll', die: 3, to: 3 }).code).toBe('CORNER_NOTE')
  })

  it('RM ART.9.2: from a drift cell (not the last) the tight line is taken back one gear down', () => {
    const s = play(placeCar(stage(), 0, 1, 3), ...roll(4, 3)).state
    expect(refusal(s, { type: 'roll', die: 'gas', to: 2 }).code).toBe('DRIFT_RETURN')
    expect(play(s, ...roll(3, 2)).state.cars[0]!.cell).toBe(2)
  })

  it('RM ART.9.3: the cord takes a gear up to K and draws a cord card (a chance node weighted 6/3/1)', () => {
    const s = play(placeCar(stage(), 0, 1, 3), ...roll(4, 6)).state
    const st = rallyman.status(s)
    expect(st.kind === 'chance' && st.outcomes.map((o) => [o.action, o.weight])).toEqual([
      [{ type: 'cord', card: 'good' }, 6],
      [{ type: 'cord', card: 'dirty' }, 3],
      [{ type: 'cord', card: 'puncture' }, 1],
    ])
    expect(refusal(placeCar(stage(), 0, 1, 4), { type: 'roll', die: 5, to: 6 }).code).toBe('CORNER_NOTE')
  })

  it('RM ART.9.3 example: dirty cords lower 444 to 333 then 222 for the cars behind, K4 unchanged', () => {
    let s = placeCar(stage(2), 0, 1, 3)
    s = play(s, ...roll(4, 6), { type: 'cord', card: 'dirty' }).state
    expect(notesOf(s, stagesOf(s)[0]!.corners[0]!, 0).drift).toBe(4) // not for the driver himself
    s = play(s, { type: 'stop' }).state
    let n = notesOf(s, stagesOf(s)[0]!.corners[0]!, 0)
    expect([n.tight, n.drift, n.cord]).toEqual([2, 3, 4])
    s = { ...s, dirty: [1] }
    s = placeCar(withCar(s, 0, { cell: 7 }), 1, 1, 3)
    expect(refusal(s, { type: 'roll', die: 4, to: 3 }).code).toBe('CORNER_NOTE')
    s = play(s, ...roll(4, 6), { type: 'cord', card: 'dirty' }, { type: 'stop' }).state
    n = notesOf(s, stagesOf(s)[0]!.corners[0]!, 0)
    expect([n.tight, n.drift, n.cord]).toEqual([1, 2, 4])
  })

  it('RM ART.9: entering one or two gears above the highest note loses control in the corner', () => {
    const s = placeCar(stage(1, { sisu: false }), 0, 1, 4)
    const a = play(s, ...roll(5, 2))
    expect(eventsOf(a.events, 'loss')[0]).toEqual({
      type: 'loss',
      seat: 0,
      name: 'Driver A',
      cell: 2,
      cause: 'corner',
      attack: false,
    })
  })

  it('RM ART.9: more than two gears above the highest note is retirement', () => {
    const slow = corner({ inside: 'left', tight: [1, 1], cord: [1, 2] })
    const s = placeCar(setupOrThrow(testConfig([straight(), straight(), slow, straight()])), 0, 1, 5)
    const a = play(withTurn(s, { gear: 5 }), ...roll('gas', 2))
    expect(a.state.cars[0]!.status).toBe('retired')
    expect(eventsOf(a.events, 'retired')[0]?.reason).toBe('corner-overshoot')
  })

  it('RM ART.9.3: punctures cost a gas die each; the third without repair is retirement', () => {
    let s = placeCar(stage(), 0, 1, 3)
    s = play(s, ...roll(4, 6), { type: 'cord', card: 'puncture' }).state
    expect(s.cars[0]!.punctures).toBe(1)
    const t = play(s, ...roll('gas', 7)).state
    // The second gas die is the one the puncture took, not one thrown already (RM ART.4).
    expect(refusal(t, { type: 'roll', die: 'gas', to: 8 })).toMatchObject({ code: 'GAS_DIE_LOST', rule: 'RM ART.9.3' })
    const r = play(withCar(placeCar(stage(), 0, 1, 3), 0, { punctures: 2 }), ...roll(4, 6), {
      type: 'cord',
      card: 'puncture',
    })
    expect(r.state.cars[0]!.status).toBe('retired')
  })

  it('RM ART.10: the spare wheel is fitted at the start of a move in gear 0 or 1, then the car restarts in first', () => {
    const s = withCar(placeCar(stage(), 0, 1, 1), 0, { punctures: 1 })
    expect(rallyman.legalActions(s)).toContainEqual({ type: 'spare-wheel' })
    const a = play(s, { type: 'spare-wheel' }).state
    expect(a.cars[0]).toMatchObject({ punctures: 0, spareWheel: false, chrono: 50 })
    expect(refusal(withCar(placeCar(stage(), 0, 1, 3), 0, { punctures: 1 }), { type: 'spare-wheel' }).rule).toBe(
      'RM ART.10',
    )
  })

  it('RM ART.10: between specials without assistance the spare wheel may be fitted, not counted on the chrono', () => {
    let s = setupOrThrow(testConfig([straight(), straight(), straight()], { specials: 2 }))
    s = withCar(placeCar(s, 0, 2, 3), 0, { punctures: 1, chrono: 90 })
    const a = play(s, ...roll(3, -2))
    expect(rallyman.status(a.state)).toMatchObject({ kind: 'decision', phase: 'spare-wheel', seat: 0 })
    expect(rallyman.legalActions(a.state)).toEqual([{ type: 'spare-wheel' }, { type: 'keep-wheel' }])
    const fit = play(a.state, { type: 'spare-wheel' }).state
    expect(fit.cars[0]).toMatchObject({ punctures: 0, spareWheel: false, times: [120] })
    expect(fit.special).toBe(1)
    const kept = play(a.state, { type: 'keep-wheel' }).state
    expect(kept.cars[0]).toMatchObject({ punctures: 1, spareWheel: true })
  })

  it('RM ART.7.4: a spin in a drift also restarts from the tight line (first gear cannot hold a drift)', () => {
    const s = withTurn(play(placeCar(stage(1, { sisu: false }), 0, 1, 3), ...roll(4, 3)).state, { warnings: 2 })
    expect(play(s, ...roll('gas', 4, true), { type: 'back', back: 'spin' }).state.cars[0]!.cell).toBe(2)
  })

  it('RM ART.7.4: after leaving the road in a drift the car restarts from the tight line', () => {
    const s = withTurn(play(placeCar(stage(1, { sisu: false }), 0, 1, 3), ...roll(4, 3)).state, { warnings: 2 })
    const a = play(s, ...roll('gas', 4, true), { type: 'back', back: 'left' })
    expect(a.state.cars[0]!.cell).toBe(2)
  })

  it('RM ART.7.4: leaving the tight line towards the inside puts the car in the cord with a cord card', () => {
    const s = withTurn(placeCar(stage(1, { sisu: false }), 0, 1, 3), { warnings: 2 })
    const a = play(s, ...roll(3, 2, true), { type: 'back', back: 'right' })
    expect(a.state.cars[0]!.cell).toBe(6)
    expect(a.state.pending).toEqual({ kind: 'cord', afterLoss: true })
  })

  it('RM ART.7.4: leaving the cord towards the road puts the car on the tight line', () => {
    const st: State = stage()
    const cord = stagesOf(st)[0]!.cells[6]!
    expect(restartCell(stagesOf(st)[0]!, cord, 'left')).toEqual({ cell: 2, intoCord: false })
  })
})

describe('RM ART.11: jumps', () => {
  // Cells 0..6, a jump noted 3 on cell 2.
  const hill = () =>
    setupOrThrow(
      testConfig([straight(), straight(), straight({ jump: 3 }), straight(), straight(), straight(), straight()], {
        rules: { sisu: false },
      }),
    )
  it('RM ART.11: under the note the jump is a normal cell', () => {
    expect(play(placeCar(hill(), 0, 1, 2), ...roll(2, 2)).state.cars[0]!.cell).toBe(2)
  })
  it('RM ART.11: at the note the car lands just after the jump', () => {
    expect(play(placeCar(hill(), 0, 1, 3), ...roll(3, 2)).state.cars[0]!.cell).toBe(3)
  })
  it('RM ART.11: one gear above lands two cells after, and a warning on that die loses control there', () => {
    expect(play(placeCar(hill(), 0, 1, 4), ...roll(4, 2)).state.cars[0]!.cell).toBe(4)
    const a = play(placeCar(hill(), 0, 1, 4), ...roll(4, 2, true))
    expect(eventsOf(a.events, 'loss')[0]).toEqual({
      type: 'loss',
      seat: 0,
      name: 'Driver A',
      cell: 4,
      cause: 'jump',
      attack: false,
    })
  })
  it('RM ART.11: two gears above loses control on the third cell after', () => {
    const a = play(placeCar(hill(), 0, 1, 5), ...roll(5, 2))
    expect(eventsOf(a.events, 'loss')[0]).toEqual({
      type: 'loss',
      seat: 0,
      name: 'Driver A',
      cell: 5,
      cause: 'jump',
      attack: false,
    })
  })
})
