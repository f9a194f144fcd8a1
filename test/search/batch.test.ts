import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import {
  perfectInformation,
  startBatchSearch,
  startSearch,
  type Evaluation,
  type Leaf,
  type SeatValues,
} from '../../src/search/index.js'
import { sprint, sprintAt, type SprintAction, type SprintState } from '../support/sprint.js'
import type { ToyAction, ToyState } from '../support/toy.js'
import { openToy, rightOf, toyRace } from './helpers.js'

// A hand-written evaluator: the seat to move is better off the fewer spaces are left.
const sprintValue = (state: SprintState): SeatValues => {
  const mover = 0.3 + 0.4 / (1 + state.left)
  return state.turn === 0 ? [mover, 1 - mover] : [1 - mover, mover]
}
const sprintPriors = (leaf: Leaf<SprintState, SprintAction>): ReadonlyArray<number> =>
  leaf.actions.map((a) => 1 + a.spaces)

// The toy's evaluator: the car further ahead is worth more.
const toyValue = (state: ToyState): SeatValues => {
  const [a = 0, b = 0] = state.positions
  return a === b ? [0.5, 0.5] : a > b ? [0.7, 0.3] : [0.3, 0.7]
}

const answering =
  <S, A>(evaluate: (leaf: Leaf<S, A>) => Evaluation, calls: Array<ReadonlyArray<Leaf<S, A>>> = []) =>
  async (leaves: ReadonlyArray<Leaf<S, A>>): Promise<ReadonlyArray<Evaluation>> => {
    calls.push(leaves)
    return leaves.map(evaluate)
  }

