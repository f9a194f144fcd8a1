import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { reduce } from '../../src/formule-de/reducer.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { slipstreamMoves } from '../../src/formule-de/rules/slipstream.js'
import { playOrder } from '../../src/formule-de/rules/order.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import type { Event } from '../../src/formule-de/events.js'
import { at, carAt, legacyHairpin as hairpin, raceState, play, track, T } from './helpers.js'

// Worked examples of the tournament rulebook (FD-T 14-5, 15-1, 18-5-5, 18-5-6, 19-5, 6-2-5) on
// small DSL circuits whose lanes are side by side (a level per space), so positions read as
// spaces. The examples of the code of conduct (7-3-2 to 7-3-7), whose lengths depend on the
// printed board's staggered lanes, are in driving-code-examples.test.ts.

const moveStep = (roll: number): Step => ({ kind: 'move', roll, reason: 'gear', engineTest: false })
const tournament = (circuit: Circuit, cars: ReadonlyArray<Car>, step: Step, patch: Partial<State> = {}): State =>
  raceState(circuit, cars, step, { rules: resolveRules('tournament'), laps: 3, ...patch })

// An oval: a wall along lane 2 everywhere (FD-T 15).
const oval = circuitBuilder('Oval', 3, { stagger: false })
  .straight(20, { wall: 2 })
  .corner({ name: 'T', stops: 1, lanes: [4, 4, 4], wall: 2 })
  .straight(20, { wall: 2 })
  .grid(4)
  .build()
const O = (lane: number, level: number): number => at(oval, lane, level)

