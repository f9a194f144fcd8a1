import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import { perfectInformation, startSearch, type SearchNode, type SearchOptions } from '../../src/search/index.js'
import { moverWins, sprint, sprintAt, type SprintAction, type SprintState } from '../support/sprint.js'
import { openToy, rightOf, toyRace } from './helpers.js'

type Options = SearchOptions<SprintState, SprintAction, SprintState>

const solving = (state: SprintState, seed: number, extra: Partial<Options> = {}) =>
  rightOf(
    startSearch(
      sprint,
      { observation: state, seat: state.turn, rng: seedRng(seed) },
      { determinize: perfectInformation, solve: true, ...extra },
    ),
  )

// Every node of the tree with the state it stands for (a node stands for one state here).
const nodesOf = (
  node: SearchNode<SprintAction>,
  state: SprintState,
): Array<{ node: SearchNode<SprintAction>; state: SprintState }> => {
  const out = [{ node, state }]
  for (const child of node.children.values()) {
    const step = child.step as SprintAction
    const next = sprint.reduce(state, step)
    if (next._tag === 'Left') throw new Error(next.left.message)
    out.push(...nodesOf(child, next.right.state))
  }
  return out
}

describe('MCTS-Solver (solve)', () => {
  it('proves a won position, stops searching, and plays the winning move (5 to go: take 1)', () => {
    const s = solving(sprintAt(5), 1)
    const ran = s.step(5000)
    expect(ran).toBeLessThan(5000)
    expect(s.snapshot().solved).toEqual([1, 0])
    expect(s.best()).toEqual({ type: 'move', spaces: 1 })
    expect(s.stats().find((a) => a.key === JSON.stringify({ type: 'move', spaces: 1 }))?.solved).toEqual([1, 0])
    // Once proven, no iteration runs.
    expect(s.step(10)).toBe(0)
  })

  it('proves a lost position when every move is proven lost (8 to go)', () => {
    const s = solving(sprintAt(8), 2)
    expect(s.step(20_000)).toBeLessThan(20_000)
    expect(s.snapshot().solved).toEqual([0, 1])
    expect(s.stats().every((a) => a.solved !== null && a.solved[0] === 0)).toBe(true)
  })

  it('proves only what is true: every proven node of a two-seat sprint has its game value (UCT and PUCT)', () => {
    let checked = 0
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        (left, seed, iterations, puct) => {
          const start = sprintAt(left)
          const s = solving(start, seed, puct ? { priors: (leaf) => leaf.actions.map(() => 1), puct: 1.2 } : {})
          s.step(iterations)
          expect(s.failure).toBeNull()
          for (const { node, state } of nodesOf(s.root, start)) {
            if (node.solved === null) continue
            checked++
            if (state.winner !== null) expect(node.solved[state.winner]).toBe(1)
            else expect(node.solved[state.turn]).toBe(moverWins(state.left) ? 1 : 0)
          }
          const proven = s.snapshot().solved
          if (proven !== null && moverWins(left)) {
            const move = s.best() as SprintAction
            expect(moverWins(left - move.spaces) && left - move.spaces > 0).toBe(false)
          }
        },
      ),
      { numRuns: 60 },
    )
    // Not vacuous: the runs proved hundreds of nodes.
    expect(checked).toBeGreaterThan(100)
  })

  it('stops a proof at a chance node: Dice Derby proves the ends of races, never the root', () => {
    const s = rightOf(
      startSearch(
        openToy,
        { observation: toyRace(10, [7, 9]), seat: 0, rng: seedRng(4) },
        { determinize: perfectInformation, solve: true },
      ),
    )
    expect(s.step(600)).toBe(600)
    expect(s.snapshot().solved).toBeNull()
    const proven = (node: SearchNode<unknown>): number =>
      (node.solved === null ? 0 : 1) + [...node.children.values()].reduce((n, c) => n + proven(c), 0)
    expect(proven(s.root)).toBeGreaterThan(0)
    // No proof above a chance node: the gears' arms stay unproven.
    expect(s.stats().every((a) => a.solved === null)).toBe(true)
  })
})
