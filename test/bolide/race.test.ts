import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { heuristicBot } from '../../src/bolide/bots.js'
import { describeEvent, describeRunningOrder } from '../../src/bolide/describe.js'
import { renderSvg } from '../../src/bolide/svg.js'
import { car, mv, play, scenario } from './helpers.js'

describe('BO préparation and the end of the race', () => {
  it('BO préparation: the grid is drawn slot by slot, each remaining car equally likely', () => {
    const s = bolide.setup(defaultConfig({ players: 3, board: 'test-ring' }))
    expect(isRight(s)).toBe(true)
    if (!isRight(s)) return
    const st = bolide.status(s.right)
    expect(st.kind === 'chance' && st.outcomes.map((o) => o.probability)).toEqual([1 / 3, 1 / 3, 1 / 3])
    const after = play(
      s.right,
      { type: 'draw-grid', seat: 2 },
      { type: 'draw-grid', seat: 0 },
      { type: 'draw-grid', seat: 1 },
    )
    expect(after.state.grid).toEqual([2, 0, 1])
    expect(car(after.state, 2).pos).toEqual(testRing.grid[0])
    expect(after.state.phase).toEqual({ kind: 'roll', roll: 'start', seat: 2 })
  })

  it('BO préparation: setup refuses 1 or 9 drivers, a broken circuit and garbage, with the rule', () => {
    const one = bolide.setup({ ...defaultConfig(), drivers: defaultConfig().drivers.slice(0, 1) })
    expect(isLeft(one) && one.left.code).toBe('PLAYER_COUNT')
    const broken = bolide.setup({ ...defaultConfig(), circuit: { ...testRing, arrows: [] } })
    expect(isLeft(broken) && broken.left.code).toBe('BAD_CIRCUIT')
    const garbage = bolide.setup({ nope: 1 } as never)
    expect(isLeft(garbage) && garbage.left.rule).toBe('pitwall protocol')
  })

  it('BO 1: a lap ends when the car touches or crosses the finish line after the half-way line', () => {
    const s = scenario(testRing, [
      { pos: { x: 17, y: 13 }, vel: { x: 3, y: 0 }, patch: { halfway: true } },
      { pos: { x: 5, y: 9 } },
    ])
    const { state, events } = play(s, mv(20, 13))
    expect(car(state, 0).crossings).toBe(2)
    expect(events).toContainEqual({ type: 'lap', seat: 0, driver: 'Driver 1', lap: 2 })
    const noHalf = scenario(testRing, [{ pos: { x: 17, y: 13 }, vel: { x: 3, y: 0 } }, { pos: { x: 5, y: 9 } }])
    expect(car(play(noHalf, mv(20, 13)).state, 0).crossings).toBe(1)
  })

  it('BO préparation: the first car over the line at the end of the last lap wins; the race ends when all are over', () => {
    const s = scenario(testRing, [
      { pos: { x: 17, y: 13 }, vel: { x: 3, y: 0 }, patch: { halfway: true, crossings: 2 } },
      { pos: { x: 17, y: 15 }, vel: { x: 3, y: 0 }, patch: { halfway: true, crossings: 2 } },
    ])
    const { state, events } = play(s, mv(20, 13), mv(21, 15))
    expect(events).toContainEqual({ type: 'finished', seat: 0, driver: 'Driver 1', rank: 1 })
    expect(events).toContainEqual({ type: 'finished', seat: 1, driver: 'Driver 2', rank: 2 })
    const st = bolide.status(state)
    expect(st.kind).toBe('over')
    if (st.kind === 'over') {
      expect(st.standings.measure).toBe('laps')
      expect(st.standings.placings.map((p) => [p.competitor, p.score])).toEqual([
        ['Driver 1', 2],
        ['Driver 2', 2],
      ])
    }
  })

  it('BO 3: a full race of heuristic bots ends with every car classified, events described in English', () => {
    const s = bolide.setup(defaultConfig({ players: 3, board: 'test-ring', laps: 1 }))
    if (!isRight(s)) throw new Error('setup')
    const run = playout(bolide, s.right, seedRng(11), [heuristicBot, heuristicBot, heuristicBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const st = bolide.status(run.right.state)
    expect(st.kind).toBe('over')
    if (st.kind === 'over') expect(st.standings.placings).toHaveLength(3)
    const lines = run.right.events.map((e) => describeEvent(e)).filter((l): l is string => l !== null)
    // Every finisher gets its line, under the driver's name from the config.
    const finishers = st.kind === 'over' ? st.standings.placings.filter((p) => p.eliminated === undefined) : []
    expect(finishers.length).toBeGreaterThan(0)
    for (const p of finishers)
      expect(lines).toContain(`${p.competitor} finishes ${['1st', '2nd', '3rd'][p.place - 1] ?? ''}`)
    if (st.kind === 'over')
      expect(st.standings.placings.map((p) => p.competitor).sort()).toEqual(['Driver 1', 'Driver 2', 'Driver 3'])
    // Plain moves are not described: the report keeps to key events.
    expect(lines.filter((l) => / moves /.test(l))).toEqual([])
    expect(describeRunningOrder(run.right.state)).toHaveLength(3)
    expect(renderSvg(run.right.state)).toContain('<circle')
  })
})
