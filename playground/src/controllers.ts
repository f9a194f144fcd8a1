/**
 * Who drives a seat: a person at the page, or a policy (core's `Policy`: observation and
 * legal actions in, an action and the advanced generator out). A new kind of bot is one
 * entry of {@link CONTROLLERS}.
 *
 * Search bots go here when `pitwall/search` is published, e.g.
 *
 * ```ts
 * import { mctsPolicy } from 'pitwall/search'
 * { id: 'mcts', label: 'MCTS (200 iterations)', policy: (kit) => mctsPolicy(kit.game, { budget: { iterations: 200 } }) }
 * ```
 *
 * (and its alias in vite.config.ts). A policy runs on the page's thread between two steps:
 * a search of a few hundred milliseconds is fine; a longer one belongs in a Web Worker.
 */
import type { Policy } from 'pitwall/core'
import type { Kit } from './games/kit.js'

/** One kind of driver for a seat. */
export interface Controller {
  /** Stable id, used in the page and the test. */
  readonly id: string
  /** What the seat picker shows. */
  readonly label: string
  /** The policy of this kind for a game, or null for a person. */
  policy<C, S, A, E, O>(kit: Kit<C, S, A, E, O>): Policy<A, O> | null
}

export const CONTROLLERS: ReadonlyArray<Controller> = [
  { id: 'human', label: 'Human (you)', policy: () => null },
  { id: 'heuristic', label: 'Heuristic bot', policy: (kit) => kit.bots.heuristic },
  { id: 'random', label: 'Random bot', policy: (kit) => kit.bots.random },
]

/** The controller of an id (the random bot for an unknown id). */
export const controllerOf = (id: string): Controller =>
  CONTROLLERS.find((c) => c.id === id) ?? (CONTROLLERS[2] as Controller)
