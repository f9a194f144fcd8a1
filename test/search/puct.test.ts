import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import { perfectInformation, startSearch, type Leaf, type SearchNode } from '../../src/search/index.js'
import { sprint, sprintAt, type SprintAction, type SprintState } from '../support/sprint.js'
import type { ToyAction, ToyState } from '../support/toy.js'
import { openToy, rightOf, toyRace } from './helpers.js'

const even = (): ReadonlyArray<number> => [0.5, 0.5]

const sprintSearch = (
  state: SprintState,
  priors: (leaf: Leaf<SprintState, SprintAction>) => ReadonlyArray<number>,
  seed = 1,
) =>
  rightOf(
    startSearch(
      sprint,
      { observation: state, seat: state.turn, rng: seedRng(seed) },
      { determinize: perfectInformation, rolloutDepth: 0, evaluate: even, priors, puct: 1.5 },
    ),
  )

const nodesWithArms = <A>(node: SearchNode<A>): number =>
  (node.arms.size > 0 ? 1 : 0) + [...node.children.values()].reduce((n, c) => n + nodesWithArms(c), 0)

describe('PUCT: an evaluator with priors', () => {
  it('asks the priors once per node where the tree chooses, with that seat and the actions tried', () => {
    const asked: Array<{ actor: number; actions: number; seat: number }> = []
    const s = sprintSearch(sprintAt(20), (leaf) => {
      asked.push({ actor: leaf.actor, actions: leaf.actions.length - Math.min(3, leaf.state.left), seat: leaf.seat })
      return leaf.actions.map((_, i) => i + 1)
    })
    expect(s.step(300)).toBe(300)
    expect(s.failure).toBeNull()
    expect(asked.length).toBe(nodesWithArms(s.root))
    expect(new Set(asked.map((a) => a.actor))).toEqual(new Set([0, 1]))
    // Every legal move of the state asked about (1 to 3 spaces, as far as the line).
    expect(asked.every((a) => a.seat === 0 && a.actions === 0)).toBe(true)
    // The weights 1, 2, 3 divided by their sum.
    expect(s.stats().map((a) => a.prior)).toEqual([1 / 6, 2 / 6, 3 / 6])
  })

  it('follows the priors when the values cannot tell the moves apart', () => {
    const s = sprintSearch(sprintAt(40), () => [0.7, 0.2, 0.1])
    s.step(200)
    const visits = s.stats().map((a) => a.visits)
    expect(visits[0]).toBeGreaterThan(2 * visits[1]!)
    expect(visits[1]).toBeGreaterThan(visits[2]!)
  })

  it('draws nothing: in a game without chance, every generator gives the same search', () => {
    const prior = (leaf: Leaf<SprintState, SprintAction>) => leaf.actions.map((a) => a.spaces)
    const a = sprintSearch(sprintAt(17), prior, 1)
    const b = sprintSearch(sprintAt(17), prior, 99)
    a.step(250)
    b.step(250)
    expect(b.stats()).toEqual(a.stats())
  })

  it('finds the better gear of Dice Derby with uniform priors and random rollouts', () => {
    const s = rightOf(
      startSearch(
        openToy,
        { observation: toyRace(10, [7, 9]), seat: 0, rng: seedRng(3) },
        {
          determinize: perfectInformation,
          priors: (leaf: Leaf<ToyState, ToyAction>) => leaf.actions.map(() => 1),
          puct: 1,
        },
      ),
    )
    s.step(300)
    expect(s.best()).toEqual({ type: 'gear', gear: 2 })
    expect(s.stats().every((a) => a.prior === 0.5)).toBe(true)
  })

  it('stops with BAD_PRIORS, saying what is wrong, on priors of the wrong length, negative, not numbers or all 0', () => {
    const cases: Array<[ReadonlyArray<number>, RegExp]> = [
      [[1, 2], /are a list of 2 weights/],
      [[1, -1, 1], /not a weight of 0 or more/],
      [[1, Number.NaN, 1], /not a weight of 0 or more/],
      [[0, 0, 0], /are all 0/],
    ]
    for (const [weights, why] of cases) {
      const s = sprintSearch(sprintAt(20), () => weights)
      expect(s.step(5)).toBe(0)
      expect(s.failure?.code).toBe('BAD_PRIORS')
      expect(s.failure?.message).toMatch(why)
    }
  })
})
