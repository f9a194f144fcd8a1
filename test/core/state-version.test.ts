import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { decodeState, playout, seedRng } from '../../src/core/index.js'
import { catalog } from '../../src/cli/catalog.js'
import { versionVerdict, type MigrationChain, type MigrationStep } from '../../src/core/state-version.js'

// A saved state is users' data: every game's state carries its format version, and a state
// of another version (or of none) is refused with a message naming it, never misread.
describe('saved states carry a format version', () => {
  for (const { game, configFromOptions, bots } of catalog) {
    it(`${game.name}: a state saved as JSON reads back; another version or none is refused, naming the version`, () => {
      const config = configFromOptions({})
      if (isLeft(config)) throw new Error(config.left.message)
      const start = game.setup(config.right)
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(game, start.right, seedRng(3), [bots.random], { maxSteps: 40 })
      // Forty steps in (a Left only says the race goes on past them).
      const state = isRight(run) ? run.right.state : run.left.state
      const saved = JSON.parse(JSON.stringify(state)) as Record<string, unknown>
      // Each game counts its own versions from 1.
      const version = saved.version as number
      expect(Number.isSafeInteger(version) && version >= 1).toBe(true)
      expect(isRight(decodeState(game, saved))).toBe(true)
      const newer = decodeState(game, { ...saved, version: version + 1 })
      expect(isLeft(newer) && newer.left.code).toBe('BAD_STATE')
      expect(isLeft(newer) && newer.left.message).toContain(`format version ${version + 1}`)
      const { version: _dropped, ...unversioned } = saved
      const older = decodeState(game, unversioned)
      expect(isLeft(older) && older.left.message).toContain('carries no format version')
    })
  }
})

// A format at version 4 whose fields were renamed at every bump: each older version is read by
// the steps from it up to 4, in order, and only by them.
describe('migrations: the chain of steps core runs, one per version', () => {
  const chain: MigrationChain<4> = [
    { from: 1, to: 2, step: ({ a, ...rest }) => ({ ...rest, b: a, trail: ['1>2'] }) },
    { from: 2, to: 3, step: ({ b, trail, ...rest }) => ({ ...rest, c: b, trail: [...(trail as string[]), '2>3'] }) },
    {
      from: 3,
      to: 4,
      step: ({ c, trail, ...rest }) =>
        typeof c === 'number' ? { ...rest, d: c, trail: [...(trail as string[]), '3>4'] } : 'its c is not a number',
    },
  ]
  const verdict = (input: unknown) => versionVerdict(input, 4, chain, 'Toy')
  const lines = (input: unknown): string => {
    const v = verdict(input)
    return v.kind === 'refused' ? v.lines.join('\n') : v.kind
  }

  it('a state of each older version goes through every step from its own, in order, and ends at the current version', () => {
    expect(verdict({ version: 1, a: 7, other: 'kept' })).toEqual({
      kind: 'migrated',
      state: { version: 4, d: 7, other: 'kept', trail: ['1>2', '2>3', '3>4'] },
    })
    expect(verdict({ version: 2, b: 7, trail: [] })).toEqual({
      kind: 'migrated',
      state: { version: 4, d: 7, trail: ['2>3', '3>4'] },
    })
    expect(verdict({ version: 3, c: 7, trail: [] })).toEqual({
      kind: 'migrated',
      state: { version: 4, d: 7, trail: ['3>4'] },
    })
    expect(verdict({ version: 4, d: 7 })).toEqual({ kind: 'current' })
  })

  it('a version no step starts from (older than the chain, newer, not a whole number) is refused naming it; a step may refuse with its reason', () => {
    for (const version of [0, 5, 1.5, '2', -1])
      expect(lines({ version, a: 7 })).toContain(`format version ${JSON.stringify(version)}`)
    expect(lines({ version: 3, c: 'seven', trail: [] })).toBe(
      'it is a state of format version 3 that cannot be read as version 4: its c is not a number',
    )
    // The reason of the step met after earlier ones names the version it was reading.
    expect(lines({ version: 1, a: 'seven' })).toContain('format version 3 that cannot be read as version 4')
  })

  it('the type of a chain asks for one step per version, in order: a bump without its step does not compile', () => {
    // Checked by tsc (npm test): each directive fails the type check if the line compiles.
    const oneToTwo: MigrationStep<1, 2> = { from: 1, to: 2, step: (s) => s }
    const twoToThree: MigrationStep<2, 3> = { from: 2, to: 3, step: (s) => s }
    // @ts-expect-error version 4 without the step from 3
    const missing: MigrationChain<4> = [oneToTwo, twoToThree]
    // @ts-expect-error a step that skips a version
    const skipping: MigrationChain<3> = [{ from: 1, to: 3, step: (s) => s }, twoToThree]
    const none: MigrationChain<1> = []
    expect([missing.length, skipping.length, none.length]).toEqual([2, 2, 0])
  })

  it('a chain with a gap, or a step that does not raise the version, refuses instead of looping or skipping', () => {
    const gap = [chain[0], chain[2]]
    expect(versionVerdict({ version: 1, a: 7 }, 4, gap, 'Toy')).toMatchObject({ kind: 'refused' })
    const stuck = [{ from: 1, to: 1, step: (s: Readonly<Record<string, unknown>>) => s }]
    expect(versionVerdict({ version: 1 }, 4, stuck, 'Toy')).toMatchObject({ kind: 'refused' })
    const throwing = [
      {
        from: 1,
        to: 2,
        step: (): Record<string, unknown> => {
          throw new Error('boom')
        },
      },
    ]
    expect(versionVerdict({ version: 1 }, 2, throwing, 'Toy')).toMatchObject({ kind: 'defect' })
  })
})
