/**
 * The tournament rulebook (FD-T), paragraph by paragraph, in the tournament preset: rounds,
 * play order, the driving code, braking, the start, overshoots and spins, blocking (chapters 0,
 * 6, 7, 9 to 12) — the paragraphs whose only tests were written for the basic rules, or were
 * missing. Each test is named after its paragraph and fails with the engine broken on purpose.
 */
import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { playOrder } from '../../src/formule-de/rules/order.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import type { Wear } from '../../src/formule-de/rules/wear.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { at, carAt, legacyHairpin as hairpin, moveTo, play, raceState, T, track } from './helpers.js'

const sheet = (patch: Partial<Wear>): Wear => ({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3, ...patch })
const moveStep = (roll: number, engineTest = false): Step => ({ kind: 'move', roll, reason: 'gear', engineTest })
// A tournament race (3 laps) on the plain track: straight 0–19, 1-stop corner 20–23, straight 24–43.
const cup = (cars: ReadonlyArray<Car>, step: Step = { kind: 'gear' }, patch: Partial<State> = {}): State =>
  raceState(track, cars, step, { rules: resolveRules('tournament'), laps: 3, ...patch })
const far = carAt(T(2, 40), { gear: 1 })

describe('FD-T 0 and 6: rounds, moves and the play order', () => {
  it('FD-T 0-0-2 / 6-2-2: a round begins with the leader: the car that passed the leader plays first in the next round', () => {
    // The example of 6-2-2: B (car 1) passes A (car 0), the leader, during the round.
    const s = cup([carAt(T(1, 10), { gear: 2 }), carAt(T(1, 5), { gear: 3 })])
    const { state, events } = play(s, [
      { type: 'gear', gear: 2 },
      { type: 'roll', value: 2 },
      { type: 'move', path: [T(1, 11), T(1, 12)], brake: 0 },
      { type: 'gear', gear: 3 },
      { type: 'roll', value: 8 },
    ])
    const passed = play(state, [moveTo(state, T(0, 13))])
    expect([...events, ...passed.events]).toContainEqual(expect.objectContaining({ type: 'round', order: [1, 0] }))
    expect(passed.state.order[0]).toBe(1)
  })
  it('FD-T 6-2-3: at the same level the car in the higher gear plays first; with the same gear, the first arrived', () => {
    const s = cup([
      carAt(T(0, 10), { gear: 2, arrival: 1 }),
      carAt(T(2, 10), { gear: 3, arrival: 2 }),
      carAt(T(1, 10), { gear: 2, arrival: 3 }),
    ])
    expect(playOrder(s)).toEqual([1, 0, 2])
  })
  it('FD-T 6-2-1: the move and the slipstreams after it make one stop in the corner', () => {
    // A 2-stop corner (levels 20–27) whose arrow lets lane 1 pull out to lane 0 at level 21.
    const bend = circuitBuilder('Bend', 3, { stagger: false })
      .straight(20)
      .corner({ name: 'B', stops: 2, lanes: [8, 8, 8], arrows: [{ lane: 1, index: 1, to: 0 }] })
      .straight(20)
      .grid(2)
      .build()
    const B = (lane: number, level: number): number => at(bend, lane, level)
    const s = raceState(bend, [carAt(B(1, 14), { gear: 4 }), carAt(B(1, 22), { gear: 4 })], moveStep(7), {
      rules: resolveRules('tournament'),
      laps: 3,
    })
    const behind = play(s, [moveTo(s, B(1, 21))]).state
    expect(behind.step.kind).toBe('slipstream')
    expect(behind.cars[0]).toMatchObject({ corner: 0, stops: 1 })
    const slip = formuleDe.legalActions(behind).find((a) => a.type === 'slipstream' && a.path.at(-1) === B(0, 24))
    expect(slip).toBeDefined()
    const after = play(behind, [slip as NonNullable<typeof slip>]).state
    // One "arrêt" for the whole move (6-2-1): still one stop owed in the 2-stop corner.
    expect(after.cars[0]).toMatchObject({ space: B(0, 24), corner: 0, stops: 1 })
  })
})

