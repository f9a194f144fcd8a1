import { deepFreeze, type GameInfo } from '../core/index.js'
import type { Circuit } from './circuit/model.js'
import { BOARD_IDS, type BoardId } from './circuits/ids.js'
import { CIRCUITS } from './circuits/index.js'
import { MAX_CARS } from './config.js'
import { PRESET_NAMES } from './rules/presets.js'

export type { BoardId }

/**
 * The built-in circuits by id: Riviera (a street circuit, 10 corners), Speedbowl (an oval with
 * walls) and Hairpin (a short track with a hairpin). Frozen: a race that names one shares it.
 * A config may also give its own circuit (see `circuitBuilder`).
 * @group Boards
 */
export const boards: Readonly<Record<BoardId, Circuit>> = deepFreeze(CIRCUITS)

/** Formule Dé as data: 1 to 10 cars, 1 to 3 laps, three built-in circuits, three rule presets, laps. */
export const FORMULE_DE_INFO: GameInfo = Object.freeze({
  id: 'formule-de',
  name: 'Formule Dé',
  players: Object.freeze({ min: 1, max: MAX_CARS, default: 6 }),
  laps: Object.freeze({ min: 1, max: 3, default: 2 }),
  boards: BOARD_IDS,
  presets: PRESET_NAMES,
  measure: 'laps',
  hiddenInformation: false,
})
