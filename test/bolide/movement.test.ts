import { describe, it, expect } from 'vitest'
import { bolide } from '../../src/bolide/game.js'
import { runningOrder } from '../../src/bolide/rules/order.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { car, legalMoveTargets, mv, pad, play, refusal, refusalRule, roll, scenario } from './helpers.js'

describe('BO 1 movements', () => {
  it('BO 1: figure 8-10, a move of 1 South and 3 East is 3rd gear and the Pion repeats it', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 2, y: 0 } }, { pos: { x: 3, y: 20 } }])
    const { state, events } = play(s, mv(13, 11))
    expect(car(state, 0).pos).toEqual({ x: 13, y: 11 })
    expect(car(state, 0).vel).toEqual({ x: 3, y: 1 })
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 0, speed: 3 }))
  })

  it('BO 1: the next move ends on one of the 25 points around the Pion, else OFF_PION_SQUARE', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 3, y: 1 } }, { pos: { x: 3, y: 20 } }])
    expect(legalMoveTargets(s)).toHaveLength(25)
    expect(refusal(s, mv(15, 12))).toBeNull()
    expect(refusal(s, mv(16, 14))).toBe('OFF_PION_SQUARE')
    expect(refusalRule(s, mv(16, 14))).toBe('BO 1')
  })

  it('BO 1: top speed is 7 in the 1st lap and 8 in the 2nd', () => {
    const lap1 = scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 7, y: 0 } }, { pos: { x: 3, y: 20 } }])
    expect(refusal(lap1, mv(12, 10))).toBeNull()
    expect(refusal(lap1, mv(13, 10))).toBe('ABOVE_TOP_SPEED')
    const lap2 = scenario(pad, [
      { pos: { x: 5, y: 10 }, vel: { x: 7, y: 0 }, patch: { crossings: 2 } },
      { pos: { x: 3, y: 20 } },
    ])
    expect(refusal(lap2, mv(13, 10))).toBeNull()
    expect(refusal(lap2, mv(14, 10))).toBe('ABOVE_TOP_SPEED')
  })

  it('BO 1 / BO 5: a trajectory may not pass exactly through a point occupied by a car (figure 15)', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 12, y: 10 } }])
    expect(refusal(s, mv(14, 10))).toBe('PASSES_THROUGH_CAR')
    expect(refusal(s, mv(14, 11))).toBeNull()
    expect(refusal(s, mv(14, 9))).toBeNull()
  })

  it('BO 5 / BO 6: of two cars on a diagonal trajectory the attack hits the first one met; cars off the segment are not in the way', () => {
    // 6 East 3 South from (10,10) passes the lattice points (12,11) and (14,12). Seat 1 stands
    // on the farther one, seat 2 on the nearer one, seat 3 on the same line behind the mover.
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 4, y: 2 } },
      { pos: { x: 14, y: 12 } },
      { pos: { x: 12, y: 11 } },
      { pos: { x: 8, y: 9 } },
    ])
    expect(refusal(s, mv(16, 13))).toBe('PASSES_THROUGH_CAR')
    const { events } = play(s, { type: 'attack', to: { x: 16, y: 13 } })
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'collision', attacker: 0, defender: 2, at: { x: 12, y: 11 } }),
    )
    // 5 East 3 South passes no lattice point: nothing is in the way.
    expect(refusal(s, mv(15, 13))).toBeNull()
    expect(refusal(s, { type: 'attack', to: { x: 15, y: 13 } })).toBe('NO_CAR_IN_THE_WAY')
  })

  it('BO 6: a driver may declare an attack on the car his trajectory passes through: he tries to take its point', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 12, y: 10 } }])
    const { state, events } = play(s, { type: 'attack', to: { x: 14, y: 10 } })
    expect(events).toContainEqual({
      type: 'collision',
      attacker: 0,
      attackerDriver: 'Driver 1',
      defender: 1,
      defenderDriver: 'Driver 2',
      at: { x: 12, y: 10 },
    })
    // Attaque wins (10): it takes the point with the move that reached it (2 East).
    const won = play(state, roll(10), { type: 'reposition', to: { x: 12, y: 11 } }).state
    expect(car(won, 0).pos).toEqual({ x: 12, y: 10 })
    expect(car(won, 0).vel).toEqual({ x: 2, y: 0 })
    expect(refusal(s, { type: 'attack', to: { x: 14, y: 11 } })).toBe('NO_CAR_IN_THE_WAY')
  })

  it('BO 1: a trajectory that leaves the track is refused (figure 12)', () => {
    // Edge border at x = 32, run-off beyond: a target beyond the edge is off the track.
    const s = scenario(pad, [{ pos: { x: 27, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 3, y: 20 } }])
    expect(refusal(s, mv(32, 10))).toBeNull()
    expect(refusal(s, mv(33, 10))).toBe('MUST_STAY_ON_TRACK')
  })

  it('BO 1: the standing start rolls the start incident first (a chance node), then offers 5 points', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, patch: { mode: 'standing', launch: null } }, { pos: { x: 3, y: 20 } }],
      {
        phase: { kind: 'roll', roll: 'start', seat: 0 },
      },
    )
    const st = bolide.status(s)
    expect(st.kind).toBe('chance')
    if (st.kind === 'chance') expect(st.outcomes.map((o) => o.probability)).toEqual(Array(12).fill(1 / 12))
    const normal = play(s, roll(5)).state
    expect(legalMoveTargets(normal).sort()).toEqual(['5,11', '5,9', '6,10', '6,11', '6,9'])
    const after = play(normal, mv(6, 9)).state
    expect(car(after, 0).vel).toEqual({ x: 1, y: -1 })
  })

  it('BO 1: a slow start (wheelspin) moves one square but leaves the Pion on the car (figure 5)', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, patch: { mode: 'standing', launch: null } }, { pos: { x: 3, y: 20 } }],
      {
        phase: { kind: 'roll', roll: 'start', seat: 0 },
      },
    )
    const after = play(s, roll(2), mv(6, 10)).state
    expect(car(after, 0).pos).toEqual({ x: 6, y: 10 })
    expect(car(after, 0).vel).toEqual({ x: 0, y: 0 })
  })

  it('BO 1: a fast start moves 2 squares and the Pion repeats it', () => {
    const s = scenario(
      pad,
      [{ pos: { x: 5, y: 10 }, patch: { mode: 'standing', launch: null } }, { pos: { x: 3, y: 20 } }],
      {
        phase: { kind: 'roll', roll: 'start', seat: 0 },
      },
    )
    const fast = play(s, roll(12)).state
    expect(legalMoveTargets(fast).sort()).toEqual(['5,12', '5,8', '7,10', '7,12', '7,8'])
    expect(car(play(fast, mv(7, 10)).state, 0).vel).toEqual({ x: 2, y: 0 })
  })
})