describe('FD-T 7 and 11: the driving code and braking (tournament preset)', () => {
  it('FD-T 7-0-1: a car never jumps over another car, nor moves backwards', () => {
    const s = cup([carAt(T(1, 5), { gear: 3 }), carAt(T(1, 7), { gear: 1 })], moveStep(4))
    const through = formuleDe.reduce(s, { type: 'move', path: [T(1, 6), T(1, 7), T(1, 8), T(1, 9)], brake: 0 })
    expect(isLeft(through) && through.left.code).toBe('SPACE_OCCUPIED')
    const back = formuleDe.reduce(s, { type: 'move', path: [T(1, 4), T(1, 5), T(1, 6), T(0, 7)], brake: 0 })
    expect(isLeft(back) && back.left.code).toBe('NOT_CONNECTED')
  })
  it('FD-T 11-0-1 / 11-0-3: the driver may brake at any time: one brake point per space not moved', () => {
    const s = cup([carAt(T(1, 2), { gear: 3 }), far], moveStep(8))
    const { state, events } = play(s, [moveTo(s, T(1, 7), 3)])
    expect(state.cars[0]?.wear.brakes).toBe(1)
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'wear', part: 'brakes', amount: 3, reason: 'braking' }),
    )
  })
  it('FD-T 11-0-2: overshooting a corner, the driver may brake to save tyre points, or share the loss between brakes and tyres', () => {
    // 8 from level 18 without a stop in the 1-stop corner (20–23): 3 spaces out at full speed.
    const s = cup([carAt(T(1, 18), { gear: 4 }), far], moveStep(8))
    const ways = currentMoves(s)
      .filter((m) => track.spaces[m.end]?.lane === 1)
      .map((m) => [m.brake, m.overshoot, m.tyresLost])
    expect(ways).toEqual(
      expect.arrayContaining([
        [0, 3, 3],
        [1, 2, 2],
        [2, 1, 1],
        [3, 0, 0],
      ]),
    )
  })
  it('FD-T 11-0-4 / 5-1-2: with its last brake point gone the car can no longer brake', () => {
    const s = cup([carAt(T(1, 2), { gear: 3, wear: sheet({ brakes: 0 }) }), far], moveStep(8))
    expect(currentMoves(s).every((m) => m.brake === 0)).toBe(true)
    const r = formuleDe.reduce(s, { type: 'move', path: [T(1, 3), T(1, 4)], brake: 6 })
    expect(isLeft(r) && r.left.code).toBe('NOT_ENOUGH_BRAKES')
  })
})

describe('FD-T 9: the start', () => {
  const grid = (patch: Partial<Car> = {}, others: ReadonlyArray<Car> = []): State =>
    cup([carAt(T(1, 30), { started: false, tyre: 'soft', lap: 0, tyreLap: 0, ...patch }), ...others], { kind: 'start' })
  it('FD-T 9-1-1: a 1 stalls the engine: the car does not move, and next round starts in 1st without the black die', () => {
    const stalled = play(grid({}, [carAt(T(2, 20), { gear: 1, lap: 0 })]), [{ type: 'start', value: 1 }]).state
    expect(stalled.cars[0]).toMatchObject({ space: T(1, 30), stalled: true, started: true })
    expect(stalled.order[0]).toBe(1)
    const back = play(stalled, [
      { type: 'gear', gear: 1 },
      { type: 'roll', value: 1 },
    ]).state
    const next = play(back, [moveTo(back, T(2, 21))]).state
    expect(next.order[0]).toBe(0)
    expect(next.step).toEqual({ kind: 'gear' })
    expect(formuleDe.legalActions(next)).toEqual([{ type: 'gear', gear: 1 }])
  })
  it('FD-T 9-1-2: collision tests with a car that stalled at the start are aggravated (1–2 dry)', () => {
    const s = cup([carAt(T(1, 6), { gear: 2 }), carAt(T(0, 10), { stalled: true })], moveStep(4))
    const a = play(s, [moveTo(s, T(1, 10))]).state
    expect(a.step).toMatchObject({ kind: 'collision', others: [1], aggravated: true })
    const b = play(a, [{ type: 'collision', value: 2 }])
    expect(b.events.find((e) => e.type === 'collision-roll')).toMatchObject({ car: 1, damaged: true })
  })
  it('FD-T 9-2-1 / 9-2-2: a 20 is a super start of 4 spaces without 1st, and soft tyres may add their +1', () => {
    const s = play(grid(), [{ type: 'start', value: 20 }]).state
    expect(s.step).toMatchObject({ kind: 'move', roll: 4, reason: 'super-start' })
    const lengths = [
      ...new Set(
        currentMoves(s)
          .filter((m) => m.brake === 0)
          .map((m) => m.path.length),
      ),
    ].sort()
    expect(lengths).toEqual([4, 5])
  })
  it('FD-T 9-3: any other score: the car rolls its 1st-gear die and moves, soft tyres may add their +1', () => {
    const s = play(grid(), [{ type: 'start', value: 9 }]).state
    expect(s.step).toEqual({ kind: 'roll', gear: 1 })
    const rolled = play(s, [{ type: 'roll', value: 2 }]).state
    const lengths = [
      ...new Set(
        currentMoves(rolled)
          .filter((m) => m.brake === 0)
          .map((m) => m.path.length),
      ),
    ].sort()
    expect(lengths).toEqual([2, 3])
  })
})

