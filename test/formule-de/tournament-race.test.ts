/**
 * The tournament rulebook (FD-T), paragraph by paragraph, in the tournament preset: weather,
 * engine tests and inertia, road holding, slipstream, stands, the finish (chapters 3, 16 to
 * 19, 21) — the paragraphs whose only tests were written for the basic rules, or were missing.
 * Each test is named after its paragraph and fails with the engine broken on purpose.
 */
import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import type { Wear } from '../../src/formule-de/rules/wear.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { at, carAt, legacyHairpin as hairpin, moveTo, play, raceState, T, track } from './helpers.js'
import { circuitOf } from '../../src/formule-de/board.js'

const sheet = (patch: Partial<Wear>): Wear => ({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3, ...patch })
const moveStep = (roll: number, engineTest = false): Step => ({ kind: 'move', roll, reason: 'gear', engineTest })
// A tournament race (3 laps) on the plain track: straight 0–19, 1-stop corner 20–23, straight 24–43.
const cup = (cars: ReadonlyArray<Car>, step: Step = { kind: 'gear' }, patch: Partial<State> = {}): State =>
  raceState(track, cars, step, { rules: resolveRules('tournament'), laps: 3, ...patch })
const far = carAt(T(2, 40), { gear: 1 })

describe('FD-T 16: engine tests and inertia', () => {
  it('FD-T 16-0-2: the engine test costs a point on 1–4 on a dry track, on 1–3 on a wet one', () => {
    const testing = (wet: boolean, value: number): boolean => {
      const s = cup([carAt(T(1, 2), { gear: 5 }), far], { kind: 'engine', queue: [0] }, { wet })
      const e = play(s, [{ type: 'engine', value }]).events.find((x) => x.type === 'engine-roll')
      return e !== undefined && 'damaged' in e && e.damaged
    }
    expect([testing(false, 4), testing(false, 5), testing(true, 3), testing(true, 4)]).toEqual([
      true,
      false,
      true,
      false,
    ])
  })
  it('FD-T 16-0-4: a collision with a car in inertia, or with the wreck of a broken engine, is a normal test', () => {
    const beside = (other: Partial<Car>): State => {
      const s = cup([carAt(T(1, 6), { gear: 2 }), carAt(T(0, 10), { gear: 5, ...other })], moveStep(4))
      return play(s, [moveTo(s, T(1, 10))]).state
    }
    expect(beside({ inertia: true }).step).toMatchObject({ kind: 'collision', others: [1], aggravated: false })
    expect(beside({ status: 'out', out: 'engine', wreck: true }).step).toMatchObject({
      kind: 'collision',
      involved: 1,
      aggravated: false,
    })
  })
  // Hairpin, last lap: the hairpin (corner 0, levels 6–12) is the penultimate corner of the race.
  const broken = (patch: Partial<Car>): State =>
    raceState(
      hairpin,
      [carAt(at(hairpin, 1, 11), { gear: 5, lap: 3, inertia: true, wear: sheet({ engine: 0 }), ...patch })],
      { kind: 'gear' },
      { rules: resolveRules('tournament'), laps: 3 },
    )
  const inertia = (s: State): Car => {
    const rolled = play(s, [
      { type: 'gear', gear: 4 },
      { type: 'roll', value: 7 },
    ]).state
    return play(rolled, [{ type: 'move', path: currentMoves(rolled)[0]?.path ?? [], brake: 0 }]).state.cars[0] as Car
  }
  it('FD-T 16-0-7: a car that broke while stopped inside the penultimate corner has not passed it: out after its inertia, even when the inertia carries it out of the corner', () => {
    const car = inertia(broken({ corner: 0, stops: 2 }))
    expect(hairpin.spaces[car.space]?.corner).toBeNull()
    expect(car).toMatchObject({ status: 'out', out: 'engine' })
  })
  it('FD-T 16-0-7 / 16-0-6: a car that broke past the penultimate corner (or out of it by an overshoot) limps on to the finish', () => {
    const car = inertia(broken({ space: at(hairpin, 1, 14), corner: null, stops: 0 }))
    expect(car).toMatchObject({ status: 'racing', inertia: true, gear: 4 })
  })
  it('FD-T 16-0-9: an inertia move never takes the pit lane, even where it would go farthest', () => {
    // On the pit entry space, lap 2 of 3, a full lap on the set: the pit lane is open to a running
    // car. Three cars across level 31 stop the track one space on; the lane leads to the stand (31).
    const wall = [0, 1, 2].map((lane) => carAt(at(hairpin, lane, 31), { gear: 1, lap: 2 }))
    const entry = (patch: Partial<Car>, roll: number): State =>
      raceState(hairpin, [carAt(at(hairpin, 0, 29), { gear: 4, lap: 2, ...patch }), ...wall], moveStep(roll), {
        rules: resolveRules('tournament'),
        laps: 3,
      })
    const intoPits = (s: State): boolean =>
      currentMoves(s).some((m) => m.path.some((p) => hairpin.spaces[p]?.kind !== 'track'))
    expect(intoPits(entry({}, 7))).toBe(true)
    const inertia = entry({ inertia: true, wear: sheet({ engine: 0 }) }, 7)
    expect(currentMoves(inertia).length).toBeGreaterThan(0)
    expect(intoPits(inertia)).toBe(false)
  })
})

