import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { shardSeeds } from '../../src/cli/batch-report.js'
import { catalog } from '../../src/cli/catalog.js'
import { run, runBuiltIn, tmp, type Run } from './helpers.js'

// A batch split across machines: `simulate --shard I/N --json` plays a share of the seeds,
// `pitwall merge` sums the shares into the report of the batch played at once.

// The reports written to files, as a job runner would collect them.
const saved = (runs: ReadonlyArray<Run>): string[] => {
  const dir = tmp()
  return runs.map((r, i) => {
    expect(r.code, r.err).toBe(0)
    const file = join(dir, `part-${i}.json`)
    writeFileSync(file, r.out)
    return file
  })
}

describe('shares of a batch', () => {
  it('the shares cut the seeds into consecutive runs, each seed once, as even as whole races allow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.nat(200),
        fc.integer({ min: 1, max: 40 }),
        (first, races, count) => {
          const shares = Array.from({ length: count }, (_, index) => shardSeeds({ first, races }, { index, count }))
          const seeds = shares.flatMap((s) => Array.from({ length: s.races }, (_, i) => s.first + i))
          expect(seeds).toEqual(Array.from({ length: races }, (_, i) => first + i))
          const lengths = shares.map((s) => s.races)
          expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})

describe('pitwall merge', () => {
  it('merged shards equal one run, for every game: the same statistics, and with --json the same report', async () => {
    const batch = ['simulate', 'all', '--races', '4', '--seed', '11', '--workers', '1']
    const whole = await runBuiltIn(...batch, '--json')
    expect(whole.code, whole.err).toBe(0)
    const report = JSON.parse(whole.out) as { batches: Array<{ game: string; tally: { races: number } }> }
    expect(report.batches.map((b) => b.game)).toEqual(catalog.map((e) => e.game.id))
    expect(report.batches.every((b) => b.tally.races === 4)).toBe(true)
    const shares = await Promise.all([0, 1, 2].map((i) => runBuiltIn(...batch, '--shard', `${i}/3`, '--json')))
    // Given in any order.
    const files = saved(shares).reverse()
    expect(await runBuiltIn('merge', ...files, '--json')).toEqual({ code: 0, out: whole.out, err: '' })
    const text = await runBuiltIn(...batch)
    expect(await runBuiltIn('merge', ...files)).toEqual({ code: 0, out: text.out, err: '' })
  })

  it('more shares than races: the empty shares merge too', async () => {
    const batch = ['simulate', 'dice-derby', '--races', '3', '--seed', '4', '--json']
    const whole = await run(...batch)
    const files = saved(await Promise.all([0, 1, 2, 3, 4].map((i) => run(...batch, '--shard', `${i}/5`))))
    expect(await run('merge', ...files, '--json')).toEqual({ code: 0, out: whole.out, err: '' })
  })

  it('a share printed as statistics is its own races, and an empty share says it raced none', async () => {
    const { code, out } = await run('simulate', 'dice-derby', '--races', '10', '--seed', '1', '--shard', '1/2')
    expect(code).toBe(0)
    expect(out).toContain('Dice Derby: 5 races')
    expect(out).toContain('seeds 6 to 10')
    const empty = await run('simulate', 'dice-derby', '--races', '1', '--shard', '0/2')
    expect(empty.code).toBe(0)
    expect(empty.out).toContain('Dice Derby: 0 races')
    expect(empty.out).toContain('Race length: — (no race)')
    expect(empty.out).not.toMatch(/Infinity|NaN/)
  })

  describe('what does not make one batch is refused in one line, exit code 1', () => {
    const batch = ['simulate', 'dice-derby', '--races', '6', '--json']
    const share = (shard: string, ...more: string[]) => run(...batch, '--shard', shard, ...more)
    const refused = async (files: string[], message: string | RegExp) => {
      const r = await run('merge', ...files)
      expect(r).toMatchObject({ code: 1, out: '' })
      if (typeof message === 'string') expect(r.err).toBe(`pitwall: ${message}\n`)
      else expect(r.err).toMatch(message)
    }

    it('a share missing, a share given twice, shares of two splits', async () => {
      const [a, b, c, d] = saved([await share('0/3'), await share('1/3'), await share('2/3'), await share('1/2')])
      await refused([a, c] as string[], 'dice-derby (seeds 1 to 6): shard 1/3 missing')
      await refused([a, b, b, c] as string[], `dice-derby (seeds 1 to 6): shard 1/3 is given twice, in ${b} and ${b}`)
      await refused(
        [a, b, c, d] as string[],
        `dice-derby (seeds 1 to 6) is split two ways: ${a} holds shard 0/3, ${d} shard 1/2`,
      )
    })

    it('a file that is not a report, a report of another version, a share whose races are not its own', async () => {
      const [good] = saved([await share('0/1')])
      const text = (await share('0/1')).out
      const dir = tmp()
      const file = (name: string, content: string) => {
        writeFileSync(join(dir, name), content)
        return join(dir, name)
      }
      await refused([file('x.json', '{')], `${join(dir, 'x.json')} is not a pitwall batch report: it is not JSON`)
      await refused(
        [file('log.json', '{"game":"dice-derby"}')],
        `${join(dir, 'log.json')} is not a pitwall batch report (simulate --json writes them): its format is not pitwall-batch`,
      )
      await refused(
        [file('v2.json', text.replace('"version": 1', '"version": 2'))],
        `${join(dir, 'v2.json')} is a batch report of version 2; this pitwall reads version 1`,
      )
      await refused(
        [file('edited.json', text.replace(/"races": 6,(\s+)"title"/, '"races": 5,$1"title"'))],
        `${join(dir, 'edited.json')}, dice-derby: shard 0/1 holds 5 races, not its 6`,
      )
      await refused(
        [good as string, file('other.json', text.replace('"pitwall": "', '"pitwall": "9.'))],
        /^pitwall: the reports were raced by different pitwall versions \(\S+, 9\.\S+\), whose races may differ\n$/,
      )
      await refused([join(dir, 'none.json')], `cannot read ${join(dir, 'none.json')}: it does not exist`)
    })
  })

  it.each([
    [['merge'], 'merge needs the reports of the shares: files written by simulate --json', 'merge'],
    [['simulate', 'dice-derby', '--shard', '3/3'], '--shard takes I/N, a share I from 0 to N - 1', 'simulate'],
    [['simulate', 'dice-derby', '--shard', '0/0'], '--shard takes I/N, a share I from 0 to N - 1', 'simulate'],
    [['simulate', 'dice-derby', '--shard', '1'], '--shard takes I/N, a share I from 0 to N - 1', 'simulate'],
    [
      ['simulate', 'dice-derby', '--save', 'x.json', '--json'],
      '--save writes one race, not a share or a report of a batch',
      'simulate',
    ],
  ])('%j is a usage error: exit code 2, one line', async (argv, message, command) => {
    const r = await run(...argv)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toContain(`pitwall: ${message}`)
    expect(r.err.split('\n')[1]).toBe(`see 'pitwall help ${command}'`)
  })
})
