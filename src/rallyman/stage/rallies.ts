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

/** The built-in rallies by key. @group Boards */
export interface BuiltInRallies {
  /** The asphalt rally: three specials on tarmac. */
  readonly asphalt: Rally
  /** The snow rally (Rallye Blanc). */
  readonly snow: Rally
  /** The dirt rally, run with the Dirt rules. */
  readonly dirt: Rally
}

/** Every built-in rally by key. @group Boards */
export const BUILT_IN_RALLIES: BuiltInRallies = Object.freeze({
  asphalt: ASPHALT_RALLY,
  snow: SNOW_RALLY,
  dirt: DIRT_RALLY,
})
