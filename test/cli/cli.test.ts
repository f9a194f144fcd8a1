import { describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { right } from 'fp-ts/lib/Either.js'
import { randomPolicy } from '../../src/core/index.js'
import { main } from '../../src/cli/main.js'
import { defineRunner } from '../../src/cli/runner.js'
import { toyGame } from '../support/toy.js'

const toyRunner = defineRunner({
  game: toyGame,
  boards: ['short', 'long'],
  players: { min: 2, max: 4, default: 3 },
  config: (players, board) => right({ seats: players, length: board === 'long' ? 30 : 10 }),
  bots: (players) => Array.from({ length: players }, () => randomPolicy),
  title: (c) => `${c.seats} cars, ${c.length} spaces`,
  describeEvent: (e) => (e.type === 'finished' ? `car-${e.seat} finishes ${e.place}` : null),
  describeRunningOrder: (s) => s.order.map((seat, i) => `${i + 1}. car-${seat}`),
  render: (s) => `<svg data-length="${s.config.length}" data-cars="${s.positions.length}"/>`,
})

const run = (...argv: string[]) => {
  let out = ''
  let err = ''
  const code = main(argv, { out: (t) => (out += t), err: (t) => (err += t), interactive: false }, [toyRunner])
  return { code, out, err }
}

describe('pitwall CLI', () => {
  it('simulate prints the grid, the key events and the standings', () => {
    const { code, out, err } = run('simulate', 'dice-derby', '--seed', '3')
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toContain('Grid:')
    expect(out).toMatch(/car-\d finishes 1/)
    expect(out).toContain('Final standings:')
  })

  it('the same seed prints the same report; another seed another one', () => {
    expect(run('simulate', 'all', '--seed', '5').out).toBe(run('simulate', 'all', '--seed', '5').out)
    expect(run('simulate', 'all', '--seed', '5').out).not.toBe(run('simulate', 'all', '--seed', '6').out)
  })

  it('--races prints a progress bar and summary statistics', () => {
    const { code, out, err } = run('simulate', 'dice-derby', '--races', '20', '--players', '2')
    expect(code).toBe(0)
    expect(err).toContain('20/20')
    expect(out).toContain('20 races')
    expect(out).toMatch(/win rate/)
    const rates = [...out.matchAll(/^\s+\d\s+\d+\s+([\d.]+) %/gm)].map((m) => Number(m[1]))
    expect(rates.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0)
  })

  it('a saved race replays to the same report', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pitwall-')), 'race.json')
    const simulated = run('simulate', 'dice-derby', '--seed', '8', '--save', file)
    expect(simulated.code).toBe(0)
    const replayed = run('replay', file)
    expect(replayed.code).toBe(0)
    expect(replayed.out).toBe(simulated.out)
  })

  it('a log that does not replay names the first bad step', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pitwall-'))
    const file = join(dir, 'race.json')
    run('simulate', 'dice-derby', '--seed', '8', '--save', file)
    const log = JSON.parse(readFileSync(file, 'utf8')) as { actions: unknown[] }
    log.actions.splice(4, 1, { type: 'gear', gear: 7 })
    writeFileSync(file, JSON.stringify(log))
    const { code, err } = run('replay', file)
    expect(code).toBe(1)
    expect(err).toContain('step 4')
    expect(err).toContain('.gear')
  })

  it.each([
    [[]],
    [['fly']],
    [['simulate']],
    [['simulate', 'chess']],
    [['simulate', 'dice-derby', '--seed']],
    [['simulate', 'dice-derby', '--seed', 'x']],
    [['simulate', 'dice-derby', '--races', '0']],
    [['simulate', 'dice-derby', '--players', '9']],
    [['simulate', 'dice-derby', '--board', 'moon']],
    [['simulate', 'dice-derby', '--colour', 'red']],
    [['replay']],
  ])('bad usage %j gets a short usage error and exit code 2', (argv) => {
    const { code, err, out } = run(...argv)
    expect(code).toBe(2)
    expect(out).toBe('')
    expect(err).toMatch(/^pitwall: /)
    expect(err).toContain('Usage:')
    expect(err).not.toMatch(/\n\s+at /) // no stack trace
  })

  it('replay of a missing or foreign file fails with exit code 1 and a clear message', () => {
    expect(run('replay', '/nonexistent/race.json')).toMatchObject({
      code: 1,
      err: expect.stringContaining('cannot read'),
    })
    const file = join(mkdtempSync(join(tmpdir(), 'pitwall-')), 'x.json')
    writeFileSync(file, JSON.stringify({ game: 'chess', config: {}, actions: [] }))
    expect(run('replay', file)).toMatchObject({ code: 1, err: expect.stringContaining('"chess"') })
  })

  it('render prints the board as SVG, or writes it with --out', () => {
    const printed = run('render', 'dice-derby', '--board', 'long', '--players', '4')
    expect(printed).toMatchObject({ code: 0, out: '<svg data-length="30" data-cars="4"/>' })
    const file = join(mkdtempSync(join(tmpdir(), 'pitwall-')), 'board.svg')
    expect(run('render', 'dice-derby', '--out', file).code).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe('<svg data-length="10" data-cars="3"/>')
  })

  it.each([
    [['render']],
    [['render', 'chess']],
    [['render', 'dice-derby', '--races', '3']],
    [['render', 'dice-derby', '--board', 'moon']],
    [['simulate', 'dice-derby', '--out', 'x.svg']],
  ])('bad render usage %j gets exit code 2', (argv) => {
    expect(run(...argv)).toMatchObject({ code: 2, out: '' })
  })

  it('help lists the games and boards', () => {
    const { code, out } = run('help')
    expect(code).toBe(0)
    expect(out).toContain('dice-derby')
    expect(out).toContain('short, long')
  })
})
