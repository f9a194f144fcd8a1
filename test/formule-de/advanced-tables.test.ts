import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkBuild, defaultBuild, type Build } from '../../src/formule-de/rules/build.js'
import { ELIMINATION_TABLE } from '../../src/formule-de/rules/elimination.js'
import { lapsAllowed, resolveRules } from '../../src/formule-de/rules/presets.js'
import { absoluteTime, qualifyingOrder, type QualifyingLap } from '../../src/formule-de/rules/qualifying.js'
import { slipstreamAllowed } from '../../src/formule-de/rules/slipstream.js'
import { overshootFactor, setLap, slide, softBonus, softThirdLapSlowdown } from '../../src/formule-de/rules/tyres.js'
import {
  evolveSky,
  forecastOf,
  skyAtStart,
  testThreshold,
  wetUnder,
  evolutionOf,
} from '../../src/formule-de/rules/weather.js'
import { DEFAULT_WEATHER } from '../../src/formule-de/circuit/model.js'
import type { Gear } from '../../src/formule-de/dice.js'

const lap = (patch: Partial<QualifyingLap>): QualifyingLap => ({
  throws: 18,
  hundredths: 0,
  overshoots: [],
  tyre: 'hard',
  wet: false,
  missedStops: false,
  ...patch,
})
// Placement errors (FD-T 1-1-11) have no software meaning: the examples' +10 is added by hand.
const PLACEMENT_ERROR = 10

describe('Formule Dé advanced rules: presets', () => {
  it('Presets: basic has no advanced rule, tournament all, advanced all unless switched off', () => {
    const basic = resolveRules('basic', { slipstream: true })
    expect(Object.entries(basic).filter(([k, v]) => k !== 'preset' && v === true)).toEqual([])
    const t = resolveRules('tournament', { slipstream: false })
    expect(Object.entries(t).filter(([k, v]) => k !== 'preset' && v === false)).toEqual([])
    const a = resolveRules('advanced', { slipstream: false, weather: false })
    expect([a.slipstream, a.weather, a.tyres, a.build, a.roadHolding, a.pitPoints, a.qualifying]).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ])
  })
  it('FD-T 0-0-1 / FD-A course sur 3 tours: basic 1–2 laps, advanced 1–3, tournament 3', () => {
    expect(lapsAllowed('basic')).toEqual([1, 2])
    expect(lapsAllowed('advanced')).toEqual([1, 2, 3])
    expect(lapsAllowed('tournament')).toEqual([3])
  })
})

describe('Formule Dé advanced rules: car build (FD-A 5, FD-T 5)', () => {
  const b = (p: Partial<Build>): Build => ({
    tyres: 6,
    brakes: 4,
    fuel: 2,
    body: 3,
    engine: 3,
    holding: 2,
    stand: 0,
    ...p,
  })
  it('FD-A 5: 20 points over the six parameters, at least 1 each', () => {
    expect(checkBuild(b({}), 0)).toBeNull()
    expect(checkBuild(b({ holding: 0, tyres: 8 }), 0)?.code).toBe('BUILD_PART_EMPTY')
    expect(checkBuild(b({ tyres: 7 }), 0)?.code).toBe('BUILD_POINTS')
    expect(checkBuild(b({ stand: 1, tyres: 5 }), 0)?.code).toBe('BUILD_POINTS')
  })
  it('FD-T 5-0-2 / 5-3: 20 points plus the 2 stand points, on the car (up to 22) or kept at the stand', () => {
    expect(checkBuild(b({ tyres: 8 }), 2)).toBeNull()
    expect(checkBuild(b({ tyres: 7, stand: 1 }), 2)).toBeNull()
    expect(checkBuild(b({ stand: 2 }), 2)).toBeNull()
    expect(checkBuild(b({ tyres: 9 }), 2)?.code).toBe('BUILD_POINTS')
    expect(checkBuild(b({ tyres: 5, stand: 3 }), 2)?.rule).toBe('FD-T 5-0-2')
  })
  it('FD-T 5-2: every part needs a point at the start (the stand may have none)', () => {
    expect(checkBuild(b({ fuel: 0, tyres: 10 }), 2)).toMatchObject({ code: 'BUILD_PART_EMPTY', rule: 'FD-T 5-2' })
  })
  it('the default build is a legal build in both presets', () => {
    expect(checkBuild(defaultBuild(0), 0)).toBeNull()
    expect(checkBuild(defaultBuild(2), 2)).toBeNull()
  })
})