describe('FD-T 17: road holding', () => {
  it('FD-T 17-2-1: a car that stays on its space still takes its collision tests', () => {
    const s = cup([carAt(T(1, 10), { gear: 1 }), carAt(T(0, 10), { gear: 1 })], moveStep(1))
    const stayed = play(s, [moveTo(s, T(1, 10), 1)]).state
    expect(stayed.cars[0]?.space).toBe(T(1, 10))
    expect(stayed.step).toMatchObject({ kind: 'collision', others: [1] })
  })
})

describe('FD-T 18: slipstream', () => {
  // A long 1-stop corner (levels 20–27); with `arrows`, lane 1 may pull out at level 22.
  const longCorner = (arrows: boolean) =>
    circuitBuilder('Long', 3, { stagger: false })
      .straight(20)
      .corner({
        name: 'Long',
        stops: 1,
        lanes: [8, 8, 8],
        arrows: arrows
          ? [
              { lane: 1, index: 2, to: 0 },
              { lane: 1, index: 2, to: 2 },
            ]
          : [],
      })
      .straight(20)
      .grid(2)
      .build()
  // Car 0 ends its move at level 22 of lane 1, inside the corner, right behind car 1.
  const insideBehind = (arrows: boolean): State => {
    const c = longCorner(arrows)
    const s = raceState(
      c,
      [carAt(at(c, 1, 21), { gear: 4, corner: 0, stops: 1 }), carAt(at(c, 1, 23), { gear: 4 })],
      moveStep(1),
      {
        rules: resolveRules('tournament'),
        laps: 3,
      },
    )
    return play(s, [moveTo(s, at(c, 1, 22))]).state
  }
  const full = (s: State) =>
    formuleDe.legalActions(s).filter((a) => a.type === 'slipstream' && a.brake === 0 && a.path.length === 3)
  it('FD-T 18-1-5: in a corner a slipstream follows the arrows: no way round without an arrow to pull out', () => {
    expect(full(insideBehind(true)).length).toBeGreaterThan(0)
    expect(full(insideBehind(false))).toEqual([])
  })
  it('FD-T 18-2-3: a slipstream taken inside a corner costs no brake point', () => {
    const s = insideBehind(true)
    const c = circuitOf(s)
    const slip = full(s).find((a) => a.type === 'slipstream' && a.path.at(-1) === at(c, 0, 25))
    expect(slip).toBeDefined()
    const { state, events } = play(s, [slip as NonNullable<typeof slip>])
    expect(state.cars[0]?.wear.brakes).toBe(4)
    expect(events.some((e) => e.type === 'wear')).toBe(false)
  })
  it('FD-T 18-2-1: a slipstream is never obligatory', () => {
    const s = insideBehind(true)
    expect(formuleDe.legalActions(s)).toContainEqual({ type: 'no-slipstream' })
    const t = play(s, [{ type: 'no-slipstream' }]).state
    expect(t.cars[0]?.space).toBe(at(circuitOf(s), 1, 22))
    expect(t.step.kind).not.toBe('slipstream')
  })
  it('FD-T 18-3-3: the lane changes of a slipstream are judged apart from the move before it: back to the lane left is no zig-zag', () => {
    // The move pulls out from lane 1 to lane 0, behind car 1; the slipstream goes back to lane 1.
    const s = cup([carAt(T(1, 4), { gear: 4 }), carAt(T(0, 12), { gear: 4 })], moveStep(7))
    const behind = play(s, [
      { type: 'move', path: [T(0, 5), T(0, 6), T(0, 7), T(0, 8), T(0, 9), T(0, 10), T(0, 11)], brake: 0 },
    ])
    expect(behind.state.step.kind).toBe('slipstream')
    const back = play(behind.state, [{ type: 'slipstream', path: [T(1, 12), T(1, 13), T(1, 14)], brake: 0 }]).state
    expect(back.cars[0]?.space).toBe(T(1, 14))
  })
})

