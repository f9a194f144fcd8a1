import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { hairpin } from '../../src/formule-de/circuits/index.js'
import { defaultConfig } from '../../src/formule-de/options.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { gearOptions } from '../../src/formule-de/rules/gear-choice.js'
import { currentMoves, moverOf } from '../../src/formule-de/rules/moves.js'
import { standOptions } from '../../src/formule-de/rules/pits.js'
import { slipstreamMoves } from '../../src/formule-de/rules/slipstream.js'
import { pathOutcome } from '../../src/formule-de/rules/submitted-path.js'
import { playOrder as playOrderOf } from '../../src/formule-de/rules/order.js'
import { resolveRules, type Preset } from '../../src/formule-de/rules/presets.js'
import type { Action } from '../../src/formule-de/actions.js'
import type { Gear } from '../../src/formule-de/dice.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { at, boardWith, carAt, moverAt, ok, raceState, play, track, T, moveTo, legacyHairpin } from './helpers.js'

const inPreset = (preset: Preset, cars: ReadonlyArray<Car>, step: Step, patch: Partial<State> = {}): State =>
  raceState(track, cars, step, { rules: resolveRules(preset), laps: preset === 'basic' ? 2 : 3, ...patch })
const moveStep = (roll: number, engineTest = false): Step => ({ kind: 'move', roll, reason: 'gear', engineTest })

describe('Formule Dé presets: setup', () => {
  it('Presets: a config without preset is the basic game (no weather, no tyres step, basic sheet)', () => {
    const s = ok(formuleDe.setup(defaultConfig({ board: 'hairpin', players: 3, laps: 2 })))
    expect(s.rules.preset).toBe('basic')
    expect(s.step.kind).toBe('grid')
    expect(s.cars[0]?.wear).toEqual({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3 })
    expect(s.sky).toBeNull()
  })
  it('FD-T 3-1, 3-2, 4-0-1, 5: a tournament starts with the qualifying and race weather, the grid, the stands chosen pole first, the builds, then the tyres in grid order', () => {
    // The qualifying laps given by the app (car 1 faster): the session itself is in qualifying.test.ts.
    const lap = (throws: number) =>
      ({ throws, hundredths: 0, overshoots: [], tyre: 'hard', wet: false, missedStops: false }) as const
    const s0 = ok(
      formuleDe.setup({
        ...defaultConfig({ board: 'hairpin', players: 2, rules: 'tournament' }),
        qualifying: [lap(20), lap(18)],
      }),
    )
    expect(s0.step).toEqual({ kind: 'weather', session: 'qualifying' })
    // No build in the config: the sheets are empty until built in play, after the weather (FD-T 5-0-2).
    expect(s0.cars[0]).toMatchObject({
      holding: 0,
      standPoints: 0,
      wear: { tyres: 0, brakes: 0, fuel: 0, body: 0, engine: 0 },
    })
    const { state, events } = play(s0, [
      { type: 'weather', value: 20 },
      { type: 'weather', value: 14 },
    ])
    expect(state.qualifyingSky).toBe('rain-definitive')
    expect(state.sky).toBe('variable')
    // FD-T 3-2-4: a variable start on the track of the qualifying weather (rain: wet).
    expect(state.wet).toBe(true)
    // FD-T 4-0-1: the stands are chosen pole first
    expect(state.step).toEqual({ kind: 'stands' })
    expect(state.order).toEqual([1, 0])
    expect(formuleDe.legalActions(state)).toHaveLength(hairpin.spaces.filter((sp) => sp.kind === 'stand').length)
    const chose = play(state, [{ type: 'choose-stand', stand: 4 }]).state
    expect(formuleDe.legalActions(chose)).not.toContainEqual({ type: 'choose-stand', stand: 4 })
    expect(isLeft(formuleDe.reduce(chose, { type: 'choose-stand', stand: 4 }))).toBe(true)
    const chosen = play(chose, [{ type: 'choose-stand', stand: 0 }]).state
    expect(chosen.cars.map((c) => c.stand)).toEqual([0, 4])
    // FD-T 5: then each car builds, in grid order: stand points kept, then five parts (road holding takes the rest).
    expect(chosen.step).toEqual({ kind: 'build', chosen: [] })
    expect(chosen.order).toEqual([1, 0])
    const build = (stand: number, parts: ReadonlyArray<number>): Action[] => [
      { type: 'build', part: 'stand', points: stand },
      ...(['tyres', 'brakes', 'fuel', 'body', 'engine'] as const).map(
        (part, k): Action => ({ type: 'build', part, points: parts[k] ?? 0 }),
      ),
    ]
    const stood = play(chosen, [...build(2, [5, 4, 2, 3, 3]), ...build(0, [6, 5, 2, 3, 3])]).state
    expect(stood.cars[1]).toMatchObject({
      wear: { tyres: 5, brakes: 4, fuel: 2, body: 3, engine: 3 },
      holding: 3,
      standPoints: 2,
    })
    expect(stood.cars[0]).toMatchObject({
      wear: { tyres: 6, brakes: 5, fuel: 2, body: 3, engine: 3 },
      holding: 3,
      standPoints: 0,
    })
    expect(stood.step).toEqual({ kind: 'tyres' })
    expect(stood.order).toEqual([1, 0])
    expect(formuleDe.legalActions(stood)).toEqual([
      { type: 'tyres', tyre: 'hard' },
      { type: 'tyres', tyre: 'soft' },
      { type: 'tyres', tyre: 'rain' },
    ])
    const after = play(stood, [
      { type: 'tyres', tyre: 'rain' },
      { type: 'tyres', tyre: 'soft' },
    ])
    expect(after.state.cars.map((c) => c.tyre)).toEqual(['soft', 'rain'])
    expect(after.state.step).toEqual({ kind: 'start' })
    expect(events.filter((e) => e.type === 'weather').length).toBe(2)
  })
  it('FD-A 4: a variable start in the advanced rules is on a dry track', () => {
    const s0 = ok(formuleDe.setup({ ...defaultConfig({ board: 'hairpin', players: 2, laps: 3, rules: 'advanced' }) }))
    expect(s0.step).toEqual({ kind: 'weather', session: 'race' })
    const s = play(s0, [{ type: 'weather', value: 14 }]).state
    expect([s.sky, s.wet]).toEqual(['variable', false])
  })
  it('FD-A 2: given qualifying laps decide the grid (no grid draw)', () => {
    const laps = [
      { throws: 20, hundredths: 0, overshoots: [], tyre: 'hard' as const, wet: false, missedStops: false },
      { throws: 18, hundredths: 0, overshoots: [], tyre: 'hard' as const, wet: false, missedStops: false },
    ]
    const s = ok(
      formuleDe.setup({
        ...defaultConfig({ board: 'hairpin', players: 2, laps: 2, rules: 'advanced' }),
        rules: { weather: false, tyres: false },
        qualifying: laps,
      }),
    )
    expect(s.cars[1]?.space).toBe(hairpin.grid[0])
    expect(s.cars[0]?.space).toBe(hairpin.grid[1])
    // No grid draw: the builds (FD-A 5) follow at once, in that grid order.
    expect(s.step.kind).toBe('build')
    expect(s.order).toEqual([1, 0])
  })
  it('FD-A 5 / FD-T 5-0-2: builds are checked at setup', () => {
    const bad = formuleDe.setup({
      ...defaultConfig({ board: 'hairpin', players: 1, rules: 'tournament' }),
      builds: [{ tyres: 6, brakes: 4, fuel: 2, body: 3, engine: 3, holding: 2, stand: 0 }],
    })
    expect(isLeft(bad) && bad.left.code).toBe('BUILD_POINTS')
    const good = ok(
      formuleDe.setup({
        ...defaultConfig({ board: 'hairpin', players: 1, rules: 'tournament' }),
        builds: [{ tyres: 8, brakes: 4, fuel: 2, body: 3, engine: 3, holding: 2, stand: 0 }],
      }),
    )
    expect(good.cars[0]).toMatchObject({
      wear: { tyres: 8, brakes: 4, fuel: 2, body: 3, engine: 3 },
      holding: 2,
      standPoints: 0,
    })
  })
  it('FD-T 2-0-3: a tournament race is 3 laps', () => {
    const r = formuleDe.setup({ ...defaultConfig({ board: 'hairpin', players: 2, rules: 'tournament' }), laps: 2 })
    expect(isLeft(r) && r.left.code).toBe('BAD_LAPS')
  })
})

