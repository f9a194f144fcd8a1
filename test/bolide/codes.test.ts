/**
 * Typed refusals: every code of the rules, given by a scenario that breaks that rule, with
 * the paragraph read in the rulebook that forbids it (written out here, not copied from
 * CODE_RULES); and every setup code likewise.
 */
import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { bolide } from '../../src/bolide/game.js'
import { CODE_RULES, SETUP_RULES, type Code, type SetupCode } from '../../src/bolide/codes.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import type { BolideAction } from '../../src/bolide/actions.js'
import type { BolideState } from '../../src/bolide/state.js'
import { mv, pad, play, roll, scenario, type CarSpec } from './helpers.js'
import { describeRefusal } from '../../src/bolide/words/describe-refusal.js'
import { REFUSALS_FR } from '../../src/bolide/words/refusals-fr.js'
import { parseAction } from '../../src/bolide/notation.js'
import { expectDistinctFrench, expectFrenchNotation, expectFrenchRefusal } from '../support/refusals-fr.js'

const parked: CarSpec = { pos: { x: 3, y: 20 } }
const on = (first: CarSpec, ...others: CarSpec[]): BolideState =>
  scenario(pad, [first, ...(others.length > 0 ? others : [parked])])
const standing: CarSpec = { pos: { x: 5, y: 10 }, patch: { mode: 'standing', launch: 'normal' } }
const offTrack: CarSpec = { pos: { x: 34, y: 10 }, patch: { mode: 'off-track' } }
const running = (x: number, y: number, vx: number, vy: number, patch = {}): CarSpec => ({
  pos: { x, y },
  vel: { x: vx, y: vy },
  patch,
})
// Test ring, lap 1 past the half-way line, 3 squares before the Pit Lane In line (x = 12).
const beforePit = (patch = {}, other: CarSpec = { pos: { x: 30, y: 14 }, patch: { mode: 'finished' } }): BolideState =>
  scenario(testRing, [running(9, 13, 3, 0, { halfway: true, ...patch }), other])
const rain = (first: CarSpec): BolideState =>
  scenario(pad, [first, parked], { rules: 'advanced', patch: { weather: 'rain', variable: true } })

