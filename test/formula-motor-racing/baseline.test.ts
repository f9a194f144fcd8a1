import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  CARS,
  COLOURS,
  defaultConfig,
  formulaMotorRacing as game,
  bots,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { mutableRaceResult } from '../../bench/formula-motor-racing.js'

// The bench's ratio is only meaningful if the baseline is the same race: for a seed it must
// draw the generator exactly as the engine's playout with random bots does.
describe('bench baseline', () => {
  it('FMR Comment gagner: the mutable baseline finishes every seeded race like the engine, drawing the same numbers (200 seeds)', () => {
    const start = game.setup(defaultConfig({ players: 6 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const randomBots = Array.from({ length: 6 }, () => bots.random)
    const distinctFinishes = new Set<string>()
    for (let seed = 0; seed < 200; seed++) {
      const run = playout(game, start.right, seedRng(seed), randomBots, { collectEvents: false })
      if (isLeft(run)) throw new Error(run.left.message)
      const end: State = run.right.state
      const result = end.results[0]
      if (result === undefined) throw new Error('no race result')
      const base = mutableRaceResult(seed)
      expect(base.classification.map((car) => CARS[car])).toEqual(result.classification)
      expect(base.teamPoints).toEqual(result.teamPoints)
      // Same number of draws of the same sizes: the generators end in the same state.
      expect(base.generator).toEqual(run.right.rng.state)
      expect(COLOURS.length).toBe(base.teamPoints.length)
      distinctFinishes.add(result.classification.join())
    }
    // Not one race replayed 200 times: the seeds give different races.
    expect(distinctFinishes.size).toBeGreaterThan(150)
  })
})