describe('BO 2 leaving the track', () => {
  it('BO 2: with no on-track point among the 25, the car must leave; on a run-off point it stops and loses its Pion', () => {
    const s = scenario(pad, [{ pos: { x: 29, y: 10 }, vel: { x: 6, y: 0 } }, { pos: { x: 3, y: 20 } }])
    const targets = legalMoveTargets(s)
    expect(targets.length).toBeGreaterThan(0)
    for (const t of targets) expect(Number(t.split(',')[0])).toBeGreaterThanOrEqual(33)
    const { state, events } = play(s, mv(33, 10))
    expect(car(state, 0).mode).toBe('off-track')
    expect(car(state, 0).vel).toEqual({ x: 0, y: 0 })
    expect(events).toContainEqual(expect.objectContaining({ type: 'left-track', seat: 0 }))
  })

  it('BO 2: stopping on a white intersection wrecks the car', () => {
    const s = scenario(pad, [{ pos: { x: 29, y: 10 }, vel: { x: 7, y: 0 } }, { pos: { x: 3, y: 20 } }])
    const { state } = play(s, mv(36, 10))
    expect(car(state, 0).mode).toBe('out')
  })

  it('BO 2: back to the track one square a turn, then one dirty-tyre square with the Pion, then normal driving', () => {
    const s = scenario(pad, [
      { pos: { x: 34, y: 10 }, patch: { mode: 'off-track' } },
      { pos: { x: 3, y: 20 }, patch: { mode: 'finished' } },
    ])
    expect(refusal(s, mv(32, 10))).toBe('ONE_SQUARE_ONLY')
    const a = play(s, mv(33, 10)).state
    expect(car(a, 0).mode).toBe('off-track')
    const b = play({ ...a, phase: { kind: 'move', seat: 0 } }, mv(32, 10)).state
    expect(car(b, 0).mode).toBe('dirty')
    const dirty = { ...b, phase: { kind: 'move' as const, seat: 0 } }
    expect(refusal(dirty, mv(30, 10))).toBe('ONE_SQUARE_ONLY')
    const c = play(dirty, mv(31, 10)).state
    expect(car(c, 0).mode).toBe('running')
    expect(car(c, 0).vel).toEqual({ x: -1, y: 0 })
    // The Pion is back: next turn up to 3rd gear.
    const next = { ...c, phase: { kind: 'move' as const, seat: 0 } }
    expect(refusal(next, mv(28, 10))).toBeNull()
  })
})

