import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import {
  mctsPolicy,
  perfectInformation,
  searchMove,
  startSearch,
  type Search,
  type SearchNode,
} from '../../src/search/index.js'
import { playout } from '../../src/core/index.js'
import type { ToyAction, ToyState } from '../support/toy.js'
import { openToy, openToyListed, rightOf, toyRace } from './helpers.js'

const GEAR_1 = JSON.stringify({ type: 'gear', gear: 1 })
const GEAR_2 = JSON.stringify({ type: 'gear', gear: 2 })

const search = (state: ToyState, iterations: number, seed = 1, game = openToy): Search<ToyAction> => {
  const s = rightOf(
    startSearch(
      game,
      { observation: state, seat: state.order[state.turn] ?? 0, rng: seedRng(seed) },
      { determinize: perfectInformation },
    ),
  )
  s.step(iterations)
  expect(s.failure).toBeNull()
  return s
}

const armOf = (s: Search<ToyAction>, key: string) => {
  const arm = s.stats().find((a) => a.key === key)
  if (arm === undefined) throw new Error(`no arm ${key}`)
  return arm
}

describe('MCTS on Dice Derby (gear 1 rolls 1 1 2 2, gear 2 rolls 2 3 3 4 4 4)', () => {
  // Seat 0 needs 3 to finish on a track of 10 and seat 1 finishes next turn whatever it rolls:
  // seat 0 wins only by finishing now. Gear 1 never rolls 3; gear 2 rolls 3 or 4 with
  // probability 5/6. Rank reward (1 for the win, 0 for second): gear 2 is worth 5/6, gear 1 is 0.
  const position = toyRace(10, [7, 9])

  it('finds the obviously best move', () => {
    const s = search(position, 300)
    expect(s.best()).toEqual({ type: 'gear', gear: 2 })
    expect(armOf(s, GEAR_2).visits).toBeGreaterThan(armOf(s, GEAR_1).visits * 5)
  })

  it('values a chance node at its exact expectation: gear 2 converges to 5/6, gear 1 is exactly 0', () => {
    const s = search(position, 4000)
    const g2 = armOf(s, GEAR_2)
    // Each visit is an unbiased sample of a 5/6 Bernoulli: 4 standard deviations of the mean.
    const sd = Math.sqrt(((5 / 6) * (1 / 6)) / g2.visits)
    expect(Math.abs(g2.value - 5 / 6)).toBeLessThan(4 * sd)
    expect(armOf(s, GEAR_1).value).toBe(0)
    // Values are per seat: seat 1 gets the rest.
    expect(g2.values[0]! + g2.values[1]!).toBeCloseTo(1, 12)
  })

  it('visits chance children in proportion to their weights (2: 1/6, 3: 2/6, 4: 3/6)', () => {
    const s = search(position, 4000)
    const chance = s.root.children.get(GEAR_2)
    expect(chance?.actor).toBe(-1)
    const visits = [2, 3, 4].map((value) => chance?.children.get(JSON.stringify({ type: 'roll', value }))?.visits ?? 0)
    const total = visits.reduce((a, b) => a + b, 0)
    expect(total).toBe((chance?.visits ?? 0) - 1) // the visit that created the chance node drew nothing below it
    ;[1 / 6, 2 / 6, 3 / 6].forEach((p, i) => {
      const sd = Math.sqrt((p * (1 - p)) / total)
      expect(Math.abs((visits[i] ?? 0) / total - p)).toBeLessThan(4 * sd)
    })
  })

  it('draws chance the same with the game sampler and with the listed outcomes', () => {
    const a = search(position, 500, 7, openToy)
    const b = search(position, 500, 7, openToyListed)
    expect(b.stats()).toEqual(a.stats())
    expect(b.rng).toEqual(a.rng)
  })

  it('plans a decision that pays only later: in a longer race the faster gear is still chosen', () => {
    // 12 spaces to go for both, seat 0 to play first: gear 2 (mean 10/3) beats gear 1 (mean 3/2).
    const s = search(toyRace(12, [0, 0]), 800)
    expect(s.best()).toEqual({ type: 'gear', gear: 2 })
  })
})

describe('determinism and budgets', () => {
  const position = toyRace(12, [2, 4, 3])

  it('gives the same statistics, choice and generator for the same seed and iteration budget', () => {
    const a = search(position, 400, 42)
    const b = search(position, 400, 42)
    expect(b.stats()).toEqual(a.stats())
    expect(b.best()).toEqual(a.best())
    expect(b.rng).toEqual(a.rng)
    const c = search(position, 400, 43)
    expect(c.stats()).not.toEqual(a.stats())
  })

  it('is anytime: 100 + 150 iterations are the same search as 250', () => {
    const s = rightOf(
      startSearch(openToy, { observation: position, seat: 0, rng: seedRng(5) }, { determinize: perfectInformation }),
    )
    s.step(100)
    const early = s.stats().reduce((n, a) => n + a.visits, 0)
    s.step(150)
    expect(early).toBe(100)
    expect(s.iterations).toBe(250)
    expect(s.stats()).toEqual(search(position, 250, 5).stats())
  })

  it('runs at least one iteration on a time budget, and as many as asked on an iteration budget', () => {
    const s = rightOf(
      startSearch(openToy, { observation: position, seat: 0, rng: seedRng(5) }, { determinize: perfectInformation }),
    )
    expect(s.run({ milliseconds: 0 })).toBe(1)
    expect(s.run({ iterations: 30 })).toBe(30)
    expect(s.run({ iterations: 5, milliseconds: 60_000 })).toBe(5)
  })

  it('plays whole races as a policy, deterministically for a seed', () => {
    const bot = mctsPolicy(openToy, { determinize: perfectInformation, budget: { iterations: 50 } })
    const start = rightOf(openToy.setup({ seats: 2, length: 12 }))
    const run = () => rightOf(playout(openToy, { ...start, bids: [1, 1], order: [0, 1] }, seedRng(9), [bot, bot]))
    const a = run()
    expect(openToy.status(a.state).kind).toBe('over')
    expect(run().actions).toEqual(a.actions)
  })
})

