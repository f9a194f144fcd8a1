import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { availableParallelism } from 'node:os'
import type { Standings } from '../../src/core/index.js'
import { raceBatch } from '../../src/cli/batch.js'
import { planRace, type RaceSummary } from '../../src/cli/race.js'
import { formatSummary } from '../../src/cli/report.js'
import { threadsFor } from '../../src/cli/simulate.js'
import {
  addRace,
  emptyTally,
  mergeTally,
  tallyData,
  tallyOf,
  tallyOfData,
  type TallyData,
} from '../../src/cli/tally.js'
import { run, runBuiltIn, toyEntry } from './helpers.js'

describe('the pool fits the machine', () => {
  it('--workers is capped at the cores, and a larger request says so in one line', () => {
    expect(threadsFor(256, 256, 2)).toEqual({
      threads: 2,
      note: '--workers 256 is more than the 2 cores of this machine: 2 used',
    })
    expect(threadsFor(2, 256, 2)).toEqual({ threads: 2 })
    expect(threadsFor(undefined, 256, 8)).toEqual({ threads: 8 })
    // Never more threads than races.
    expect(threadsFor(undefined, 3, 8)).toEqual({ threads: 3 })
    expect(threadsFor(64, 3, 8)).toEqual({
      threads: 3,
      note: '--workers 64 is more than the 8 cores of this machine: 3 used',
    })
  })

  it('the command says it in one line on stderr and plays on', async () => {
    const asked = availableParallelism() + 1
    const { code, out, err } = await runBuiltIn(
      'simulate',
      'formula-motor-racing',
      '--races',
      '4',
      '--players',
      '3',
      '--workers',
      String(asked),
    )
    expect(code).toBe(0)
    expect(err.split('\n')[0]).toBe(
      `pitwall: --workers ${asked} is more than the ${availableParallelism()} cores of this machine: ${Math.min(4, availableParallelism())} used`,
    )
    expect(out).toContain('4 races')
  })
})

describe('batch statistics are summed as the races come in', () => {
  // A race of three seats with the given scores (points: higher is better, ties share a place).
  const race = (seed: number, points: readonly [number, number, number], out: number | null = null): RaceSummary => {
    const scores: ReadonlyArray<number> = points
    const scoreOf = (seat: number): number => scores[seat] ?? 0
    const ranked = [0, 1, 2].sort((a, b) => scoreOf(b) - scoreOf(a) || a - b)
    const place = (seat: number): number => 1 + ranked.filter((s) => scoreOf(s) > scoreOf(seat)).length
    const standings: Standings = {
      measure: 'points',
      placings: ranked.map((seat) => ({
        place: place(seat),
        competitor: `car-${seat}`,
        seat,
        score: scoreOf(seat),
        ...(seat === out ? { eliminated: 'crash' } : {}),
      })),
      seats: ranked.map((seat) => ({ seat, place: place(seat), score: scoreOf(seat) })),
    }
    return {
      title: 'a race',
      seats: ['heuristic', 'random', 'heuristic'],
      seed,
      standings,
      steps: 9,
      decisions: 5 + seed,
      eliminations: out === null ? 0 : 1,
    }
  }

  it('in whatever order the races arrive, the statistics are the same', () => {
    const score = fc.integer({ min: 0, max: 3 })
    fc.assert(
      fc.property(
        fc.array(fc.tuple(score, score, score, fc.constantFrom(null, 0, 1, 2)), { minLength: 1, maxLength: 30 }),
        fc.infiniteStream(fc.nat()),
        (rows, picks) => {
          const races = rows.map(([a, b, c, out], i) => race(i + 1, [a, b, c], out))
          const shuffled = [...races]
          const it = picks[Symbol.iterator]()
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = (it.next().value as number) % (i + 1)
            ;[shuffled[i], shuffled[j]] = [shuffled[j] as RaceSummary, shuffled[i] as RaceSummary]
          }
          expect(formatSummary('G', tallyOf(shuffled))).toBe(formatSummary('G', tallyOf(races)))
          // Every race is counted once: wins alone plus races with a tie for first are the races.
          const tally = tallyOf(races)
          const wins = [...tally.perSeat.values()].reduce((sum, s) => sum + s.wins, 0)
          const tied = races.filter((r) => r.standings.seats.filter((s) => s.place === 1).length > 1).length
          expect(wins + tied).toBe(races.length)
        },
      ),
    )
  })

  it('split into parts, each tallied and sent as JSON, then merged in any order: the tally of the whole', () => {
    const score = fc.integer({ min: 0, max: 3 })
    fc.assert(
      fc.property(
        fc.array(fc.tuple(score, score, score, fc.constantFrom(null, 0, 1, 2)), { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.infiniteStream(fc.nat()),
        (rows, cuts, picks) => {
          const races = rows.map(([a, b, c, out], i) => race(i + 1, [a, b, c], out))
          const at = [...new Set(cuts.map((c) => c % (races.length + 1)))].sort((x, y) => x - y)
          const parts = [0, ...at].map((from, k) => races.slice(from, at[k] ?? races.length))
          const it = picks[Symbol.iterator]()
          const merged = emptyTally()
          while (parts.length > 0) {
            const [part] = parts.splice((it.next().value as number) % parts.length, 1)
            const sent = JSON.parse(JSON.stringify(tallyData(tallyOf(part ?? [])))) as TallyData
            mergeTally(merged, tallyOfData(sent))
          }
          expect(tallyData(merged)).toEqual(tallyData(tallyOf(races)))
          expect(formatSummary('G', merged)).toBe(formatSummary('G', tallyOf(races)))
        },
      ),
    )
  })

  it('a tie for first is counted apart, as shared, for each seat tied, and the report says how ties count', () => {
    const text = formatSummary('G', tallyOf([race(1, [3, 3, 1]), race(2, [2, 1, 0]), race(3, [0, 2, 2])]))
    const row = (seat: number) => text.split('\n').find((line) => line.startsWith(`   ${seat}  `)) ?? ''
    // Seat 0: one win alone, one shared; seat 1: two shared; seat 2: one shared.
    expect(row(0)).toMatch(/^ {3}0 {2}heuristic +1 +1 +33\.3 %/)
    expect(row(1)).toMatch(/^ {3}1 {2}random +0 +2 +0\.0 %/)
    expect(row(2)).toMatch(/^ {3}2 {2}heuristic +0 +1 +0\.0 %/)
    expect(text).toContain('A win is a first place held alone; "shared" counts the ties for first')
    expect(text).toContain('the win rate counts wins alone')
  })

  it('a batch hands each race on and keeps none: the listener sees every seed once', async () => {
    const plan = planRace(toyEntry, {})
    if (plan._tag === 'Left') throw new Error(plan.left)
    const tally = emptyTally()
    const seen: number[] = []
    const played = await raceBatch(toyEntry, plan.right, 10, 25, 1, 'now', {
      race: (r) => {
        seen.push(Number(r.seed))
        addRace(tally, r)
      },
      run: (part) => mergeTally(tally, part),
      progress: () => undefined,
    })
    expect(played).toEqual({ _tag: 'Right', right: 25 })
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => 10 + i))
    expect(tally.races).toBe(25)
    expect([tally.firstSeed, tally.lastSeed]).toEqual([10, 34])
  })

  it('the command prints the same statistics as the races summed one by one', async () => {
    const { out } = await run('simulate', 'dice-derby', '--races', '12', '--seed', '3')
    expect(out).toContain('Dice Derby: 12 races')
    expect(out).toContain('seeds 3 to 14')
  })
})
