import { describe, it, expect } from 'vitest'
import { bolide } from '../../src/bolide/game.js'
import { pointsBehind, pointsBeside } from '../../src/bolide/rules/collision.js'
import { car, mv, pad, play, refusal, roll, scenario } from './helpers.js'

// Car 0 at (10,10) in 4th East attacks car 1 at (14,10).
const attack = () =>
  play(
    scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } },
      { pos: { x: 14, y: 10 }, vel: { x: 3, y: 0 } },
    ]),
    mv(14, 10),
  )

describe('BO 6 collisions', () => {
  it('BO 6: moving onto an occupied point is an attack, decided by a d12 chance node', () => {
    const { state, events } = attack()
    expect(events).toContainEqual({
      type: 'collision',
      attacker: 0,
      attackerDriver: 'Driver 1',
      defender: 1,
      defenderDriver: 'Driver 2',
      at: { x: 14, y: 10 },
    })
    const st = bolide.status(state)
    expect(st.kind).toBe('chance')
    if (st.kind === 'chance') expect(st.outcomes).toHaveLength(12)
  })

  it('BO 6: the points behind and beside the disputed point follow the red arrow', () => {
    const s = attack().state
    expect(pointsBehind(s, { x: 14, y: 10 })).toEqual([
      { x: 13, y: 10 },
      { x: 13, y: 11 },
      { x: 13, y: 9 },
    ])
    expect(pointsBeside(s, { x: 14, y: 10 })).toEqual([
      { x: 14, y: 11 },
      { x: 14, y: 9 },
    ])
  })

  it('BO 6: Attaque loses (5-6): it picks one of the 3 points behind; Défense keeps its point', () => {
    const s = play(attack().state, roll(5)).state
    expect(s.phase).toEqual({ kind: 'reposition', seat: 0 })
    expect(bolide.legalActions(s)).toHaveLength(3)
    expect(refusal(s, { type: 'reposition', to: { x: 12, y: 10 } })).toBe('NOT_A_REPOSITION_POINT')
    const after = play(s, { type: 'reposition', to: { x: 13, y: 11 } }).state
    expect(car(after, 0).pos).toEqual({ x: 13, y: 11 })
    expect(car(after, 0).vel).toEqual({ x: 3, y: 1 })
    expect(car(after, 1).pos).toEqual({ x: 14, y: 10 })
  })

  it('BO 6: Défense loses (9-10): Attaque takes the point, Défense picks a point beside it', () => {
    const s = play(attack().state, roll(9)).state
    expect(s.phase).toEqual({ kind: 'reposition', seat: 1 })
    const after = play(s, { type: 'reposition', to: { x: 14, y: 9 } }).state
    expect(car(after, 0).pos).toEqual({ x: 14, y: 10 })
    expect(car(after, 0).vel).toEqual({ x: 4, y: 0 })
    expect(car(after, 1).pos).toEqual({ x: 14, y: 9 })
  })

  it('BO 6: damage rows: 1 Attaque -2, 2 Attaque -1, 12 Défense -1', () => {
    expect(car(play(attack().state, roll(1)).state, 0).speedLoss).toBe(2)
    expect(car(play(attack().state, roll(2)).state, 0).speedLoss).toBe(1)
    expect(car(play(attack().state, roll(12)).state, 1).speedLoss).toBe(1)
  })

  it('BO 6: spins: 4 Attaque, 8 both, 11 Défense (after repositioning)', () => {
    const four = play(attack().state, roll(4), { type: 'reposition', to: { x: 13, y: 10 } }).state
    expect(car(four, 0).mode).toBe('spun')
    const eight = play(attack().state, roll(8), { type: 'reposition', to: { x: 13, y: 10 } }).state
    expect([car(eight, 0).mode, car(eight, 1).mode]).toEqual(['spun', 'spun'])
    const eleven = play(attack().state, roll(11), { type: 'reposition', to: { x: 14, y: 11 } }).state
    expect([car(eleven, 0).mode, car(eleven, 1).mode]).toEqual(['running', 'spun'])
  })

  it('BO 6: with all 3 points behind taken, the loser must attack one of them in the same turn (damage adds up)', () => {
    const s2 = scenario(pad, [
      { pos: { x: 10, y: 8 }, vel: { x: 4, y: 2 } },
      { pos: { x: 14, y: 10 } },
      { pos: { x: 13, y: 9 } },
      { pos: { x: 13, y: 11 } },
      { pos: { x: 13, y: 10 } },
    ])
    // With one of the 3 points free, the loser must take it: no second collision.
    const oneFree = { ...s2, cars: s2.cars.map((c) => (c.seat === 3 ? { ...c, pos: { x: 3, y: 20 } } : c)) }
    const partly = play(oneFree, mv(14, 10), roll(6)).state
    expect(bolide.legalActions(partly)).toEqual([{ type: 'reposition', to: { x: 13, y: 11 } }])
    expect(refusal(partly, { type: 'reposition', to: { x: 13, y: 10 } })).toBe('NOT_A_REPOSITION_POINT')
    const afterRoll = play(s2, mv(14, 10), roll(6)).state
    const choices = bolide.legalActions(afterRoll)
    expect(choices).toHaveLength(3)
    const chained = play(afterRoll, { type: 'reposition', to: { x: 13, y: 10 } })
    expect(chained.events).toContainEqual({
      type: 'collision',
      attacker: 0,
      attackerDriver: 'Driver 1',
      defender: 4,
      defenderDriver: 'Driver 5',
      at: { x: 13, y: 10 },
    })
    const end = play(chained.state, roll(2), { type: 'reposition', to: { x: 12, y: 10 } }).state
    expect(car(end, 0).pos).toEqual({ x: 12, y: 10 })
    expect(car(end, 0).speedLoss).toBe(1)
  })

  it('BO 6: a 7 is rolled again; an even number brings the safety car, and at the end of the round the field regroups for a standing restart', () => {
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } },
      { pos: { x: 14, y: 10 }, vel: { x: 3, y: 0 } },
    ])
    const rolled = play(s, mv(14, 10), roll(7)).state
    expect(rolled.phase).toEqual({ kind: 'roll', roll: 'safety-car', seat: 0 })
    const odd = play(rolled, roll(3)).state
    expect(odd.safetyCar).toBe(false)
    const even = play(rolled, roll(4)).state
    expect(even.safetyCar).toBe(true)
    // Car 0 repositions, then car 1 moves: the round ends and the safety car comes out.
    const placed = play(even, { type: 'reposition', to: { x: 13, y: 10 } }).state
    expect(placed.phase).toEqual({ kind: 'move', seat: 1 })
    const out = play(placed, mv(17, 10))
    expect(out.events.some((e) => e.type === 'safety-car')).toBe(true)
    // The leader (car 1 at x = 17) stays; car 0 picks any free track point behind it.
    expect(out.state.phase).toEqual({ kind: 'regroup', seat: 0 })
    const spots = bolide.legalActions(out.state)
    expect(spots.length).toBeGreaterThan(10)
    for (const a of spots) if (a.type === 'regroup') expect(a.to.x).toBeLessThan(17)
    expect(refusal(out.state, { type: 'regroup', to: { x: 18, y: 10 } })).toBe('NOT_BEHIND_CAR_AHEAD')
    const { state } = play(out.state, { type: 'regroup', to: { x: 16, y: 10 } })
    expect(car(state, 0).pos).toEqual({ x: 16, y: 10 })
    for (const c of state.cars) expect(c.mode).toBe('standing')
    expect(state.phase).toMatchObject({ kind: 'roll', roll: 'start', seat: 1 })
  })
})

describe('BO 6 order after a collision', () => {
  it('BO 6: between level cars, the winner of a collision plays first next round', () => {
    // Car 1 (ahead in the order) attacks car 0 and wins, Défense steps aside to the same column.
    const s = scenario(
      pad,
      [
        { pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } },
        { pos: { x: 6, y: 10 }, vel: { x: 4, y: 0 } },
      ],
      {
        phase: { kind: 'move', seat: 1 },
        patch: { order: [0, 1], turn: 1 },
      },
    )
    const withFlags = { ...s, flags: { ...s.flags, start: { x: 6, y: 10 } } }
    const { state, events } = play(withFlags, mv(10, 10), roll(10), { type: 'reposition', to: { x: 10, y: 11 } })
    const round = events.find((e) => e.type === 'round')
    expect(round && round.type === 'round' && round.order).toEqual([1, 0])
    expect(car(state, 1).pos).toEqual({ x: 10, y: 10 })
  })
})
