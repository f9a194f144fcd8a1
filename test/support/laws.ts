/**
 * The law kit: the properties every pitwall game obeys (docs/core.md, "Tests every game
 * passes"). `checkLaws(kit)` declares one vitest test per law. Every test of a kit uses the
 * same fast-check seed, so the random races are walked once and shared between laws.
 */
import { describe, expect, it as vitestIt } from 'vitest'
import fc from 'fast-check'
import { propertySeed } from './seed.js'
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either.js'
import {
  canonicalJson,
  decodeAction,
  decodeConfig,
  nextInt,
  playout,
  randomPolicy,
  replay,
  sampleOutcome,
  seedRng,
  type DriverError,
  type Game,
  type Policy,
  type Run,
  type Rng,
  type SeatId,
  type Viewer,
} from '../../src/core/index.js'
import { driverDoor } from '../../src/core/door.js'

export interface LawKit<C, S, A, E, O> {
  /** The game under test. */
  readonly game: Game<C, S, A, E, O>
  /** Valid configs (boards, player counts, variants...). */
  readonly configs: fc.Arbitrary<C>
  /** Plausible but often illegal actions of the right shape, for the rejection law. */
  readonly actions?: fc.Arbitrary<unknown>
  /** Broken invariants of a state (empty when it is fine). */
  readonly invariants?: (state: S) => ReadonlyArray<string>
  /** A race must end within this many actions (chance included). */
  readonly maxSteps?: number
  /** Races per law. */
  readonly numRuns?: number
  /** States examined in depth per race (evenly spaced, first and last included). */
  readonly samplesPerRace?: number
  /** Fix the fast-check seed (otherwise the suite's, see test/support/seed.ts). */
  readonly seed?: number
  /**
   * What a seat's (or a spectator's) view of a step's events reveals that it should not:
   * empty when nothing leaks. Games with hidden information supply it.
   */
  readonly eventLeaks?: (events: ReadonlyArray<E>, viewer: Viewer, before: S) => ReadonlyArray<string>
  /** Every chance status says whose die and which (set for games that give `source`). */
  readonly chanceSources?: boolean
  /** Seats of a state, for the laws that look through every seat's eyes. */
  readonly seats?: (state: S) => number
  /** The driver the policy laws play with (default: core's `playout`; meta-tests pass a broken one). */
  readonly playout?: (
    game: Game<C, S, A, E, O>,
    state: S,
    rng: Rng,
    policies: ReadonlyArray<Policy<A, O>>,
    options: { readonly maxSteps: number },
  ) => Either<DriverError<S>, Run<S, A, E>>
  /** Cap on the races the driver laws play in full (they replay whole races twice). */
  readonly driverRuns?: number
  /**
   * For games whose actions spell out a path (Formule Dé): `legalActions` lists one action
   * per distinct result, and `reduce` may also accept another spelling of it. With this
   * flag an accepted action outside `legalActions` passes only if it leads to exactly the
   * same state as a listed one; without it, every unlisted action must be refused.
   */
  readonly equivalentActions?: boolean
}

interface Race<C, S, A> {
  readonly config: C
  readonly states: ReadonlyArray<S>
  readonly actions: ReadonlyArray<A>
  readonly ended: boolean
  readonly problems: ReadonlyArray<string>
}

// The path of the first writable object in a value (`''` for the value itself), or null when
// it is frozen all the way down.
const writablePath = (value: unknown, path = ''): string | null => {
  if (value === null || typeof value !== 'object') return null
  if (!Object.isFrozen(value)) return path
  for (const key of Object.keys(value)) {
    const inner = writablePath((value as Record<string, unknown>)[key], `${path}.${key}`)
    if (inner !== null) return inner
  }
  return null
}

// Objects known to be frozen all the way down: nothing in them can be written, so a
// vandal skips them (a frozen object stays frozen, so the verdict never goes stale).
const deepFrozen = new WeakSet<object>()

