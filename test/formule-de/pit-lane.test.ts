import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { gearOptions } from '../../src/formule-de/rules/gear-choice.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { slipstreamMoves } from '../../src/formule-de/rules/slipstream.js'
import { resolveRules, type Preset } from '../../src/formule-de/rules/presets.js'
import { TURN_STAGES } from '../../src/formule-de/rules/turn.js'
import type { Action } from '../../src/formule-de/actions.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { at, carAt, legacyHairpin as hairpin, moveTo, play, raceState } from './helpers.js'

// Hairpin's pit lane: it leaves lane 0 at level 29, runs from level 30 to 38 and rejoins at 39;
// stand k (level 31 + k) branches off the lane space of level 30 + k and leads back to 32 + k.
const lane = hairpin.spaces.filter((s) => s.kind === 'pit').map((s) => s.id)
const P = (level: number): number => lane[level - 30] as number
const standOf = (k: number): number => hairpin.spaces.find((s) => s.kind === 'stand' && s.stand === k)?.id ?? -1
const entry = at(hairpin, 0, 29)
const quiet = carAt(at(hairpin, 2, 2), { gear: 1 })
const quick: Action = {
  type: 'stand',
  tyre: 'hard',
  stop: 'quick',
  repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 },
}

// A race on Hairpin in a preset (3 laps; 2 in basic), with each car's stand as given.
const race = (
  preset: Preset,
  cars: ReadonlyArray<Car>,
  step: Step,
  stands: ReadonlyArray<number>,
  patch: Partial<State> = {},
): State => {
  const s = raceState(hairpin, cars, step, { rules: resolveRules(preset), laps: preset === 'basic' ? 2 : 3, ...patch })
  return { ...s, cars: s.cars.map((c, k) => ({ ...c, stand: stands[k] ?? k })) }
}

// Car 0 on its stand 0, serviced this turn, about to announce its stop (or roll its black die in basic).
const atStand = (preset: Preset, patch: Partial<Car> = {}): State =>
  race(
    preset,
    [carAt(standOf(0), { gear: 6, lap: 2, pit: 'stand', serviced: true, ...patch }), quiet],
    preset === 'basic' ? { kind: 'pit', engineTest: false } : { kind: 'stand', engineTest: false },
    [0, 1],
  )
const stopQuickly = (preset: Preset, value: number, patch: Partial<Car> = {}): State =>
  play(atStand(preset, patch), preset === 'basic' ? [{ type: 'pit', value }] : [quick, { type: 'pit', value }]).state

