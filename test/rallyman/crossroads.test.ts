import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  rallyman,
  straight,
  corner,
  checkZones,
  zoneProblems,
  ZoneCodec,
  boards,
  describeEvent,
  type State,
  type Step,
  type Zone,
} from '../../src/rallyman/index.js'
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
import { stagesOf } from '../../src/rallyman/index.js'

// A crossing cell with a 2-cell road on each side, then a right-hand crossroads corner
// (tight 3, cord K4, forest on the left verge) whose outside (left) road has 3 cells.
const steps: ReadonlyArray<Step> = [
  straight(),
  straight(),
  straight({
    crossroads: true,
    lanes: 2,
    sideRoads: [
      { side: 'left', cells: 2 },
      { side: 'right', cells: 2 },
    ],
  }),
  corner({
    inside: 'right',
    tight: [1, 3],
    cord: [1, 4],
    crossroads: true,
    left: 'forest',
    sideRoads: [{ side: 'left', cells: 3 }],
  }),
  straight(),
  straight(),
]
const stage = (drivers = 1): State =>
  setupOrThrow(testConfig(steps, { drivers, surface: 'dirt', rules: { sisu: false } }))
const cells = (s: State) => stagesOf(s)[0]!.cells
const crossing = (s: State) => cells(s).find((c) => c.line === 'road' && c.sideRoads.length > 0)!
const tight = (s: State) => cells(s).find((c) => c.line === 'tight')!
const roadOf = (s: State, cellId: number, side: 'left' | 'right') =>
  cells(s)[cellId]!.sideRoads.find((r) => r.side === side)!.cells

