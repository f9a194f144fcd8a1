import { describe, it, expect } from 'vitest'
import type { Card, CarId, Action, State } from '../../src/formula-motor-racing/index.js'
import { act, actAll, dealActions, deckOf, game, setup, STANDARD_GRID } from './helpers.js'

// Three players: seat 0 drives red and yellow, seat 1 blue and black, seat 2 green and white.
// A small deck of 18 cards (5 per player and 3 to draw) keeps every race short enough to
// script by hand: three turns with a draw, then one more card each. Every expected order
// and every point below was worked out by hand from the rules, not from the engine.
const HANDS: ReadonlyArray<ReadonlyArray<Card>> = [
  ['overtake-4:red', 'turbo', 'wrong-lane', 'pit-stop', 'collision'],
  ['overtake-3:blue', 'loss-of-control', 'major-spin', 'wheel-loss:blue', 'off-track'],
  ['overtake-2:green', 'minor-spin', 'engine-blow:white', 'overtake-3:white', 'turbo'],
]
const PILE: ReadonlyArray<Card> = ['overtake-3:red', 'wrong-lane', 'off-track']
// The pile is drawn in this order in every race.
const draw = (i: number): Action => ({ type: 'draw', card: PILE[i] as Card })

const RACE_1: ReadonlyArray<Action> = [
  // Seat 0 (red-1 on pole) starts. red-2 12th -> 8th, alone (nobody behind the last car).
  { type: 'play', seat: 0, card: 'overtake-4:red', car: 'red-2' },
  draw(0),
  // blue-2 12th -> 9th, alone.
  { type: 'play', seat: 1, card: 'overtake-3:blue', car: 'blue-2' },
  draw(1),
  // green-1 3rd -> 1st, yellow-1 (directly behind) -> 2nd.
  { type: 'play', seat: 2, card: 'overtake-2:green', car: 'green-1' },
  draw(2),
  // Pile empty: one more card each. Collision on 4th (blue-1) with the car behind (black-1).
  { type: 'play', seat: 0, card: 'collision', car: null },
  { type: 'roll', value: 4 },
  { type: 'partner', seat: 0, side: 'behind' },
  // Major spin: 11 (no car: only 10 race), re-rolled: 1, green-1 is out.
  { type: 'play', seat: 1, card: 'major-spin', car: null },
  { type: 'roll', value: 11 },
  { type: 'reroll', seat: 1 },
  { type: 'roll', value: 1 },
  // Engine on white-2 (seat 2's own car, 4th): 5 -> 3rd, rolls again, 12: out.
  { type: 'play', seat: 2, card: 'engine-blow:white', car: 'white-2' },
  { type: 'roll', value: 5 },
  { type: 'roll-again', seat: 2 },
  { type: 'roll', value: 12 },
]
const RACE_1_FINISH: ReadonlyArray<CarId> = [
  'yellow-1',
  'red-1',
  'white-1',
  'red-2',
  'blue-2',
  'black-2',
  'yellow-2',
  'green-2',
  'white-2',
  'green-1',
  'blue-1',
  'black-1',
]

const RACE_2: ReadonlyArray<Action> = [
  // yellow-1 on pole: seat 0 starts. Neutral pit stop on white-1 (3rd), 2: -> 5th.
  { type: 'play', seat: 0, card: 'pit-stop', car: 'white-1' },
  { type: 'roll', value: 2 },
  draw(0),
  // Own blue-2 (4th): 3 -> 3rd, then stop.
  { type: 'play', seat: 1, card: 'wheel-loss:blue', car: 'blue-2' },
  { type: 'roll', value: 3 },
  { type: 'stop', seat: 1 },
  draw(1),
  // Minor spin: 2 (red-1), kept: red-1 to the last racing place.
  { type: 'play', seat: 2, card: 'minor-spin', car: null },
  { type: 'roll', value: 2 },
  { type: 'keep', seat: 2 },
  draw(2),
  // red-1 12th -> 9th, alone.
  { type: 'play', seat: 0, card: 'overtake-3:red', car: 'red-1' },
  // yellow-1 1st -> 4th.
  { type: 'play', seat: 1, card: 'loss-of-control', car: 'yellow-1' },
  // white-2 8th -> 5th, red-1 behind it 9th -> 6th.
  { type: 'play', seat: 2, card: 'overtake-3:white', car: 'white-2' },
]
const RACE_2_FINISH: ReadonlyArray<CarId> = [
  'blue-2',
  'red-2',
  'white-1',
  'yellow-1',
  'white-2',
  'red-1',
  'black-2',
  'yellow-2',
  'green-2',
  'green-1',
  'blue-1',
  'black-1',
]

