import type { GameInfo } from '../core/index.js'
import type { BoardId } from './circuits/index.js'
import type { RuleLayer } from './config.js'

/** Bolide as data: 2 to 8 drivers, 1 to 3 laps, three built-in circuits, basic or advanced rules, laps. */
export const BOLIDE_INFO: GameInfo = Object.freeze({
  id: 'bolide',
  name: 'Bolide',
  players: Object.freeze({ min: 2, max: 8, default: 6 }),
  laps: Object.freeze({ min: 1, max: 3, default: 2 }),
  boards: Object.freeze(['costa-azzurra', 'brughiera-park', 'test-ring'] satisfies ReadonlyArray<BoardId>),
  presets: Object.freeze(['basic', 'advanced'] satisfies ReadonlyArray<RuleLayer>),
  measure: 'laps',
  hiddenInformation: false,
})