describe('Formule Dé advanced rules: tyres (FD-A 3, FD-T 8)', () => {
  it('FD-T 10-0-2: the overshoot table, row by row (spaces × multiplier)', () => {
    const row = (tyre: 'hard' | 'soft' | 'rain', wet: boolean, setLapNo: number): number[] =>
      [1, 2, 3, 4, 5].map((n) => n * overshootFactor(tyre, wet, setLapNo))
    expect(row('hard', false, 3)).toEqual([1, 2, 3, 4, 5])
    expect(row('hard', true, 1)).toEqual([1, 2, 3, 4, 5])
    expect(row('soft', false, 1)).toEqual([2, 4, 6, 8, 10])
    expect(row('soft', true, 2)).toEqual([2, 4, 6, 8, 10])
    expect(row('soft', false, 3)).toEqual([3, 6, 9, 12, 15])
    expect(row('rain', true, 3)).toEqual([1, 2, 3, 4, 5])
    expect(row('rain', false, 2)).toEqual([2, 4, 6, 8, 10])
    expect(row('rain', false, 3)).toEqual([3, 6, 9, 12, 15])
  })
  it('FD-T 10-0-3: a 3-space overshoot costs 3 hard, 6 or 9 soft, 3 rain on wet, 6 or 9 rain on dry', () => {
    expect([
      3 * overshootFactor('hard', false, 1),
      3 * overshootFactor('soft', false, 2),
      3 * overshootFactor('soft', false, 3),
      3 * overshootFactor('rain', true, 3),
      3 * overshootFactor('rain', false, 1),
      3 * overshootFactor('rain', false, 3),
    ]).toEqual([3, 6, 9, 3, 6, 9])
  })
  it('FD-T 8-0-2: laps are counted per tyre set (a set fitted at the end of lap 2 is on its 1st lap in lap 3)', () => {
    expect(setLap(3, 2)).toBe(1)
    expect(setLap(1, 0)).toBe(1)
    expect(setLap(3, 0)).toBe(3)
    expect(setLap(0, 0)).toBe(1)
  })
  it("FD-T 8-2-1 / 8-5: soft tyres give +1 on a dry track on the set's first lap only; never on a wet track", () => {
    expect(softBonus('soft', false, 1)).toBe(1)
    expect(softBonus('soft', false, 2)).toBe(0)
    expect(softBonus('soft', true, 1)).toBe(0)
    expect(softBonus('hard', false, 1)).toBe(0)
    expect(softBonus('rain', false, 1)).toBe(0)
  })
  it('FD-T 8-1-2, 8-2-2, 8-3-2: the slide in corners on a wet track: +3 hard and soft, +1 rain, none when dry', () => {
    expect([
      slide('hard', true),
      slide('soft', true),
      slide('rain', true),
      slide('hard', false),
      slide('rain', false),
    ]).toEqual([3, 3, 1, 0, 0])
  })
  it('FD-A 3: soft tyres on their 3rd lap slow the car by 1 on straights; FD-T Annexe 3 (Masters 2001) removed it', () => {
    expect(softThirdLapSlowdown('soft', 3, false)).toBe(1)
    expect(softThirdLapSlowdown('soft', 3, true)).toBe(0)
    expect(softThirdLapSlowdown('soft', 2, false)).toBe(0)
  })
})

describe('Formule Dé advanced rules: weather (FD-A 4, FD-T 3)', () => {
  it('FD-A 4: the circuit table reads sun / variable / rain', () => {
    expect([1, 12, 13, 16, 17, 20].map((v) => forecastOf(DEFAULT_WEATHER, v))).toEqual([
      'sun',
      'sun',
      'variable',
      'variable',
      'rain',
      'rain',
    ])
    expect([1, 8, 9, 12, 13, 20].map((v) => evolutionOf(DEFAULT_WEATHER, v))).toEqual([
      'sun',
      'sun',
      'variable',
      'variable',
      'rain',
      'rain',
    ])
  })
  it('FD-A 4: sun or rain at the start holds for the whole race', () => {
    expect(skyAtStart('sun')).toBe('sun-definitive')
    expect(evolveSky('sun-definitive', 'rain')).toBe('sun-definitive')
    expect(evolveSky('rain-definitive', 'sun')).toBe('rain-definitive')
  })
  it('FD-A 4 / FD-T 3-2: the chart — variable → temporary sun/rain; temporary → definitive; temporary sun → rain gives temporary rain; unchanged → variable', () => {
    expect(evolveSky('variable', 'sun')).toBe('sun-temporary')
    expect(evolveSky('variable', 'rain')).toBe('rain-temporary')
    expect(evolveSky('variable', 'variable')).toBe('variable')
    expect(evolveSky('sun-temporary', 'sun')).toBe('sun-definitive')
    expect(evolveSky('rain-temporary', 'rain')).toBe('rain-definitive')
    expect(evolveSky('sun-temporary', 'rain')).toBe('rain-temporary')
    expect(evolveSky('rain-temporary', 'sun')).toBe('sun-temporary')
    expect(evolveSky('rain-temporary', 'variable')).toBe('variable')
  })
  it('FD-T Annexe 3 (Masters 1999): the track stays as it was when the sky turns variable', () => {
    expect(wetUnder('variable', true)).toBe(true)
    expect(wetUnder('variable', false)).toBe(false)
    expect(wetUnder('rain-temporary', false)).toBe(true)
    expect(wetUnder('sun-temporary', true)).toBe(false)
  })
  it('FD-A 4 "sous la pluie" / FD-T Annexe 2 TEST: collision 1 dry 1–2 wet, engine 1–4 / 1–3, road holding 1–4 / 1–5', () => {
    expect([testThreshold('collision', false), testThreshold('collision', true)]).toEqual([1, 2])
    expect([testThreshold('engine', false), testThreshold('engine', true)]).toEqual([4, 3])
    expect([testThreshold('holding', false), testThreshold('holding', true)]).toEqual([4, 5])
  })
  it('FD-T 14-3: aggravated collision tests are 1–2 dry and 1–3 wet', () => {
    expect([testThreshold('collision', false, true), testThreshold('collision', true, true)]).toEqual([2, 3])
  })
})

