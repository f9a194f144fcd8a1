import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson } from '../../src/core/index.js'
import {
  boards,
  circuitOf,
  formatAction,
  NOTATION_VERSION,
  placeOfSpace,
  spaceOfPlace,
  formuleDe,
  parseAction,
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
    // A move: its path, each space by lane and count along it (T(2, 6) is lane 3's 7th space on
    // this board of a level per space); with the state, where it ends when that says which move.
    const listed = formuleDe.legalActions(s).find((a) => a.type === 'move' && a.brake === 0 && a.path[3] === T(2, 6))
    const path = listed?.type === 'move' ? listed.path : []
    expect(path).toHaveLength(4)
    expect(formatAction({ type: 'move', path, brake: 0 })).toBe(`→${path.map((id) => `#${id}`).join(',')}`)
    expect(formatAction({ type: 'move', path, brake: 0 }, s)).toBe('→3:7')
    // Another way to the same space is written in full.
    expect(formatAction({ type: 'move', path: [T(2, 3), T(2, 4), T(2, 5), T(2, 6)], brake: 0 }, s)).toBe(
      '→3:4,3:5,3:6,3:7',
    )
    expect(formatAction({ type: 'move', path: [T(1, 3), T(1, 4), T(1, 5)], brake: 1 }, s)).toBe('→2:6 b1')
    expect(formatAction({ type: 'slipstream', path: [T(1, 3)], brake: 0 })).toBe(`S→#${T(1, 3)}`)
    expect(formatAction({ type: 'move', path: [], brake: 0 })).toBe('→=')
  })

  it('a turn written down reads back: G4, R 7, →3:31 b1', () => {
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
    expect(parsed('→2:7', s)).toEqual(straight)
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

  it('a place is a lane from 1 and a space counted along it from the finish line, as players count them', () => {
    const riviera = boards.riviera
    // Lane 3's 31st space on the Riviera, and the pit lane and the stands counted from the pit entry.
    const lane3 = riviera.spaces.filter((sp) => sp.kind === 'track' && sp.lane === 2).sort((a, b) => a.level - b.level)
    expect(placeOfSpace(riviera, lane3[30]!.id)).toEqual({ lane: 3, space: 31 })
    expect(spaceOfPlace(riviera, { lane: 3, space: 31 })).toBe(lane3[30]!.id)
    const pit = riviera.spaces.filter((sp) => sp.kind === 'pit').sort((a, b) => a.level - b.level)
    expect(placeOfSpace(riviera, pit[0]!.id)).toEqual({ lane: 'pit', space: 1 })
    // Counted along each lane, the Riviera has the Monaco board's 168, 166 and 163 spaces.
    const last = (lane: number): number =>
      Math.max(...riviera.spaces.map((sp) => placeOfSpace(riviera, sp.id)).map((p) => (p?.lane === lane ? p.space : 0)))
    expect([1, 2, 3].map(last)).toEqual([168, 166, 163])
    // Every space of every built-in circuit has its own place, and the place gives it back.
    for (const circuit of Object.values(boards)) {
      const seen = new Set<string>()
      for (const sp of circuit.spaces) {
        const place = placeOfSpace(circuit, sp.id)
        expect(place).toBeDefined()
        expect(spaceOfPlace(circuit, place!)).toBe(sp.id)
        seen.add(`${place!.lane}:${place!.space}`)
      }
      expect(seen.size).toBe(circuit.spaces.length)
    }
  })

  it('notation version 1 still reads: spaces L<lane from 0>-<level>, as logs of version 1 wrote them', () => {
    expect(NOTATION_VERSION).toBe(2)
    const moving = STATES.filter((s) => s.step.kind === 'move' || s.step.kind === 'slipstream').slice(0, 40)
    expect(moving.length).toBe(40)
    for (const s of moving) {
      const circuit = circuitOf(s)
      for (const a of formuleDe.legalActions(s)) {
        if (a.type !== 'move' && a.type !== 'slipstream') continue
        const v1 = `${a.type === 'slipstream' ? 'S' : ''}→${
          a.path.length === 0
            ? '='
            : a.path.map((id) => `L${circuit.spaces[id]!.lane}-${circuit.spaces[id]!.level}`).join(',')
        }${a.brake > 0 ? ` b${a.brake}` : ''}`
        expect(canonicalJson(parsed(v1, s)), v1).toBe(canonicalJson(a))
      }
    }
  })

  it('parseAction is total: anything but a string (a request without its move) is BAD_NOTATION, never a throw', () => {
    expectTotalOnNonStrings(parseAction)
  })
})