describe('Formule Dé pit lane: overrev and braking go on applying in the tournament (FD-T 19-1-3)', () => {
  // The quick stop's black die shows 3: the car leaves in 4th for 2 spaces and is still in the lane.
  const nextTurnInLane = (preset: Preset): State => {
    const exit = stopQuickly(preset, 3)
    expect(exit.step).toMatchObject({ kind: 'move', roll: 2, reason: 'pit-exit' })
    const inLane = play(exit, [{ type: 'move', path: [P(32), P(33)], brake: 0 }]).state
    const back = play(inLane, [
      { type: 'gear', gear: 1 },
      { type: 'roll', value: 1 },
    ]).state
    const moved = play(back, [{ type: 'move', path: [at(hairpin, 2, 3)], brake: 0 }]).state
    expect(moved.step).toEqual({ kind: 'gear' })
    expect(moved.order[0]).toBe(0)
    return moved
  }
  it('FD-T 19-3-3 / 19-1-3: after a quick stop the car left in 4th; still in the pit lane at its next turn, 2nd costs a fuel point', () => {
    const s = nextTurnInLane('tournament')
    expect(s.cars[0]).toMatchObject({ gear: 4, space: P(33) })
    // "en dépensant un PdV de Consommation s'il souhaite passer une 2ème" (no 1st before the exit, FD-T 19-1-9).
    expect(gearOptions(s, 0)).toEqual([2, 3, 4, 5])
    const t = play(s, [{ type: 'gear', gear: 2 }])
    expect(t.state.cars[0]?.wear.fuel).toBe(2)
    expect(t.events).toContainEqual(
      expect.objectContaining({ type: 'wear', part: 'fuel', amount: 1, reason: 'overrev' }),
    )
  })
  it('FD-B arrêt au stand: in the basic and advanced rules the overrev does not apply in the pit lane', () => {
    const s = nextTurnInLane('advanced')
    const t = play(s, [{ type: 'gear', gear: 2 }])
    expect(t.state.cars[0]?.wear.fuel).toBe(3)
    expect(t.events.some((e) => e.type === 'wear')).toBe(false)
  })
  it('FD-T 19-1-3 / 13-1: in the pit lane a car with no fuel point left may not skip a gear, and a skip pays the overrev table', () => {
    // Car 0 at the first lane space in 6th, its stand (5) 6 spaces on: 3rd (best 8) is the lowest gear that reaches it.
    const mk = (preset: Preset, fuel: number): State =>
      race(
        preset,
        [
          carAt(P(30), { gear: 6, lap: 2, pit: 'lane', wear: { tyres: 6, brakes: 4, fuel, body: 3, engine: 3 } }),
          quiet,
        ],
        { kind: 'gear' },
        [5, 1],
      )
    expect(gearOptions(mk('tournament', 3), 0)).toEqual([3, 4, 5, 6])
    expect(gearOptions(mk('tournament', 0), 0)).toEqual([5, 6])
    const refused = formuleDe.reduce(mk('tournament', 0), { type: 'gear', gear: 4 })
    expect(isLeft(refused) && refused.left).toMatchObject({ code: 'NO_FUEL_TO_SKIP', rule: 'FD-T 5-1-3, 13-1' })
    // 6th to 3rd: 1 fuel and 1 brake point (FD-T 13-1).
    const paid = play(mk('tournament', 3), [{ type: 'gear', gear: 3 }]).state.cars[0]
    expect(paid?.wear).toMatchObject({ fuel: 2, brakes: 3, engine: 3 })
    // The basic rules: no overrev in the pit lane, so no fuel needed (and no 19-1-8).
    expect(gearOptions(mk('advanced', 0), 0)).toEqual([2, 3, 4, 5, 6])
  })
  it('FD-T 19-3-7: a driver who made a quick stop may brake on the exit move (not in the basic rules)', () => {
    // The black die shows 7: 4 spaces in 4th from stand 0, to the lane space of level 35.
    const brakes = (preset: Preset): ReadonlyArray<number> =>
      currentMoves(stopQuickly(preset, 7))
        .map((m) => m.brake)
        .sort((a, b) => a - b)
    expect(brakes('tournament')).toEqual([0, 1, 2, 3, 4])
    expect(brakes('advanced')).toEqual([0])
    expect(brakes('basic')).toEqual([0])
    const exit = stopQuickly('tournament', 7)
    const braked = play(exit, [{ type: 'move', path: [P(32), P(33)], brake: 2 }])
    expect(braked.state.cars[0]).toMatchObject({ space: P(33), wear: { brakes: 2 } })
    expect(braked.events).toContainEqual(
      expect.objectContaining({ type: 'wear', part: 'brakes', amount: 2, reason: 'braking' }),
    )
    const refused = formuleDe.reduce(stopQuickly('advanced', 7), { type: 'move', path: [P(32), P(33)], brake: 2 })
    expect(isLeft(refused) && refused.left).toMatchObject({
      code: 'NO_BRAKING_IN_PIT_LANE',
      rule: 'FD-B arrêt au stand',
    })
  })
  it('FD-T 19-1-3 / 11-0-3: entering the pit lane the tournament car may brake to stop short of its stand', () => {
    // From the entry space an 8 takes car 0 to its stand 5 (7 spaces); braking 4 stops it 4 spaces in.
    const mk = (preset: Preset): State =>
      race(
        preset,
        [carAt(entry, { gear: 4, lap: 2 }), quiet],
        { kind: 'move', roll: 8, reason: 'gear', engineTest: false },
        [5, 1],
      )
    const inLane = (s: State) =>
      currentMoves(s)
        .filter((m) => hairpin.spaces[m.end]?.kind === 'pit' && m.brake > 0)
        .map((m) => [m.end, m.brake])
    expect(inLane(mk('tournament'))).toContainEqual([P(33), 4])
    expect(inLane(mk('advanced'))).toEqual([])
  })
  it('FD-T 19-1-5: a car waiting behind another in the pit lane pays no blocking, even where braking is allowed', () => {
    const s = race(
      'tournament',
      [
        carAt(P(31), { gear: 4, lap: 2, pit: 'lane', serviced: true }),
        carAt(P(34), { gear: 2, lap: 2, pit: 'lane', serviced: true }),
      ],
      { kind: 'move', roll: 8, reason: 'gear', engineTest: false },
      [0, 1],
    )
    const wait = currentMoves(s).find((m) => m.end === P(33))
    expect(wait).toMatchObject({ brake: 0, blocked: 0, brakesLost: 0, tyresLost: 0 })
  })
})

