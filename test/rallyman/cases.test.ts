import { describe, it, expect } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { rallyman, straight, corner, halves, standingsOf, type Step } from '../../src/rallyman/index.js'
import { reduceRallyman } from '../../src/rallyman/reducer.js'
import { eventsOf, placeCar, play, refusal, roll, setupOrThrow, testConfig, withCar, withTurn } from './helpers.js'

// Cells: 0,1 road; 2 tight (3); 3,4,5 drift (444); 6 cord (K4); 7,8 road.
const bend = corner({ inside: 'right', tight: [1, 3], drift: [3, 4], cord: [1, 4] })
const twoCars = () => setupOrThrow(testConfig([straight(), straight(), bend, straight(), straight()], { drivers: 2 }))

describe('cases named in the articles', () => {
  it('RM ART.12 cases 2 and 3: overtaking through the cord past a car on the tight line, and through the corner past a car in the cord', () => {
    const s = placeCar(withCar(twoCars(), 1, { status: 'racing', cell: 2 }), 0, 1, 3)
    expect(refusal(s, { type: 'roll', die: 3, to: 2 }).code).toBe('CELL_FULL')
    expect(play(s, ...roll(4, 6)).state.cars[0]!.cell).toBe(6)
    const t = placeCar(withCar(twoCars(), 1, { status: 'racing', cell: 6 }), 0, 1, 3)
    expect(play(t, ...roll(3, 2)).state.cars[0]!.cell).toBe(2)
    expect(play(t, ...roll(4, 3)).state.cars[0]!.cell).toBe(3)
  })

  it('RM ART.12 case 4: a car spun in a corner blocks the road (not the cord), a car off the road does not', () => {
    const spun = placeCar(withCar(twoCars(), 1, { status: 'racing', cell: 2, off: 'spin' }), 0, 1, 3)
    expect(refusal(spun, { type: 'roll', die: 3, to: 2 }).code).toBe('CELL_FULL')
    expect(refusal(spun, { type: 'roll', die: 4, to: 3 }).code).toBe('CELL_FULL')
    expect(play(spun, ...roll(4, 6)).state.cars[0]!.cell).toBe(6)
    const off = placeCar(withCar(twoCars(), 1, { status: 'racing', cell: 2, off: 'right' }), 0, 1, 3)
    expect(play(off, ...roll(3, 2)).state.cars[0]!.cell).toBe(2)
  })

  it('RM ART.18: nobody passes a car sideways on the half cells; behind a car on the second half the next may take the first', () => {
    const steps: Step[] = [straight(), straight(), halves(), corner({ inside: 'left', tight: [1, 3] }), straight()]
    let s = setupOrThrow(testConfig(steps, { surface: 'dirt', drivers: 2, rules: { dirt: true } }))
    // Cells: 0, 1 road; 2 whole, 3 first half, 4 second half; 5 tight; 6 road.
    s = placeCar(withCar(s, 1, { status: 'racing', cell: 4 }), 0, 1, 2)
    expect(refusal(s, { type: 'roll', die: 2, to: 2 }).code).toBe('CELL_FULL')
    expect(play(s, ...roll(2, 3)).state.cars[0]!.cell).toBe(3)
  })

  it('RM ART.19: the double downshift may be used several times in a move (5-3-1)', () => {
    let s = setupOrThrow(
      testConfig(
        Array.from({ length: 8 }, () => straight()),
        { surface: 'dirt', rules: { dirt: true, tyres: true } },
      ),
    )
    s = play(s, { type: 'tyres', tyres: 'dirt' }).state
    const a = play(placeCar(s, 0, 1, 5), ...roll(5, 2), ...roll(3, 3), ...roll(1, 4), { type: 'stop' })
    expect(a.state.cars[0]).toMatchObject({ cell: 4, gear: 1 })
  })

  it('RM ART.24.1: pairs the seed does not state behave like asphalt tyres on asphalt (dirt tyres on asphalt: three warnings)', () => {
    let s = setupOrThrow(
      testConfig(
        Array.from({ length: 8 }, () => straight()),
        { rules: { dirt: true, tyres: true, sisu: false } },
      ),
    )
    s = play(s, { type: 'tyres', tyres: 'dirt' }).state
    const a = play(withTurn(placeCar(s, 0, 1, 3), { warnings: 1 }), ...roll(3, 2, true))
    expect(eventsOf(a.events, 'loss')).toEqual([])
    // Dirt tyres on asphalt have no double downshift: trying one moves a cell and loses control (RM ART.19).
    expect(eventsOf(play(placeCar(s, 0, 1, 4), ...roll(2, 2)).events, 'loss')[0]?.cause).toBe('downshift')
  })

  it('RM ART.15.3: without an assistance the drivers keep their tyres for the next special', () => {
    let s = setupOrThrow(testConfig([straight(), straight(), straight()], { specials: 2, rules: { tyres: true } }))
    s = play(s, { type: 'tyres', tyres: 'snow' }).state
    const a = play(placeCar(s, 0, 2, 3), ...roll(3, -2)).state
    expect(a.special).toBe(1)
    expect(a.pending).toBeNull()
    expect(a.cars[0]!.tyres).toBe('snow')
  })

  it('RM ART.17: in shakedown a puncture card costs nothing', () => {
    const s = placeCar(
      setupOrThrow(testConfig([straight(), straight(), bend, straight()], { rules: { shakedown: true } })),
      0,
      1,
      3,
    )
    expect(play(s, ...roll(4, 6), { type: 'cord', card: 'puncture' }).state.cars[0]!.punctures).toBe(0)
  })

  it('RM ART.5 remark 2: a puncture during a big attack loses a thrown gas die, and its warning with it', () => {
    const s = placeCar(
      setupOrThrow(testConfig([straight(), straight(), bend, straight(), straight(), straight()])),
      0,
      1,
      3,
    )
    const a = play(
      s,
      { type: 'attack', gears: [4], gas: 2, orange: 0 },
      { type: 'attack-faces', gears: [false], gas: 1, orange: 0 },
    )
    const b = play(
      a.state,
      { type: 'use', die: 4, warning: false, orange: false, to: 6 },
      { type: 'cord', card: 'puncture' },
    )
    expect(b.state.cars[0]!.punctures).toBe(1)
    expect(b.state.turn?.pool).toEqual([{ die: 'gas', warning: false, orange: false }])
  })

  it('RM ART.13: the rally classification adds the specials; retired drivers come last', () => {
    let s = setupOrThrow(testConfig([straight(), straight()], { drivers: 3 }))
    s = withCar(s, 0, { status: 'finished', times: [300] })
    s = withCar(s, 1, { status: 'finished', times: [250] })
    s = withCar(s, 2, { status: 'retired', retired: 'wrecked', times: [] })
    const st = standingsOf(s)
    expect(st.placings.map((p) => [p.seat, p.place, p.score])).toEqual([
      [1, 1, 250],
      [0, 2, 300],
      [2, 3, 0],
    ])
    expect(st.placings[2]?.eliminated).toBe('wrecked')
    expect(rallyman.status({ ...s, over: true, turn: null, pending: null })).toEqual({ kind: 'over', standings: st })
  })
})

