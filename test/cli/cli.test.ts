import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { main } from '../../src/cli/main.js'
import { catalog } from '../../src/cli/catalog.js'
import { formatSummary } from '../../src/cli/report.js'
import { raceBatch, runLength, workersWorthIt } from '../../src/cli/batch.js'
import { planRace, playRace, playSummary, type RaceRecord } from '../../src/cli/race.js'
import { addRace, emptyTally, mergeTally, tallyOf, type BatchTally } from '../../src/cli/tally.js'
import { run, runBuiltIn, tmp, toyEntry } from './helpers.js'
import { LOG_VERSION } from '../../src/core/index.js'

describe('pitwall CLI', () => {
  it('simulate prints the title, who drives each seat, the grid, the key events and the standings', async () => {
    const { code, out, err } = await run('simulate', 'dice-derby', '--seed', '3', '--bots', 'random,heuristic')
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out.split('\n')[0]).toMatch(/^── Dice Derby: 3 cars, 10 spaces ─+$/)
    expect(out.split('\n')[1]).toBe('Seats: 0 random, 1 heuristic, 2 random; seed 3')
    expect(out).toContain('Grid:')
    expect(out).toMatch(/car-\d finishes 1/)
    expect(out).toContain('Final standings:')
  })

  it('the same seed prints the same report; another seed another one', async () => {
    expect((await run('simulate', 'all', '--seed', '5')).out).toBe((await run('simulate', 'all', '--seed', '5')).out)
    expect((await run('simulate', 'all', '--seed', '5')).out).not.toBe(
      (await run('simulate', 'all', '--seed', '6')).out,
    )
  })

  it('--races prints a progress bar and per-seat statistics under a header naming the race and the bots', async () => {
    const { code, out, err } = await run('simulate', 'dice-derby', '--races', '20', '--players', '2', '--board', 'long')
    expect(code).toBe(0)
    expect(err).toContain('20/20')
    expect(out).toContain('Dice Derby: 20 races, 2 cars, 30 spaces')
    expect(out).toContain('Seats: 0 heuristic, 1 random; seeds 1 to 20')
    const rates = [...out.matchAll(/^\s+\d\s+\w+\s+\d+\s+0\s+([\d.]+) %/gm)].map((m) => Number(m[1]))
    expect(rates).toHaveLength(2)
    expect(rates.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0)
  })

  it('a saved race is a versioned, digested log naming the seats, and it replays to the same report', async () => {
    const file = join(tmp(), 'race.json')
    const simulated = await run('simulate', 'dice-derby', '--seed', '8', '--save', file)
    expect(simulated.code).toBe(0)
    const log = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string
      version: number
      seats: string[]
      steps: { notation: string; digest: string }[]
    }
    expect(log).toMatchObject({
      format: 'pitwall-log',
      version: LOG_VERSION,
      notation: 1,
      seats: ['heuristic', 'random', 'heuristic'],
    })
    expect(log.steps.every((s) => s.notation.length > 0 && /^[0-9a-f]{14}$/.test(s.digest))).toBe(true)
    const replayed = await run('replay', file)
    expect(replayed.code).toBe(0)
    expect(replayed.out).toBe(simulated.out)
  })

  it('a log edited at step k is refused at step k', async () => {
    const file = join(tmp(), 'race.json')
    await run('simulate', 'dice-derby', '--seed', '8', '--save', file)
    const log = JSON.parse(readFileSync(file, 'utf8')) as { steps: { action: { type: string; value?: number } }[] }
    const k = log.steps.findIndex((s) => s.action.type === 'roll')
    const roll = log.steps[k]?.action
    if (roll?.value === undefined) throw new Error('no roll in the race')
    // Another face of the same die: legal, so only the digest tells the edit.
    roll.value = roll.value === 2 ? 1 : 2
    writeFileSync(file, JSON.stringify(log))
    const { code, err } = await run('replay', file)
    expect(code).toBe(1)
    expect(err).toContain(`step ${k}:`)
  })

  it('replay of a missing or foreign file fails with exit code 1 and a clear message', async () => {
    expect(await run('replay', '/nonexistent/race.json')).toMatchObject({
      code: 1,
      err: expect.stringContaining('cannot read'),
    })
    const file = join(tmp(), 'x.json')
    writeFileSync(file, JSON.stringify({ game: 'chess', config: {}, actions: [] }))
    expect(await run('replay', file)).toMatchObject({ code: 1, err: expect.stringContaining('"chess"') })
  })

  it('render draws the race at its start as a seat sees it, printed or written with --out', async () => {
    const printed = await run('render', 'dice-derby', '--board', 'long', '--players', '4', '--seat', '2')
    expect(printed).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^<svg data-length="30" data-cars="4" data-seat="2"/),
    })
    const file = join(tmp(), 'board.svg')
    expect((await run('render', 'dice-derby', '--out', file)).code).toBe(0)
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg data-length="10" data-cars="3" data-seat="spectator"/)
  })

  it('render --replay draws a saved race at a step, and --frames one picture per decision', async () => {
    const dir = tmp()
    const file = join(dir, 'race.json')
    await run('simulate', 'dice-derby', '--seed', '8', '--save', file)
    const steps = (JSON.parse(readFileSync(file, 'utf8')) as { steps: unknown[] }).steps.length
    const atStart = await run('render', '--replay', file, '--step', '0')
    const atEnd = await run('render', '--replay', file)
    expect(atStart.out).toContain('data-at="0,0,0"')
    expect(atEnd.out).not.toBe(atStart.out)
    expect(await run('render', '--replay', file, '--step', String(steps))).toMatchObject({ code: 0, out: atEnd.out })
    expect(await run('render', '--replay', file, '--step', String(steps + 1))).toMatchObject({
      code: 2,
      err: expect.stringContaining(`at most ${steps}`),
    })
    const frames = join(dir, 'frames')
    expect((await run('render', '--replay', file, '--frames', frames, '--seat', '1')).code).toBe(0)
    const written = readdirSync(frames).sort()
    expect(written.length).toBeGreaterThan(3)
    expect(written.length).toBeLessThan(steps + 1)
    // Numbered from 1, with the step each shows; the last shows the finish.
    written.forEach((name, i) =>
      expect(name).toMatch(new RegExp(`^dice-derby-${String(i + 1).padStart(3, '0')}-step-\\d{3}\\.svg$`)),
    )
    expect(readFileSync(join(frames, written[0] ?? ''), 'utf8')).toContain('data-seat="1"')
    expect(written[written.length - 1]).toBe(
      `dice-derby-${String(written.length).padStart(3, '0')}-step-${String(steps).padStart(3, '0')}.svg`,
    )
  })

  it('help and games list each game from its own descriptor', async () => {
    const { code, out } = await run('help')
    expect(code).toBe(0)
    expect(out).toContain(
      'dice-derby            Dice Derby: 2-4 players (default 3), ranked by points, hidden information',
    )
    expect(out).toContain('boards: short, long')
    const games = await runBuiltIn('games')
    for (const e of catalog) {
      expect(games.out).toContain(e.game.info.name)
      expect(games.out).toContain(`rules: ${e.game.info.presets[0] ?? ''} (default)`)
    }
  })
})

