/**
 * Built-in rallies of three specials on the library's zones: an asphalt rally (its first
 * special is the seed's P.C. COURSE example `L1 C3-J1 J4`), a mixed rally in variable
 * weather, and a dirt rally with fords, split cells, a long corner and a crossroads.
 */
import { deepFreeze } from '../../core/index.js'
import type { Rally } from '../config.js'

/** Asphalt: assistance after ES1 and ES2 as on the seed's sheet. */
export const ASPHALT_RALLY: Rally = deepFreeze({
  name: 'Rallye des Cols',
  weather: 'fixed',
  specials: [
    { name: 'ES1 Lure - Juge', roadbook: 'L1 C3-J1 J4', assistance: true, snow: [] },
    { name: 'ES2 Jas du Juge', roadbook: 'J0 J5', assistance: true, snow: [] },
    { name: 'ES3 Ventoux', roadbook: 'V0 C1-L3', assistance: false, snow: [] },
  ],
})

/** Mixed: every tile may turn to snow by the weather dice (RM ART.15.2). */
export const SNOW_RALLY: Rally = deepFreeze({
  name: 'Rallye Blanc',
  weather: 'variable',
  specials: [
    { name: 'ES1 Couronne', roadbook: 'C0 V1', assistance: true, snow: [] },
    { name: 'ES2 Lacets', roadbook: 'J0 L2', assistance: false, snow: [] },
    { name: 'ES3 Grand Col', roadbook: 'L0 V0 J3', assistance: false, snow: [] },
  ],
})

/** Dirt: fords, split cells, a long corner, a crossroads (RM ART.18-26). */
export const DIRT_RALLY: Rally = deepFreeze({
  name: 'Rallye des Gués',
  weather: 'fixed',
  specials: [
    { name: 'ES1 Durance', roadbook: 'D0 G0', assistance: true, snow: [] },
    { name: 'ES2 La Croix', roadbook: 'X0 D1-G2', assistance: true, snow: [] },
    { name: 'ES3 Guil', roadbook: 'G0 X1 D0', assistance: false, snow: [] },
  ],
})

/**
 * The ids of the built-in rallies, the default first: every list of them (the rallies by id,
 * the codec of a saved state's board, `info.boards`) reads this one.
 * @group Boards
 */
export const BOARD_IDS = Object.freeze([
  // Rallye des Cols: three specials on tarmac.
  'asphalt',
  // Rallye Blanc: every tile may turn to snow.
  'snow',
  // Rallye des Gués, run with the Dirt rules.
  'dirt',
] as const)

/** The id of a built-in rally ({@link BOARD_IDS}). @group Boards */
export type BoardId = (typeof BOARD_IDS)[number]

/** The built-in rallies by id. @group Boards */
export type BuiltInRallies = { readonly [Id in BoardId]: Rally }

/** Every built-in rally by key. @group Boards */
export const BUILT_IN_RALLIES: BuiltInRallies = Object.freeze({
  asphalt: ASPHALT_RALLY,
  snow: SNOW_RALLY,
  dirt: DIRT_RALLY,
})
