import type { GameInfo } from '../core/index.js'
import type { PresetName } from './setup.js'
import { BUILT_IN_RALLIES } from './stage/rallies.js'

/** Rallyman as data: 1 to 6 drivers, three built-in rallies, the base game or the Dirt rules, time. @group Game */
export const RALLYMAN_INFO: GameInfo = Object.freeze({
  id: 'rallyman',
  name: 'Rallyman',
  players: Object.freeze({ min: 1, max: 6, default: 4 }),
  laps: null,
  boards: Object.freeze(Object.keys(BUILT_IN_RALLIES)),
  presets: Object.freeze(['basic', 'dirt'] satisfies ReadonlyArray<PresetName>),
  measure: 'time',
  hiddenInformation: true,
})
