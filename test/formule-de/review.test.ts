import { describe, expect, it } from 'vitest'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { riviera } from '../../src/formule-de/circuits/index.js'
import { legalMoves } from '../../src/formule-de/rules/movement.js'
import { walkPath } from '../../src/formule-de/rules/submitted-path.js'
import { playOrder } from '../../src/formule-de/rules/order.js'
import { WEAR_ONE_LAP, WEAR_TWO_LAPS } from '../../src/formule-de/rules/wear.js'
import { at, boardWith, carAt, moverAt, ok, raceState } from './helpers.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import type { State } from '../../src/formule-de/state.js'

// Second-pass review of the corner, tyre and blocking rules against the basic rulebook.
// A straight, a 2-stop corner (lane 0: 7 spaces, levels 30-36), a straight.
const line = circuitBuilder('Line', 3, { stagger: false })
  .straight(30)
  .corner({ name: 'Two-stop', stops: 2, lanes: [7, 5, 3] })
  .straight(20)
  .grid(2)
  .build()
// A 1-stop bend of 3 spaces per lane at levels 10-12, then a long straight.
const bend = circuitBuilder('Bend', 3, { stagger: false })
  .straight(10)
  .corner({ name: 'B1', stops: 1, lanes: [3, 3, 3] })
  .straight(30)
  .grid(2)
  .build()

describe('Formule Dé review: corners, tyres, blocking (FD-B)', () => {
  it('FD-B sortie de virage incontrôlée: after one stop in a 2-stop corner an overshoot costs tyres, it does not eliminate', () => {
    const mover = moverAt(at(line, 0, 30), { corner: 0, stops: 1, wear: { ...WEAR_TWO_LAPS, brakes: 0 } })
    const moves = legalMoves(boardWith(line, []), mover, 8)
    const straight = moves.find((o) => line.spaces[o.end]?.lane === 0 && o.brake === 0)
    expect(straight?.overshoot).toBe(2)
    expect(straight?.tyresLost).toBe(2)
    expect(straight?.eliminated).toBeNull()
  })
  it('FD-B sortie de virage incontrôlée: with no stop at all in a 2-stop corner the same overshoot eliminates', () => {
    const mover = moverAt(at(line, 0, 29), { wear: { ...WEAR_TWO_LAPS, brakes: 0 } })
    const moves = legalMoves(boardWith(line, []), mover, 9)
    expect(moves.length).toBeGreaterThan(0)
    for (const o of moves) if (o.overshoot > 0) expect(o.eliminated).toBe('no-stop-in-corner')
  })
  it('FD-B freinage: braking keeps the car in the 2-stop corner, one brake point per space not moved', () => {
    const mover = moverAt(at(line, 0, 29))
    const o = legalMoves(boardWith(line, []), mover, 9).find((m) => m.end === at(line, 0, 36))
    expect(o?.brake).toBe(2)
    expect(o?.eliminated).toBeNull()
    expect(o?.stops).toBe(1)
  })
  it('FD-B la course sur 2 tours: with 6 tyre points an overshoot of 6 spaces spins the car and 7 eliminates it', () => {
    const mover = moverAt(at(bend, 1, 9), { wear: { ...WEAR_TWO_LAPS, brakes: 0 } })
    const six = legalMoves(boardWith(bend, []), mover, 9).find((o) => o.brake === 0)
    expect(six).toMatchObject({ overshoot: 6, tyresLost: 6, spin: true, eliminated: null })
    const seven = legalMoves(boardWith(bend, []), mover, 10).find((o) => o.brake === 0)
    expect(seven).toMatchObject({ overshoot: 7, eliminated: 'tyres' })
  })
  it('FD-B sortie de virage incontrôlée (1 tour): eliminated when it has lost more than 4 tyre points', () => {
    const mover = moverAt(at(bend, 1, 9), { wear: { ...WEAR_ONE_LAP, brakes: 0 } })
    expect(legalMoves(boardWith(bend, []), mover, 7).find((o) => o.brake === 0)).toMatchObject({
      overshoot: 4,
      spin: true,
      eliminated: null,
    })
    expect(legalMoves(boardWith(bend, []), mover, 8).find((o) => o.brake === 0)).toMatchObject({
      overshoot: 5,
      eliminated: 'tyres',
    })
  })
  it('FD-B blocage / tête-à-queue: a blocking that takes the last tyre point spins the car; one point short eliminates it', () => {
    const wall = [at(line, 0, 3), at(line, 1, 3), at(line, 2, 3)]
    const withTwo = legalMoves(
      boardWith(line, wall),
      moverAt(at(line, 1, 0), { wear: { ...WEAR_TWO_LAPS, tyres: 2 } }),
      7,
    ).find((o) => o.brake === 0)
    expect(withTwo).toMatchObject({ blocked: 5, brakesLost: 3, tyresLost: 2, spin: true, eliminated: null })
    const withOne = legalMoves(
      boardWith(line, wall),
      moverAt(at(line, 1, 0), { wear: { ...WEAR_TWO_LAPS, tyres: 1 } }),
      7,
    ).find((o) => o.brake === 0)
    expect(withOne?.eliminated).toBe('blocking')
  })
})