describe('Formule Dé advanced rules: tyres in the race', () => {
  it('FD-T 8-2-1 / 8-5-1: soft tyres on their first lap may add 1 space (optional)', () => {
    const s = inPreset('advanced', [carAt(T(1, 2), { gear: 3, tyre: 'soft' })], moveStep(5))
    const ends = currentMoves(s)
      .filter((m) => m.brake === 0)
      .map((m) => m.end)
    expect(ends).toContain(T(1, 7))
    expect(ends).toContain(T(1, 8))
    const hard = inPreset('advanced', [carAt(T(1, 2), { gear: 3, tyre: 'hard' })], moveStep(5))
    expect(currentMoves(hard).map((m) => m.end)).not.toContain(T(1, 8))
  })
  it('FD-T 19-3-5: no soft-tyre bonus on the quick-stop exit move', () => {
    const s = inPreset('advanced', [carAt(T(1, 2), { gear: 4, tyre: 'soft' })], {
      kind: 'move',
      roll: 3,
      reason: 'pit-exit',
      engineTest: false,
    })
    expect(currentMoves(s).map((m) => m.end)).not.toContain(T(1, 6))
  })
  it('FD-T 10-0-1: an overshoot costs spaces × the tyre multiplier (soft ×2)', () => {
    // In the 1-stop corner with no stop yet: 5 spaces from level 19 leave it 1 space out.
    const s = inPreset('advanced', [carAt(T(1, 19), { gear: 4, tyre: 'soft', lap: 2, tyreLap: 1 })], moveStep(6))
    const o = currentMoves(s).find((m) => m.overshoot === 2 && m.brake === 0)
    expect(o?.tyresLost).toBe(4)
    const hard = inPreset('advanced', [carAt(T(1, 19), { gear: 4, tyre: 'hard' })], moveStep(6))
    expect(currentMoves(hard).find((m) => m.overshoot === 2 && m.brake === 0)?.tyresLost).toBe(2)
  })
})

describe('Formule Dé advanced rules: weather in the race', () => {
  it('FD-A 4 sous la pluie: a collision test damages on 1–2 on a wet track', () => {
    const cars = [carAt(T(1, 10), { gear: 3 }), carAt(T(0, 10))]
    const wet = inPreset(
      'advanced',
      cars,
      {
        kind: 'collision',
        others: [1],
        involved: 1,
        eliminated: 0,
        moverRolls: 0,
        engineTest: false,
        wallAfter: false,
        aggravated: false,
      },
      { wet: true },
    )
    const { events } = play(wet, [{ type: 'collision', value: 2 }])
    expect(events.find((e) => e.type === 'collision-roll')).toMatchObject({ damaged: true })
    const dry: State = { ...wet, wet: false, sky: 'sun-definitive' }
    expect(play(dry, [{ type: 'collision', value: 2 }]).events.find((e) => e.type === 'collision-roll')).toMatchObject({
      damaged: false,
    })
  })
  it('FD-A 4: a 20 in 5th under variable weather: the weather die at once (advanced)', () => {
    const s = inPreset('advanced', [carAt(T(1, 0), { gear: 5 })], moveStep(20, true), { sky: 'variable' })
    const a = play(s, [moveTo(s, T(1, 20 - 0 > 19 ? 19 : 20), 1)]).state
    // engine test first, then the weather
    expect(a.step.kind).toBe('engine')
    const b = play(a, [{ type: 'engine', value: 10 }]).state
    expect(b.step).toEqual({ kind: 'weather', session: 'evolution' })
    const c = play(b, [{ type: 'weather', value: 20 }])
    expect(c.state.sky).toBe('rain-temporary')
    expect(c.state.wet).toBe(true)
  })
  it('FD-T 3-2-5: in the tournament the weather die is rolled at the end of the round', () => {
    const s = inPreset('tournament', [carAt(T(1, 0), { gear: 5 }), carAt(T(2, 30), { gear: 1 })], moveStep(20, true), {
      sky: 'variable',
      order: [0, 1],
    })
    const a = play(s, [moveTo(s, T(1, 19), 1), { type: 'engine', value: 10 }]).state
    expect(a.skyRollDue).toBe(true)
    expect(a.step.kind).toBe('gear')
    expect(a.order).toEqual([1])
    const b = play(a, [
      { type: 'gear', gear: 1 },
      { type: 'roll', value: 1 },
    ])
    const c = play(b.state, [moveTo(b.state, T(2, 31))]).state
    expect(c.step).toEqual({ kind: 'weather', session: 'evolution' })
    const d = play(c, [{ type: 'weather', value: 1 }]).state
    expect(d.sky).toBe('sun-temporary')
    expect(d.step.kind).toBe('gear')
  })
  it('FD-A 4: the engine test fails on 1–3 only on a wet track', () => {
    const s = inPreset(
      'advanced',
      [carAt(T(1, 0), { gear: 5 })],
      { kind: 'engine', queue: [0] },
      { sky: 'rain-definitive', wet: true },
    )
    expect(play(s, [{ type: 'engine', value: 4 }]).events.find((e) => e.type === 'engine-roll')).toMatchObject({
      damaged: false,
    })
    expect(play(s, [{ type: 'engine', value: 3 }]).events.find((e) => e.type === 'engine-roll')).toMatchObject({
      damaged: true,
    })
  })
})

