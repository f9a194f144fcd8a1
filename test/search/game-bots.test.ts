import { describe, expect, it } from 'vitest'
import { playout, seedRng, type Game, type Policy } from '../../src/core/index.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import * as rm from '../../src/rallyman/index.js'
import * as fd from '../../src/formule-de/index.js'
import * as bo from '../../src/bolide/index.js'
import type { SearchBot } from '../../src/search/index.js'
import { rightOf } from './helpers.js'

/**
 * Each game's `bots.mcts`: the search with the game's own settings, as the command line and
 * the playground play it. Small budgets keep the races short; the strength is measured by
 * `bench/strength.ts`, not here.
 */
interface Case<C, S, A, E, O> {
  readonly name: string
  readonly game: Game<C, S, A, E, O>
  readonly config: C
  readonly seats: number
  readonly mcts: SearchBot<S, A, O>
  readonly heuristic: Policy<A, O>
  readonly iterations: number
}

// Rallyman's shortest rally: the asphalt rally's second special alone.
const oneSpecial = rm.defaultConfig({ players: 2, rules: 'dirt' })
const shortRally: rm.Config = {
  ...oneSpecial,
  rally: { ...oneSpecial.rally, specials: oneSpecial.rally.specials.slice(1, 2) },
}

const cases = [
  {
    name: 'Formula Motor Racing',
    game: fmr.formulaMotorRacing,
    config: fmr.defaultConfig({ players: 3 }),
    seats: 3,
    mcts: fmr.bots.mcts,
    heuristic: fmr.bots.heuristic,
    iterations: 10,
  } satisfies Case<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation>,
  {
    name: 'Formule Dé',
    game: fd.formuleDe,
    config: fd.defaultConfig({ players: 2, laps: 1, board: 'hairpin' }),
    seats: 2,
    mcts: fd.bots.mcts,
    heuristic: fd.bots.heuristic,
    iterations: 10,
  } satisfies Case<fd.Config, fd.State, fd.Action, fd.Event, fd.Observation>,
  {
    name: 'Rallyman',
    game: rm.rallyman,
    config: shortRally,
    seats: 2,
    mcts: rm.bots.mcts,
    heuristic: rm.bots.heuristic,
    iterations: 5,
  } satisfies Case<rm.Config, rm.State, rm.Action, rm.Event, rm.Observation>,
  {
    name: 'Bolide',
    game: bo.bolide,
    config: { ...bo.defaultConfig({ players: 2, laps: 1, board: 'test-ring' }), maxRounds: 60 },
    seats: 2,
    mcts: bo.bots.mcts,
    heuristic: bo.bots.heuristic,
    iterations: 20,
  } satisfies Case<bo.Config, bo.State, bo.Action, bo.Event, bo.Observation>,
]

// A race with the search in seat 0 and the heuristic elsewhere: its log and its standings.
const race = <C, S, A, E, O>(c: Case<C, S, A, E, O>, seed: number): { log: string; over: boolean } => {
  const search = c.mcts({ budget: { iterations: c.iterations } })
  const policies = Array.from({ length: c.seats }, (_, seat) => (seat === 0 ? search : c.heuristic))
  const run = rightOf(
    playout(c.game, rightOf(c.game.setup(c.config)), seedRng(seed), policies, { collectEvents: false }),
  )
  return { log: JSON.stringify(run.actions), over: c.game.status(run.state).kind === 'over' }
}

describe("each game's search bot, bots.mcts", () => {
  for (const c of cases as ReadonlyArray<Case<unknown, unknown, unknown, unknown, unknown>>)
    it(`${c.name}: finishes a race against the heuristic, and the same seed gives the same race`, () => {
      const first = race(c, 5)
      expect(first.over).toBe(true)
      expect(race(c, 5).log).toBe(first.log)
    })

  it('options override the game settings: a budget of one iteration plays differently from the default', () => {
    const c = cases[3] as Case<bo.Config, bo.State, bo.Action, bo.Event, bo.Observation>
    const start = rightOf(c.game.setup(c.config))
    // Two searches of the same positions, from the same generator: the budget is what differs.
    const run = rightOf(playout(c.game, start, seedRng(3), [c.heuristic, c.heuristic], { collectEvents: false }))
    let state = start
    let differ = 0
    let asked = 0
    for (const action of run.actions) {
      if (differ > 0 && asked >= 5) break
      const status = c.game.status(state)
      if (status.kind === 'decision' && state.phase.kind === 'move') {
        const legal = c.game.legalActions(state, status.seat)
        const input = { seat: status.seat, observation: state, legal, rng: seedRng(9) }
        const one = c.mcts({ budget: { iterations: 1 } })(input)[0]
        const more = c.mcts({ budget: { iterations: 100 } })(input)[0]
        asked++
        if (JSON.stringify(one) !== JSON.stringify(more)) differ++
      }
      state = rightOf(c.game.reduce(state, action)).state
    }
    expect(asked).toBeGreaterThanOrEqual(5)
    expect(differ).toBeGreaterThan(0)
  })
})