// Writes junk into everything reachable from a value, in place, wherever it is writable:
// what a hostile policy would do to what it is handed. Returns whether the value is frozen
// all the way down.
export const vandalize = (value: unknown, seen = new Set<unknown>()): boolean => {
  if (value === null || typeof value !== 'object') return true
  if (deepFrozen.has(value)) return true
  if (seen.has(value)) return Object.isFrozen(value)
  seen.add(value)
  const frozen = Object.isFrozen(value)
  let all = frozen
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key]
    all = vandalize(v, seen) && all
    if (frozen) continue
    try {
      ;(value as Record<string, unknown>)[key] =
        typeof v === 'number'
          ? v + 97
          : typeof v === 'string'
            ? `${v}!`
            : typeof v === 'boolean'
              ? !v
              : Array.isArray(v)
                ? [...v, ...v]
                : v
    } catch {
      // not writable: the engine protected it
    }
  }
  if (Array.isArray(value) && !frozen) value.reverse()
  if (all) deepFrozen.add(value)
  return all
}

// Replaces one leaf of a JSON value (chosen by `pick` among the leaves) with `junk`.
const withLeaf = (value: unknown, pick: number, junk: unknown): unknown => {
  let index = 0
  const walk = (v: unknown): unknown => {
    if (v !== null && typeof v === 'object') {
      if (Array.isArray(v)) return v.map(walk)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    }
    return index++ === pick ? junk : v
  }
  return walk(value)
}

const leafCount = (value: unknown): number =>
  value !== null && typeof value === 'object' ? Object.values(value).reduce((n: number, v) => n + leafCount(v), 0) : 1

const decidingSeats = <A>(game: Game<unknown, unknown, A, unknown, unknown>, state: unknown): ReadonlyArray<SeatId> => {
  const st = game.status(state)
  return st.kind === 'decision' ? [st.seat] : st.kind === 'simultaneous' ? st.seats : []
}

/** Variants of a legal action with one number nudged or one boolean flipped: near misses. */
const nearMisses = (action: unknown): ReadonlyArray<unknown> => {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return []
  const out: unknown[] = []
  for (const [key, v] of Object.entries(action as Record<string, unknown>)) {
    if (typeof v === 'number') out.push({ ...action, [key]: v + 1 }, { ...action, [key]: v - 1 })
    if (typeof v === 'boolean') out.push({ ...action, [key]: !v })
    if (typeof v === 'string' && key !== 'type') out.push({ ...action, [key]: `${v}?` })
  }
  return out
}

/** One law, runnable on its own (the meta-tests run laws on broken games and expect a throw). */
export interface Law {
  readonly name: string
  readonly run: () => void
}

/** Declares one vitest test per law of the kit. */
export function checkLaws<C, S, A, E, O>(kit: LawKit<C, S, A, E, O>): void {
  describe(`${kit.game.name}: the laws every game obeys`, () => {
    for (const law of lawsOf(kit)) vitestIt(law.name, law.run)
  })
}