describe('Formule Dé advanced rules: slipstream (FD-A 1, FD-T 18)', () => {
  const pair = (leaderGear: number, patch: Partial<Car> = {}): State =>
    inPreset(
      'advanced',
      [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: leaderGear as 4, ...patch })],
      moveStep(7),
    )
  it('FD-T 18-0-2 / 18-0-3: ending right behind a car in 4th, 3 more spaces in one of the ways a, b, c', () => {
    const s = play(pair(4), [moveTo(pair(4), T(1, 11))]).state
    expect(s.step.kind).toBe('slipstream')
    const ends = slipstreamMoves(s)
      .filter((m) => m.brake === 0)
      .map((m) => m.end)
    expect(ends).toContain(T(1, 14)) // (a) out, past, back in front
    expect(ends).toContain(T(0, 14)) // (b) one lane out and straight on
    expect(ends).toContain(T(2, 14))
    expect(formuleDe.legalActions(s)).toContainEqual({ type: 'no-slipstream' })
    const o = slipstreamMoves(s).find((m) => m.end === T(0, 14) && m.brake === 0)
    const t = play(s, [{ type: 'slipstream', path: o?.path ?? [], brake: 0 }])
    expect(t.state.cars[0]?.space).toBe(T(0, 14))
    expect(t.events[0]).toMatchObject({ type: 'slipstream', car: 0 })
  })
  it('FD-T 18-1-2: braking within the slipstream costs brake points', () => {
    const s = play(pair(4), [moveTo(pair(4), T(1, 11))]).state
    const braked = slipstreamMoves(s).find((m) => m.brake === 1)
    expect(braked?.brakesLost).toBe(1)
    expect(braked?.path.length).toBe(2)
  })
  it('FD-T 18-4: no slipstream behind a car in a higher gear, nor below 4th', () => {
    expect(play(pair(5), [moveTo(pair(5), T(1, 11))]).state.step.kind).not.toBe('slipstream')
    const low = inPreset('advanced', [carAt(T(1, 4), { gear: 3 }), carAt(T(1, 12), { gear: 3 })], moveStep(7))
    expect(play(low, [moveTo(low, T(1, 11))]).state.step.kind).not.toBe('slipstream')
  })
  it('FD-A 1 condition 6 / FD-T 18-1-6: no braking to set up a slipstream', () => {
    const s = inPreset('advanced', [carAt(T(1, 3), { gear: 4 }), carAt(T(1, 12), { gear: 4 })], moveStep(9))
    expect(play(s, [moveTo(s, T(1, 11), 1)]).state.step.kind).not.toBe('slipstream')
  })
  it('FD-T 10-4-4 / 18-1-7: never off a spun car', () => {
    expect(play(pair(4, { spun: true }), [moveTo(pair(4, { spun: true }), T(1, 11))]).state.step.kind).not.toBe(
      'slipstream',
    )
  })
  it('FD-T 18-1-3: slipstreams chain — ending right behind another car gives another one', () => {
    const s0 = inPreset(
      'advanced',
      [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4 }), carAt(T(0, 15), { gear: 4 })],
      moveStep(7),
    )
    const s = play(s0, [moveTo(s0, T(1, 11))]).state
    const o = slipstreamMoves(s).find((m) => m.end === T(0, 14) && m.brake === 0)
    const t = play(s, [{ type: 'slipstream', path: o?.path ?? [], brake: 0 }]).state
    expect(t.step.kind).toBe('slipstream')
    expect(t.order[0]).toBe(0)
  })
  it('FD-A 1 condition 4 / FD-T 18-1-4: a slipstream into a corner costs a brake point; FD-T 18-2-3: not once inside', () => {
    const s0 = inPreset('advanced', [carAt(T(1, 10), { gear: 4 }), carAt(T(1, 18), { gear: 4 })], moveStep(7))
    const s = play(s0, [moveTo(s0, T(1, 17))]).state
    const into = slipstreamMoves(s).find((m) => m.end === T(1, 20) && m.brake === 0)
    expect(into?.brakesLost).toBe(1)
    const t = play(s, [{ type: 'slipstream', path: into?.path ?? [], brake: 0 }])
    expect(t.events).toContainEqual(
      expect.objectContaining({ type: 'wear', part: 'brakes', amount: 1, reason: 'slipstream-into-corner' }),
    )
    const inside = inPreset(
      'advanced',
      [carAt(T(1, 20), { gear: 4, corner: 0, stops: 1 }), carAt(T(1, 22), { gear: 4, corner: 0 })],
      moveStep(1),
    )
    const u = play(inside, [moveTo(inside, T(1, 21))]).state
    expect(
      slipstreamMoves(u).every((m) => m.brakesLost === m.brake + (m.blocked > 0 ? m.brakesLost - m.brake : 0)),
    ).toBe(true)
  })
  it('FD-B: no slipstream at all in the basic preset', () => {
    const s = raceState(track, [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4 })], moveStep(7))
    expect(play(s, [moveTo(s, T(1, 11))]).state.step.kind).not.toBe('slipstream')
  })
})

