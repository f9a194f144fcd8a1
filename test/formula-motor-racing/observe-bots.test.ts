import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  actionValue,
  defaultConfig,
  describeEvent,
  describeRunningOrder,
  bots,
  type CarId,
  type Action,
  type Event,
  type Observation,
} from '../../src/formula-motor-racing/index.js'
import { act, actAll, game, observe, race, setup, STANDARD_GRID } from './helpers.js'

describe('FMR observations', () => {
  it('FMR Comment jouer: a seat sees its own hand and the public table, never other hands or the pile', () => {
    const a = race({
      hands: [['turbo'], ['collision'], ['major-spin'], ['pit-stop']],
      pile: ['overtake-3:red', 'turbo'],
    })
    const b = race({
      hands: [['turbo'], ['overtake-4:blue'], ['minor-spin'], ['off-track']],
      pile: ['wheel-loss:red', 'turbo'],
    })
    const seen = observe(a, 0)
    expect(seen.hand).toEqual(a.hands[0])
    expect(seen.handSizes).toEqual([5, 5, 5, 5])
    expect(seen.deckSize).toBe(2)
    expect(seen.order).toEqual(STANDARD_GRID)
    expect(Object.keys(seen)).not.toContain('hands')
    expect(Object.keys(seen)).not.toContain('pile')
    // Different other hands and pile, same own hand: seat 0 cannot tell the two tables apart
    // (apart from the public deck list, which is the box's content and differs here).
    const strip = (o: Observation) => ({ ...o, deck: null })
    expect(strip(observe(a, 0))).toEqual(strip(observe(b, 0)))
    expect(observe(a, 'spectator').hand).toBeNull()
    expect(observe(a, 1).hand).toEqual(a.hands[1])
  })

  it('FMR Comment jouer: observations never contain another seat’s cards (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 6 }), (seed, players) => {
        const run = playout(
          game,
          setup(defaultConfig({ players })),
          seedRng(seed),
          Array.from({ length: players }, () => bots.random),
          {
            maxSteps: 60,
          },
        )
        const state = isLeft(run) ? run.left.state : run.right.state
        for (let seat = 0; seat < players; seat++) {
          const seen = observe(state, seat)
          expect(seen.hand).toEqual(state.hands[seat])
          expect(JSON.stringify(seen)).not.toContain('"hands"')
          expect(seen.handSizes).toEqual(state.hands.map((h) => h.length))
        }
      }),
      { numRuns: 20 },
    )
  })
})

describe('FMR bots', () => {
  it('FMR Comment jouer: the heuristic bot plays a whole season from observations only', () => {
    const players = 4
    const run = playout(game, setup({ ...defaultConfig({ players }), races: 2 }), seedRng(5), [
      bots.heuristic,
      bots.random,
      bots.heuristic,
      bots.random,
    ])
    if (isLeft(run)) throw new Error(run.left.message)
    expect(game.status(run.right.state).kind).toBe('over')
    expect(run.right.state.results).toHaveLength(2)
  })

  it('FMR Dépassement: the heuristic bot moves its own car up rather than a rival', () => {
    // Seat 0 (red) holds a white +3 and its own red +3: red-2 12th -> 9th is worth more to it.
    const s = race({ hands: [['overtake-3:white', 'overtake-3:red'], [], [], []] })
    const legal = game.legalActions(s, 0)
    const [choice] = bots.heuristic({ seat: 0, observation: observe(s, 0), legal, rng: seedRng(1) })
    expect(choice).toMatchObject({ type: 'play', card: 'overtake-3:red' })
  })

  it('FMR Surcharge: the heuristic values a roll exactly over the d12', () => {
    // Engine card on an opponent's leader: 3/12 chance it explodes, red-1 (2nd) then leads.
    const grid: CarId[] = ['blue-1', 'red-1', ...STANDARD_GRID.filter((c) => c !== 'blue-1' && c !== 'red-1')]
    const s = race({ hands: [['engine-blow:blue'], [], [], []], grid })
    const obs = observe(s, 0)
    const value = actionValue(obs, ['red'], { type: 'play', seat: 0, card: 'engine-blow:blue', car: 'blue-1' })
    // 9/12: nothing moves (blue-1 leads already): red-1 2nd (6) + red-2 12th (0.02);
    // 3/12: blue-1 out, red-1 1st (10) + red-2 11th (0.05).
    expect(value).toBeCloseTo((9 / 12) * (6 + 0.02) + (3 / 12) * (10 + 0.05), 10)
  })

  it('FMR Tête à Queue: the heuristic re-rolls a spin that hits its own car', () => {
    const s = race({ hands: [['major-spin'], [], [], []] })
    const rolled = actAll(s, [
      { type: 'play', seat: 0, card: 'major-spin', car: null },
      { type: 'roll', value: 1 },
    ]).state
    const [choice] = bots.heuristic({
      seat: 0,
      observation: observe(rolled, 0),
      legal: game.legalActions(rolled, 0),
      rng: seedRng(1),
    })
    expect(choice).toEqual({ type: 'reroll', seat: 0 })
    const other = actAll(s, [
      { type: 'play', seat: 0, card: 'major-spin', car: null },
      { type: 'roll', value: 2 },
    ]).state
    const [keep] = bots.heuristic({
      seat: 0,
      observation: observe(other, 0),
      legal: game.legalActions(other, 0),
      rng: seedRng(1),
    })
    expect(keep).toEqual({ type: 'keep', seat: 0 })
  })
})

describe('FMR logs', () => {
  it('FMR Effets des cartes: events read as English lines, card draws are skipped', () => {
    const s = race({ hands: [['overtake-3:white'], [], [], []], pile: ['turbo'] })
    const { events } = actAll(s, [
      { type: 'play', seat: 0, card: 'overtake-3:white', car: 'white-2' },
      { type: 'draw', card: 'turbo' },
    ])
    const lines = events.map((e: Event) => describeEvent(e))
    expect(lines).toEqual([
      'Seat 0 plays overtake-3:white on white-2.',
      'white-2 moves from 7th to 4th.',
      'black-2 moves from 8th to 5th.',
      null,
    ])
    expect(describeEvent({ type: 'car-out', car: 'red-1', cause: 'engine-blow' })).toBe(
      'red-1 is out of the race (engine explosion).',
    )
  })

  it('FMR Effets des cartes: the running order lists racing cars, then the out-of-race queue', () => {
    const s = race({ hands: [['engine-blow:red'], [], [], []] })
    const out = actAll(s, [
      { type: 'play', seat: 0, card: 'engine-blow:red', car: 'red-1' },
      { type: 'roll', value: 12 },
    ] satisfies Action[]).state
    const lines = describeRunningOrder(out)
    expect(lines[0]).toBe(' 1. blue-1 (seat 1)')
    expect(lines[4]).toBe(' 5. white-1 (no player)')
    expect(lines[11]).toBe('Out of the race:')
    expect(lines[12]).toBe('12. red-1 (seat 0) out')
    expect(act(out, { type: 'play', seat: 1, card: 'wrong-lane', car: 'blue-1' }).state.order[1]).toBe('blue-1')
  })
})
