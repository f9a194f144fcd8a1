import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { rallyman, describeEvent, describeRunningOrder, bots, boards } from '../../src/rallyman/index.js'
import { setupOrThrow, rallyConfig } from './helpers.js'

describe('rally report: key events only', () => {
  it('plain warnings, clean cords, speed cards and splits say nothing', () => {
    expect(
      describeEvent({ type: 'die', seat: 0, name: 'Driver A', die: 4, gear: 4, cell: 3, warning: true, placed: false }),
    ).toBeNull()
    expect(describeEvent({ type: 'cord', seat: 0, name: 'Driver A', card: 'good', corner: 0 })).toBeNull()
    expect(describeEvent({ type: 'speed-card', seat: 0, name: 'Driver A', gear: 3, seconds: 30 })).toBeNull()
    expect(describeEvent({ type: 'split', seat: 0, name: 'Driver A', cell: 4, time: 40 })).toBeNull()
  })

  it('losses of control tell their cause and outcome; failed attacks, dirty cords and punctures are told', () => {
    expect(
      describeEvent({
        type: 'off',
        seat: 1,
        name: 'Driver B',
        back: 'left',
        damage: 2,
        cell: 5,
        cause: 'corner',
        attack: false,
      }),
    ).toBe(
      'Driver B loses control (corner taken too fast): off the road to the left, 2 gear dice lost, restarts in 1st.',
    )
    expect(describeEvent({ type: 'sisu', seat: 0, name: 'Driver A' })).toMatch(/Sisu/)
    expect(
      describeEvent({
        type: 'off',
        seat: 2,
        name: 'Driver C',
        back: 'spin',
        damage: 0,
        cell: 5,
        cause: 'warnings',
        attack: true,
      }),
    ).toBe("Driver C's big attack fails, loss of control (too many warnings): spins, restarts in 1st.")
    // The loss itself is told with its outcome, never twice.
    expect(
      describeEvent({ type: 'loss', seat: 2, name: 'Driver C', cell: 5, cause: 'warnings', attack: true }),
    ).toBeNull()
    expect(describeEvent({ type: 'cord', seat: 0, name: 'Driver A', card: 'dirty', corner: 0 })).toMatch(
      /soils the cord/,
    )
    expect(describeEvent({ type: 'cord', seat: 0, name: 'Driver A', card: 'puncture', corner: 0 })).toMatch(/punctures/)
    expect(describeEvent({ type: 'finish', seat: 3, name: 'Driver D', special: 1, time: 154 })).toBe(
      'Driver D finishes special 2 in 02:34.',
    )
  })

  it('the grid shows the start order of the first special', () => {
    const s = setupOrThrow(rallyConfig({ drivers: 3 }))
    expect(describeRunningOrder({ ...s, startOrder: [2, 0, 1] }).filter((l) => l.includes('waiting'))).toEqual([
      '   Driver C waiting to start, #1 in the start order of special 1',
      '   Driver A waiting to start, #2 in the start order of special 1',
      '   Driver B waiting to start, #3 in the start order of special 1',
    ])
  })

  it('a four-driver rally of three specials reads in 40 to 150 lines', () => {
    const start = setupOrThrow(rallyConfig({ drivers: 4, rally: boards.dirt, rules: { dirt: true } }))
    const run = playout(rallyman, start, seedRng(2), [bots.heuristic, bots.random, bots.heuristic, bots.random])
    if (isLeft(run)) throw new Error(run.left.message)
    const lines = run.right.events.map((e) => describeEvent(e)).filter((l): l is string => l !== null)
    expect(lines.length).toBeGreaterThanOrEqual(40)
    expect(lines.length).toBeLessThanOrEqual(150)
    expect(
      lines.filter((l) => /finishes special \d in \d\d:\d\d/.test(l) || l.includes('retires')).length,
    ).toBeGreaterThanOrEqual(4)
  })
})