describe('Formule Dé advanced rules: road holding (FD-A 6, FD-T 17)', () => {
  // A legal build with 2 road-holding points: one tyre point fewer than the 2-lap sheet (FD-A 5: 20 points).
  const TWO_HOLDING: Partial<Car> = {
    wear: { tyres: 5, brakes: 4, fuel: 3, body: 3, engine: 3 },
    sheet: { tyres: 5, brakes: 4, fuel: 3, body: 3, engine: 3, holding: 2, stand: 0 },
  }
  it('FD-T 14-1 / 17-0-1: a body point lost in a collision makes the space dangerous', () => {
    const cars = [carAt(T(1, 10), { gear: 3 }), carAt(T(0, 10))]
    const s = inPreset('advanced', cars, {
      kind: 'collision',
      others: [1],
      involved: 1,
      eliminated: 0,
      moverRolls: 0,
      engineTest: false,
      wallAfter: false,
      aggravated: false,
    })
    const t = play(s, [{ type: 'collision', value: 1 }])
    expect(t.state.dangerous).toEqual([T(0, 10)])
    const basic = raceState(track, cars, {
      kind: 'collision',
      others: [1],
      involved: 1,
      eliminated: 0,
      moverRolls: 0,
      engineTest: false,
      wallAfter: false,
      aggravated: false,
    })
    expect(play(basic, [{ type: 'collision', value: 1 }]).state.dangerous).toEqual([])
  })
  it('FD-T 13-3: an engine point lost shifting down marks the space where the move began', () => {
    const s = inPreset('advanced', [carAt(T(1, 10), { gear: 6 })], { kind: 'gear' })
    const t = play(s, [{ type: 'gear', gear: 2 }])
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'wear', part: 'engine', reason: 'overrev' }))
    expect(t.state.dangerous).toEqual([T(1, 10)])
    expect(play(s, [{ type: 'gear', gear: 3 }]).state.dangerous).toEqual([])
  })
  it('FD-T 17-0-2: entering a dangerous space means a road-holding test, 1–4 dry loses a point', () => {
    const s = inPreset('advanced', [carAt(T(1, 2), { gear: 3, holding: 2, ...TWO_HOLDING })], moveStep(4), {
      dangerous: [T(1, 4)],
    })
    const a = play(s, [moveTo(s, T(1, 6))]).state
    expect(a.step).toEqual({
      kind: 'holding',
      tests: ['holding'],
      engineTest: false,
      wallAfter: false,
      collided: false,
    })
    const b = play(a, [{ type: 'holding', value: 4 }]).state
    expect(b.cars[0]?.holding).toBe(1)
    const c = play(a, [{ type: 'holding', value: 5 }]).state
    expect(c.cars[0]?.holding).toBe(2)
  })
  it('FD-T 17-0-3 / 20-5: the last road-holding point lost eliminates at once and leaves no mark', () => {
    const s = inPreset('advanced', [carAt(T(1, 2), { gear: 3, holding: 1 })], moveStep(4), { dangerous: [T(1, 4)] })
    const a = play(s, [moveTo(s, T(1, 6)), { type: 'holding', value: 1 }]).state
    expect(a.cars[0]).toMatchObject({ status: 'out', out: 'holding' })
    expect(a.dangerous).toEqual([T(1, 4)])
  })
  it('FD-T 17-2: a car that stays on a dangerous space takes no road-holding test', () => {
    const s = inPreset('advanced', [carAt(T(1, 4), { gear: 1, holding: 2, ...TWO_HOLDING })], moveStep(1), {
      dangerous: [T(1, 4)],
    })
    expect(play(s, [moveTo(s, T(1, 4), 1)]).state.step.kind).not.toBe('holding')
  })
  it('FD-A 6 remarque / FD-T 7-2-4, 7-3-5: avoiding a dangerous space justifies coming back to the lane', () => {
    const path = [T(0, 3), T(0, 4), T(1, 5)]
    const clear = pathOutcome(boardWith(track, []), moverAt(T(1, 2)), path, 3, 0)
    expect(clear.ok ? 'ok' : clear.code).toBe('ZIGZAG')
    const board = { ...boardWith(track, []), dangerous: track.spaces.map((s) => s.id === T(1, 4)) }
    const avoid = pathOutcome(board, moverAt(T(1, 2)), path, 3, 0)
    expect(avoid.ok).toBe(true)
  })
  it('FD-T 7-3-5: the player chooses whether to drive through the dangerous space (fewer tests) or around it', () => {
    const s = inPreset('advanced', [carAt(T(1, 2), { gear: 3, holding: 2 })], moveStep(4), { dangerous: [T(1, 4)] })
    const toSix = currentMoves(s).filter((m) => m.end === T(1, 6) && m.brake === 0)
    expect(toSix.map((m) => m.hazards).sort()).toEqual([0, 1])
  })
})

describe('Formule Dé advanced rules: stands and pit points (FD-A 7, FD-T 19)', () => {
  const stand0 = legacyHairpin.spaces.find((s) => s.kind === 'stand' && s.stand === 0)?.id ?? -1
  const atStand = (preset: Preset, patch: Partial<Car> = {}): State =>
    raceState(
      legacyHairpin,
      [carAt(stand0, { gear: 3, pit: 'stand', serviced: true, lap: 2, standPoints: 2, ...patch })],
      { kind: 'stand', engineTest: false },
      { rules: resolveRules(preset), laps: 3 },
    )
  it('FD-A 7: at its stand the car announces a quick stop or a long stop, with its tyres', () => {
    const s = atStand('advanced', { wear: { tyres: 6, brakes: 1, fuel: 3, body: 2, engine: 3 } })
    const opts = standOptions(s, 0)
    expect(opts).toContainEqual({
      type: 'stand',
      tyre: 'soft',
      stop: 'quick',
      repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 },
    })
    expect(opts).toContainEqual({
      type: 'stand',
      tyre: 'hard',
      stop: 'long',
      repairs: { brakes: 1, fuel: 0, body: 1, engine: 0, holding: 0 },
    })
    // only lost points are restored, never fuel outside the tournament
    expect(opts.some((o) => o.repairs.engine > 0 || o.repairs.fuel > 0)).toBe(false)
    expect(opts.some((o) => o.repairs.body > 1)).toBe(false)
  })
  it('FD-T 19-4: a long stop restores points from the stand; the car leaves next round in 4th at most', () => {
    const s = atStand('advanced', { wear: { tyres: 6, brakes: 1, fuel: 3, body: 2, engine: 3 } })
    const t = play(s, [
      { type: 'stand', tyre: 'hard', stop: 'long', repairs: { brakes: 1, fuel: 0, body: 1, engine: 0, holding: 0 } },
    ])
    expect(t.state.cars[0]).toMatchObject({ wear: { brakes: 2, body: 3 }, standPoints: 0, pit: 'waiting' })
    expect(gearOptions(t.state, 0)).toEqual([1, 2, 3, 4])
  })
  it('FD-T 19-1-9 / 19-3-4: in the tournament no 1st gear between the stand and the pit exit', () => {
    const t = play(atStand('tournament'), [
      { type: 'stand', tyre: 'hard', stop: 'long', repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 } },
    ])
    expect(gearOptions(t.state, 0)).toEqual([2, 3, 4])
  })
  it('FD-T 19-2-3 / 19-3: a quick stop changes the tyre set (its lap count starts again) and rolls the black die', () => {
    const t = play(atStand('advanced', { tyre: 'hard' }), [
      { type: 'stand', tyre: 'soft', stop: 'quick', repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 } },
    ])
    expect(t.state.cars[0]).toMatchObject({ tyre: 'soft', tyreLap: 2 })
    expect(t.state.step).toEqual({ kind: 'pit', engineTest: false })
  })
  it('FD-T 19-2-4 / 19-1-7: in the tournament the pit lane needs a full lap on the set, and is closed on the last lap', () => {
    const entry = at(legacyHairpin, 0, 25)
    const mk = (lap: number, tyreLap: number): State =>
      raceState(
        legacyHairpin,
        [carAt(entry, { lap, tyreLap })],
        { kind: 'gear' },
        { rules: resolveRules('tournament'), laps: 3 },
      )
    expect(moverOf(mk(1, 0), 0).pitAllowed).toBe(false)
    expect(moverOf(mk(2, 0), 0).pitAllowed).toBe(true)
    expect(moverOf(mk(2, 1), 0).pitAllowed).toBe(false)
    expect(moverOf(mk(3, 0), 0).pitAllowed).toBe(false)
  })
})