describe('RM ART.25: crossroads', () => {
  it('RM ART.25.2: crossroads cells carry their other roads, dead ends that lead back to the crossroads', () => {
    const s = stage()
    const x = crossing(s)
    expect(x.sideRoads.map((r) => [r.side, r.cells.length])).toEqual([
      ['left', 2],
      ['right', 2],
    ])
    const left = roadOf(s, x.id, 'left')
    // The far end leads to the near cell, the near cell back onto the crossroads; none leads elsewhere.
    expect(cells(s)[left[1]!]!.next).toEqual([left[0]])
    expect(cells(s)[left[0]!]!.next).toEqual([x.id])
    expect(x.next.some((n) => left.includes(n))).toBe(false)
    const t = tight(s)
    expect(cells(s)[roadOf(s, t.id, 'left')[0]!]!.next).toEqual([t.id])
  })

  it('RM ART.25.2: a loss of control in a crossroads corner towards its other road is a wrong turn: down the road braking to first, no verge damage', () => {
    const s = placeCar(stage(), 0, crossing(stage()).id, 4)
    const t = tight(s)
    const a = play(s, ...roll(5, t.id), { type: 'back', back: 'left' })
    const road = roadOf(s, t.id, 'left')
    const car = a.state.cars[0]!
    // From gear 5: 4, 3, 2, 1 would take four cells; the dead end stops it at the third.
    expect(car.cell).toBe(road[2])
    expect(car.gearLost).toBe(0) // the forest verge would have cost a gear die off the road
    expect(car.chrono).toBe(60) // still a loss of control: the turned card
    expect(car.gear).toBe(1)
    expect(car.restart).toBe(true)
    expect(eventsOf(a.events, 'wrong-turn')).toEqual([
      {
        type: 'wrong-turn',
        seat: 0,
        name: 'Driver A',
        side: 'left',
        depth: 3,
        cell: road[2],
        cause: 'corner',
        attack: false,
        sameTurn: true,
      },
    ])
    expect(eventsOf(a.events, 'off')).toEqual([])
  })

  it('RM ART.25.2: the car goes one cell down the wrong road per gear above first (at least one)', () => {
    const x = crossing(stage())
    const lost = (gear: number) => {
      const s = withTurn(placeCar(stage(), 0, x.id - 1, gear), { warnings: 2 })
      return play(s, ...roll(gear, x.id, true), { type: 'back', back: 'right' })
    }
    const right = roadOf(stage(), x.id, 'right')
    expect(lost(3).state.cars[0]!.cell).toBe(right[1]) // 2 then 1: two cells
    expect(lost(2).state.cars[0]!.cell).toBe(right[0]) // 1: one cell
    expect(eventsOf(lost(2).events, 'wrong-turn')[0]?.cause).toBe('warnings')
  })

  it('RM ART.25.2: a back with no road on its side, or a spin, follows RM ART.7 as usual', () => {
    const s = placeCar(stage(), 0, crossing(stage()).id, 4)
    const t = tight(s)
    // Inside (right) of the corner: no other road, the cord (RM ART.7.4).
    const inside = play(s, ...roll(5, t.id), { type: 'back', back: 'right' })
    expect(cells(s)[inside.state.cars[0]!.cell]!.line).toBe('cord')
    expect(eventsOf(inside.events, 'wrong-turn')).toEqual([])
    const spin = play(s, ...roll(5, t.id), { type: 'back', back: 'spin' })
    expect(spin.state.cars[0]!.cell).toBe(t.id)
    expect(eventsOf(spin.events, 'off')[0]?.back).toBe('spin')
  })

  it('RM ART.25.2: after the U-turn the car drives back in the same turn with die 2 or a gas die (first reached, die 1 spent)', () => {
    const s0 = placeCar(stage(), 0, crossing(stage()).id, 4)
    const t = tight(s0)
    const road = roadOf(s0, t.id, 'left')
    let s = play(s0, ...roll(5, t.id), { type: 'back', back: 'left' }).state
    // Still this driver's move: the braking threw no die, die 1 counts as played on reaching first.
    expect(rallyman.status(s)).toMatchObject({ kind: 'decision', seat: 0, phase: 'drive' })
    const rolls = rallyman.legalActions(s).filter((a) => a.type === 'roll')
    expect(rolls).toEqual([
      { type: 'roll', die: 2, to: road[1] },
      { type: 'roll', die: 'gas', to: road[1] },
    ])
    expect(refusal(s, { type: 'roll', die: 1, to: road[1]! })).toMatchObject({
      code: 'DIE_ALREADY_USED',
      rule: 'RM ART.4',
    })
    expect(refusal(s, { type: 'roll', die: 3, to: road[1]! })).toMatchObject({ code: 'GEAR_STEP', rule: 'RM ART.4' })
    expect(refusal(s, { type: 'roll', die: 5, to: road[1]! })).toMatchObject({ code: 'DIE_ALREADY_USED' })
    // The warnings of the lost move are paid by the turned card: two more do not lose control.
    s = play(s, ...roll(2, road[1]!, true), ...roll(3, road[0]!, true)).state
    expect(s.turn?.warnings).toBe(2)
    expect(s.pending).toBeNull()
    s = play(s, ...roll('gas', t.id), { type: 'stop' }).state
    const car = s.cars[0]!
    expect(car.cell).toBe(t.id)
    // Turned card 60 s, then the speed card of the last gear die (3: 30 s) ends the move.
    expect(car.chrono).toBe(60 + 30)
    expect(car.gear).toBe(3)
    expect(car.restart).toBe(false)
  })

  it('RM ART.25.2: at the U-turn every listed action is accepted, the others refused, and the state round-trips its codec', () => {
    const s0 = placeCar(stage(), 0, crossing(stage()).id, 4)
    const t = tight(s0)
    const s = play(s0, ...roll(5, t.id), { type: 'back', back: 'left' }).state
    expect(s.turn?.uTurn).toBe(1)
    const legal = rallyman.legalActions(s)
    for (const a of legal) expect(isRight(rallyman.reduce(s, a))).toBe(true)
    const listed = new Set(legal.map((a) => JSON.stringify(a)))
    const others = [1, 2, 3, 4, 5, 'gas' as const].flatMap((die) =>
      cells(s).map((c) => ({ type: 'roll' as const, die, to: c.id })),
    )
    for (const a of others) if (!listed.has(JSON.stringify(a))) expect(isLeft(rallyman.reduce(s, a))).toBe(true)
    expect(isLeft(rallyman.reduce(s, { type: 'attack', gears: [2], gas: 1, orange: 0 }))).toBe(true)
    const back = rallyman.codecs.state.decode(JSON.parse(JSON.stringify(s)))
    expect(isRight(back) && back.right).toEqual(s)
  })

  it('RM ART.25.2: stopping at the U-turn adds no speed card; the return then starts next turn in first towards the crossroads', () => {
    const s0 = placeCar(stage(), 0, crossing(stage()).id, 4)
    const t = tight(s0)
    const road = roadOf(s0, t.id, 'left')
    const stopped = play(s0, ...roll(5, t.id), { type: 'back', back: 'left' }, { type: 'stop' })
    expect(eventsOf(stopped.events, 'speed-card')).toEqual([])
    let s = stopped.state
    expect(s.cars[0]!.chrono).toBe(60)
    expect(s.turn?.dice).toBe(0) // the next move (the only driver) has begun
    const rolls = rallyman.legalActions(s).filter((a) => a.type === 'roll')
    expect(rolls).toEqual([{ type: 'roll', die: 1, to: road[1] }])
    s = play(s, ...roll(1, road[1]!), ...roll(2, road[0]!), ...roll(3, t.id), { type: 'stop' }).state
    expect(s.cars[0]!.cell).toBe(t.id)
    expect(s.cars[0]!.gear).toBe(3)
  })

  it('RM ART.25.2: with die 2 and both gas dice already thrown the return waits for the next turn', () => {
    const x = crossing(stage())
    const right = roadOf(stage(), x.id, 'right')
    const s = withTurn(placeCar(stage(), 0, x.id - 1, 3), { gears: [2], gas: 2, dice: 3, warnings: 2, mode: 'dice' })
    const a = play(s, ...roll(3, x.id, true), { type: 'back', back: 'right' })
    expect(eventsOf(a.events, 'wrong-turn')).toEqual([
      {
        type: 'wrong-turn',
        seat: 0,
        name: 'Driver A',
        side: 'right',
        depth: 2,
        cell: right[1],
        cause: 'warnings',
        attack: false,
        sameTurn: false,
      },
    ])
    // The move is over: a new one starts, in first (RM ART.7.3).
    expect(eventsOf(a.events, 'turn').length).toBe(1)
    expect(a.state.turn).toMatchObject({ dice: 0, gear: 0, uTurn: null })
    expect(a.state.cars[0]!.chrono).toBe(60)
  })

  it('RM ART.25.2: with die 2 spent but a gas die left, the return goes on with the gas die only', () => {
    const x = crossing(stage())
    const right = roadOf(stage(), x.id, 'right')
    const s = withTurn(placeCar(stage(), 0, x.id - 1, 3), { gears: [2], gas: 1, dice: 2, warnings: 2, mode: 'dice' })
    const a = play(s, ...roll(3, x.id, true), { type: 'back', back: 'right' })
    expect(eventsOf(a.events, 'wrong-turn')[0]?.sameTurn).toBe(true)
    expect(rallyman.legalActions(a.state)).toEqual([{ type: 'roll', die: 'gas', to: right[0] }, { type: 'stop' }])
    const b = play(a.state, ...roll('gas', right[0]!), { type: 'stop' })
    // Only a gas die after the U-turn: the gear engaged is first, its speed card 50 s.
    expect(eventsOf(b.events, 'speed-card')).toEqual([
      { type: 'speed-card', seat: 0, name: 'Driver A', gear: 1, seconds: 50 },
    ])
    expect(b.state.cars[0]!.chrono).toBe(60 + 50)
  })

  it('RM ART.25.2: a wrong turn in a big attack ends the move (its dice were all thrown at once, RM ART.5)', () => {
    const x = crossing(stage())
    const t = tight(stage())
    const road = roadOf(stage(), t.id, 'left')
    const s = placeCar(stage(), 0, x.id - 1, 4)
    const attack = { type: 'attack', gears: [5], gas: 1, orange: 0 } as const
    expect(rallyman.legalActions(s)).toContainEqual(attack)
    const a = play(
      s,
      attack,
      { type: 'attack-faces', gears: [false], gas: 0, orange: 0 },
      { type: 'use', die: 5, warning: false, orange: false, to: x.id },
      { type: 'use', die: 'gas', warning: false, orange: false, to: t.id },
      { type: 'back', back: 'left' },
    )
    expect(eventsOf(a.events, 'wrong-turn')).toEqual([
      {
        type: 'wrong-turn',
        seat: 0,
        name: 'Driver A',
        side: 'left',
        depth: 3,
        cell: road[2],
        cause: 'corner',
        attack: true,
        sameTurn: false,
      },
    ])
    expect(a.state.turn).toMatchObject({ dice: 0, gear: 0, mode: 'none' })
    expect(a.state.cars[0]!.seconds).toBe(2) // the attack's seconds are still won
  })

  it('RM ART.25.2: a car already on the wrong road stops the next one before it', () => {
    let s = stage(2)
    const t = tight(s)
    const road = roadOf(s, t.id, 'left')
    s = withCar(s, 1, { cell: road[2]!, status: 'racing', gear: 1 })
    s = placeCar(s, 0, crossing(s).id, 4)
    const a = play(s, ...roll(5, t.id), { type: 'back', back: 'left' })
    expect(a.state.cars[0]!.cell).toBe(road[1])
    expect(eventsOf(a.events, 'wrong-turn')[0]?.depth).toBe(2)
  })

  it('RM ART.25.2: the wrong turn is told in the rally report', () => {
    const s = placeCar(stage(), 0, crossing(stage()).id, 4)
    const a = play(s, ...roll(5, tight(s).id), { type: 'back', back: 'left' })
    const line = describeEvent(eventsOf(a.events, 'wrong-turn')[0]!)
    expect(line).toMatch(/Driver A .*wrong road to the left: 3 cells.*drives back in 1st this move/)
  })

  it('RM ART.25.2: the dirt rally has crossroads where a wrong turn can happen', () => {
    const s = setupOrThrow(rallyConfig({ drivers: 1, rally: boards.dirt, rules: { dirt: true } }))
    const withRoads = stagesOf(s).map((st) => st.cells.filter((c) => c.sideRoads.length > 0).length)
    expect(withRoads.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2)
  })

  it('RM ART.25.2: the validator explains a bad crossroads', () => {
    const zone = (step: Step): Zone => ({
      id: 'Q',
      name: 'q',
      surface: 'dirt',
      steps: [straight(), step, straight()],
      anchors: [0],
    })
    expect(zoneProblems(zone(straight({ sideRoads: [{ side: 'left', cells: 1 }] }))).join(' ')).toMatch(
      /only from a crossroads.*RM ART\.25\.2/,
    )
    expect(zoneProblems(zone(straight({ crossroads: true }))).join(' ')).toMatch(
      /at least one side road.*RM ART\.25\.2/,
    )
    expect(
      zoneProblems(
        zone(
          straight({
            crossroads: true,
            sideRoads: [
              { side: 'left', cells: 1 },
              { side: 'left', cells: 2 },
            ],
          }),
        ),
      ).join(' '),
    ).toMatch(/two side roads leave on the left/)
    expect(
      zoneProblems(
        zone(
          corner({
            inside: 'right',
            tight: [1, 3],
            cord: [1, 4],
            crossroads: true,
            sideRoads: [{ side: 'right', cells: 2 }],
          }),
        ),
      ).join(' '),
    ).toMatch(/cross its cord/)
    expect(
      zoneProblems(
        zone(corner({ inside: 'right', tight: [1, 3], crossroads: true, sideRoads: [{ side: 'right', cells: 2 }] })),
      ),
    ).toEqual([])
    const raw = {
      ...zone(straight({ crossroads: true })),
      steps: [{ ...straight({ crossroads: true }), sideRoads: [{ side: 'left', cells: 4 }] }],
    }
    expect(isLeft(ZoneCodec.decode(raw))).toBe(true)
    expect(isRight(checkZones([zone(straight({ crossroads: true, sideRoads: [{ side: 'right', cells: 2 }] }))]))).toBe(
      true,
    )
    const setup = rallyman.setup(
      testConfig([straight(), straight({ crossroads: true }), straight()], { surface: 'dirt' }),
    )
    expect(isLeft(setup) && setup.left.code).toBe('ZONE_DEFECT')
    expect(isLeft(setup) && setup.left.message).toMatch(/zone T step 1: a crossroads has other roads/)
  })
})
