import type { GameInfo } from '../core/index.js'
import { PRESET_NAMES } from './setup.js'
import { BOARD_IDS } from './stage/rallies.js'

/** Rallyman as data: 1 to 6 drivers, three built-in rallies, the base game or the Dirt rules, time. @group Game */
export const RALLYMAN_INFO: GameInfo = Object.freeze({
  id: 'rallyman',
  name: 'Rallyman',
  players: Object.freeze({ min: 1, max: 6, default: 4 }),
  laps: null,
  boards: BOARD_IDS,
  presets: PRESET_NAMES,
  measure: 'time',
  hiddenInformation: true,
})
