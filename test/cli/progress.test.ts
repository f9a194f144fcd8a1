import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { main } from '../../src/cli/main.js'
import { catalog } from '../../src/cli/catalog.js'
import { join } from 'node:path'
import { run, runBuiltIn, tmp, toyEntry } from './helpers.js'

// Anything that lasts shows progress on a terminal (stderr, redrawn in place), and nothing of
// it reaches a pipe or a file.

// A terminal whose clock moves `step` ms at each reading.
const terminal = (step: number) => {
  let clock = 0
  let out = ''
  let err = ''
  return {
    io: {
      out: (t: string) => (out += t),
      err: (t: string) => (err += t),
      interactive: true,
      now: () => (clock += step),
    },
    printed: () => ({ out, err }),
  }
}

describe('progress', () => {
  it('a race with search seats shows its decisions as it goes, then clears the line', async () => {
    const t = terminal(40)
    const argv = ['simulate', 'formula-motor-racing', '--players', '3', '--bots', 'mcts', '--budget', '4']
    expect(await main(argv, t.io, catalog)).toBe(0)
    const { out, err } = t.printed()
    const frames = err.split('\r').filter((f) => f !== '')
    expect(frames.length).toBeGreaterThan(2)
    expect(frames[0]).toMatch(/^formula-motor-racing: \d+ decisions played\u001b\[K$/)
    // The counts grow, and the line is erased before the report.
    const counts = frames.flatMap((f) => /(\d+) decisions/.exec(f)?.[1] ?? []).map(Number)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(err.endsWith('\r\u001b[K')).toBe(true)
    expect(out).toContain('Final standings:')
    // Not in a terminal: the same report, and no progress at all.
    const piped = await runBuiltIn(...argv)
    expect(piped).toEqual({ code: 0, out, err: '' })
  })

  it('a short race shows nothing: progress starts after half a second', async () => {
    const t = terminal(1)
    expect(await main(['simulate', 'dice-derby', '--seed', '2'], t.io, [toyEntry])).toBe(0)
    expect(t.printed().err).toBe('')
  })

  it('a batch with search seats shows the decisions of the race in play beside the bar', async () => {
    const t = terminal(40)
    const argv = ['simulate', 'formula-motor-racing', '--players', '3', '--bots', 'mcts,random', '--budget', '4']
    expect(await main([...argv, '--races', '3', '--workers', '1'], t.io, catalog)).toBe(0)
    const { err } = t.printed()
    expect(err).toMatch(/\] \d\/3 .*\(race in play: \d+ decisions\)/)
    // The bar's last state stays, on a line of its own.
    expect(err).toMatch(/formula-motor-racing \[#+\] 3\/3\n$/)
  })

  it('replaying a saved race says what it checks while it does, then clears the line', async () => {
    const file = join(tmp(), 'race.json')
    await run('simulate', 'dice-derby', '--seed', '8', '--save', file)
    for (const argv of [
      ['replay', file],
      ['render', '--replay', file],
    ]) {
      const t = terminal(1)
      expect(await main(argv, t.io, [toyEntry])).toBe(0)
      const { err } = t.printed()
      expect(err).toMatch(/^\rchecking .*race\.json: \d+ steps, each replayed by the rules\.\.\.\u001b\[K\r\u001b\[K$/)
      expect((await run(...argv)).err).toBe('')
    }
  })

  it('npm start says it is building before tsup works in silence', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    const start = scripts.start ?? ''
    const building = start.indexOf('Building')
    expect(building).toBeGreaterThanOrEqual(0)
    expect(building).toBeLessThan(start.indexOf('tsup'))
  })
})
