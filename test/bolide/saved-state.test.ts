/**
 * Saved states are small and know their circuit: a state records a built-in circuit by its id
 * and a hash of the circuit, not the circuit itself (a circuit of one's own travels in full);
 * decoding refuses a state whose hash is not its circuit's here. States of format version 1
 * (the circuit in full) are migrated and play on as they would have.
 */
import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson, playout, seedRng, type Policy } from '../../src/core/index.js'
import {
  STATE_VERSION,
  bolide,
  boards,
  bots,
  circuitHash,
  circuitOf,
  defaultConfig,
  type Action,
  type Circuit,
  type Config,
  type Observation,
  type State,
} from '../../src/bolide/index.js'
import { mapOf } from './helpers.js'
import { ringMap } from './random-circuit.js'

type Json = Record<string, unknown>
const saved = (state: State): Json => JSON.parse(JSON.stringify(state)) as Json

// A seeded race, recorded: its first state and its actions.
const recorded = (
  config: Config,
  seed = 7,
  bot: Policy<Action, Observation> = bots.heuristic,
): { readonly start: State; readonly actions: ReadonlyArray<Action> } => {
  const start = bolide.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const drivers = config.drivers.map(() => bot)
  const run = playout(bolide, start.right, seedRng(seed), drivers, { collectEvents: false })
  if (isLeft(run)) throw new Error(run.left.message)
  return { start: start.right, actions: run.right.actions }
}

// The states of a recorded race from `from` on, each step taken with the guard's reduce.
const statesFrom = (from: unknown, actions: ReadonlyArray<Action>): ReadonlyArray<State> => {
  const out: State[] = []
  let state = from as State
  for (const action of actions) {
    const next = bolide.reduce(state, action)
    if (isLeft(next)) throw new Error(next.left.message)
    state = next.right.state
    out.push(state)
  }
  return out
}

const after = (race: ReturnType<typeof recorded>, steps: number): State => {
  const states = statesFrom(race.start, race.actions.slice(0, steps))
  return states[states.length - 1] ?? race.start
}

// The version-1 shape of a state: the circuit in full as `circuit`, no board.
const asVersion1 = (state: State, circuit: unknown = circuitOf(state)): Json => {
  const { board: _board, ...rest } = saved(state)
  return { ...rest, version: 1, circuit: JSON.parse(JSON.stringify(circuit)) as unknown }
}

const refusal = (input: unknown): string => {
  const admitted = bolide.admit(input)
  expect(isLeft(admitted) && admitted.left.code).toBe('BAD_STATE')
  return isLeft(admitted) ? admitted.left.message : ''
}

// A circuit of one's own: a ring with a pit lane, built from its map.
const ring: Circuit = mapOf(ringMap(40, 26, 5, true))

const costa8 = recorded(defaultConfig({ players: 8, laps: 2 }))
const cut = Math.floor(costa8.actions.length / 2)
const midCosta = after(costa8, cut)