describe('pitwall CLI on the built-in games', () => {
  it('every game races with its defaults and names its rules', async () => {
    for (const e of catalog) {
      const { code, out, err } = await runBuiltIn('simulate', e.game.id, '--seed', '2')
      expect(err, e.game.id).toBe('')
      expect(code).toBe(0)
      expect(
        e.game.info.presets.some((p) => out.split('\n')[0]?.includes(`(${p} rules)`)),
        out.split('\n')[0],
      ).toBe(true)
      expect(out).toContain('Final standings:')
    }
  })

  it('a bad --rules value exits 2 and names the rule sets of that game', async () => {
    const bad = await runBuiltIn('simulate', 'formula-motor-racing', '--rules', 'pro')
    expect(bad).toMatchObject({ code: 2, out: '' })
    expect(bad.err).toMatch(
      /^pitwall: unknown rules "pro" for Formula Motor Racing; rule sets: basic, short-races, drivers\n/,
    )
    expect(await runBuiltIn('simulate', 'formula-motor-racing', '--board', 'monza')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Formula Motor Racing is played without a board'),
    })
  })

  it('the search bot takes a seat: --bots mcts,random --budget 16', async () => {
    const { code, out, err } = await runBuiltIn(
      'simulate',
      'formula-motor-racing',
      '--players',
      '3',
      '--bots',
      'mcts,random',
      '--budget',
      '16',
      '--seed',
      '4',
    )
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toContain('Seats: 0 mcts (16 iterations), 1 random, 2 mcts (16 iterations); seed 4')
  })

  it('a retired Rallyman driver did not finish in the report, said in words, never a time of 0:00', async () => {
    // Seeds until a rally where someone retires (random drivers on snow retire often).
    for (let seed = 1; seed < 40; seed++) {
      const { out } = await runBuiltIn(
        'simulate',
        'rallyman',
        '--board',
        'snow',
        '--bots',
        'random',
        '--seed',
        String(seed),
      )
      if (!out.includes('did not finish')) continue
      expect(out).not.toContain('0:00')
      expect(out).toMatch(/seat \d+ {2}did not finish$/m)
      // The reason in words, once, never its code.
      expect(out).toMatch(/seat \d+ +did not finish: [a-z ]+ (corner|gear|puncture|way)/)
      expect(out).not.toMatch(/DNF|corner-overshoot|wrecked$|punctures$|stuck$/m)
      return
    }
    expect.fail('no retirement in 40 random snow rallies')
  })
})

