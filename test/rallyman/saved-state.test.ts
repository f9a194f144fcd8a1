/**
 * Saved states are small and know their board: a state records which built-in rally it runs
 * and a hash of its built specials, not the specials themselves; decoding rebuilds them from
 * the config and refuses a state whose board does not hash the same (another rally, other
 * zones); a state of format version 1 (the specials in full) is migrated.
 */
import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson, playout, seedRng } from '../../src/core/index.js'
import {
  STATE_VERSION,
  bots,
  boards,
  defaultConfig,
  rallyman,
  stagesOf,
  straight,
  type State,
} from '../../src/rallyman/index.js'
import { setupOrThrow, testConfig } from './helpers.js'
import { BOARD_IDS } from '../../src/rallyman/stage/rallies.js'

const drivers = [bots.heuristic, bots.random, bots.heuristic, bots.random]

// Some way into a four-driver rally (split times and specials times in the state).
const midRally = (steps: number, config = defaultConfig({ players: 4 })): State => {
  const run = playout(rallyman, setupOrThrow(config), seedRng(7), drivers, { maxSteps: steps })
  return isRight(run) ? run.right.state : run.left.state
}

const saved = (state: State): Record<string, unknown> => JSON.parse(JSON.stringify(state)) as Record<string, unknown>

const refusal = (input: unknown): string => {
  const admitted = rallyman.admit(input)
  expect(isLeft(admitted) && admitted.left.code).toBe('BAD_STATE')
  return isLeft(admitted) ? admitted.left.message : ''
}

describe('saved Rallyman states', () => {
  it('a mid-rally state of a built-in rally is under 8 KB of JSON, its board an id and a hash', () => {
    for (const board of BOARD_IDS) {
      const state = midRally(1500, defaultConfig({ players: 4, board }))
      expect(state.special).toBeGreaterThan(0) // past the first special: times and split times recorded
      const json = JSON.stringify(state)
      expect(json.length).toBeLessThan(8 * 1024)
      expect(state.board.rally).toBe(board)
      expect(state.board.hash).toMatch(/^[0-9a-f]{14}$/)
      expect(json).not.toContain('"cells"')
    }
  })

  it('a saved state reads back as the same state, with the same specials', () => {
    const state = midRally(600)
    const back = rallyman.admit(saved(state))
    if (isLeft(back)) throw new Error(back.left.message)
    expect(canonicalJson(back.right)).toBe(canonicalJson(state))
    expect(canonicalJson(stagesOf(back.right))).toBe(canonicalJson(stagesOf(state)))
  })

  it('a state whose board hash differs is refused: it was saved on another board', () => {
    const json = saved(midRally(300))
    const message = refusal({ ...json, board: { rally: 'asphalt', hash: '00000000000000' } })
    expect(message).toMatch(/saved on another board: its specials hash 00000000000000/)
    expect(message).toMatch(/cannot be resumed on this board/)
  })

  it('a state moved onto another built-in rally is refused, even naming that rally', () => {
    const json = saved(midRally(300)) as { config: Record<string, unknown>; board: { hash: string } }
    // The snow rally's config with the asphalt rally's hash: the specials it builds differ.
    const moved = {
      ...json,
      config: { ...json.config, rally: boards.snow },
      board: { rally: 'snow', hash: json.board.hash },
    }
    expect(refusal(moved)).toMatch(/saved on another board/)
    // The board naming a rally the config does not run.
    expect(refusal({ ...json, board: { ...json.board, rally: 'dirt' } })).toMatch(/says built-in rally "dirt"/)
    expect(refusal({ ...json, board: { ...json.board, rally: null } })).toMatch(/config runs built-in rally "asphalt"/)
  })

  it(`a state of format version 1 (the specials in full) migrates to version ${STATE_VERSION} and plays on the same`, () => {
    const state = midRally(300)
    const { board: _board, ...rest } = saved(state)
    const v1 = { ...rest, version: 1, stages: JSON.parse(JSON.stringify(stagesOf(state))) as unknown }
    const back = rallyman.admit(v1)
    if (isLeft(back)) throw new Error(back.left.message)
    expect(back.right.version).toBe(STATE_VERSION)
    expect(canonicalJson(back.right)).toBe(canonicalJson(state))
    // Played on from the old state itself (the guard migrates it) and from the new one: the same rally.
    const a = playout(rallyman, v1 as unknown as State, seedRng(9), drivers)
    const b = playout(rallyman, state, seedRng(9), drivers)
    expect(isRight(a) && isRight(b) && canonicalJson(a.right.state) === canonicalJson(b.right.state)).toBe(true)
  })

  it('a version-1 state whose specials are not the ones its config builds here is refused as saved on another board', () => {
    const state = midRally(300)
    const { board: _board, ...rest } = saved(state)
    const stages = JSON.parse(JSON.stringify(stagesOf(state))) as Array<{ name: string }>
    const other = stages.map((s, i) => (i === 0 ? { ...s, name: `${s.name} (older)` } : s))
    expect(refusal({ ...rest, version: 1, stages: other })).toMatch(/saved on another board/)
    // Without its specials it is no version-1 state: refused naming its version.
    const message = refusal({ ...rest, version: 1 })
    expect(message).toContain('format version 1')
    expect(message).toContain(`version ${STATE_VERSION}`)
  })

  it('a rally of its own (its own zone) is saved in full in its config and round-trips', () => {
    const config = testConfig([...Array.from({ length: 12 }, () => straight()), straight({ split: true })], {
      drivers: 2,
    })
    const start = setupOrThrow(config)
    expect(start.board.rally).toBeNull()
    const run = playout(rallyman, start, seedRng(3), [bots.heuristic, bots.heuristic], { maxSteps: 12 })
    const state = isRight(run) ? run.right.state : run.left.state
    const back = rallyman.admit(saved(state))
    if (isLeft(back)) throw new Error(back.left.message)
    expect(canonicalJson(back.right)).toBe(canonicalJson(state))
    // Played on from the saved copy, the rally goes exactly as from the original.
    const a = playout(rallyman, state, seedRng(9), [bots.heuristic, bots.heuristic])
    const b = playout(rallyman, back.right, seedRng(9), [bots.heuristic, bots.heuristic])
    expect(isRight(a) && isRight(b) && canonicalJson(a.right.state) === canonicalJson(b.right.state)).toBe(true)
    // Its zone edited (one more straight): another board, refused.
    const json = saved(state) as { config: { zones: Array<{ steps: unknown[] }> } }
    const zone = json.config.zones[0] as { steps: unknown[] }
    const edited = {
      ...json,
      config: { ...json.config, zones: [{ ...zone, steps: [...zone.steps, JSON.parse(JSON.stringify(straight()))] }] },
    }
    expect(refusal(edited)).toMatch(/saved on another board/)
  })
})
