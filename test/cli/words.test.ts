import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as bo from '../../src/bolide/index.js'
import * as fd from '../../src/formule-de/index.js'
import type { Standings } from '../../src/core/index.js'
import { formatStandings } from '../../src/cli/report.js'
import { catalog } from '../../src/cli/catalog.js'
import { runBuiltIn } from './helpers.js'

// The text a person reads: reasons in words (never a code, never twice), places as players
// say them, captions that match the board.

const entryOf = (id: string) => {
  const e = catalog.find((c) => c.game.id === id)
  if (e === undefined) throw new Error(`no ${id}`)
  return e
}

describe('standings in words', () => {
  const standings = (measure: Standings['measure'], eliminated: string): Standings => ({
    measure,
    placings: [
      { place: 1, competitor: 'Ada', seat: 0, score: measure === 'time' ? 610 : 2 },
      { place: 2, competitor: 'Bob', seat: 1, score: 1, eliminated },
    ],
    seats: [
      { seat: 0, place: 1, score: measure === 'time' ? 610 : 2 },
      { seat: 1, place: 2, score: 1 },
    ],
  })

  it('a rally DNF reads "did not finish" and the reason in words, once', () => {
    const lines = formatStandings(standings('time', 'corner-overshoot'), entryOf('rallyman').describeOut)
    expect(lines[1]).toMatch(
      /^ {2}2\. Bob +seat 1 +did not finish: entered a corner three gears or more above its highest note$/,
    )
    expect(lines.join('\n')).not.toMatch(/DNF|corner-overshoot/)
    expect(lines[lines.length - 1]).toBe('  2. seat 1  did not finish')
  })

  it('a Formule Dé car out reads the lap it stopped on and the reason in words, never the code', () => {
    const lines = formatStandings(standings('laps', 'no-stop-in-corner'), entryOf('formule-de').describeOut)
    expect(lines[1]).toMatch(/seat 1 +out on lap 2: left a corner without the stops it requires$/)
    expect(lines.join('\n')).not.toContain('no-stop-in-corner')
    expect(lines[lines.length - 1]).toBe('  2. seat 1  1 lap, out')
    // Every reason of the game has its words.
    for (const reason of [
      'no-stop-in-corner',
      'tyres',
      'blocking',
      'body',
      'engine',
      'holding',
      'engine-inertia',
    ] as const)
      expect(fd.describeOutReason(reason), reason).toMatch(/^[a-z][a-z0-9 ():,'-]+[a-z)]$/)
  })

  it('Formule Dé races print no out code anywhere', async () => {
    for (const seed of [3, 4]) {
      const { out } = await runBuiltIn('simulate', 'formule-de', '--seed', String(seed))
      expect(out).not.toMatch(/no-stop-in-corner|DNF/)
    }
  })
})

describe('Bolide places as a player says them', () => {
  const ring = bo.testRing
  it('a point is in a sector (its letter on the board), in its run-off, beside it, or off the board', () => {
    expect(bo.describePlace(ring, { x: 20, y: 13 })).toBe('in sector a')
    expect(bo.describePlace(ring, { x: 4, y: 13 })).toBe('in sector h')
    expect(bo.describePlace(ring, { x: 2, y: 13 })).toMatch(/^in the run-off of sector [a-i]$/)
    expect(bo.describePlace(ring, { x: 0, y: 13 })).toMatch(/^beside sector [a-i]$/)
    expect(bo.describePlace(ring, { x: 200, y: 200 })).toBe('off the board')
  })

  it('the events of a race, given its start, say the sector and the lap, never grid points', async () => {
    const config = bo.defaultConfig({ board: 'test-ring', players: 2 })
    const start = bo.bolide.setup(config)
    if (isLeft(start)) throw new Error(start.left.message)
    const q = { x: 20, y: 13 }
    const events: ReadonlyArray<bo.Event> = [
      { type: 'left-track', seat: 1, driver: 'Bob', at: q },
      { type: 'lap', seat: 1, driver: 'Bob', lap: 2 },
      { type: 'wrecked', seat: 1, driver: 'Bob', at: q, reason: 'white-intersection' },
    ]
    expect(bo.describeEvents(events, undefined, start.right)).toEqual([
      'Bob leaves the track in sector a on lap 1',
      'Bob completes lap 1',
      'Bob is out in sector a on lap 2: wrecked: stopped on a white intersection',
    ])
    // Without the race, as before: the grid point.
    expect(bo.describeEvents(events)[0]).toBe('Bob leaves the track at (20,13)')
    // A whole report: no grid point in any line.
    for (const seed of [3, 5]) {
      const { out } = await runBuiltIn('simulate', 'bolide', '--seed', String(seed))
      expect(out).not.toMatch(/\(\d+,\d+\)/)
    }
  })
})

describe('the Rallyman snow caption', () => {
  const caption = (svg: string): string => /roadbook [^·]+· ([^·]+) ·/.exec(svg)?.[1] ?? ''
  it('the snow rally says what its weather dice gave, never a bare "no snow"', async () => {
    // Seed 2 snows on the first tile of the first special; seed 1 leaves it dry.
    expect(caption((await runBuiltIn('render', 'rallyman', '--board', 'snow', '--seed', '2')).out)).toBe(
      'snow on tile 1 (C)',
    )
    expect(caption((await runBuiltIn('render', 'rallyman', '--board', 'snow', '--seed', '1')).out)).toBe(
      'weather dice: no snow on this special',
    )
    // Fixed weather without snow: no dice to speak of.
    expect(caption((await runBuiltIn('render', 'rallyman', '--board', 'asphalt')).out)).toBe('no snow')
  })
})

describe("Formula Motor Racing's report", () => {
  it('is short by default (the key events), and --moves adds every card played and what it did', async () => {
    const short = await runBuiltIn('simulate', 'formula-motor-racing', '--seed', '3')
    const long = await runBuiltIn('simulate', 'formula-motor-racing', '--seed', '3', '--moves')
    expect(short.code).toBe(0)
    expect(long.code).toBe(0)
    expect(short.out).toContain('(key events only; --moves lists every move)')
    expect(short.out).not.toMatch(/Seat \d plays | moves from /)
    expect(short.out).toMatch(/is out of the race|Race 1 finished/)
    expect(long.out).toMatch(/Seat \d plays /)
    expect(long.out).toMatch(/ moves from \d+\w\w to /)
    expect(short.out.split('\n').length).toBeLessThan(60)
    expect(long.out.split('\n').length).toBeGreaterThan(short.out.split('\n').length + 40)
  })
})
