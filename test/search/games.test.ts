import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../../src/core/index.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import * as rm from '../../src/rallyman/index.js'
import * as fd from '../../src/formule-de/index.js'
import * as bo from '../../src/bolide/index.js'
import { mctsPolicy, rankReward, startSearch, type Evaluator } from '../../src/search/index.js'
import { rightOf, seen } from './helpers.js'

/**
 * The last play of a Formula Motor Racing race: the pile is empty, every other hand is down to
 * four, so the race ends with this card (FMR Comment jouer). When no card rolls a die, each
 * play's result is certain, and its worth is the rank reward of the standings it leads to.
 */
const lastPlays = (): ReadonlyArray<{ state: fmr.State; worth: Map<string, number> }> => {
  const game = fmr.formulaMotorRacing
  const found: Array<{ state: fmr.State; worth: Map<string, number> }> = []
  for (let seed = 0; seed < 400 && found.length < 3; seed++) {
    const start = rightOf(game.setup(fmr.defaultConfig({ players: 3 })))
    let state = start
    for (let step = 0; step < 400; step++) {
      if (
        state.phase === 'play-card' &&
        state.pileSize === 0 &&
        state.hands.every((h, s) => (s === state.turn ? h.length === 5 : h.length < 5))
      )
        break
      const run = playout(
        game,
        state,
        seedRng(seed * 1000 + step),
        [fmr.bots.random, fmr.bots.random, fmr.bots.random],
        {
          maxSteps: 1,
        },
      )
      if (!isLeft(run)) break
      state = run.left.state
    }
    if (state.phase !== 'play-card' || state.pileSize !== 0) continue
    const worth = new Map<string, number>()
    for (const action of game.legalActions(state, state.turn)) {
      const next = rightOf(game.reduce(state, action)).state
      const status = game.status(next)
      if (status.kind !== 'over') break
      worth.set(JSON.stringify(action), rankReward(status.standings)[state.turn] ?? 0)
    }
    const values = [...worth.values()]
    if (worth.size === game.legalActions(state, state.turn).length && Math.max(...values) > Math.min(...values))
      found.push({ state, worth })
  }
  return found
}

describe('MCTS in real games', () => {
  it('Formula Motor Racing: plays a best last card (exact worth of every card known)', () => {
    const game = fmr.formulaMotorRacing
    const cases = lastPlays()
    expect(cases.length).toBeGreaterThan(0)
    for (const { state, worth } of cases) {
      const s = rightOf(
        startSearch(
          game,
          { observation: seen(game, state, state.turn), seat: state.turn, rng: seedRng(1) },
          {
            determinize: fmr.determinize,
            hidden: fmr.hiddenAction,
          },
        ),
      )
      s.step(20 * worth.size)
      const best = Math.max(...worth.values())
      expect(worth.get(JSON.stringify(s.best()))).toBe(best)
      // Each arm's value is its exact worth: nothing random follows the last card.
      for (const arm of s.stats()) expect(arm.value).toBeCloseTo(worth.get(arm.key) ?? -1, 12)
    }
  })

  it('Bolide: never drives into a wreck when a move keeps the car in the race', () => {
    const game = bo.bolide
    // The car still in the race is worth more; the evaluator knows nothing else.
    const alive: Evaluator<bo.State> = (s) => s.cars.map((c) => (c.mode === 'out' ? 0 : 1))
    const start = rightOf(game.setup(bo.defaultConfig({ players: 2, laps: 1 })))
    let checked = 0
    for (let seed = 0; seed < 40 && checked < 3; seed++) {
      let state = start
      for (let step = 0; step < 200 && checked < 3; step++) {
        const status = game.status(state)
        if (status.kind === 'over') break
        if (status.kind === 'decision') {
          const legal = game.legalActions(state, status.seat)
          const wrecks = legal.filter((a) => {
            const next = game.reduce(state, a)
            return !isLeft(next) && next.right.state.cars[status.seat]?.mode === 'out'
          })
          // Only while both cars race: once the other car is home, a wreck costs no place.
          const racing = state.cars.every((c) => c.mode !== 'finished' && c.mode !== 'out')
          if (racing && wrecks.length > 0 && wrecks.length < legal.length) {
            const s = rightOf(
              startSearch(
                game,
                { observation: state, seat: status.seat, rng: seedRng(seed) },
                {
                  determinize: bo.determinize,
                  rolloutDepth: 0,
                  evaluate: alive,
                },
              ),
            )
            s.step(3 * legal.length)
            expect(wrecks.map((a) => JSON.stringify(a))).not.toContain(JSON.stringify(s.best()))
            checked++
          }
        }
        const run = playout(game, state, seedRng(seed * 1000 + step), [bo.bots.random, bo.bots.random], { maxSteps: 1 })
        if (!isLeft(run)) break
        state = run.left.state
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  // A whole race with the search in one seat: the policy works with each game's determiniser.
  const race = <C, S, A, E, O>(
    game: Game<C, S, A, E, O>,
    config: C,
    search: Policy<A, O>,
    other: Policy<A, O>,
    seats: number,
  ) => {
    const start = rightOf(game.setup(config))
    const policies = Array.from({ length: seats }, (_, i) => (i === 0 ? search : other))
    const run = rightOf(playout(game, start, seedRng(4), policies, { collectEvents: false }))
    expect(game.status(run.state).kind).toBe('over')
  }
  const progress =
    (n: number): Evaluator<unknown> =>
    () =>
      Array.from({ length: n }, () => 0.5)

  it('plays a whole race of each game as a policy', () => {
    const fmrGame = fmr.formulaMotorRacing
    race(
      fmrGame,
      fmr.defaultConfig({ players: 3 }),
      mctsPolicy(fmrGame, {
        determinize: fmr.determinize,
        hidden: fmr.hiddenAction,
        budget: { iterations: 10 },
      }),
      fmr.bots.heuristic,
      3,
    )
    race(
      fd.formuleDe,
      fd.defaultConfig({ players: 2, laps: 1 }),
      mctsPolicy(fd.formuleDe, {
        determinize: fd.determinize,
        rolloutDepth: 2,
        evaluate: progress(2),
        budget: { iterations: 4 },
      }),
      fd.bots.heuristic,
      2,
    )
    race(
      bo.bolide,
      bo.defaultConfig({ players: 2, laps: 1 }),
      mctsPolicy(bo.bolide, {
        determinize: bo.determinize,
        rolloutDepth: 2,
        evaluate: progress(2),
        budget: { iterations: 4 },
      }),
      bo.bots.heuristic,
      2,
    )
    const rmConfig = rm.defaultConfig({ players: 2, rules: 'dirt' })
    race(
      rm.rallyman,
      rmConfig,
      mctsPolicy(rm.rallyman, {
        determinize: rm.determinize,
        rolloutDepth: 2,
        evaluate: progress(2),
        budget: { iterations: 3 },
      }),
      rm.bots.heuristic,
      2,
    )
  })
})
