/**
 * The Formule Dé Game object, assembled from its parts behind core's guard: the codecs,
 * `setup.ts` (config to first state), `migrate.ts` (saved states of older versions),
 * `validate.ts` (what a decoded state must satisfy),
 * `status.ts` (what comes next, the legal actions, the paragraph of each step), `reducer.ts`
 * (an action handed to its rule chapter under `rules/`). No rule lives here.
 */
import { deepFreeze, defineGame, type Game } from '../core/index.js'
import { ActionCodec, type Action } from './actions.js'
import { exactFormuleDeAction } from './exact-action.js'
import type { Code } from './codes.js'
import { ConfigCodec, type Config } from './config.js'
import { observeEvents, type Event } from './events.js'
import { FORMULE_DE_INFO } from './info.js'
import { MIGRATIONS } from './migrate.js'
import { reduce } from './reducer.js'
import { setup } from './setup.js'
import { STATE_VERSION, StateCodec, type State } from './state.js'
import { isChanceAction, isOutcome, legalActions, node, ruleAt, status } from './status.js'
import { inconsistencies } from './validate.js'

/**
 * What a seat sees: Formule Dé has no hidden information (every sheet, gear and die is on the
 * table), so the whole state, frozen.
 * @group Game
 */
export type Observation = State

/**
 * Formule Dé: the basic rules (1 and 2 laps), the advanced rules and the tournament rulebook
 * as presets: grid draw or qualifying, weather, builds, start, gearbox and overrev, moves with
 * corners, braking, blocking and overshoot, slipstreams, road holding, collisions, engine
 * tests and inertia, pit stops and the finish. One car per seat: car i is driven by seat i.
 * @group Game
 */
export const formuleDe: Game<Config, State, Action, Event, Observation, Code> = defineGame({
  info: FORMULE_DE_INFO,
  codecs: { config: ConfigCodec, state: StateCodec, action: ActionCodec },
  stateVersion: STATE_VERSION,
  migrations: MIGRATIONS,
  seats: (state) => state.cars.length,
  create: setup,
  inconsistencies,
  status,
  node,
  legalActions,
  // Nothing is hidden: a viewer sees the state itself, frozen as it is handed out.
  observe: (state) => deepFreeze(state),
  observeEvents,
  ruleAt,
  isChanceAction,
  exactAction: exactFormuleDeAction,
  isOutcome,
  apply: reduce,
})