describe('Formule Dé tournament clarifications', () => {
  it('FD-T 10-4-6: a spun car restarts with the black die — 1 stalls, 20 jumps 4 spaces, otherwise 1st at once', () => {
    const mk = (): State => inPreset('tournament', [carAt(T(1, 5), { gear: 5, spun: true })], { kind: 'gear' })
    const start: State = { ...mk(), step: { kind: 'start' } }
    const stall = play(start, [{ type: 'start', value: 1 }]).state
    expect(stall.cars[0]).toMatchObject({ stalled: true, spun: false, gear: 1 })
    const jump = play(start, [{ type: 'start', value: 20 }]).state
    expect(jump.step).toMatchObject({ kind: 'move', roll: 4, reason: 'super-start' })
    const normal = play(start, [{ type: 'start', value: 9 }]).state
    expect(normal.step).toEqual({ kind: 'roll', gear: 1 })
  })
  it("FD-T 10-4-6: after its spin the car's next turn begins with the black die (tournament), with 1st gear (advanced)", () => {
    const mover = carAt(T(1, 19), { gear: 4 })
    const spinning = (preset: Preset): State =>
      inPreset(preset, [{ ...mover, wear: { ...mover.wear, tyres: 1 } }, carAt(T(2, 2), { gear: 1 })], moveStep(5), {
        order: [0, 1],
      })
    const next = (preset: Preset): Step => {
      const s = spinning(preset)
      const o = currentMoves(s).find((m) => m.spin && m.brake === 0)
      const a = play(s, [{ type: 'move', path: o?.path ?? [], brake: 0 }]).state
      const b = play(a, [
        { type: 'gear', gear: 1 },
        { type: 'roll', value: 1 },
      ]).state
      return play(b, [moveTo(b, T(2, 3))]).state.step
    }
    expect(next('tournament')).toEqual({ kind: 'start' })
    expect(next('advanced')).toEqual({ kind: 'gear' })
  })
  it('FD-T 14-3: a collision with a spun car is an aggravated test (1–2 dry)', () => {
    // The car ends its move beside a spun car: the collision that begins is aggravated.
    const cars = [carAt(T(1, 6), { gear: 2 }), carAt(T(0, 10), { spun: true })]
    const collide = (preset: Preset) => {
      const s = inPreset(preset, cars, moveStep(4))
      return play(s, [moveTo(s, T(1, 10))]).state
    }
    expect(collide('tournament').step).toMatchObject({ kind: 'collision', others: [1], aggravated: true })
    expect(collide('advanced').step).toMatchObject({ kind: 'collision', others: [1], aggravated: false })
    expect(
      play(collide('tournament'), [{ type: 'collision', value: 2 }]).events.find((e) => e.type === 'collision-roll'),
    ).toMatchObject({ damaged: true })
    expect(
      play(collide('advanced'), [{ type: 'collision', value: 2 }]).events.find((e) => e.type === 'collision-roll'),
    ).toMatchObject({ damaged: false })
  })
})

describe('Formule Dé advanced rules: sliding on a wet track (FD-A 3, FD-T 8)', () => {
  // A long 1-stop corner: levels 20-27.
  const long = circuitBuilder('Long', 3, { stagger: false })
    .straight(20)
    .corner({ name: 'Long', stops: 1, lanes: [8, 8, 8] })
    .straight(20)
    .grid(6)
    .build()
  const L = (lane: number, level: number): number => at(long, lane, level)
  const wetState = (car: Partial<Car>, roll: number, wet = true): State =>
    raceState(long, [carAt(L(1, 17), { gear: 3, ...car })], moveStep(roll), {
      rules: resolveRules('advanced'),
      laps: 3,
      wet,
      sky: wet ? 'rain-definitive' : 'sun-definitive',
    })
  // Full moves (no braking) ending in lane 1.
  const fullEnds = (s: State): number[] =>
    currentMoves(s)
      .filter((m) => m.brake === 0 && m.blocked === 0 && long.spaces[m.end]?.lane === 1)
      .map((m) => m.end)
  it('FD-T 8-1-2: hard tyres on a wet track slide 3 more spaces when the move ends in a corner where stops are owed', () => {
    expect(fullEnds(wetState({ tyre: 'hard' }, 4))).toEqual([L(1, 24)])
    expect(currentMoves(wetState({ tyre: 'hard' }, 4)).find((m) => m.end === L(1, 24))?.slid).toBe(true)
  })
  it('FD-T 8-3-2: rain tyres on a wet track slide 1 space', () => {
    expect(fullEnds(wetState({ tyre: 'rain' }, 4))).toEqual([L(1, 22)])
  })
  it('FD-T 8-5-1: no slide on a dry track, nor when the move ends on a straight', () => {
    expect(fullEnds(wetState({ tyre: 'hard' }, 4, false))).toEqual([L(1, 21)])
    expect(fullEnds(wetState({ tyre: 'hard' }, 2))).toEqual([L(1, 19)])
  })
  it('FD-T 7-1-1: once the stops are made, a stop inside the corner no longer slides', () => {
    const s = raceState(long, [carAt(L(1, 21), { gear: 2, corner: 0, stops: 1 })], moveStep(2), {
      rules: resolveRules('advanced'),
      laps: 3,
      wet: true,
      sky: 'rain-definitive',
    })
    expect(fullEnds(s)).toEqual([L(1, 23)])
  })
  it('FD-T 6-3 steps 6 and 9: brakes come after the slide (stopping 2 short of the slide costs 2 brake points)', () => {
    const o = currentMoves(wetState({ tyre: 'hard' }, 4)).find((m) => m.end === L(1, 22))
    expect(o?.brake).toBe(2)
  })
  it('the submitted path must stop at the roll when the car does not slide', () => {
    const s = wetState({ tyre: 'hard' }, 2)
    const r = formuleDe.reduce(s, { type: 'move', path: [L(1, 18), L(1, 19), L(1, 20)], brake: 0 })
    expect(isLeft(r) && r.left.code).toBe('PAST_THE_ROLL')
  })
})

