/**
 * The guard every game is wrapped in: one code per protocol refusal, the same in every
 * game, and every member total. Checked on the toy game.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either.js'
import {
  defineGame,
  playout,
  randomPolicy,
  seedRng,
  type CoreCode,
  type Game,
  type RuleViolation,
  type Transition,
} from '../../src/core/index.js'
import { toyGame, toyRules, type ToyAction, type ToyCode, type ToyEvent, type ToyState } from '../support/toy.js'

const start = (seats = 2): ToyState => {
  const s = toyGame.setup({ seats, length: 8 })
  if (isLeft(s)) throw new Error(s.left.message)
  return s.right
}
const code = (result: Either<RuleViolation, unknown>): string => (isLeft(result) ? result.left.code : 'accepted')
const bid = (seat: number, amount: number): ToyAction => ({ type: 'bid', seat, amount })

// A state where seat 0 must choose a gear, after both bids.
const atGear = (): ToyState => {
  let s = start()
  for (const a of [bid(0, 3), bid(1, 1)]) {
    const r = toyGame.reduce(s, a)
    if (isLeft(r)) throw new Error(r.left.message)
    s = r.right.state
  }
  return s
}

describe('the guarded reduce', () => {
  it('BAD_STATE: a value that does not decode, or that no race could reach', () => {
    expect(code(toyGame.reduce({ nonsense: true } as unknown as ToyState, bid(0, 1)))).toBe('BAD_STATE')
    const offTrack = { ...start(), positions: [99, 0] }
    const refused = toyGame.reduce(offTrack, bid(0, 1))
    expect(code(refused)).toBe('BAD_STATE')
    expect(isLeft(refused) && refused.left.message).toContain('off the track')
  })

  it('BAD_ACTION: wrong shape, extra field or inherited field; the rule is the protocol', () => {
    const s = start()
    for (const bad of [
      { type: 'bid', seat: 0 },
      { ...bid(0, 1), note: 'x' },
      Object.create(bid(0, 1)) as object,
      'bid',
    ]) {
      const r = toyGame.reduce(s, bad as ToyAction)
      expect(code(r)).toBe('BAD_ACTION')
      expect(isLeft(r) && r.left.rule).toBe('pitwall protocol')
    }
  })

  it('WRONG_PHASE: a roll at a decision, a decision at a chance node', () => {
    const s = atGear()
    expect(code(toyGame.reduce(s, { type: 'roll', value: 2 }))).toBe('WRONG_PHASE')
    const geared = toyGame.reduce(s, { type: 'gear', gear: 2 })
    if (isLeft(geared)) throw new Error('gear')
    expect(code(toyGame.reduce(geared.right.state, { type: 'gear', gear: 1 }))).toBe('WRONG_PHASE')
  })

  it('NOT_AN_OUTCOME: a value the die cannot show', () => {
    const geared = toyGame.reduce(atGear(), { type: 'gear', gear: 1 })
    if (isLeft(geared)) throw new Error('gear')
    expect(code(toyGame.reduce(geared.right.state, { type: 'roll', value: 4 }))).toBe('NOT_AN_OUTCOME')
    expect(code(toyGame.reduce(geared.right.state, { type: 'roll', value: 2 }))).toBe('accepted')
  })

  it('NOT_YOUR_TURN: an action naming a seat that is not to act', () => {
    const s = start()
    const once = toyGame.reduce(s, bid(0, 2))
    if (isLeft(once)) throw new Error('bid')
    expect(code(toyGame.reduce(once.right.state, bid(0, 2)))).toBe('NOT_YOUR_TURN')
  })

  it('RACE_OVER: nothing is played after the end', () => {
    const run = playout(toyGame, start(), seedRng(3), [randomPolicy, randomPolicy])
    if (isLeft(run)) throw new Error(run.left.message)
    expect(code(toyGame.reduce(run.right.state, { type: 'gear', gear: 1 }))).toBe('RACE_OVER')
  })

  it("the game's own refusals keep their codes behind the guard", () => {
    // A gear at the bid phase fits no rule of the toy: its own code.
    const r = toyGame.reduce(start(), { type: 'gear', gear: 1 })
    expect(code(r)).toBe('NOT_A_DECISION')
    expect(isLeft(r) && r.left.rule).toBe('TOY')
  })

  it("ENGINE_DEFECT: an exception in a game's rules is a Left, never a throw", () => {
    const broken: Game<unknown, ToyState, ToyAction, unknown, unknown> = defineGame({
      ...toyRules,
      apply: () => {
        throw new Error('bug')
      },
      status: () => {
        throw new Error('bug')
      },
      legalActions: () => {
        throw new Error('bug')
      },
    }) as unknown as Game<unknown, ToyState, ToyAction, unknown, unknown>
    const s = start()
    expect(code(broken.reduce(s, bid(0, 1)))).toBe('ENGINE_DEFECT')
    const st = broken.status(s)
    expect(st.kind === 'invalid' && st.violation.code).toBe('ENGINE_DEFECT')
    expect(broken.legalActions(s)).toEqual([])
    // A game's own exact copy of the action is its code too.
    const copier = defineGame({
      ...toyRules,
      exactAction: () => {
        throw new Error('bug')
      },
    }) as unknown as Game<unknown, ToyState, ToyAction, unknown, unknown>
    expect(code(copier.reduce(s, bid(0, 1)))).toBe('ENGINE_DEFECT')
  })

  it('admit: a saved state comes back playable, a bad one with every reason', () => {
    const saved: unknown = JSON.parse(JSON.stringify(atGear()))
    const admitted = toyGame.admit(saved)
    expect(isRight(admitted) && toyGame.legalActions(admitted.right).length).toBe(2)
    const bad = toyGame.admit({ ...(saved as object), positions: [-1, 99] })
    expect(isLeft(bad) && bad.left.code).toBe('BAD_STATE')
  })

  it('observe: a Left for a value that is not a state or a seat the race does not have', () => {
    const s = start()
    expect(isRight(toyGame.observe(s, 'spectator'))).toBe(true)
    expect(isRight(toyGame.observe(s, 1))).toBe(true)
    for (const viewer of [2, -1, 0.5, 'referee']) {
      const seen = toyGame.observe(s, viewer as number)
      expect(isLeft(seen) && seen.left.code).toBe('NO_SUCH_SEAT')
    }
    expect(isLeft(toyGame.observe({} as ToyState, 0))).toBe(true)
  })

  it('setup decodes the config exactly: an extra key is refused, not carried into the state', () => {
    const r = toyGame.setup({ seats: 2, length: 8, turbo: true } as unknown as { seats: number; length: number })
    expect(isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    expect(isLeft(r) && r.left.message).toContain('turbo')
  })

  it('the sampler is total: 0 and undefined for values that are not states, tickets out of range', () => {
    const sampler = toyGame.sampler
    if (sampler === undefined) throw new Error('the toy has a sampler')
    expect(sampler.total({} as ToyState)).toBe(0)
    const geared = toyGame.reduce(atGear(), { type: 'gear', gear: 2 })
    if (isLeft(geared)) throw new Error('gear')
    expect(sampler.total(geared.right.state)).toBe(6)
    expect(sampler.pick(geared.right.state, -1)).toBeUndefined()
    expect(sampler.pick(geared.right.state, 0.5)).toBeUndefined()
    expect(sampler.pick(geared.right.state, 0)).toEqual({ type: 'roll', value: 2 })
  })

  it("a game's refusal codes are typed: its own union and the protocol's", () => {
    const r = toyGame.reduce(start(), bid(0, 1))
    expectTypeOf<typeof r>().toEqualTypeOf<Either<RuleViolation<ToyCode | CoreCode>, Transition<ToyState, ToyEvent>>>()
    expect(isRight(r)).toBe(true)
  })
})

describe('saved states carry their format version', () => {
  it('a state of another version, or of none, is refused with a message naming the versions, before its fields are read', () => {
    const saved = JSON.parse(JSON.stringify(start())) as Record<string, unknown>
    const newer = toyGame.admit({ ...saved, version: 2 })
    expect(isLeft(newer) && newer.left.code).toBe('BAD_STATE')
    expect(isLeft(newer) && newer.left.message).toContain('version 2')
    expect(isLeft(newer) && newer.left.message).toContain('version 1')
    const { version: _dropped, ...older } = saved
    const old = toyGame.admit(older)
    expect(isLeft(old) && old.left.message).toContain('no format version')
    expect(isRight(toyGame.admit(saved))).toBe(true)
  })

  it('a version field that is a getter, a proxy that throws, or a value JSON cannot write is refused, never thrown', () => {
    const saved = JSON.parse(JSON.stringify(start())) as Record<string, unknown>
    let reads = 0
    const getter = Object.defineProperty({ ...saved }, 'version', {
      enumerable: true,
      get: () => {
        reads++
        throw new Error('hostile getter')
      },
    })
    const trap = new Proxy(saved, {
      getOwnPropertyDescriptor: () => {
        throw new Error('hostile proxy')
      },
    })
    for (const input of [getter, trap, { ...saved, version: 10n }, { ...saved, version: 'x'.repeat(10_000) }]) {
      const read = toyGame.admit(input)
      expect(code(read)).toBe('BAD_STATE')
      expect(isLeft(read) && read.left.message.length).toBeLessThan(400)
    }
    expect(reads).toBe(0) // the version is read from the field, not through the getter
  })

  it('migrations: an older state the game can read is migrated, then decoded and checked like any; a reason refuses it', () => {
    // A toy whose version-0 states called the cars' positions `places`.
    const migrating = defineGame({
      ...toyRules,
      migrations: [
        {
          from: 0,
          to: 1,
          step: ({ places, ...rest }) => (places === undefined ? 'it has no places' : { ...rest, positions: places }),
        },
      ],
    })
    const saved = JSON.parse(JSON.stringify(start())) as Record<string, unknown>
    const { positions, ...rest } = saved
    const v0 = { ...rest, version: 0, places: positions }
    const read = migrating.admit(v0)
    expect(isRight(read) && read.right).toEqual(saved)
    // The old object is not taken for a state of this version once admitted: it is migrated
    // again, and plays as the current state does.
    const fromOld = migrating.reduce(v0 as unknown as ToyState, bid(0, 3))
    const fromNew = migrating.reduce(saved as unknown as ToyState, bid(0, 3))
    expect(isRight(fromNew)).toBe(true)
    expect(isRight(fromOld) && fromOld.right).toEqual(isRight(fromNew) && fromNew.right)
    // Still checked: a migrated state no race could reach is refused.
    const offTrack = migrating.admit({ ...v0, places: [99, 0] })
    expect(code(offTrack)).toBe('BAD_STATE')
    expect(isLeft(offTrack) && offTrack.left.message).toContain('off the track')
    // A version no step starts from is refused naming it; a step's reason is the refusal.
    const newer = migrating.admit({ ...saved, version: 2 })
    expect(isLeft(newer) && newer.left.message).toContain('format version 2')
    const { places: _places, ...placeless } = v0
    const reason = migrating.admit(placeless)
    expect(isLeft(reason) && reason.left.message).toContain(
      'it is a state of format version 0 that cannot be read as version 1: it has no places',
    )
    // A migration that throws is the engine's defect, answered, not thrown.
    const broken = defineGame({
      ...toyRules,
      migrations: [
        {
          from: 0,
          to: 1,
          step: () => {
            throw new Error('boom')
          },
        },
      ],
    })
    expect(code(broken.admit(v0))).toBe('ENGINE_DEFECT')
  })
})
