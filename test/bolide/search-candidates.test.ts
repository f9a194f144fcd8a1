import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import * as bo from '../../src/bolide/index.js'
import { botChoices } from '../../src/bolide/bots.js'
import { bolideCandidates } from '../../src/bolide/search-candidates.js'
import { rightOf } from '../search/helpers.js'

const key = (a: bo.Action): string => JSON.stringify(a)

/** The positions where a car moves with several legal actions, in seeded races of a random car and the heuristic. */
const movePositions = (seeds: ReadonlyArray<number>): Array<{ state: bo.State; seat: number }> => {
  const game = bo.bolide
  const start = rightOf(
    game.setup({ ...bo.defaultConfig({ players: 2, laps: 1, board: 'costa-azzurra' }), maxRounds: 60 }),
  )
  const out: Array<{ state: bo.State; seat: number }> = []
  for (const seed of seeds) {
    const run = playout(game, start, seedRng(seed), [bo.bots.random, bo.bots.heuristic], { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    let state = start
    for (const action of run.right.actions) {
      const status = game.status(state)
      if (status.kind === 'decision' && state.phase.kind === 'move' && game.legalActions(state, status.seat).length > 1)
        out.push({ state, seat: status.seat })
      state = rightOf(game.reduce(state, action)).state
    }
  }
  return out
}

describe("the Bolide search bot's candidates", () => {
  const positions = movePositions([1, 2, 3])

  it("bolideCandidates keeps at most k legal moves, the heuristic's choice among them, the Brake when legal, the Booster only when asked, never the sand-glass", () => {
    const k = 3
    const pruned = bolideCandidates(k)
    const withBooster = bolideCandidates(k, true)
    // With k above any decision's count every choice is kept: all but the sand-glass's.
    const unpruned = bolideCandidates(100)
    let boosterLegal = 0
    for (const { state, seat } of positions) {
      const legal = bo.bolide.legalActions(state, seat)
      const choices = botChoices(legal)
      const legalKeys = new Set(legal.map(key))
      const kept = pruned(state, seat, legal)
      expect(kept.some((a) => a.type === 'timeout')).toBe(false)
      expect(unpruned(state, seat, legal)).toEqual(choices)
      expect(choices.length).toBe(legal.length - (legal.some((a) => a.type === 'timeout') ? 1 : 0))
      const moves = kept.filter((a) => a.type !== 'brake')
      expect(moves.length).toBeLessThanOrEqual(k)
      expect(kept.length).toBeGreaterThan(0)
      for (const a of kept) expect(legalKeys.has(key(a))).toBe(true)
      if (choices.length > k) expect(kept.some((a) => a.type === 'booster')).toBe(false)
      else expect(kept).toEqual(choices)
      if (legal.some((a) => a.type === 'brake')) expect(kept.some((a) => a.type === 'brake')).toBe(true)
      const choice = bo.bots.heuristic({ observation: state, seat, legal, rng: seedRng(9) })[0]
      if (choices.length > k) expect(kept.map(key)).toContain(key(choice))
      if (legal.some((a) => a.type === 'booster') && choices.length > k) {
        boosterLegal++
        expect(withBooster(state, seat, legal).some((a) => a.type === 'booster')).toBe(true)
      }
    }
    expect(boosterLegal).toBeGreaterThan(0)
  })
})
