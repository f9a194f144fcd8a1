/**
 * Dice Derby (examples/custom-game/rules.ts), the game the core's drivers, the law kit, the
 * search and the command line are tested on, under the names the tests use: a tiny race that
 * uses every node kind of the protocol.
 */
import type { GameRules } from '../../src/core/index.js'
import {
  DerbyAction,
  DerbyConfig,
  DerbyState,
  derbyRules,
  diceDerby,
  type DerbyCode,
  type DerbyEvent,
  type DerbyObservation,
} from '../../examples/custom-game/rules.js'

export { GEAR_DICE } from '../../examples/custom-game/rules.js'
export const ToyConfig = DerbyConfig
export type ToyConfig = DerbyConfig
export const ToyAction = DerbyAction
export type ToyAction = DerbyAction
export const ToyState = DerbyState
export type ToyState = DerbyState
export type ToyEvent = DerbyEvent
export type ToyObservation = DerbyObservation
export type ToyCode = DerbyCode
export const toyRules = derbyRules
export const toyGame = diceDerby

/**
 * The toy game sharing its decisions (`sharedDecisions`): every listed action frozen, in a new
 * list at each call, so the drivers may take a policy's pick of a listed object as listed.
 */
export const sharingToyRules: GameRules<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation, ToyCode> = {
  ...toyRules,
  sharedDecisions: true,
  legalActions: (s, seat) => toyRules.legalActions(s, seat).map((a) => Object.freeze(a)),
}
