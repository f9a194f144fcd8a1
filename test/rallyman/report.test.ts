import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { rallyman, defaultConfig, describeEvent, describeRunningOrder, heuristicBot, randomBot, BUILT_IN_RALLIES } from '../../src/rallyman/index.js'
import { setupOrThrow } from './helpers.js'

describe('rally report: key events only', () => {
  it('plain warnings, clean cords, speed cards and splits say nothing', () => {
    expect(describeEvent({ type: 'die', seat: 0, die: 4, gear: 4, cell: 3, warning: true, placed: false })).toBeNull()
    expect(describeEvent({ type: 'cord', seat: 0, card: 'good', corner: 0 })).toBeNull()
    expect(describeEvent({ type: 'speed-card', seat: 0, gear: 3, seconds: 30 })).toBeNull()
    expect(describeEvent({ type: 'split', seat: 0, cell: 4, time: 40 })).toBeNull()
  })

  it('losses of control tell their cause and outcome; failed attacks, dirty cords and punctures are told', () => {
    expect(describeEvent({ type: 'off', seat: 1, back: 'left', damage: 2, cell: 5, cause: 'corner', attack: false })).toBe(
      'Driver B loses control (corner taken too fast): off the road to the left, 2 gear dice lost, restarts in 1st.',
    )
    expect(describeEvent({ type: 'sisu', seat: 0 })).toMatch(/Sisu/)
    expect(describeEvent({ type: 'off', seat: 2, back: 'spin', damage: 0, cell: 5, cause: 'warnings', attack: true })).toBe(
      "Driver C's big attack fails, loss of control (too many warnings): spins, restarts in 1st.",
    )
    // The loss itself is told with its outcome, never twice.
    expect(describeEvent({ type: 'loss', seat: 2, cell: 5, cause: 'warnings', attack: true })).toBeNull()
    expect(describeEvent({ type: 'cord', seat: 0, card: 'dirty', corner: 0 })).toMatch(/soils the cord/)
    expect(describeEvent({ type: 'cord', seat: 0, card: 'puncture', corner: 0 })).toMatch(/punctures/)
    expect(describeEvent({ type: 'finish', seat: 3, special: 1, time: 154 })).toBe('Driver D finishes special 2 in 02:34.')
  })

  it('the grid shows the start order of the first special', () => {
    const s = setupOrThrow(defaultConfig({ drivers: 3 }))
    expect(describeRunningOrder({ ...s, startOrder: [2, 0, 1] }).filter((l) => l.includes('waiting'))).toEqual([
      '   Driver C waiting to start, #1 in the start order of special 1',
      '   Driver A waiting to start, #2 in the start order of special 1',
      '   Driver B waiting to start, #3 in the start order of special 1',
    ])
  })

  it('a four-driver rally of three specials reads in 40 to 150 lines', () => {
    const start = setupOrThrow(defaultConfig({ drivers: 4, rally: BUILT_IN_RALLIES.dirt, rules: { dirt: true } }))
    const run = playout(rallyman, start, seedRng(2), [heuristicBot, randomBot, heuristicBot, randomBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const lines = run.right.events.map(describeEvent).filter((l): l is string => l !== null)
    expect(lines.length).toBeGreaterThanOrEqual(40)
    expect(lines.length).toBeLessThanOrEqual(150)
    expect(lines.filter((l) => /finishes special \d in \d\d:\d\d/.test(l) || l.includes('retires')).length).toBeGreaterThanOrEqual(4)
  })
})