describe('retirements and the end of a rally', () => {
  it('RM ART.8: a car with every gear die lost retires at its next move (assumption)', () => {
    let s = setupOrThrow(
      testConfig([straight(), straight(), straight({ left: 'rocks' }), straight(), straight()], {
        drivers: 2,
        rules: { sisu: false },
      }),
    )
    s = withCar(s, 1, { status: 'racing', cell: 0, gear: 1, restart: false })
    s = withTurn(withCar(placeCar(s, 0, 1, 3), 0, { gearLost: 4 }), { warnings: 2 })
    const a = play(s, ...roll(3, 2, true), { type: 'back', back: 'left' })
    expect(a.state.cars[0]!.status).toBe('retired')
    expect(eventsOf(a.events, 'retired')[0]?.reason).toBe('wrecked')
  })

  it('RM ART.12: an impossible move draws the same speed card again, even when the car blocking the way is where a jump lands', () => {
    // Restarting in first on cell 0, die 1 takes the jump of cell 1 (note 1) and lands on cell 2, where a car stands.
    let s = setupOrThrow(
      testConfig([straight(), straight({ jump: 1 }), straight(), straight(), straight()], { drivers: 2 }),
    )
    s = withCar(s, 1, { status: 'racing', cell: 2, gear: 2, restart: false })
    s = withTurn(withCar(placeCar(s, 0, 0, 1), 0, { restart: true }), { gear: 0 })
    expect(rallyman.legalActions(s)).toEqual([{ type: 'stuck' }])
    const a = play(s, { type: 'stuck' })
    expect(a.state.cars[0]).toMatchObject({ status: 'racing', cell: 0, chrono: 50 })
    expect(eventsOf(a.events, 'stuck')).toEqual([{ type: 'stuck', seat: 0, name: 'Driver A', seconds: 50 }])
  })

  it('RM ART.12: a car that could never move while nobody blocks it retires, so every rally ends (a safety net of the rules, out of reach of sound states)', () => {
    // An artificial dead end the guard refuses (a restart in first with die 1 already spent), given to the rules themselves.
    let s = setupOrThrow(testConfig([straight(), straight(), straight(), straight()], { drivers: 2 }))
    s = withCar(s, 1, { status: 'racing', cell: 0, gear: 1, restart: false })
    s = withTurn(withCar(placeCar(s, 0, 1, 1), 0, { restart: true }), { gear: 0, gears: [1] })
    expect(rallyman.status(s).kind).toBe('invalid')
    const a = reduceRallyman(s, { type: 'stuck' })
    expect(isRight(a) && a.right.state.cars[0]!.retired).toBe('stuck')
    const blocked = reduceRallyman(withCar(s, 1, { cell: 2 }), { type: 'stuck' })
    expect(isRight(blocked) && blocked.right.state.cars[0]!.status).toBe('racing')
  })
})
