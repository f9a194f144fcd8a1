import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { checkEncodingLaws, decisionLaws } from '../support/encoding-laws.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { carAt, legacyHairpin, moveTo, play, raceState, T, track } from './helpers.js'
import {
  bots,
  defaultConfig,
  determinize,
  encoding,
  formuleDe,
  MOVES_PER_SPACE,
  type Config,
  type State,
} from '../../src/formule-de/index.js'

const configs: ReadonlyArray<readonly [string, Config]> = [
  ['basic, Hairpin, 4 cars, 1 lap', defaultConfig({ players: 4, board: 'hairpin', laps: 1 })],
  ['advanced, Speedbowl, 5 cars, 1 lap', defaultConfig({ players: 5, board: 'speedbowl', laps: 1, rules: 'advanced' })],
  ['tournament, Hairpin, 3 cars, 3 laps', defaultConfig({ players: 3, board: 'hairpin', rules: 'tournament' })],
  ['advanced, Riviera, 6 cars, 1 lap', defaultConfig({ players: 6, rules: 'advanced', laps: 1 })],
]

describe('Formule Dé encoding (FD-B déplacements, FD-A 1, 3, 5, 7, FD-T 1, 4, 5, 19: the decisions of a car)', () => {
  checkEncodingLaws(
    {
      game: formuleDe,
      encoding,
      configs,
      policies: (seats) => Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? bots.heuristic : bots.random)),
      races: 1,
      seats: (state) => state.cars.length,
      sameView: determinize,
      every: 6,
      // A car's place in the list is its seat.
      fixedOrder: ['cars'],
    },
    120_000,
  )

  it("a move's id is its end space and its rank among the moves listed there", () => {
    const made = encoding(defaultConfig({ players: 2, board: 'hairpin' }))
    expect(isRight(made)).toBe(true)
    if (!isRight(made)) return
    const ranges = made.right.actionRanges
    const move = ranges.find((r) => r.name === 'move')
    expect(move?.count).toBe(
      (MOVES_PER_SPACE * (ranges.find((r) => r.name === 'slipstream')?.count ?? 0)) / MOVES_PER_SPACE,
    )
    expect(ranges.map((r) => r.name)).toEqual([
      'gear',
      'move',
      'slipstream',
      'no-slipstream',
      'tyres',
      'choose-stand',
      'build',
      'stand',
      'chrono',
    ])
  })

  // The rare decisions the seeded races may not reach, from the rule tests' positions.
  const idsAt = (circuit: Circuit, state: State): { problems: string[]; ranges: Set<string> } => {
    const made = encoding({ ...defaultConfig({ players: state.cars.length, laps: 3, rules: 'advanced' }), circuit })
    if (!isRight(made)) throw new Error(made.left.message)
    const problems: string[] = []
    const ranges = new Set<string>()
    decisionLaws(formuleDe, made.right, state, state.cars.length, (p) => problems.push(p), ranges)
    return { problems, ranges }
  }

  it('FD-A 1, FD-T 18: a slipstream by its end space and rank, and declining it', () => {
    const moving = raceState(
      track,
      [carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4 })],
      { kind: 'move', roll: 7, reason: 'gear', engineTest: false },
      { rules: resolveRules('advanced'), laps: 3 },
    )
    const s = play(moving, [moveTo(moving, T(1, 11))]).state
    expect(s.step.kind).toBe('slipstream')
    const { problems, ranges } = idsAt(track, s)
    expect(problems).toEqual([])
    expect([...ranges].sort()).toEqual(['no-slipstream', 'slipstream'])
  })

  it('FD-A 7, FD-T 19: a stop at the stand by its tyres and its repairs', () => {
    const stand0 = legacyHairpin.spaces.find((sp) => sp.kind === 'stand' && sp.stand === 0)?.id ?? -1
    for (const preset of ['advanced', 'tournament'] as const) {
      const s = raceState(
        legacyHairpin,
        [
          carAt(stand0, {
            gear: 3,
            pit: 'stand',
            serviced: true,
            lap: 2,
            standPoints: 2,
            wear: { tyres: 6, brakes: 1, fuel: 3, body: 2, engine: 3 },
          }),
        ],
        { kind: 'stand', engineTest: false },
        { rules: resolveRules(preset), laps: 3 },
      )
      const legal = formuleDe.legalActions(s)
      expect(legal.length).toBeGreaterThan(10)
      const { problems, ranges } = idsAt(legacyHairpin, s)
      expect(problems).toEqual([])
      expect([...ranges]).toEqual(['stand'])
    }
  })
})
