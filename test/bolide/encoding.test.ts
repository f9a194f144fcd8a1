import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { checkEncodingLaws, decisionLaws } from '../support/encoding-laws.js'
import { bolide, bots, defaultConfig, determinize, encoding, type Config, type State } from '../../src/bolide/index.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { mv, pad, play, roll, scenario } from './helpers.js'

const configs: ReadonlyArray<readonly [string, Config]> = [
  ['basic, Costa Azzurra, 4 drivers, 1 lap', defaultConfig({ players: 4, laps: 1 })],
  [
    'advanced, Brughiera Park, 3 drivers, 2 laps',
    defaultConfig({ players: 3, board: 'brughiera-park', rules: 'advanced' }),
  ],
  [
    'advanced, test ring, 6 drivers, 1 lap',
    defaultConfig({ players: 6, board: 'test-ring', rules: 'advanced', laps: 1 }),
  ],
]

describe('Bolide encoding (BO 1 to 9, 11: the decisions of a driver)', () => {
  checkEncodingLaws({
    game: bolide,
    encoding,
    configs,
    policies: (seats) => Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? bots.heuristic : bots.random)),
    races: 2,
    seats: (state) => state.cars.length,
    sameView: determinize,
    every: 4,
    // A car's place in the list is its seat.
    fixedOrder: ['cars'],
  })

  it("a move's id is its target's offset from the car, then plain, slipstream or a pit box", () => {
    const made = encoding(defaultConfig({ players: 2 }))
    expect(isRight(made)).toBe(true)
    if (!isRight(made)) return
    const move = made.right.actionRanges[0]
    expect([move?.name, move?.offset, move?.count]).toEqual(['move', 0, 21 * 21 * 5])
  })

  // The rare nodes the seeded races may not reach, from the rule tests' positions.
  const idsAt = (config: Config, state: State, seats: number): { problems: string[]; ranges: Set<string> } => {
    const made = encoding(config)
    if (!isRight(made)) throw new Error(made.left.message)
    const problems: string[] = []
    const ranges = new Set<string>()
    decisionLaws(bolide, made.right, state, seats, (p) => problems.push(p), ranges)
    return { problems, ranges }
  }

  it('BO 9: a pit exit is its point of the Pit Lane Out line (or behind it) and its tyres', () => {
    const s = scenario(
      testRing,
      [
        { pos: { x: 9, y: 13 }, vel: { x: 3, y: 0 }, patch: { halfway: true, blocks: 0, speedLoss: 2 } },
        { pos: { x: 30, y: 14 }, patch: { mode: 'finished', finishRank: 1 } },
      ],
      { patch: { finished: 1 } },
    )
    const served = play(s, mv(12, 13, false, 3), roll(11)).state
    expect(served.phase.kind).toBe('pit-exit')
    const { problems, ranges } = idsAt(defaultConfig({ players: 2, board: 'test-ring' }), served, 2)
    expect(problems).toEqual([])
    expect([...ranges]).toEqual(['pit-exit'])
  })

  it('BO 6: a regroup behind the safety car is its track point', () => {
    const s = scenario(pad, [
      { pos: { x: 10, y: 10 }, vel: { x: 4, y: 0 } },
      { pos: { x: 14, y: 10 }, vel: { x: 3, y: 0 } },
    ])
    const out = play(s, mv(14, 10), roll(7), roll(4), { type: 'reposition', to: { x: 13, y: 10 } }, mv(17, 10)).state
    expect(out.phase.kind).toBe('regroup')
    const { problems, ranges } = idsAt({ ...defaultConfig({ players: 2, board: 'test-ring' }), circuit: pad }, out, 2)
    expect(problems).toEqual([])
    expect([...ranges]).toEqual(['regroup'])
  })
})
