/**
 * Who drives a seat: a person at the page, one of the game's bots (core's `Policy`:
 * observation and legal actions in, an action and the advanced generator out), or the search
 * bot of `pitwall/search`, which runs in a Web Worker (see `thinker.ts`) so the page stays
 * responsive while it thinks. A new kind of bot is one entry of {@link CONTROLLERS}.
 */
import type { Policy } from 'pitwall/core'
import type { Kit } from './games/kit.js'

/** How a controller drives: by a person's clicks, by a policy played at once, or by a search run aside. */
export type Drive = 'person' | 'policy' | 'search'

/** One kind of driver for a seat. */
export interface Controller {
  /** Stable id, used in the page, the test and the saved log's `seats`. */
  readonly id: string
  /** What the seat picker shows. */
  readonly label: string
  readonly drive: Drive
  /** The policy of a `policy` controller for a game (null for the others). */
  policy<C, S, A, E, O>(kit: Kit<C, S, A, E, O>): Policy<A, O> | null
}

const none = (): null => null

export const CONTROLLERS: ReadonlyArray<Controller> = [
  { id: 'human', label: 'Human (you)', drive: 'person', policy: none },
  { id: 'heuristic', label: 'Heuristic bot', drive: 'policy', policy: (kit) => kit.bots.heuristic },
  { id: 'random', label: 'Random bot', drive: 'policy', policy: (kit) => kit.bots.random },
  { id: 'mcts', label: 'MCTS search (pitwall/search)', drive: 'search', policy: none },
]

/** The controller of an id (the random bot for an unknown id). */
export const controllerOf = (id: string): Controller =>
  CONTROLLERS.find((c) => c.id === id) ?? (CONTROLLERS[2] as Controller)

/** Who drove, as a saved log's `seats` names it (the command line's names: `mcts (200 iterations)`). */
export const driverName = (id: string, iterations: number): string =>
  id === 'mcts' ? `mcts (${iterations} iterations)` : id
