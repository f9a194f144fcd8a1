import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { hairpin } from '../../src/formule-de/circuits/index.js'
import { currentMoves, formuleDe, slipstreamMoves } from '../../src/formule-de/game.js'
import { playOrder } from '../../src/formule-de/rules/order.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { at, carAt, raceState, play, track, T } from './helpers.js'

// Worked examples of the tournament rulebook (FD-T 7-3-5/6/7, 15-1, 18-5-5, 18-5-6, 19-5) on
// small DSL circuits. On our graphs every straight step gains one level, so paths between two
// spaces have the same length: the examples' 6/7/8-space variants become equal-length paths
// that differ by the tests they owe.

const moveStep = (roll: number): Step => ({ kind: 'move', roll, reason: 'gear', engineTest: false })
const tournament = (circuit: Circuit, cars: ReadonlyArray<Car>, step: Step, patch: Partial<State> = {}): State =>
  raceState(circuit, cars, step, { rules: resolveRules('tournament'), laps: 3, ...patch })

// Straight 0-19, a 1-stop corner 20-23, straight 24-43.

describe('Formule Dé tournament examples: dangerous spaces (FD-T 7-3-5, 7-3-6)', () => {
  it('FD-T 7-3-5: across a wall of dangerous spaces the player picks the one to drive through, going around the others', () => {
    // A, B, C: the three lanes of level 5 are dangerous; the car goes from lane 1 at level 2 to lane 1 at level 8.
    const A = T(1, 5)
    const B = T(0, 5)
    const C = T(2, 5)
    const s = tournament(track, [carAt(T(1, 2), { gear: 3, holding: 3 })], moveStep(6), { dangerous: [A, B, C] })
    const through = (d: number): ReadonlyArray<number> =>
      [3, 4, 5, 6, 7, 8]
        .map((lv) => (lv === 4 || lv === 5 ? (track.spaces[d]?.lane ?? 1) : 1))
        .map((lane, k) => T(lane, k + 3))
    for (const d of [A, B, C]) {
      const path = through(d)
      expect(path).toContain(d)
      const t = play(s, [{ type: 'move', path, brake: 0 }])
      // one road-holding test: the space it chose; the other two were obstacles it went around
      expect(t.state.step).toMatchObject({ kind: 'holding', tests: ['holding'] })
      expect(t.events.find((e) => e.type === 'move')).toMatchObject({ path })
    }
    // no path to the arrival avoids the wall: every listed move there owes exactly one test
    const arrivals = currentMoves(s).filter((m) => m.end === T(1, 8) && m.brake === 0)
    expect(arrivals.length).toBeGreaterThan(0)
    expect(arrivals.every((m) => m.hazards === 1)).toBe(true)
    // without the dangerous space in its lane, going out to B and back is a zig-zag
    const clear = tournament(track, [carAt(T(1, 2), { gear: 3, holding: 3 })], moveStep(6), { dangerous: [B, C] })
    const zig = formuleDe.reduce(clear, { type: 'move', path: through(B), brake: 0 })
    expect(isLeft(zig) && zig.left).toMatchObject({ code: 'ZIGZAG', rule: 'FD-T 7-2-4' })
  })
  it('FD-T 7-3-6: between two walls of dangerous spaces the car may zig-zag, taking one test per wall', () => {
    // Two walls: every lane of levels 5 and 8 is dangerous. Through C (lane 0 at 5) and D (lane 0 at 8), back to lane 1.
    const walls = [0, 1, 2].flatMap((lane) => [T(lane, 5), T(lane, 8)])
    const s = tournament(track, [carAt(T(1, 2), { gear: 4, holding: 3 })], moveStep(8), { dangerous: walls })
    const path = [T(1, 3), T(0, 4), T(0, 5), T(0, 6), T(0, 7), T(0, 8), T(1, 9), T(1, 10)]
    const t = play(s, [{ type: 'move', path, brake: 0 }])
    expect(t.state.step).toMatchObject({ kind: 'holding', tests: ['holding', 'holding'] })
    // through C then E (lane 1 at 8) is another choice with the same two tests
    const other = [T(1, 3), T(0, 4), T(0, 5), T(0, 6), T(0, 7), T(1, 8), T(1, 9), T(1, 10)]
    expect(play(s, [{ type: 'move', path: other, brake: 0 }]).state.step).toMatchObject({
      kind: 'holding',
      tests: ['holding', 'holding'],
    })
    const arrivals = currentMoves(s).filter((m) => m.end === T(1, 10) && m.brake === 0)
    expect(arrivals.length).toBeGreaterThan(0)
    expect(arrivals.every((m) => m.hazards === 2)).toBe(true)
  })
})

