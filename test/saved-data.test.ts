import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson, LOG_VERSION, readLog, recordLog, type Game, type ReadLog } from '../src/core/index.js'
import { catalog } from '../src/cli/catalog.js'

// Saved data written by older pitwalls (test/fixtures/saved/README.md: which commit wrote each).
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'saved', name), 'utf8')) as unknown

type AnyGame = Game<unknown, unknown, unknown, unknown, unknown>

const gameOf = (id: string): AnyGame => {
  const entry = catalog.find((e) => e.game.id === id)
  if (entry === undefined) throw new Error(`no game ${id}`)
  return entry.game
}

// The states a log goes through with today's pitwall: after each step, from its setup.
const replayed = (game: AnyGame, log: unknown): { states: unknown[]; actions: unknown[] } => {
  const read = readLog(game, log)
  if (isLeft(read)) throw new Error(`step ${read.left.step}: ${read.left.message}`)
  const start = game.setup(read.right.log.config)
  if (isLeft(start)) throw new Error(start.left.message)
  const states: unknown[] = [start.right]
  const actions = read.right.log.steps.map((s) => s.action)
  for (const action of actions) {
    const next = game.reduce(states[states.length - 1], action)
    if (isLeft(next)) throw new Error(next.left.message)
    states.push(next.right.state)
  }
  expect(canonicalJson(states[states.length - 1])).toBe(canonicalJson(read.right.state))
  return { states, actions }
}

const OLDER_STATES = [
  ['formule-de', 1],
  ['rallyman', 1],
  ['bolide', 1],
] as const

describe('saved data of older format versions', () => {
  for (const [id, version] of OLDER_STATES) {
    const game = gameOf(id)
    it(`${game.name}: a state saved at format version ${version} migrates, and plays on to the same race as today's state`, () => {
      const { step, state: old } = fixture(`${id}-state-v${version}.json`) as {
        step: number
        state: { version: number }
      }
      expect(old.version).toBe(version)
      // The race's log, written by the same pitwall, replays with today's with its digests.
      const { states, actions } = replayed(game, fixture(`${id}-state-v${version}.log.json`))
      const migrated = game.admit(old)
      if (isLeft(migrated)) throw new Error(migrated.left.message)
      expect(canonicalJson(migrated.right)).toBe(canonicalJson(states[step]))
      // Every later step, played from the old state itself (the guard migrates it): the same states.
      let state: unknown = old
      for (let k = step; k < actions.length; k++) {
        const next = game.reduce(state, actions[k])
        if (isLeft(next)) throw new Error(`step ${k}: ${next.left.message}`)
        state = next.right.state
        expect(canonicalJson(state)).toBe(canonicalJson(states[k + 1]))
      }
      expect(game.status(state).kind).toBe('over')
    })
  }

  for (const id of ['formula-motor-racing', 'rallyman'] as const) {
    const game = gameOf(id)
    it(`${game.name}: a state saved before states carried a format version is refused, saying to replay its log`, () => {
      const { state } = fixture(`${id}-state-unversioned.json`) as { state: object }
      expect('version' in state).toBe(false)
      const read = game.admit(state)
      expect(isLeft(read) && read.left.code).toBe('BAD_STATE')
      expect(isLeft(read) && read.left.message).toContain('carries no format version')
      expect(isLeft(read) && read.left.message).toContain('Replay its log')
    })
  }

  it('Formula Motor Racing: the log of a race saved before states carried a version replays to its end', () => {
    const game = gameOf('formula-motor-racing')
    const { states } = replayed(game, fixture('formula-motor-racing-state-unversioned.log.json'))
    expect(game.status(states[states.length - 1]).kind).toBe('over')
  })

  it("a log of version 0 (the earlier command's { game, config, actions }) replays with every step checked", () => {
    const game = gameOf('formula-motor-racing')
    const log = fixture('formula-motor-racing-log-v0.json') as { actions: unknown[] }
    const { states } = replayed(game, log)
    expect(states.length).toBe(log.actions.length + 1)
    expect(game.status(states[states.length - 1]).kind).toBe('over')
  })

  it('one race saved at every older log version (0, 1, 2) goes up the chain of migrations: each reads, checked as its version wrote it, to the same race as a log recorded today', () => {
    const game = gameOf('formula-motor-racing')
    const files = [0, 1, 2].map((v) => fixture(`formula-motor-racing-log-v${v}.json`) as Record<string, unknown>)
    expect(files.map((f) => f['version'])).toEqual([undefined, 1, 2])
    const reads = files.map((f) => readLog(game, f))
    const actions = (files[0] as { actions: unknown[] }).actions
    const today = recordLog(
      game,
      (reads[0] as { right: ReadLog<unknown, unknown, unknown, unknown> }).right.log.config,
      actions,
      { seed: 7, seats: ['random', 'random', 'random'] },
    )
    if (isLeft(today)) throw new Error(today.left.message)
    const now = readLog(game, JSON.parse(JSON.stringify(today.right)))
    if (isLeft(now)) throw new Error(now.left.message)
    for (const [v, read] of reads.entries()) {
      if (isLeft(read)) throw new Error(`version ${v}, step ${read.left.step}: ${read.left.message}`)
      // Migrated to this version: the same actions, and the same race to its end.
      expect(read.right.log.version).toBe(LOG_VERSION)
      expect(read.right.log.steps.map((s) => s.action)).toEqual(actions)
      expect(canonicalJson(read.right.state)).toBe(canonicalJson(now.right.state))
      expect(read.right.events).toEqual(now.right.events)
      // From version 1 on, the seed and the seats are kept, and the digests are today's.
      if (v >= 1) expect(read.right.log).toEqual(now.right.log)
    }
    // Each older log is checked by the digests its version wrote: an action edited is refused at its step.
    for (const v of [1, 2]) {
      const file = files[v] as { steps: Array<{ action: unknown; digest: string }> }
      const edited = {
        ...file,
        steps: file.steps.map((s, i) =>
          i === 40 ? { ...s, digest: (files[v === 1 ? 2 : 1] as typeof file).steps[39]?.digest } : s,
        ),
      }
      const read = readLog(game, edited)
      expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['LOG_DIGEST', 40])
    }
    // Version 2's header digest covers the seats; version 1's covers nothing.
    const renamed = (v: number) => readLog(game, { ...files[v], seats: ['Ana', 'random', 'random'] })
    expect(isLeft(renamed(2)) && renamed(2)).toMatchObject({ left: { code: 'LOG_DIGEST', step: -1 } })
    expect(isLeft(renamed(1))).toBe(false)
  })

  it('a log of version 0 on a built-in circuit that has changed since is refused at the step that no longer plays', () => {
    const read = readLog(gameOf('formule-de'), fixture('formule-de-log-v0.json'))
    expect(isLeft(read) && read.left.step).toBeGreaterThan(0)
    expect(isLeft(read) && read.left.message).toMatch(/^Step \d+: /)
  })
})
