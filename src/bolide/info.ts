import type { GameInfo } from '../core/index.js'
import { BOARD_IDS } from './circuits/ids.js'
import { PRESET_NAMES } from './config.js'

/** Bolide as data: 2 to 8 drivers, 1 to 3 laps, three built-in circuits, basic or advanced rules, laps. */
export const BOLIDE_INFO: GameInfo = Object.freeze({
  id: 'bolide',
  name: 'Bolide',
  players: Object.freeze({ min: 2, max: 8, default: 6 }),
  laps: Object.freeze({ min: 1, max: 3, default: 2 }),
  boards: BOARD_IDS,
  presets: PRESET_NAMES,
  measure: 'laps',
  hiddenInformation: false,
})