// An oval: a wall along lane 2 everywhere (FD-T 15).
const oval = circuitBuilder('Oval', 3)
  .straight(20, { wall: 2 })
  .corner({ name: 'T', stops: 1, lanes: [4, 4, 4], wall: 2 })
  .straight(20, { wall: 2 })
  .grid(4)
  .build()
const O = (lane: number, level: number): number => at(oval, lane, level)

describe('Formule Dé tournament examples: walls (FD-T 7-3-7, 15-1)', () => {
  it('FD-T 7-3-7: to reach A the car may go along the wall (wall test), through the dangerous space C (road-holding test) or around both by D (no test)', () => {
    const A = O(1, 8)
    const C = O(1, 5)
    const s = tournament(oval, [carAt(O(1, 2), { gear: 3, holding: 3 })], moveStep(6), { dangerous: [C] })
    const toA = currentMoves(s).filter((m) => m.end === A && m.brake === 0)
    const tests = toA.map((m) => `${m.walls}/${m.hazards}`).sort()
    expect(tests).toEqual(['0/0', '0/1', '1/0'])
    const byB = [O(2, 3), O(2, 4), O(2, 5), O(2, 6), O(2, 7), A]
    const byC = [O(1, 3), O(1, 4), C, O(1, 6), O(1, 7), A]
    const byD = [O(0, 3), O(0, 4), O(0, 5), O(0, 6), O(0, 7), A]
    expect(play(s, [{ type: 'move', path: byB, brake: 0 }]).state.step).toMatchObject({
      kind: 'holding',
      tests: ['wall'],
    })
    expect(play(s, [{ type: 'move', path: byC, brake: 0 }]).state.step).toMatchObject({
      kind: 'holding',
      tests: ['holding'],
    })
    const clean = play(s, [{ type: 'move', path: byD, brake: 0 }])
    expect(clean.state.step.kind).not.toBe('holding')
    expect(clean.events.some((e) => e.type === 'holding-roll')).toBe(false)
  })
  it('FD-T 15-1: a move that ends entering the lane along the wall tests the wall after the collision tests with the cars', () => {
    // The car ends on lane 2 at level 6, entering it on its last step, next to a car on lane 1.
    const s = tournament(oval, [carAt(O(1, 2), { gear: 3 }), carAt(O(1, 6), { gear: 3 })], moveStep(4))
    const last = [O(1, 3), O(1, 4), O(1, 5), O(2, 6)]
    const a = play(s, [{ type: 'move', path: last, brake: 0 }])
    expect(a.state.step).toMatchObject({ kind: 'collision', others: [1], wallAfter: true })
    // the other car's test, then the mover's, then the wall
    const b = play(a.state, [
      { type: 'collision', value: 20 },
      { type: 'collision', value: 20 },
    ])
    expect(b.state.step).toEqual({
      kind: 'holding',
      tests: ['wall'],
      engineTest: false,
      wallAfter: false,
      collided: true,
    })
    const c = play(b.state, [{ type: 'holding', value: 1 }])
    expect(c.events).toContainEqual(
      expect.objectContaining({ type: 'holding-roll', car: 0, test: 'wall', damaged: true }),
    )
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'wear', car: 0, part: 'body', reason: 'wall' }))
    expect(c.state.step.kind).not.toBe('collision')
    const rolls = [...a.events, ...b.events, ...c.events]
      .filter((e) => e.type === 'collision-roll' || e.type === 'holding-roll')
      .map((e) => e.type)
    expect(rolls).toEqual(['collision-roll', 'collision-roll', 'holding-roll'])
  })
  it('FD-T 15-1 / 15-0-2: a car that entered the wall lane earlier in its move tests the wall first, then the cars', () => {
    const s = tournament(oval, [carAt(O(1, 2), { gear: 3 }), carAt(O(1, 6), { gear: 3 })], moveStep(4))
    const early = [O(2, 3), O(2, 4), O(2, 5), O(2, 6)]
    const a = play(s, [{ type: 'move', path: early, brake: 0 }])
    expect(a.state.step).toEqual({
      kind: 'holding',
      tests: ['wall'],
      engineTest: false,
      wallAfter: false,
      collided: false,
    })
    const b = play(a.state, [{ type: 'holding', value: 20 }])
    expect(b.state.step).toMatchObject({ kind: 'collision', others: [1], wallAfter: false })
  })
  it('FD-T 15-1: with no car to test, the wall test of a move ending in the wall lane is rolled at once', () => {
    const s = tournament(oval, [carAt(O(1, 2), { gear: 3 })], moveStep(4))
    const a = play(s, [{ type: 'move', path: [O(1, 3), O(1, 4), O(1, 5), O(2, 6)], brake: 0 }])
    expect(a.state.step).toEqual({
      kind: 'holding',
      tests: ['wall'],
      engineTest: false,
      wallAfter: false,
      collided: false,
    })
  })
})

