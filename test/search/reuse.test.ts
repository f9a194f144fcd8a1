import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { nextInt, seedRng, type Game } from '../../src/core/index.js'
import { perfectInformation, startSearch, type Leaf, type SeatValues } from '../../src/search/index.js'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { sprint, sprintAt, type SprintAction, type SprintState } from '../support/sprint.js'
import { toyGame, type ToyAction } from '../support/toy.js'
import { openToy, rightOf, seen, toyBidding, toyRace } from './helpers.js'

const after = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S, action: A): S => {
  const next = game.reduce(state, action)
  if (isLeft(next)) throw new Error(next.left.message)
  return next.right.state
}

// A search that draws nothing: PUCT, a deterministic evaluator at each new node, no chance.
const sprintValue = (state: SprintState): SeatValues => {
  const mover = 0.2 + 0.5 / (1 + (state.left % 4))
  return state.turn === 0 ? [mover, 1 - mover] : [1 - mover, mover]
}
const sprintSearch = (state: SprintState) =>
  rightOf(
    startSearch(
      sprint,
      { observation: state, seat: 0, rng: seedRng(1) },
      {
        determinize: perfectInformation,
        rolloutDepth: 0,
        evaluate: sprintValue,
        priors: (leaf: Leaf<SprintState, SprintAction>) => leaf.actions.map((a) => 4 - a.spaces),
        puct: 1.3,
      },
    ),
  )

describe('keeping the tree from one move to the next (advance)', () => {
  it('a search that draws nothing keeps exactly the tree a fresh search builds from the new position with the iterations that went there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 30 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 60 }),
        (left, iterations, mine, theirs, more) => {
          const start = sprintAt(left)
          const s = sprintSearch(start)
          s.step(iterations)
          const a: SprintAction = { type: 'move', spaces: mine }
          const b: SprintAction = { type: 'move', spaces: theirs }
          const middle = after(sprint, start, a)
          const now = after(sprint, middle, b)
          rightOf(s.advance(a, middle))
          const kept = rightOf(s.advance(b, now))
          // The visits kept are the iterations that reached the position: one valued it when it
          // was new, the others chose there, as a fresh search's iterations choose at its root.
          const fresh = sprintSearch(now)
          fresh.step(Math.max(0, kept - 1))
          expect(s.stats()).toEqual(fresh.stats())
          s.step(more)
          fresh.step(more)
          expect(s.stats()).toEqual(fresh.stats())
          expect(s.snapshot().principalVariation).toEqual(fresh.snapshot().principalVariation)
        },
      ),
      { numRuns: 80 },
    )
  })

  it('advancing to a position the tree never reached is a fresh search with the same generator (chance included)', () => {
    let fresh = 0
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<1 | 2>(1, 2),
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 1, max: 40 }),
        (seed, iterations, g0, g1, more) => {
          const start = toyRace(20, [0, 0])
          const s = rightOf(
            startSearch(
              openToy,
              { observation: start, seat: 0, rng: seedRng(seed) },
              { determinize: perfectInformation },
            ),
          )
          s.step(iterations)
          // Seat 0's gear and roll, then seat 1's: seat 0 chooses again.
          const steps: ToyAction[] = [
            { type: 'gear', gear: g0 },
            { type: 'roll', value: 2 },
            { type: 'gear', gear: g1 },
            { type: 'roll', value: 2 },
          ]
          let state = start
          let kept = 0
          for (const step of steps) {
            state = after(openToy, state, step)
            kept = rightOf(s.advance(step, state))
          }
          fc.pre(kept === 0)
          fresh++
          const f = rightOf(
            startSearch(openToy, { observation: state, seat: 0, rng: s.rng }, { determinize: perfectInformation }),
          )
          s.step(more)
          f.step(more)
          expect(s.stats()).toEqual(f.stats())
          expect(s.rng).toEqual(f.rng)
        },
      ),
      { numRuns: 25 },
    )
    expect(fresh).toBeGreaterThan(12)
  })

  it('keeps the statistics it had at the new root, and goes on from them', () => {
    const start = toyRace(20, [0, 0])
    const s = rightOf(
      startSearch(openToy, { observation: start, seat: 0, rng: seedRng(6) }, { determinize: perfectInformation }),
    )
    s.step(1200)
    // The line the search visited most: seat 0's gear, its roll, seat 1's gear, its roll.
    const line = s.snapshot().principalVariation.slice(0, 4)
    let node = s.root
    for (const step of line) node = node.children.get(JSON.stringify(step.action))!
    const there = JSON.stringify([...node.arms.values()].map((a) => [a.key, a.visits, a.mean(0)]))
    let state = start
    let kept = 0
    for (const step of line) {
      state = after(openToy, state, step.action as ToyAction)
      kept = rightOf(s.advance(step.action as ToyAction, state))
    }
    expect(kept).toBe(line[3]?.visits)
    expect(kept).toBeGreaterThan(20)
    expect(JSON.stringify(s.stats().map((a) => [a.key, a.visits, a.value]))).toBe(there)
    expect(s.step(100)).toBe(100)
    expect(s.snapshot().visits).toBe(kept + 100)
  })

  it('starts afresh after a simultaneous node, whose secret choices the tree orders its own way', () => {
    const config = { seats: 2, length: 10 }
    const bidding = rightOf(toyGame.setup(config))
    const s = rightOf(
      startSearch(
        toyGame,
        { observation: seen(toyGame, bidding, 1), seat: 1, rng: seedRng(3) },
        { determinize: toyBidding(config) },
      ),
    )
    s.step(200)
    const mine: ToyAction = { type: 'bid', seat: 1, amount: 2 }
    expect(rightOf(s.advance(mine, seen(toyGame, after(toyGame, bidding, mine), 1)))).toBe(0)
    expect(s.root.visits).toBe(0)
  })

  it('plays a Formula Motor Racing race keeping its tree across hidden draws, from what the seat sees only', () => {
    const game = fmr.formulaMotorRacing
    let state = rightOf(game.setup(fmr.defaultConfig({ players: 3 })))
    const me = 0
    const s = rightOf(
      startSearch(
        game,
        { observation: seen(game, state, me), seat: me, rng: seedRng(4) },
        { determinize: fmr.determinize, hidden: fmr.hiddenAction },
      ),
    )
    let rng = seedRng(9)
    let decisions = 0
    let keptTotal = 0
    for (let step = 0; step < 2000; step++) {
      const status = game.status(state)
      if (status.kind === 'over') break
      let action: fmr.Action
      if (status.kind === 'decision' && status.seat === me && game.legalActions(state, me).length > 1) {
        expect(s.step(30)).toBe(30)
        action = s.best() as fmr.Action
        expect(game.legalActions(state, me).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action))
        decisions++
      } else {
        // Chance, the other seats and the seat's forced moves: uniformly among the legal actions.
        const legal = game.legalActions(state)
        const [i, next] = nextInt(rng, 0, legal.length - 1)
        rng = next
        action = legal[i] as fmr.Action
      }
      const hidden = fmr.hiddenAction(state, action, me)
      state = after(game, state, action)
      keptTotal += rightOf(s.advance(hidden ? null : action, seen(game, state, me)))
    }
    expect(game.status(state).kind).toBe('over')
    expect(s.failure).toBeNull()
    expect(decisions).toBeGreaterThan(5)
    expect(keptTotal).toBeGreaterThan(0)
  })
})