/** The laws of a kit as plain functions that throw on a violation. */
export function lawsOf<C, S, A, E, O>(kit: LawKit<C, S, A, E, O>): ReadonlyArray<Law> {
  const game = kit.game as unknown as Game<C, S, A, E, O>
  const maxSteps = kit.maxSteps ?? 100_000
  const numRuns = kit.numRuns ?? 15
  const samples = kit.samplesPerRace ?? 6
  const seed = kit.seed ?? propertySeed
  const params = { numRuns, seed }
  const races = fc.tuple(kit.configs, fc.integer())
  const cache = new Map<string, Race<C, S, A>>()

  // Plays one race with uniformly random decisions and exactly sampled chance.
  const walk = (config: C, raceSeed: number): Race<C, S, A> => {
    const key = canonicalJson([config, raceSeed])
    const hit = cache.get(key)
    if (hit) return hit
    const problems: string[] = []
    const initial = game.setup(config)
    if (isLeft(initial)) {
      const race = {
        config,
        states: [],
        actions: [],
        ended: false,
        problems: [`setup refused a valid config: ${initial.left.code} ${initial.left.message}`],
      }
      cache.set(key, race)
      return race
    }
    // The states as the game hands them out: the kit freezes none itself (a law checks the game does).
    let state = initial.right
    let rng: Rng = seedRng(raceSeed)
    const states: S[] = [state]
    const actions: A[] = []
    let ended = false
    for (let step = 0; step < maxSteps; step++) {
      const st = game.status(state)
      if (st.kind === 'over') {
        ended = true
        break
      }
      let action: A | undefined
      if (st.kind === 'invalid') {
        problems.push(`step ${step}: the engine refuses its own state: ${st.violation.message}`)
        break
      }
      if (st.kind === 'chance') {
        ;[action, rng] = sampleOutcome(st.outcomes, rng)
      } else {
        const seat = st.kind === 'decision' ? st.seat : st.seats[0]
        const legal = game.legalActions(state, seat)
        let index: number
        ;[index, rng] = nextInt(rng, 0, legal.length - 1)
        action = legal[index]
      }
      if (action === undefined) {
        problems.push(`step ${step}: no action available at a ${st.kind} node`)
        break
      }
      const result = game.reduce(state, action)
      if (isLeft(result)) {
        problems.push(`step ${step}: ${canonicalJson(action)} refused: ${result.left.code} ${result.left.message}`)
        break
      }
      state = result.right.state
      states.push(state)
      actions.push(action)
    }
    const race = { config, states, actions, ended, problems }
    cache.set(key, race)
    return race
  }

  const sampled = (race: Race<C, S, A>): ReadonlyArray<S> => {
    const n = race.states.length
    if (n <= samples) return race.states
    return Array.from({ length: samples }, (_, i) => race.states[Math.round((i * (n - 1)) / (samples - 1))] as S)
  }

  const legalKeys = (state: S): Set<string> => new Set(game.legalActions(state).map((a) => canonicalJson(a)))

  const laws: Law[] = []
  const it = (name: string, run: () => void): void => {
    laws.push({ name, run })
  }

  it('a race from any valid config is accepted step by step and ends', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        expect(race.problems).toEqual([])
        expect(race.ended).toBe(true)
      }),
      params,
    )
  })

  it('game invariants hold in every state of every race', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        expect(race.states.length).toBeGreaterThan(0)
        for (const [i, state] of race.states.entries()) {
          const broken = kit.invariants?.(state) ?? []
          expect(broken, `state ${i}`).toEqual([])
        }
      }),
      params,
    )
  })

  it('reduce never mutates its input and returns a new state', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        for (const state of sampled(race)) {
          const before = canonicalJson(state)
          for (const action of game.legalActions(state)) {
            const result = game.reduce(state, action)
            expect(isRight(result)).toBe(true)
            if (isRight(result)) expect(result.right.state).not.toBe(state)
          }
          expect(canonicalJson(state)).toBe(before)
        }
      }),
      params,
    )
  })

  // Where a value handed out can be written, as a failure message (null: frozen all the way down).
  const writable = (what: string, value: unknown): string | null => {
    const path = writablePath(value)
    return path === null ? null : `${what} can be written at "${path || '(the state itself)'}"`
  }

  it("no state it hands out can be written: setup, reduce, admit, a driver's last", () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        for (const [i, state] of race.states.entries()) {
          const open = writable(`state ${i} of a race`, state)
          if (open !== null) expect.fail(open)
        }
        const start = race.states[0]
        const last = race.states[race.states.length - 1]
        if (start === undefined || last === undefined) return
        const admitted = game.admit(JSON.parse(JSON.stringify(last)))
        if (isLeft(admitted)) expect.fail(`a state of a race is not admitted: ${admitted.left.message}`)
        const open = writable('an admitted state', admitted.right)
        if (open !== null) expect.fail(open)
        const seats = Array.from({ length: kit.seats?.(start) ?? 10 }, () => randomPolicy as Policy<A, O>)
        const run = playout(game, start, seedRng(raceSeed), seats, { maxSteps })
        const ran = isRight(run) ? writable("a driver's last state", run.right.state) : null
        if (ran !== null) expect.fail(ran)
      }),
      params,
    )
  })

  // Everything the game answers of a state (the spectator's view, the first legal actions
  // applied), as one text.
  const verdicts = (state: S): string => {
    const legal = game.legalActions(state)
    return canonicalJson({
      status: game.status(state),
      legal,
      admit: game.admit(state),
      observe: game.observe(state, 'spectator'),
      reduce: legal.slice(0, 6).map((a) => game.reduce(state, a)),
    })
  }

  // A race played again through the public reduce: the states it hands out, in order.
  const playAgain = (race: Race<C, S, A>): ReadonlyArray<S> => {
    const start = game.setup(race.config)
    if (isLeft(start)) return []
    const states = [start.right]
    for (const action of race.actions) {
      const next = game.reduce(states[states.length - 1] as S, action)
      if (isLeft(next)) break
      states.push(next.right.state)
    }
    return states
  }

  it("verdicts depend on the state's value alone: a state edited in place, before and after other races, reads as its fresh copy", () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const others = [1, 2, 3].map((k) => walk(config, raceSeed + k))
        for (const other of others) playAgain(other)
        // States just made (the last ones among them), written into wherever they can be
        // written, and read at once and again after other races.
        const made = playAgain(walk(config, raceSeed))
        const states = [...new Set([...sampled({ ...walk(config, raceSeed), states: made }), ...made.slice(-3)])]
        for (const state of states) vandalize(state)
        const now = states.map(verdicts)
        for (const other of others) playAgain(other)
        for (const [i, state] of states.entries()) {
          const fresh = verdicts(JSON.parse(JSON.stringify(state)) as S)
          expect(now[i], `state ${i}: its verdicts are not those of its value`).toBe(fresh)
          expect(verdicts(state), `state ${i}, after other races: its verdicts are not those of its value`).toBe(fresh)
          // An input the game admitted stays the caller's: edited afterwards, it reads as its new value.
          const input: unknown = JSON.parse(JSON.stringify(state))
          game.admit(input)
          vandalize(input)
          const edited = verdicts(JSON.parse(JSON.stringify(input)) as S)
          expect(
            verdicts(input as S),
            `state ${i}, admitted then edited: its verdicts are not those of its value`,
          ).toBe(edited)
        }
      }),
      params,
    )
  })

  it('every legal action is accepted; every other action is rejected with a violation and no change', () => {
    const candidates = kit.actions ?? fc.constant(null)
    fc.assert(
      fc.property(races, fc.array(candidates, { maxLength: 12 }), ([config, raceSeed], extra) => {
        const race = walk(config, raceSeed)
        for (const state of sampled(race)) {
          const legal = game.legalActions(state)
          const keys = legalKeys(state)
          expect(keys.size, 'legalActions lists an action twice').toBe(legal.length)
          for (const action of legal) {
            const result = game.reduce(state, action)
            if (isLeft(result)) expect.fail(`legal ${canonicalJson(action)} refused: ${result.left.code}`)
          }
          const before = canonicalJson(state)
          const others = [...extra, ...legal.flatMap(nearMisses)].filter((a) => !keys.has(canonicalJson(a)))
          const listedResults = kit.equivalentActions
            ? new Set(
                legal.flatMap((a) => {
                  const r = game.reduce(state, a)
                  return isRight(r) ? [canonicalJson(r.right.state)] : []
                }),
              )
            : new Set<string>()
          for (const action of others) {
            const result = game.reduce(state, action as A)
            if (isRight(result)) {
              if (!listedResults.has(canonicalJson(result.right.state))) {
                expect.fail(`illegal ${canonicalJson(action)} accepted`)
              }
            } else {
              expect(result.left.code).toMatch(/^[A-Z][A-Z0-9_]*$/)
              expect(result.left.code).not.toBe('ENGINE_DEFECT')
              expect(result.left.message.length).toBeGreaterThan(0)
              expect(result.left.rule.length).toBeGreaterThan(0)
            }
          }
          expect(canonicalJson(state)).toBe(before)
        }
      }),
      params,
    )
  })

  it('status agrees with legalActions at every node', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        for (const state of sampled(race)) {
          const st = game.status(state)
          const legal = game.legalActions(state)
          if (st.kind === 'over') expect(legal).toEqual([])
          else if (st.kind === 'chance') {
            expect(new Set(legal.map((a) => canonicalJson(a)))).toEqual(
              new Set(st.outcomes.map((o) => canonicalJson(o.action))),
            )
          } else {
            for (const seat of decidingSeats(game as unknown as Game<unknown, unknown, A, unknown, unknown>, state)) {
              expect(game.legalActions(state, seat).length, `seat ${seat} has no legal action`).toBeGreaterThan(0)
            }
          }
        }
      }),
      params,
    )
  })

  it('chance nodes list distinct outcomes with exact probabilities that sum to 1', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        let seen = 0
        for (const state of race.states) {
          const st = game.status(state)
          if (st.kind !== 'chance') continue
          seen++
          const total = st.outcomes.reduce((sum, o) => sum + o.weight, 0)
          expect(st.outcomes.length).toBeGreaterThan(0)
          expect(new Set(st.outcomes.map((o) => canonicalJson(o.action))).size).toBe(st.outcomes.length)
          for (const o of st.outcomes) {
            expect(Number.isInteger(o.weight) && o.weight > 0).toBe(true)
            expect(o.probability).toBeCloseTo(o.weight / total, 12)
          }
          expect(st.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9)
          if (kit.chanceSources) {
            expect(st.source, 'a chance node without its source').toBeDefined()
            expect(st.source?.die.length ?? 0).toBeGreaterThan(0)
            expect(st.source?.reason.length ?? 0).toBeGreaterThan(0)
          }
        }
        return seen >= 0
      }),
      params,
    )
  })

  const sampler = game.sampler
  if (sampler !== undefined) {
    it("the game's chance sampler draws exactly as its listed outcomes", () => {
      fc.assert(
        fc.property(races, ([config, raceSeed]) => {
          const race = walk(config, raceSeed)
          for (const state of race.states) {
            const st = game.status(state)
            const total = sampler.total(state)
            if (st.kind !== 'chance') {
              expect(total, `sampler total at a ${st.kind} node`).toBe(0)
              continue
            }
            expect(total).toBe(st.outcomes.reduce((sum, o) => sum + o.weight, 0))
            // Every ticket selects the outcome the cumulative weights give it.
            let ticket = 0
            for (const o of st.outcomes) {
              for (let k = 0; k < o.weight; k++, ticket++) {
                expect(canonicalJson(sampler.pick(state, ticket)), `ticket ${ticket}`).toBe(canonicalJson(o.action))
              }
            }
          }
        }),
        params,
      )
    })
  }

  // A game that shares its decisions (GameRules.sharedDecisions) lets the drivers take a
  // policy's pick by identity: sound only if no listed decision can be written and no list
  // is handed out twice.
  if (driverDoor(game).sharedDecisions) {
    it('a game that shares its decisions lists them frozen all the way down, in a new list each time', () => {
      fc.assert(
        fc.property(races, ([config, raceSeed]) => {
          const race = walk(config, raceSeed)
          let decisions = 0
          for (const state of race.states) {
            for (const seat of decidingSeats(game as unknown as Game<unknown, unknown, A, unknown, unknown>, state)) {
              const legal = game.legalActions(state, seat)
              expect(game.legalActions(state, seat), 'the same list handed out twice').not.toBe(legal)
              for (const action of legal) {
                decisions++
                expect(writablePath(action), `a listed decision can be written: ${canonicalJson(action)}`).toBe(null)
              }
            }
          }
          expect(decisions, 'a race without a decision').toBeGreaterThan(0)
        }),
        params,
      )
    })
  }

  it('replay of the action log reproduces the final state', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        const result = replay(game, config, race.actions)
        if (isLeft(result)) expect.fail(`replay failed at step ${result.left.step}: ${result.left.code}`)
        else expect(canonicalJson(result.right.state)).toBe(canonicalJson(race.states[race.states.length - 1]))
      }),
      params,
    )
  })

  it('states and configs round-trip through their codecs and JSON', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        const decodedConfig = game.codecs.config.decode(JSON.parse(JSON.stringify(config)))
        expect(isRight(decodedConfig)).toBe(true)
        for (const state of sampled(race)) {
          const decoded = game.codecs.state.decode(JSON.parse(JSON.stringify(state)))
          if (isLeft(decoded))
            expect.fail(`a state does not decode: ${JSON.stringify(decoded.left[0]?.context.map((c) => c.key))}`)
          else expect(decoded.right).toEqual(state)
        }
      }),
      params,
    )
  })

  it('observations are plain JSON for every seat and for spectators', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        for (const state of sampled(race)) {
          for (const viewer of [
            ...decidingSeats(game as unknown as Game<unknown, unknown, A, unknown, unknown>, state),
            'spectator' as const,
          ]) {
            const seen = game.observe(state, viewer)
            if (isLeft(seen)) expect.fail(`no observation for ${viewer}: ${seen.left.message}`)
            else expect(JSON.parse(JSON.stringify(seen.right))).toEqual(seen.right)
          }
        }
      }),
      params,
    )
  })

  it('garbage config gives a Left, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (garbage) => {
        expect(isLeft(game.setup(garbage as C))).toBe(true)
      }),
      { ...params, numRuns: numRuns * 10 },
    )
  })

  it('garbage action gives a Left and leaves the state as it was', () => {
    fc.assert(
      fc.property(races, fc.array(fc.anything(), { maxLength: 20 }), ([config, raceSeed], garbage) => {
        const race = walk(config, raceSeed)
        for (const state of sampled(race)) {
          const before = canonicalJson(state)
          const keys = legalKeys(state)
          for (const g of garbage) {
            if (keys.has(canonicalJson(g))) continue
            expect(isLeft(game.reduce(state, g as A))).toBe(true)
          }
          expect(canonicalJson(state)).toBe(before)
        }
      }),
      params,
    )
  })

  it('garbage state is refused by every member, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (garbage, action) => {
        expect(isLeft(game.codecs.state.decode(garbage))).toBe(true)
        expect(isLeft(game.admit(garbage))).toBe(true)
        expect(isLeft(game.reduce(garbage as S, action as A))).toBe(true)
        expect(game.status(garbage as S).kind).toBe('invalid')
        expect(game.legalActions(garbage as S)).toEqual([])
        expect(isLeft(game.observe(garbage as S, 'spectator'))).toBe(true)
        expect(game.sampler?.total(garbage as S) ?? 0).toBe(0)
      }),
      { ...params, numRuns: numRuns * 10 },
    )
  })

  it('a state with one field changed is refused, or admitted and fully playable', () => {
    const junk = fc.constantFrom<unknown>(
      -1,
      0,
      1,
      2,
      7,
      42,
      99_999,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      -5,
      0.5,
      '',
      'x',
      null,
      true,
      false,
      [],
      {},
    )
    fc.assert(
      fc.property(races, fc.nat(), fc.nat(), junk, ([config, raceSeed], at, leaf, value) => {
        const race = walk(config, raceSeed)
        const states = sampled(race)
        const original = states[at % Math.max(1, states.length)]
        if (original === undefined) return
        const json: unknown = JSON.parse(JSON.stringify(original))
        const edited = withLeaf(json, leaf % leafCount(json), value)
        const admitted = game.admit(edited)
        if (isLeft(admitted)) {
          expect(admitted.left.code).toBe('BAD_STATE')
          expect(game.status(edited as S).kind).toBe('invalid')
          return
        }
        const state = admitted.right
        const st = game.status(state)
        expect(st.kind, st.kind === 'invalid' ? st.violation.message : '').not.toBe('invalid')
        for (const viewer of [
          ...decidingSeats(game as unknown as Game<unknown, unknown, A, unknown, unknown>, state),
          'spectator' as const,
        ])
          expect(isRight(game.observe(state, viewer))).toBe(true)
        if (st.kind === 'decision' || st.kind === 'simultaneous') {
          const seats = st.kind === 'decision' ? [st.seat] : st.seats
          for (const seat of seats)
            expect(game.legalActions(state, seat).length, `seat ${seat} has no legal action`).toBeGreaterThan(0)
        }
        for (const action of game.legalActions(state)) {
          const result = game.reduce(state, action)
          if (isLeft(result))
            expect.fail(
              `an admitted state refuses its own legal ${canonicalJson(action)}: ${result.left.code} ${result.left.message}`,
            )
        }
      }),
      { ...params, numRuns: numRuns * 10 },
    )
  })

  it('codecs are exact: extra, inherited or non-plain fields are refused', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        const extraConfig = { ...(JSON.parse(JSON.stringify(config)) as object), note: 'x' }
        expect(isLeft(decodeConfig(game, extraConfig))).toBe(true)
        expect(isLeft(game.setup(extraConfig as C))).toBe(true)
        for (const state of sampled(race)) {
          for (const action of game.legalActions(state).slice(0, 8)) {
            const plain: unknown = JSON.parse(JSON.stringify(action))
            const decoded = decodeAction(game, plain)
            if (isLeft(decoded)) expect.fail(`a legal action does not decode: ${decoded.left.message}`)
            else expect(canonicalJson(decoded.right)).toBe(canonicalJson(action))
            const extra = { ...(plain as object), note: 'x' }
            expect(isLeft(decodeAction(game, extra))).toBe(true)
            const refused = game.reduce(state, extra as A)
            expect(isLeft(refused) && refused.left.code).toBe('BAD_ACTION')
            const inherited = Object.create(plain as object) as A
            const viaPrototype = game.reduce(state, inherited)
            expect(isLeft(viaPrototype) && viaPrototype.left.code).toBe('BAD_ACTION')
          }
        }
      }),
      params,
    )
  })

  const driverParams = { ...params, numRuns: Math.min(numRuns, kit.driverRuns ?? 4) }
  // Plays a race from a config with one policy for every seat.
  const race = (config: C, raceSeed: number, policy: Policy<A, O>) => {
    const start = game.setup(config)
    if (isLeft(start)) return expect.fail(`setup refused: ${start.left.message}`)
    const seats = kit.seats?.(start.right) ?? 10
    const drive = kit.playout ?? playout
    const run = drive(
      game,
      start.right,
      seedRng(raceSeed),
      Array.from({ length: seats }, () => policy),
      { maxSteps },
    )
    if (isLeft(run))
      return expect.fail(`the race stopped at step ${run.left.step}: ${run.left.code} ${run.left.message}`)
    return run.right
  }

  it('nothing a policy is handed can change the race', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        // The honest bot: uniform over the legal actions, from its own stream.
        const honest: Policy<A, O> = ({ legal, rng }) => {
          const [i, next] = nextInt(rng, 0, legal.length - 1)
          return [legal[i] as A, next]
        }
        // The same choice, then junk written into everything it was handed.
        const hostile: Policy<A, O> = (input) => {
          const [i, next] = nextInt(input.rng, 0, input.legal.length - 1)
          const choice = JSON.parse(JSON.stringify(input.legal[i])) as A
          vandalize(input.observation)
          vandalize(input.legal)
          vandalize(input.rng)
          return [choice, next]
        }
        const a = race(config, raceSeed, honest)
        const b = race(config, raceSeed, hostile)
        expect(canonicalJson(b.actions)).toBe(canonicalJson(a.actions))
        expect(canonicalJson(b.state)).toBe(canonicalJson(a.state))
      }),
      driverParams,
    )
  })

  it('a policy cannot steer chance with the generator it returns', () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        // Both bots play the first legal action; one hands back a generator of its choosing.
        const plain: Policy<A, O> = ({ legal, rng }) => [legal[0] as A, rng]
        const forger: Policy<A, O> = ({ legal }) => [legal[0] as A, { state: [1, 2, 3, 4] }]
        const a = race(config, raceSeed, plain)
        const b = race(config, raceSeed, forger)
        expect(canonicalJson(b.actions)).toBe(canonicalJson(a.actions))
      }),
      driverParams,
    )
  })

  it("every viewer sees each step's events as plain data, hiding what it may not see", () => {
    fc.assert(
      fc.property(races, ([config, raceSeed]) => {
        const race = walk(config, raceSeed)
        const start = race.states[0]
        if (start === undefined) return
        const seats = kit.seats?.(start) ?? 0
        const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, i) => i)]
        for (let i = 0; i < race.actions.length; i++) {
          const before = race.states[i] as S
          const result = game.reduce(before, race.actions[i] as A)
          if (isLeft(result)) expect.fail(`step ${i} refused on replay`)
          else
            for (const viewer of viewers) {
              const seen = game.observeEvents(result.right.events, viewer)
              expect(JSON.parse(JSON.stringify(seen))).toEqual(seen)
              expect(kit.eventLeaks?.(seen, viewer, before) ?? [], `step ${i}, viewer ${viewer}`).toEqual([])
            }
        }
      }),
      params,
    )
  })
  return laws
}