describe('Formule Dé tournament: wrecks, play order (FD-T 20-7, 14-3, 9-1-3, 10-4-7)', () => {
  const collide: Step = {
    kind: 'collision',
    others: [1],
    involved: 1,
    eliminated: 0,
    moverRolls: 0,
    engineTest: false,
    wallAfter: false,
    aggravated: false,
  }
  it('FD-T 14-2 / 20-7: a car out on body stays on its space until the next round (tournament); at once otherwise', () => {
    const cars = [
      carAt(T(1, 10), { gear: 3 }),
      carAt(T(0, 10), { wear: { tyres: 6, brakes: 4, fuel: 3, body: 1, engine: 3 } }),
      carAt(T(2, 2)),
    ]
    const t = play(inPreset('tournament', cars, collide), [{ type: 'collision', value: 1 }]).state
    expect(t.cars[1]).toMatchObject({ status: 'out', out: 'body', wreck: true })
    expect(t.dangerous).toContain(T(0, 10))
    // taken off when the next round starts
    const b = play(t, [
      { type: 'gear', gear: 1 },
      { type: 'roll', value: 1 },
    ])
    const c = play(b.state, [moveTo(b.state, T(2, 3))]).state
    expect(c.round).toBe(4)
    expect(c.cars[1]?.wreck).toBe(false)
    const a = play(inPreset('advanced', cars, collide), [{ type: 'collision', value: 1 }]).state
    expect(a.cars[1]).toMatchObject({ status: 'out', wreck: false })
  })
  it('FD-T 20-7: a car out on road holding or off the track is removed at once, with no mark', () => {
    // A second car still to play this round: a wreck would stay on the track until the next round.
    const s = inPreset('tournament', [carAt(T(1, 2), { gear: 3, holding: 1 }), carAt(T(2, 30))], moveStep(4), {
      dangerous: [T(1, 4)],
    })
    const a = play(s, [moveTo(s, T(1, 6)), { type: 'holding', value: 1 }]).state
    expect(a.order).toEqual([1])
    expect(a.cars[0]).toMatchObject({ out: 'holding', wreck: false })
  })
  it('FD-T 14-3 / 20-6: a car ending beside a body wreck tests its body with aggravated odds (1–2 dry)', () => {
    const wreck = carAt(T(0, 10), { status: 'out', out: 'body', wreck: true })
    const s = inPreset('tournament', [carAt(T(1, 6), { gear: 2 }), wreck], moveStep(4))
    const a = play(s, [moveTo(s, T(1, 10))]).state
    expect(a.step).toMatchObject({ kind: 'collision', others: [], moverRolls: 1 })
    const b = play(a, [{ type: 'collision', value: 2 }])
    expect(b.events.find((e) => e.type === 'collision-roll')).toMatchObject({ car: 0, damaged: true })
  })
  it('FD-T 12-1-2: a wreck blocks the track until it is taken off at the next round', () => {
    const wreck = carAt(T(1, 8), { status: 'out', out: 'blocking', wreck: true })
    const s = inPreset('tournament', [carAt(T(1, 6), { gear: 2 }), wreck], moveStep(2))
    expect(
      currentMoves(s)
        .map((m) => m.path)
        .some((p) => p.includes(T(1, 8))),
    ).toBe(false)
  })
  it('FD-T 16-0-5 / 18-1-8: a slipstream may be taken off a car that has just broken its engine', () => {
    const s0 = inPreset(
      'tournament',
      [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4, status: 'out', out: 'engine', wreck: true })],
      moveStep(7),
    )
    expect(play(s0, [moveTo(s0, T(1, 11))]).state.step.kind).toBe('slipstream')
  })
  it('FD-T 9-1-3 / 10-4-7: at the same level a stalled car plays after the other car, a spun car counts as in 1st', () => {
    // The other car (car 1) is to play; the order of the next round is the question.
    const mk = (preset: Preset, waiting: Partial<Car>, otherGear: Gear): ReadonlyArray<number> => {
      const other = carAt(T(2, 10), { gear: otherGear, arrival: 2 })
      const s = inPreset(preset, [carAt(T(0, 10), waiting), other], { kind: 'gear' }, { order: [1, 0] })
      return formuleDe.status(s).kind === 'decision' ? playOrderOf(s) : []
    }
    // Stalled (in 1st, arrived first): first in the advanced rules (FD-B), last in the tournament (FD-T 9-1-3).
    const stalled: Partial<Car> = { gear: 1, stalled: true, arrival: 1 }
    expect(mk('tournament', stalled, 1)).toEqual([1, 0])
    expect(mk('advanced', stalled, 1)).toEqual([0, 1])
    // Spun in 3rd against a car in 2nd: the higher gear plays first (FD-T 6-2-3), but the tournament
    // compares the spun car's 1st, where its lever is put for its restart (FD-T 10-4-7).
    const spun: Partial<Car> = { gear: 3, spun: true, arrival: 1 }
    expect(mk('tournament', spun, 2)).toEqual([1, 0])
    expect(mk('advanced', spun, 2)).toEqual([0, 1])
  })
})

describe('Formule Dé tournament: the pit lane (FD-T 19-1-8)', () => {
  it('FD-T 19-1-8: once in the pit lane the car engages a gear whose best roll reaches its stand (else the highest allowed)', () => {
    // Car 6 (index 5) at the first pit-lane space: its stand is 6 spaces on.
    const first = legacyHairpin.spaces.find((s) => s.kind === 'pit')?.id ?? -1
    const others = [2, 4, 6, 8, 10].map((lv) => carAt(at(legacyHairpin, 2, lv)))
    const mk = (preset: Preset, gear: number): State =>
      raceState(
        legacyHairpin,
        [...others, carAt(first, { gear: gear as 3, pit: 'lane', lap: 2 })],
        { kind: 'gear' },
        { rules: resolveRules(preset), laps: 3, order: [5, 0, 1, 2, 3, 4] },
      )
    expect(gearOptions(mk('tournament', 3), 5)).toEqual([3, 4])
    expect(gearOptions(mk('tournament', 2), 5)).toEqual([3])
    expect(gearOptions(mk('tournament', 1), 5)).toEqual([2])
    expect(gearOptions(mk('advanced', 3), 5)).toEqual([1, 2, 3, 4])
  })
})

describe('Formule Dé advanced rules: soft tyres on their 3rd lap (FD-A 3)', () => {
  it('FD-A 3: soft tyres not renewed move 1 space less on straights in their 3rd lap (advanced only; FD-T Annexe 3 removed it)', () => {
    const mk = (preset: Preset): State =>
      inPreset(preset, [carAt(T(1, 2), { gear: 3, tyre: 'soft', lap: 3, tyreLap: 0 })], { kind: 'roll', gear: 3 })
    expect(play(mk('advanced'), [{ type: 'roll', value: 6 }]).state.step).toMatchObject({ kind: 'move', roll: 5 })
    expect(play(mk('tournament'), [{ type: 'roll', value: 6 }]).state.step).toMatchObject({ kind: 'move', roll: 6 })
  })
})

