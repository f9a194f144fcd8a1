import fc from 'fast-check'
import { checkLaws } from '../support/laws.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { randomRing } from './random-circuit.js'
import { onBoard } from '../../src/bolide/rules/context.js'
import { inconsistencies } from '../../src/bolide/consistency/index.js'
import type { BolideState } from '../../src/bolide/state.js'
import { PRESET_NAMES } from '../../src/bolide/config.js'

const point = fc.record({ x: fc.integer({ min: -2, max: 47 }), y: fc.integer({ min: -2, max: 27 }) })

/** No two cars on one point; blocks and damage never negative; the active seat is racing. */
const invariants = (s: BolideState): ReadonlyArray<string> => {
  const out: string[] = [...inconsistencies(s)]
  const seen = new Set<string>()
  for (const c of s.cars) {
    if (c.blocks < 0) out.push(`car ${c.seat} has ${c.blocks} blocks`)
    if (c.speedLoss < 0) out.push(`car ${c.seat} has a negative speed loss`)
    if (!onBoard(c)) continue
    const k = `${c.pos.x},${c.pos.y}`
    if (seen.has(k)) out.push(`two cars on ${k}`)
    seen.add(k)
  }
  const finished = s.cars
    .filter((c) => c.finishRank !== null)
    .map((c) => c.finishRank)
    .sort()
  finished.forEach((r, i) => {
    if (r !== i + 1) out.push(`finish ranks are not 1..n: ${finished.join(',')}`)
  })
  return out
}

checkLaws({
  game: bolide,
  configs: fc
    .record({
      players: fc.integer({ min: 2, max: 6 }),
      laps: fc.integer({ min: 1, max: 2 }),
      rules: fc.constantFrom(...PRESET_NAMES),
      maxRounds: fc.integer({ min: 5, max: 60 }),
    })
    .chain(({ maxRounds, ...o }) =>
      fc.oneof(fc.constant(testRing), randomRing).map((circuit) => ({ ...defaultConfig(o), circuit, maxRounds })),
    ),
  actions: fc.oneof(
    fc.record({
      type: fc.constant('move'),
      to: point,
      slipstream: fc.boolean(),
      pit: fc.constantFrom(null, 1, 2, 3, 4),
    }),
    fc.record({ type: fc.constant('block'), to: point }),
    fc.record({ type: fc.constant('attack'), to: point }),
    fc.record({ type: fc.constant('reposition'), to: point }),
    fc.record({ type: fc.constant('regroup'), to: point }),
    fc.record({
      type: fc.constant('strategy'),
      strategy: fc.constantFrom('8+2', '9+1'),
      tread: fc.constantFrom('slick', 'rain'),
      setUp: fc.constantFrom('booster', 'none'),
    }),
    fc.record({
      type: fc.constant('pit-exit'),
      to: point,
      strategy: fc.constantFrom('8+2', '7+3', '6/7+2', '5/7+3'),
      tread: fc.constantFrom('slick', 'rain'),
    }),
    fc.record({ type: fc.constant('roll'), value: fc.integer({ min: 0, max: 13 }) }),
    fc.record({ type: fc.constant('draw-grid'), seat: fc.integer({ min: -1, max: 8 }) }),
    fc.constantFrom({ type: 'booster' }, { type: 'brake' }, { type: 'stay' }, { type: 'timeout' }),
  ),
  invariants,
  maxSteps: 20_000,
  // 30 races a law, 300 one-field edits (and test/bolide/state-check.test.ts edits the fields that matter).
  numRuns: 30,
  chanceSources: true,
  seats: (s) => s.cars.length,
  eventLeaks: () => [],
})
