/**
 * A decoded state is a consistent state: the known cases of the trust boundary, and a
 * property that edits the fields that matter (positions, counts, the step, seats) of states
 * from seeded races and asks that each edit be refused, or admitted and playable on.
 */
import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson, defineGame, nextInt, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import { bolide, BOLIDE_RULES } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { inconsistencies } from '../../src/bolide/consistency/index.js'
import type { BolideState } from '../../src/bolide/state.js'
import { circuitOf } from '../../src/bolide/board.js'
import type { Circuit } from '../../src/bolide/circuit/model.js'
import { randomRing } from './random-circuit.js'
import { scenario } from './helpers.js'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type Game = typeof bolide

/** The states of a race of uniformly random decisions (every state, first to last). */
const raceStates = (
  game: Game,
  circuit: Circuit,
  players: number,
  rules: 'basic' | 'advanced',
  seed: number,
): BolideState[] => {
  const start = game.setup({ ...defaultConfig({ players, laps: 2, rules }), circuit, maxRounds: 40 })
  if (isLeft(start)) throw new Error(start.left.message)
  let s = start.right
  let rng: Rng = seedRng(seed)
  const out = [s]
  for (let step = 0; step < 3000; step++) {
    const st = game.status(s)
    if (st.kind === 'over' || st.kind === 'invalid') break
    let a
    if (st.kind === 'chance') [a, rng] = sampleOutcome(st.outcomes, rng)
    else {
      const legal = game.legalActions(s)
      let i: number
      ;[i, rng] = nextInt(rng, 0, legal.length - 1)
      a = legal[i]
    }
    if (a === undefined) break
    const r = game.reduce(s, a)
    if (isLeft(r)) throw new Error(`${r.left.code}: ${r.left.message}`)
    s = r.right.state
    out.push(s)
  }
  return out
}

// The leaves worth editing: everything but the map's rows and the drivers' config.
const paths = (v: Json, at: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> => {
  if (v === null || typeof v !== 'object') return [at]
  if (at[0] === 'board' && at[1] === 'circuit' && (at[2] === 'rows' || at[2] === 'name')) return []
  if (at.length === 3 && at[0] === 'cars' && at[2] === 'driver') return []
  const kids = Array.isArray(v)
    ? v.map((x, i) => paths(x, [...at, i]))
    : Object.entries(v).map(([k, x]) => paths(x, [...at, k]))
  return [...(Array.isArray(v) || at.length === 0 ? [] : [at]), ...kids.flat()]
}

const get = (v: Json, at: ReadonlyArray<string | number>): Json =>
  at.reduce<Json>((x, k) => (x !== null && typeof x === 'object' ? ((x as Record<string, Json>)[k] ?? null) : null), v)

const set = (v: Json, at: ReadonlyArray<string | number>, value: Json): Json => {
  if (at.length === 0) return value
  const [k, ...rest] = at
  if (Array.isArray(v)) return v.map((x, i) => (i === k ? set(x, rest, value) : x))
  if (v !== null && typeof v === 'object') return { ...v, [k as string]: set(v[k as string] ?? null, rest, value) }
  return v
}

const WORDS = [
  'running',
  'standing',
  'spun',
  'off-track',
  'dirty',
  'pit',
  'finished',
  'out',
  'unplaced',
  'move',
  'roll',
  'reposition',
  'regroup',
  'pit-exit',
  'strategy',
  'over',
  'grid-draw',
  'start',
  'booster',
  'brake',
  'collision',
  'safety-car',
  'box',
  'weather',
  'weather-risk',
  'slick-rain',
  'granted',
  'same-speed',
  'refused',
  'spin',
  'none',
  'rain',
  'sun',
  'basic',
  'advanced',
  'race',
  'qualifying',
  'fast',
  'slow',
  'normal',
  'out-of-fuel',
]

// Values near the old one, and far: what a careless or hostile editor writes.
const junkFor = (old: Json, pick: number): Json => {
  if (typeof old === 'number') {
    const values = [
      old + 1,
      old - 1,
      old + 2,
      -old,
      0,
      -1,
      -5,
      1,
      2,
      3,
      7,
      8,
      42,
      99_999,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
    ]
    return values[pick % values.length] as number
  }
  if (typeof old === 'boolean') return !old
  if (typeof old === 'string') return WORDS[pick % WORDS.length] as string
  if (old === null) return [0, 1, 7, -1, 'normal', { x: 1, y: 1 }][pick % 6] as Json
  return pick % 3 === 0 ? null : pick % 3 === 1 ? [] : {}
}

/** What is wrong when a state is admitted: empty when it is refused, or admitted and playable for some steps. */
const admittedButBroken = (game: Game, edited: unknown, seed: number): string | null => {
  const admitted = game.admit(edited)
  if (isLeft(admitted)) return admitted.left.code === 'BAD_STATE' ? null : `refused with ${admitted.left.code}`
  let s = admitted.right
  let rng: Rng = seedRng(seed)
  for (let step = 0; step < 60; step++) {
    const st = game.status(s)
    if (st.kind === 'invalid') return `step ${step}: ${st.violation.message}`
    if (st.kind === 'over') return null
    const legal = game.legalActions(s)
    if (legal.length === 0) return `step ${step}: no legal action at a ${st.kind} node`
    for (const a of step === 0 ? legal : []) {
      const r = game.reduce(s, a)
      if (isLeft(r))
        return `the admitted state refuses its own legal ${canonicalJson(a)}: ${r.left.code} ${r.left.message}`
    }
    let i: number
    ;[i, rng] = nextInt(rng, 0, legal.length - 1)
    const r = game.reduce(s, legal[i] as never)
    if (isLeft(r)) return `step ${step}: ${r.left.code} ${r.left.message}`
    s = r.right.state
  }
  return null
}

const circuits = fc.sample(randomRing, { numRuns: 2, seed: 7 })
const races = [
  ...[0, 1, 2].map((seed) => raceStates(bolide, testRing, 4, 'basic', seed)),
  ...[3, 4].map((seed) => raceStates(bolide, testRing, 5, 'advanced', seed)),
  ...circuits.map((c, i) => raceStates(bolide, c, 3, i === 0 ? 'advanced' : 'basic', 10 + i)),
]

// One field of one state of one race, changed.
const edits = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()).map(([r, k, p, j]) => {
  const race = races[r % races.length] as BolideState[]
  const state = race[k % race.length] as BolideState
  const json = JSON.parse(JSON.stringify(state)) as Json
  const all = paths(json)
  const at = all[p % all.length] as ReadonlyArray<string | number>
  return { at: at.join('.'), edited: set(json, at, junkFor(get(json, at), j)), seed: j }
})