describe('rollouts and options', () => {
  it('stops depth-limited rollouts and asks the evaluator, with the searching seat', () => {
    const seen: number[] = []
    const s = rightOf(
      startSearch(
        openToy,
        { observation: toyRace(30, [0, 0]), seat: 0, rng: seedRng(1) },
        {
          determinize: perfectInformation,
          rolloutDepth: 2,
          evaluate: (state, seat) => {
            seen.push(seat)
            // The car further ahead is worth 1.
            const [a = 0, b = 0] = state.positions
            return a === b ? [0.5, 0.5] : a > b ? [1, 0] : [0, 1]
          },
        },
      ),
    )
    s.step(50)
    expect(s.failure).toBeNull()
    expect(seen.length).toBe(50)
    expect(new Set(seen)).toEqual(new Set([0]))
  })

  it('uses a rollout policy when given one', () => {
    let asked = 0
    const s = rightOf(
      startSearch(
        openToy,
        { observation: toyRace(10, [0, 0]), seat: 0, rng: seedRng(1) },
        {
          determinize: perfectInformation,
          rollout: ({ legal, rng }) => {
            asked++
            return [legal[legal.length - 1] as ToyAction, rng]
          },
        },
      ),
    )
    s.step(20)
    expect(asked).toBeGreaterThan(0)
  })

  it('lets an opponent model play the other seats in the tree, keeping arms for the searching seat only', () => {
    let asked = 0
    const s = rightOf(
      startSearch(
        openToy,
        { observation: toyRace(12, [0, 0]), seat: 0, rng: seedRng(2) },
        {
          determinize: perfectInformation,
          opponents: ({ legal, rng }) => {
            asked++
            return [legal[0] as ToyAction, rng]
          },
        },
      ),
    )
    s.step(300)
    expect(s.failure).toBeNull()
    expect(asked).toBeGreaterThan(0)
    const visit = (node: SearchNode<ToyAction>): void => {
      if (node.actor === 1) expect(node.arms.size).toBe(0)
      // Seat 1 always takes gear 1 in this model: below its nodes, one child.
      if (node.actor === 1) expect(node.children.size).toBeLessThanOrEqual(1)
      for (const child of node.children.values()) visit(child)
    }
    visit(s.root)
    expect(s.root.arms.size).toBe(2)
  })

  it('tries only the candidates where a seat chooses: pruned to gear 1, the search cannot find gear 2', () => {
    // The position of the first block: gear 2 wins 5/6 of the time, gear 1 never.
    const position = toyRace(10, [7, 9])
    const asked: Array<{ seat: number; legal: number }> = []
    const s = rightOf(
      startSearch(
        openToy,
        { observation: position, seat: 0, rng: seedRng(1) },
        {
          determinize: perfectInformation,
          candidates: (_state, seat, legal) => {
            asked.push({ seat, legal: legal.length })
            return legal.filter((a) => a.type === 'gear' && a.gear === 1)
          },
        },
      ),
    )
    s.step(200)
    expect(s.failure).toBeNull()
    expect(s.best()).toEqual({ type: 'gear', gear: 1 })
    expect(s.stats().map((a) => a.key)).toEqual([GEAR_1])
    // Asked with the acting seat (both seats choose by UCT here) and every legal action.
    expect(new Set(asked.map((a) => a.seat))).toEqual(new Set([0, 1]))
    expect(asked.every((a) => a.legal === 2)).toBe(true)
    const visit = (node: SearchNode<ToyAction>): void => {
      if (node.actor >= 0) expect([...node.arms.keys()]).toEqual([GEAR_1])
      for (const child of node.children.values()) visit(child)
    }
    visit(s.root)
  })

  it('takes an empty list of candidates for every legal action, and leaves the opponent model its full choice', () => {
    const position = toyRace(10, [7, 9])
    const modelSaw: number[] = []
    const s = rightOf(
      startSearch(
        openToy,
        { observation: position, seat: 0, rng: seedRng(1) },
        {
          determinize: perfectInformation,
          candidates: () => [],
          opponents: ({ legal, rng }) => {
            modelSaw.push(legal.length)
            return [legal[0] as ToyAction, rng]
          },
        },
      ),
    )
    s.step(300)
    expect(s.failure).toBeNull()
    expect(s.best()).toEqual({ type: 'gear', gear: 2 })
    expect(s.root.arms.size).toBe(2)
    expect(modelSaw.length).toBeGreaterThan(0)
    expect(modelSaw.every((n) => n === 2)).toBe(true)
  })

  it('refuses a depth limit without an evaluator, and a position where the seat does not act', () => {
    const noEvaluator = startSearch(
      openToy,
      { observation: toyRace(10, [0, 0]), seat: 0, rng: seedRng(1) },
      { determinize: perfectInformation, rolloutDepth: 3 },
    )
    expect(noEvaluator._tag === 'Left' && noEvaluator.left.code).toBe('NO_EVALUATOR')
    const notMine = searchMove(
      openToy,
      { observation: toyRace(10, [0, 0]), seat: 1, rng: seedRng(1) },
      { iterations: 10 },
      { determinize: perfectInformation },
    )
    expect(notMine._tag === 'Left' && notMine.left.code).toBe('NOT_SEAT_TO_ACT')
  })
})
