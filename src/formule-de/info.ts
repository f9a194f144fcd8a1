import type { GameInfo } from '../core/index.js'
import { CIRCUITS } from './circuits/index.js'

/** Formule Dé as data: 1 to 10 cars, 1 to 3 laps, three built-in circuits, three rule presets, laps. */
export const FORMULE_DE_INFO: GameInfo = Object.freeze({
  id: 'formule-de',
  name: 'Formule Dé',
  players: Object.freeze({ min: 1, max: 10, default: 6 }),
  laps: Object.freeze({ min: 1, max: 3, default: 2 }),
  boards: Object.freeze(Object.keys(CIRCUITS)),
  presets: Object.freeze(['basic', 'advanced', 'tournament']),
  measure: 'laps',
  hiddenInformation: false,
})
