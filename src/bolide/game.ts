/**
 * Bolide (A. Genovese) as a pitwall `Game`: its rules (setup, migration of older saved states,
 * state check, status, legal actions, reducer) behind the shared guard of core (`defineGame`).
 */
import { deepFreeze, defineGame, type Game, type GameRules } from '../core/index.js'
import { BolideActionCodec, type BolideAction } from './actions.js'
import { exactBolideAction } from './exact-action.js'
import type { Code } from './codes.js'
import { BolideConfigCodec, type BolideConfig } from './config.js'
import { inconsistencies } from './consistency/index.js'
import { observeBolideEvents, type BolideEvent } from './events.js'
import { BOLIDE_INFO } from './info.js'
import { MIGRATIONS } from './migrate.js'
import { reduceBolide } from './reducer.js'
import { ruleAt } from './rules/steps.js'
import { setupBolide } from './setup.js'
import { BolideStateCodec, STATE_VERSION, type BolideState } from './state.js'
import { isOutcome, legalBolide, nodeOf, statusOf } from './status.js'

export { setupBolide } from './setup.js'
export { statusOf, legalBolide, standingsOf } from './status.js'

/** What a seat sees: everything (Bolide has no hidden information), frozen. @group Game */
export type BolideObservation = BolideState

const CHANCE_TYPES: ReadonlySet<BolideAction['type']> = new Set(['draw-grid', 'roll'])

/** Bolide's rules, as core's guard takes them (the tests build a game without the state check from them). */
export const BOLIDE_RULES: GameRules<BolideConfig, BolideState, BolideAction, BolideEvent, BolideObservation, Code> = {
  info: BOLIDE_INFO,
  codecs: { config: BolideConfigCodec, state: BolideStateCodec, action: BolideActionCodec },
  stateVersion: STATE_VERSION,
  migrations: MIGRATIONS,
  seats: (state) => state.cars.length,
  create: setupBolide,
  inconsistencies,
  status: statusOf,
  node: nodeOf,
  legalActions: legalBolide,
  // Bolide has no hidden information: a viewer sees the state itself, frozen as it is handed
  // out, and every event.
  observe: (state) => deepFreeze(state),
  observeEvents: observeBolideEvents,
  ruleAt,
  isChanceAction: (action) => CHANCE_TYPES.has(action.type),
  isOutcome,
  exactAction: exactBolideAction,
  apply: reduceBolide,
}

/** The Bolide game. @group Game */
export const bolide: Game<BolideConfig, BolideState, BolideAction, BolideEvent, BolideObservation, Code> =
  defineGame(BOLIDE_RULES)
