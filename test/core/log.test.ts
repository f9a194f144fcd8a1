import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  canonicalJson,
  LOG_VERSION,
  playout,
  randomPolicy,
  readLog,
  recordLog,
  seedRng,
  type RaceLog,
} from '../../src/core/index.js'
import { formulaMotorRacing } from '../../src/formula-motor-racing/index.js'
import { formatAction, formuleDe, NOTATION_VERSION, parseAction } from '../../src/formule-de/index.js'
import { toyGame, type ToyAction, type ToyConfig } from '../support/toy.js'

// Logs written by earlier versions of pitwall, kept as users keep their files.
const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))

const config: ToyConfig = { seats: 3, length: 10 }

const race = (): { readonly actions: ReadonlyArray<ToyAction>; readonly state: unknown } => {
  const start = toyGame.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const run = playout(toyGame, start.right, seedRng('log'), [randomPolicy, randomPolicy, randomPolicy])
  if (isLeft(run)) throw new Error(run.left.message)
  return run.right
}

const logOf = (): RaceLog<ToyConfig, ToyAction> => {
  const { actions } = race()
  const log = recordLog(toyGame, config, actions, { seed: 'log', notation: (_s, a) => a.type })
  if (isLeft(log)) throw new Error(log.left.message)
  return log.right
}

// The log as a user's file would hold it.
const asFile = (log: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(log)) as Record<string, unknown>