describe('BO 3 turns', () => {
  it('BO 3: cars play in sector order, then along the red arrow; ties keep the previous order', () => {
    // Test ring: sector a (arrow E) after the finish line, sector b (NE) further on.
    const s = scenario(testRing, [
      { pos: { x: 24, y: 13 } },
      { pos: { x: 27, y: 14 } },
      { pos: { x: 33, y: 11 } },
      { pos: { x: 27, y: 12 } },
    ])
    expect(runningOrder(s, [0, 1, 2, 3])).toEqual([2, 1, 3, 0])
    expect(runningOrder(s, [0, 3, 2, 1])).toEqual([2, 3, 1, 0])
    const lapAhead = { ...s, cars: s.cars.map((c) => (c.seat === 0 ? { ...c, crossings: 2 } : c)) }
    expect(runningOrder(lapAhead, [0, 1, 2, 3])[0]).toBe(0)
  })

  it('BO 3: when the sand-glass runs out the car is forced to its Pion, which repeats the move', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 3, y: 1 } }, { pos: { x: 3, y: 20 } }])
    const { state, events } = play(s, { type: 'timeout' })
    expect(car(state, 0).pos).toEqual({ x: 13, y: 11 })
    expect(car(state, 0).vel).toEqual({ x: 3, y: 1 })
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', how: 'forced' }))
  })

  it('BO 3: a forced move whose Pion is off the board wrecks the car', () => {
    const s = scenario(pad, [{ pos: { x: 30, y: 10 }, vel: { x: 7, y: 0 } }, { pos: { x: 3, y: 20 } }])
    expect(car(play(s, { type: 'timeout' }).state, 0).mode).toBe('out')
  })

  it('BO 3: a forced move through a car becomes an attack on that car', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 12, y: 10 } }])
    const { state, events } = play(s, { type: 'timeout' })
    expect(events).toContainEqual({
      type: 'collision',
      attacker: 0,
      attackerDriver: 'Driver 1',
      defender: 1,
      defenderDriver: 'Driver 2',
      at: { x: 12, y: 10 },
    })
    expect(state.phase).toEqual({ kind: 'roll', roll: 'collision', seat: 0 })
  })
})

