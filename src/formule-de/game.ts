/**
 * The Formule Dé Game object, assembled from its parts behind core's guard: the codecs,
 * `setup.ts` (config to first state), `validate.ts` (what a decoded state must satisfy),
 * `status.ts` (what comes next and the legal actions), `reducer.ts` (an action handed to its
 * rule chapter under `rules/`). No rule lives here.
 */
import { deepFreeze, defineGame, type Game } from '../core/index.js'
import { ActionCodec, type Action } from './actions.js'
import { ConfigCodec, type Config } from './config.js'
import type { Event } from './events.js'
import { FORMULE_DE_INFO } from './info.js'
import { reduce } from './reducer.js'
import { setup } from './setup.js'
import { StateCodec, type State } from './state.js'
import { legalActions, status } from './status.js'
import { isWellFormed } from './validate.js'

/** What a seat sees: Formule Dé has no hidden information, so the whole state. */
export type Observation = State

const CHANCE_TYPES: ReadonlySet<Action['type']> = new Set(['grid', 'start', 'roll', 'collision', 'engine', 'pit', 'weather', 'holding'])

/**
 * Formule Dé: the basic rules (1 and 2 laps), the advanced rules and the tournament
 * rulebook as presets: grid draw or qualifying, weather, builds, start, gearbox and
 * overrev, moves with corners, braking, blocking and overshoot, slipstreams, road holding,
 * collisions, engine tests and inertia, pit stops and the finish. One car per seat.
 */
export const formuleDe: Game<Config, State, Action, Event, Observation> = defineGame({
  info: FORMULE_DE_INFO,
  codecs: { config: ConfigCodec, state: StateCodec, action: ActionCodec },
  seats: (state) => state.cars.length,
  create: setup,
  inconsistencies: (state) =>
    isWellFormed(state) ? [] : ['the state does not hold together (a car off the circuit, a step no race reaches)'],
  status,
  legalActions,
  // Formule Dé has no hidden information: a viewer sees the state itself, frozen as it is handed out.
  observe: (state) => deepFreeze(state),
  isChanceAction: (action) => CHANCE_TYPES.has(action.type),
  apply: reduce,
})
