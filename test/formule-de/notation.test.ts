import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson } from '../../src/core/index.js'
import {
  boards,
  formatAction,
  formuleDe,
  parseAction,
  spaceAt,
  type Action,
  type Config,
  type State,
} from '../../src/formule-de/index.js'
import { carAt, raceState, T, track } from './helpers.js'
import { walkRace } from './walk.js'
import { expectTotalOnNonStrings } from '../support/notation.js'

const parsed = (text: string, state?: State): Action => {
  const r = parseAction(text, state)
  if (isLeft(r)) throw new Error(r.left.message)
  return r.right
}

const CONFIGS: ReadonlyArray<Config> = [
  { circuit: 'hairpin', laps: 2, cars: ['Ada', 'Bruno', 'Chloé'] },
  { circuit: 'hairpin', laps: 3, cars: ['Ada', 'Bruno', 'Chloé'], preset: 'tournament', qualifyingClock: true },
  { circuit: 'speedbowl', laps: 2, cars: ['Ada', 'Bruno', 'Chloé', 'Dan'], preset: 'advanced' },
  { circuit: 'riviera', laps: 1, cars: ['Ada', 'Bruno', 'Chloé', 'Dan', 'Eva'] },
]
const STATES: ReadonlyArray<State> = CONFIGS.flatMap((c, i) => walkRace(c, 40 + i).states)