describe('saved race logs', () => {
  it('a log carries its format, version, game, seed and config, and replays to the same state', () => {
    const log = logOf()
    expect([log.format, log.version, log.game, log.seed]).toEqual(['pitwall-log', LOG_VERSION, 'dice-derby', 'log'])
    const read = readLog(toyGame, asFile(log))
    if (isLeft(read)) throw new Error(read.left.message)
    expect(canonicalJson(read.right.state)).toBe(canonicalJson(race().state))
    expect(read.right.log.steps.length).toBe(log.steps.length)
  })

  it('an action edited at step k is refused at step k, with its number', () => {
    const file = asFile(logOf())
    const steps = file['steps'] as Array<{ action: ToyAction; digest: string }>
    // Find a gear choice and play the other gear: a legal action, so only the digest can tell.
    const k = steps.findIndex((s) => s.action.type === 'gear')
    const gear = steps[k]?.action
    if (gear?.type !== 'gear') throw new Error('no gear step')
    steps[k] = { ...(steps[k] as { digest: string }), action: { type: 'gear', gear: gear.gear === 1 ? 2 : 1 } }
    const read = readLog(toyGame, file)
    expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['LOG_DIGEST', k])
  })

  it('a digest edited at step k is refused at step k', () => {
    const file = asFile(logOf())
    const steps = file['steps'] as Array<{ digest: string }>
    const k = Math.floor(steps.length / 2)
    ;(steps[k] as { digest: string }).digest = '00000000000000'
    const read = readLog(toyGame, file)
    expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['LOG_DIGEST', k])
  })

  it('an action with a field added is refused at its step as BAD_ACTION', () => {
    const file = asFile(logOf())
    const steps = file['steps'] as Array<{ action: Record<string, unknown> }>
    ;(steps[4] as { action: Record<string, unknown> }).action = { ...steps[4]?.action, note: 'x' }
    const read = readLog(toyGame, file)
    expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['BAD_ACTION', 4])
  })

  it('another version is refused with a clear message; another game too', () => {
    const newer = readLog(toyGame, { ...asFile(logOf()), version: LOG_VERSION + 1 })
    expect(isLeft(newer) && newer.left.code).toBe('LOG_VERSION')
    expect(isLeft(newer) && newer.left.message).toContain(`version ${LOG_VERSION + 1}`)
    const other = readLog(toyGame, { ...asFile(logOf()), game: 'bolide' })
    expect(isLeft(other) && other.left.code).toBe('LOG_GAME')
    expect(isLeft(readLog(toyGame, []))).toBe(true)
    expect(isLeft(readLog(toyGame, { format: 'pitwall-log' }))).toBe(true)
  })

  it('version 0 (the earlier {game, config, actions}) is migrated: every step checked by the rules', () => {
    const { actions } = race()
    const read = readLog(toyGame, asFile({ game: 'dice-derby', config, actions }))
    if (isLeft(read)) throw new Error(read.left.message)
    expect(read.right.log.version).toBe(LOG_VERSION)
    // The digests of this version: those of the same race recorded now (no seed, no seats).
    const recorded = recordLog(toyGame, config, actions)
    expect(isRight(recorded) && read.right.log.steps.map((s) => s.digest)).toEqual(
      isRight(recorded) && recorded.right.steps.map((s) => s.digest),
    )
    const broken = readLog(
      toyGame,
      asFile({ game: 'dice-derby', config, actions: [...actions.slice(0, 3), { type: 'roll', value: 9 }] }),
    )
    expect(isLeft(broken) && broken.left.step).toBe(3)
  })

  it('notation is kept for people and never trusted: the action is what replays', () => {
    const file = asFile(logOf())
    ;((file['steps'] as Array<{ notation: string }>)[0] as { notation: string }).notation = 'anything'
    expect(isRight(readLog(toyGame, file))).toBe(true)
  })

  it('the names in a log are covered: seats edited, added or removed, or a seed or config edited, are refused as a whole', () => {
    const named = recordLog(toyGame, config, race().actions, { seed: 'log', seats: ['Ana', 'Bo', 'Cy'] })
    if (isLeft(named)) throw new Error(named.left.message)
    expect(isRight(readLog(toyGame, asFile(named.right)))).toBe(true)
    const edits: ReadonlyArray<Record<string, unknown>> = [
      { seats: ['Ana', 'Bob', 'Cy'] },
      { seats: ['Ana', 'Bo'] },
      { seed: 'other' },
      { config: { ...config, length: 11 } },
    ]
    for (const edit of edits) {
      const read = readLog(toyGame, { ...asFile(named.right), ...edit })
      expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['LOG_DIGEST', -1])
    }
    const { seats: _dropped, ...unnamed } = asFile(named.right)
    const read = readLog(toyGame, unnamed)
    expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['LOG_DIGEST', -1])
    // Even a log of no step: the header has its own digest.
    const empty = recordLog(toyGame, config, [], { seats: ['Ana', 'Bo', 'Cy'] })
    if (isLeft(empty)) throw new Error(empty.left.message)
    const renamed = readLog(toyGame, { ...asFile(empty.right), seats: ['Zed', 'Bo', 'Cy'] })
    expect(isLeft(renamed) && renamed.left.code).toBe('LOG_DIGEST')
  })

  it('a version-1 log (made before the digest covered the header) still reads, checked the old way, migrated to this version', () => {
    const file = JSON.parse(readFileSync(fixture('log-v1-dice-derby.json'), 'utf8')) as Record<string, unknown>
    expect(file['version']).toBe(1)
    const read = readLog(toyGame, file)
    if (isLeft(read)) throw new Error(read.left.message)
    expect(read.right.log).toMatchObject({ version: LOG_VERSION, seed: 'v1', seats: ['Ana', 'Bo', 'random'] })
    // The migrated log is a log of this version: it reads again, to the same state.
    const again = readLog(toyGame, asFile(read.right.log))
    expect(isRight(again) && canonicalJson(again.right.state)).toBe(canonicalJson(read.right.state))
    // Its steps are still checked against the digests it was written with.
    const steps = file['steps'] as Array<{ digest: string }>
    ;(steps[5] as { digest: string }).digest = '00000000000000'
    const edited = readLog(toyGame, file)
    expect(isLeft(edited) && [edited.left.code, edited.left.step]).toEqual(['LOG_DIGEST', 5])
  })

  it('an older log with a field its version did not write is refused by the step of the chain that reads it, as BAD_LOG', () => {
    const v1 = JSON.parse(readFileSync(fixture('log-v1-dice-derby.json'), 'utf8')) as Record<string, unknown>
    const cases: ReadonlyArray<readonly [unknown, string]> = [
      [
        { ...v1, digest: '00000000000000' },
        'version 1 cannot be read as version 2: a version-1 log has no header digest',
      ],
      [{ ...v1, version: 2, digest: 'x', notation: 7 }, 'version 2 cannot be read as version 3'],
      [{ game: 'dice-derby', config: {}, actions: [], steps: [] }, 'version 0 cannot be read as version 1'],
      [{ game: 'dice-derby', config: {} }, 'it lists no "actions"'],
      [{ ...v1, version: 2 }, 'digest: a version-2 log has a header digest'],
    ]
    for (const [input, message] of cases) {
      const read = readLog(toyGame, input)
      expect(isLeft(read) && [read.left.code, read.left.step]).toEqual(['BAD_LOG', -1])
      expect(isLeft(read) && read.left.message).toContain(message)
    }
  })

  it("a log names its notation's version; a version-2 log (texts in Formule Dé's notation 1) reads as notation 1", () => {
    // Recorded now: the texts are in the notation of this pitwall, and the log says which.
    const file = JSON.parse(readFileSync(fixture('log-v2-formule-de.json'), 'utf8')) as Record<string, unknown>
    expect(file['version']).toBe(2)
    const read = readLog(formuleDe, file)
    if (isLeft(read)) throw new Error(read.left.message)
    const old = read.right.log
    expect(old).toMatchObject({ version: LOG_VERSION, notation: 1, seats: ['heuristic', 'random'], seed: 5 })
    // The texts kept are those written, in notation 1, and still read back to their actions.
    expect(old.steps.some((step) => /^→L\d-\d+/.test(step.notation ?? ''))).toBe(true)
    const again = recordLog(
      formuleDe,
      old.config,
      old.steps.map((step) => step.action),
      {
        seed: 5,
        seats: ['heuristic', 'random'],
        notation: (s, a) => formatAction(a, s),
        notationVersion: NOTATION_VERSION,
      },
    )
    if (isLeft(again)) throw new Error(again.left.message)
    expect(again.right.notation).toBe(2)
    // The same race, the texts in each version, each read back to the step's action.
    let state = formuleDe.setup(old.config)
    for (const [k, step] of old.steps.entries()) {
      if (isLeft(state)) throw new Error(state.left.message)
      for (const text of [step.notation, again.right.steps[k]?.notation]) {
        const action = parseAction(text, state.right)
        expect(isRight(action) && canonicalJson(action.right), text).toBe(canonicalJson(step.action))
      }
      const next = formuleDe.reduce(state.right, step.action)
      state = isLeft(next) ? next : { _tag: 'Right', right: next.right.state }
    }
    // Migrated, it is a log of this version, and reads again; an edited step of the old file is found.
    expect(isRight(readLog(formuleDe, asFile(old)))).toBe(true)
    const steps = file['steps'] as Array<{ digest: string }>
    ;(steps[7] as { digest: string }).digest = '00000000000000'
    const edited = readLog(formuleDe, file)
    expect(isLeft(edited) && [edited.left.code, edited.left.step]).toEqual(['LOG_DIGEST', 7])
    // Its header was written with version 2's digest: an edited seat is refused at -1.
    const renamed = readLog(formuleDe, { ...file, seats: ['heuristic', 'Zed'] })
    expect(isLeft(renamed) && [renamed.left.code, renamed.left.step]).toEqual(['LOG_DIGEST', -1])
  })

  it('a version-1 log of a real game (Formula Motor Racing, three named seats) still reads', () => {
    const file = JSON.parse(readFileSync(fixture('log-v1-formula-motor-racing.json'), 'utf8')) as unknown
    const read = readLog(formulaMotorRacing, file)
    if (isLeft(read)) throw new Error(read.left.message)
    expect(read.right.log.seats).toEqual(['Ana', 'Bo', 'Cy'])
    expect(formulaMotorRacing.status(read.right.state).kind).toBe('over')
  })
})