describe('Formule Dé tournament examples: slipstream into and out of a corner (FD-T 18-5-5, 18-5-6)', () => {
  it('FD-T 18-5-5: a soft-tyred car slipstreams 3 spaces to J and its +1 takes it into the corner at K: still a brake point', () => {
    // X ends its move at I (lane 1, level 16) behind a car in 4th; the corner starts at level 20.
    const cars = (tyre: 'soft' | 'hard'): ReadonlyArray<Car> => [
      carAt(T(1, 9), { gear: 4, tyre }),
      carAt(T(1, 17), { gear: 4 }),
    ]
    const I = T(1, 16)
    const J = T(0, 19)
    const K = T(0, 20)
    const a = play(tournament(track, cars('soft'), moveStep(7)), [
      { type: 'move', path: [10, 11, 12, 13, 14, 15, 16].map((lv) => T(1, lv)), brake: 0 },
    ]).state
    expect(a.cars[0]?.space).toBe(I)
    expect(a.step).toMatchObject({ kind: 'slipstream', bonus: true })
    const toK = slipstreamMoves(a).find((m) => m.end === K && m.brake === 0)
    expect(toK?.path).toEqual([T(0, 17), T(0, 18), J, K])
    const b = play(a, [{ type: 'slipstream', path: toK?.path ?? [], brake: 0 }])
    expect(b.state.cars[0]?.space).toBe(K)
    expect(b.events).toContainEqual(
      expect.objectContaining({ type: 'wear', car: 0, part: 'brakes', amount: 1, reason: 'slipstream-into-corner' }),
    )
    expect(b.state.cars[0]?.wear.brakes).toBe((a.cars[0]?.wear.brakes ?? 0) - 1)
    // on hard tyres the same slipstream stops at J: K is out of reach without the +1
    const h = play(tournament(track, cars('hard'), moveStep(7)), [
      { type: 'move', path: [10, 11, 12, 13, 14, 15, 16].map((lv) => T(1, lv)), brake: 0 },
    ]).state
    expect(slipstreamMoves(h).some((m) => m.end === J && m.brake === 0)).toBe(true)
    expect(slipstreamMoves(h).some((m) => m.end === K)).toBe(false)
  })
  it('FD-T 18-5-6: a car at K in a corner may slipstream out of it, but the corner exit keeps it in its lane: blocked, it brakes to reach L', () => {
    // A short 1-stop corner (levels 20-22) whose arrows let lane 1 pull out at level 21.
    const arrows = [
      { lane: 1, index: 1, to: 0 },
      { lane: 1, index: 1, to: 2 },
    ]
    const kink = circuitBuilder('Kink', 3)
      .straight(20)
      .corner({ name: 'Kink', stops: 1, lanes: [3, 3, 3], arrows })
      .straight(20)
      .grid(6)
      .build()
    const Q = (lane: number, level: number): number => at(kink, lane, level)
    const K = Q(1, 21)
    const L = Q(0, 23)
    // X ends its move at K behind a car in the corner; cars on lanes 0 and 2 just past the exit.
    const race = (ahead: ReadonlyArray<number>): State => {
      const s = tournament(
        kink,
        [carAt(Q(1, 14), { gear: 4 }), carAt(Q(1, 22), { gear: 4 }), ...ahead.map((sp) => carAt(sp, { gear: 4 }))],
        moveStep(7),
      )
      const main = currentMoves(s).find((m) => m.end === K && m.brake === 0)
      return play(s, [{ type: 'move', path: main?.path ?? [], brake: 0 }]).state
    }
    const a = race([Q(0, 24), Q(2, 24)])
    expect(a.step.kind).toBe('slipstream')
    const moves = slipstreamMoves(a)
    // the slipstream leaves the corner without its stop (an overshoot): no pulling out to the free lane 1
    expect(moves.some((m) => m.path.includes(Q(1, 23)) || m.path.includes(Q(1, 24)))).toBe(false)
    expect(moves.some((m) => m.brake === 0 && m.blocked === 0 && m.path.length === 3)).toBe(false)
    const toL = moves.filter((m) => m.end === L)
    expect(toL.length).toBeGreaterThan(0)
    expect(toL.every((m) => m.overshoot === 1 && m.brakesLost === 1)).toBe(true)
    const braked = toL.find((m) => m.brake === 1)
    const b = play(a, [{ type: 'slipstream', path: braked?.path ?? [], brake: 1 }])
    expect(b.state.cars[0]?.space).toBe(L)
    expect(b.events).toContainEqual(
      expect.objectContaining({ type: 'wear', car: 0, part: 'brakes', amount: 1, reason: 'braking' }),
    )
    // with the lane clear the same slipstream runs its 3 spaces without a brake
    expect(slipstreamMoves(race([Q(2, 24)])).some((m) => m.end === Q(0, 24) && m.brake === 0 && m.blocked === 0)).toBe(
      true,
    )
  })
})

