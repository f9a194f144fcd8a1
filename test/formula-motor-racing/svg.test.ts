import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formulaMotorRacing as game,
  defaultConfig,
  bots,
  renderSvg,
  CARS,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { elementsWith, sampledStates } from '../support/pictures.js'

const seats = [bots.heuristic, bots.random, bots.heuristic, bots.random, bots.heuristic, bots.random]
const handCards = (svg: string): ReadonlyArray<string> =>
  [...svg.matchAll(/class="hand-card" data-card="([^"]+)"/g)].map((m) => m[1] as string)
const sorted = (cards: ReadonlyArray<string>): ReadonlyArray<string> => [...cards].sort()

// A season of four seats, sampled every few steps once the hands are dealt (every 8th step:
// since each seat draws from its own stream, every 9th gave exactly the 20 states the leak
// test asks more than).
const states = sampledStates(game, { ...defaultConfig({ players: 4 }), races: 2 }, seats, 11, 8).filter(
  (s) => s.phase !== 'deal-crew' && s.phase !== 'deal-cards',
)
const midRace = states.find((s) => s.phase === 'play-card' && s.out.length > 0) ?? (states[states.length - 1] as State)

describe('Formula Motor Racing pictures', () => {
  it('FMR Effets des cartes: the running order has twelve places, racing cars pole first, the cars out apart after them', () => {
    for (const state of [states[0] as State, midRace]) {
      const svg = renderSvg(state)
      const slots = elementsWith(svg, 'slot').map((e) => [Number(e['data-slot']), e['data-car']])
      expect(slots).toEqual(state.order.map((car, i) => [i + 1, car]))
      expect(elementsWith(svg, 'out').map((e) => e['data-out'])).toEqual(state.out)
      expect(slots.length + state.out.length).toBe(CARS.length)
    }
    expect(midRace.out.length).toBeGreaterThan(0)
  })

  it('FMR Comment jouer: a spectator sees no card of any hand, only how many each seat holds', () => {
    const svg = renderSvg(midRace)
    expect(handCards(svg)).toEqual([])
    for (const [seat, hand] of midRace.hands.entries())
      expect(elementsWith(svg, 'back').filter((e) => e['data-back'] === String(seat)).length).toBe(hand.length)
  })

  it("FMR Comment jouer: a seat's picture shows exactly its own hand", () => {
    for (const seat of midRace.hands.keys())
      expect(sorted(handCards(renderSvg(midRace, { seat })))).toEqual(sorted(midRace.hands[seat] ?? []))
  })

  it('no hidden card leaks: the picture of a seat is the same whatever the other hands and the removed cards hold', () => {
    const viewer = 1
    for (const state of states) {
      // Every other hand replaced by as many Collision cards, the cards removed face down reversed.
      const hands = state.hands.map((h, i) => (i === viewer ? h : h.map(() => 'collision' as const)))
      const moved: State = { ...state, hands, removed: [...state.removed].reverse() }
      expect(renderSvg(moved, { seat: viewer, highlight: true })).toBe(
        renderSvg(state, { seat: viewer, highlight: true }),
      )
      expect(renderSvg(moved, { highlight: true })).toBe(renderSvg(state, { highlight: true }))
    }
    expect(states.length).toBeGreaterThan(15)
  })

  it('highlight rings the cars the seat to play can target, and only in that seat’s own picture', () => {
    const state = states.find((s) => s.phase === 'play-card') as State
    const targets = new Set(
      game.legalActions(state, state.turn).flatMap((a) => (a.type === 'play' && a.car !== null ? [a.car] : [])),
    )
    const ringed = (svg: string): ReadonlySet<string> =>
      new Set(elementsWith(svg, 'slot').flatMap((e) => (e['data-target'] === 'yes' ? [e['data-car'] as string] : [])))
    expect(ringed(renderSvg(state, { seat: state.turn, highlight: true }))).toEqual(targets)
    expect(ringed(renderSvg(state, { seat: (state.turn + 1) % 4, highlight: true })).size).toBe(0)
    expect(ringed(renderSvg(state, { highlight: true })).size).toBe(0)
    expect(targets.size).toBeGreaterThan(0)
  })

  it('rendering never throws on states of seeded random seasons, for every seat and the spectator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 3, max: 6 }),
        fc.boolean(),
        (seed, players, shortRaces) => {
          for (const state of sampledStates(
            game,
            { ...defaultConfig({ players, rules: shortRaces ? 'short-races' : 'basic' }), races: 2 },
            seats,
            seed,
            13,
          )) {
            expect(handCards(renderSvg(state, { highlight: true }))).toEqual([])
            for (const seat of state.hands.keys()) {
              const svg = renderSvg(state, { seat, highlight: true })
              expect(svg.startsWith('<svg') && svg.endsWith('</svg>')).toBe(true)
              expect(sorted(handCards(svg))).toEqual(sorted(state.hands[seat] ?? []))
            }
          }
        },
      ),
      { numRuns: 12, seed: 11 },
    )
  })
})
