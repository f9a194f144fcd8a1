import type { GameInfo } from '../core/index.js'
import { PRESET_NAMES } from './config.js'

/** Formula Motor Racing as data: 3 to 6 players, no board, three rule presets, points. */
export const FMR_INFO: GameInfo = Object.freeze({
  id: 'formula-motor-racing',
  name: 'Formula Motor Racing',
  players: Object.freeze({ min: 3, max: 6, default: 6 }),
  laps: null,
  boards: Object.freeze([]),
  presets: PRESET_NAMES,
  measure: 'points',
  hiddenInformation: true,
})

/** The built-in boards by id: none, Formula Motor Racing is played without a board. @group Boards */
export const boards: Readonly<Record<string, never>> = /* @__PURE__ */ Object.freeze({})