describe('Formule Dé tournament examples: play order with the pit lane (FD-T 19-5)', () => {
  // Hairpin: the pit lane leaves lane 0 after level 29 (the dotted limit) and its stands are at levels 31-36.
  const pitAt = (level: number): number => hairpin.spaces.find((s) => s.kind === 'pit' && s.level === level)?.id ?? -1
  const standAt = (level: number): number =>
    hairpin.spaces.find((s) => s.kind === 'stand' && s.level === level)?.id ?? -1
  it('FD-T 19-5-2 / 19-5-5: cars past the limit, then the pit zone (lane before stand at the same level), then the cars short of the limit', () => {
    expect(hairpin.pitEntryLevel).toBe(29)
    const s = tournament(
      hairpin,
      [
        // I: short of the limit, in 6th and arrived first: still plays last (19-5-5)
        carAt(at(hairpin, 0, 29), { gear: 6, arrival: 1 }),
        // H: in its stand at level 33
        carAt(standAt(33), { pit: 'stand', gear: 2, arrival: 3 }),
        // G: in the pit lane at the same level as H: plays before H
        carAt(pitAt(33), { pit: 'lane', gear: 2, arrival: 4 }),
        // C: on the track past the limit, in 3rd and arrived last
        carAt(at(hairpin, 1, 30), { gear: 3, arrival: 9 }),
      ],
      { kind: 'gear' },
    )
    expect(playOrder(s)).toEqual([3, 2, 1, 0])
  })
  it('FD-T 19-5-3: a car in the pit lane is in a neutral zone: no body test with the car that stops beside it', () => {
    // The mover ends on lane 0 at level 33, beside G in the pit lane.
    const s = tournament(
      hairpin,
      [carAt(at(hairpin, 0, 30), { gear: 2 }), carAt(pitAt(33), { pit: 'lane', gear: 2 })],
      moveStep(3),
    )
    const move = currentMoves(s).find((m) => m.end === at(hairpin, 0, 33) && m.brake === 0)
    expect(move).toBeDefined()
    const a = play(s, [{ type: 'move', path: move?.path ?? [], brake: 0 }])
    expect(a.state.step.kind).not.toBe('collision')
    expect(a.events.some((e) => e.type === 'collision-roll')).toBe(false)
    // the same car beside it on the track would be tested
    const onTrack = tournament(
      hairpin,
      [carAt(at(hairpin, 0, 30), { gear: 2 }), carAt(at(hairpin, 1, 33), { gear: 2 })],
      moveStep(3),
    )
    expect(play(onTrack, [{ type: 'move', path: move?.path ?? [], brake: 0 }]).state.step).toMatchObject({
      kind: 'collision',
      others: [1],
    })
  })
})
