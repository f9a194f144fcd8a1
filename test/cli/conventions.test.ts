import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { COMMANDS, type CommandName } from '../../src/cli/help.js'
import { run, runBuiltIn } from './helpers.js'

// The conventions of a command line: --version, help everywhere, a usage error in one line
// with where the help is, exit codes 0 / 1 / 2.

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
const commands = Object.keys(COMMANDS) as CommandName[]

describe('--version and help', () => {
  it.each([['--version'], ['-v']])('%s prints the version and exits 0', async (flag) => {
    expect(await run(flag)).toEqual({ code: 0, out: `pitwall ${version}\n`, err: '' })
  })

  it('help, --help and -h print the overview: every command, the exit codes, the games', async () => {
    const help = await run('help')
    expect(help.code).toBe(0)
    expect(help.err).toBe('')
    for (const c of commands) expect(help.out).toMatch(new RegExp(`^  ${c} +\\S`, 'm'))
    expect(help.out).toContain('Exit codes: 0 done, 1 the run failed')
    expect(help.out).toContain('dice-derby')
    expect(await run('--help')).toEqual(help)
    expect(await run('-h')).toEqual(help)
  })

  it.each(commands)('%s has its help (pitwall help, --help, -h) with every option it takes', async (c) => {
    const help = await run('help', c)
    expect(help.code).toBe(0)
    expect(help.err).toBe('')
    expect(help.out).toMatch(new RegExp(`^Usage:\\n  pitwall ${c}`))
    for (const option of COMMANDS[c].options) expect(help.out).toContain(`--${option}`)
    expect(await run(c, '--help')).toEqual(help)
    expect(await run(c, '-h')).toEqual(help)
    // Every line fits a terminal of 100 columns, but for the examples, which run as written.
    for (const line of help.out.split('\n'))
      if (!line.startsWith('  pitwall ')) expect(line.length, line).toBeLessThanOrEqual(100)
  })
})

describe('a usage error is one line, then where the help is; exit code 2', () => {
  it.each([
    [[], 'no command given; commands: simulate, merge, arena, selfplay, replay, render, serve, games, help', ''],
    [
      ['fly'],
      'unknown command "fly"; commands: simulate, merge, arena, selfplay, replay, render, serve, games, help',
      '',
    ],
    [['--version', 'x'], 'unexpected "x": --version takes nothing more', ''],
    [
      ['help', 'fly'],
      'no help on "fly": commands are simulate, merge, arena, selfplay, replay, render, serve, games, help',
      '',
    ],
    [['simulate'], 'simulate needs a game: dice-derby', 'simulate'],
    [['simulate', 'chess'], 'unknown game "chess"; games: dice-derby', 'simulate'],
    [['simulate', 'dice-derby', 'extra'], 'unexpected "extra": simulate takes one game (or all)', 'simulate'],
    [['simulate', 'dice-derby', '--seed'], '--seed needs a value: a whole number', 'simulate'],
    [['simulate', 'dice-derby', '--seed', 'x'], '--seed takes a whole number, not "x"', 'simulate'],
    [['simulate', 'dice-derby', '--races', '0'], '--races takes a whole number from 1 to 1000000, not "0"', 'simulate'],
    [
      ['simulate', 'dice-derby', '--races', '2.5'],
      '--races takes a whole number from 1 to 1000000, not "2.5"',
      'simulate',
    ],
    [['simulate', 'dice-derby', '--out', 'x.svg', '--seed', '1'], 'simulate does not take --out', 'simulate'],
    [
      ['simulate', 'dice-derby', '--colour', 'red'],
      'simulate does not take --colour; it takes --seed, --races',
      'simulate',
    ],
    [['simulate', 'dice-derby', '-x'], 'simulate does not take -x; it takes', 'simulate'],
    [['simulate', 'dice-derby', '--moves=yes'], '--moves takes no value, not "yes"', 'simulate'],
    [['simulate', 'dice-derby', '--save', '--seed', '1'], '--save needs a value: a file name', 'simulate'],
    [['simulate', 'dice-derby', '--players', '9'], 'Dice Derby takes 2 to 4 players, not 9', 'simulate'],
    [
      ['simulate', 'dice-derby', '--board', 'moon'],
      'unknown board "moon" for Dice Derby; boards: short, long',
      'simulate',
    ],
    [['simulate', 'dice-derby', '--rules', 'pro'], 'unknown rules "pro" for Dice Derby; rule sets:', 'simulate'],
    [['simulate', 'dice-derby', '--laps', '3'], 'Dice Derby has no laps to choose', 'simulate'],
    [
      ['simulate', 'dice-derby', '--bots', 'random,alphazero'],
      '--bots takes bots from random, heuristic, mcts (the arena also takes mcts:N and bot modules, ./bot.js), separated by commas, not "random,alphazero"',
      'simulate',
    ],
    [['simulate', 'dice-derby', '--seed', '1', '--seed', '2'], '--seed is given twice', 'simulate'],
    [['simulate', 'all', '--board', 'long'], '--board needs one game, not all', 'simulate'],
    [['simulate', 'dice-derby', '--races', '2', '--save', 'x.json'], '--save needs one game and one race', 'simulate'],
    [['replay'], 'replay needs a file', 'replay'],
    [['replay', 'a.json', 'b.json'], 'unexpected "b.json": replay takes one file', 'replay'],
    [['games', 'extra'], 'unexpected "extra": games takes nothing more', 'games'],
    [['render'], 'render needs a game: dice-derby', 'render'],
    [['render', 'dice-derby', '--races', '3'], 'render does not take --races', 'render'],
    [['render', 'dice-derby', '--step', '3'], '--step draws a saved race: it needs --replay FILE', 'render'],
    [
      ['render', 'dice-derby', '--seat', 'north'],
      '--seat takes a seat number from 0 to 99, or spectator, not "north"',
      'render',
    ],
    [
      ['render', '--replay', 'x.json', 'dice-derby'],
      'render --replay draws the race of its file: it takes no game',
      'render',
    ],
    [['render', '--replay', 'x.json', '--players', '2'], '--players sets up a new race', 'render'],
    [
      ['render', '--replay', 'x.json', '--frames', 'dir', '--step', '2'],
      '--frames writes every step: it takes neither --out nor --step',
      'render',
    ],
  ])('%j: "%s"', async (argv, message, command) => {
    const { code, out, err } = await run(...argv)
    expect(code).toBe(2)
    expect(out).toBe('')
    const lines = err.split('\n')
    expect(lines, err).toHaveLength(3)
    expect(lines[0]).toMatch(/^pitwall: /)
    expect(lines[0]).toContain(message)
    expect(lines[1]).toBe(`see 'pitwall help${command === '' ? '' : ` ${command}`}'`)
    expect(lines[2]).toBe('')
  })

  it('an unknown option is named, and every option the command takes is listed', async () => {
    const { err } = await run('render', 'dice-derby', '--colour', 'red')
    const listed = [...(err.split('\n')[0] ?? '').matchAll(/--([\w-]+)/g)].map((m) => m[1]).slice(1)
    expect(listed).toEqual([...COMMANDS.render.options])
  })

  it('a negative seed is a value, not an option: --seed -5 and --seed=-5', async () => {
    const spaced = await run('simulate', 'dice-derby', '--seed', '-5')
    expect(spaced.code).toBe(0)
    expect(spaced.out).toContain('; seed -5')
    expect((await run('simulate', 'dice-derby', '--seed=-5')).out).toBe(spaced.out)
  })
})