describe('the batched search (an evaluator answering by promise)', () => {
  it('with a batch of one, is the one-at-a-time search with the same evaluator (UCT, chance)', async () => {
    const root = { observation: toyRace(14, [2, 4]), seat: 0, rng: seedRng(21) }
    const sync = rightOf(
      startSearch(openToy, root, {
        determinize: perfectInformation,
        rolloutDepth: 0,
        evaluate: (s) => toyValue(s),
      }),
    )
    const batched = rightOf(
      startBatchSearch(openToy, root, {
        determinize: perfectInformation,
        evaluateBatch: answering<ToyState, ToyAction>((leaf) => ({ values: toyValue(leaf.state) })),
        batchSize: 1,
      }),
    )
    sync.step(300)
    expect(await batched.step(300)).toBe(300)
    expect(batched.stats()).toEqual(sync.stats())
    expect(batched.rng).toEqual(sync.rng)
  })

  it('with a batch of one, is the one-at-a-time search with PUCT, the root evaluated first for its priors', async () => {
    const root = { observation: sprintAt(19), seat: 0, rng: seedRng(2) }
    const sync = rightOf(
      startSearch(sprint, root, {
        determinize: perfectInformation,
        rolloutDepth: 0,
        evaluate: (s) => sprintValue(s),
        priors: sprintPriors,
        puct: 1.5,
      }),
    )
    const calls: Array<ReadonlyArray<Leaf<SprintState, SprintAction>>> = []
    const batched = rightOf(
      startBatchSearch(sprint, root, {
        determinize: perfectInformation,
        evaluateBatch: answering<SprintState, SprintAction>(
          (leaf) => ({
            values: sprintValue(leaf.state),
            ...(leaf.actor >= 0 ? { priors: sprintPriors(leaf) } : {}),
          }),
          calls,
        ),
        puct: 1.5,
        batchSize: 1,
      }),
    )
    sync.step(200)
    expect(await batched.step(201)).toBe(201)
    expect(calls[0]?.[0]?.state).toEqual(root.observation)
    expect(batched.stats()).toEqual(sync.stats())
  })

  it('spreads the descents of a batch by virtual loss: the first batch after the root tries three different moves', async () => {
    const calls: Array<ReadonlyArray<Leaf<SprintState, SprintAction>>> = []
    const s = rightOf(
      startBatchSearch(
        sprint,
        { observation: sprintAt(20), seat: 0, rng: seedRng(1) },
        {
          determinize: perfectInformation,
          evaluateBatch: answering<SprintState, SprintAction>(() => ({ values: [0.5, 0.5] }), calls),
          puct: 2,
          batchSize: 3,
        },
      ),
    )
    expect(await s.step(4)).toBe(4)
    expect(calls.map((c) => c.length)).toEqual([1, 3])
    expect(new Set(calls[1]?.map((l) => l.state.left))).toEqual(new Set([19, 18, 17]))
    expect(s.stats().map((a) => a.visits)).toEqual([1, 1, 1])
  })

  it('sends at most a batch of leaves a call, counts every descent, and is the same search for the same seed', async () => {
    const run = async () => {
      const calls: Array<ReadonlyArray<Leaf<ToyState, ToyAction>>> = []
      const s = rightOf(
        startBatchSearch(
          openToy,
          { observation: toyRace(16, [1, 3, 2]), seat: 0, rng: seedRng(5) },
          {
            determinize: perfectInformation,
            evaluateBatch: answering<ToyState, ToyAction>(
              (leaf) => ({ values: [...toyValue(leaf.state), 0.5] }),
              calls,
            ),
            batchSize: 8,
          },
        ),
      )
      expect(await s.run({ iterations: 203 })).toBe(203)
      return { s, calls }
    }
    const a = await run()
    expect(a.calls.every((c) => c.length >= 1 && c.length <= 8)).toBe(true)
    expect(a.s.root.visits).toBe(203)
    expect(a.s.stats().reduce((n, x) => n + x.visits, 0)).toBe(203)
    const b = await run()
    expect(b.s.stats()).toEqual(a.s.stats())
    expect(b.s.rng).toEqual(a.s.rng)
  })

  it('stops on an evaluator that fails or answers wrong, and takes back the descents it had counted', async () => {
    const cases: Array<[(leaves: ReadonlyArray<Leaf<ToyState, ToyAction>>) => Promise<unknown>, string]> = [
      [() => Promise.reject(new Error('the network is down')), 'EVALUATOR_FAILED'],
      [async () => [], 'BAD_EVALUATION'],
      [async (leaves) => leaves.map(() => ({ values: [Number.NaN, 1] })), 'BAD_EVALUATION'],
      [async (leaves) => leaves.map(() => ({ values: [0.5, 0.5], priors: [1, 1] })), 'PRIORS_WITHOUT_PUCT'],
    ]
    for (const [evaluateBatch, code] of cases) {
      const s = rightOf(
        startBatchSearch(
          openToy,
          { observation: toyRace(12, [0, 0]), seat: 0, rng: seedRng(1) },
          {
            determinize: perfectInformation,
            evaluateBatch: evaluateBatch as (
              leaves: ReadonlyArray<Leaf<ToyState, ToyAction>>,
            ) => Promise<ReadonlyArray<Evaluation>>,
            batchSize: 4,
          },
        ),
      )
      expect(await s.step(20)).toBe(0)
      expect(s.failure?.code).toBe(code)
      expect(s.root.visits).toBe(0)
      expect(s.stats().every((a) => a.visits === 0)).toBe(true)
    }
  })

  it('runs one batch at a time: a second run is rejected, and the tree does not move while a batch is out', async () => {
    let release: () => void = () => undefined
    const s = rightOf(
      startBatchSearch(
        openToy,
        { observation: toyRace(12, [0, 0]), seat: 0, rng: seedRng(1) },
        {
          determinize: perfectInformation,
          evaluateBatch: (leaves) =>
            new Promise((done) => {
              release = () => done(leaves.map(() => ({ values: [0.5, 0.5] })))
            }),
          batchSize: 2,
        },
      ),
    )
    const first = s.step(2)
    await expect(s.step(2)).rejects.toThrow(/SEARCH_BUSY/)
    const moved = s.advance({ type: 'gear', gear: 1 }, toyRace(12, [0, 0]))
    expect(moved._tag === 'Left' && moved.left.code).toBe('SEARCH_BUSY')
    release()
    expect(await first).toBe(2)
    expect(s.failure).toBeNull()
    expect(s.advance({ type: 'gear', gear: 1 }, toyRace(12, [0, 0]))._tag).toBe('Right')
  })
})