describe('Formule Dé tournament examples: walls (FD-T 15-1)', () => {
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
    const kink = circuitBuilder('Kink', 3, { stagger: false })
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
  // FD-T 19-5-4: "l'ordre de jeu est : A-B-C-D-E-F-G-H-I". The figure (19-5-6) is not in the seed;
  // this layout on Hairpin (entry from lane 0 at level 29, lane levels 30-38, stands at 31-36,
  // the lane past the last stand at 37-38) satisfies every statement of the text:
  // - A and D are in the pit lane (19-5-3: they make no body test);
  // - E and H are in their stands, F and G in the lane in front of stands, not in them (19-2-1);
  // - G and H are at the same level (19-5-2: the lane car first);
  // - C cannot enter the lane any more, I still can (19-5-1), and C plays before I "even if I
  //   arrived before C with the same or a higher gear" (19-5-5). That note only has content if C
  //   and I are at the same level (otherwise position alone decides): they are side by side at
  //   the entry level, I in the pit-side lane, C in the far lane, from which the entry is no
  //   longer reachable. The dotted limit runs across the lanes.
  // - E (stand) before F and G (lane) is only possible with 19-5-2's positional order: E is
  //   farther down the lane than F and G.
  // - A, in the lane, plays before B and C, on the track past the limit (group 1). So A's part
  //   of the lane is not "la zone des stands" of group 2: A is in the exit, past the last stand,
  //   where a car has finished its stop and only rejoins the track; it ranks by position with
  //   the cars past the limit, ahead of B. D, in the lane along the stands, is in the zone.
  const layout = (): ReadonlyArray<Car> => [
    carAt(pitAt(38), { pit: 'lane', gear: 4, arrival: 20 }), // A: the lane past the last stand (36)
    carAt(at(hairpin, 1, 37), { gear: 4, arrival: 21 }), // B: track, past the limit, behind A
    carAt(at(hairpin, 2, 29), { gear: 3, arrival: 22 }), // C: far lane beside the entry: past the limit
    carAt(pitAt(36), { pit: 'lane', gear: 2, arrival: 23 }), // D: lane, ahead of E
    carAt(standAt(35), { pit: 'stand', gear: 2, arrival: 24 }), // E: in its stand
    carAt(pitAt(34), { pit: 'lane', gear: 2, arrival: 25 }), // F: lane, in front of a stand
    carAt(pitAt(33), { pit: 'lane', gear: 2, arrival: 26 }), // G: lane, at H's level
    carAt(standAt(33), { pit: 'stand', gear: 2, arrival: 27 }), // H: in its stand
    carAt(at(hairpin, 0, 29), { gear: 6, arrival: 1 }), // I: pit-side lane at the entry, 6th, arrived first
  ]
  // Each car's team owns the stand it stands in.
  const withStands = (s: State): State => ({
    ...s,
    cars: s.cars.map((c) => ({ ...c, stand: hairpin.spaces[c.space]?.stand ?? c.stand })),
  })
  it('FD-T 19-5-4: the play order of the example is A-B-C-D-E-F-G-H-I', () => {
    const s = withStands(tournament(hairpin, layout(), { kind: 'gear' }))
    expect(s.cars[4]?.stand).toBe(4)
    expect(s.cars[7]?.stand).toBe(2)
    expect(playOrder(s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    // the reducer opens the next round in that order once I, the last to play, reaches the entry
    const before = layout().map((c, k) => (k === 8 ? { ...c, space: at(hairpin, 0, 27) } : c))
    const last = tournament(hairpin, before, moveStep(2), { order: [8] })
    // Nine cars on Hairpin's six grid places and six stands: no race reaches this rulebook
    // position, so the guard refuses it (BAD_STATE); the rules themselves play it.
    expect(isLeft(formuleDe.admit(withStands(last)))).toBe(true)
    const moved = reduce(withStands(last), { type: 'move', path: [at(hairpin, 0, 28), at(hairpin, 0, 29)], brake: 0 })
    const round = (isLeft(moved) ? [] : moved.right.events).find((e) => e.type === 'round')
    expect(round).toMatchObject({ type: 'round', order: [0, 1, 2, 3, 4, 5, 6, 7, 8] })
  })
  it('FD-T 19-5-2: the basic preset keeps the basic note on the same layout (every lane car before every stand car; the limit is the entry level)', () => {
    const s = withStands(raceState(hairpin, layout(), { kind: 'gear' }))
    // B past the entry; A, D, F, G in the lane; E, H at their stands; I and C at the entry level (6th first)
    expect(playOrder(s)).toEqual([1, 0, 3, 5, 6, 4, 7, 8, 2])
    expect(playOrder({ ...s, rules: resolveRules('advanced') })).toEqual([1, 0, 3, 5, 6, 4, 7, 8, 2])
  })
  it('FD-T 19-5-2: inside the pit zone a lane car behind a car at its stand plays after it', () => {
    const s = tournament(
      hairpin,
      [carAt(pitAt(32), { pit: 'lane', gear: 4 }), carAt(standAt(34), { pit: 'stand', gear: 1 })],
      { kind: 'gear' },
    )
    expect(playOrder(s)).toEqual([1, 0])
    expect(playOrder({ ...s, rules: resolveRules('basic') })).toEqual([0, 1])
  })
  it('FD-T 19-5-1 / 6-2-3: the limit runs across the lanes and counts while a car is in the pit zone; with nobody there the ordinary tie holds (higher gear first)', () => {
    const cars = [
      carAt(at(hairpin, 2, 29), { gear: 3, arrival: 2 }),
      carAt(at(hairpin, 0, 29), { gear: 6, arrival: 1 }),
    ]
    expect(playOrder(tournament(hairpin, cars, { kind: 'gear' }))).toEqual([1, 0])
    // a car in its stand brings in the pit-zone order: C has passed the limit, I has not
    const withPit = tournament(hairpin, [...cars, carAt(standAt(33), { pit: 'stand', gear: 2 })], { kind: 'gear' })
    expect(playOrder(withPit)).toEqual([0, 2, 1])
    // the limit follows the moves the board allows: in the Bend (levels 23-28) a car keeps its
    // lane, and its last spaces lead to the same or an adjacent lane at level 29. From lane 1 at
    // 27 the entry (lane 0 at 29) is still in reach, from lane 2 at 27 it is not: side by side,
    // one car has passed the limit and the other has not
    const bend = tournament(
      hairpin,
      [
        carAt(at(hairpin, 1, 27), { gear: 3 }),
        carAt(at(hairpin, 2, 27), { gear: 3 }),
        carAt(standAt(33), { pit: 'stand', gear: 2 }),
      ],
      { kind: 'gear' },
    )
    expect(playOrder(bend)).toEqual([1, 2, 0])
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

describe('Formule Dé tournament examples: collisions (FD-T 14-5)', () => {
  // The figure is not in the seed. A ends its move on lane 1 at level 7 with B directly behind it
  // (no test for B: A is just in front of it, 14-1 "mais pas devant"), C beside it on lane 0 and
  // D just in front of it on lane 1: C and D test, then A, last (14-4), once per car not
  // eliminated, after losing a body point per car eliminated. The dice are scripted: 1 damages
  // (dry track), 10 does not, whatever the aggravation of 14-3.
  const A = 0
  const C = 2
  const D = 3
  const body = (points: number) => ({ tyres: 6, brakes: 4, fuel: 3, body: points, engine: 3 })
  const example = (cBody: number, dBody: number): State =>
    play(
      tournament(
        track,
        [
          carAt(T(2, 3), { gear: 2, wear: body(3) }), // A
          carAt(T(1, 6), { gear: 2 }), // B
          carAt(T(0, 7), { gear: 2, wear: body(cBody) }), // C
          carAt(T(1, 8), { gear: 2, wear: body(dBody) }), // D
        ],
        moveStep(4),
      ),
      [{ type: 'move', path: [T(2, 4), T(2, 5), T(2, 6), T(1, 7)], brake: 0 }],
    ).state
  const rollers = (events: ReadonlyArray<Event>): ReadonlyArray<number> =>
    events.flatMap((e) => (e.type === 'collision-roll' ? [e.car] : []))
  const bodyLosses = (events: ReadonlyArray<Event>, car: number): number =>
    events.filter((e) => e.type === 'wear' && e.car === car && e.part === 'body').length
  it('FD-T 14-5: C and D test but not B (A is just in front of it); then A makes its two tests', () => {
    const s = example(3, 3)
    expect(s.step).toMatchObject({ kind: 'collision', others: [C, D], involved: 2, moverRolls: 0 })
    const others = play(s, [
      { type: 'collision', value: 10 },
      { type: 'collision', value: 10 },
    ])
    expect(others.state.step).toMatchObject({ kind: 'collision', others: [], eliminated: 0, moverRolls: 2 })
    const mover = play(others.state, [
      { type: 'collision', value: 1 },
      { type: 'collision', value: 10 },
    ])
    expect(rollers([...others.events, ...mover.events])).toEqual([C, D, A, A])
    expect(mover.state.cars[A]?.wear.body).toBe(2)
    // then B plays: the collision is over
    expect(mover.state.order[0]).toBe(1)
    expect(mover.state.step.kind).toBe('gear')
  })
  it('FD-T 14-5: if C or D is eliminated, A loses one body point automatically and makes one test', () => {
    for (const [out, cBody, dBody, values] of [
      [C, 1, 3, [1, 10]],
      [D, 3, 1, [10, 1]],
    ] as const) {
      const others = play(
        example(cBody, dBody),
        values.map((value) => ({ type: 'collision' as const, value })),
      )
      expect(others.state.cars[out]?.status).toBe('out')
      expect(others.state.cars[out]?.out).toBe('body')
      // the automatic loss comes before A's die, without a roll
      expect(rollers(others.events)).toEqual([C, D])
      expect(others.events).toContainEqual(
        expect.objectContaining({ type: 'wear', car: A, part: 'body', amount: 1, reason: 'collision' }),
      )
      expect(bodyLosses(others.events, A)).toBe(1)
      expect(others.state.cars[A]?.wear.body).toBe(2)
      expect(others.state.step).toMatchObject({ kind: 'collision', eliminated: 1, moverRolls: 1 })
      const mover = play(others.state, [{ type: 'collision', value: 10 }])
      expect(rollers(mover.events)).toEqual([A])
      expect(mover.state.cars[A]?.wear.body).toBe(2)
      expect(mover.state.step.kind).toBe('gear')
    }
  })
  it('FD-T 14-3: a car this collision eliminates does not aggravate its remaining tests ("de nouveau impliquée")', () => {
    // C is eliminated first and stays as a wreck (14-2); D's 2 does not damage on a dry track.
    const t = play(example(1, 3), [
      { type: 'collision', value: 1 },
      { type: 'collision', value: 2 },
    ])
    expect(t.state.cars[C]).toMatchObject({ status: 'out', wreck: true })
    expect(t.events.find((e) => e.type === 'collision-roll' && e.car === D)).toMatchObject({ damaged: false })
    expect(t.state.step).toMatchObject({ kind: 'collision', aggravated: false, moverRolls: 1 })
    const mover = play(t.state, [{ type: 'collision', value: 2 }])
    expect(mover.events.find((e) => e.type === 'collision-roll' && e.car === A)).toMatchObject({ damaged: false })
  })
  it('FD-T 14-5: if C and D are both eliminated, A loses two body points and makes no test', () => {
    const t = play(example(1, 1), [
      { type: 'collision', value: 1 },
      { type: 'collision', value: 1 },
    ])
    expect(t.state.cars[C]?.status).toBe('out')
    expect(t.state.cars[D]?.status).toBe('out')
    expect(rollers(t.events)).toEqual([C, D])
    expect(bodyLosses(t.events, A)).toBe(2)
    expect(t.state.cars[A]?.wear.body).toBe(1)
    expect(t.state.cars[A]?.status).toBe('racing')
    // no die for A: the turn passes to B
    expect(t.state.step.kind).toBe('gear')
    expect(t.state.order[0]).toBe(1)
  })
})

describe('Formule Dé tournament examples: play order with a lapped car (FD-T 6-2-5)', () => {
  // A ring of 20 levels (one straight round to itself, no corner): progress = lap × 20 + level.
  const ring = circuitBuilder('Ring', 3, { stagger: false }).straight(20).grid(4).build()
  const R = (lane: number, level: number): number => at(ring, lane, level)
  // One turn in 3rd: [car (1-4), roll, lane, level reached]. Every move is 4 to 8 spaces and
  // ends neither beside nor just behind a car: no collision test interrupts the example.
  type Turn = readonly [number, number, number, number]
  const rounds: ReadonlyArray<{ readonly order: ReadonlyArray<number>; readonly turns: ReadonlyArray<Turn> }> = [
    // 1 - 2 - 3 - 4: all on one lap (1 at 35, 2 at 32, 3 at 28, 4 at 21)
    {
      order: [1, 2, 3, 4],
      turns: [
        [1, 5, 0, 0],
        [2, 6, 2, 18],
        [3, 4, 0, 12],
        [4, 4, 2, 5],
      ],
    },
    // 1 (double 4) - 2 (double 4) - 3: 1 and 2 lap 4 (at 25), which loses its move
    {
      order: [1, 2, 3],
      turns: [
        [1, 8, 0, 8],
        [2, 8, 1, 6],
        [3, 4, 0, 16],
      ],
    },
    // 1 - 2 - 4 (repasse 2) - 3: 4, just behind 2 on the track, plays before 3 and passes 2.
    // Passing back 2, which lapped it, does not give 4 its move back: only passing back the
    // leader does ("si le pilote retardataire redouble le pilote de tête"). The engine used to
    // give it for any car that had lapped it (1-2-4-3-4 here); fixed in `lappingOrder`.
    {
      order: [1, 2, 4, 3],
      turns: [
        [1, 4, 0, 12],
        [2, 4, 1, 10],
        [4, 6, 2, 11],
        [3, 4, 0, 0],
      ],
    },
    // 1 - 4 (repasse 1) - 2 - 3 - 4: 4 passes the leader back and gets its lost move back
    {
      order: [1, 4, 2, 3, 4],
      turns: [
        [1, 4, 0, 16],
        [4, 6, 2, 17],
        [2, 4, 1, 14],
        [3, 4, 0, 4],
        [4, 4, 2, 1],
      ],
    },
    // 1 - 2 - 3 - 4: 4 is back on the leader's lap, last
    {
      order: [1, 2, 3, 4],
      turns: [
        [1, 4, 0, 0],
        [2, 4, 1, 18],
        [3, 4, 0, 8],
        [4, 4, 2, 5],
      ],
    },
  ]
  it('FD-T 6-2-5: the example with 4 cars, round by round: 1-2-3-4 / 1-2-3 / 1-2-4-3 / 1-4-2-3-4 / 1-2-3-4', () => {
    const start = tournament(
      ring,
      [
        carAt(R(0, 15), { lap: 1, gear: 3 }),
        carAt(R(2, 12), { lap: 1, gear: 3 }),
        carAt(R(0, 8), { lap: 1, gear: 3 }),
        carAt(R(2, 1), { lap: 1, gear: 3 }),
      ],
      { kind: 'gear' },
      { round: 1 },
    )
    expect(playOrder(start)).toEqual([0, 1, 2, 3])
    let s = start
    rounds.forEach(({ order, turns }, r) => {
      const played: number[] = []
      for (const [car, roll, lane, level] of turns) {
        // the engine gives the turn to this car
        expect({ round: r + 1, car: (s.order[0] ?? -1) + 1 }).toEqual({ round: r + 1, car })
        const rolled = play(s, [
          { type: 'gear', gear: 3 },
          { type: 'roll', value: roll },
        ]).state
        const move = currentMoves(rolled).find((m) => m.end === R(lane, level) && m.brake === 0)
        expect(move).toBeDefined()
        const t = play(rolled, [{ type: 'move', path: move?.path ?? [], brake: 0 }])
        expect(t.state.step.kind).toBe('gear')
        played.push(...t.events.flatMap((e) => (e.type === 'move' ? [e.car + 1] : [])))
        s = t.state
      }
      expect({ round: r + 1, order: played }).toEqual({ round: r + 1, order })
      expect(s.round).toBe(r + 2)
    })
    // progress after round 5: 1 at 60, 2 at 58, 3 at 48, 4 at 45 (one lap: nobody lapped)
    expect(s.cars.map((c) => c.lap * 20 + (ring.spaces[c.space]?.level ?? 0))).toEqual([60, 58, 48, 45])
  })
})
