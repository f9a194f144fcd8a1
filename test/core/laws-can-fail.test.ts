/**
 * The law kit must be able to fail: each broken copy of the toy game below breaks one law,
 * and that law must throw on it. A kit that passes everything would prove nothing.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { right } from 'fp-ts/lib/Either.js'
import { lawsOf, type LawKit } from '../support/laws.js'
import {
  toyGame,
  type ToyAction,
  type ToyConfig,
  type ToyEvent,
  type ToyObservation,
  type ToyState,
} from '../support/toy.js'
import type { Game, Status } from '../../src/core/index.js'

type Toy = Game<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation>

const kitFor = (game: Toy, extra: Partial<LawKit<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation>> = {}) => ({
  game,
  configs: fc.record({ seats: fc.integer({ min: 2, max: 3 }), length: fc.integer({ min: 5, max: 12 }) }),
  actions: fc.record({ type: fc.constant('gear'), gear: fc.integer({ min: 0, max: 3 }) }),
  maxSteps: 300,
  numRuns: 5,
  seed: 7,
  ...extra,
})

const lawNamed = (game: Toy, fragment: string, extra = {}) => {
  const law = lawsOf(kitFor(game, extra)).find((l) => l.name.includes(fragment))
  if (!law) throw new Error(`no law matches "${fragment}"`)
  return law
}

describe('law kit: every law fails on a game that breaks it', () => {
  it('the intact toy game passes every law', () => {
    for (const law of lawsOf(kitFor(toyGame))) expect(law.run, law.name).not.toThrow()
  })

  it('a reducer that mutates its input is caught', () => {
    const mutating: Toy = {
      ...toyGame,
      reduce: (s, a) => {
        ;(s as { turn: number }).turn = s.turn // a write, even of the same value, fails on a frozen state
        return toyGame.reduce(s, a)
      },
    }
    expect(lawNamed(mutating, 'accepted step by step').run).toThrow()
  })

  it('a reducer that accepts an illegal action is caught', () => {
    const lax: Toy = {
      ...toyGame,
      reduce: (s, a) => (a.type === 'gear' ? right({ state: { ...s, gear: 1 }, events: [] }) : toyGame.reduce(s, a)),
    }
    expect(lawNamed(lax, 'every other action is rejected').run).toThrow()
  })

  it('with equivalentActions, another spelling of a listed action passes but a new result is caught', () => {
    // gear 0 is read as gear 1: the same state as a listed action.
    const alias: Toy = {
      ...toyGame,
      reduce: (s, a) =>
        a.type === 'gear' && (a.gear as number) === 0
          ? toyGame.reduce(s, { type: 'gear', gear: 1 })
          : toyGame.reduce(s, a),
    }
    const kit = { actions: fc.constant({ type: 'gear', gear: 0 }), equivalentActions: true }
    expect(lawNamed(alias, 'every other action is rejected', kit).run).not.toThrow()
    expect(lawNamed(alias, 'every other action is rejected', { ...kit, equivalentActions: false }).run).toThrow()
    // gear 3 gives a state no listed action gives.
    const extra: Toy = {
      ...toyGame,
      reduce: (s, a) =>
        a.type === 'gear' && (a.gear as number) === 3
          ? right({ state: { ...s, gear: 3 as 1 }, events: [] })
          : toyGame.reduce(s, a),
    }
    expect(
      lawNamed(extra, 'every other action is rejected', {
        actions: fc.constant({ type: 'gear', gear: 3 }),
        equivalentActions: true,
      }).run,
    ).toThrow()
  })

  it('legalActions that misses or invents an action is caught', () => {
    const inventing: Toy = {
      ...toyGame,
      legalActions: (s, seat) => [...toyGame.legalActions(s, seat), { type: 'roll', value: 4 }],
    }
    expect(lawNamed(inventing, 'every other action is rejected').run).toThrow()
  })

  it('chance probabilities that do not sum to 1 are caught', () => {
    const loaded: Toy = {
      ...toyGame,
      status: (s): Status<ToyAction> => {
        const st = toyGame.status(s)
        return st.kind === 'chance' ? { ...st, outcomes: st.outcomes.map((o) => ({ ...o, probability: 0.5 })) } : st
      },
    }
    expect(lawNamed(loaded, 'exact probabilities').run).toThrow()
  })

  it('a chance sampler that disagrees with the listed outcomes is caught', () => {
    const sampler = toyGame.sampler
    if (sampler === undefined) throw new Error('the toy game has a sampler')
    // One ticket off: the last face of a die can never be drawn.
    const skewed: Toy = { ...toyGame, sampler: { total: sampler.total, pick: (s, t) => sampler.pick(s, Math.max(0, t - 1)) } }
    expect(lawNamed(skewed, 'chance sampler').run).toThrow()
    // A total that leaves out a face.
    const short: Toy = { ...toyGame, sampler: { total: (s) => Math.max(0, sampler.total(s) - 1), pick: sampler.pick } }
    expect(lawNamed(short, 'chance sampler').run).toThrow()
  })

  it('a state that does not round-trip through its codec is caught', () => {
    const dropped: Toy = {
      ...toyGame,
      setup: (c) => {
        const s = toyGame.setup(c)
        return s._tag === 'Right' ? right({ ...s.right, extra: new Date(0) } as ToyState) : s
      },
    }
    expect(lawNamed(dropped, 'round-trip').run).toThrow()
  })

  it('a race that never ends is caught', () => {
    const endless: Toy = {
      ...toyGame,
      status: (s) => {
        const st = toyGame.status(s)
        return st.kind === 'over' ? { kind: 'decision', seat: 0, phase: 'x' } : st
      },
    }
    expect(lawNamed(endless, 'accepted step by step').run).toThrow()
  })

  it('a broken invariant is caught', () => {
    expect(
      lawNamed(toyGame, 'invariants', {
        invariants: (s: ToyState) => (s.positions.some((p) => p > 0) ? ['moved'] : []),
      }).run,
    ).toThrow()
  })

  it('a replay that diverges is caught', () => {
    let calls = 0
    const drifting: Toy = {
      ...toyGame,
      setup: (c) => {
        calls++
        const s = toyGame.setup(c)
        return s._tag === 'Right' && calls % 2 === 0 ? right({ ...s.right, turn: 1 }) : s
      },
    }
    expect(lawNamed(drifting, 'replay').run).toThrow()
  })

  it('a setup that accepts garbage is caught', () => {
    const gullible: Toy = { ...toyGame, setup: () => toyGame.setup({ seats: 2, length: 5 }) }
    expect(lawNamed(gullible, 'garbage config').run).toThrow()
  })

  it('a reducer that throws on a garbage state is caught', () => {
    const fragile: Toy = {
      ...toyGame,
      reduce: (s, a) => {
        if (typeof s !== 'object' || s === null) throw new Error('boom')
        return toyGame.reduce(s, a)
      },
    }
    expect(lawNamed(fragile, 'garbage state').run).toThrow()
  })
})
