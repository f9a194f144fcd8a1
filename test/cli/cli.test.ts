import { describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { right } from 'fp-ts/lib/Either.js'
import { randomPolicy } from '../../src/core/index.js'
import { main } from '../../src/cli/main.js'
import { defineRunner } from '../../src/cli/runner.js'
import { runners } from '../../src/cli/games.js'
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

// The built-in games, for the options whose meaning is per game (--rules).
const runBuiltIn = (...argv: string[]) => {
  let out = ''
  let err = ''
  const code = main(argv, { out: (t) => (out += t), err: (t) => (err += t), interactive: false }, runners)
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
    [['simulate', 'dice-derby', '--rules']],
    [['simulate', 'dice-derby', '--rules', 'basic']],
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
    [['render', 'dice-derby', '--rules', 'basic']],
  ])('bad render usage %j gets exit code 2', (argv) => {
    expect(run(...argv)).toMatchObject({ code: 2, out: '' })
  })

  it('help lists the games and boards', () => {
    const { code, out } = run('help')
    expect(code).toBe(0)
    expect(out).toContain('dice-derby')
    expect(out).toContain('short, long')
  })

  describe('--rules', () => {
    it('simulate formule-de --rules tournament names the rules and reports the qualifying session', () => {
      const { code, out, err } = runBuiltIn(
        'simulate',
        'formule-de',
        '--rules',
        'tournament',
        '--players',
        '2',
        '--seed',
        '3',
      )
      expect(err).toBe('')
      expect(code).toBe(0)
      expect(out.split('\n')[0]).toMatch(/^── Formule Dé: riviera, 2 cars, 3 laps \(tournament rules\)/)
      expect(out).toContain('Qualifying session weather (black die')
      expect(out).toMatch(/Car \d (qualifies in|'s qualifying lap ends)/)
      expect(out).toContain('Race weather (black die')
      expect(out).toMatch(/Car \d is built: tyres \d+, .*stand point/)
      // The grid is the one qualifying decided, with the cars built.
      const pole = /(Car \d) (takes pole position|starts from pole)/.exec(out)?.[1]
      expect(pole).toBeDefined()
      expect(out).toContain(`Grid:\n  1. ${pole ?? ''} — on the grid`)
      expect(out).not.toMatch(/^ {2}1\. .*tyres 0 brakes 0/m)
    })

    it('without --rules a game plays its default rules', () => {
      const { code, out } = runBuiltIn('simulate', 'formule-de', '--players', '2', '--seed', '3')
      expect(code).toBe(0)
      expect(out).toMatch(/2 laps \(basic rules\)/)
      expect(out).not.toContain('qualif')
    })

    it('a bad --rules value exits 2 and names the rule sets of that game', () => {
      const bad = runBuiltIn('simulate', 'formule-de', '--rules', 'pro')
      expect(bad).toMatchObject({ code: 2, out: '' })
      expect(bad.err).toMatch(/^pitwall: unknown rules "pro" for Formule Dé; rule sets: basic, advanced, tournament\n/)
      expect(bad.err).toContain('Usage:')
      expect(runBuiltIn('render', 'bolide', '--rules', 'tournament')).toMatchObject({
        code: 2,
        err: expect.stringContaining('rule sets: basic, advanced'),
      })
      expect(runBuiltIn('simulate', 'rallyman', '--rules', 'basic')).toMatchObject({
        code: 2,
        err: expect.stringContaining('Rallyman offers no choice of rules'),
      })
    })

    it('--rules with all is refused: each game names its own rule sets', () => {
      const { code, out, err } = runBuiltIn('simulate', 'all', '--rules', 'basic')
      expect(code).toBe(2)
      expect(out).toBe('')
      expect(err).toMatch(/^pitwall: --rules needs one game, not all\n/)
    })

    it('a saved tournament race replays to the same report', () => {
      const file = join(mkdtempSync(join(tmpdir(), 'pitwall-')), 'race.json')
      const simulated = runBuiltIn(
        'simulate',
        'formule-de',
        '--rules',
        'tournament',
        '--players',
        '2',
        '--seed',
        '4',
        '--save',
        file,
      )
      expect(simulated.code).toBe(0)
      expect((JSON.parse(readFileSync(file, 'utf8')) as { config: { preset?: string } }).config.preset).toBe(
        'tournament',
      )
      const replayed = runBuiltIn('replay', file)
      expect(replayed).toMatchObject({ code: 0, err: '' })
      expect(replayed.out).toBe(simulated.out)
      expect(replayed.out).toContain('(tournament rules)')
    })

    it("help and the usage text list the option and each game's rule sets, the default first", () => {
      const { code, out } = runBuiltIn('help')
      expect(code).toBe(0)
      expect(out).toContain(
        'pitwall simulate <game|all> [--seed N] [--races N] [--board NAME] [--players N] [--rules NAME]',
      )
      expect(out).toMatch(/pitwall render <game> .*\[--rules NAME\]/)
      expect(out).toContain('Rules of formule-de: basic (default), advanced, tournament')
      expect(out).toContain('Rules of bolide: basic (default), advanced')
      expect(out).toContain('Rules of formula-motor-racing: basic (default), short-races, drivers')
      expect(out).not.toContain('Rules of rallyman')
    })
  })
})
