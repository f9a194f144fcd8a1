import { isLeft, right, type Either } from 'fp-ts/lib/Either.js'
import { nextInt, type Game, type Rng, type RuleViolation } from '../../src/core/index.js'
import type { Determinizer } from '../../src/search/index.js'
import {
  toyGame,
  type ToyAction,
  type ToyConfig,
  type ToyEvent,
  type ToyObservation,
  type ToyState,
} from '../support/toy.js'

/** Dice Derby with the state as observation: a perfect-information game for the search tests. */
export const openToy: Game<ToyConfig, ToyState, ToyAction, ToyEvent, ToyState> = {
  ...toyGame,
  observe: (s) => right(s),
}

/** What a seat sees of a state the engine made (its refusal would be a defect: thrown). */
export const seen = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S, seat: number): O => {
  const observed = game.observe(state, seat)
  if (isLeft(observed)) throw new Error(observed.left.message)
  return observed.right
}

/** Dice Derby without its sampler: chance is drawn from the listed outcomes. */
export const openToyListed: typeof openToy = (() => {
  const { sampler: _sampler, ...listed } = openToy
  return listed
})()

/** A race of `seats` seats on a track of `length` after the bids: seat 0 first, cars at `positions`. */
export const toyRace = (length: number, positions: ReadonlyArray<number>): ToyState => ({
  version: 1,
  config: { seats: positions.length, length },
  bids: positions.map(() => 1),
  order: positions.map((_, i) => i),
  positions,
  finished: [],
  turn: 0,
  gear: null,
})

/**
 * The determiniser of Dice Derby's bidding (the only hidden information: bids made but not
 * revealed); the config is public. Hidden bids are drawn uniformly among 1..3.
 */
export const toyBidding =
  (config: ToyConfig): Determinizer<ToyState, ToyObservation> =>
  (o, _seat, rng) => {
    let g: Rng = rng
    const bids = o.bids.map((b) => {
      if (b !== 'hidden') return b
      const [n, next] = nextInt(g, 1, 3)
      g = next
      return n
    })
    return [{ version: 1, config, bids, order: [], positions: o.positions, finished: [], turn: 0, gear: null }, g]
  }

/** The Right of an Either, or a failed test. */
export const rightOf = <T>(e: Either<RuleViolation, T>): T => {
  if (isLeft(e)) throw new Error(`${e.left.code}: ${e.left.message}`)
  return e.right
}
