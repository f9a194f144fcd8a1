import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { seedRng } from '../../src/core/index.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { heuristicBot } from '../../src/bolide/bots.js'
import { DEFAULT_CHAMPIONSHIP, runQualifying, runSeason } from '../../src/bolide/season.js'

const race = defaultConfig({ players: 3, board: 'test-ring', laps: 1 })
const bots = [heuristicBot, heuristicBot, heuristicBot]

describe('BO 12 / BO 16 session drivers', () => {
  it('BO 12: runQualifying gives every driver one lone lap; a repaired car starts behind every car that was not repaired', () => {
    const q = runQualifying(race, bots, seedRng(3), (seat) => seat === 0)
    if (!isRight(q)) throw new Error(q.left.message)
    const { results, start, repaired } = q.right
    expect(results).toHaveLength(3)
    expect(repaired).toEqual([true, false, false])
    for (const r of results) expect(r.turns).not.toBeNull()
    // Faster is further up among the unrepaired; the repaired car is behind them all.
    const [s0, s1, s2] = start
    if (!s0 || !s1 || !s2) throw new Error('start list')
    expect(s0.key).toBeGreaterThan(Math.max(s1.key, s2.key))
    expect(Math.sign(s1.key - s2.key)).toBe(Math.sign((results[1]?.turns ?? 0) - (results[2]?.turns ?? 0)))
    // The repaired car has a fresh set of blocks and no damage; the others carry theirs.
    expect(s0).toMatchObject({ blocks: null, speedLoss: 0, no4th: false })
    expect(s1.blocks).toBe(results[1]?.blocks)
    expect(s2.speedLoss).toBe(results[2]?.speedLoss)
  })

  it('BO 16: a full season of 3 races: qualifying grid first, then reversed championship grids, points added up', () => {
    const season = runSeason([race, race, race], bots, seedRng(8), { ...DEFAULT_CHAMPIONSHIP, qualifying: true })
    if (!isRight(season)) throw new Error(season.left.message)
    const { races, standings } = season.right
    expect(races).toHaveLength(3)
    // Race 1: the grid follows the qualifying times.
    const q = races[0]?.qualifying
    if (!q) throw new Error('no qualifying')
    const times = (races[0]?.grid ?? []).map((seat) => q.results[seat]?.turns ?? 0)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    let before = [0, 0, 0]
    for (const [i, r] of races.entries()) {
      if (i > 0) {
        // Reversed grid: the pole goes to the driver with the fewest points.
        expect(r.qualifying).toBeNull()
        const pts = r.grid.map((seat) => before[seat] ?? 0)
        expect(pts).toEqual([...pts].sort((a, b) => a - b))
      }
      // Points: the scale by finishing place plus at most one intermediate point (1 lap).
      for (const p of r.standings.placings) {
        const seat = p.seat ?? -1
        const scale = p.eliminated === undefined ? (DEFAULT_CHAMPIONSHIP.points[p.place - 1] ?? 0) : 0
        expect([scale, scale + 1]).toContain(r.points[seat])
      }
      // Exactly one car took the intermediate point of the lap.
      const bonus = r.standings.placings.reduce(
        (n, p) =>
          n +
          (r.points[p.seat ?? -1] ?? 0) -
          (p.eliminated === undefined ? (DEFAULT_CHAMPIONSHIP.points[p.place - 1] ?? 0) : 0),
        0,
      )
      expect(bonus).toBe(1)
      expect(r.totals).toEqual(before.map((b, seat) => b + (r.points[seat] ?? 0)))
      before = [...r.totals]
    }
    expect(standings.measure).toBe('points')
    expect(standings.placings.map((p) => p.score)).toEqual([...before].sort((a, b) => b - a))
    expect(standings.placings.map((p) => p.competitor).sort()).toEqual(['Driver 1', 'Driver 2', 'Driver 3'])
  })

  it('BO 16: the points scale is data: one point per win and no intermediate point counts the wins', () => {
    const season = runSeason([race, race], bots, seedRng(4), {
      points: [1],
      intermediatePoint: 0,
      reversedGrid: false,
      qualifying: false,
    })
    if (!isRight(season)) throw new Error(season.left.message)
    const wins = [0, 1, 2].map(
      (seat) => season.right.races.filter((r) => r.standings.placings[0]?.seat === seat).length,
    )
    expect(season.right.races[1]?.totals).toEqual(wins)
  })

  it('BO 16: a season refuses a bad points scale, races with different drivers and a wrong number of bots', () => {
    expect(isLeft(runSeason([race], bots, seedRng(1), { ...DEFAULT_CHAMPIONSHIP, points: [-3] }))).toBe(true)
    const other = { ...race, drivers: race.drivers.map((d, i) => (i === 0 ? { ...d, name: 'Someone' } : d)) }
    const r = runSeason([race, other], bots, seedRng(1))
    expect(isLeft(r) && r.left.code).toBe('DRIVERS_DIFFER')
    const b = runSeason([race], [heuristicBot], seedRng(1))
    expect(isLeft(b) && b.left.code).toBe('POLICIES')
    const none = runSeason([], bots, seedRng(1))
    expect(isLeft(none) && none.left.code).toBe('NO_RACE')
  })
})
