import { describe, expect, it } from 'vitest'
import { playout, seedRng } from '../../src/core/index.js'
import { mctsPolicy, perfectInformation, searchMove, startSearch } from '../../src/search/index.js'
import { sprint, sprintAt } from '../support/sprint.js'
import type { ToyState } from '../support/toy.js'
import { openToy, rightOf, toyRace } from './helpers.js'

// A search whose three moves have different visits and values.
const searched = (seed = 1) => {
  const s = rightOf(
    startSearch(
      sprint,
      { observation: sprintAt(10), seat: 0, rng: seedRng(seed) },
      { determinize: perfectInformation },
    ),
  )
  s.step(80)
  return s
}

// Draws `n` final choices at a temperature; the share of each action key.
const shares = (temperature: number, n: number): Map<string, number> => {
  const s = searched()
  const counts = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    const key = JSON.stringify(s.choose({ temperature }))
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return new Map([...counts].map(([k, c]) => [k, c / n]))
}

describe('the final choice', () => {
  it("'visits' (the default) is best(): the most visited action", () => {
    const s = searched()
    const most = [...s.stats()].sort((a, b) => b.visits - a.visits)[0]
    expect(s.choose()).toEqual(most?.action)
    expect(s.choose('visits')).toEqual(s.best())
  })

  it("'value' is the action of best mean value, whatever its visits", () => {
    const s = searched()
    const stats = s.stats()
    const best = [...stats].sort((a, b) => b.value - a.value)[0]
    expect(s.choose('value')).toEqual(best?.action)
    // In this position the two rules differ, so the test tells them apart.
    expect(s.choose('value')).not.toEqual(s.choose('visits'))
  })

  it('draws in proportion to visits^(1/t) from the search generator (t = 1, t = 2), and takes the most visited at t = 0', () => {
    const stats = searched().stats()
    const n = 3000
    for (const t of [1, 2]) {
      const got = shares(t, n)
      const weights = stats.map((a) => a.visits ** (1 / t))
      const total = weights.reduce((x, y) => x + y, 0)
      stats.forEach((a, i) => {
        const p = (weights[i] as number) / total
        const sd = Math.sqrt((p * (1 - p)) / n)
        expect(Math.abs((got.get(JSON.stringify(a.action)) ?? 0) - p)).toBeLessThan(4 * sd)
      })
    }
    const cold = shares(0, 50)
    expect([...cold.keys()]).toEqual([JSON.stringify(searched().best())])
  })

  it('is deterministic: the same search draws the same action, and the generator moves on with the draw', () => {
    const a = searched(5)
    const b = searched(5)
    const before = a.rng
    const draws = Array.from({ length: 20 }, () => JSON.stringify(a.choose({ temperature: 1 })))
    expect(Array.from({ length: 20 }, () => JSON.stringify(b.choose({ temperature: 1 })))).toEqual(draws)
    expect(a.rng).not.toEqual(before)
    expect(new Set(draws).size).toBeGreaterThan(1)
  })

  it('plays whole races as a policy with a temperature, the same race for the same seed', () => {
    const bot = mctsPolicy(openToy, {
      determinize: perfectInformation,
      budget: { iterations: 30 },
      final: { temperature: 1 },
    })
    const start = rightOf(openToy.setup({ seats: 2, length: 12 }))
    const run = (seed: number) =>
      rightOf(playout(openToy, { ...start, bids: [1, 1], order: [0, 1] }, seedRng(seed), [bot, bot])).actions
    expect(run(3)).toEqual(run(3))
  })

  it('searchMove takes the final choice and returns the generator after its draw', () => {
    const root = { observation: toyRace(12, [0, 0]), seat: 0, rng: seedRng(8) }
    const options = { determinize: perfectInformation<ToyState> }
    const byVisits = rightOf(searchMove(openToy, root, { iterations: 40 }, options))
    const drawn = rightOf(searchMove(openToy, root, { iterations: 40 }, options, { temperature: 1 }))
    expect(drawn.stats).toEqual(byVisits.stats)
    expect(drawn.rng).not.toEqual(byVisits.rng)
  })
})