describe('saved Bolide states', () => {
  it('an 8-car race on a built-in circuit saves without its map (the map alone is over 4 KB), its board an id and a hash', () => {
    const mapBytes = JSON.stringify(boards['costa-azzurra']).length
    expect(mapBytes).toBeGreaterThan(4 * 1024)
    for (const config of [
      defaultConfig({ players: 8, laps: 2 }),
      defaultConfig({ players: 8, laps: 2, rules: 'advanced' }),
    ]) {
      const race = config.rules === 'basic' ? costa8 : recorded(config)
      const states = statesFrom(race.start, race.actions)
      const mid = states[Math.floor(states.length / 2)] as State
      expect(mid.round).toBeGreaterThan(3) // well into the race: laps, blocks and places recorded
      for (const state of [race.start, mid, ...states.filter((_, i) => i % 50 === 0)]) {
        const json = JSON.stringify(state)
        // The cars, the step and the counters: less than the map that is no longer saved.
        expect(json.length).toBeLessThan(mapBytes)
        expect(json).not.toContain('"rows"')
      }
      expect(mid.board.circuit).toBe('costa-azzurra')
      expect(mid.board.hash).toMatch(/^[0-9a-f]{14}$/)
      expect(mid.board.hash).toBe(circuitHash(boards['costa-azzurra']))
      // The rules read the one built-in circuit, the constant the per-circuit tables are kept for.
      expect(circuitOf(mid)).toBe(boards['costa-azzurra'])
    }
  })

  it('a saved state reads back as the same state, on the same circuit, and plays on the same', () => {
    const back = bolide.admit(saved(midCosta))
    if (isLeft(back)) throw new Error(back.left.message)
    expect(canonicalJson(back.right)).toBe(canonicalJson(midCosta))
    expect(circuitOf(back.right)).toBe(boards['costa-azzurra'])
    const rest = costa8.actions.slice(cut)
    expect(canonicalJson(statesFrom(back.right, rest).at(-1))).toBe(canonicalJson(statesFrom(midCosta, rest).at(-1)))
  })

  it("a state whose hash is not its built-in circuit's here is refused, naming both hashes", () => {
    const json = saved(midCosta)
    const message = refusal({ ...json, board: { circuit: 'costa-azzurra', hash: '00000000000000' } })
    expect(message).toContain('saved on another board: its circuit hashes 00000000000000')
    expect(message).toContain(
      `built-in circuit "costa-azzurra" hashes ${circuitHash(boards['costa-azzurra'])} in this pitwall`,
    )
    expect(message).toContain('It cannot be resumed on this board.')
    // Moved onto another built-in circuit with its hash: that circuit hashes otherwise.
    const moved = refusal({ ...json, board: { circuit: 'brughiera-park', hash: midCosta.board.hash } })
    expect(moved).toContain(`built-in circuit "brughiera-park" hashes ${circuitHash(boards['brughiera-park'])}`)
  })

  it('a built-in circuit given in full is recorded by its id; a state carrying it in full is refused', () => {
    const copy = JSON.parse(JSON.stringify(boards['test-ring'])) as Circuit
    expect(copy).not.toBe(boards['test-ring'])
    const start = bolide.setup({ ...defaultConfig({ players: 2 }), circuit: copy })
    if (isLeft(start)) throw new Error(start.left.message)
    expect(start.right.board).toEqual({ circuit: 'test-ring', hash: circuitHash(boards['test-ring']) })
    expect(circuitOf(start.right)).toBe(boards['test-ring'])
    const inFull = { ...saved(start.right), board: { circuit: copy, hash: circuitHash(boards['test-ring']) } }
    expect(refusal(inFull)).toContain('built-in circuit "test-ring": a race records it by its id')
  })

  it("a circuit of one's own travels in full with its hash, round-trips, and an edit of it is refused", () => {
    const race = recorded({ ...defaultConfig({ players: 3, laps: 2 }), circuit: ring })
    const half = Math.floor(race.actions.length / 2)
    const mid = after(race, half)
    expect(mid.board.circuit).toEqual(ring)
    expect(mid.board.hash).toBe(circuitHash(ring))
    expect(JSON.stringify(mid)).toContain('"rows"')
    const back = bolide.admit(saved(mid))
    if (isLeft(back)) throw new Error(back.left.message)
    expect(canonicalJson(back.right)).toBe(canonicalJson(mid))
    const rest = race.actions.slice(half)
    expect(canonicalJson(statesFrom(back.right, rest).at(-1))).toBe(canonicalJson(statesFrom(mid, rest).at(-1)))
    // The rain risk changed without a new hash: the circuit is no longer the one the hash names.
    const edited: Circuit = { ...ring, rainRisk: ring.rainRisk === 12 ? 0 : ring.rainRisk + 1 }
    const message = refusal({ ...saved(mid), board: { circuit: edited, hash: mid.board.hash } })
    expect(message).toContain(
      `its circuit hashes ${mid.board.hash}, but the circuit it carries hashes ${circuitHash(edited)}`,
    )
  })
})