describe('exit codes', () => {
  it('0 for a run done, 1 for a run that failed, 2 for bad usage; never an internal error', async () => {
    const results = [
      await run('games'),
      await run('replay', '/nonexistent/race.json'),
      await run('simulate', 'dice-derby', '--races', 'many'),
      await runBuiltIn('simulate', 'formula-motor-racing', '--rules', 'pro'),
    ]
    expect(results.map((r) => r.code)).toEqual([0, 1, 2, 2])
    for (const r of results) expect(r.err).not.toContain('internal error')
  })
})

describe('a reader that stops early', () => {
  it('ends the output quietly: exit code 0, no stack on stderr (pitwall render formule-de | head -c 10)', async () => {
    const { spawnSync } = await import('node:child_process')
    // A picture larger than a pipe holds, so the command is still writing when head leaves.
    const command = `"${process.execPath}" --import tsx src/cli/bin.ts render formule-de | head -c 10 > /dev/null; echo "\${PIPESTATUS[0]}"`
    const piped = spawnSync('bash', ['-c', command], { encoding: 'utf8' })
    expect(piped.stderr).toBe('')
    expect(piped.stdout).toBe('0\n')
  })
})

describe('pitwall serve follows the conventions', () => {
  it('refuses a bad option in one line with where the help is, before anything starts', async () => {
    const run = await runBuiltIn('serve', '--port', 'eighty')
    expect(run.code).toBe(2)
    expect(run.err).toBe(
      `pitwall: --port takes a whole number from 0 to 65535, not "eighty"\nsee 'pitwall help serve'\n`,
    )
  })
  it('refuses --redis without --public-address (the other processes could not reach its clients)', async () => {
    const run = await runBuiltIn('serve', '--redis', 'redis://127.0.0.1:6379')
    expect(run.code).toBe(2)
    expect(run.err.split('\n')[0]).toBe('pitwall: --redis and --public-address go together')
  })
  it('has a help page listing its options', async () => {
    const run = await runBuiltIn('help', 'serve')
    expect(run.code).toBe(0)
    for (const option of ['--port', '--db', '--redis', '--public-address', '--step-delay'])
      expect(run.out).toContain(option)
  })
})