describe('Formule Dé tournament: engine inertia (FD-T 16)', () => {
  const broken = (preset: Preset, patch: Partial<Car> = {}): State =>
    inPreset(
      preset,
      [
        carAt(T(1, 2), { gear: 5, wear: { tyres: 5, brakes: 4, fuel: 2, body: 3, engine: 1 }, ...patch }),
        carAt(T(2, 0), { gear: 1 }),
      ],
      { kind: 'engine', queue: [0] },
      { order: [0, 1] },
    )
  it('FD-T 16-0-3: the last engine point lost in 5th: the car plays its inertia next turn with the 4th-gear die, to the farthest space, then leaves a wreck and a sticker', () => {
    const a = play(broken('tournament'), [{ type: 'engine', value: 1 }]).state
    expect(a.cars[0]).toMatchObject({ status: 'racing', inertia: true })
    const b = play(a, [
      { type: 'gear', gear: 1 },
      { type: 'roll', value: 1 },
    ])
    const c = play(b.state, [moveTo(b.state, T(2, 1))]).state
    expect(c.order[0]).toBe(0)
    expect(gearOptions(c, 0)).toEqual([4])
    const d = play(c, [
      { type: 'gear', gear: 4 },
      { type: 'roll', value: 7 },
    ]).state
    const moves = currentMoves(d)
    // only the farthest spaces (no braking)
    expect(moves.every((m) => m.brake === 0 && (track.spaces[m.end]?.level ?? 0) === 9)).toBe(true)
    const e = play(d, [{ type: 'move', path: moves[0]?.path ?? [], brake: 0 }]).state
    expect(e.cars[0]).toMatchObject({ status: 'out', out: 'engine', wreck: true })
    expect(e.dangerous).toContain(moves[0]?.end)
  })
  it('FD-T 16-0-3-1 / Annexe 4: no inertia after a spin, nor outside the tournament', () => {
    expect(play(broken('tournament', { spun: true }), [{ type: 'engine', value: 1 }]).state.cars[0]).toMatchObject({
      status: 'out',
      inertia: false,
    })
    expect(play(broken('advanced'), [{ type: 'engine', value: 1 }]).state.cars[0]).toMatchObject({
      status: 'out',
      inertia: false,
    })
  })
  it('FD-T 16-0-6: past the penultimate corner of the last lap the car limps on, at least one gear lower each turn, skipping gears with its fuel points', () => {
    const limping = (fuel: number): State =>
      inPreset(
        'tournament',
        [carAt(T(1, 30), { gear: 4, lap: 3, inertia: true, wear: { tyres: 6, brakes: 4, fuel, body: 3, engine: 0 } })],
        { kind: 'gear' },
      )
    // "il rétrogradera d'une vitesse ... autorisé à utiliser des PdV consommation": 3rd, or skip to 2nd or 1st.
    expect(gearOptions(limping(3), 0)).toEqual([1, 2, 3])
    // Without fuel no gear is skipped (FD-T 13-1): one gear lower only.
    expect(gearOptions(limping(0), 0)).toEqual([3])
    const s = limping(3)
    const a = play(s, [
      { type: 'gear', gear: 3 },
      { type: 'roll', value: 4 },
    ]).state
    const b = play(a, [{ type: 'move', path: currentMoves(a)[0]?.path ?? [], brake: 0 }]).state
    expect(b.cars[0]).toMatchObject({ status: 'racing', inertia: true, gear: 3 })
    expect(gearOptions(b, 0)).toEqual([1, 2])
    // Skipping 2nd is an overrev: 1 fuel point (FD-T 13-1).
    const c = play(b, [{ type: 'gear', gear: 1 }])
    expect(c.state.cars[0]?.wear.fuel).toBe(2)
    expect(c.events).toContainEqual(
      expect.objectContaining({ type: 'wear', part: 'fuel', amount: 1, reason: 'overrev' }),
    )
  })
  it('FD-T 16-0-5 / 18-1-7: no slipstream for or on a car in inertia', () => {
    const s0 = inPreset(
      'tournament',
      [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4, inertia: true })],
      moveStep(7),
    )
    expect(play(s0, [moveTo(s0, T(1, 11))]).state.step.kind).not.toBe('slipstream')
  })
})

describe('Formule Dé tournament: worked examples on small DSL circuits', () => {
  // FD-T 16-1: a 3-level 1-stop corner (levels 10-12); the broken car 7 spaces before its far edge.
  const bend = circuitBuilder('Inertia', 3, { stagger: false })
    .straight(10)
    .corner({ name: 'K', stops: 1, lanes: [3, 3, 3] })
    .straight(20)
    .grid(2)
    .build()
  const B = (lane: number, level: number): number => at(bend, lane, level)
  const inertiaEnd = (tyre: 'hard' | 'soft' | 'rain', tyres: number, wet: boolean): ReadonlyArray<number> => {
    const car = carAt(B(1, 5), {
      gear: 4,
      inertia: true,
      tyre,
      lap: 1,
      tyreLap: 0,
      wear: { tyres, brakes: 2, fuel: 2, body: 3, engine: 0 },
    })
    const s = raceState(bend, [car], moveStep(7), {
      rules: resolveRules('tournament'),
      laps: 3,
      wet,
      sky: wet ? 'rain-definitive' : 'sun-definitive',
    })
    return [...new Set(currentMoves(s).map((m) => bend.spaces[m.end]?.level ?? -1))]
  }
  it('FD-T 16-1-2: hard tyres on a dry track: the 7 spaces, to A (inside the corner)', () => {
    expect(inertiaEnd('hard', 3, false)).toEqual([12])
  })
  it('FD-T 16-1-3: 9 soft tyres on a dry track: the +1 is used to go farthest, to B (1 space out, 2 tyre points)', () => {
    expect(inertiaEnd('soft', 9, false)).toEqual([13])
  })
  it('FD-T 16-1-4: 9 soft tyres on a wet track: the slide of 3, to C (3 spaces out, 6 tyre points)', () => {
    expect(inertiaEnd('soft', 9, true)).toEqual([15])
  })
  it('FD-T 16-1-5: 3 rain tyres on a wet track: the slide of 1, to D', () => {
    expect(inertiaEnd('rain', 3, true)).toEqual([13])
  })
  it('FD-T 16-0-3: with too few tyres to go farther, the farthest space that does not eliminate the car', () => {
    // 1 soft tyre on a wet track: sliding 3 spaces out (6 points) would eliminate it; braking keeps it in.
    const ends = inertiaEnd('soft', 1, true)
    expect(ends.every((l) => l <= 13)).toBe(true)
  })

  it('FD-T 18-5-4: a car that brakes during a slipstream cannot take a second slipstream', () => {
    const s0 = inPreset(
      'advanced',
      [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4 }), carAt(T(0, 14), { gear: 4 })],
      moveStep(7),
    )
    const s = play(s0, [moveTo(s0, T(1, 11))]).state
    const braked = slipstreamMoves(s).find((m) => m.end === T(0, 13) && m.brake === 1)
    expect(braked).toBeDefined()
    const t = play(s, [{ type: 'slipstream', path: braked?.path ?? [], brake: 1 }]).state
    expect(t.step.kind).not.toBe('slipstream')
    // without braking, the same car ending behind another one may chain
    const full = slipstreamMoves(s).find((m) => m.end === T(2, 14) && m.brake === 0)
    expect(full).toBeDefined()
  })
  it('FD-T 18-5-7 / 18-2-2: a car overshooting a corner cannot take a slipstream', () => {
    // 1-stop corner at levels 20-23; the car leaves it without a stop and ends behind a car.
    const s0 = inPreset('advanced', [carAt(T(1, 18), { gear: 4 }), carAt(T(1, 26), { gear: 4 })], moveStep(7))
    const o = currentMoves(s0).find((m) => m.end === T(1, 25) && m.overshoot > 0)
    expect(o).toBeDefined()
    expect(play(s0, [{ type: 'move', path: o?.path ?? [], brake: 0 }]).state.step.kind).not.toBe('slipstream')
  })
})

