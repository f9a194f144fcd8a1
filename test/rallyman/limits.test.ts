/**
 * Bounded inputs: every size of a config and its boards has a documented limit, checked
 * before any zone is laid; over it, a Left naming the limit. Boards ten times the built-in
 * ones still set up and play, and no generated hostile config makes setup throw.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bots,
  buildStage,
  corner,
  deadEnds,
  defaultConfig,
  halves,
  LIMITS,
  rallyman,
  straight,
  BUILT_IN_ZONES,
  type Config,
  type Stage,
  type Step,
  type Zone,
} from '../../src/rallyman/index.js'
import { stagesOf } from '../../src/rallyman/index.js'

const refusal = (config: unknown): { readonly code: string; readonly message: string } => {
  const r = rallyman.setup(config as Config)
  if (!isLeft(r)) throw new Error('the config was accepted')
  return r.left
}

const withSpecial = (roadbook: string, zones: ReadonlyArray<Zone> = []): Config => {
  const base = defaultConfig({ players: 2 })
  return {
    ...base,
    zones,
    rally: { ...base.rally, specials: [{ name: 'ES1', roadbook, assistance: false, snow: [] }] },
  }
}

const zone = (id: string, steps: ReadonlyArray<Step>, anchors: ReadonlyArray<number> = [0]): Zone => ({
  id,
  name: `Zone ${id}`,
  surface: 'asphalt',
  steps,
  anchors,
})

describe('the documented limits, each refused with its number', () => {
  it('RM ART.1: drivers (1 to 6) and specials (1 to 3)', () => {
    const base = defaultConfig()
    expect(refusal({ ...base, drivers: Array.from({ length: 7 }, (_, i) => ({ name: `D${i}` })) })).toMatchObject({
      code: 'DRIVERS',
    })
    expect(
      refusal({ ...base, rally: { ...base.rally, specials: [...base.rally.specials, ...base.rally.specials] } }),
    ).toMatchObject({ code: 'SPECIALS' })
  })

  it(`names of at most ${LIMITS.name} characters, roadbooks of ${LIMITS.roadbook} characters and ${LIMITS.points} points`, () => {
    const base = defaultConfig({ players: 2 })
    const long = 'x'.repeat(LIMITS.name + 1)
    expect(refusal({ ...base, drivers: [{ name: long }, { name: 'B' }] })).toMatchObject({
      code: 'OVER_LIMIT',
      message: expect.stringMatching(/driver 1's name is 61 characters long: at most 60/),
    })
    expect(refusal({ ...base, rally: { ...base.rally, name: long } }).message).toMatch(/rally's name/)
    expect(refusal(withSpecial('L0 '.repeat(70))).message).toMatch(/roadbook is 210 characters long: at most 200/)
    expect(refusal(withSpecial('L0 '.repeat(LIMITS.points + 1))).message).toMatch(/roadbook has 41 points: at most 40/)
  })

  it(`zones: at most ${LIMITS.zones} of them, ${LIMITS.zoneSteps} steps, ${LIMITS.anchors} anchors, ${LIMITS.sideRoads} side roads a step`, () => {
    const many = Array.from({ length: LIMITS.zones + 1 }, (_, i) =>
      zone(String.fromCharCode(65 + (i % 26)), [straight(), straight()]),
    )
    expect(refusal(withSpecial('L0', many)).message).toMatch(/27 zones: at most 26/)
    expect(
      refusal(
        withSpecial('Z0', [
          zone(
            'Z',
            Array.from({ length: LIMITS.zoneSteps + 1 }, () => straight()),
          ),
        ]),
      ).message,
    ).toMatch(/201 steps: at most 200/)
    expect(
      refusal(
        withSpecial('Z0', [
          zone(
            'Z',
            [straight(), straight()],
            Array.from({ length: LIMITS.anchors + 1 }, () => 0),
          ),
        ]),
      ).message,
    ).toMatch(/202 anchors: at most 201/)
    const crowded = straight({
      crossroads: true,
      sideRoads: [
        { side: 'left', cells: 1 },
        { side: 'right', cells: 1 },
        { side: 'left', cells: 2 },
      ],
    })
    expect(refusal(withSpecial('Z0', [zone('Z', [straight(), crowded, straight()])])).message).toMatch(
      /more than 2 side roads/,
    )
  })

  it(`a special lays at most ${LIMITS.stageSteps} steps and ${LIMITS.stageCells} cells, counted from the anchors before it is laid`, () => {
    const long = zone(
      'Z',
      Array.from({ length: LIMITS.zoneSteps }, () => straight()),
    )
    expect(refusal(withSpecial('Z0 Z0 Z0 Z0 Z0 Z0', [long]))).toMatchObject({
      code: 'OVER_LIMIT',
      message: expect.stringMatching(/lays 1200 steps: at most 1000 steps/),
    })
    const wide = corner({ inside: 'left', tight: [6, 3], drift: [6, 4], cord: [6, 4] })
    const bends = zone('W', [straight(), ...Array.from({ length: LIMITS.zoneSteps - 1 }, () => wide)])
    expect(refusal(withSpecial('W0 W0 W0 W0 W0', [bends])).message).toMatch(/more than 10000 cells/)
  })
})

describe('big legal boards set up and play', () => {
  it('ten times the built-in specials: three specials of twenty tiles, and a zone of 200 steps', () => {
    const base = defaultConfig({ players: 4 })
    const twenty = Array.from({ length: 20 }, (_, i) => `${'CJLV'[i % 4]}0`).join(' ')
    const big = zone('Z', [
      straight({ lanes: 2 }),
      ...Array.from({ length: LIMITS.zoneSteps - 1 }, (_, i) =>
        i % 10 === 5 ? corner({ inside: 'left', tight: [2, 3], drift: [3, 4], cord: [1, 4] }) : straight(),
      ),
    ])
    const config: Config = {
      ...base,
      zones: [big],
      rally: {
        ...base.rally,
        specials: [
          { name: 'ES1', roadbook: twenty, assistance: true, snow: [] },
          { name: 'ES2', roadbook: 'Z0 Z0', assistance: false, snow: [] },
        ],
      },
    }
    const start = rallyman.setup(config)
    if (isLeft(start)) throw new Error(start.left.message)
    expect(stagesOf(start.right)[0]?.steps).toBeGreaterThan(300)
    expect(stagesOf(start.right)[1]?.steps).toBe(2 * LIMITS.zoneSteps)
    const run = playout(rallyman, start.right, seedRng(4), [bots.heuristic, bots.heuristic, bots.random, bots.random], {
      maxSteps: 3000,
    })
    expect(isRight(run) || run.left.code === 'STEP_LIMIT').toBe(true)
  })
})

describe('the validator names what is wrong with a hand-made board', () => {
  it('a stage with a dead end or a cell the road never reaches is explained cell by cell', () => {
    const laid = [straight(), corner({ inside: 'left', tight: [1, 3], drift: [2, 4] }), halves(), straight()].map(
      (step) => ({ step, zone: 0, surface: 'dirt' as const }),
    )
    const stage = buildStage('ES1', 'T0', [{ zone: 'T', surface: 'dirt' }], laid)
    expect(deadEnds(stage)).toEqual([])
    // Cut the road after the tight line: its cell leads nowhere.
    const tight = stage.cells.find((c) => c.line === 'tight')
    if (tight === undefined) throw new Error('no tight line')
    const cut: Stage = { ...stage, cells: stage.cells.map((c) => (c.id === tight.id ? { ...c, next: [] } : c)) }
    expect(deadEnds(cut)).toContain(
      `cell ${tight.id} (step 1, tight line) is a dead end: no way from it to the finish line.`,
    )
    const lonely: Stage = { ...stage, start: [] }
    expect(deadEnds(lonely).some((l) => /cannot be reached from the start line/.test(l))).toBe(true)
  })

  it("a hand-made zone that cannot be a road is a Left with the validator's message", () => {
    expect(
      refusal(withSpecial('Z0', [zone('Z', [corner({ inside: 'left', tight: [1, 3] }), straight()])])).message,
    ).toMatch(/starts on a straight cell/)
    expect(refusal(withSpecial('Z0', [zone('Z', [straight(), halves(), straight()])])).message).toMatch(
      /half cells exist only on dirt zones/,
    )
    expect(refusal(withSpecial('Z1', [zone('Z', [straight(), straight()])])).message).toMatch(/zone Z has no anchor 1/)
  })
})

// Hostile configs: sizes around and far beyond the limits, garbage roadbooks, broken zones.
const hostileStep: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      lanes: fc.integer({ min: 1, max: 3 }),
      jump: fc.option(fc.integer({ min: 1, max: 5 })),
      ford: fc.boolean(),
    })
    .map(({ lanes, jump, ford }) => straight(jump === null ? { lanes, ford } : { lanes, jump, ford })),
  fc.constant(halves()),
  fc
    .record({
      inside: fc.constantFrom('left' as const, 'right' as const),
      t: fc.integer({ min: 1, max: 6 }),
      n: fc.integer({ min: 1, max: 5 }),
    })
    .map((o) => corner({ inside: o.inside, tight: [o.t, o.n], drift: [o.t, Math.min(5, o.n + 1)], cord: [1, o.n] })),
  fc
    .array(
      fc.record({ side: fc.constantFrom('left' as const, 'right' as const), cells: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 4 },
    )
    .map((sideRoads) => straight({ crossroads: true, sideRoads })),
)

const hostile: fc.Arbitrary<Config> = fc
  .record({
    players: fc.integer({ min: 0, max: 9 }),
    name: fc.string({ maxLength: 80 }),
    roadbook: fc.oneof(
      fc.string({ maxLength: 260 }),
      fc
        .array(fc.constantFrom('C0', 'J1', 'L3', 'V2', 'X0', 'Z0', 'Z1', 'Q9'), { maxLength: 60 })
        .map((p) => p.join(' ')),
    ),
    steps: fc.array(hostileStep, { maxLength: 260 }),
    anchors: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 210 }),
    zones: fc.integer({ min: 0, max: 30 }),
  })
  .map((h) => {
    const base = defaultConfig()
    const own = zone('Z', h.steps, h.anchors)
    return {
      ...base,
      drivers: Array.from({ length: h.players }, (_, i) => ({ name: i === 0 ? h.name : `D${i}` })),
      zones: [own, ...BUILT_IN_ZONES.slice(0, 1)].concat(Array.from({ length: h.zones }, () => own)),
      rally: { ...base.rally, specials: [{ name: h.name, roadbook: h.roadbook, assistance: false, snow: [] }] },
    }
  })

describe('no config makes setup throw', () => {
  it('generated hostile configs and boards give a state or a Left with a setup code, never a throw', () => {
    const codes = new Set([
      'BAD_CONFIG',
      'OVER_LIMIT',
      'DRIVERS',
      'SPECIALS',
      'DICE',
      'CARDS',
      'ZONE_DEFECT',
      'STAGE_DEFECT',
    ])
    fc.assert(
      fc.property(hostile, (config) => {
        const r = rallyman.setup(config)
        if (isLeft(r)) {
          expect(codes.has(r.left.code), `${r.left.code}: ${r.left.message}`).toBe(true)
          expect(r.left.message.length).toBeGreaterThan(0)
        } else expect(rallyman.status(r.right).kind).not.toBe('invalid')
      }),
      { numRuns: 300, seed: 17 },
    )
  })
})