describe('Formule Dé pit lane: slipstreams (FD-T 19-1-3, 19-1-5)', () => {
  it('FD-T 19-1-3: a slipstream may take the car into the pit lane', () => {
    // A straight of 40 levels whose pit lane leaves lane 0 at level 20.
    const pitStraight = circuitBuilder('PitStraight', 3, { stagger: false })
      .straight(40)
      .corner({ name: 'C', stops: 1, lanes: [3, 3, 3] })
      .straight(10)
      .grid(4)
      .pit({ side: 0, from: 20, to: 30, stands: 4 })
      .build()
    // Car 0 (stand 3) rolls 8 to the entry space, right behind car 1: both in 4th.
    const s = raceState(
      pitStraight,
      [carAt(at(pitStraight, 0, 12), { gear: 4, lap: 2 }), carAt(at(pitStraight, 0, 21), { gear: 4, lap: 2 })],
      { kind: 'move', roll: 8, reason: 'gear', engineTest: false },
      { rules: resolveRules('tournament'), laps: 3 },
    )
    const behind = play({ ...s, cars: s.cars.map((c, k) => ({ ...c, stand: k === 0 ? 3 : 0 })) }, [
      moveTo(s, at(pitStraight, 0, 20)),
    ]).state
    expect(behind.step.kind).toBe('slipstream')
    const into = slipstreamMoves(behind).filter((m) => m.path.some((p) => pitStraight.spaces[p]?.kind === 'pit'))
    expect(into.length).toBeGreaterThan(0)
  })
  it('FD-T 19-1-5 / 18-1-2: right behind a car in the pit lane no slipstream is offered: it cannot be passed, and a stop short is no slipstream', () => {
    const s = race(
      'tournament',
      [carAt(P(31), { gear: 4, lap: 2, pit: 'lane' }), carAt(P(33), { gear: 4, lap: 2, pit: 'lane', serviced: true })],
      { kind: 'move', roll: 3, reason: 'gear', engineTest: false },
      [5, 1],
    )
    const behind = play(s, [{ type: 'move', path: [P(32)], brake: 0 }]).state
    // Without the fix the car was offered an empty "slipstream" again and again.
    expect(behind.step.kind).not.toBe('slipstream')
    const chained = formuleDe.reduce(
      {
        ...behind,
        step: {
          kind: 'slipstream',
          hazards: 0,
          walls: 0,
          slid: false,
          bonus: false,
          engineTest: false,
          wallLast: false,
        },
      },
      {
        type: 'slipstream',
        path: [],
        brake: 0,
      },
    )
    expect(isLeft(chained) && chained.left.code).toBe('SLIPSTREAM_LENGTH')
  })
})

describe('Formule Dé pit lane: the stand in the order of a turn (FD-T 6-3, 19-2-6, 19-1-4)', () => {
  it('FD-T 6-3 / 19-2-6: the stages after the move follow the book: tests 10, stand 12–13, body tests 14, wall 15-1, engine 15, weather', () => {
    expect(TURN_STAGES).toEqual(['holding', 'stand', 'collisions', 'wall', 'engine-tests', 'weather', 'end'])
  })
  // Car 0 in 5th rolls a 20 on the entry space and reaches its stand 0; car 1 waits in the lane in
  // 5th; car 2 runs in 6th on the track.
  // Under the weather rule the race's sky was rolled before it: a definitive sun unless one is given.
  const pushed = (preset: Preset, sky?: State['sky']): State =>
    race(
      preset,
      [
        carAt(entry, { gear: 5, lap: 2 }),
        carAt(P(37), { gear: 5, lap: 2, pit: 'lane', serviced: true }),
        carAt(at(hairpin, 2, 10), { gear: 6, lap: 2 }),
      ],
      { kind: 'move', roll: 20, reason: 'gear', engineTest: true },
      [0, 1, 2],
      { ...(sky === undefined ? {} : { sky }), order: [0, 1, 2] },
    )
  const toStand = (s: State): State => play(s, [{ type: 'move', path: [P(30), standOf(0)], brake: 0 }]).state
  it('FD-T 19-2-6 / 6-3: at its stand the car announces its tyres and stop before the engine tests of its 20 (steps 12–13 before 15)', () => {
    const s = toStand(pushed('tournament'))
    expect(s.step).toEqual({ kind: 'stand', engineTest: true })
    // A missed quick stop: then the engine tests.
    const missed = play(s, [quick, { type: 'pit', value: 15 }]).state
    expect(missed.step).toMatchObject({ kind: 'engine' })
  })
  it('FD-T 6-3 step 13: a quick stop exit is a new move of the turn; the engine tests of the 20 come after it', () => {
    const s = play(toStand(pushed('tournament')), [quick, { type: 'pit', value: 4 }]).state
    expect(s.step).toEqual({ kind: 'move', roll: 2, reason: 'pit-exit', engineTest: true })
    const out = play(s, [{ type: 'move', path: [P(32), P(33)], brake: 0 }]).state
    expect(out.step).toEqual({ kind: 'engine', queue: [2] })
  })
  it('FD-T 19-1-4: after a 20 by a car entering the pits, the cars in the pit lane or at their stands do not test their engine, the others do; the weather test is made', () => {
    const s = play(toStand(pushed('tournament', 'variable')), [quick, { type: 'pit', value: 15 }]).state
    // Car 0 (at its stand, 5th) and car 1 (in the lane, 5th) do not test; car 2 (6th, on the track) does.
    expect(s.step).toEqual({ kind: 'engine', queue: [2] })
    const after = play(s, [{ type: 'engine', value: 10 }]).state
    // The tournament's weather test is made at the end of the round (FD-T 3-2-5).
    expect(after.skyRollDue).toBe(true)
  })
  it('FD-T 19-2-6: the tyres are announced before the weather die too (advanced: the die right after the turn)', () => {
    const s = toStand(pushed('advanced', 'variable'))
    expect(s.step).toEqual({ kind: 'stand', engineTest: true })
    const missed = play(s, [quick, { type: 'pit', value: 15 }]).state
    const tested = play(missed, [{ type: 'engine', value: 10 }]).state
    expect(tested.step).toEqual({ kind: 'weather', session: 'evolution' })
  })
})