describe('FD-T 10: overshooting a corner, the spin', () => {
  // 8 from level 18 without a stop in the 1-stop corner (20–23): 3 spaces out, lane 1.
  const overshooting = (patch: Partial<Car>): State => cup([carAt(T(1, 18), { gear: 4, ...patch }), far], moveStep(8))
  const fullOut = (s: State) => currentMoves(s).find((m) => m.end === T(1, 26) && m.brake === 0)
  it('FD-T 10-2-1 / 10-2-2: out of the corner the car keeps its lane, even in front of a car: it is blocked, it cannot go round', () => {
    // In lane 1 of the corner (its lanes keep to themselves) without its stop: 4 takes it 2 spaces out.
    const inside = (others: ReadonlyArray<Car>): State =>
      cup([carAt(T(1, 21), { gear: 3, corner: 0, stops: 0 }), ...others], moveStep(4))
    const out = (s: State) => currentMoves(s).filter((m) => m.overshoot > 0)
    expect(out(inside([far])).every((m) => track.spaces[m.end]?.lane === 1)).toBe(true)
    expect(out(inside([far])).find((m) => m.brake === 0)?.end).toBe(T(1, 25))
    // A car in the lane at level 25: no way round by lane 0 or 2, the car stops behind it, blocked 1 space.
    const blocked = out(inside([carAt(T(1, 25), { gear: 1 })]))
    expect(blocked.every((m) => m.end === T(1, 24))).toBe(true)
    expect(blocked.find((m) => m.brake === 0)).toMatchObject({ overshoot: 1, blocked: 1, brakesLost: 1 })
  })
  it('FD-T 10-3 / 20-1: an overshoot costing more tyre points than are left eliminates the car at once: off the track, no sticker', () => {
    const s = overshooting({ wear: sheet({ tyres: 2 }) })
    const { state } = play(s, [{ type: 'move', path: fullOut(s)?.path ?? [], brake: 0 }])
    expect(state.cars[0]).toMatchObject({ status: 'out', out: 'tyres', wreck: false })
    expect(state.dangerous).toEqual([])
  })
  it('FD-T 5-1-4 / 10-4-1: losing exactly the last tyre point spins the car: it stays where it ends, its lever in its gear', () => {
    const s = overshooting({ wear: sheet({ tyres: 3 }) })
    const { state, events } = play(s, [{ type: 'move', path: fullOut(s)?.path ?? [], brake: 0 }])
    expect(events).toContainEqual(expect.objectContaining({ type: 'spin', car: 0 }))
    expect(state.cars[0]).toMatchObject({ status: 'racing', spun: true, gear: 4, space: T(1, 26) })
  })
  it('FD-T 10-4-2: every new tyre point lost spins a spun car again, more eliminates it; soft tyres, worn two at a time, cannot spin twice', () => {
    const again = (tyre: Car['tyre']) => {
      const s = cup([carAt(T(1, 18), { gear: 4, spun: true, tyre, wear: sheet({ tyres: 0 }) }), far], moveStep(6))
      return currentMoves(s).find((m) => m.end === T(1, 24) && m.brake === 0)
    }
    // One space out: hard tyres lose 1 point (a new spin), soft tyres 2 (out).
    expect(again('hard')).toMatchObject({ overshoot: 1, spin: true, eliminated: null })
    expect(again('soft')).toMatchObject({ overshoot: 1, eliminated: 'tyres' })
  })
  it('FD-T 10-4-5: a spun car whose lever is in 5th or 6th takes the engine tests', () => {
    const s = cup(
      [carAt(T(1, 0), { gear: 5 }), carAt(T(2, 30), { gear: 5, spun: true }), carAt(T(0, 35), { gear: 4, spun: true })],
      moveStep(20, true),
    )
    const moved = play(s, [moveTo(s, T(1, 20))]).state
    expect(moved.step).toEqual({ kind: 'engine', queue: [1, 0] })
  })
  it('FD-T 10-4-7: at a tie of level a spun car counts as in 1st: the first arrived plays first against a car in 1st, the car in 2nd before it', () => {
    const spun = carAt(T(0, 10), { gear: 5, spun: true, arrival: 1 })
    expect(playOrder(cup([spun, carAt(T(2, 10), { gear: 1, arrival: 2 })]))).toEqual([0, 1])
    expect(playOrder(cup([spun, carAt(T(2, 10), { gear: 2, arrival: 2 })]))).toEqual([1, 0])
  })
})

