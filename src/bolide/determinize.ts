/**
 * Determinisation for searches. Bolide has no hidden information: positions, speeds, blocks
 * and strategies are on the table, and a seat's observation is the whole state.
 */
import { perfectInformation, type Determinizer } from '../search/determinize.js'
import type { BolideObservation } from './game.js'
import type { BolideState } from './state.js'

/** The observation is the state: the only state consistent with it. @group Bots */
export const determinize: Determinizer<BolideState, BolideObservation> = perfectInformation
