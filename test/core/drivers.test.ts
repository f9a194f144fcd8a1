import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import {
  canonicalJson,
  decodeAction,
  decodeConfig,
  formatErrors,
  playout,
  randomPolicy,
  nextInt,
  rankSeats,
  replay,
  resolveChance,
  seedRng,
  defineGame,
  type GameRules,
  type Policy,
} from '../../src/core/index.js'
import {
  sharingToyRules,
  toyGame,
  toyRules,
  ToyAction,
  type ToyCode,
  type ToyConfig,
  type ToyEvent,
  type ToyObservation,
  type ToyState,
} from '../support/toy.js'
import { exactDecoder } from '../../src/core/exact.js'

const start = (seats = 3, length = 12): ToyState => {
  const s = toyGame.setup({ seats, length })
  if (isLeft(s)) throw new Error('setup')
  return s.right
}
const randoms = (n: number): Policy<ToyAction, ToyObservation>[] => Array.from({ length: n }, () => randomPolicy)

describe('core drivers', () => {
  it('playout plays to the end and its log replays to the same state', () => {
    const run = playout(toyGame, start(), seedRng(9), randoms(3))
    if (isLeft(run)) throw new Error(run.left.message)
    expect(toyGame.status(run.right.state).kind).toBe('over')
    const again = replay(toyGame, { seats: 3, length: 12 }, run.right.actions)
    expect(isRight(again) && canonicalJson(again.right.state)).toBe(canonicalJson(run.right.state))
  })

  it('the same seed gives the same race, byte for byte', () => {
    const a = playout(toyGame, start(), seedRng('same'), randoms(3))
    const b = playout(toyGame, start(), seedRng('same'), randoms(3))
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
  })

  it('resolveChance applies rolls until a decision and nothing else', () => {
    const run = playout(toyGame, start(), seedRng(1), randoms(3), { maxSteps: 4 }) // 3 bids + a gear
    expect(isLeft(run)).toBe(true)
    const state = isLeft(run) ? run.left.state : start()
    expect(toyGame.status(state).kind).toBe('chance')
    const resolved = resolveChance(toyGame, state, seedRng(2))
    if (isLeft(resolved)) throw new Error(resolved.left.message)
    expect(resolved.right.actions.map((a) => a.type)).toEqual(['roll'])
    expect(toyGame.status(resolved.right.state).kind).toBe('decision')
    expect(resolved.right.events.some((e) => e.type === 'moved')).toBe(true)
  })

  it('resolveChance at a decision changes nothing', () => {
    const s = start()
    const resolved = resolveChance(toyGame, s, seedRng(2))
    expect(isRight(resolved) && resolved.right.state).toBe(s)
  })

  it("a policy that plays a roll at a decision stops the playout: chance is not a policy's to choose", () => {
    const cheat: Policy<ToyAction, ToyObservation> = ({ rng }) => [{ type: 'roll', value: 4 }, rng]
    const run = playout(toyGame, start(), seedRng(1), [cheat, cheat, cheat])
    expect(isLeft(run) && [run.left.code, run.left.step]).toEqual(['WRONG_PHASE', 0])
  })

  it('a policy that throws or returns no generator stops the playout with POLICY_FAILED', () => {
    const thrower: Policy<ToyAction, ToyObservation> = () => {
      throw new Error('boom')
    }
    const run = playout(toyGame, start(), seedRng(1), [thrower, thrower, thrower])
    expect(isLeft(run) && [run.left.code, run.left.message.includes('boom')]).toEqual(['POLICY_FAILED', true])
    const careless = (({ legal }: { legal: ReadonlyArray<ToyAction> }) => [legal[0], null]) as unknown as Policy<
      ToyAction,
      ToyObservation
    >
    const again = playout(toyGame, start(), seedRng(1), [careless, careless, careless])
    expect(isLeft(again) && again.left.code).toBe('POLICY_FAILED')
  })

  it("nature and each seat draw from their own streams: the same seed gives the same race, a policy's draws do not move the dice", () => {
    // A policy that burns numbers from its own stream before choosing the first action.
    const burner: Policy<ToyAction, ToyObservation> = ({ legal, rng }) => {
      let r = rng
      for (let i = 0; i < 5; i++) r = nextInt(r, 0, 9)[1]
      return [legal[0] as ToyAction, r]
    }
    const first: Policy<ToyAction, ToyObservation> = ({ legal, rng }) => [legal[0] as ToyAction, rng]
    const a = playout(toyGame, start(), seedRng(11), [first, first, first])
    const b = playout(toyGame, start(), seedRng(11), [burner, burner, burner])
    if (isLeft(a) || isLeft(b)) throw new Error('playout')
    expect(b.right.actions).toEqual(a.right.actions)
    expect(b.right.rng).toEqual(a.right.rng)
  })

  it("policies see only their observation: the others' bids stay hidden until all are in", () => {
    const seen: ToyObservation[] = []
    const spy: Policy<ToyAction, ToyObservation> = (input) => {
      seen.push(input.observation)
      return randomPolicy(input)
    }
    playout(toyGame, start(2), seedRng(4), [spy, spy], { maxSteps: 2 })
    expect(seen[1]?.bids[0]).toBe('hidden')
  })

  it("a game's shared decision a policy picks is taken as listed; a copy, or any pick in a game that does not share its decisions, goes through reduce's action guard", () => {
    // Counts the actions the guard copies (every action reduce is given).
    let guarded = 0
    const counting = (rules: GameRules<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation, ToyCode>) =>
      defineGame({
        ...rules,
        exactAction: (input: unknown) => {
          guarded++
          return exactDecoder(ToyAction)(input)
        },
      })
    const honest: Policy<ToyAction, ToyObservation> = ({ legal, rng }) => {
      const [i, next] = nextInt(rng, 0, legal.length - 1)
      return [legal[i] as ToyAction, next]
    }
    const copying: Policy<ToyAction, ToyObservation> = (input) => {
      const [action, next] = honest(input)
      return [{ ...action }, next]
    }
    const race = (game: typeof toyGame, policy: Policy<ToyAction, ToyObservation>) => {
      guarded = 0
      const s = game.setup({ seats: 3, length: 12 })
      if (isLeft(s)) throw new Error('setup')
      const run = playout(game, s.right, seedRng(4), [policy, policy, policy])
      if (isLeft(run)) throw new Error(run.left.message)
      return { log: canonicalJson(run.right.actions), guarded }
    }
    const sharing = counting(sharingToyRules)
    const plain = counting(toyRules)
    const shared = race(sharing, honest)
    expect(shared.guarded).toBe(0)
    const copied = race(sharing, copying)
    expect(copied.guarded).toBeGreaterThan(0)
    const unshared = race(plain, honest)
    expect(unshared.guarded).toBe(copied.guarded)
    // The same race every way.
    expect(copied.log).toBe(shared.log)
    expect(unshared.log).toBe(shared.log)
  })

  it('a missing policy is reported, not thrown', () => {
    const run = playout(toyGame, start(), seedRng(1), [randomPolicy])
    expect(isLeft(run) && run.left.code).toBe('NO_POLICY')
  })

  it('replay names the first bad step', () => {
    const run = playout(toyGame, start(2), seedRng(3), randoms(2))
    if (isLeft(run)) throw new Error('playout')
    const log = [...run.right.actions]
    log.splice(5, 0, { type: 'roll', value: 4 }, { type: 'roll', value: 4 })
    const result = replay(toyGame, { seats: 2, length: 12 }, log)
    expect(isLeft(result) && result.left.step).toBeGreaterThanOrEqual(5)
    expect(isLeft(result) && result.left.step).toBeLessThanOrEqual(6)
  })

  it('replay of a config that does not set up fails at step -1', () => {
    const result = replay(toyGame, { seats: 9, length: 12 }, [])
    expect(isLeft(result) && result.left.step).toBe(-1)
  })

  it('decodeAction explains the bad path and the expected type', () => {
    const result = decodeAction(toyGame, { type: 'gear', gear: 3 })
    expect(isLeft(result) && result.left.code).toBe('BAD_ACTION')
    expect(isLeft(result) && result.left.message).toContain('.gear')
    expect(isRight(decodeAction(toyGame, { type: 'gear', gear: 2 }))).toBe(true)
    expect(isLeft(decodeConfig(toyGame, { seats: 'three' }))).toBe(true)
  })

  it('formatErrors gives one line per failing path with the value received', () => {
    const codec = t.type({ car: t.type({ lane: t.number }) })
    const result = codec.decode({ car: { lane: 'inside' } })
    expect(isLeft(result) && formatErrors(result.left)).toEqual(['at .car.lane: expected number, got "inside"'])
  })

  it('rankSeats: points high first, time low first, equal scores share a place', () => {
    expect(
      rankSeats('points', [
        { seat: 0, score: 3 },
        { seat: 1, score: 9 },
        { seat: 2, score: 3 },
      ]).map((r) => [r.seat, r.place]),
    ).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
    ])
    expect(
      rankSeats('time', [
        { seat: 0, score: 300 },
        { seat: 1, score: 250 },
      ]).map((r) => r.seat),
    ).toEqual([1, 0])
    expect(
      rankSeats('points', [
        { seat: 0, score: 3, tieBreak: 2 },
        { seat: 1, score: 3, tieBreak: 1 },
      ]).map((r) => [r.seat, r.place]),
    ).toEqual([
      [1, 1],
      [0, 2],
    ])
  })
})
