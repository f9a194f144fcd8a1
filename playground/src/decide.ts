/**
 * One decision of the search bot, as plain data in and out so it can cross to a Web Worker:
 * the game's own search bot (`bots.mcts`, with the settings tuned for that game) at an
 * iteration budget, exactly as the command line's `--bots mcts --budget N` plays (the same
 * observation and generator give the same move, in the worker or on the page). The settings
 * hold functions, which do not cross threads: the worker builds the bot from the game it
 * imports.
 */
import type { Policy, Rng, SeatId } from 'pitwall/core'
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

// One search bot per game and budget, kept across decisions: its evaluator and move ordering
// remember what they computed (pure caches: the same request gets the same reply).
const kept = new Map<string, Policy<unknown, unknown>>()

export const decide = (request: SearchRequest): SearchReply => {
  const kit = kitOf(request.game)
  if (kit === undefined) return { error: `no game "${request.game}" in the playground` }
  return kit.open(<C, S, A, E, O>(k: Kit<C, S, A, E, O>): SearchReply => {
    const name = `${request.game}:${request.iterations}`
    const policy =
      (kept.get(name) as Policy<A, O> | undefined) ?? k.bots.mcts({ budget: { iterations: request.iterations } })
    kept.set(name, policy as unknown as Policy<unknown, unknown>)
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