describe('Formule Dé advanced rules: slipstream table (FD-T 18-4)', () => {
  it('FD-T 18-4: the table, every pair of gears', () => {
    const yes: Array<[number, number]> = [
      [4, 4],
      [5, 4],
      [5, 5],
      [6, 4],
      [6, 5],
      [6, 6],
    ]
    for (const b of [1, 2, 3, 4, 5, 6] as Gear[]) {
      for (const a of [1, 2, 3, 4, 5, 6] as Gear[]) {
        expect(slipstreamAllowed(b, a), `B in ${b}, A in ${a}`).toBe(yes.some(([x, y]) => x === b && y === a))
      }
    }
  })
})

describe('Formule Dé advanced rules: qualifying (FD-A 2, FD-T 1)', () => {
  it('FD-A 2 example: 18 throws in 4 min 22 s with a 2-space overshoot is 24 throws', () => {
    expect(absoluteTime(lap({ throws: 18, hundredths: (4 * 60 + 22) * 100, overshoots: [2] }))).toBe(24)
  })
  it('FD-T 1-4-1: 18 throws, 1\'15"56, 2 spaces out on soft tyres, one placement error: 33', () => {
    const t = absoluteTime(lap({ throws: 18, hundredths: 7556, overshoots: [2], tyre: 'soft' }))
    expect(t).toBe(23)
    expect(t + PLACEMENT_ERROR).toBe(33)
  })
  it('FD-T 1-4-2: 16 throws, 1\'59"56, 2 spaces out on rain tyres (wet), one placement error: 29', () => {
    const t = absoluteTime(lap({ throws: 16, hundredths: 11956, overshoots: [2], tyre: 'rain', wet: true }))
    expect(t + PLACEMENT_ERROR).toBe(29)
  })
  it('FD-T 1-4-3: 17 throws in 2\'00"00 (two full minutes), one placement error: 29', () => {
    const t = absoluteTime(lap({ throws: 17, hundredths: 12000, tyre: 'soft' }))
    expect(t + PLACEMENT_ERROR).toBe(29)
  })
  it('FD-T 1-3-2: lowest absolute time first, ties by real time, then by the order the laps were run', () => {
    const laps = [
      lap({ throws: 20, hundredths: 5000 }),
      lap({ throws: 19, hundredths: 5900 }),
      lap({ throws: 20, hundredths: 4000 }),
      lap({ throws: 20, hundredths: 4000 }),
    ]
    expect(qualifyingOrder(laps)).toEqual([1, 2, 3, 0])
  })
  it('FD-T 1-1-14: a lap that missed the stops of a 2- or 3-stop corner is placed last', () => {
    const laps = [lap({ throws: 10, missedStops: true }), lap({ throws: 30 }), lap({ throws: 12, missedStops: true })]
    expect(qualifyingOrder(laps)).toEqual([1, 0, 2])
  })
  it('qualifying order is a permutation sorted by absolute time (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ throws: fc.integer({ min: 10, max: 40 }), hundredths: fc.nat(50000), missedStops: fc.boolean() }),
          { minLength: 1, maxLength: 10 },
        ),
        (raw) => {
          const laps = raw.map((r) => lap(r))
          const order = qualifyingOrder(laps)
          expect([...order].sort((a, b) => a - b)).toEqual(laps.map((_, i) => i))
          const ok = order
            .filter((i) => !(laps[i] as QualifyingLap).missedStops)
            .map((i) => absoluteTime(laps[i] as QualifyingLap))
          expect(ok).toEqual([...ok].sort((a, b) => a - b))
        },
      ),
      { numRuns: 50 },
    )
  })
})

describe('Formule Dé tournament: elimination table (FD-T 20-7)', () => {
  it('FD-T 20-7: removal, aggravated tests and stickers by cause', () => {
    expect(ELIMINATION_TABLE['off-track']).toEqual({ immediateRemoval: true, aggravatedTests: false, sticker: false })
    expect(ELIMINATION_TABLE.blocking).toEqual({ immediateRemoval: false, aggravatedTests: true, sticker: true })
    expect(ELIMINATION_TABLE.body).toEqual({ immediateRemoval: false, aggravatedTests: true, sticker: true })
    expect(ELIMINATION_TABLE.engine).toEqual({ immediateRemoval: false, aggravatedTests: false, sticker: true })
    expect(ELIMINATION_TABLE.holding).toEqual({ immediateRemoval: true, aggravatedTests: false, sticker: false })
  })
})
