import { describe, expect, it } from 'vitest'
import { isLeft, right } from 'fp-ts/lib/Either.js'
import { resolveChance, seedRng } from '../../src/core/index.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { hairpin } from '../../src/formule-de/circuits/index.js'
import type { Config } from '../../src/formule-de/config.js'
import { describeEvent } from '../../src/formule-de/describe.js'
import type { Gear } from '../../src/formule-de/dice.js'
import type { Event } from '../../src/formule-de/events.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { gearOptions } from '../../src/formule-de/rules/gear-choice.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { qualifyingNow } from '../../src/formule-de/rules/qualifying-session.js'
import { heuristicBot } from '../../src/formule-de/bots.js'
import { qualifyingStart } from '../../src/formule-de/rules/qualifying.js'
import type { Action } from '../../src/formule-de/actions.js'
import type { State } from '../../src/formule-de/state.js'
import { at, ok, play } from './helpers.js'
import { circuitOf } from '../../src/formule-de/board.js'

// Levels 0–9 straight, 10 a 1-stop corner of one space per lane, 11–20 straight: a lap of 21 levels.
const quick = circuitBuilder('Quick', 3, { stagger: false })
  .straight(10)
  .corner({ name: 'Kink', stops: 1, lanes: [1, 1, 1] })
  .straight(10)
  .grid(3)
  .build()

// Levels 0–9 straight, 10–12 a 2-stop corner, 13–22 straight.
const hairpinBend = circuitBuilder('Bend', 3, { stagger: false })
  .straight(10)
  .corner({ name: 'Hairpin', stops: 2, lanes: [3, 3, 3] })
  .straight(10)
  .grid(2)
  .build()

// Levels 0–1 straight, 2–6 a 1-stop corner, 7–20 straight: a corner right after the line.
const early = circuitBuilder('Early', 3, { stagger: false })
  .straight(2)
  .corner({ name: 'First', stops: 1, lanes: [5, 5, 5] })
  .straight(14)
  .grid(2)
  .build()

// The advanced preset with only the qualifying rule (and the tyres or weather when asked).
const session = (circuit: Circuit, cars: number, patch: Partial<Config> = {}, rules: Config['rules'] = {}): State =>
  ok(
    formuleDe.setup({
      circuit,
      laps: 1,
      cars: ['Ada', 'Bruno', 'Clara'].slice(0, cars),
      preset: 'advanced',
      rules: {
        slipstream: false,
        tyres: false,
        weather: false,
        build: false,
        roadHolding: false,
        pitPoints: false,
        ...rules,
      },
      ...patch,
    }),
  )

/** One throw of a qualifying lap: the gear, the die, and the level (middle lane) where the move ends. */
type Throw = readonly [gear: Gear, roll: number, level: number]

// Plays throws of the current car: gear, roll, then the listed move ending in the middle lane at that level.
const drive = (state: State, throws: ReadonlyArray<Throw>, lane = 1): { state: State; events: Event[] } => {
  let s = state
  const events: Event[] = []
  for (const [gear, roll, level] of throws) {
    const shifted = play(s, [
      { type: 'gear', gear },
      { type: 'roll', value: roll },
    ])
    const end = at(circuitOf(s), lane, level)
    const o = currentMoves(shifted.state).find((m) => m.end === end && m.brake === 0)
    if (!o) throw new Error(`no move to level ${level} with ${gear}/${roll}`)
    const moved = play(shifted.state, [{ type: 'move', path: o.path, brake: 0 }])
    s = moved.state
    events.push(...shifted.events, ...moved.events)
  }
  return { state: s, events }
}

// A clean lap of Quick in 7 throws: across the line, a stop in the corner, across the line again.
const CLEAN: ReadonlyArray<Throw> = [
  [1, 2, 1],
  [2, 4, 5],
  [2, 4, 9],
  [1, 1, 10],
  [2, 4, 14],
  [3, 6, 20],
  [2, 2, 0],
]

