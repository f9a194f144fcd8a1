import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  rallyman,
  bots,
  boards,
  safeGear,
  describeEvent,
  describeRunningOrder,
  renderSvg,
} from '../../src/rallyman/index.js'
import { setupOrThrow, rallyConfig } from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'

describe('bots', () => {
  it('the heuristic bot beats the random bot in most seeded rallies (seats alternate)', () => {
    let wins = 0
    const n = 8
    for (let seed = 0; seed < n; seed++) {
      const rally = { ...boards.asphalt, specials: boards.asphalt.specials.slice(0, 1) }
      const start = setupOrThrow(rallyConfig({ drivers: 2, rally }))
      const h = seed % 2
      const run = playout(
        rallyman,
        start,
        seedRng(seed),
        h === 0 ? [bots.heuristic, bots.random] : [bots.random, bots.heuristic],
      )
      if (isLeft(run)) throw new Error(run.left.message)
      const st = rallyman.status(run.right.state)
      if (st.kind !== 'over') throw new Error('not over')
      const mine = st.standings.seats.find((s) => s.seat === h)
      const other = st.standings.seats.find((s) => s.seat !== h)
      if (mine !== undefined && other !== undefined && mine.place < other.place) wins++
    }
    expect(wins).toBeGreaterThan(n / 2)
  })

  it('the heuristic keeps a gear from which the next corner can be taken', () => {
    const s = setupOrThrow(rallyConfig({ drivers: 1 }))
    const stage = stagesOf(s)[0]!
    const beforeCorner = stage.cells.find(
      (c) =>
        c.line === 'road' && c.next.some((n) => stage.cells[n]?.line === 'tight' && (stage.cells[n]?.note ?? 5) <= 2),
    )
    expect(beforeCorner).toBeDefined()
    if (beforeCorner) expect(safeGear(s, beforeCorner.id)).toBeLessThanOrEqual(3)
  })

  it('describeEvent, describeRunningOrder and renderSvg describe a rally', () => {
    const rally = { ...boards.asphalt, specials: boards.asphalt.specials.slice(0, 1) }
    const start = setupOrThrow(rallyConfig({ drivers: 3, rally }))
    const full = playout(rallyman, start, seedRng(7), [bots.heuristic, bots.heuristic, bots.heuristic])
    if (isLeft(full)) throw new Error(full.left.message)
    const lines = full.right.events.map((e) => describeEvent(e)).filter((l): l is string => l !== null)
    expect(
      lines.filter((l) => /finishes special 1 in \d\d:\d\d/.test(l)).length +
        lines.filter((l) => l.includes('retires')).length,
    ).toBe(3)
    const partial = playout(rallyman, start, seedRng(7), [bots.heuristic, bots.heuristic, bots.heuristic], {
      maxSteps: 120,
    })
    const state = isLeft(partial) ? partial.left.state : partial.right.state
    expect(describeRunningOrder(state).length).toBe(3)
    const svg = renderSvg(state)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('<circle')
    expect(svg).toContain('K4')
  })
})
