import { defineGame, type Game } from '../core/index.js'
import { RallymanActionCodec, type RallymanAction } from './actions.js'
import { exactRallymanAction } from './exact-action.js'
import type { Code } from './codes.js'
import { RallymanConfigCodec, type RallymanConfig } from './config.js'
import { inconsistencies } from './consistency.js'
import { observeEvents, type RallymanEvent } from './events.js'
import { RALLYMAN_INFO } from './info.js'
import { MIGRATIONS } from './migrate.js'
import { isOutcome, nodeOf, ruleAt } from './nodes.js'
import { observeRallyman, type RallymanObservation } from './observe.js'
import { reduceRallyman } from './reducer.js'
import { setupRally } from './setup.js'
import { RallymanStateCodec, STATE_VERSION, type RallymanState } from './state.js'
import { rallymanLegalActions, rallymanStatus } from './status.js'

const CHANCE_TYPES: ReadonlySet<RallymanAction['type']> = new Set(['face', 'attack-faces', 'back', 'cord', 'weather'])

/** Rallyman (J.-C. Bouvier) and its Dirt expansion: rallies of three specials driven die by die. @group Game */
export const rallyman: Game<RallymanConfig, RallymanState, RallymanAction, RallymanEvent, RallymanObservation, Code> =
  defineGame({
    info: RALLYMAN_INFO,
    codecs: { config: RallymanConfigCodec, state: RallymanStateCodec, action: RallymanActionCodec },
    stateVersion: STATE_VERSION,
    migrations: MIGRATIONS,
    seats: (state) => state.cars.length,
    create: setupRally,
    inconsistencies,
    status: rallymanStatus,
    node: nodeOf,
    legalActions: rallymanLegalActions,
    observe: observeRallyman,
    observeEvents,
    ruleAt,
    isChanceAction: (action) => CHANCE_TYPES.has(action.type),
    seatOf: (action) => (action.type === 'penalty' ? action.seat : undefined),
    exactAction: exactRallymanAction,
    isOutcome,
    apply: reduceRallyman,
  })
