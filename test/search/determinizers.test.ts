import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../../src/core/index.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import * as rm from '../../src/rallyman/index.js'
import * as fd from '../../src/formule-de/index.js'
import * as bo from '../../src/bolide/index.js'
import { rightOf, seen } from './helpers.js'

/** The state a playout reaches after at most `steps` steps. */
const after = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  start: S,
  seed: number,
  bots: ReadonlyArray<Policy<A, O>>,
  steps: number,
): S => {
  const run = playout(game, start, seedRng(seed), bots, { maxSteps: steps, collectEvents: false })
  return isLeft(run) ? run.left.state : run.right.state
}

describe('Formula Motor Racing determiniser', () => {
  const game = fmr.formulaMotorRacing
  const configs = fc.record({
    players: fc.integer({ min: 3, max: 6 }),
    races: fc.integer({ min: 1, max: 2 }),
    shortRaces: fc.boolean(),
    driversChampionship: fc.boolean(),
  })

  it('builds states the engine accepts and that give the seat the same observation (every seat, seeded races)', () => {
    fc.assert(
      fc.property(
        configs,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        (c, seed, steps) => {
          const start = rightOf(
            game.setup({
              players: c.players,
              races: c.races,
              variants: { shortRaces: c.shortRaces, driversChampionship: c.driversChampionship },
            }),
          )
          const truth = after(
            game,
            start,
            seed,
            Array.from({ length: c.players }, () => fmr.bots.random),
            steps,
          )
          for (let seat = 0; seat < c.players; seat++) {
            const observation = seen(game, truth, seat)
            const [state] = fmr.determinize(observation, seat, seedRng(seed + seat))
            // A fresh object the engine has never seen: it decodes and checks it.
            const checked = game.admit(JSON.parse(JSON.stringify(state)))
            expect(isLeft(checked) ? checked.left.message : 'sound').toBe('sound')
            expect(seen(game, state, seat)).toEqual(observation)
            expect(game.status(state).kind).toBe(game.status(truth).kind)
            const status = game.status(truth)
            if (status.kind === 'decision' && status.seat === seat) {
              const legal = game.legalActions(state, seat)
              expect(legal).toEqual(game.legalActions(truth, seat))
              for (const action of legal) expect(isLeft(game.reduce(state, action))).toBe(false)
            } else if (status.kind !== 'over') {
              const first = game.legalActions(state)[0]
              if (first !== undefined) expect(isLeft(game.reduce(state, first))).toBe(false)
            }
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('deals the unseen cards uniformly: a card the seat has not seen is in a hand of size k with chance k / unseen', () => {
    const start = rightOf(game.setup(fmr.defaultConfig({ players: 4 })))
    const truth = after(game, start, 3, [fmr.bots.random, fmr.bots.random, fmr.bots.random, fmr.bots.random], 60)
    const seat = truth.turn
    const o = seen(game, truth, seat)
    // Collision is a single card; if the seat holds it or saw it played, pick another single card.
    const single = o.deck.find((e) => e.count === 1 && !(o.hand ?? []).includes(e.card) && !o.discards.includes(e.card))
    if (single === undefined) throw new Error('no unseen single card')
    const other = (seat + 1) % 4
    const unseen = o.handSizes.reduce((n, size, s) => (s === seat ? n : n + size), 0) + o.removedCount + o.deckSize
    const samples = 4000
    let inHand = 0
    let rng = seedRng(99)
    for (let i = 0; i < samples; i++) {
      const [state, next] = fmr.determinize(o, seat, rng)
      rng = next
      if (state.hands[other]?.includes(single.card)) inHand++
    }
    const p = (o.handSizes[other] ?? 0) / unseen
    expect(Math.abs(inHand / samples - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / samples))
  })

  it('hides from a seat the cards removed face down and the cards other seats are dealt or draw', () => {
    const s = rightOf(game.setup(fmr.defaultConfig({ players: 3, rules: 'short-races' })))
    expect(fmr.hiddenAction(s, { type: 'remove', card: 'turbo' }, 0)).toBe(true)
    const dealing = { ...s, phase: 'deal-cards' as const, turn: 1 }
    expect(fmr.hiddenAction(dealing, { type: 'deal', card: 'turbo' }, 0)).toBe(true)
    expect(fmr.hiddenAction(dealing, { type: 'deal', card: 'turbo' }, 1)).toBe(false)
    expect(fmr.hiddenAction({ ...s, phase: 'draw-card', turn: 2 }, { type: 'draw', card: 'turbo' }, 0)).toBe(true)
    expect(fmr.hiddenAction({ ...s, phase: 'roll', turn: 2 }, { type: 'roll', value: 3 }, 0)).toBe(false)
  })
})

describe('Rallyman determiniser (RM ART.22: secret time-control penalties)', () => {
  const game = rm.rallyman
  const penaltyNode = (seed: number, drivers: number): rm.State => {
    const start = rightOf(game.setup(rm.defaultConfig({ players: drivers, rules: 'dirt' })))
    let s = start
    for (let k = 0; k < 5000 && game.status(s).kind !== 'simultaneous'; k++)
      s = after(
        game,
        s,
        seed + k,
        Array.from({ length: drivers }, () => rm.bots.heuristic),
        1,
      )
    expect(game.status(s).kind).toBe('simultaneous')
    return s
  }

  it('draws the hidden tokens of drivers who chose, keeps the seat its own, and the engine goes on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 2, max: 3 }),
        fc.integer({ min: 0, max: 6 }),
        (seed, drivers, tokens) => {
          let s = penaltyNode(seed, drivers)
          // Seat 1 has chosen in secret; seat 0 searches.
          s = rightOf(game.reduce(s, { type: 'penalty', seat: 1, tokens })).state
          const o = seen(game, s, 0)
          const [state] = rm.determinize(o, 0, seedRng(seed))
          expect(seen(game, state, 0)).toEqual(o)
          const p = state.pending
          expect(p?.kind).toBe('penalty')
          if (p?.kind !== 'penalty') return
          expect(p.tokens[0]).toBeNull()
          expect(p.tokens[1]).toBeGreaterThanOrEqual(0)
          expect(p.tokens[1]).toBeLessThanOrEqual(s.config.cards.maxPenaltyTokens)
          for (const action of game.legalActions(state, 0)) expect(isLeft(game.reduce(state, action))).toBe(false)
        },
      ),
      { numRuns: 6 },
    )
  })

  it('gives every allowed number of tokens the same chance', () => {
    let s = penaltyNode(7, 2)
    s = rightOf(game.reduce(s, { type: 'penalty', seat: 1, tokens: 2 })).state
    const o = seen(game, s, 0)
    const max = s.config.cards.maxPenaltyTokens
    const counts = Array.from({ length: max + 1 }, () => 0)
    let rng = seedRng(1)
    const samples = 3500
    for (let i = 0; i < samples; i++) {
      const [state, next] = rm.determinize(o, 0, rng)
      rng = next
      const t = state.pending?.kind === 'penalty' ? (state.pending.tokens[1] ?? -1) : -1
      counts[t] = (counts[t] ?? 0) + 1
    }
    const p = 1 / (max + 1)
    for (const c of counts) expect(Math.abs(c / samples - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / samples))
  })

  it('returns the open rally as it is everywhere else', () => {
    const start = rightOf(game.setup(rm.defaultConfig({ players: 2 })))
    const s = after(game, start, 5, [rm.bots.heuristic, rm.bots.heuristic], 40)
    const [state] = rm.determinize(seen(game, s, 1), 1, seedRng(1))
    expect(state).toEqual(s)
  })
})

describe('Formule Dé and Bolide: no hidden information, the observation is the state', () => {
  it('Formule Dé: the determiniser returns the observation, which the engine accepts', () => {
    const start = rightOf(fd.formuleDe.setup(fd.defaultConfig({ players: 3, laps: 1 })))
    const s = after(fd.formuleDe, start, 2, [fd.bots.random, fd.bots.random, fd.bots.random], 30)
    const [state, rng] = fd.determinize(seen(fd.formuleDe, s, 0), 0, seedRng(4))
    expect(state).toBe(s)
    expect(rng).toEqual(seedRng(4))
    const first = fd.formuleDe.legalActions(state)[0]
    expect(first === undefined || !isLeft(fd.formuleDe.reduce(state, first))).toBe(true)
  })

  it('Bolide: the determiniser returns the observation, which the engine accepts', () => {
    const start = rightOf(bo.bolide.setup(bo.defaultConfig({ players: 3 })))
    const s = after(bo.bolide, start, 2, [bo.bots.random, bo.bots.random, bo.bots.random], 30)
    const [state] = bo.determinize(seen(bo.bolide, s, 1), 1, seedRng(4))
    expect(state).toBe(s)
    const first = bo.bolide.legalActions(state)[0]
    expect(first === undefined || !isLeft(bo.bolide.reduce(state, first))).toBe(true)
  })
})