describe('Formule Dé notation', () => {
  it('each form of the notation, as the guide shows it', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 3 })], {
      kind: 'move',
      roll: 4,
      reason: 'gear',
      engineTest: false,
    })
    expect(formatAction({ type: 'gear', gear: 4 })).toBe('G4')
    expect(formatAction({ type: 'roll', value: 7 })).toBe('R 7')
    expect(formatAction({ type: 'engine', value: 12 })).toBe('B 12 engine')
    expect(formatAction({ type: 'no-slipstream' })).toBe('S-')
    expect(formatAction({ type: 'tyres', tyre: 'soft' })).toBe('T soft')
    expect(formatAction({ type: 'choose-stand', stand: 3 })).toBe('stand 3')
    expect(formatAction({ type: 'build', part: 'tyres', points: 5 })).toBe('build tyres 5')
    expect(formatAction({ type: 'chrono', unit: 'minutes', value: 4 })).toBe('chrono minutes 4')
    expect(
      formatAction({
        type: 'stand',
        tyre: 'soft',
        stop: 'long',
        repairs: { brakes: 1, fuel: 0, body: 1, engine: 0, holding: 0 },
      }),
    ).toBe('stop long soft brakes1 body1')
    // A move: its path in lanes and levels; with the state, where it ends when that says which move.
    const listed = formuleDe.legalActions(s).find((a) => a.type === 'move' && a.brake === 0 && a.path[3] === T(2, 6))
    const path = listed?.type === 'move' ? listed.path : []
    expect(path).toHaveLength(4)
    expect(formatAction({ type: 'move', path, brake: 0 })).toBe(`→${path.map((id) => `#${id}`).join(',')}`)
    expect(formatAction({ type: 'move', path, brake: 0 }, s)).toBe('→L2-6')
    // Another way to the same space is written in full.
    expect(formatAction({ type: 'move', path: [T(2, 3), T(2, 4), T(2, 5), T(2, 6)], brake: 0 }, s)).toBe(
      '→L2-3,L2-4,L2-5,L2-6',
    )
    expect(formatAction({ type: 'move', path: [T(1, 3), T(1, 4), T(1, 5)], brake: 1 }, s)).toBe('→L1-5 b1')
    expect(formatAction({ type: 'slipstream', path: [T(1, 3)], brake: 0 })).toBe(`S→#${T(1, 3)}`)
    expect(formatAction({ type: 'move', path: [], brake: 0 })).toBe('→=')
  })

  it('a turn written down reads back: G4, R 7, →L2-372 b1', () => {
    const riviera = boards.riviera
    const at = spaceAt(riviera, 2, 372)
    expect(at).toBeDefined()
    const actions = 'G4 | R 7 | B 12 engine | →#5,#9 b1 | S- | stop quick hard'.split('|').map((t) => parsed(t))
    expect(actions).toEqual([
      { type: 'gear', gear: 4 },
      { type: 'roll', value: 7 },
      { type: 'engine', value: 12 },
      { type: 'move', path: [5, 9], brake: 1 },
      { type: 'no-slipstream' },
      { type: 'stand', stop: 'quick', tyre: 'hard', repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 } },
    ])
    // `->` for the arrow, any case, extra spaces.
    expect(parsed('  g4 ')).toEqual({ type: 'gear', gear: 4 })
    expect(parsed('-> #12,#13')).toEqual({ type: 'move', path: [12, 13], brake: 0 })
  })

  it('with the state, a black die is its score and a move where it ends', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 3 })], {
      kind: 'move',
      roll: 4,
      reason: 'gear',
      engineTest: false,
    })
    const legal = formuleDe.legalActions(s)
    const straight = legal.find((a) => a.type === 'move' && a.brake === 0 && a.path[a.path.length - 1] === T(1, 6))
    expect(parsed('→L1-6', s)).toEqual(straight)
    const engine = { ...s, step: { kind: 'engine' as const, queue: [0] }, cars: [{ ...s.cars[0]!, gear: 5 as const }] }
    expect(parsed('B 3', engine)).toEqual({ type: 'engine', value: 3 })
    expect(formatAction({ type: 'engine', value: 3 }, engine)).toBe('B 3')
  })

  it('BAD_NOTATION for text that is not an action, saying why', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 3 })])
    for (const [text, why] of [
      ['', 'empty'],
      ['G7', 'not an action'],
      ['G4 5', 'G takes a gear only'],
      ['R x', 'R takes a score'],
      ['B 12', 'B takes its reason'],
      ['B 12 wind', 'B takes its reason'],
      ['→L9-99', 'is not a space'],
      ['→L1-3', 'without the state'],
      ['→#3 brake', 'b<n>'],
      ['T slick', 'T takes a tyre'],
      ['stop sometimes hard', 'quick or long'],
      ['stop long hard wings1', 'not a repair'],
      ['build wings 3', 'part'],
      ['chrono hours 1', 'chrono takes a unit'],
      ['overtake', 'not an action'],
    ] as const) {
      const r = parseAction(text, text === '→L9-99' ? s : undefined)
      if (!isLeft(r)) throw new Error(`"${text}" was read as ${JSON.stringify(r.right)}`)
      expect(r.left.code).toBe('BAD_NOTATION')
      expect(r.left.rule).toBe('pitwall notation')
      expect(r.left.message).toContain(why)
    }
  })

  it('every legal action of random race states reads back from its notation (with the state, and without it)', () => {
    expect(STATES.length).toBeGreaterThan(1000)
    fc.assert(
      fc.property(fc.nat(), (k) => {
        const s = STATES[k % STATES.length] as State
        for (const a of formuleDe.legalActions(s)) {
          const text = formatAction(a, s)
          expect(canonicalJson(parsed(text, s)), text).toBe(canonicalJson(a))
          const bare = formatAction(a)
          expect(canonicalJson(parsed(bare)), bare).toBe(canonicalJson(a))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the compact form of a move is shorter, and the guard accepts what is read', () => {
    const moving = STATES.filter((s) => s.step.kind === 'move').slice(0, 60)
    let shorter = 0
    for (const s of moving) {
      for (const a of formuleDe.legalActions(s)) {
        const text = formatAction(a, s)
        if (text.length < formatAction(a).length) shorter++
        expect(isRight(formuleDe.reduce(s, parsed(text, s)))).toBe(true)
      }
    }
    expect(shorter).toBeGreaterThan(0)
  })

  it('parseAction is total: anything but a string (a request without its move) is BAD_NOTATION, never a throw', () => {
    expectTotalOnNonStrings(parseAction)
  })
})