describe('saved Bolide states of format version 1', () => {
  it(`a version-1 state (the circuit in full) of a recorded race migrates to version ${STATE_VERSION} and plays on step for step the same`, () => {
    const v1 = asVersion1(midCosta)
    expect(JSON.stringify(v1).length).toBeGreaterThan(JSON.stringify(midCosta).length + 4 * 1024) // the map in full
    const back = bolide.admit(v1)
    if (isLeft(back)) throw new Error(back.left.message)
    expect(back.right.version).toBe(STATE_VERSION)
    expect(back.right.board).toEqual({ circuit: 'costa-azzurra', hash: circuitHash(boards['costa-azzurra']) })
    expect(canonicalJson(back.right)).toBe(canonicalJson(midCosta))
    // Every later step of the recorded race, from the old state itself (the guard migrates it) and from the new.
    const rest = costa8.actions.slice(cut)
    expect(rest.length).toBeGreaterThan(100)
    expect(statesFrom(v1, rest).map(canonicalJson)).toEqual(statesFrom(midCosta, rest).map(canonicalJson))
  })

  it('a version-1 state on a circuit of its own, or on a built-in circuit that has changed since, goes on on that very circuit', () => {
    const race = recorded({ ...defaultConfig({ players: 2, laps: 1 }), circuit: ring })
    const mid = after(race, 40)
    const own = bolide.admit(asVersion1(mid))
    if (isLeft(own)) throw new Error(own.left.message)
    expect(canonicalJson(own.right)).toBe(canonicalJson(mid))
    // Costa Azzurra as an older pitwall might have had it (named otherwise): no longer the
    // built-in circuit, so the state carries it in full and plays on it.
    const older: Circuit = { ...boards['costa-azzurra'], name: 'Old name' }
    const migrated = bolide.admit(asVersion1(midCosta, older))
    if (isLeft(migrated)) throw new Error(migrated.left.message)
    expect(migrated.right.board.hash).toBe(circuitHash(older))
    expect(circuitOf(migrated.right).name).toBe('Old name')
    const played = playout(
      bolide,
      migrated.right,
      seedRng(1),
      midCosta.cars.map(() => bots.random),
      { collectEvents: false },
    )
    expect(isRight(played) && played.right.state.phase.kind).toBe('over')
  })

  it('a version-1 state whose circuit is not one is refused with what is wrong with it', () => {
    // A grid slot on a white intersection: the circuit's own defect is named.
    const broken: Circuit = {
      ...boards['costa-azzurra'],
      grid: [...boards['costa-azzurra'].grid.slice(0, 7), { x: 0, y: 0 }],
    }
    expect(refusal(asVersion1(midCosta, broken))).toContain('circuit: grid slot 8 (0,0) is not a track point')
    expect(refusal({ ...asVersion1(midCosta), circuit: { name: 'Costa Azzurra' } })).toContain('board.circuit')
    // Without a circuit object it is no version-1 state.
    expect(refusal({ ...asVersion1(midCosta), circuit: 'costa-azzurra' })).toContain('format version 1')
  })

  it('a state of version 0, of a later version or of none is refused, naming its version', () => {
    const json = saved(midCosta)
    expect(refusal({ ...json, version: 0 })).toContain(
      `format version 0; this pitwall reads Bolide states of version ${STATE_VERSION}`,
    )
    expect(refusal({ ...asVersion1(midCosta), version: 0 })).toContain('format version 0')
    expect(refusal({ ...json, version: STATE_VERSION + 1 })).toContain(`format version ${STATE_VERSION + 1}`)
    const { version: _dropped, ...unversioned } = json
    expect(refusal(unversioned)).toContain('carries no format version')
  })
})
