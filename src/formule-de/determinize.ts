/**
 * Determinisation for searches. Formule Dé has no hidden information: every car, sheet and
 * roll is on the table, and a seat's observation is the whole state.
 */
import { perfectInformation, type Determinizer } from '../search/determinize.js'
import type { Observation } from './game.js'
import type { State } from './state.js'

/** The observation is the state: the only state consistent with it. @group Bots */
export const determinize: Determinizer<State, Observation> = perfectInformation
