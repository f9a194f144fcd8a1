import { describe, it, expect } from 'vitest'
import { rallyman, straight, corner, halves, type Step, type Tyres } from '../../src/rallyman/index.js'
import { restartFromDrift } from '../../src/rallyman/rules/control.js'
import {
  eventsOf,
  observe,
  placeCar,
  play,
  refusal,
  roll,
  setupOrThrow,
  testConfig,
  withCar,
  withTurn,
} from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'

const dirt = (
  steps: ReadonlyArray<Step>,
  o: { drivers?: number; tyres?: Tyres; rules?: object; specials?: number } = {},
) => {
  let s = setupOrThrow(
    testConfig(steps, {
      surface: 'dirt',
      drivers: o.drivers ?? 1,
      specials: o.specials ?? 1,
      rules: { dirt: true, tyres: true, sisu: false, ...(o.rules ?? {}) },
    }),
  )
  for (let i = 0; i < (o.drivers ?? 1); i++) s = play(s, { type: 'tyres', tyres: o.tyres ?? 'dirt' }).state
  return s
}
const road = (n = 8): Step[] => Array.from({ length: n }, () => straight())

describe('Rallyman Dirt (RM ART.18-26)', () => {
  it('RM ART.18: a loss of control on a half cell restarts from the whole cell', () => {
    const steps = [straight(), straight(), halves(), corner({ inside: 'left', tight: [1, 3] }), straight()]
    const s = withTurn(placeCar(dirt(steps), 0, 1, 2), { warnings: 2 })
    const a = play(s, ...roll(2, 3, true), { type: 'back', back: 'spin' })
    expect(a.state.cars[0]!.cell).toBe(2)
  })

  it('RM ART.19: dirt tyres on dirt may drop two gears; the skipped die stays usable; a warning on it loses control', () => {
    const s = placeCar(dirt(road()), 0, 1, 4)
    const a = play(s, ...roll(2, 2)).state
    expect(a.cars[0]!.cell).toBe(2)
    expect(play(a, ...roll(3, 3)).state.cars[0]!.cell).toBe(3)
    const b = play(s, ...roll(2, 2, true))
    expect(eventsOf(b.events, 'loss')[0]?.cause).toBe('downshift')
  })

  it('RM ART.19: a double downshift the dashboard does not allow moves one cell and loses control', () => {
    const s = placeCar(dirt(road(), { tyres: 'asphalt' }), 0, 1, 4)
    const a = play(s, ...roll(2, 2, false))
    expect(eventsOf(a.events, 'loss')[0]).toEqual({
      type: 'loss',
      seat: 0,
      name: 'Driver A',
      cell: 2,
      cause: 'downshift',
      attack: false,
    })
  })

  it('RM ART.20: the car opening the road on dirt throws orange gas dice (two warning faces)', () => {
    let s = dirt(road(12), { drivers: 2 })
    s = withCar(s, 1, { status: 'racing', cell: 6, gear: 3, arrived: 5 })
    s = placeCar(s, 0, 2, 3)
    const behind = play(s, { type: 'roll', die: 'gas', to: 3 }).state
    expect(behind.pending).toMatchObject({ kind: 'face', orange: false })
    const ahead = play(placeCar(s, 0, 7, 3), { type: 'roll', die: 'gas', to: 8 }).state
    const st = rallyman.status(ahead)
    expect(st.kind === 'chance' && st.outcomes.map((o) => o.weight)).toEqual([4, 2])
  })

  it('RM ART.20: leadership changes mid-move once the car is a cell beyond the ex-leader', () => {
    let s = dirt(
      road(12).map(() => straight({ lanes: 2 })),
      { drivers: 2 },
    )
    s = withCar(s, 1, { status: 'racing', cell: 4, gear: 3, arrived: 0 })
    s = placeCar(s, 0, 3, 3)
    s = play(s, ...roll(3, 4)).state // level with the leader, arrived later: still white
    expect(play(s, { type: 'roll', die: 'gas', to: 5 }).state.pending).toMatchObject({ orange: false })
    s = play(s, ...roll(4, 5)).state // one cell beyond: orange from now on
    expect(play(s, { type: 'roll', die: 'gas', to: 6 }).state.pending).toMatchObject({ orange: true })
  })

  it('RM ART.20: in a big attack the gas dice used before passing the leader are white, after it orange', () => {
    let s = dirt(
      road(12).map(() => straight({ lanes: 2 })),
      { drivers: 2 },
    )
    s = withCar(s, 1, { status: 'racing', cell: 4, gear: 3, arrived: 0 })
    s = placeCar(s, 0, 2, 3)
    const legal = rallyman.legalActions(s)
    expect(legal).toContainEqual({ type: 'attack', gears: [3, 4], gas: 2, orange: 1 })
    expect(legal).not.toContainEqual({ type: 'attack', gears: [3], gas: 2, orange: 2 })
    expect(refusal(s, { type: 'attack', gears: [3], gas: 2, orange: 2 }).code).toBe('ATTACK_IMPOSSIBLE')
    const st = rallyman.status(play(s, { type: 'attack', gears: [3, 4], gas: 2, orange: 1 }).state)
    expect(st.kind === 'chance' && st.outcomes.length).toBe(2 * 2 * 2 * 2)
    let a = play(
      s,
      { type: 'attack', gears: [3, 4], gas: 2, orange: 1 },
      { type: 'attack-faces', gears: [false, false], gas: 0, orange: 0 },
    ).state
    expect(rallyman.legalActions(a)).not.toContainEqual({
      type: 'use',
      die: 'gas',
      warning: false,
      orange: true,
      to: 3,
    })
    a = play(
      a,
      { type: 'use', die: 'gas', warning: false, orange: false, to: 3 },
      { type: 'use', die: 3, warning: false, orange: false, to: 4 },
      { type: 'use', die: 4, warning: false, orange: false, to: 5 },
    ).state
    expect(rallyman.legalActions(a)).toEqual([{ type: 'use', die: 'gas', warning: false, orange: true, to: 6 }])
  })

  it('RM ART.20: in a big attack a car level with the leader is not the leader, whatever its stamp before the move (it arrives there last)', () => {
    // The leader reached cell 4 after the attacker reached cell 3 (stamps 5 and 0). Moving level
    // with it, the attacker gets a new stamp: the leader was there first, so a gas die thrown from
    // there is white (the searches once kept the attacker's old stamp and counted it orange).
    let s = dirt(
      road(12).map(() => straight({ lanes: 2 })),
      { drivers: 2 },
    )
    s = withCar(s, 1, { status: 'racing', cell: 4, gear: 3, arrived: 5 })
    s = withCar(placeCar(s, 0, 3, 3), 0, { arrived: 0 })
    expect(s.cars[0]!.arrived).toBeLessThan(s.cars[1]!.arrived)
    const legal = rallyman.legalActions(s)
    expect(legal).toContainEqual({ type: 'attack', gears: [3], gas: 1, orange: 0 })
    expect(legal).not.toContainEqual({ type: 'attack', gears: [3], gas: 1, orange: 1 })
    expect(refusal(s, { type: 'attack', gears: [3], gas: 1, orange: 1 }).code).toBe('ATTACK_IMPOSSIBLE')
    // Played out: 3 to cell 4 (level), then the gas die, white, to cell 5.
    let a = play(
      s,
      { type: 'attack', gears: [3], gas: 1, orange: 0 },
      { type: 'attack-faces', gears: [false], gas: 0, orange: 0 },
    ).state
    a = play(a, { type: 'use', die: 3, warning: false, orange: false, to: 4 }).state
    expect(rallyman.legalActions(a)).toContainEqual({ type: 'use', die: 'gas', warning: false, orange: false, to: 5 })
  })

  it('RM ART.21: a good cord card on dirt sweeps the cord clean: the next cars draw no card', () => {
    const steps = [
      straight(),
      straight(),
      corner({ inside: 'left', tight: [1, 3], cord: [1, 4] }),
      straight(),
      straight(),
    ]
    let s = placeCar(dirt(steps, { drivers: 2 }), 0, 1, 3)
    s = play(s, ...roll(3, 3), { type: 'cord', card: 'good' }).state
    expect(s.clean).toEqual([true])
    s = play(s, { type: 'stop' }).state
    const t = play(placeCar(withCar(s, 0, { cell: 5 }), 1, 1, 3), ...roll(3, 3)).state
    expect(t.pending).toBeNull()
    const d = play(placeCar(dirt(steps), 0, 1, 3), ...roll(3, 3), { type: 'cord', card: 'dirty' }).state
    expect(d.clean).toEqual([false])
  })

  it('RM ART.22: the time-control penalties are secret and simultaneous, then added to the times', () => {
    let s = dirt(road(3), { drivers: 2, specials: 2, rules: { timeControl: true } })
    s = withCar(s, 1, { status: 'finished', times: [200] })
    s = withTurn(withCar(s, 0, { status: 'racing', cell: 2, gear: 3, restart: false }), { seat: 0, gear: 3 })
    s = play(s, { type: 'roll', die: 3, to: -2 }, { type: 'face', warning: false }).state
    expect(rallyman.status(s)).toMatchObject({ kind: 'simultaneous', seats: [0, 1] })
    s = play(s, { type: 'penalty', seat: 1, tokens: 3 }).state
    expect(observe(s, 0).pending).toEqual({ kind: 'penalty', chosen: [false, true], mine: null })
    expect(observe(s, 1).pending).toEqual({ kind: 'penalty', chosen: [false, true], mine: 3 })
    expect(rallyman.legalActions(s, 1)).toEqual([])
    const a = play(s, { type: 'penalty', seat: 0, tokens: 0 })
    expect(a.state.cars[1]!.times).toEqual([215])
    expect(a.state.startOrder).toEqual([0, 1])
  })

  describe('RM ART.23: fords', () => {
    const fordRoad = [straight(), straight(), straight({ ford: true }), straight(), straight()]
    it('RM ART.23: changing gear onto a ford, a warning ends the move there without loss of control', () => {
      const a = play(placeCar(dirt(fordRoad), 0, 1, 2), ...roll(3, 2, true))
      expect(eventsOf(a.events, 'ford-stop')).toHaveLength(1)
      expect(eventsOf(a.events, 'loss')).toEqual([])
      expect(eventsOf(a.events, 'speed-card')[0]?.gear).toBe(3)
    })
    it('RM ART.23: at a steady speed (gas die or the same gear) the ford is a normal cell', () => {
      const a = play(placeCar(dirt(fordRoad), 0, 1, 2), ...roll('gas', 2, true))
      expect(a.state.pending).toBeNull()
      expect(a.state.turn?.seat).toBe(0)
      const b = play(placeCar(dirt(fordRoad), 0, 1, 2), ...roll(2, 2, true))
      expect(eventsOf(b.events, 'ford-stop')).toEqual([])
    })
    it('RM ART.23: a jump taken at its note lands in the ford; taken too fast it lands beyond', () => {
      const steps = [straight(), straight({ jump: 2 }), straight({ ford: true }), straight(), straight(), straight()]
      const a = play(placeCar(dirt(steps), 0, 0, 1), ...roll(2, 1, true))
      expect(eventsOf(a.events, 'ford-stop')[0]?.cell).toBe(2)
      const b = play(placeCar(dirt(steps), 0, 0, 2), ...roll(3, 1, false))
      expect(b.state.cars[0]!.cell).toBe(3)
    })
    it('RM ART.23: on the snow side the ford is frozen: a gear change with a warning goes on', () => {
      let s = setupOrThrow(testConfig(fordRoad, { surface: 'snow', rules: { dirt: true, tyres: true, sisu: false } }))
      s = play(s, { type: 'tyres', tyres: 'snow' }).state
      const a = play(placeCar(s, 0, 1, 2), ...roll(3, 2, true))
      expect(eventsOf(a.events, 'ford-stop')).toEqual([])
      expect(a.state.turn?.seat).toBe(0)
      expect(a.state.cars[0]!.cell).toBe(2)
    })
    it('RM ART.23: leaving the road on a ford cell, the damage is that of the verge (forest), not of the water', () => {
      const steps = [
        straight(),
        straight(),
        straight({ ford: true, left: 'forest', right: 'meadow' }),
        straight(),
        straight(),
      ]
      const s = withTurn(placeCar(dirt(steps), 0, 1, 2), { warnings: 2 })
      const a = play(s, ...roll(2, 2, true), { type: 'back', back: 'left' })
      expect(eventsOf(a.events, 'off')[0]).toMatchObject({ back: 'left', damage: 1 })
      expect(a.state.cars[0]!.gearLost).toBe(1)
    })
  })

  it('RM ART.24.3: soft tyres in sector S1 lose control only at four warnings', () => {
    const s = withTurn(placeCar(dirt(road(), { tyres: 'soft' }), 0, 1, 3), { warnings: 2 })
    const a = play(s, ...roll(3, 2, true))
    expect(eventsOf(a.events, 'loss')).toEqual([])
    expect(eventsOf(play(a.state, ...roll(4, 3, true)).events, 'loss')).toHaveLength(1)
  })

  it('RM ART.24.3: soft tyres kept into the next special count as S2 after a one-tile special (S3 otherwise)', () => {
    let s = dirt(road(3), { tyres: 'soft', specials: 2 })
    expect(s.cars[0]!.softSector).toBeNull()
    s = play(placeCar(s, 0, 2, 3), ...roll(3, -2)).state
    expect(s.special).toBe(1)
    expect(s.cars[0]!.softSector).toBe(2)
    const t = withTurn(placeCar(s, 0, 0, 3), { warnings: 2 })
    expect(eventsOf(play(t, ...roll(3, 1, true)).events, 'loss')).toHaveLength(1)
  })

  it('RM ART.24: dirt and soft tyres are offered with the Dirt dashboards only', () => {
    const s = setupOrThrow(testConfig(road(), { rules: { tyres: true } }))
    expect(refusal(s, { type: 'tyres', tyres: 'dirt' })).toMatchObject({
      code: 'TYRES_UNAVAILABLE',
      rule: 'RM ART.24.1',
    })
  })

  it('RM ART.26.3: a long corner restarts outer cells from the matching inner cell', () => {
    const long = {
      step: 0,
      tight: [10, 11, 12],
      drift: [20, 21, 22, 23],
      cord: [],
      tightNote: 3,
      driftNote: 5,
      cordNote: null,
      long: true,
    }
    expect([0, 1, 2, 3].map((i) => restartFromDrift(long, i))).toEqual([10, 11, 11, 12])
    const two = { ...long, tight: [10, 11] }
    expect(restartFromDrift(two, 1)).toBe(11)
  })

  it('RM ART.26.1: on a long corner the car may swap between tight line and drift while progressing', () => {
    const steps = [straight(), corner({ inside: 'left', tight: [3, 3], drift: [4, 5], long: true }), straight()]
    const s = dirt(steps)
    const cells = stagesOf(s)[0]!.cells
    const tight = cells.filter((c) => c.line === 'tight')
    const drift = cells.filter((c) => c.line === 'drift')
    expect(tight[0]!.next.some((n) => cells[n]?.line === 'drift')).toBe(true)
    expect(drift[0]!.next.some((n) => cells[n]?.line === 'tight')).toBe(true)
  })
})