describe('batch statistics', () => {
  const record = (placings: ReadonlyArray<{ seat: number; score: number; eliminated?: string }>): RaceRecord => {
    const ranked = [...placings].sort(
      (a, b) => (a.eliminated === undefined ? 0 : 1) - (b.eliminated === undefined ? 0 : 1) || a.score - b.score,
    )
    return {
      title: 'a rally',
      seats: ['heuristic', 'random'],
      seed: 1,
      grid: [],
      events: [],
      standings: {
        measure: 'time',
        placings: ranked.map((p, i) => ({
          place: i + 1,
          competitor: `car-${p.seat}`,
          seat: p.seat,
          score: p.score,
          ...(p.eliminated === undefined ? {} : { eliminated: p.eliminated }),
        })),
        seats: ranked.map((p, i) => ({ seat: p.seat, place: i + 1, score: p.score })),
      },
      steps: 1,
      decisions: 1,
      eliminations: placings.filter((p) => p.eliminated !== undefined).length,
      log: {
        format: 'pitwall-log',
        version: LOG_VERSION,
        game: 'rallyman',
        seed: 1,
        config: null,
        digest: '',
        steps: [],
      },
    }
  }

  it('a DNF counts in places and finishes but never in the mean time', async () => {
    const text = formatSummary(
      'Rallyman',
      tallyOf([
        record([
          { seat: 0, score: 600 },
          { seat: 1, score: 500 },
        ]),
        record([
          { seat: 0, score: 620 },
          { seat: 1, score: 0, eliminated: 'crash' },
        ]),
      ]),
    )
    const row = (seat: number) => text.split('\n').find((line) => line.startsWith(`   ${seat}  `)) ?? ''
    // Seat 1: one finish in 8:20; the DNF's 0 would have made its mean 4:10.
    expect(row(1)).toMatch(/1\/2 +8:20$/)
    expect(row(0)).toMatch(/2\/2 +10:10$/)
    expect(row(1)).toMatch(/1.50/)
  })
})

describe('simulate --races in a terminal', () => {
  it('in a terminal the progress bar is redrawn at most every 100 ms, and always at the end', async () => {
    // A clock that moves 30 ms at each reading: 12 races read it 13 times in 390 ms.
    let clock = 0
    let err = ''
    const io = { out: () => undefined, err: (t: string) => (err += t), interactive: true, now: () => (clock += 30) }
    expect(await main(['simulate', 'dice-derby', '--races', '12', '--seed', '2'], io, [toyEntry])).toBe(0)
    const frames = err.split('\r').filter((f) => f !== '')
    expect(frames.length).toBeGreaterThan(1)
    expect(frames.length).toBeLessThan(12)
    expect(frames[frames.length - 1]).toMatch(/12\/12.*\n$/)
  })
})

