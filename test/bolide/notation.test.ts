/**
 * The notation (docs/bolide.md, "Notation"): one text per action, read back to the same
 * action, for every legal action of random races; anything else is BAD_NOTATION.
 */
import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight, right } from 'fp-ts/lib/Either.js'
import { canonicalJson, nextInt, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { formatAction, NOTATION_VERSION, parseAction } from '../../src/bolide/notation.js'
import type { BolideAction } from '../../src/bolide/actions.js'
import type { BolideState } from '../../src/bolide/state.js'
import { randomRing } from './random-circuit.js'
import { expectTotalOnNonStrings } from '../support/notation.js'
import { circuitOf } from '../../src/bolide/board.js'
import { sectorPlaceName } from '../../src/bolide/circuit/sector-places.js'
import { readLog, recordLog } from '../../src/core/index.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const EXAMPLES: ReadonlyArray<readonly [BolideAction, string]> = [
  [{ type: 'move', to: { x: 14, y: 22 }, slipstream: false, pit: null }, 'M 14,22'],
  [{ type: 'move', to: { x: 14, y: 22 }, slipstream: true, pit: null }, 'M 14,22 S'],
  [{ type: 'move', to: { x: 12, y: 13 }, slipstream: false, pit: 3 }, 'M 12,13 P3'],
  [{ type: 'move', to: { x: -1, y: 0 }, slipstream: false, pit: null }, 'M -1,0'],
  [{ type: 'attack', to: { x: 16, y: 10 } }, 'A 16,10'],
  [{ type: 'block', to: { x: 12, y: 8 } }, 'B 12,8'],
  [{ type: 'booster' }, 'BOOST'],
  [{ type: 'brake' }, 'BRAKE'],
  [{ type: 'stay' }, 'STAY'],
  [{ type: 'timeout' }, 'TIME'],
  [{ type: 'reposition', to: { x: 13, y: 9 } }, 'R 13,9'],
  [{ type: 'regroup', to: { x: 20, y: 5 } }, 'G 20,5'],
  [{ type: 'pit-exit', to: { x: 28, y: 14 }, strategy: '7+3', tread: 'rain' }, 'X 28,14 7+3 rain'],
  [{ type: 'strategy', strategy: '6/7+2', tread: 'slick', setUp: 'brake' }, 'S 6/7+2 slick brake'],
  [{ type: 'roll', value: 7 }, 'roll 7'],
  [{ type: 'draw-grid', seat: 2 }, 'grid 2'],
]

/** States of random races (uniform decisions), every `every`-th one. */
const statesOf = (config: Parameters<typeof bolide.setup>[0], seed: number, every: number): BolideState[] => {
  const start = bolide.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  let s = start.right
  let rng: Rng = seedRng(seed)
  const out: BolideState[] = []
  for (let step = 0; step < 4000; step++) {
    if (step % every === 0) out.push(s)
    const st = bolide.status(s)
    if (st.kind === 'over' || st.kind === 'invalid') break
    let a: BolideAction | undefined
    if (st.kind === 'chance') [a, rng] = sampleOutcome(st.outcomes, rng)
    else {
      const legal = bolide.legalActions(s)
      let i: number
      ;[i, rng] = nextInt(rng, 0, legal.length - 1)
      a = legal[i]
    }
    const r = a === undefined ? null : bolide.reduce(s, a)
    if (r === null || isLeft(r)) break
    s = r.right.state
  }
  return out
}