describe('Formule Dé tournament: slipstream example 18-5-1 (soft +1 within a chain)', () => {
  it('FD-T 18-5-1 / 18-3-1: a soft-tyred car takes a slipstream, uses its +1 to reach a second one, and the +1 only once', () => {
    // X behind A; after 3 spaces it is one space short of being behind B: the +1 gets it there.
    const s0 = inPreset(
      'advanced',
      [carAt(T(1, 4), { gear: 4, tyre: 'soft' }), carAt(T(1, 12), { gear: 4 }), carAt(T(0, 16), { gear: 4 })],
      moveStep(7),
    )
    const a = play(s0, [moveTo(s0, T(1, 11))]).state
    expect(a.step).toMatchObject({ kind: 'slipstream', bonus: true })
    const withPlus = slipstreamMoves(a).find((m) => m.end === T(0, 15) && m.path.length === 4)
    expect(withPlus).toBeDefined()
    const b = play(a, [{ type: 'slipstream', path: withPlus?.path ?? [], brake: 0 }]).state
    expect(b.step).toMatchObject({ kind: 'slipstream', bonus: false })
    expect(slipstreamMoves(b).every((m) => m.path.length + m.brake + m.blocked === 3)).toBe(true)
  })
  it('FD-T 13 of 6-3: no +1 in a slipstream after a quick-stop exit (the bonus was never available)', () => {
    const s0 = inPreset('advanced', [carAt(T(1, 4), { gear: 4, tyre: 'soft' }), carAt(T(1, 8), { gear: 4 })], {
      kind: 'move',
      roll: 3,
      reason: 'pit-exit',
      engineTest: false,
    })
    const a = play(s0, [moveTo(s0, T(1, 7))]).state
    expect(a.step).toMatchObject({ kind: 'slipstream', bonus: false })
  })
})

describe('Formule Dé tournament: walls on ovals (FD-T 15)', () => {
  const oval = circuitBuilder('Oval', 3, { stagger: false })
    .straight(20, { wall: 2 })
    .corner({ name: 'T', stops: 1, lanes: [4, 4, 4], wall: 2 })
    .straight(20, { wall: 2 })
    .grid(4)
    .build()
  const O = (lane: number, level: number): number => at(oval, lane, level)
  const mk = (preset: Preset, space: number): State =>
    raceState(oval, [carAt(space, { gear: 3 })], moveStep(4), { rules: resolveRules(preset), laps: 3 })
  it('FD-T 15-0-2: entering the lane along the wall means a body test (tournament only)', () => {
    const s = mk('tournament', O(1, 2))
    const into = currentMoves(s).find((m) => m.end === O(2, 6) && m.brake === 0)
    expect(into?.walls).toBe(1)
    const a = play(s, [{ type: 'move', path: into?.path ?? [], brake: 0 }]).state
    expect(a.step).toEqual({ kind: 'holding', tests: ['wall'], engineTest: false, wallAfter: false, collided: false })
    const b = play(a, [{ type: 'holding', value: 1 }])
    expect(b.events).toContainEqual(expect.objectContaining({ type: 'wear', part: 'body', reason: 'wall' }))
    const adv = mk('advanced', O(1, 2))
    expect(currentMoves(adv).find((m) => m.end === O(2, 6) && m.brake === 0)?.walls).toBe(0)
  })
  it('FD-T 15-0-4: no test while the car stays in the lane along the wall', () => {
    const s = mk('tournament', O(2, 2))
    expect(currentMoves(s).find((m) => m.end === O(2, 6) && m.brake === 0)?.walls).toBe(0)
  })
})

describe('Formule Dé tournament: blocking wrecks (FD-T 12-1-2, 12-1-5)', () => {
  it('FD-T 12-1-5: the cars touching a car out by blocking test their body (aggravated), not the car that lost its automatic body point', () => {
    // The mover in 1st is blocked 7+ spaces: a wall of three cars ahead, a fourth beside it.
    const s = inPreset(
      'tournament',
      [carAt(T(1, 5), { gear: 3 }), carAt(T(0, 6)), carAt(T(1, 6)), carAt(T(2, 6)), carAt(T(0, 5))],
      moveStep(8),
    )
    const out = currentMoves(s).find((m) => m.eliminated === 'blocking')
    expect(out).toBeDefined()
    const a = play(s, [{ type: 'move', path: out?.path ?? [], brake: 0 }])
    expect(a.state.cars[0]).toMatchObject({ status: 'out', out: 'blocking', wreck: true })
    expect(a.events).toContainEqual(
      expect.objectContaining({ type: 'wear', car: 2, part: 'body', reason: 'blocked-car-eliminated' }),
    )
    expect(a.state.step).toMatchObject({ kind: 'collision' })
    const others = a.state.step.kind === 'collision' ? a.state.step.others : []
    expect(others).not.toContain(2)
    expect(others).toContain(4)
    // aggravated: 2 damages on a dry track
    const b = play(a.state, [{ type: 'collision', value: 2 }])
    expect(b.events.find((e) => e.type === 'collision-roll')).toMatchObject({ damaged: true })
    expect(a.state.dangerous).toContain(T(1, 5))
  })
})

describe('Formule Dé tournament: slipstream and slide (FD-T 18-5-2, 18-5-3)', () => {
  // A long 1-stop corner (levels 20-27) whose arrows let lane 1 pull out at level 22.
  const arrows = [
    { lane: 1, index: 2, to: 0 },
    { lane: 1, index: 2, to: 2 },
  ]
  const long = circuitBuilder('Long', 3, { stagger: false })
    .straight(20)
    .corner({ name: 'Long', stops: 1, lanes: [8, 8, 8], arrows })
    .straight(20)
    .grid(6)
    .build()
  const L = (lane: number, level: number): number => at(long, lane, level)
  const wet = (cars: ReadonlyArray<Car>, roll: number): State =>
    raceState(long, cars, moveStep(roll), {
      rules: resolveRules('tournament'),
      laps: 3,
      wet: true,
      sky: 'rain-definitive',
    })
  it('FD-T 18-5-2: on a wet track the main move slides first (rain tyres +1), then the slipstream does not slide again', () => {
    const s0 = wet([carAt(L(1, 10), { gear: 5, tyre: 'rain' }), carAt(L(1, 23), { gear: 5 })], 11)
    const main = currentMoves(s0).find((m) => m.end === L(1, 22) && m.brake === 0)
    expect(main?.slid).toBe(true)
    const a = play(s0, [{ type: 'move', path: main?.path ?? [], brake: 0 }]).state
    expect(a.step).toMatchObject({ kind: 'slipstream', slid: true })
    const full = slipstreamMoves(a).filter((m) => m.brake === 0 && m.blocked === 0)
    expect(full.length).toBeGreaterThan(0)
    expect(full.every((m) => m.path.length === 3)).toBe(true)
  })
  it('FD-T 18-5-3: a slipstream into a corner costs a brake point and takes the slide the main move did not take', () => {
    const s0 = wet([carAt(L(1, 8), { gear: 5, tyre: 'rain' }), carAt(L(1, 20), { gear: 5 })], 11)
    const a = play(s0, [moveTo(s0, L(1, 19))]).state
    expect(a.step).toMatchObject({ kind: 'slipstream', slid: false })
    const into = slipstreamMoves(a).find((m) => m.end === L(0, 23) && m.brake === 0)
    expect(into).toMatchObject({ slid: true, brakesLost: 1 })
    expect(into?.path.length).toBe(4)
  })
})