describe('FD-T 12: blocking', () => {
  // Car 0 rolls 13 from level 2; three cars across level 11 stop it at level 10: 5 spaces short.
  const wall = [carAt(T(0, 11)), carAt(T(1, 11)), carAt(T(2, 11))]
  const blocked = (patch: Partial<Car>): State =>
    cup([carAt(T(1, 2), { gear: 5, lap: 1, ...patch }), ...wall], moveStep(13))
  const stopped = (s: State) => currentMoves(s).find((m) => m.blocked === 5 && m.brake === 0)
  const stopped6 = (s: State, by: number) => {
    const t = { ...s, step: moveStep(8 + by) }
    return currentMoves(t).find((m) => m.blocked === by && m.brake === 0)
  }
  it('FD-T 12-0-1 / 12-0-2 / 12-2: blocked 5 spaces short, a car on soft or rain tyres on a dry track loses 3 brake and 2 tyre points: the table ignores the tyre type', () => {
    for (const tyre of ['soft', 'rain', 'hard'] as const) {
      const o = stopped(blocked({ tyre, tyreLap: 0 }))
      expect(o).toMatchObject({ brakesLost: 3, tyresLost: 2, eliminated: null })
      expect(track.spaces[o?.end ?? -1]?.level).toBe(10)
    }
  })
  it('FD-T 12-1-1: blocked by 7 spaces or more the car is out even with the points to pay, and the car just in front loses a body point', () => {
    // 14 from level 2: 8 spaces to level 10, 6 short: 3 brakes and 3 tyres; 15: 7 short, out.
    const six = stopped6(blocked({}), 6)
    expect(six).toMatchObject({ brakesLost: 3, tyresLost: 3, eliminated: null })
    const s = cup([carAt(T(1, 2), { gear: 5 }), ...wall], moveStep(15))
    const seven = currentMoves(s).find((m) => m.blocked === 7 && m.brake === 0)
    expect(seven?.eliminated).toBe('blocking')
    const { state } = play(s, [{ type: 'move', path: seven?.path ?? [], brake: 0 }])
    expect(state.cars[0]).toMatchObject({ status: 'out', out: 'blocking', wreck: true })
    expect(state.cars[2]?.wear.body).toBe(2)
  })
  it('FD-T 12-1-3: blocked, the car stops on the farthest space: the most spaces moved, then the space that plays first next round', () => {
    // Hairpin: 8 from level 4; cars on the hairpin's lanes stop every way after 3 spaces, on lane 0
    // at level 8 (its spaces are 2 levels apart), on lanes 1 and 2 at level 7: lane 0 plays first.
    const s = raceState(
      hairpin,
      [carAt(at(hairpin, 1, 4), { gear: 3 }), ...[20, 23, 28].map((sp) => carAt(sp, { gear: 1 }))],
      moveStep(8),
      { rules: resolveRules('tournament'), laps: 3 },
    )
    const ends = new Set(
      currentMoves(s)
        .filter((m) => m.blocked > 0)
        .map((m) => m.end),
    )
    expect([...ends]).toEqual([at(hairpin, 0, 8)])
  })
  it('FD-T 12-1-4: a blocking that takes the last tyre point spins the car', () => {
    const s = blocked({ wear: sheet({ tyres: 2 }) })
    const { state } = play(s, [{ type: 'move', path: stopped(s)?.path ?? [], brake: 0 }])
    expect(state.cars[0]).toMatchObject({ status: 'racing', spun: true, wear: { tyres: 0, brakes: 1 } })
  })
})