const RACE_3: ReadonlyArray<Action> = [
  // blue-2 on pole: seat 1 starts. red-2 2nd -> 4th.
  { type: 'play', seat: 1, card: 'off-track', car: 'red-2' },
  draw(0),
  // green-1 10th (one of the last three) -> 7th.
  { type: 'play', seat: 2, card: 'turbo', car: 'green-1' },
  draw(1),
  // Collision on 1st (blue-2): the car behind (white-1) is forced.
  { type: 'play', seat: 0, card: 'collision', car: null },
  { type: 'roll', value: 1 },
  draw(2),
  // Major spin: 3 (white-2), kept.
  { type: 'play', seat: 1, card: 'major-spin', car: null },
  { type: 'roll', value: 3 },
  { type: 'keep', seat: 1 },
  // Both white cars are out: the white engine card has no effect.
  { type: 'play', seat: 2, card: 'engine-blow:white', car: null },
  // red-1 3rd -> 1st (gains past first lost), green-1 behind it -> 2nd.
  { type: 'play', seat: 0, card: 'overtake-4:red', car: 'red-1' },
]
const RACE_3_FINISH: ReadonlyArray<CarId> = [
  'red-1',
  'green-1',
  'yellow-1',
  'red-2',
  'black-2',
  'yellow-2',
  'green-2',
  'blue-1',
  'black-1',
  'white-2',
  'blue-2',
  'white-1',
]

const start = (races: number, driversChampionship = false): State =>
  setup({
    players: 3,
    races,
    variants: { shortRaces: false, driversChampionship },
    grid: STANDARD_GRID,
    deck: deckOf([...HANDS.flat(), ...PILE]),
  })

const DEAL = dealActions(HANDS)

describe('FMR scenario: a whole scripted race', () => {
  it('FMR Comment jouer: a scripted three-player race from the grid to the points', () => {
    const dealt = actAll(start(1), DEAL).state
    expect(game.status(dealt)).toEqual({ kind: 'decision', seat: 0, phase: 'play-card' })
    let state = dealt
    const snapshots: Record<number, ReadonlyArray<CarId>> = {}
    RACE_1.forEach((action, i) => {
      state = act(state, action).state
      snapshots[i] = state.order
    })
    // After the three overtakes.
    expect(snapshots[5]).toEqual([
      'green-1',
      'yellow-1',
      'red-1',
      'blue-1',
      'black-1',
      'white-1',
      'white-2',
      'red-2',
      'blue-2',
      'black-2',
      'yellow-2',
      'green-2',
    ])
    // After the collision (blue-1 and black-1 out) and the spin (green-1 out).
    expect(snapshots[12]).toEqual([
      'yellow-1',
      'red-1',
      'white-1',
      'white-2',
      'red-2',
      'blue-2',
      'black-2',
      'yellow-2',
      'green-2',
    ])
    expect(state.phase).toBe('over')
    expect(state.hands.map((h) => h.length)).toEqual([4, 4, 4])
    expect(state.out).toEqual(['white-2', 'green-1', 'blue-1', 'black-1'])
    expect(state.results[0]?.classification).toEqual(RACE_1_FINISH)
    // yellow-1 10, red-1 6, white-1 4, red-2 3, blue-2 2, black-2 1.
    expect(state.results[0]?.teamPoints).toEqual([9, 2, 0, 10, 1, 4])
    const st = game.status(state)
    if (st.kind !== 'over') throw new Error('not over')
    expect(st.standings.seats).toEqual([
      { seat: 0, place: 1, score: 19 },
      { seat: 2, place: 2, score: 4 },
      { seat: 1, place: 3, score: 3 },
    ])
  })
})

describe('FMR scenario: a three-race season', () => {
  const season = (drivers: boolean): State =>
    actAll(start(3, drivers), [...DEAL, ...RACE_1, ...DEAL, ...RACE_2, ...DEAL, ...RACE_3]).state

  it('FMR Comment gagner: the points table of a scripted three-race season', () => {
    const state = season(false)
    expect(state.results.map((r) => r.classification)).toEqual([RACE_1_FINISH, RACE_2_FINISH, RACE_3_FINISH])
    //              red blue green yellow black white
    const table = [
      [9, 2, 0, 10, 1, 4],
      [7, 10, 0, 3, 0, 6],
      [13, 0, 6, 5, 2, 0],
    ]
    expect(state.results.map((r) => r.teamPoints)).toEqual(table)
    expect(state.teamPoints).toEqual([29, 12, 6, 18, 3, 10])
    const st = game.status(state)
    if (st.kind !== 'over') throw new Error('not over')
    expect(st.standings.placings.map((p) => [p.competitor, p.score])).toEqual([
      ['red', 29],
      ['yellow', 18],
      ['blue', 12],
      ['white', 10],
      ['green', 6],
      ['black', 3],
    ])
    expect(st.standings.seats).toEqual([
      { seat: 0, place: 1, score: 47 },
      { seat: 2, place: 2, score: 16 },
      { seat: 1, place: 3, score: 15 },
    ])
  })

  it('FMR Championnat Automobile: the drivers of the same season, ties broken by the final race', () => {
    const st = game.status(season(true))
    if (st.kind !== 'over') throw new Error('not over')
    // red-1 6+1+10 = 17 and yellow-1 10+3+4 = 17: red-1 won the final race.
    // red-2 3+6+3 = 12 and blue-2 2+10+0 = 12: red-2 4th in the final race, blue-2 out.
    expect(st.standings.placings.map((p) => [p.competitor, p.score])).toEqual([
      ['red-1', 17],
      ['yellow-1', 17],
      ['red-2', 12],
      ['blue-2', 12],
      ['white-1', 8],
      ['green-1', 6],
      ['black-2', 3],
      ['white-2', 2],
      ['yellow-2', 1],
      ['green-2', 0],
      ['blue-1', 0],
      ['black-1', 0],
    ])
    expect(st.standings.placings.find((p) => p.competitor === 'blue-2')?.eliminated).toBeDefined()
  })
})