describe('Formule Dé review: straights and play order', () => {
  it('FD-B lignes droites: no lane change only to be forced to overtake (moving behind a car and back is a zig-zag)', () => {
    // A car in lane 1 at level 3: moving over behind it and coming back "to overtake" is refused.
    const board = boardWith(line, [at(line, 1, 3)])
    const r = walkPath(board, moverAt(at(line, 0, 0)), [at(line, 1, 1), at(line, 1, 2), at(line, 0, 3), at(line, 0, 4)])
    expect(r.ok ? 'ok' : r.code).toBe('ZIGZAG')
    // Going round a car in the lane it leaves and coming back past it is overtaking: allowed.
    const round = walkPath(boardWith(line, [at(line, 0, 2)]), moverAt(at(line, 0, 0)), [
      at(line, 1, 1),
      at(line, 1, 2),
      at(line, 0, 3),
    ])
    expect(round.ok).toBe(true)
  })
  it('FD-B lignes droites / FD-T 7-2-3: on every straight of Riviera a step goes a whole space on in its lane, or half a space on into the lane beside (so out and back costs a space)', () => {
    const spacing = riviera.layout?.spacing ?? 1
    const ahead = (from: number, to: number): number => (to - from + riviera.levels) % riviera.levels
    let steps = 0
    let changes = 0
    for (const s of riviera.spaces) {
      if (s.kind !== 'track' || s.corner !== null) continue
      for (const n of s.next) {
        const t = riviera.spaces[n]
        if (t === undefined || t.kind !== 'track' || t.corner !== null) continue
        steps++
        // The middle of the space reached is ahead of the middle of the space left.
        const length = (x: typeof s): number => {
          const next = x.next.map((m) => riviera.spaces[m]).find((y) => y?.lane === x.lane)
          return next === undefined ? spacing : ahead(x.level, next.level)
        }
        expect(ahead(s.level, t.level) + length(t) / 2).toBeGreaterThan(length(s) / 2)
        if (t.lane === s.lane) continue
        changes++
        expect(Math.abs(t.lane - s.lane)).toBe(1)
        // A lane change gains at most half a space (the half-space cells at a red line gain none).
        expect(ahead(s.level, t.level)).toBeLessThanOrEqual(spacing / 2)
      }
    }
    expect(steps).toBeGreaterThan(400)
    expect(changes).toBeGreaterThan(300)
  })
  it('FD-T 6-2-5: a lapped car just behind the leader plays right after it; a car about to be lapped plays last', () => {
    const leader = carAt(at(line, 1, 10), { lap: 2 })
    const lapped = carAt(at(line, 0, 8), { lap: 1 })
    const behind = carAt(at(line, 0, 3), { lap: 2 })
    const ahead = carAt(at(line, 2, 20), { lap: 1 })
    const s = raceState(line, [behind, lapped, ahead, leader])
    expect(playOrder(s)).toEqual([3, 1, 0, 2])
  })
  it('FD-B déplacements: without lapped cars the order is by position on the track', () => {
    const s = raceState(line, [
      carAt(at(line, 0, 3), { lap: 1 }),
      carAt(at(line, 0, 20), { lap: 1 }),
      carAt(at(line, 1, 10), { lap: 1 }),
    ])
    expect(playOrder(s)).toEqual([1, 2, 0])
  })
})

// The current car moves (brake 0) to `end`, a listed move.
const moveTo = (s: State, end: number): State => {
  const o = currentMoves(s).find((m) => m.end === end && m.brake === 0)
  if (!o) throw new Error('no such move')
  return ok(formuleDe.reduce(s, { type: 'move', path: o.path, brake: 0 })).state
}

describe('Formule Dé review: lapped cars within a round (FD-T 6-2-5)', () => {
  const moveStep = (roll: number) => ({ kind: 'move' as const, roll, reason: 'gear' as const, engineTest: false })
  it('FD-T 6-2-5: a car lapped during the round loses its move of that round', () => {
    // Line has 57 levels. The leader (lap 2, level 5) is 54 levels ahead of the back-marker (lap 1, level 8).
    const s = raceState(
      line,
      [carAt(at(line, 1, 5), { lap: 2, gear: 3 }), carAt(at(line, 0, 8), { lap: 1 })],
      moveStep(6),
    )
    const after = moveTo(s, at(line, 1, 11))
    expect(after.round).toBe(4)
    expect(after.order[0]).toBe(0)
    expect(after.order).toEqual([0, 1])
  })
  it('FD-T 6-2-5: a car not yet lapped still plays in the round', () => {
    const s = raceState(
      line,
      [carAt(at(line, 1, 5), { lap: 2, gear: 2 }), carAt(at(line, 0, 8), { lap: 1 })],
      moveStep(2),
    )
    const after = moveTo(s, at(line, 1, 7))
    expect(after.round).toBe(3)
    expect(after.order).toEqual([1])
  })
  it('FD-T 6-2-5: a lapped car that passes the leader back plays twice in the round', () => {
    // The leader (lap 2, level 12) has played; the lapped car (lap 1, level 10) is 59 levels behind.
    const s = raceState(
      line,
      [carAt(at(line, 1, 12), { lap: 2 }), carAt(at(line, 0, 10), { lap: 1, gear: 3 })],
      moveStep(6),
      { order: [1] },
    )
    const after = moveTo(s, at(line, 0, 16))
    expect(after.round).toBe(3)
    expect(after.order).toEqual([1])
    expect(after.step.kind).toBe('gear')
  })
})