describe('BO 4 blocks', () => {
  it('BO 4: figure 14, in 6th gear (2 North / 6 East) a block goes to speed 2 at less than 90° and the Pion repeats it', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 6, y: -2 } }, { pos: { x: 3, y: 20 } }])
    const blocks = bolide.legalActions(s).filter((a) => a.type === 'block')
    expect(blocks).toHaveLength(8)
    const { state } = play(s, { type: 'block', to: { x: 12, y: 9 } })
    expect(car(state, 0).vel).toEqual({ x: 2, y: -1 })
    expect(car(state, 0).blocks).toBe(2)
    expect(refusal(s, { type: 'block', to: { x: 10, y: 12 } })).toBe('NOT_A_BLOCK_POINT')
    expect(refusal(s, { type: 'block', to: { x: 11, y: 11 } })).toBe('NOT_A_BLOCK_POINT')
  })

  it('BO 4: 3 blocks per race in the basic game; without blocks the car may ask for a Brake (BO 7)', () => {
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 6, y: 0 }, patch: { blocks: 0 } },
      { pos: { x: 3, y: 20 } },
    ])
    expect(car(scenario(pad, [{ pos: { x: 1, y: 1 } }, { pos: { x: 2, y: 2 } }]), 0).blocks).toBe(3)
    expect(refusal(s, { type: 'block', to: { x: 12, y: 10 } })).toBe('NO_BLOCK_LEFT')
    expect(bolide.legalActions(s)).toContainEqual({ type: 'brake' })
    const withBlocks = scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 6, y: 0 } }, { pos: { x: 3, y: 20 } }])
    expect(refusal(withBlocks, { type: 'brake' })).toBe('NO_BRAKE')
  })
})

describe('BO 5 slipstream', () => {
  it('BO 5: ending a move right behind a car in 3rd gear or more (along its arrow) earns the slipstream', () => {
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } },
      { pos: { x: 15, y: 10 }, vel: { x: 3, y: 0 } },
    ])
    expect(car(play(s, mv(14, 10)).state, 0).slipstream).toBe(true)
    const slow = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } },
      { pos: { x: 15, y: 10 }, vel: { x: 2, y: 0 } },
    ])
    expect(car(play(slow, mv(14, 10)).state, 0).slipstream).toBe(false)
  })

  it('BO 5: figure 17, the slipstream adds 1 square in the primary direction after the move: 6 squares, still 5th gear', () => {
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 5, y: 0 }, patch: { slipstream: true } },
      { pos: { x: 3, y: 20 } },
    ])
    const { state } = play(s, mv(15, 11, true))
    expect(car(state, 0).pos).toEqual({ x: 16, y: 11 })
    expect(car(state, 0).vel).toEqual({ x: 5, y: 1 })
    expect(
      refusal(
        scenario(pad, [{ pos: { x: 10, y: 10 }, vel: { x: 5, y: 0 } }, { pos: { x: 3, y: 20 } }]),
        mv(15, 10, true),
      ),
    ).toBe('NO_SLIPSTREAM')
  })

  it('BO 5: the slipstream +1 onto a car is a collision', () => {
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 5, y: 0 }, patch: { slipstream: true } },
      { pos: { x: 16, y: 10 } },
    ])
    const { state } = play(s, mv(15, 10, true))
    expect(state.collision).toMatchObject({ attacker: 0, defender: 1, at: { x: 16, y: 10 } })
  })
})

