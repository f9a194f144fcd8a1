import { totalReduce, type Game } from '../core/index.js'
import { RallymanActionCodec, type RallymanAction } from './actions.js'
import { RallymanConfigCodec, type RallymanConfig } from './config.js'
import type { RallymanEvent } from './events.js'
import { observeRallyman, type RallymanObservation } from './observe.js'
import { reduceRallyman } from './reducer.js'
import { setupRally } from './setup.js'
import { RallymanStateCodec, type RallymanState } from './state.js'
import { rallymanLegalActions, rallymanStatus } from './status.js'

/** Rallyman (J.-C. Bouvier) and its Dirt expansion: rallies of three specials driven die by die. */
export const rallyman: Game<RallymanConfig, RallymanState, RallymanAction, RallymanEvent, RallymanObservation> = {
  id: 'rallyman',
  name: 'Rallyman',
  codecs: { config: RallymanConfigCodec, state: RallymanStateCodec, action: RallymanActionCodec },
  setup: setupRally,
  status: rallymanStatus,
  legalActions: rallymanLegalActions,
  reduce: totalReduce(reduceRallyman),
  observe: observeRallyman,
}
