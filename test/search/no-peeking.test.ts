import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { nextInt, playout, seedRng, type Rng } from '../../src/core/index.js'
import {
  defaultConfig,
  determinize as fmrDeterminize,
  hiddenAction as fmrHiddenAction,
  formulaMotorRacing as fmr,
  bots,
  type Card,
  type Observation as FmrObservation,
  type State as FmrState,
} from '../../src/formula-motor-racing/index.js'
import { startSearch, type Determinizer } from '../../src/search/index.js'
import { rightOf, seen } from './helpers.js'

/** A 4-player race played at random up to a play-card decision after `steps` steps at least. */
const raceAt = (seed: number, steps: number): FmrState => {
  const start = rightOf(fmr.setup(defaultConfig({ players: 4, rules: seed % 2 === 0 ? 'short-races' : 'basic' })))
  let state = start
  const run = playout(fmr, start, seedRng(seed), [bots.random, bots.random, bots.random, bots.random], {
    maxSteps: steps,
  })
  state = isLeft(run) ? run.left.state : run.right.state
  for (let k = 0; k < 20 && state.phase !== 'play-card'; k++) {
    const more = playout(fmr, state, seedRng(seed + k), [bots.random, bots.random, bots.random, bots.random], {
      maxSteps: 1,
    })
    state = isLeft(more) ? more.left.state : more.right.state
  }
  return state
}

/**
 * The same race with the cards the seat to play cannot see dealt again (written here, apart
 * from the determiniser): the other hands keep their sizes, the removed cards their number.
 */
const redealt = (s: FmrState, seed: number): FmrState => {
  const seat = s.turn
  const unseen: Card[] = [...s.hands.flatMap((h, i) => (i === seat ? [] : h)), ...s.removed]
  s.rules.deck.forEach((e, i) => {
    for (let k = 0; k < (s.pile[i] ?? 0); k++) unseen.push(e.card)
  })
  let rng: Rng = seedRng(seed)
  for (let i = unseen.length - 1; i > 0; i--) {
    const [j, next] = nextInt(rng, 0, i)
    rng = next
    ;[unseen[i], unseen[j]] = [unseen[j] as Card, unseen[i] as Card]
  }
  const hands = s.hands.map((h, i) => (i === seat ? h : unseen.splice(0, h.length)))
  const removed = unseen.splice(0, s.removed.length)
  const pile = s.rules.deck.map((e) => unseen.filter((c) => c === e.card).length)
  return { ...s, hands, removed, pile }
}

const statsFrom = (state: FmrState, determinize: Determinizer<FmrState, FmrObservation>) => {
  const seat = state.turn
  const s = rightOf(
    startSearch(
      fmr,
      { observation: seen(fmr, state, seat), seat, rng: seedRng(11) },
      { determinize, hidden: fmrHiddenAction },
    ),
  )
  s.step(80)
  expect(s.failure).toBeNull()
  return { stats: s.stats(), best: s.best(), rng: s.rng }
}

// The law: a search sees the seat's observation only, so two races the seat cannot tell apart
// get the same search, move for move and visit for visit.
describe('no peeking (Formula Motor Racing: other hands, pile, removed cards)', () => {
  it('gives identical choices, visit counts and values for races that differ only in what the seat cannot see', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 80 }), (seed, steps) => {
        const truth = raceAt(seed, steps)
        fc.pre(truth.phase === 'play-card')
        const other = redealt(truth, seed + 1)
        fc.pre(JSON.stringify(other.hands) !== JSON.stringify(truth.hands))
        expect(seen(fmr, other, truth.turn)).toEqual(seen(fmr, truth, truth.turn))
        expect(statsFrom(other, fmrDeterminize)).toEqual(statsFrom(truth, fmrDeterminize))
      }),
      { numRuns: 8 },
    )
  })

  it('can fail: a search whose determiniser reads the true race tells the two races apart', () => {
    const peek =
      (truth: FmrState): Determinizer<FmrState, FmrObservation> =>
      (_o, _seat, rng) => [truth, rng]
    let differ = 0
    for (const seed of [1, 2, 3, 4]) {
      const truth = raceAt(seed, 30)
      const other = redealt(truth, seed + 1)
      expect(seen(fmr, other, truth.turn)).toEqual(seen(fmr, truth, truth.turn))
      if (JSON.stringify(statsFrom(other, peek(other))) !== JSON.stringify(statsFrom(truth, peek(truth)))) differ++
    }
    // Seen on all four races; one is enough to show the law can fail.
    expect(differ).toBeGreaterThan(0)
  })
})