/** Each code: the paragraph that forbids it (read in the rulebook), a state and the action that breaks it. */
const CASES: ReadonlyArray<readonly [Code, string, () => BolideState, BolideAction]> = [
  ['ABOVE_TOP_SPEED', 'BO 1', () => on(running(5, 10, 7, 0)), mv(13, 10)],
  ['OFF_PION_SQUARE', 'BO 1', () => on(running(10, 10, 2, 0)), mv(20, 10)],
  // From the bottom of the pad over the void to the return road below it.
  ['LEAVES_TRACK', 'BO 1', () => on(running(10, 21, 0, 4)), mv(10, 27)],
  ['NOT_A_START_POINT', 'BO 1', () => on(standing), mv(8, 10)],
  ['MUST_STAY_ON_TRACK', 'BO 2', () => on(running(27, 10, 4, 0)), mv(33, 10)],
  // In 6th towards the run-off band: none of the 25 points is on the track.
  ['TURN_ENDS_OFF_TRACK', 'BO 2', () => on(running(29, 10, 6, 0)), mv(33, 10, true)],
  ['ONE_SQUARE_ONLY', 'BO 2', () => on(offTrack), mv(32, 10)],
  ['NOT_A_BLACK_POINT', 'BO 2', () => on({ pos: { x: 35, y: 10 }, patch: { mode: 'off-track' } }), mv(36, 10)],
  ['POINT_TAKEN', 'BO 2', () => on(offTrack, { pos: { x: 33, y: 10 }, patch: { mode: 'off-track' } }), mv(33, 10)],
  ['NO_PION', 'BO 3', () => on(standing), { type: 'timeout' }],
  ['MUST_MOVE', 'BO 3', () => on(running(10, 10, 3, 0)), { type: 'stay' }],
  ['NOT_MOVING', 'BO 4', () => on(standing), { type: 'block', to: { x: 7, y: 10 } }],
  ['NO_BLOCK_LEFT', 'BO 4', () => on(running(10, 10, 4, 0, { blocks: 0 })), { type: 'block', to: { x: 12, y: 10 } }],
  // 90° from an East move: on the ruler, forbidden.
  ['NOT_A_BLOCK_POINT', 'BO 4', () => on(running(10, 10, 4, 0)), { type: 'block', to: { x: 10, y: 12 } }],
  ['PASSES_THROUGH_CAR', 'BO 5', () => on(running(10, 10, 4, 0), { pos: { x: 12, y: 10 } }), mv(14, 10)],
  ['NO_SLIPSTREAM', 'BO 5', () => on(running(10, 10, 4, 0)), mv(14, 10, true)],
  [
    'SLIPSTREAM_AFTER_ATTACK',
    'BO 5',
    () => on(running(10, 10, 4, 0, { slipstream: true }), { pos: { x: 14, y: 10 } }),
    mv(14, 10, true),
  ],
  ['SLIPSTREAM_NEEDS_PION', 'BO 5', () => on(standing), mv(6, 10, true)],
  ['ATTACK_NEEDS_PION', 'BO 6', () => on(standing, { pos: { x: 6, y: 10 } }), { type: 'attack', to: { x: 7, y: 10 } }],
  ['NO_CAR_IN_THE_WAY', 'BO 6', () => on(running(10, 10, 4, 0)), { type: 'attack', to: { x: 14, y: 10 } }],
  [
    'NOT_A_REPOSITION_POINT',
    'BO 6',
    () => play(on(running(10, 10, 4, 0), running(14, 10, 3, 0)), mv(14, 10), roll(5)).state,
    { type: 'reposition', to: { x: 12, y: 10 } },
  ],
  [
    'NOT_BEHIND_CAR_AHEAD',
    'BO 6',
    () => {
      const even = play(on(running(10, 10, 4, 0), running(14, 10, 3, 0)), mv(14, 10), roll(7), roll(4)).state
      return play(even, { type: 'reposition', to: { x: 13, y: 10 } }, mv(17, 10)).state
    },
    { type: 'regroup', to: { x: 18, y: 10 } },
  ],
  ['NO_BOOSTER', 'BO 7', () => on(running(5, 10, 2, 0)), { type: 'booster' }],
  ['NO_BRAKE', 'BO 7', () => on(running(10, 10, 4, 0)), { type: 'brake' }],
  [
    'MUST_BLOCK',
    'BO 7',
    () => play(on(running(10, 10, 6, 0, { blocks: 0 })), { type: 'brake' }, roll(10)).state,
    mv(16, 10),
  ],
  ['SAME_SPEED_REQUIRED', 'BO 7', () => play(on(running(5, 10, 4, 0)), { type: 'booster' }, roll(4)).state, mv(10, 10)],
  ['NO_FOURTH_GEAR', 'BO 7', () => on(running(5, 10, 4, 0, { no4th: true })), mv(9, 10)],
  // A spun car facing East restarts on the 5 points towards the West.
  ['NOT_A_RESTART_POINT', 'BO 8', () => on({ pos: { x: 10, y: 10 }, patch: { mode: 'spun' } }), mv(11, 10)],
  ['NO_PIT_LANE', 'BO 9', () => on(running(9, 10, 3, 0, { halfway: true })), mv(12, 10, false, 3)],
  ['NOT_A_SERVICE_CELL', 'BO 9', () => beforePit(), mv(12, 13, false, 5)],
  ['PIT_CLOSED', 'BO 9', () => beforePit({ crossings: 2 }), mv(12, 13, false, 3)],
  ['PIT_LINE_NOT_REACHED', 'BO 9', () => beforePit(), mv(11, 13, false, 3)],
  ['PIT_AND_SLIPSTREAM', 'BO 9', () => beforePit({ slipstream: true }), mv(12, 13, true, 3)],
  ['PIT_ENTRY_ATTACK', 'BO 9', () => beforePit({}, { pos: { x: 12, y: 13 } }), mv(12, 13, false, 3)],
  ['PIT_NEEDS_PION', 'BO 9', () => on(standing), mv(6, 10, false, 3)],
  [
    'NOT_ON_PIT_OUT_LINE',
    'BO 9',
    () =>
      scenario(
        testRing,
        [
          {
            pos: { x: 16, y: 19 },
            patch: {
              mode: 'pit',
              crossings: 2,
              pit: { cell: 3, target: 3, entry: 1, wait: 0, ready: true, newTyres: false },
            },
          },
          parkedRing,
        ],
        { phase: { kind: 'pit-exit', seat: 0 }, patch: { pitEntries: 1 } },
      ),
    { type: 'pit-exit', to: { x: 28, y: 11 }, strategy: '6/7+2', tread: 'slick' },
  ],
  [
    'TYRES_NOT_ALLOWED',
    'BO 11',
    () =>
      scenario(
        testRing,
        [
          {
            pos: { x: 16, y: 19 },
            patch: {
              mode: 'pit',
              crossings: 2,
              pit: { cell: 3, target: 3, entry: 1, wait: 0, ready: true, newTyres: false },
            },
          },
          parkedRing,
        ],
        { phase: { kind: 'pit-exit', seat: 0 }, patch: { pitEntries: 1 } },
      ),
    { type: 'pit-exit', to: { x: 28, y: 13 }, strategy: '5/7+3', tread: 'rain' },
  ],
  [
    'BLOCKS_FROZEN',
    'BO 13',
    () => rain(running(5, 10, 6, 0, { strategy: '7+3' })),
    { type: 'block', to: { x: 7, y: 10 } },
  ],
  [
    'SLIPSTREAM_IN_RAIN_ROLL',
    'BO 13',
    () => rain(running(5, 10, 6, 0, { strategy: '7+3', slipstream: true })),
    mv(12, 10, true),
  ],
]
const parkedRing: CarSpec = { pos: { x: 5, y: 9 } }

