import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson } from '../../src/core/index.js'
import {
  defaultConfig,
  position,
  type Card,
  type Config,
  type PositionEdits,
  type PositionError,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { act, game, observe, STANDARD_GRID } from './helpers.js'
import { playOnProblems, walkSeason } from './walk.js'
import { expectExtraFieldsNamed } from '../support/position-edits.js'

const built = (config: Config, edits: PositionEdits): State => {
  const r = position(config, edits)
  if (isLeft(r)) throw new Error(r.left.message)
  return r.right
}
const problems = (config: Config, edits: PositionEdits): PositionError => {
  const r = position(config, edits)
  if (!isLeft(r)) throw new Error('the position was built')
  return r.left
}

const four = defaultConfig({ players: 4 })
const HANDS: ReadonlyArray<ReadonlyArray<Card>> = [
  ['overtake-3:red', 'overtake-3:red', 'turbo', 'pit-stop', 'collision'],
  ['overtake-2:blue', 'wrong-lane', 'off-track', 'major-spin', 'turbo'],
  ['overtake-4:green', 'loss-of-control', 'wrong-lane', 'minor-spin', 'pit-stop:green'],
  ['overtake-3:yellow', 'engine-blow:yellow', 'off-track', 'wrong-lane', 'turbo'],
]

describe('position: a state from the hands, the running order and the seat to act', () => {
  it('FMR Mise en place 3: the pile is the rest of the deck, and the season plays on from the position', () => {
    const s = built(four, { hands: HANDS, order: STANDARD_GRID, turn: 2 })
    expect(s.phase).toBe('play-card')
    expect(s.pileSize).toBe(54 - 20)
    expect(observe(s, 2).hand).toEqual(HANDS[2])
    // Seat 2's plays are its five cards on their cars (its green pit stop: green-1 or green-2).
    const plays = game.legalActions(s, 2)
    expect(new Set(plays.map((a) => (a.type === 'play' ? a.card : a.type)))).toEqual(new Set(HANDS[2]))
    expect(plays).toContainEqual({ type: 'play', seat: 2, card: 'pit-stop:green', car: 'green-2' })
    // Two of the four Turbo cards are in hands: the pile holds the other two of its 34 cards.
    const drawn = act(s, { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' }).state
    const st = game.status(drawn)
    if (st.kind !== 'chance') throw new Error('a draw is expected')
    expect(st.outcomes.find((o) => o.action.type === 'draw' && o.action.card === 'turbo')?.weight).toBe(1)
    expect(st.outcomes.reduce((sum, o) => sum + o.weight, 0)).toBe(34)
    expect(playOnProblems(s, 9)).toEqual([])
  })

  it('FMR Comment jouer: after the pile ran out, the seats that played their last card hold four', () => {
    const deck = [{ card: 'wrong-lane' as const, count: 25 }]
    const hands = [4, 4, 5, 5].map((n) => Array<Card>(n).fill('wrong-lane'))
    const s = built(
      { ...four, deck },
      {
        hands,
        order: STANDARD_GRID,
        turn: 2,
        discards: ['wrong-lane', 'wrong-lane', 'wrong-lane', 'wrong-lane', 'wrong-lane', 'wrong-lane', 'wrong-lane'],
      },
    )
    expect(s.pileSize).toBe(0)
    // Seat 2 and seat 3 play their last card, then the race ends.
    const a = act(s, { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' }).state
    const b = act(a, { type: 'play', seat: 3, card: 'wrong-lane', car: 'red-1' }).state
    expect(b.phase).toBe('over')
    // The run of short hands must end just before the seat to play.
    const wrong = problems(
      { ...four, deck },
      { hands, order: STANDARD_GRID, turn: 3, discards: Array<Card>(7).fill('wrong-lane') },
    )
    expect(wrong.problems).toEqual([
      'the hands (4, 4, 5, 5 cards) do not fit seat 3 in phase play-card with 0 cards in the pile',
    ])
  })

  it('FMR Comment gagner: finished races are scored and their points added to the carried ones', () => {
    const first = [...STANDARD_GRID].reverse()
    const s = built(
      { ...four, races: 3, carriedPoints: { teams: [5, 0, 0, 0, 0, 0], cars: Array<number>(12).fill(0) } },
      {
        hands: HANDS,
        order: STANDARD_GRID,
        turn: 0,
        results: [first],
      },
    )
    expect(s.race).toBe(2)
    // Race 1: red-2 won (10), blue-2 second (6), green-2 4, yellow-2 3, black-2 2, white-2 1.
    expect(s.teamPoints).toEqual([15, 6, 4, 3, 2, 1])
    expect(observe(s, 0).results[0]?.classification).toEqual(first)
  })

  it('a position that is not one lists every problem, one line each', () => {
    const short = HANDS.map((h, i) => (i === 1 ? h.slice(0, 4) : h))
    const bad = problems(four, { hands: short, order: STANDARD_GRID.slice(1), turn: 1 })
    expect(bad.code).toBe('BAD_STATE')
    // Seat 1's fifth card went back to the pile: a seat to play holds five while the pile lasts.
    expect(bad.problems).toEqual([
      'the running order and the out queue do not hold the 12 cars once each',
      'the hands (5, 4, 5, 5 cards) do not fit seat 1 in phase play-card with 35 cards in the pile',
    ])
    for (const line of bad.problems) expect(bad.message).toContain(line)
    // A card the game does not know: the edits are not even well formed, and say where.
    const unknown = problems(four, { hands: [...HANDS.slice(0, 3), ['nitro' as Card]], order: STANDARD_GRID, turn: 0 })
    expect(unknown.problems).toEqual(['at .hands[3][0]: expected Card, got "nitro"'])
    // An edit that is not one is named with the edits there are, never ignored.
    const typo = problems(four, { hands: HANDS, order: STANDARD_GRID, turn: 0, piles: [] } as PositionEdits)
    expect(typo.problems[0]).toMatch(/^at \.piles: "piles" is not a field here; the fields are hands, order, turn, out/)
    // More copies than the deck holds.
    const greedy = problems(four, {
      hands: HANDS.map(() => Array<Card>(5).fill('turbo')),
      order: STANDARD_GRID,
      turn: 0,
    })
    expect(greedy.problems).toContain('the position holds 20 turbo, the deck 4')
    // A seat that is not one.
    expect(problems(four, { hands: HANDS, order: STANDARD_GRID, turn: 4 }).problems).toEqual([
      'seat 4 is not a seat of 4 players',
    ])
  })

  it('FMR Petites Courses: a short race names its six cards removed face down', () => {
    const config = defaultConfig({ players: 4, rules: 'short-races' })
    expect(problems(config, { hands: HANDS, order: STANDARD_GRID, turn: 0 }).problems).toEqual([
      '0 cards removed face down in phase play-card',
    ])
    const removed: Card[] = [
      'overtake-2:red',
      'overtake-2:green',
      'loss-of-control',
      'off-track',
      'pit-stop:blue',
      'overtake-4:red',
    ]
    expect(built(config, { hands: HANDS, order: STANDARD_GRID, turn: 0, removed }).pileSize).toBe(54 - 20 - 6)
  })

  it('a refused config gives its setup code, and edits of the wrong shape give a Left, never a throw', () => {
    expect(problems({ ...four, players: 7 }, { hands: HANDS, order: STANDARD_GRID, turn: 0 }).code).toBe(
      'TOO_MANY_PLAYERS',
    )
    for (const edits of [{}, { hands: 5, order: null, turn: 'x' }, { hands: [[7]], order: ['red-1'], turn: 0 }, null]) {
      const r = position(four, edits as unknown as PositionEdits)
      expect(isLeft(r) && r.left.code).toBe('BAD_STATE')
    }
  })

  it('every state of random seasons, once its cards are dealt, is rebuilt field for field from its edits', () => {
    const configs: ReadonlyArray<Config> = [
      { ...defaultConfig({ players: 3, rules: 'short-races' }), races: 2 },
      {
        ...defaultConfig({ players: 5, rules: 'drivers' }),
        races: 2,
        carriedPoints: { teams: [1, 2, 3, 4, 5, 6], cars: Array<number>(12).fill(1) },
      },
    ]
    let rebuilt = 0
    for (const [i, config] of configs.entries()) {
      for (const state of walkSeason(config, 70 + i).states) {
        if (
          state.phase === 'deal-crew' ||
          state.phase === 'remove-cards' ||
          state.phase === 'deal-cards' ||
          state.phase === 'over'
        )
          continue
        const edits: PositionEdits = {
          hands: state.hands,
          order: state.order,
          out: state.out,
          turn: state.turn,
          results: state.results.map((r) => r.classification),
          discards: state.discards,
          removed: state.removed,
          phase: state.phase,
          pending: state.pending,
        }
        const s = built(config, edits)
        // The crew cards are history the builder does not know: dealt in colour order.
        expect(canonicalJson({ ...s, crews: [] })).toBe(canonicalJson({ ...state, crews: [] }))
        rebuilt++
      }
    }
    expect(rebuilt).toBeGreaterThan(100)
  })

  it('edits that are not edits are named with the fields there are, never ignored', () => {
    const text = (edits: unknown): string | null => {
      const r = position(four, edits as PositionEdits)
      return isLeft(r) ? r.left.message : null
    }
    expectExtraFieldsNamed({ hands: HANDS, order: STANDARD_GRID, turn: 0 }, text, [
      'hands',
      'order',
      'turn',
      'out',
      'results',
      'race',
      'discards',
      'removed',
      'pile',
      'phase',
      'pending',
    ])
  })
})
