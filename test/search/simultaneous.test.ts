import { describe, expect, it } from 'vitest'
import { seedRng } from '../../src/core/index.js'
import { startSearch, type Determinizer } from '../../src/search/index.js'
import { toyGame, type ToyObservation, type ToyState } from '../support/toy.js'
import { rightOf, toyBidding, seen } from './helpers.js'

// Dice Derby's qualifying: every seat bids 1..3 in secret; the highest bid starts first, ties
// by seat order. A bid is hidden from the other seats until all are in.
const config = { seats: 2, length: 10 }
const bidding = (bids: ReadonlyArray<number | null>): ToyState => ({
  version: 1,
  config,
  bids,
  order: [],
  positions: [0, 0],
  finished: [],
  turn: 0,
  gear: null,
})

const searchBids = (state: ToyState, seat: number, determinize: Determinizer<ToyState, ToyObservation>) => {
  const s = rightOf(
    startSearch(toyGame, { observation: seen(toyGame, state, seat), seat, rng: seedRng(3) }, { determinize }),
  )
  s.step(300)
  expect(s.failure).toBeNull()
  return s
}

describe('simultaneous nodes: sequenced with the searching seat last, earlier choices hidden', () => {
  it('lets the other seat choose first and merges its secret choices into one node', () => {
    const s = searchBids(bidding([null, null]), 1, toyBidding(config))
    const root = s.root
    expect(root.actor).toBe(0)
    expect(root.simultaneous).toBe(true)
    // Seat 0 tried each of its bids, and seat 1 never learns which: one child.
    expect([...root.arms.values()].every((a) => a.visits > 0)).toBe(true)
    expect(root.arms.size).toBe(3)
    expect(root.children.size).toBe(1)
    const mine = [...root.children.values()][0]
    expect(mine?.actor).toBe(1)
    // The statistics reported are the searching seat's own bids.
    expect(s.stats().map((a) => a.action)).toEqual(
      expect.arrayContaining([1, 2, 3].map((amount) => ({ type: 'bid', seat: 1, amount }))),
    )
    // Every iteration but the first (which created the node) chose one of them.
    expect(s.stats().reduce((n, a) => n + a.visits, 0)).toBe(299)
  })

  it('never lets the searching seat see a bid already made in secret (and a peeking search would)', () => {
    // Seat 0 bid 1 in one state and 3 in the other; seat 1 sees "hidden" in both.
    const low = bidding([1, null])
    const high = bidding([3, null])
    expect(seen(toyGame, low, 1)).toEqual(seen(toyGame, high, 1))
    const a = searchBids(low, 1, toyBidding(config))
    const b = searchBids(high, 1, toyBidding(config))
    expect(b.stats()).toEqual(a.stats())
    // A determiniser that reads the true state sees the difference: against bid 1, bidding 2
    // or 3 starts first; against bid 3 nothing does.
    const peek =
      (truth: ToyState): Determinizer<ToyState, ToyObservation> =>
      (_o, _seat, rng) => [truth, rng]
    expect(searchBids(high, 1, peek(high)).stats()).not.toEqual(searchBids(low, 1, peek(low)).stats())
  })
})
