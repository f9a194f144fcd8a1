import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { moveOdds } from '../../src/formule-de/odds.js'
import { gearOptions } from '../../src/formule-de/rules/gear-choice.js'
import { checkGearChange, GEAR_LIMITS } from '../../src/formule-de/rules/gearbox.js'
import { PRESET_NAMES as PRESETS, resolveRules, type Preset } from '../../src/formule-de/rules/presets.js'
import type { Wear } from '../../src/formule-de/rules/wear.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { carAt, moveTo, play, raceState, T, track } from './helpers.js'

const sheet = (patch: Partial<Wear>): Wear => ({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3, ...patch })
const inPreset = (
  preset: Preset,
  cars: ReadonlyArray<Car>,
  step: Step = { kind: 'gear' },
  patch: Partial<State> = {},
): State => raceState(track, cars, step, { rules: resolveRules(preset), laps: preset === 'basic' ? 2 : 3, ...patch })
// Car 0 on a straight in `gear` with `wear`, car 1 far behind, car 0 to choose its gear.
const shifting = (preset: Preset, gear: Car['gear'], wear: Partial<Wear> = {}): State =>
  inPreset(preset, [carAt(T(1, 10), { gear, wear: sheet(wear) }), carAt(T(2, 1), { gear: 1 })])
const refusal = (s: State, gear: Car['gear']) => {
  const r = formuleDe.reduce(s, { type: 'gear', gear })
  return isLeft(r) ? r.left : null
}

describe('Formule Dé gear-change limits, preset by preset (FD-B boîte de vitesse, sur-régime; FD-T 6-1, 13)', () => {
  it('FD-T 6-1-1: in acceleration no gear may be skipped, in every preset', () => {
    for (const preset of PRESETS) {
      expect(gearOptions(shifting(preset, 3), 0)).not.toContain(5)
      expect(refusal(shifting(preset, 3), 5)).toMatchObject({
        code: 'GEAR_SKIPPED_UP',
        rule: preset === 'tournament' ? 'FD-T 6-1-1' : 'FD-B boîte de vitesse',
      })
    }
  })
  it('FD-T 6-1-2 / 13-2: never from 6th to 1st (4 gears skipped), in every preset', () => {
    for (const preset of PRESETS) {
      expect(gearOptions(shifting(preset, 6), 0)).toEqual([2, 3, 4, 5, 6])
      expect(refusal(shifting(preset, 6), 1)).toMatchObject({ code: 'GEAR_DROP_TOO_LARGE' })
    }
  })
  it('FD-T 5-1-3 / 13-1: with no fuel point left no gear is skipped, in every preset', () => {
    for (const preset of PRESETS) {
      expect(gearOptions(shifting(preset, 5, { fuel: 0 }), 0)).toEqual([4, 5, 6])
      expect(refusal(shifting(preset, 5, { fuel: 0 }), 3)).toMatchObject({
        code: 'NO_FUEL_TO_SKIP',
        rule: preset === 'tournament' ? 'FD-T 5-1-3, 13-1' : 'FD-B sur-régime',
      })
    }
  })
  it('FD-B sur-régime: with no brake point left no drop of 3 or 4 gears — kept in the tournament, which neither repeats nor changes it', () => {
    for (const preset of PRESETS) {
      expect(gearOptions(shifting(preset, 6, { brakes: 0 }), 0)).toEqual([4, 5, 6])
      expect(refusal(shifting(preset, 5, { brakes: 0 }), 2)).toMatchObject({
        code: 'NO_BRAKES_TO_SKIP',
        rule: 'FD-B sur-régime',
      })
    }
  })
  it('FD-B sur-régime / FD-T 16-0-3-1: with 1 engine point the drop of 4 gears is refused in basic and advanced, allowed in the tournament', () => {
    expect(gearOptions(shifting('basic', 6, { engine: 1 }), 0)).toEqual([3, 4, 5, 6])
    expect(gearOptions(shifting('advanced', 5, { engine: 1 }), 0)).toEqual([2, 3, 4, 5, 6])
    expect(refusal(shifting('advanced', 6, { engine: 1 }), 2)).toMatchObject({
      code: 'ENGINE_TOO_WORN_TO_SKIP',
      rule: 'FD-B sur-régime',
    })
    expect(gearOptions(shifting('tournament', 6, { engine: 1 }), 0)).toEqual([2, 3, 4, 5, 6])
    expect(gearOptions(shifting('tournament', 5, { engine: 1 }), 0)).toEqual([1, 2, 3, 4, 5, 6])
    // The table of limits says which presets keep each one.
    expect(Object.keys(GEAR_LIMITS.ENGINE_TOO_WORN_TO_SKIP.rules)).toEqual(['basic', 'advanced'])
    expect(checkGearChange(6, 2, sheet({ engine: 1 }), 'tournament')).toBeNull()
  })
  it('FD-T 13-1: the overrev table in the tournament, paid when the lever goes in (FD-T 6-3 step 3)', () => {
    const paid = (from: Car['gear'], to: Car['gear']): Wear | undefined =>
      play(shifting('tournament', from), [{ type: 'gear', gear: to }]).state.cars[0]?.wear
    expect(paid(6, 5)).toMatchObject({ fuel: 3, brakes: 4, engine: 3 })
    expect(paid(6, 4)).toMatchObject({ fuel: 2, brakes: 4, engine: 3 })
    expect(paid(5, 2)).toMatchObject({ fuel: 2, brakes: 3, engine: 3 })
    expect(paid(6, 2)).toMatchObject({ fuel: 2, brakes: 3, engine: 2 })
  })
})

