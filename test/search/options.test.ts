import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import {
  mctsPolicy,
  perfectInformation,
  startBatchSearch,
  startSearch,
  type BatchSearchOptions,
  type SearchOptions,
} from '../../src/search/index.js'
import { determinize as fmrDeterminize } from '../../src/formula-motor-racing/index.js'
import type { ToyAction, ToyState } from '../support/toy.js'
import { openToy, toyRace } from './helpers.js'

const root = { observation: toyRace(10, [0, 0]), seat: 0, rng: seedRng(1) }
const half = (): ReadonlyArray<number> => [0.5, 0.5]

const refusal = (options: SearchOptions<ToyState, ToyAction, ToyState>): string | null => {
  const started = startSearch(openToy, root, options)
  return started._tag === 'Left' ? `${started.left.code}: ${started.left.message}` : null
}

const batchRefusal = (options: BatchSearchOptions<ToyState, ToyAction, ToyState>): string | null => {
  const started = startBatchSearch(openToy, root, options)
  return started._tag === 'Left' ? `${started.left.code}: ${started.left.message}` : null
}

describe('options that cannot take effect are refused, naming them', () => {
  const base = { determinize: perfectInformation<ToyState> }

  it('evaluate without rolloutDepth (it would never be called), and rolloutDepth without evaluate', () => {
    expect(refusal({ ...base, evaluate: half })).toMatch(/^UNUSED_OPTION: evaluate .*rolloutDepth/)
    expect(refusal({ ...base, rolloutDepth: 3 })).toMatch(/^NO_EVALUATOR:/)
    expect(refusal({ ...base, rolloutDepth: 3, evaluate: half })).toBeNull()
  })

  it('a rollout policy with rolloutDepth 0 (no rollout is played)', () => {
    expect(
      refusal({ ...base, rolloutDepth: 0, evaluate: half, rollout: ({ legal, rng }) => [legal[0]!, rng] }),
    ).toMatch(/^UNUSED_OPTION: rollout /)
  })

  it('priors without puct, puct without priors, exploration beside puct', () => {
    const priors = (): ReadonlyArray<number> => [1, 1]
    expect(refusal({ ...base, priors })).toMatch(/^NO_PUCT:/)
    expect(refusal({ ...base, puct: 1.5 })).toMatch(/^UNUSED_OPTION: puct /)
    expect(refusal({ ...base, priors, puct: 1.5, exploration: 0.7 })).toMatch(/^UNUSED_OPTION: exploration /)
    expect(refusal({ ...base, priors, puct: 1.5 })).toBeNull()
  })

  it('solve where a node stands for many states (a determiniser that samples, hidden actions)', () => {
    expect(refusal({ ...base, solve: true })).toBeNull()
    expect(refusal({ ...base, solve: true, hidden: () => false })).toMatch(/^SOLVE_NEEDS_PERFECT_INFORMATION:/)
    const sampling = fmrDeterminize as unknown as SearchOptions<ToyState, ToyAction, ToyState>['determinize']
    expect(refusal({ determinize: sampling, solve: true })).toMatch(/^SOLVE_NEEDS_PERFECT_INFORMATION:/)
  })

  it('numbers out of range, and a batch evaluator given to the one-at-a-time search', () => {
    expect(refusal({ ...base, exploration: -1 })).toMatch(/^BAD_OPTION: exploration/)
    expect(refusal({ ...base, exploration: Number.NaN })).toMatch(/^BAD_OPTION: exploration/)
    expect(refusal({ ...base, rolloutDepth: 1.5, evaluate: half })).toMatch(/^BAD_OPTION: rolloutDepth/)
    expect(refusal({ ...base, maxSteps: 0 })).toMatch(/^BAD_OPTION: maxSteps/)
    expect(refusal({ ...base, priors: half, puct: Infinity })).toMatch(/^BAD_OPTION: puct/)
    const batch = { ...base, evaluateBatch: async () => [] } as unknown as SearchOptions<ToyState, ToyAction, ToyState>
    expect(refusal(batch)).toMatch(/^UNUSED_OPTION: evaluateBatch .*startBatchSearch/)
  })

  it('a batched search refuses rollouts, evaluate and priors (its evaluator values each new node), and a bad batch size', () => {
    const evaluateBatch = async (): Promise<[]> => []
    expect(batchRefusal({ ...base, evaluateBatch })).toBeNull()
    for (const extra of [{ rolloutDepth: 0 }, { evaluate: half }, { priors: half }, { rollout: () => undefined }]) {
      const options = { ...base, evaluateBatch, ...extra } as unknown as BatchSearchOptions<
        ToyState,
        ToyAction,
        ToyState
      >
      expect(batchRefusal(options)).toMatch(/^UNUSED_OPTION: /)
    }
    expect(batchRefusal({ ...base, evaluateBatch, batchSize: 0 })).toMatch(/^BAD_OPTION: batchSize/)
    expect(batchRefusal({ ...base } as unknown as BatchSearchOptions<ToyState, ToyAction, ToyState>)).toMatch(
      /^NO_EVALUATOR:/,
    )
  })

  it('a search bot with such options, or an unknown final choice, is refused when it is made', () => {
    const budget = { iterations: 10 }
    expect(() => mctsPolicy(openToy, { ...base, budget, evaluate: half })).toThrow(/UNUSED_OPTION/)
    expect(() => mctsPolicy(openToy, { ...base, budget, final: 'most' as unknown as 'visits' })).toThrow(
      /final is 'visits', 'value' or \{ temperature: t \}/,
    )
    expect(() => mctsPolicy(openToy, { ...base, budget, final: { temperature: -1 } })).toThrow(TypeError)
  })
})
