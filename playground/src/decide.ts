/**
 * One decision of the search bot, as plain data in and out so it can cross to a Web Worker:
 * `mctsPolicy` from `pitwall/search` with the game's determiniser and an iteration budget,
 * exactly as the command line's `--bots mcts --budget N` plays (the same observation and
 * generator give the same move, in the worker or on the page).
 */
import type { Rng, SeatId } from 'pitwall/core'
import { mctsPolicy } from 'pitwall/search'
import { kitOf } from './games/index.js'
import type { Kit } from './games/kit.js'

/** What the search is asked. */
export interface SearchRequest {
  /** The game's id (the worker finds its kit). */
  readonly game: string
  readonly seat: SeatId
  /** The seat's observation: all the search may read. */
  readonly observation: unknown
  /** The seat's legal actions. */
  readonly legal: ReadonlyArray<unknown>
  /** The seat's generator. */
  readonly rng: Rng
  /** Iterations per decision. */
  readonly iterations: number
}

/** The move chosen (one of `legal`, by its index) and the advanced generator, or why the search failed. */
export type SearchReply = { readonly index: number; readonly rng: Rng } | { readonly error: string }

export const decide = (request: SearchRequest): SearchReply => {
  const kit = kitOf(request.game)
  if (kit === undefined) return { error: `no game "${request.game}" in the playground` }
  return kit.open(<C, S, A, E, O>(k: Kit<C, S, A, E, O>): SearchReply => {
    const policy = mctsPolicy(k.game, { ...k.search, budget: { iterations: request.iterations } })
    // The request's values came from this game's observe and legalActions, cloned on the way.
    const legal = request.legal as ReadonlyArray<A>
    try {
      const [action, rng] = policy({
        seat: request.seat,
        observation: request.observation as O,
        legal: legal.slice(),
        rng: request.rng,
      })
      const index = legal.indexOf(action)
      return index < 0 ? { error: 'the search chose an action that is not listed' } : { index, rng }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  })
}
