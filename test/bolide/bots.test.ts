import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/config.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { heuristicBot, randomBot } from '../../src/bolide/bots.js'
import { optimalLap } from '../../src/bolide/planner.js'
import { qualifyingConfig, qualifyingResult } from '../../src/bolide/rules/championship.js'

describe('bots', () => {
  it('the heuristic bot beats the random bot in most seeded head-to-head races', () => {
    let wins = 0
    const races = 6
    for (let seed = 0; seed < races; seed++) {
      const s = bolide.setup({ ...defaultConfig({ players: 2, laps: 1 }), maxRounds: 120 })
      if (!isRight(s)) throw new Error('setup')
      const run = playout(bolide, s.right, seedRng(seed), [heuristicBot, randomBot])
      if (isLeft(run)) throw new Error(run.left.message)
      const st = bolide.status(run.right.state)
      if (st.kind === 'over' && st.standings.placings[0]?.seat === 0) wins++
    }
    expect(wins).toBeGreaterThanOrEqual(5)
  })

  it('the optimal lone lap of the test ring is found by breadth-first search; the heuristic bot alone is not faster', () => {
    const best = optimalLap(testRing, 7)
    expect(best).toBeGreaterThan(5)
    const q = bolide.setup(qualifyingConfig(defaultConfig({ players: 2 }), 0))
    if (!isRight(q)) throw new Error('setup')
    // A normal start (die 5) as the search assumes.
    const drawn = bolide.reduce(q.right, { type: 'draw-grid', seat: 0 })
    if (isLeft(drawn)) throw new Error('draw')
    const started = bolide.reduce(drawn.right.state, { type: 'roll', value: 5 })
    if (isLeft(started)) throw new Error('start')
    const run = playout(bolide, started.right.state, seedRng(1), [heuristicBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const turns = qualifyingResult(run.right.state).turns
    expect(turns).not.toBeNull()
    expect(turns ?? 0).toBeGreaterThanOrEqual(best)
    expect(turns ?? 0).toBeLessThanOrEqual(best + 5)
  })
})