describe('FD-T 19: stands (Hairpin: stand k at level 31 + k, its lane 30–38, the entry at lane 0, level 29)', () => {
  const standOf = (k: number): number => hairpin.spaces.find((sp) => sp.kind === 'stand' && sp.stand === k)?.id ?? -1
  const laneAt = (level: number): number =>
    hairpin.spaces.find((sp) => sp.kind === 'pit' && sp.level === level)?.id ?? -1
  const none = { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 }
  const onHairpin = (cars: ReadonlyArray<Car>, step: Step): State =>
    raceState(hairpin, cars, step, { rules: resolveRules('tournament'), laps: 3 })
  const quiet = carAt(at(hairpin, 2, 2), { gear: 1 })
  const atStand = (patch: Partial<Car> = {}): State =>
    onHairpin([carAt(standOf(0), { gear: 6, lap: 2, pit: 'stand', serviced: true, standPoints: 2, ...patch }), quiet], {
      kind: 'stand',
      engineTest: false,
    })
  it('FD-T 19-2-2 / 19-2-5: no speed limit into the stand and no exact score needed; once in the pit lane the car stops at its stand', () => {
    const s = onHairpin([carAt(at(hairpin, 0, 29), { gear: 5, lap: 2 }), quiet], moveStep(20))
    const pits = currentMoves(s).filter((m) => m.path.some((p) => hairpin.spaces[p]?.kind === 'pit'))
    expect(pits.length).toBeGreaterThan(0)
    expect(pits.every((m) => m.end === standOf(0) && m.stand)).toBe(true)
    // A path that drives on past the stand is refused.
    const past = formuleDe.reduce(s, { type: 'move', path: [laneAt(30), laneAt(31), laneAt(32)], brake: 0 })
    expect(isLeft(past) && past.left.code).toBe('MUST_STOP_AT_STAND')
  })
  it('FD-T 19-2-3: a car that lost no tyre point may stop to renew its tyres', () => {
    const s = onHairpin([carAt(at(hairpin, 0, 29), { gear: 5, lap: 2, wear: sheet({}) }), quiet], moveStep(12))
    const { state, events } = play(s, [{ type: 'move', path: [laneAt(30), standOf(0)], brake: 0 }])
    expect(events).toContainEqual(expect.objectContaining({ type: 'pit-stop', car: 0 }))
    expect(state.step).toEqual({ kind: 'stand', engineTest: false })
  })
  it('FD-T 19-2-6: the tyres announced at a stop cannot be changed at the next turn, even with the car still at its stand', () => {
    // A missed quick stop: the car waits; next round a car in the lane keeps it on its stand.
    const missed = play(atStand(), [
      { type: 'stand', tyre: 'soft', stop: 'quick', repairs: none },
      { type: 'pit', value: 15 },
    ]).state
    expect(missed.cars[0]).toMatchObject({ tyre: 'soft', pit: 'waiting' })
    const blocker = {
      ...missed,
      cars: missed.cars.map((c, k) => (k === 1 ? { ...c, space: laneAt(32), pit: 'lane' as const } : c)),
    }
    const next = play({ ...blocker, order: [0, 1], step: { kind: 'gear' } }, [
      { type: 'gear', gear: 2 },
      { type: 'roll', value: 2 },
    ]).state
    const stays = play(next, [{ type: 'move', path: [], brake: 0 }]).state
    expect(stays.cars[0]).toMatchObject({ space: standOf(0), tyre: 'soft' })
    expect(stays.step.kind).not.toBe('stand')
  })
  it('FD-T 19-3-1 / 19-4-1: a quick stop renews only the tyres; a long stop also restores lost points within the stand points, fuel included', () => {
    const s = atStand({ wear: sheet({ fuel: 1, brakes: 3 }) })
    const actions = formuleDe.legalActions(s).filter((a) => a.type === 'stand')
    const quickOnes = actions.filter((a) => a.type === 'stand' && a.stop === 'quick')
    expect(quickOnes.every((a) => a.type === 'stand' && Object.values(a.repairs).every((n) => n === 0))).toBe(true)
    const refused = formuleDe.reduce(s, { type: 'stand', tyre: 'hard', stop: 'quick', repairs: { ...none, fuel: 1 } })
    expect(isLeft(refused)).toBe(true)
    const long = play(s, [{ type: 'stand', tyre: 'hard', stop: 'long', repairs: { ...none, fuel: 2 } }]).state
    expect(long.cars[0]).toMatchObject({ wear: { fuel: 3, brakes: 3 }, standPoints: 0, pit: 'waiting' })
  })
  it('FD-T 19-4-3: a long stop may renew the tyres only', () => {
    const { state, events } = play(atStand({ wear: sheet({ tyres: 6 }) }), [
      { type: 'stand', tyre: 'rain', stop: 'long', repairs: none },
    ])
    expect(state.cars[0]).toMatchObject({ tyre: 'rain', standPoints: 2, pit: 'waiting' })
    expect(events.some((e) => e.type === 'repair')).toBe(false)
  })
  it('FD-T 19-3-2 / 19-3-3: the black die after the tyres: 1–10 leaves at once, in 4th, for half the score rounded up', () => {
    const leave = (value: number): Step =>
      play(atStand(), [
        { type: 'stand', tyre: 'hard', stop: 'quick', repairs: none },
        { type: 'pit', value },
      ]).state.step
    expect([1, 2, 7, 10].map((v) => leave(v))).toEqual(
      [1, 1, 4, 5].map((roll) => ({ kind: 'move', roll, reason: 'pit-exit', engineTest: false })),
    )
    const out = play(atStand(), [
      { type: 'stand', tyre: 'hard', stop: 'quick', repairs: none },
      { type: 'pit', value: 7 },
    ])
    expect(out.state.cars[0]?.gear).toBe(4)
  })
  it('FD-T 19-3-8: a quick-stop exit that ends in the first corner counts as a stop in it', () => {
    // The pit lane rejoins lane 0 at level 29, one space before a 2-stop corner (levels 30–33).
    const pitted = circuitBuilder('PitCorner', 3, { stagger: false })
      .straight(30)
      .corner({ name: 'First', stops: 2, lanes: [4, 4, 4] })
      .straight(20)
      .grid(2)
      .pit({ side: 0, from: 24, to: 29, stands: 2 })
      .build()
    const stand = pitted.spaces.find((sp) => sp.kind === 'stand' && sp.stand === 0)?.id ?? -1
    const s = raceState(
      pitted,
      [carAt(stand, { gear: 5, lap: 2, pit: 'stand', serviced: true })],
      { kind: 'pit', engineTest: false },
      {
        rules: resolveRules('tournament'),
        laps: 3,
      },
    )
    // 7 on the black die: 4 spaces, two in the lane, the rejoin space, the corner's first space.
    const exit = play(s, [{ type: 'pit', value: 7 }]).state
    const into = currentMoves(exit).find((m) => m.brake === 0 && pitted.spaces[m.end]?.corner === 0)
    expect(into).toBeDefined()
    const car = play(exit, [{ type: 'move', path: into?.path ?? [], brake: 0 }]).state.cars[0]
    expect(car).toMatchObject({ corner: 0, stops: 1 })
  })
})

