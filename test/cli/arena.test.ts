import fc from 'fast-check'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstBotSeat, scoreOf, seedOfRace } from '../../src/cli/arena-races.js'
import { bradleyTerry, type PairResult } from '../../src/cli/rating.js'
import type { Standings } from '../../src/core/index.js'
import { run, runBuiltIn, tmp } from './helpers.js'

const ELO = 400 / Math.LN10

describe('ratings: Bradley–Terry by maximum likelihood', () => {
  it('two bots: the difference is 400 log10 of the odds, the interval that of a binomial share', () => {
    // 15 points of 20, and the drawn race each pairing counts more: 15.5 of 21.
    const [a, b] = bradleyTerry(2, [{ a: 0, b: 1, score: 15, races: 20 }])
    const p = 15.5 / 21
    expect(a!.elo - b!.elo).toBeCloseTo(400 * Math.log10(p / (1 - p)), 9)
    expect(a!.elo + b!.elo).toBeCloseTo(0, 9)
    // Each rating is half the difference: its standard error is half the difference's, 1 / sqrt(n p q).
    const se = (0.5 * ELO) / Math.sqrt(21 * p * (1 - p))
    expect(a!.high - a!.elo).toBeCloseTo(1.96 * se, 6)
    expect(a!.elo - a!.low).toBeCloseTo(1.96 * se, 6)
  })

  it('solves the likelihood equations: each bot scores, by the fitted model, the points it scored', () => {
    const results = fc.integer({ min: 2, max: 6 }).chain((k) =>
      fc.tuple(
        fc.constant(k),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: (k * (k - 1)) / 2,
          maxLength: (k * (k - 1)) / 2,
        }),
      ),
    )
    fc.assert(
      fc.property(results, ([k, raw]) => {
        const pairs: PairResult[] = []
        let n = 0
        for (let a = 0; a < k; a++)
          for (let b = a + 1; b < k; b++) {
            const [races, share] = raw[n++]!
            pairs.push({ a, b, races, score: Math.round(2 * share * races) / 2 })
          }
        const ratings = bradleyTerry(k, pairs)
        const strength = ratings.map((r) => Math.exp(r.elo / ELO))
        for (let i = 0; i < k; i++) {
          let expected = 0
          let scored = 0
          for (const r of pairs) {
            if (r.a !== i && r.b !== i) continue
            const j = r.a === i ? r.b : r.a
            const p = strength[i]! / (strength[i]! + strength[j]!)
            expected += (r.races + 1) * p
            scored += (r.a === i ? r.score : r.races - r.score) + 0.5
          }
          expect(expected).toBeCloseTo(scored, 6)
        }
        expect(ratings.reduce((s, r) => s + r.elo, 0)).toBeCloseTo(0, 6)
        for (const r of ratings) expect(r.low < r.elo && r.elo < r.high).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it('gives a bot that won every race a finite rating, ahead of the others, and a narrower interval with more races', () => {
    const few = bradleyTerry(3, [
      { a: 0, b: 1, score: 10, races: 10 },
      { a: 0, b: 2, score: 10, races: 10 },
      { a: 1, b: 2, score: 5, races: 10 },
    ])
    expect(Number.isFinite(few[0]!.elo)).toBe(true)
    expect(few[0]!.low).toBeGreaterThan(few[1]!.high)
    const many = bradleyTerry(3, [
      { a: 0, b: 1, score: 60, races: 100 },
      { a: 0, b: 2, score: 60, races: 100 },
      { a: 1, b: 2, score: 50, races: 100 },
    ])
    const fewer = bradleyTerry(3, [
      { a: 0, b: 1, score: 6, races: 10 },
      { a: 0, b: 2, score: 6, races: 10 },
      { a: 1, b: 2, score: 5, races: 10 },
    ])
    expect(many[0]!.high - many[0]!.low).toBeLessThan((fewer[0]!.high - fewer[0]!.low) / 2)
  })
})

describe('the races of a pairing', () => {
  it('sits each bot in every seat as often, two races a seed, the seats swapped', () => {
    for (const seats of [2, 3, 4, 5]) {
      for (let seat = 0; seat < seats; seat++) {
        const first = [0, 1, 2, 3].filter((r) => firstBotSeat(r, seat)).length
        expect(first).toBe(2)
      }
      for (let r = 0; r < 4; r += 2)
        for (let seat = 0; seat < seats; seat++) expect(firstBotSeat(r, seat)).toBe(!firstBotSeat(r + 1, seat))
    }
    expect([0, 1, 2, 3, 4].map((r) => seedOfRace(7, r))).toEqual([7, 7, 8, 8, 9])
  })

  it("scores the first bot's share of the pairs of seats it finished ahead in, a tie half", () => {
    const standings = (places: ReadonlyArray<number>): Standings => ({
      measure: 'points',
      placings: [],
      seats: places.map((place, seat) => ({ seat, place, score: 0 })),
    })
    // Race 0: the first bot has seats 0 and 2, the other seats 1 and 3.
    expect(scoreOf(standings([1, 2, 3, 4]), 0)).toBe(3 / 4)
    expect(scoreOf(standings([1, 1, 2, 2]), 0)).toBe((0.5 + 1 + 0 + 0.5) / 4)
    // Race 1, seats swapped: the first bot has seats 1 and 3.
    expect(scoreOf(standings([1, 2, 3, 4]), 1)).toBe(1 / 4)
  })
})

describe('pitwall arena', () => {
  it('rates the bots and gives the head-to-head table, the same for the same seed', async () => {
    const args = ['arena', 'dice-derby', '--bots', 'heuristic,random', '--races', '6', '--seed', '3']
    const { code, out, err } = await run(...args)
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toContain('Arena: Dice Derby, 2 cars, 10 spaces')
    expect(out).toContain('2 bots, one pairing of 6 races, 2 seats a race; seeds 3 to 5, each raced twice')
    expect(out).toMatch(/^ {2}heuristic\s+[+-]\d+\s+[+-]\d+ to [+-]\d+\s+[\d.]+\s+6$/m)
    expect(out).toMatch(/Head to head/)
    expect((await run(...args)).out).toBe(out)
    expect(
      (await run('arena', 'dice-derby', '--bots', 'heuristic,random', '--races', '6', '--seed', '4')).out,
    ).not.toBe(out)
  })

  it('prints the same report from one worker and from two', async () => {
    const args = ['arena', 'formula-motor-racing', '--bots', 'heuristic,random,mcts:3', '--races', '2', '--seats', '3']
    const one = await runBuiltIn(...args, '--workers', '1')
    const two = await runBuiltIn(...args, '--workers', '2')
    expect(one.code).toBe(0)
    expect(two.code).toBe(0)
    expect(two.out).toBe(one.out)
    expect(one.out).toContain('3 bots, 3 pairings of 2 races, 3 seats a race')
  }, 60_000)

  it("rates a bot module of the user's own, and refuses one that cannot play", async () => {
    const dir = tmp()
    const first = join(dir, 'first.mjs')
    writeFileSync(first, 'export default (game) => ({ legal, rng }) => [legal[0], rng]\n')
    const good = await run('arena', 'dice-derby', '--bots', `heuristic,${first}`, '--races', '4')
    expect(good.err).toBe('')
    expect(good.out).toContain(first.slice(0, 10))
    const none = join(dir, 'none.mjs')
    writeFileSync(none, "export default (game) => (game.id === 'bolide' ? () => undefined : undefined)\n")
    const refused = await run('arena', 'dice-derby', '--bots', `heuristic,${none}`)
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(/makes no bot for Dice Derby/)
    const object = join(dir, 'object.mjs')
    writeFileSync(object, 'export default { policy: 1 }\n')
    expect((await run('arena', 'dice-derby', '--bots', `heuristic,${object}`)).err).toMatch(
      /must export by default a function \(game\) => policy/,
    )
    const missing = await run('arena', 'dice-derby', '--bots', `heuristic,${join(dir, 'missing.js')}`)
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/cannot load the bot module/)
  })

  it('refuses fewer than two bots, a bot twice, seats the game does not race, and arena bots in simulate', async () => {
    expect(await run('arena', 'dice-derby', '--bots', 'heuristic')).toMatchObject({ code: 2 })
    expect((await run('arena', 'dice-derby')).err).toMatch(/arena needs --bots with two bots or more/)
    expect((await run('arena', 'dice-derby', '--bots', 'mcts,mcts:200')).err).toMatch(/names mcts:200 twice/)
    expect((await run('arena', 'dice-derby', '--bots', 'random,heuristic', '--seats', '9')).err).toMatch(
      /--seats 9: Dice Derby races 2 to 4 seats/,
    )
    expect((await run('arena', 'dice-derby', '--bots', 'random,mcts:x')).err).toMatch(/--bots takes bots from/)
    const simulate = await run('simulate', 'dice-derby', '--bots', 'random,mcts:50')
    expect(simulate.code).toBe(2)
    expect(simulate.err).toMatch(/mcts:50 plays in pitwall arena/)
  })
})