describe('the notation of actions', () => {
  it('each kind of action has its text, and the text reads back to it', () => {
    for (const [action, text] of EXAMPLES) {
      expect(formatAction(action)).toBe(text)
      const back = parseAction(text)
      expect(isRight(back) && back.right).toEqual(action)
    }
  })

  it('letters in either case and extra spaces read the same', () => {
    expect(parseAction('  m 14,22   s  p3 ')).toEqual(parseAction('M 14,22 S P3'))
    expect(parseAction('boost')).toEqual(parseAction('BOOST'))
    expect(parseAction('x 28,14 7+3 RAIN')).toEqual(parseAction('X 28,14 7+3 rain'))
    expect(parseAction('ROLL 12')).toEqual(parseAction('roll 12'))
  })

  it('text that is not an action is BAD_NOTATION, saying why', () => {
    for (const text of [
      '',
      'M',
      'M 14',
      'M 14,22 Q',
      'M 14,22 P3 S',
      'Q 1,2',
      'A 1,2 S',
      'roll',
      'roll seven',
      'grid -1',
      'S 9+1 slick none',
      'X 1,2 7+3',
      'BOOST 2',
      'M 1.5,2',
    ]) {
      const r = parseAction(text)
      expect(isLeft(r) && r.left.code, text).toBe('BAD_NOTATION')
      expect(isLeft(r) && r.left.message, text).toMatch(/is not a Bolide action: /)
    }
  })

  it('any text: parseAction returns, and a text it reads is written back to text that reads the same', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...EXAMPLES.map(([, t]) => t))), (text) => {
        const r = parseAction(text)
        if (isRight(r)) expect(parseAction(formatAction(r.right))).toEqual(r)
      }),
      { numRuns: 500 },
    )
  })

  it('every legal action of random races (basic and advanced, with pit lanes) reads back from its text', () => {
    const rings = fc.sample(randomRing, { numRuns: 3, seed: 11 })
    const configs = [
      defaultConfig({ players: 4, board: 'test-ring' }),
      defaultConfig({ players: 5, board: 'test-ring', rules: 'advanced' }),
      ...rings.map((circuit, i) => ({
        ...defaultConfig({ players: 3, rules: i % 2 === 0 ? 'advanced' : 'basic' }),
        circuit,
      })),
    ]
    let checked = 0
    let named = 0
    for (const [i, config] of configs.entries())
      for (const s of statesOf({ ...config, maxRounds: 60 }, i, 7))
        for (const a of bolide.legalActions(s)) {
          // With the state, points by sector (notation 2); without it, by coordinates (as notation 1).
          for (const [text, state] of [
            [formatAction(a, s), s],
            [formatAction(a), s],
            [formatAction(a), undefined],
          ] as const) {
            const back = parseAction(text, state)
            if (isLeft(back)) expect.fail(`${text}: ${back.left.message}`)
            else expect(canonicalJson(back.right), text).toBe(canonicalJson(a))
          }
          if ('to' in a && sectorPlaceName(circuitOf(s), a.to) !== null) named++
          checked++
        }
    expect(checked).toBeGreaterThan(1000)
    expect(named).toBeGreaterThan(500)
  })

  it('with the state, points are named by sector, line and number; a name the circuit lacks is BAD_NOTATION', () => {
    const start = bolide.setup(defaultConfig({ players: 3 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const s = start.right
    const circuit = circuitOf(s)
    // Costa Azzurra's finish line is x 30 from y 37 (North) to 45: sector a begins on it, its
    // arrow East, so its first line is that column, and y 38 its second point from the left.
    expect(sectorPlaceName(circuit, { x: 30, y: 38 })).toBe('a1.2')
    const move: BolideAction = { type: 'move', to: { x: 30, y: 38 }, slipstream: true, pit: null }
    expect(formatAction(move, s)).toBe('M a1.2 S')
    expect(formatAction(move)).toBe('M 30,38 S')
    for (const text of ['M a1.2 S', 'm A1.2 s', 'M 30,38 S']) expect(parseAction(text, s)).toEqual(right(move))
    // A white intersection is in no sector: its coordinates.
    const wreck: BolideAction = { type: 'move', to: { x: 0, y: 0 }, slipstream: false, pit: null }
    expect(formatAction(wreck, s)).toBe('M 0,0')
    for (const [text, state, why] of [
      ['M a1.2', undefined, 'without the state'],
      ['M z1.1', s, 'not a point of the circuit'],
      ['M a1.99', s, 'not a point of the circuit'],
      ['M a12', s, 'needs a point'],
    ] as const) {
      const r = parseAction(text, state)
      expect(isLeft(r) && r.left.code, text).toBe('BAD_NOTATION')
      expect(isLeft(r) && r.left.message, text).toContain(why)
    }
  })

  it('a log written in notation 1 (points x,y) still reads, replays to the same race, and its texts read back', () => {
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, 'fixtures', 'log-notation-v1.json'), 'utf8'),
    ) as Record<string, unknown>
    expect(file['notation']).toBe(1)
    const read = readLog(bolide, file)
    if (isLeft(read)) throw new Error(read.left.message)
    const old = read.right.log
    expect(old.notation).toBe(1)
    // Recorded again today: notation 2, the same digests (the same race, step by step).
    const again = recordLog(
      bolide,
      old.config,
      old.steps.map((step) => step.action),
      { seed: 7, seats: old.seats ?? [], notation: (st, a) => formatAction(a, st), notationVersion: NOTATION_VERSION },
    )
    if (isLeft(again)) throw new Error(again.left.message)
    expect(again.right.notation).toBe(2)
    expect(again.right.steps.map((step) => step.digest)).toEqual(old.steps.map((step) => step.digest))
    let state = bolide.setup(old.config)
    let sectors = 0
    for (const [k, step] of old.steps.entries()) {
      if (isLeft(state)) throw new Error(state.left.message)
      const now = again.right.steps[k]?.notation ?? ''
      if (/ [a-z]\d+\.\d+/.test(now)) sectors++
      for (const text of [step.notation, now]) {
        const action = parseAction(text, state.right)
        expect(isRight(action) && canonicalJson(action.right), text).toBe(canonicalJson(step.action))
      }
      const next = bolide.reduce(state.right, step.action)
      state = isLeft(next) ? next : right(next.right.state)
    }
    expect(sectors).toBeGreaterThan(100)
  })

  it('parseAction is total: anything but a string (a request without its move) is BAD_NOTATION, never a throw', () => {
    expectTotalOnNonStrings(parseAction)
  })
})
