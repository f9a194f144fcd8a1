import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import { perfectInformation, startSearch } from '../../src/search/index.js'
import type { ToyAction } from '../support/toy.js'
import { openToy, rightOf, toyRace } from './helpers.js'

const GEAR_2 = JSON.stringify({ type: 'gear', gear: 2 })

const searched = (iterations: number) => {
  const s = rightOf(
    startSearch(
      openToy,
      { observation: toyRace(14, [3, 5]), seat: 0, rng: seedRng(11) },
      { determinize: perfectInformation },
    ),
  )
  s.step(iterations)
  return s
}

const deeplyFrozen = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(deeplyFrozen))

describe('reading a search', () => {
  it('the root is a live view: read once, it follows the search', () => {
    const s = searched(50)
    const root = s.root
    const arm = root.arms.get(GEAR_2)
    const before = { root: root.visits, arm: arm?.visits ?? 0 }
    s.step(30)
    expect(root.visits).toBe(before.root + 30)
    expect(arm?.visits).toBe(s.stats().find((a) => a.key === GEAR_2)?.visits)
    expect(arm?.visits).toBeGreaterThan(before.arm)
  })

  it('nothing read from the root can change the search', () => {
    const s = searched(200)
    const stats = JSON.stringify(s.stats())
    const root = s.root
    const arm = root.arms.get(GEAR_2)
    expect(() => {
      ;(root as { visits: number }).visits = 0
    }).toThrow(TypeError)
    expect(() => {
      ;(arm as { visits: number }).visits = 0
    }).toThrow(TypeError)
    // The maps are the view's own: emptying them leaves the tree as it was.
    ;(root.arms as Map<string, unknown>).clear()
    ;(root.children as Map<string, unknown>).clear()
    const stat = s.stats()[0]
    expect(() => {
      ;(stat?.values as number[])[0] = 5
    }).toThrow(TypeError)
    expect(JSON.stringify(s.stats())).toBe(stats)
    expect(s.root.arms.size).toBe(2)
    expect(s.root.children.size).toBe(2)
  })

  it('a snapshot is frozen all the way down and stays as it was taken', () => {
    const s = searched(100)
    const shot = s.snapshot()
    expect(deeplyFrozen(shot)).toBe(true)
    const text = JSON.stringify(shot)
    s.step(100)
    expect(JSON.stringify(shot)).toBe(text)
    expect(s.snapshot().visits).toBe(shot.visits + 100)
    expect(shot.iterations).toBe(100)
  })

  it('gives the principal variation: the best action first, then the line the search visited most', () => {
    const s = searched(400)
    const line = s.snapshot().principalVariation
    const best = s.stats().find((a) => JSON.stringify(a.action) === JSON.stringify(s.best()))
    expect(line[0]).toEqual({ actor: 0, action: best?.action, visits: best?.visits, values: best?.values })
    // Seat 0 chooses a gear, chance rolls its die, seat 1 chooses, and so on.
    expect(line[1]?.actor).toBe(-1)
    expect((line[1]?.action as ToyAction).type).toBe('roll')
    expect(line[2]?.actor).toBe(1)
    expect(line.length).toBeGreaterThan(3)
    for (let i = 1; i < line.length; i++) expect(line[i]!.visits).toBeLessThanOrEqual(line[i - 1]!.visits)
  })
})