describe('Formule Dé engine: the overrev that breaks the last engine point (FD-T 16-0-3-1, 20-4-3)', () => {
  it('FD-T 16-0-3-1 / 20-4-3: from 6th into 2nd with 1 engine point the car is out at once, when the lever goes in, and taken off the track', () => {
    const s = shifting('tournament', 6, { engine: 1 })
    const { state, events } = play(s, [{ type: 'gear', gear: 2 }])
    expect(state.cars[0]).toMatchObject({ status: 'out', out: 'engine', wreck: false, inertia: false })
    expect(state.cars[0]?.wear).toMatchObject({ fuel: 2, brakes: 3, engine: 0 })
    // No die is rolled: the next car plays.
    expect(events.some((e) => e.type === 'roll')).toBe(false)
    expect(state.order[0]).toBe(1)
    expect(state.step).toEqual({ kind: 'gear' })
    // FD-T 13-3: the engine point lost by the overrev marks the space where the shift was made.
    expect(state.dangerous).toContain(T(1, 10))
    expect(events.map((e) => e.type)).toEqual(['gear', 'wear', 'wear', 'wear', 'dangerous', 'eliminated'])
  })
  it('FD-T 16-0-3-1 / 20-4-3: from 5th into 1st likewise; nothing is left on the track for the next car', () => {
    const s = inPreset('tournament', [
      carAt(T(1, 10), { gear: 5, wear: sheet({ engine: 1 }) }),
      carAt(T(1, 8), { gear: 2 }),
    ])
    const out = play(s, [{ type: 'gear', gear: 1 }]).state
    expect(out.cars[0]).toMatchObject({ status: 'out', wreck: false })
    // Car 1, right behind, may drive through the space the car was taken off.
    const rolled = play(out, [
      { type: 'gear', gear: 2 },
      { type: 'roll', value: 3 },
    ]).state
    expect(() => moveTo(rolled, T(1, 11))).not.toThrow()
  })
  it('FD-T 16-0-3-1: the odds of such a gear are certain elimination before any die', () => {
    const s = shifting('tournament', 6, { engine: 1 })
    expect(moveOdds(s, 0, 2)).toEqual([{ gear: 2, lines: [{ outcome: { kind: 'eliminated' }, probability: 1 }] }])
  })
  it('FD-T 16-0-3-1 / Annexe 4: a spun car that breaks its last engine point in an engine test has no inertia and is taken off at once', () => {
    const s = inPreset(
      'tournament',
      [carAt(T(1, 2), { gear: 5, spun: true, wear: sheet({ engine: 1 }) }), carAt(T(2, 0), { gear: 1 })],
      { kind: 'engine', queue: [0] },
      { order: [0, 1] },
    )
    const out = play(s, [{ type: 'engine', value: 1 }]).state
    expect(out.cars[0]).toMatchObject({ status: 'out', out: 'engine', inertia: false, wreck: false })
  })
  it('FD-T 16-0-3: the inertia is the 4th-gear die, not a downshift: from 6th it pays no overrev', () => {
    const s = inPreset('tournament', [carAt(T(1, 2), { gear: 6, inertia: true, wear: sheet({ fuel: 1, engine: 0 }) })])
    expect(gearOptions(s, 0)).toEqual([4])
    const t = play(s, [{ type: 'gear', gear: 4 }])
    expect(t.state.cars[0]?.wear.fuel).toBe(1)
    expect(t.events.some((e) => e.type === 'wear')).toBe(false)
  })
})

describe('Formule Dé engine tests: the order of the cars (FD-T 16-0-1)', () => {
  // Car 0 in 5th rolls a 20 from the start of the straight; car 1 in 6th is ahead of where it ends,
  // car 2 in 5th behind it, car 3 in 4th does not test.
  const pushed = (preset: Preset): State =>
    inPreset(
      preset,
      [
        carAt(T(1, 0), { gear: 5 }),
        carAt(T(0, 30), { gear: 6 }),
        carAt(T(2, 5), { gear: 5 }),
        carAt(T(2, 35), { gear: 4 }),
      ],
      { kind: 'roll', gear: 5 },
      { order: [0, 1, 2, 3] },
    )
  it('FD-T 16-0-1: the order of the cars on the track decides the order of the engine tests, the mover included', () => {
    for (const preset of PRESETS) {
      const rolled = play(pushed(preset), [{ type: 'roll', value: 20 }]).state
      const moved = play(rolled, [moveTo(rolled, T(1, 20))]).state
      // Car 1 (level 30) leads, then the mover (20), then car 2 (5).
      expect(moved.step).toEqual({ kind: 'engine', queue: [1, 0, 2] })
      const { events } = play(moved, [
        { type: 'engine', value: 10 },
        { type: 'engine', value: 10 },
        { type: 'engine', value: 10 },
      ])
      expect(events.filter((e) => e.type === 'engine-roll').map((e) => ('car' in e ? e.car : -1))).toEqual([1, 0, 2])
    }
  })
})