describe('simulate --workers', () => {
  // 6 races go to the worker one seed at a time; 70 in runs of 2 seeds, then 1 as the batch ends.
  // Played on two threads whatever the machine's cores (the command caps --workers to them).
  it.each([
    { races: 6, seed: 11 },
    { races: 70, seed: 5 },
  ])('$races races on two threads give the same statistics as on one, every seed once', async ({ races, seed }) => {
    const fmr = catalog.find((e) => e.game.id === 'formula-motor-racing')
    if (fmr === undefined) throw new Error('no Formula Motor Racing in the catalog')
    const plan = planRace(fmr, { players: 3 })
    if (plan._tag === 'Left') throw new Error(plan.left)
    const played = async (threads: number): Promise<BatchTally> => {
      const tally = emptyTally()
      const batch = await raceBatch(fmr, plan.right, seed, races, threads, 'now', {
        race: (r) => addRace(tally, r),
        run: (part) => mergeTally(tally, part),
        progress: () => undefined,
      })
      expect(batch).toEqual({ _tag: 'Right', right: races })
      return tally
    }
    const one = await played(1)
    const two = await played(2)
    expect([two.races, two.firstSeed, two.lastSeed]).toEqual([races, seed, seed + races - 1])
    expect(formatSummary(fmr.game.name, two)).toBe(formatSummary(fmr.game.name, one))
    expect(formatSummary(fmr.game.name, one)).toContain(`${races} races`)
  })

  it('by default, a batch starts workers only when its rest would outlast their warm-up', async () => {
    // 10 races in 500 ms on this thread: 100 more would take 5 s, 20 more 1 s.
    expect(workersWorthIt(500, 10, 100)).toBe(true)
    expect(workersWorthIt(500, 10, 20)).toBe(false)
    expect(workersWorthIt(500, 0, 100)).toBe(false)
    // A short batch of a game the workers do not know (they would answer "unknown game"): all
    // played here.
    const plan = planRace(toyEntry, {})
    if (plan._tag === 'Left') throw new Error(plan.left)
    const done: number[] = []
    const seeds: unknown[] = []
    const batch = await raceBatch(toyEntry, plan.right, 1, 5, 2, 'when-worth-it', {
      race: (r) => seeds.push(r.seed),
      run: () => undefined,
      progress: (n) => done.push(n),
    })
    expect(batch).toEqual({ _tag: 'Right', right: 5 })
    expect(seeds).toEqual([1, 2, 3, 4, 5])
    expect(done).toEqual([1, 2, 3, 4, 5])
  })

  it('a worker takes runs of about a sixteenth of its share, shorter as the batch ends, never empty', () => {
    // 4,000 races on 2 threads: runs of 125 while 1,000 or more are left, then a quarter of a
    // thread's share of the rest, down to 1.
    expect(runLength(4000, 4000, 2)).toBe(125)
    expect(runLength(4000, 1000, 2)).toBe(125)
    expect(runLength(4000, 400, 2)).toBe(50)
    expect(runLength(4000, 7, 2)).toBe(1)
    expect(runLength(3, 3, 2)).toBe(1)
    // Taken in turn, the runs cover the batch, never grow, and the last few are single races.
    const runs: number[] = []
    for (let left = 4000; left > 0; left -= runs[runs.length - 1] as number)
      runs.push(Math.min(left, runLength(4000, left, 2)))
    expect(runs.reduce((a, b) => a + b, 0)).toBe(4000)
    expect(runs.every((r, i) => i === 0 || r <= (runs[i - 1] as number))).toBe(true)
    expect(runs.slice(-8)).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
  })

  it('a worker that fails outside a race stops the batch, and its error is thrown, never left unhandled', async () => {
    // A config the workers cannot be sent (a symbol does not clone): every run fails to start.
    const fmr = catalog.find((e) => e.game.id === 'formula-motor-racing')
    if (fmr === undefined) throw new Error('no Formula Motor Racing in the catalog')
    const plan = planRace(fmr, {})
    if (plan._tag === 'Left') throw new Error(plan.left)
    const unsendable = { ...plan.right, config: { ...(plan.right.config as object), note: Symbol('no clone') } }
    await expect(
      raceBatch(fmr, unsendable, 1, 40, 2, 'now', {
        race: () => undefined,
        run: () => undefined,
        progress: () => undefined,
      }),
    ).rejects.toThrow(/could not be cloned/)
  })

  it('a catalog of its own plays on this thread only', async () => {
    expect(await run('simulate', 'dice-derby', '--races', '3', '--workers', '2')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--workers plays the built-in games only'),
    })
  })
})

describe('a batch sums races up without their logs', () => {
  it("the summary of a race is the full record's (standings, steps, decisions, cars out), in every game", () => {
    for (const e of catalog) {
      const plan = planRace(e, {})
      if (plan._tag === 'Left') throw new Error(plan.left)
      const record = playRace(e, plan.right, 5)
      const summary = playSummary(e, plan.right, 5)
      if (record._tag === 'Left' || summary._tag === 'Left') throw new Error(`${e.game.id} did not race`)
      const { title, seats, seed, standings, steps, decisions, eliminations } = record.right
      expect(summary.right, e.game.id).toEqual({ title, seats, seed, standings, steps, decisions, eliminations })
      expect(decisions).toBeGreaterThan(0)
    }
  })
})