const chrono = (minutes: number, seconds: number, hundredths: number): Action[] => [
  { type: 'chrono', unit: 'minutes', value: minutes },
  { type: 'chrono', unit: 'seconds', value: seconds },
  { type: 'chrono', unit: 'hundredths', value: hundredths },
]

const ofType = <T extends Event['type']>(events: ReadonlyArray<Event>, type: T): Array<Extract<Event, { type: T }>> =>
  events.filter((e): e is Extract<Event, { type: T }> => e.type === type)

describe('Formule Dé qualifying played in the engine (FD-A 2, FD-T 1)', () => {
  it('FD-A 2 / FD-T 1-0-1: with the rule and no laps in the config the engine runs the session, car 0 first, alone on the track', () => {
    const s = session(quick, 3)
    expect(qualifyingNow(s)).toBe(true)
    expect(s.qualifying).toEqual({ clock: false, laps: [], throws: 0, overshoots: [] })
    expect(s.step).toEqual({ kind: 'gear' })
    expect(s.order).toEqual([0])
    expect(s.cars.map((c) => c.space)).toEqual([qualifyingStart(quick), -1, -1])
    // Everything is public: every seat sees the session.
    expect(formuleDe.observe(s, 2)).toEqual(right(s))
    const first = drive(s, CLEAN)
    // The next car runs once the first has crossed the line again; the first leaves the track.
    expect(first.state.order).toEqual([1])
    expect(first.state.cars.map((c) => c.space)).toEqual([-1, qualifyingStart(quick), -1])
    expect(first.state.qualifying?.laps).toHaveLength(1)
    expect(first.state.round).toBe(0)
  })

  it('FD-A 2: laps given in the config keep the app-run path (no session in the state)', () => {
    const lap = { throws: 18, hundredths: 0, overshoots: [], tyre: 'hard', wet: false, missedStops: false } as const
    const s = session(quick, 2, { qualifying: [{ ...lap, throws: 20 }, lap], qualifyingClock: true })
    expect(s.qualifying).toBeNull()
    expect(qualifyingNow(s)).toBe(false)
    expect(s.cars.map((c) => c.space)).toEqual([quick.grid[1], quick.grid[0]])
  })

  it('FD-T 1-1-3: the car starts in 1st on the first whole middle-lane space before the line', () => {
    const s = session(quick, 1)
    const start = circuitOf(s).spaces[s.cars[0]?.space ?? -1]
    expect(start).toMatchObject({ kind: 'track', lane: 1, level: quick.levels - 1, corner: null })
    expect(s.cars[0]?.gear).toBe(1)
    // Its first move crosses the start line: the lap has begun, it ends at the next crossing.
    const { state, events } = drive(s, [[1, 1, 0]])
    expect(state.cars[0]?.lap).toBe(1)
    expect(ofType(events, 'lap')).toEqual([])
    expect(ofType(events, 'qualifying-start')).toEqual([
      { type: 'qualifying-start', car: 0, name: 'Ada', space: start?.id, tyre: 'hard', wet: false },
    ])
    // A two-lane circuit has no middle lane: the inner one.
    const two = circuitBuilder('Two', 2, { stagger: false })
      .straight(8)
      .corner({ name: 'C', stops: 1, lanes: [2, 3] })
      .straight(8)
      .grid(2)
      .build()
    expect(two.spaces[qualifyingStart(two)]).toMatchObject({ lane: 0, level: two.levels - 1 })
  })

  it('FD-T 1-0-1: no braking in qualifying', () => {
    const s = drive(session(quick, 1), CLEAN.slice(0, 3)).state
    const rolled = play(s, [
      { type: 'gear', gear: 2 },
      { type: 'roll', value: 3 },
    ]).state
    // From level 9 a roll of 3 carries the car through the one-space corner: in a race it could brake.
    expect(currentMoves(rolled).every((o) => o.brake === 0 && o.brakesLost === 0)).toBe(true)
    expect(formuleDe.legalActions(rolled).every((a) => a.type === 'move' && a.brake === 0)).toBe(true)
    expect(new Set(currentMoves(rolled).map((o) => circuitOf(s).spaces[o.end]?.level))).toEqual(new Set([12]))
    const brake = formuleDe.reduce(rolled, { type: 'move', path: [at(quick, 1, 10)], brake: 2 })
    expect(isLeft(brake) && [brake.left.code, brake.left.rule]).toEqual(['NO_BRAKING_IN_QUALIFYING', 'FD-T 1-0-1'])
    // The same position in a race lists the braking that stops in the corner.
    const race: State = { ...rolled, qualifying: null, round: 1 }
    expect(currentMoves(race).some((o) => o.brake === 2 && o.end === at(quick, 1, 10))).toBe(true)
  })

  it('FD-T 1-0-1 / 6-1-2: the gearbox rules apply (never 6th to 1st) but an overrev costs nothing', () => {
    const s = drive(session(quick, 1), CLEAN.slice(0, 2)).state
    const sixth: State = { ...s, cars: s.cars.map((c) => ({ ...c, gear: 6 as Gear })) }
    expect(gearOptions(sixth, 0)).toEqual([2, 3, 4, 5, 6])
    const refused = formuleDe.reduce(sixth, { type: 'gear', gear: 1 })
    expect(isLeft(refused) && [refused.left.code, refused.left.rule]).toEqual(['GEAR_DROP_TOO_LARGE', 'FD-T 1-0-1'])
    const up = formuleDe.reduce(s, { type: 'gear', gear: 4 })
    expect(isLeft(up) && up.left.code).toBe('GEAR_SKIPPED_UP')
    // Dropping four gears in a race costs fuel, brakes and engine (FD-B sur-régime); here nothing.
    const dropped = ok(formuleDe.reduce(sixth, { type: 'gear', gear: 2 }))
    expect(dropped.state.cars[0]?.wear).toEqual(sixth.cars[0]?.wear)
    expect(dropped.events.map((e) => e.type)).toEqual(['gear'])
  })

  it('FD-T 1-1-10: every gear-die throw counts and the lap ends when the car crosses the line again', () => {
    const s = session(quick, 2)
    const { state, events } = drive(s, CLEAN)
    expect(ofType(events, 'roll')).toHaveLength(7)
    expect(ofType(events, 'qualifying-lap')).toEqual([
      {
        type: 'qualifying-lap',
        car: 0,
        name: 'Ada',
        lap: { throws: 7, hundredths: 0, overshoots: [], tyre: 'hard', wet: false, missedStops: false },
        time: 7,
      },
    ])
    // No engine test, no road holding, no wear: the points do not count (FD-T 1-0-1).
    expect(events.some((e) => e.type === 'wear' || e.type === 'engine-roll' || e.type === 'finish')).toBe(false)
    expect(state.cars[0]?.wear).toEqual(s.cars[0]?.wear)
    // A 20 in 5th brings no engine test either.
    const fast = play(drive(s, CLEAN.slice(0, 5)).state, [
      { type: 'gear', gear: 3 },
      { type: 'roll', value: 4 },
    ]).state
    expect(fast.step).toMatchObject({ kind: 'move', engineTest: false })
  })

  it('FD-T 1-1-12: an overshoot costs spaces × tyre factor throws, no tyre points', () => {
    const s = session(quick, 1, {}, { tyres: true })
    expect(s.step).toEqual({ kind: 'tyres' })
    const soft = play(s, [{ type: 'tyres', tyre: 'soft' }]).state
    expect(soft.step).toEqual({ kind: 'gear' })
    const { state, events } = drive(soft, [
      [1, 2, 1],
      [2, 4, 5],
      [2, 4, 9],
      [2, 3, 12],
    ])
    expect(ofType(events, 'qualifying-penalty')).toEqual([
      { type: 'qualifying-penalty', car: 0, name: 'Ada', spaces: 2, throws: 4 },
    ])
    expect(events.some((e) => e.type === 'wear' || e.type === 'spin' || e.type === 'eliminated')).toBe(false)
    expect(state.cars[0]?.wear).toEqual(s.cars[0]?.wear)
    expect(state.qualifying).toMatchObject({ throws: 4, overshoots: [2] })
    // The lap goes on (lane kept after the overshoot, FD-T 10-2-1) to the line: 4 + 3 throws + 4 penalty.
    const done = drive(state, [
      [2, 4, 16],
      [2, 4, 20],
      [1, 1, 0],
    ])
    expect(ofType(done.events, 'qualifying-lap')[0]).toMatchObject({
      lap: { throws: 7, overshoots: [2], tyre: 'soft', missedStops: false },
      time: 11,
    })
  })

  it('FD-T 1-1-4 / 8-2-1: the tyres are announced before the lap; soft tyres give the optional +1 on a dry track', () => {
    const s = session(quick, 1, {}, { tyres: true })
    expect(formuleDe.legalActions(s)).toEqual([
      { type: 'tyres', tyre: 'hard' },
      { type: 'tyres', tyre: 'soft' },
      { type: 'tyres', tyre: 'rain' },
    ])
    const rolled = (tyre: 'hard' | 'soft'): State =>
      play(s, [
        { type: 'tyres', tyre },
        { type: 'gear', gear: 1 },
        { type: 'roll', value: 2 },
      ]).state
    const levels = (st: State): ReadonlySet<number> =>
      new Set(currentMoves(st).map((o) => circuitOf(st).spaces[o.end]?.level ?? -1))
    expect(levels(rolled('hard'))).toEqual(new Set([1]))
    expect(levels(rolled('soft'))).toEqual(new Set([1, 2]))
    expect(currentMoves(rolled('soft')).filter((o) => o.bonus === true).length).toBeGreaterThan(0)
    expect(rolled('soft').cars[0]?.tyre).toBe('soft')
  })

  it('FD-T 8-1-2 / 1-1-5: on a wet track the car slides in corners during qualifying too', () => {
    // Weather 20: rain (the default table), one weather for both sessions in the advanced rules.
    const s0 = session(early, 1, {}, { tyres: true, weather: true })
    expect(s0.step).toEqual({ kind: 'weather', session: 'race' })
    const s = play(s0, [
      { type: 'weather', value: 20 },
      { type: 'tyres', tyre: 'hard' },
    ]).state
    expect(s.wet).toBe(true)
    const { state, events } = drive(s, [
      [1, 2, 1],
      [1, 1, 5],
    ])
    // One space into the corner, then 3 more sliding (hard tyres): it stops at level 5.
    expect(ofType(events, 'move').at(-1)?.path).toHaveLength(4)
    expect(state.cars[0]).toMatchObject({ corner: 0, stops: 1 })
    expect(ofType(events, 'qualifying-start')[0]?.wet).toBe(true)
  })

  it('FD-T 1-1-14: no stop in a 2-stop corner ends the lap at once; the car is last whatever its throws', () => {
    const s = session(hairpinBend, 2)
    const out = drive(s, [
      [1, 2, 1],
      [2, 4, 5],
      [2, 4, 9],
      [2, 4, 13],
    ])
    expect(ofType(out.events, 'qualifying-lap')).toMatchObject([
      { car: 0, lap: { throws: 4, missedStops: true, overshoots: [1] } },
    ])
    expect(describeEvent(ofType(out.events, 'qualifying-lap')[0] as Event)).toBe(
      "Ada's qualifying lap ends after 4 throws: a corner left without its stops, last on the grid",
    )
    expect(out.events.some((e) => e.type === 'eliminated')).toBe(false)
    // Bruno runs at once, two stops in the corner, 7 throws: he takes pole.
    expect(out.state.order).toEqual([1])
    const bruno = drive(out.state, [
      [1, 2, 1],
      [2, 4, 5],
      [2, 4, 9],
      [1, 1, 10],
      [1, 2, 12],
      [2, 4, 16],
      [3, 8, 0],
    ])
    expect(ofType(bruno.events, 'qualifying-result')).toEqual([
      { type: 'qualifying-result', car: 1, name: 'Bruno', order: [1, 0], times: [7, null] },
    ])
    expect(ofType(bruno.events, 'grid')).toEqual([{ type: 'grid', order: [1, 0] }])
    expect(bruno.state.cars.map((c) => c.space)).toEqual([hairpinBend.grid[1], hairpinBend.grid[0]])
    expect(qualifyingNow(bruno.state)).toBe(false)
  })

  it('FD-T 1-1-13 / 1-3-2: chrono readings are entered minutes, seconds, hundredths; ties by real time', () => {
    const s = session(quick, 2, { qualifyingClock: true })
    const ada = drive(s, CLEAN).state
    expect(ada.step).toEqual({ kind: 'chrono', unit: 'minutes', hundredths: 0 })
    expect(formuleDe.status(ada)).toEqual({ kind: 'decision', seat: 0, phase: 'chrono' })
    expect(formuleDe.legalActions(ada)).toHaveLength(60)
    const order = formuleDe.reduce(ada, { type: 'chrono', unit: 'seconds', value: 50 })
    expect(isLeft(order) && [order.left.code, order.left.rule]).toEqual(['CHRONO_ORDER', 'FD-T 1-1-13'])
    const range = formuleDe.reduce(ada, { type: 'chrono', unit: 'minutes', value: 60 })
    expect(isLeft(range) && range.left.code).toBe('CHRONO_RANGE')
    const timed = play(ada, chrono(0, 50, 0))
    expect(ofType(timed.events, 'qualifying-lap')[0]?.lap.hundredths).toBe(5000)
    const bruno = drive(timed.state, CLEAN).state
    expect(formuleDe.legalActions(bruno)).toHaveLength(60)
    const seconds = play(bruno, chrono(0, 40, 0).slice(0, 2)).state
    expect(formuleDe.legalActions(seconds)).toHaveLength(100)
    const done = play(seconds, chrono(0, 40, 0).slice(2))
    // Same throws: the faster real time takes pole although Bruno ran second.
    expect(ofType(done.events, 'grid')).toEqual([{ type: 'grid', order: [1, 0] }])
  })

  it('FD-T 1-1-13: each full minute of real time is one more throw', () => {
    const s = session(quick, 2, { qualifyingClock: true })
    const ada = play(drive(s, CLEAN).state, chrono(1, 0, 0))
    const bruno = play(drive(ada.state, CLEAN).state, chrono(0, 59, 99))
    expect(ofType([...ada.events, ...bruno.events], 'qualifying-lap').map((e) => e.time)).toEqual([8, 7])
    expect(ofType(bruno.events, 'grid')).toEqual([{ type: 'grid', order: [1, 0] }])
  })

  it('FD-T 1-3-2: without the chronometer a lap takes no time and ties go to the car that ran first', () => {
    const s = session(quick, 2)
    const ada = drive(s, CLEAN)
    expect(ada.state.step).toEqual({ kind: 'gear' })
    const bruno = drive(ada.state, CLEAN)
    expect(ofType(bruno.events, 'qualifying-lap')[0]?.lap.hundredths).toBe(0)
    expect(ofType(bruno.events, 'grid')).toEqual([{ type: 'grid', order: [0, 1] }])
  })

  it('FD-A 2 example: a lap of 18 throws in 4\'22", overshooting a corner by 2 spaces on hard tyres, has an absolute time of 24', () => {
    const s = session(quick, 1, { qualifyingClock: true })
    const ones: ReadonlyArray<Throw> = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) => [1, 1, level] as const)
    const { state, events } = drive(s, [
      [1, 1, 0],
      ...ones,
      [2, 3, 12],
      ...[13, 14, 15, 16, 17].map((level) => [1, 1, level] as const),
      [1, 2, 19],
      [2, 2, 0],
    ])
    expect(ofType(events, 'roll')).toHaveLength(18)
    expect(ofType(events, 'qualifying-penalty').map((e) => e.throws)).toEqual([2])
    const timed = play(state, chrono(4, 22, 0))
    const lap = ofType(timed.events, 'qualifying-lap')[0]
    expect(lap).toMatchObject({
      lap: { throws: 18, hundredths: 26200, overshoots: [2], tyre: 'hard', missedStops: false },
      time: 24,
    })
    expect(describeEvent(lap as Event)).toBe(
      'Ada qualifies in 18 throws + 4 (minutes) + 2 (overshoots) = 24 throws (4\'22"00, hard tyres)',
    )
    // The lone car's grid, then the race: 1 lap, a 1-lap sheet, the start die.
    expect(ofType(timed.events, 'qualifying-result')).toMatchObject([{ car: 0, times: [24] }])
    expect(describeEvent(ofType(timed.events, 'qualifying-result')[0] as Event)).toBe(
      'Ada takes pole position with 24 throws',
    )
    expect(timed.state.step).toEqual({ kind: 'start' })
    expect(timed.state.cars[0]).toMatchObject({ space: quick.grid[0], lap: 0, gear: 1, corner: null })
  })

  it('FD-T 2-0-1 / 3-1: a tournament plays the session under the qualifying weather, then the pole rolls the race weather', () => {
    const s0 = ok(formuleDe.setup({ circuit: quick, laps: 3, cars: ['Ada', 'Bruno'], preset: 'tournament' }))
    expect(s0.step).toEqual({ kind: 'weather', session: 'qualifying' })
    const s = play(s0, [{ type: 'weather', value: 1 }]).state
    expect([s.qualifyingSky, s.wet, s.step.kind, s.order]).toEqual(['sun-definitive', false, 'tyres', [0]])
    const ada = drive(play(s, [{ type: 'tyres', tyre: 'hard' }]).state, CLEAN)
    const bruno = drive(play(ada.state, [{ type: 'tyres', tyre: 'hard' }]).state, [
      [1, 1, 0],
      [1, 1, 1],
      ...CLEAN.slice(1),
    ])
    expect(ofType(bruno.events, 'grid')).toEqual([{ type: 'grid', order: [0, 1] }])
    expect(bruno.state.step).toEqual({ kind: 'weather', session: 'race' })
    expect(bruno.state.qualifying?.laps.map((l) => l.throws)).toEqual([7, 8])
    // The race weather, then the builds (no grid event again, no draw): the tyres chosen anew later.
    const raced = play(bruno.state, [{ type: 'weather', value: 1 }])
    expect(raced.state.step).toEqual({ kind: 'build', chosen: [] })
    expect(raced.state.order).toEqual([0, 1])
    expect(ofType(raced.events, 'grid')).toEqual([])
    expect(raced.state.cars.map((c) => [c.space, c.tyre])).toEqual([
      [quick.grid[0], 'hard'],
      [quick.grid[1], 'hard'],
    ])
  })

  it('FD-A 2: the heuristic bot drives clean qualifying laps on Hairpin (no missed stops, no braking) and answers the chronometer with 0', () => {
    const s0 = ok(
      formuleDe.setup({
        circuit: 'hairpin',
        laps: 2,
        cars: ['A', 'B', 'C', 'D'],
        preset: 'advanced',
        qualifyingClock: true,
      }),
    )
    const events: Event[] = []
    let s = s0
    let rng = seedRng(4)
    // The session only: chance sampled, every decision asked of the heuristic bot.
    while (qualifyingNow(s) || s.step.kind === 'weather') {
      const opened = ok(resolveChance(formuleDe, s, rng))
      s = opened.state
      rng = opened.rng
      events.push(...(opened.events as ReadonlyArray<Event>))
      const st = formuleDe.status(s)
      if (!qualifyingNow(s) || st.kind !== 'decision') break
      const [action, next] = heuristicBot({ seat: st.seat, observation: s, legal: formuleDe.legalActions(s), rng })
      rng = next
      const t = ok(formuleDe.reduce(s, action))
      s = t.state
      events.push(...t.events)
    }
    const laps = ofType(events, 'qualifying-lap')
    expect(laps).toHaveLength(4)
    for (const l of laps) {
      expect(l.lap.missedStops).toBe(false)
      expect(l.lap.hundredths).toBe(0)
      expect(l.time).toBeLessThan(hairpin.levels / (3 * (hairpin.layout?.spacing ?? 1)))
    }
    expect(ofType(events, 'move').every((e) => e.brake === 0)).toBe(true)
    expect(ofType(events, 'grid')).toHaveLength(1)
  })
})