describe('typed refusals: each code names the paragraph that forbids it', () => {
  for (const [code, rule, state, action] of CASES)
    it(`${rule}: ${code}`, () => {
      const r = bolide.reduce(state(), action)
      expect(isLeft(r) && r.left.code).toBe(code)
      expect(isLeft(r) && r.left.rule).toBe(rule)
      expect(CODE_RULES[code]).toBe(rule)
      expect(isLeft(r) && r.left.message.length).toBeGreaterThan(10)
      // In French, the rule in the rulebook's words (describeRefusal).
      if (isLeft(r)) expect(expectFrenchRefusal(describeRefusal, r.left)).toBe(REFUSALS_FR[code]())
    })

  it('every code of the rules has its scenario above', () => {
    expect(new Set(CASES.map(([code]) => code))).toEqual(new Set(Object.keys(CODE_RULES)))
  })

  it('every code of the rules and the setup has its own French; a text that is not an action too', () => {
    expectDistinctFrench(REFUSALS_FR, [...Object.keys(CODE_RULES), ...Object.keys(SETUP_RULES)])
    expectFrenchNotation(describeRefusal, parseAction, 'Bolide')
  })

  it('a Brake asked on slicks in the rain is BLOCKS_FROZEN (BO 13), not NO_BRAKE', () => {
    const r = bolide.reduce(rain(running(5, 10, 6, 0, { strategy: '7+3', blocks: 0 })), { type: 'brake' })
    expect(isLeft(r) && [r.left.code, r.left.rule]).toEqual(['BLOCKS_FROZEN', 'BO 13'])
  })

  it('a decision of another step is the protocol WRONG_PHASE with the paragraph of the step', () => {
    const s = on(running(10, 10, 4, 0))
    const r = bolide.reduce(s, { type: 'strategy', strategy: '8+2', tread: 'slick', setUp: 'none' })
    expect(isLeft(r) && [r.left.code, r.left.rule]).toEqual(['WRONG_PHASE', 'BO 3'])
    const collision = play(on(running(10, 10, 4, 0), running(14, 10, 3, 0)), mv(14, 10), roll(5)).state
    const late = bolide.reduce(collision, mv(11, 10))
    expect(isLeft(late) && [late.left.code, late.left.rule]).toEqual(['WRONG_PHASE', 'BO 6'])
  })
})

const base = defaultConfig({ players: 2, board: 'test-ring' })
const SETUP_CASES: ReadonlyArray<readonly [SetupCode, string, () => unknown]> = [
  ['BAD_CIRCUIT', 'BO 1', () => ({ ...base, circuit: { ...testRing, arrows: testRing.arrows.slice(1) } })],
  ['PLAYER_COUNT', 'BO préparation', () => ({ ...base, drivers: base.drivers.slice(0, 1) })],
  ['QUALIFYING_ALONE', 'BO 12', () => ({ ...base, session: 'qualifying' })],
  ['START_ENTRIES', 'BO 12', () => ({ ...base, start: [] })],
  [
    'GRID_TOO_SMALL',
    'BO préparation',
    () => ({ ...defaultConfig({ players: 3 }), circuit: { ...testRing, grid: testRing.grid.slice(0, 2) } }),
  ],
  ['NO_NAME', 'BO préparation', () => ({ ...base, drivers: base.drivers.map((d) => ({ ...d, name: '  ' })) })],
]

describe('typed setup refusals', () => {
  for (const [code, rule, config] of SETUP_CASES)
    it(`${rule}: ${code}`, () => {
      const r = bolide.setup(config() as never)
      expect(isLeft(r) && [r.left.code, r.left.rule]).toEqual([code, rule])
      expect(SETUP_RULES[code]).toBe(rule)
      if (isLeft(r)) expect(expectFrenchRefusal(describeRefusal, r.left)).toBe(REFUSALS_FR[code]())
    })

  it('every setup code has its case above, and the default config sets up', () => {
    expect(new Set(SETUP_CASES.map(([code]) => code))).toEqual(new Set(Object.keys(SETUP_RULES)))
    expect(isRight(bolide.setup(base))).toBe(true)
  })
})