describe('BO 7 booster and brake', () => {
  const boosted = (vx: number, vy: number) => {
    const s = scenario(pad, [{ pos: { x: 6, y: 6 }, vel: { x: vx, y: vy } }, { pos: { x: 3, y: 20 } }])
    return play(s, { type: 'booster' }, roll(9)).state
  }
  it('BO 7: figure 18, grey car in 4th East reaches 7th East with the Booster', () => {
    const s = boosted(4, 0)
    expect(refusal(s, mv(13, 6))).toBeNull()
    expect(refusal(s, mv(14, 6))).toBe('OFF_PION_SQUARE')
  })
  it('BO 7: figure 18, black car in 3rd South reaches 6th South with the Booster', () => {
    const s = boosted(0, 3)
    expect(refusal(s, mv(6, 12))).toBeNull()
    expect(refusal(s, mv(6, 13))).toBe('OFF_PION_SQUARE')
  })
  it('BO 7: figure 18, speckled car in 3rd East and South reaches 6th in both directions', () => {
    const s = boosted(3, 3)
    expect(refusal(s, mv(12, 12))).toBeNull()
  })
  it('BO 7: top speed with the Booster is 8 in lap 1 (9 in lap 2)', () => {
    const s = play(
      scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 7, y: 0 } }, { pos: { x: 3, y: 20 } }]),
      { type: 'booster' },
      roll(12),
    ).state
    expect(refusal(s, mv(13, 10))).toBeNull()
    expect(refusal(s, mv(14, 10))).toBe('ABOVE_TOP_SPEED')
  })
  it('BO 7: the Booster needs 3rd gear and is asked once per turn', () => {
    expect(
      refusal(scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 2, y: 0 } }, { pos: { x: 3, y: 20 } }]), {
        type: 'booster',
      }),
    ).toBe('NO_BOOSTER')
    const once = play(
      scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 3, y: 20 } }]),
      { type: 'booster' },
      roll(5),
    ).state
    expect(refusal(once, { type: 'booster' })).toBe('NO_BOOSTER')
  })
  it('BO 7: booster rows 1-4 damage the car or hold its speed', () => {
    const base = scenario(pad, [{ pos: { x: 5, y: 10 }, vel: { x: 4, y: 0 } }, { pos: { x: 3, y: 20 } }])
    expect(car(play(base, { type: 'booster' }, roll(1)).state, 0).speedLoss).toBe(2)
    expect(car(play(base, { type: 'booster' }, roll(2)).state, 0).speedLoss).toBe(1)
    const no4 = play(base, { type: 'booster' }, roll(3)).state
    expect(car(no4, 0).no4th).toBe(true)
    expect(refusal(no4, mv(9, 10))).toBe('NO_FOURTH_GEAR')
    const same = play(base, { type: 'booster' }, roll(4)).state
    expect(refusal(same, mv(10, 10))).toBe('SAME_SPEED_REQUIRED')
    expect(refusal(same, mv(9, 11))).toBeNull()
  })
  it('BO 7: Brake rows: granted (8-12) forces a block without spending one; 6-7 block then spin; 1 no block and -2', () => {
    const base = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 6, y: 0 }, patch: { blocks: 0 } },
      { pos: { x: 3, y: 20 } },
    ])
    const granted = play(base, { type: 'brake' }, roll(10)).state
    expect(refusal(granted, mv(16, 10))).toBe('MUST_BLOCK')
    const blocked = play(granted, { type: 'block', to: { x: 12, y: 10 } }).state
    expect(car(blocked, 0).blocks).toBe(0)
    expect(car(blocked, 0).vel).toEqual({ x: 2, y: 0 })
    const spin = play(base, { type: 'brake' }, roll(6), { type: 'block', to: { x: 12, y: 11 } }).state
    expect(car(spin, 0).mode).toBe('spun')
    const bad = play(base, { type: 'brake' }, roll(1)).state
    expect(car(bad, 0).speedLoss).toBe(2)
    expect(refusal(bad, { type: 'block', to: { x: 12, y: 10 } })).toBe('NO_BLOCK_LEFT')
    expect(refusal(bad, mv(15, 10))).toBeNull()
    expect(refusal(bad, mv(16, 10))).toBe('ABOVE_TOP_SPEED')
  })
})

describe('BO 8 spins', () => {
  it('BO 8: a spun car restarts on the 5 points facing against the arrow, or stands still with the Pion on it', () => {
    const s = scenario(pad, [{ pos: { x: 10, y: 10 }, patch: { mode: 'spun' } }, { pos: { x: 3, y: 20 } }])
    expect(legalMoveTargets(s).sort()).toEqual(['10,11', '10,9', '9,10', '9,11', '9,9'])
    const stay = play(s, { type: 'stay' }).state
    expect(car(stay, 0).mode).toBe('running')
    expect(car(stay, 0).vel).toEqual({ x: 0, y: 0 })
    const back = play(s, mv(9, 10)).state
    expect(car(back, 0).vel).toEqual({ x: -1, y: 0 })
  })
})