describe('FD-T 21: the finish', () => {
  it('FD-T 21-1-1 / 21-1-3 / 21-1-4: the first to cross the line wins; cars crossing in one round finish in crossing order, not by where they end; the race ends when every car is in or out', () => {
    const s = cup([carAt(T(1, 41), { gear: 2, lap: 3 }), carAt(T(2, 40), { gear: 4, lap: 3 })], {
      kind: 'roll',
      gear: 2,
    })
    const first = play(s, [{ type: 'roll', value: 3 }]).state
    // On the last lap the move ends on the first space past the line.
    const crossed = play(first, [moveTo(first, T(1, 0))]).state
    const second = play(crossed, [
      { type: 'gear', gear: 4 },
      { type: 'roll', value: 9 },
    ]).state
    const done = play(second, [moveTo(second, T(2, 0))]).state
    // Side by side past the line, car 1 in the higher gear: car 0 crossed first, car 0 is first.
    expect(done.finishers).toEqual([0, 1])
    const st = formuleDe.status(done)
    expect(st.kind).toBe('over')
    if (st.kind === 'over') expect(st.standings.placings.map((p) => p.seat)).toEqual([0, 1])
  })
})

describe('FD-T 3: the weather', () => {
  const cupSetup = (qualifying: boolean) =>
    formuleDe.setup({
      circuit: 'hairpin',
      laps: 3,
      cars: ['A', 'B'],
      preset: 'tournament',
      ...(qualifying
        ? {
            qualifying: [0, 1].map(() => ({
              throws: 20,
              hundredths: 0,
              overshoots: [],
              tyre: 'hard' as const,
              wet: false,
              missedStops: false,
            })),
          }
        : {}),
    })
  // The circuit's table (assumed default): 1–12 sun, 13–16 variable, 17–20 rain.
  it('FD-T 3-1-2 / 3-1-3 / 3-1-4: the qualifying weather: sun and variable give a dry track for the session, rain a wet one', () => {
    const session = (value: number): boolean => {
      const s0 = cupSetup(false)
      if (isLeft(s0)) throw new Error('setup')
      return play(s0.right, [{ type: 'weather', value }]).state.wet
    }
    expect([session(1), session(14), session(20)]).toEqual([false, false, true])
  })
  it('FD-T 3-2-2 / 3-2-3 / 3-2-4: the race weather: sun (dry) or rain (wet) for the whole race; a variable start keeps the qualifying track', () => {
    const race = (qualifyingRoll: number, raceRoll: number) => {
      const s0 = cupSetup(true)
      if (isLeft(s0)) throw new Error('setup')
      const s = play(s0.right, [
        { type: 'weather', value: qualifyingRoll },
        { type: 'weather', value: raceRoll },
      ]).state
      return [s.sky, s.wet]
    }
    expect(race(20, 1)).toEqual(['sun-definitive', false])
    expect(race(1, 20)).toEqual(['rain-definitive', true])
    expect(race(20, 14)).toEqual(['variable', true])
    expect(race(14, 14)).toEqual(['variable', false])
  })
})