const one = (s: BolideState, patch: (j: Record<string, Json>) => void): unknown => {
  const json = JSON.parse(JSON.stringify(s)) as Record<string, Json>
  patch(json)
  return json
}

// The state's circuit given in full in its board (the hash left as it was), with some fields changed.
const circuitEdited = (s: BolideState, fields: Record<string, Json>): unknown =>
  one(s, (j) => {
    const board = j['board'] as Record<string, Json>
    board['circuit'] = { ...(JSON.parse(JSON.stringify(circuitOf(s))) as Record<string, Json>), ...fields }
  })

const midRace = (): BolideState => {
  const race = races[0] as BolideState[]
  const s = race.find((x, i) => i > 40 && x.phase.kind === 'move')
  if (s === undefined) throw new Error('no move')
  return s
}

describe('a decoded state is a consistent state (BAD_STATE)', () => {
  it('every state of the seeded races passes the check (the check refuses nothing a race reaches)', () => {
    for (const race of races) for (const s of race) expect(inconsistencies(s)).toEqual([])
  })

  it('phase.seat = 42 is refused (it made legalActions throw)', () => {
    const edited = one(midRace(), (j) => {
      j['phase'] = { kind: 'move', seat: 42 }
    })
    const r = bolide.admit(edited)
    expect(isLeft(r) && r.left.code).toBe('BAD_STATE')
    expect(isLeft(r) && r.left.message).toMatch(/seat 42/)
    expect(bolide.status(edited as BolideState).kind).toBe('invalid')
    expect(bolide.legalActions(edited as BolideState)).toEqual([])
  })

  it('blocks: -5 is refused (a count below its range)', () => {
    const edited = one(midRace(), (j) => {
      ;(j['cars'] as Array<Record<string, Json>>)[0]!['blocks'] = -5
    })
    const r = bolide.admit(edited)
    expect(isLeft(r) && r.left.message).toMatch(/has -5 blocks \(0 to 3\)/)
  })

  it('a map with its rows emptied is refused (legalActions listed an action reduce refused)', () => {
    const s = midRace()
    for (const rows of [[], circuitOf(s).rows.map(() => '')]) {
      const edited = circuitEdited(s, { rows })
      const r = bolide.admit(edited)
      expect(isLeft(r) && r.left.code).toBe('BAD_STATE')
      expect(bolide.legalActions(edited as BolideState)).toEqual([])
    }
  })

  it('a car far off the map (x = 99999), two cars on one point and a seat the phase does not give the turn to are refused', () => {
    const s = midRace()
    const far = one(s, (j) => {
      ;(j['cars'] as Array<Record<string, Json>>)[1]!['pos'] = { x: 99_999, y: 3 }
    })
    expect(isLeft(bolide.admit(far))).toBe(true)
    const other = s.cars.find((c) => c.seat !== (s.phase.kind === 'move' ? s.phase.seat : -1) && c.mode === 'running')
    if (other !== undefined) {
      const stacked = one(s, (j) => {
        const cars = j['cars'] as Array<Record<string, Json>>
        cars[other.seat]!['pos'] = cars[s.phase.kind === 'move' ? s.phase.seat : 0]!['pos'] as Json
      })
      const r = bolide.admit(stacked)
      expect(isLeft(r) && r.left.message).toMatch(/both stand at/)
    }
    const wrongTurn = one(s, (j) => {
      j['turn'] = ((j['turn'] as number) + 1) % s.order.length
    })
    expect(isLeft(bolide.admit(wrongTurn))).toBe(true)
  })

  it("a seat of the running order set to -1 is refused (the law kit found it on main, where the admitted state's own legal move was an ENGINE_DEFECT)", () => {
    // The counterexample of the law "a state with one field changed..." (fast-check seed
    // 1761044001, path 2:5:5:4:5:3:2:6:5:62): 4 cars on the test ring in round 8, seat 0 to
    // move, second in the running order [1, 0, 2, 3]; the edit wrote -1 over that 0.
    const s = scenario(
      testRing,
      [
        { pos: { x: 30, y: 16 }, vel: { x: 3, y: 0 } },
        { pos: { x: 33, y: 10 }, vel: { x: 0, y: -2 } },
        { pos: { x: 8, y: 15 }, vel: { x: -1, y: -1 }, patch: { crossings: 0 } },
        { pos: { x: 7, y: 13 }, vel: { x: -2, y: -2 }, patch: { crossings: 0 } },
      ],
      { laps: 1, patch: { round: 8, order: [1, 0, 2, 3], turn: 1, grid: [1, 0, 2, 3] } },
    )
    expect(inconsistencies(s)).toEqual([])
    const move = { type: 'move', to: { x: 31, y: 14 }, slipstream: false, pit: null } as const
    expect(bolide.legalActions(s)).toContainEqual(move)
    const edited = one(s, (j) => {
      ;(j['order'] as Json[])[1] = -1
    })
    const r = bolide.admit(edited)
    expect(isLeft(r) && r.left.code).toBe('BAD_STATE')
    expect(isLeft(r) && r.left.message).toMatch(/the running order names a seat the race does not have: 1, -1, 2, 3/)
    expect(bolide.status(edited as BolideState).kind).toBe('invalid')
    expect(bolide.legalActions(edited as BolideState)).toEqual([])
    // It is the state check that refuses it: without it the edited state is admitted.
    const unchecked = defineGame({ ...BOLIDE_RULES, inconsistencies: () => [] })
    expect(isRight(unchecked.admit(edited))).toBe(true)
  })

  it('a state whose circuit is over the limits is refused before its map is read: a half-way line to y = 2147483648', () => {
    const edited = circuitEdited(midRace(), { halfway: { from: { x: 20, y: 1 }, to: { x: 20, y: 2147483648 } } })
    const r = bolide.admit(edited)
    expect(isLeft(r) && r.left.message).toMatch(/half-way line's end \(20,2147483648\) is off the 41 × 21 map/)
  })

  it('one field changed (positions, counts, the step, seats, flags, the collision): refused, or admitted and playable for 60 steps', () => {
    fc.assert(
      fc.property(edits, ({ at, edited, seed }) => {
        expect(admittedButBroken(bolide, edited, seed), at).toBeNull()
      }),
      { numRuns: 400, seed: 20261123 },
    )
  })

  it('the property bites: without the state check, the same edits find a state that is not playable', () => {
    const unchecked = defineGame({ ...BOLIDE_RULES, inconsistencies: () => [] })
    const run = fc.check(
      fc.property(edits, ({ edited, seed }) => admittedButBroken(unchecked, edited, seed) === null),
      { numRuns: 400, seed: 20261123, endOnFailure: true },
    )
    expect(run.failed).toBe(true)
    // The known case, with the check gone: the seat of the phase is not a car.
    const edited = one(midRace(), (j) => {
      j['phase'] = { kind: 'move', seat: 42 }
    })
    expect(admittedButBroken(unchecked, edited, 1)).toMatch(/no legal action|ENGINE_DEFECT|invalid/)
    expect(isRight(unchecked.admit(edited))).toBe(true)
  })
})
