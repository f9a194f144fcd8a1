/**
 * The Formule Dé Game object, assembled from its parts: the codecs, `setup.ts` (config to
 * first state), `status.ts` (what comes next and the legal actions), `reducer.ts` (an action
 * handed to its rule chapter under `rules/`). No rule lives here.
 */
import { left } from 'fp-ts/lib/Either.js'
import { setupError, totalReduce, type Game } from '../core/index.js'
import { ActionCodec, type Action } from './actions.js'
import { ConfigCodec, type Config } from './config.js'
import type { Event } from './events.js'
import { reduce } from './reducer.js'
import { setup } from './setup.js'
import { StateCodec, type State } from './state.js'
import { legalActions, statusOf } from './status.js'

/** What a seat sees: Formule Dé has no hidden information, so the whole state. */
export type Observation = State

/**
 * Formule Dé: the basic rules (1 and 2 laps), the advanced rules and the tournament
 * rulebook as presets: grid draw or qualifying, weather, builds, start, gearbox and
 * overrev, moves with corners, braking, blocking and overshoot, slipstreams, road holding,
 * collisions, engine tests and inertia, pit stops and the finish. One car per seat.
 */
export const formuleDe: Game<Config, State, Action, Event, Observation> = {
  id: 'formule-de',
  name: 'Formule Dé',
  codecs: { config: ConfigCodec, state: StateCodec, action: ActionCodec },
  setup: (config) => {
    try {
      return setup(config)
    } catch (error) {
      return left(setupError('BAD_CONFIG', error instanceof Error ? error.message : 'Unreadable config.', 'codec'))
    }
  },
  status: statusOf,
  legalActions,
  reduce: totalReduce(reduce),
  observe: (state) => state,
}
