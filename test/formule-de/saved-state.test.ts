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
  boards,
  bots,
  circuitHash,
  circuitOf,
  defaultConfig,
  formuleDe,
  type Action,
  type Config,
  type Observation,
  type State,
} from '../../src/formule-de/index.js'
import { legacyHairpin } from './helpers.js'

type Json = Record<string, unknown>
const saved = (state: State): Json => JSON.parse(JSON.stringify(state)) as Json

// A seeded race of heuristic cars, recorded: its first state and its actions.
const recorded = (config: Config, seed = 7): { readonly start: State; readonly actions: ReadonlyArray<Action> } => {
  const start = formuleDe.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const drivers: Array<Policy<Action, Observation>> = config.cars.map(() => bots.heuristic)
  const run = playout(formuleDe, start.right, seedRng(seed), drivers, { collectEvents: false })
  if (isLeft(run)) throw new Error(run.left.message)
  return { start: start.right, actions: run.right.actions }
}

// The states of a recorded race from `from` on, each step taken with the guard's reduce.
const statesFrom = (from: unknown, actions: ReadonlyArray<Action>): ReadonlyArray<State> => {
  const out: State[] = []
  let state = from as State
  for (const action of actions) {
    const next = formuleDe.reduce(state, action)
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
  const admitted = formuleDe.admit(input)
  expect(isLeft(admitted) && admitted.left.code).toBe('BAD_STATE')
  return isLeft(admitted) ? admitted.left.message : ''
}

const riviera10 = recorded(defaultConfig({ players: 10, laps: 2 }))
const midRiviera = after(riviera10, Math.floor(riviera10.actions.length / 2))

describe('saved Formule Dé states', () => {
  it('a 10-car race on a built-in circuit saves in under 8 KB of JSON in every preset, its board an id and a hash', () => {
    const presets = [
      defaultConfig({ players: 10, laps: 2 }),
      defaultConfig({ players: 10, laps: 3, rules: 'advanced' }),
      defaultConfig({ players: 10, laps: 3, rules: 'tournament' }),
    ]
    for (const config of presets) {
      const race = config === presets[0] ? riviera10 : recorded(config)
      const states = statesFrom(race.start, race.actions)
      const mid = states[Math.floor(states.length / 2)] as State
      expect(mid.round).toBeGreaterThan(3) // well into the race: laps, wear and arrivals recorded
      for (const state of [race.start, mid, ...states.filter((_, i) => i % 50 === 0)]) {
        const json = JSON.stringify(state)
        expect(json.length).toBeLessThan(8 * 1024)
        expect(json).not.toContain('"spaces"')
      }
      expect(mid.board.circuit).toBe('riviera')
      expect(mid.board.hash).toMatch(/^[0-9a-f]{14}$/)
      expect(mid.board.hash).toBe(circuitHash(boards.riviera))
    }
  })

  it('a saved state reads back as the same state, on the same circuit, and plays on the same', () => {
    const back = formuleDe.admit(saved(midRiviera))
    if (isLeft(back)) throw new Error(back.left.message)
    expect(canonicalJson(back.right)).toBe(canonicalJson(midRiviera))
    expect(circuitOf(back.right)).toBe(boards.riviera)
    const rest = riviera10.actions.slice(Math.floor(riviera10.actions.length / 2))
    expect(canonicalJson(statesFrom(back.right, rest).at(-1))).toBe(canonicalJson(statesFrom(midRiviera, rest).at(-1)))
  })

  it("a state whose hash is not its built-in circuit's here is refused, naming both hashes", () => {
    const json = saved(midRiviera)
    const message = refusal({ ...json, board: { circuit: 'riviera', hash: '00000000000000' } })
    expect(message).toContain('saved on another board: its circuit hashes 00000000000000')
    expect(message).toContain(`built-in circuit "riviera" hashes ${circuitHash(boards.riviera)} in this pitwall`)
    expect(message).toContain('It cannot be resumed on this board.')
    // Moved onto another built-in circuit with its hash: that circuit hashes otherwise.
    const moved = refusal({ ...json, board: { circuit: 'speedbowl', hash: midRiviera.board.hash } })
    expect(moved).toContain(`built-in circuit "speedbowl" hashes ${circuitHash(boards.speedbowl)}`)
  })

  it('a built-in circuit given in full is recorded by its id; a state carrying it in full is refused', () => {
    const copy = JSON.parse(JSON.stringify(boards.hairpin)) as Config['circuit']
    const start = formuleDe.setup({ circuit: copy, laps: 1, cars: ['Ada', 'Bruno'] })
    if (isLeft(start)) throw new Error(start.left.message)
    expect(start.right.board).toEqual({ circuit: 'hairpin', hash: circuitHash(boards.hairpin) })
    const inFull = { ...saved(start.right), board: { circuit: copy, hash: circuitHash(boards.hairpin) } }
    expect(refusal(inFull)).toContain('built-in circuit "hairpin": a race records it by its id')
  })

  it("a circuit of one's own travels in full with its hash, round-trips, and an edit of it is refused", () => {
    const race = recorded({ circuit: legacyHairpin, laps: 2, cars: ['Ada', 'Bruno', 'Chloé'] })
    const mid = after(race, Math.floor(race.actions.length / 2))
    expect(mid.board.circuit).toEqual(legacyHairpin)
    expect(mid.board.hash).toBe(circuitHash(legacyHairpin))
    expect(JSON.stringify(mid)).toContain('"spaces"')
    const back = formuleDe.admit(saved(mid))
    if (isLeft(back)) throw new Error(back.left.message)
    expect(canonicalJson(back.right)).toBe(canonicalJson(mid))
    const rest = race.actions.slice(Math.floor(race.actions.length / 2))
    expect(canonicalJson(statesFrom(back.right, rest).at(-1))).toBe(canonicalJson(statesFrom(mid, rest).at(-1)))
    // A corner renamed without a new hash: the circuit is no longer the one the hash names.
    const edited = {
      ...legacyHairpin,
      corners: legacyHairpin.corners.map((c, i) => (i === 0 ? { ...c, name: 'Épingle' } : c)),
    }
    const message = refusal({ ...saved(mid), board: { circuit: edited, hash: mid.board.hash } })
    expect(message).toContain(
      `its circuit hashes ${mid.board.hash}, but the circuit it carries hashes ${circuitHash(edited)}`,
    )
  })
})

describe('saved Formule Dé states of format version 1', () => {
  it(`a version-1 state (the circuit in full) of a recorded race migrates to version ${STATE_VERSION} and plays on the same`, () => {
    const cut = Math.floor(riviera10.actions.length / 2)
    const v1 = asVersion1(midRiviera)
    expect(JSON.stringify(v1).length).toBeGreaterThan(40 * 1024) // the circuit in full
    const back = formuleDe.admit(v1)
    if (isLeft(back)) throw new Error(back.left.message)
    expect(back.right.version).toBe(STATE_VERSION)
    expect(back.right.board).toEqual({ circuit: 'riviera', hash: circuitHash(boards.riviera) })
    expect(canonicalJson(back.right)).toBe(canonicalJson(midRiviera))
    // Every later step of the recorded race, from the old state itself (the guard migrates it) and from the new.
    const rest = riviera10.actions.slice(cut)
    expect(statesFrom(v1, rest).map(canonicalJson)).toEqual(statesFrom(midRiviera, rest).map(canonicalJson))
  })

  it('a version-1 state on a circuit of its own, or on a built-in circuit that has changed since, goes on on that very circuit', () => {
    const race = recorded({ circuit: legacyHairpin, laps: 1, cars: ['Ada', 'Bruno'] })
    const mid = after(race, 40)
    const own = formuleDe.admit(asVersion1(mid))
    if (isLeft(own)) throw new Error(own.left.message)
    expect(canonicalJson(own.right)).toBe(canonicalJson(mid))
    // Riviera as an older pitwall might have had it (a corner named otherwise): no longer the
    // built-in circuit, so the state carries it in full and plays on it.
    const older = {
      ...boards.riviera,
      corners: boards.riviera.corners.map((c, i) => (i === 0 ? { ...c, name: 'Old name' } : c)),
    }
    const migrated = formuleDe.admit(asVersion1(midRiviera, older))
    if (isLeft(migrated)) throw new Error(migrated.left.message)
    expect(migrated.right.board.hash).toBe(circuitHash(older))
    expect(circuitOf(migrated.right).corners[0]?.name).toBe('Old name')
    const played = playout(
      formuleDe,
      migrated.right,
      seedRng(1),
      midRiviera.cars.map(() => bots.random),
      { collectEvents: false },
    )
    expect(isRight(played) && played.right.state.step.kind).toBe('over')
  })

  it('a version-1 state whose circuit is not one is refused with what is wrong with it', () => {
    const broken = { ...boards.riviera, grid: [...boards.riviera.grid, 99_999] }
    expect(refusal(asVersion1(midRiviera, broken))).toContain('circuit: GRID_OFF_TRACK')
    expect(refusal({ ...asVersion1(midRiviera), circuit: { name: 'Riviera' } })).toContain('board.circuit')
    // Without a circuit it is no version-1 state.
    expect(refusal({ ...asVersion1(midRiviera), circuit: 'riviera' })).toContain('format version 1')
  })

  it('a state of version 0, of a later version or of none is refused, naming its version', () => {
    const json = saved(midRiviera)
    expect(refusal({ ...json, version: 0 })).toContain(
      `format version 0; this pitwall reads Formule Dé states of version ${STATE_VERSION}`,
    )
    expect(refusal({ ...asVersion1(midRiviera), version: 0 })).toContain('format version 0')
    expect(refusal({ ...json, version: STATE_VERSION + 1 })).toContain(`format version ${STATE_VERSION + 1}`)
    const { version: _dropped, ...unversioned } = json
    expect(refusal(unversioned)).toContain('carries no format version')
  })
})
