import os from 'node:os'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cpuMillis, formatLoad, loadNow } from '../../bench/clock.js'
import { figureOf, formatJson, formatTable, loadLine, raceTimes } from '../../bench/measure.js'
import type { Figure } from '../../bench/entry.js'

afterEach(() => {
  vi.restoreAllMocks()
})

// A process.cpuUsage that moves on by `stepMicros` at every reading, half user and half system time.
const steppingCpu = (stepMicros: number): void => {
  let micros = 0
  vi.spyOn(process, 'cpuUsage').mockImplementation(() => {
    micros += stepMicros
    return { user: micros / 2, system: micros / 2 }
  })
}

const figure = (over: Partial<Figure> = {}): Figure => ({
  game: 'toy (2 cars)',
  measure: 'race',
  median: 1.5,
  p90: 2.25,
  unit: 'ms',
  clock: 'cpu',
  load: [1.5, 2.25, 12],
  ...over,
})

describe('the bench clock', () => {
  it("cpuMillis is the process's user and system CPU time, in ms", () => {
    vi.spyOn(process, 'cpuUsage').mockReturnValue({ user: 2500, system: 1500 })
    expect(cpuMillis()).toBe(4)
  })

  it('raceTimes times each race on the CPU clock, never on the wall clock', () => {
    steppingCpu(7000) // 7 ms of CPU between two readings
    const wall = vi.spyOn(performance, 'now')
    const wallReads = wall.mock.calls.length
    let races = 0
    const times = raceTimes(() => {
      races++
      return 1
    }, 100)
    expect(wall.mock.calls.length).toBe(wallReads)
    expect(races).toBeGreaterThan(times.length)
    expect(times.length).toBeGreaterThanOrEqual(30)
    for (const t of times) expect(t).toBe(7)
  })

  it('loadNow reads the 1, 5 and 15 minute load averages', () => {
    vi.spyOn(os, 'loadavg').mockReturnValue([0.5, 1.25, 3])
    expect(loadNow()).toEqual([0.5, 1.25, 3])
  })
})

describe('the printed load', () => {
  it('formatLoad and loadLine print the three averages', () => {
    expect(formatLoad([0.5, 1.25, 13])).toBe('0.50 1.25 13.00')
    expect(loadLine([0.5, 1.25, 13])).toBe('load average 0.50 1.25 13.00 (1, 5, 15 min)')
  })

  it('figureOf stamps a figure with its clock and the load when it is made', () => {
    vi.spyOn(os, 'loadavg').mockReturnValue([4, 3, 2])
    const f = figureOf('toy', 'race', [3, 1, 2], 'ms', 'cpu')
    expect(f).toMatchObject({ median: 2, clock: 'cpu', load: [4, 3, 2] })
  })

  it('every row of the table carries its clock and its load', () => {
    const table = formatTable([
      figure(),
      figure({ measure: 'reduce', unit: 'µs', clock: 'wall', load: [7, 6.5, 0.25] }),
    ])
    const [header, , cpuRow, wallRow] = table.split('\n')
    expect(header).toContain('clock')
    expect(header).toContain('load 1/5/15 min')
    expect(cpuRow).toMatch(/ cpu +1\.50 2\.25 12\.00 /)
    expect(wallRow).toMatch(/ wall +7\.00 6\.50 0\.25 /)
  })

  it('the JSON report carries the load of the run and of every figure', () => {
    const report = JSON.parse(
      formatJson({
        machine: '2 cores',
        load: { start: [1, 2, 3], end: [4, 5, 6] },
        figures: [figure()],
        lines: [],
      }),
    ) as { load: unknown; figures: Array<{ load: unknown; clock: unknown }> }
    expect(report.load).toEqual({ start: [1, 2, 3], end: [4, 5, 6] })
    expect(report.figures[0]).toMatchObject({ clock: 'cpu', load: [1.5, 2.25, 12] })
  })
})
