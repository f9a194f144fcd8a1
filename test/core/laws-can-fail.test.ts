/**
 * The law kit must be able to fail: each broken copy of the toy game below breaks one law,
 * and that law must throw on it. A kit that passes everything would prove nothing.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { lawsOf, type LawKit } from '../support/laws.js'
import {
  sharingToyRules,
  toyGame,
  toyRules,
  type ToyAction,
  type ToyCode,
  type ToyConfig,
  type ToyEvent,
  type ToyObservation,
  type ToyState,
} from '../support/toy.js'
import {
  defineGame,
  protocolViolation,
  sampleOutcome,
  type DriverError,
  type Game,
  type GameRules,
  type Policy,
  type Rng,
  type Run,
  type Status,
  type Viewer,
} from '../../src/core/index.js'

type Toy = Game<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation>

const kitFor = (game: Toy, extra: Partial<LawKit<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation>> = {}) => ({
  game,
  configs: fc.record({ seats: fc.integer({ min: 2, max: 3 }), length: fc.integer({ min: 5, max: 12 }) }),
  actions: fc.record({ type: fc.constant('gear'), gear: fc.integer({ min: 0, max: 3 }) }),
  maxSteps: 300,
  numRuns: 5,
  seed: 7,
  seats: (s: ToyState) => s.config.seats,
  ...extra,
})

const lawNamed = (game: Toy, fragment: string, extra = {}) => {
  const law = lawsOf(kitFor(game, extra)).find((l) => l.name.includes(fragment))
  if (!law) throw new Error(`no law matches "${fragment}"`)
  return law
}

// Why a law failed: fast-check's report keeps the failed assertion as its cause.
const failureOf = (run: () => void): string => {
  try {
    run()
    return 'passed'
  } catch (error) {
    return String(error instanceof Error ? (error.cause ?? error) : error)
  }
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

  it('a game that shares its decisions but lists writable ones, or one list twice, is caught', () => {
    const law = 'frozen all the way down'
    expect(lawNamed(defineGame(sharingToyRules), law).run).not.toThrow()
    // Without the flag the law is not the game's: it is not declared.
    expect(lawsOf(kitFor(toyGame)).some((l) => l.name.includes(law))).toBe(false)
    const writable = defineGame({ ...sharingToyRules, legalActions: toyRules.legalActions })
    expect(failureOf(lawNamed(writable, law).run)).toMatch(/can be written/)
    // Frozen actions, but one list kept per state and handed out again.
    const lists = new WeakMap<object, ReadonlyArray<ToyAction>>()
    const kept = defineGame({
      ...sharingToyRules,
      legalActions: (s, seat) => {
        const key = s as object
        const list = lists.get(key) ?? sharingToyRules.legalActions(s, seat)
        lists.set(key, list)
        return list
      },
    })
    expect(failureOf(lawNamed(kept, law).run)).toMatch(/handed out twice/)
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
    const skewed: Toy = {
      ...toyGame,
      sampler: { total: sampler.total, pick: (s, t) => sampler.pick(s, Math.max(0, t - 1)) },
    }
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

describe('law kit: the trust boundary laws fail on a game or driver that breaks them', () => {
  it('an observation that shares an array with the state is caught by a vandalising policy', () => {
    const sharing = defineGame({
      ...toyRules,
      observe: (s, seat) => ({
        seat,
        bids: s.bids.map((b) => b ?? null),
        positions: s.positions as number[],
        gear: s.gear,
      }),
    })
    expect(lawNamed(sharing, 'nothing a policy is handed').run).toThrow()
  })

  it('a driver that lets the generator a policy returns roll the dice is caught', () => {
    // The old single-stream driver: nature draws from whatever generator the last policy handed back.
    const oneStream = (
      game: Toy,
      state: ToyState,
      rng: Rng,
      policies: ReadonlyArray<Policy<ToyAction, ToyObservation>>,
    ): Either<DriverError<ToyState>, Run<ToyState, ToyAction, ToyEvent>> => {
      const actions: ToyAction[] = []
      let s = state
      let r = rng
      for (let step = 0; step < 500; step++) {
        const st = game.status(s)
        if (st.kind === 'over' || st.kind === 'invalid') break
        let action: ToyAction | undefined
        if (st.kind === 'chance') [action, r] = sampleOutcome(st.outcomes, r)
        else {
          const seat = st.kind === 'decision' ? st.seat : (st.seats[0] ?? 0)
          const legal = game.legalActions(s, seat)
          const observation = game.observe(s, seat)
          if (isLeft(observation)) break
          ;[action, r] = (policies[seat] as Policy<ToyAction, ToyObservation>)({
            seat,
            legal,
            observation: observation.right,
            rng: r,
          })
        }
        const next = game.reduce(s, action as ToyAction)
        if (isLeft(next)) break
        s = next.right.state
        actions.push(action as ToyAction)
      }
      return right({ state: s, rng: r, actions, events: [] })
    }
    const law = lawNamed(toyGame, 'cannot steer chance', { playout: oneStream })
    expect(law.run).toThrow()
    expect(lawNamed(toyGame, 'cannot steer chance').run).not.toThrow()
  })

  it('a game that admits states no race could reach is caught by the one-field law', () => {
    const gullible = defineGame({ ...toyRules, inconsistencies: () => [] })
    expect(lawNamed(gullible, 'one field changed', { numRuns: 20 }).run).toThrow()
  })

  it('an action decoder that keeps extra fields is caught', () => {
    const lax = defineGame({ ...toyRules, exactAction: (u: unknown) => u as ToyAction })
    expect(lawNamed(lax, 'codecs are exact').run).toThrow()
  })

  it('events that show a secret bid to the other seats are caught', () => {
    // Bids announced as events, amount included: the other seats must not see it before all are in.
    const announce: GameRules<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation, ToyCode>['apply'] = (s, a) => {
      const r = toyRules.apply(s, a)
      if (r._tag === 'Left' || a.type !== 'bid') return r
      const bidEvent = { type: 'bid', seat: a.seat, amount: a.amount } as unknown as ToyEvent
      return right({ ...r.right, events: [...r.right.events, bidEvent] })
    }
    const isBid = (e: ToyEvent): e is ToyEvent & { seat: number } => (e as { type: string }).type === 'bid'
    const eventLeaks = (events: ReadonlyArray<ToyEvent>, viewer: Viewer, before: ToyState): ReadonlyArray<string> =>
      before.bids.some((b) => b === null)
        ? events.flatMap((e) => (isBid(e) && e.seat !== viewer ? [`seat ${e.seat}'s bid`] : []))
        : []
    const eventsLaw = (game: Toy) => lawsOf({ ...kitFor(game), eventLeaks }).find((l) => l.name.includes('events'))
    expect(eventsLaw(defineGame({ ...toyRules, apply: announce }))?.run).toThrow()
    // Showing each seat only its own bid satisfies the law.
    const redacting = defineGame({
      ...toyRules,
      apply: announce,
      observeEvents: (events, viewer) => events.filter((e) => !isBid(e) || e.seat === viewer),
    })
    expect(eventsLaw(redacting)?.run).not.toThrow()
  })

  it('a chance node that does not say whose die it is is caught', () => {
    const silent = defineGame({
      ...toyRules,
      status: (s) => {
        const st = toyRules.status(s)
        return st.kind === 'chance' ? { kind: 'chance', outcomes: st.outcomes } : st
      },
    })
    expect(lawNamed(silent, 'exact probabilities', { chanceSources: true }).run).toThrow()
  })

  it('a game that hands out a state it has not frozen is caught', () => {
    const law = 'no state it hands out can be written'
    expect(lawNamed(toyGame, law).run).not.toThrow()
    const thawed: Toy = {
      ...toyGame,
      reduce: (s, a) => {
        const r = toyGame.reduce(s, a)
        return isLeft(r) ? r : right({ ...r.right, state: JSON.parse(JSON.stringify(r.right.state)) as ToyState })
      },
    }
    expect(failureOf(lawNamed(thawed, law).run)).toMatch(/can be written/)
  })

  // The guard as it was: the states it made, remembered by identity (the last `recent` of
  // them, or all) and never frozen, go to the rules unchecked; any other state is checked.
  const trustingByIdentity = (recent: number): Toy => {
    const made: unknown[] = []
    const remember = (s: ToyState): ToyState => {
      const copy = JSON.parse(JSON.stringify(s)) as ToyState
      made.push(copy)
      if (made.length > recent) made.shift()
      return copy
    }
    const known = (s: unknown): boolean => made.includes(s)
    const defect = protocolViolation('ENGINE_DEFECT', 'the rules failed')
    const total = <T>(f: () => T, otherwise: T): T => {
      try {
        return f()
      } catch {
        return otherwise
      }
    }
    return {
      ...toyGame,
      setup: (c) => {
        const r = toyGame.setup(c)
        return isLeft(r) ? r : right(remember(r.right))
      },
      admit: (input) => (known(input) ? right(input as ToyState) : toyGame.admit(input)),
      status: (s) =>
        known(s)
          ? total<Status<ToyAction>>(() => toyRules.status(s), { kind: 'invalid', violation: defect })
          : toyGame.status(s),
      legalActions: (s, seat) =>
        known(s) ? total(() => toyRules.legalActions(s, seat), []) : toyGame.legalActions(s, seat),
      observe: (s, viewer) =>
        known(s) ? total(() => right(toyRules.observe(s, viewer)), left(defect)) : toyGame.observe(s, viewer),
      reduce: (s, a) => {
        const r = known(s) ? total(() => toyRules.apply(s, a), left(defect)) : toyGame.reduce(s, a)
        return isLeft(r) ? r : right({ ...r.right, state: remember(r.right.state) })
      },
    }
  }

  it('a guard that trusts the states it made by identity, without freezing them, is caught', () => {
    const law = "verdicts depend on the state's value alone"
    expect(lawNamed(toyGame, law).run).not.toThrow()
    // A ring of the last 64 states (an edited state reads as sound until other races push it
    // out), and every state ever made (an edited state reads as sound for ever).
    expect(failureOf(lawNamed(trustingByIdentity(64), law).run)).toMatch(/not those of its value/)
    expect(failureOf(lawNamed(trustingByIdentity(Infinity), law).run)).toMatch(/not those of its value/)
  })

  it('a game whose state check refuses states its own rules make is caught', () => {
    // States of a race are vouched for as they are made; a copy of one is checked, and refused.
    const strict = defineGame({
      ...toyRules,
      inconsistencies: (s) => (s.positions.some((p) => p > 3) ? ['too far'] : toyRules.inconsistencies(s)),
    })
    expect(failureOf(lawNamed(strict, "verdicts depend on the state's value alone").run)).toMatch(
      /not those of its value/,
    )
  })

  it('a game object that skips the guard is caught by the garbage-state law', () => {
    const unguarded: Toy = { ...toyGame, status: () => ({ kind: 'decision', seat: 0, phase: 'x' }) }
    expect(lawNamed(unguarded, 'garbage state').run).toThrow()
  })
})
