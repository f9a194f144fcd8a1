/**
 * The library's own zones, in the spirit of the printed tiles (which are not public):
 * C, J, L and V are asphalt tiles (their snowy backs come from the weather, RM ART.15);
 * D, G and X are Dirt tiles with split cells, fords, long corners and a crossroads.
 */
import { deepFreeze } from '../../core/index.js'
import { corner, halves, straight, times, type Zone } from './zone.js'

const s = straight
const wide = straight({ lanes: 2 })
const forest = straight({ left: 'forest', right: 'forest' })
const rocks = straight({ left: 'rocks', right: 'meadow' })

/** Zone C: a twisty mountain tile with cords and a rocky hairpin. @group Boards */
export const ZONE_C: Zone = {
  id: 'C',
  name: 'Col de la Couronne',
  surface: 'asphalt',
  steps: [
    wide,
    wide,
    s(),
    corner({ inside: 'right', tight: [1, 3], drift: [3, 4], cord: [1, 4], left: 'rocks', right: 'meadow' }),
    s(),
    forest,
    straight({ left: 'forest', right: 'forest', split: true }),
    corner({ inside: 'left', tight: [2, 2], drift: [2, 3], left: 'meadow', right: 'rocks' }),
    rocks,
    s(),
    corner({ inside: 'right', tight: [1, 1], cord: [1, 2], left: 'rocks', right: 'forest' }),
    s(),
    wide,
    straight({ lanes: 2, jump: 4 }),
    wide,
    wide,
    wide,
    corner({ inside: 'left', tight: [1, 4], drift: [2, 5], cord: [1, 5], left: 'earth', right: 'forest' }),
    s(),
    s(),
  ],
  anchors: [0, 4, 8, 11, 14, 18],
}

/** Zone J: fast valley roads, a long straight with a jump. @group Boards */
export const ZONE_J: Zone = {
  id: 'J',
  name: 'Jas du Juge',
  surface: 'asphalt',
  steps: [
    wide,
    ...times(3, straight({ lanes: 2, left: 'meadow', right: 'earth' })),
    corner({ inside: 'left', tight: [1, 4], drift: [2, 5], left: 'meadow', right: 'forest' }),
    s(),
    straight({ jump: 3 }),
    s(),
    s(),
    straight({ split: true }),
    corner({ inside: 'right', tight: [2, 3], drift: [3, 4], cord: [1, 3], left: 'forest', right: 'meadow' }),
    forest,
    forest,
    corner({ inside: 'left', tight: [1, 2], cord: [1, 3], left: 'meadow', right: 'rocks' }),
    ...times(3, wide),
    corner({ inside: 'right', tight: [1, 3], drift: [2, 4], left: 'rocks', right: 'meadow' }),
    s(),
    wide,
  ],
  anchors: [0, 4, 9, 13, 16, 19],
}

/** Zone L: a village loop with tight corners and walls (rocks). @group Boards */
export const ZONE_L: Zone = {
  id: 'L',
  name: 'Lacets de Lure',
  surface: 'asphalt',
  steps: [
    s(),
    s(),
    corner({ inside: 'left', tight: [1, 2], drift: [2, 3], cord: [1, 3], left: 'rocks', right: 'rocks' }),
    rocks,
    corner({ inside: 'right', tight: [1, 2], cord: [1, 2], left: 'rocks', right: 'rocks' }),
    s(),
    wide,
    wide,
    corner({ inside: 'left', tight: [2, 3], drift: [3, 4], left: 'forest', right: 'meadow' }),
    s(),
    straight({ split: true }),
    straight({ jump: 2 }),
    s(),
    s(),
    s(),
    corner({ inside: 'right', tight: [1, 3], cord: [1, 4], left: 'meadow', right: 'forest' }),
    wide,
    wide,
  ],
  anchors: [0, 3, 6, 10, 16],
}

/** Zone V: the vineyard tile, open and fast with a hairpin. @group Boards */
export const ZONE_V: Zone = {
  id: 'V',
  name: 'Vignes du Ventoux',
  surface: 'asphalt',
  steps: [
    ...times(3, wide),
    corner({ inside: 'right', tight: [1, 4], drift: [3, 5], cord: [1, 5], left: 'earth', right: 'meadow' }),
    ...times(3, straight({ lanes: 3, left: 'meadow', right: 'earth' })),
    corner({ inside: 'left', tight: [1, 1], cord: [1, 1], left: 'forest', right: 'rocks' }),
    s(),
    straight({ split: true }),
    corner({ inside: 'left', tight: [2, 3], drift: [2, 4], left: 'forest', right: 'meadow' }),
    ...times(2, wide),
  ],
  anchors: [0, 3, 7, 10, 13],
}

/** Zone D: a dirt tile with split cells around its corners and two fords. @group Boards */
export const ZONE_D: Zone = {
  id: 'D',
  name: 'Dunes de Durance',
  surface: 'dirt',
  steps: [
    straight({ lanes: 2, left: 'earth', right: 'earth' }),
    straight({ left: 'earth', right: 'earth', ford: true }),
    s(),
    halves('earth', 'meadow'),
    corner({ inside: 'left', tight: [1, 3], drift: [2, 4], cord: [1, 4], left: 'earth', right: 'forest' }),
    halves('earth', 'forest'),
    s(),
    straight({ left: 'forest', right: 'forest', split: true }),
    straight({ jump: 3, left: 'earth', right: 'earth' }),
    straight({ ford: true, left: 'earth', right: 'earth' }),
    s(),
    s(),
    halves('meadow', 'rocks'),
    corner({ inside: 'right', tight: [1, 2], drift: [2, 3], cord: [1, 3], left: 'rocks', right: 'meadow' }),
    halves('rocks', 'meadow'),
    straight({ lanes: 2 }),
  ],
  anchors: [0, 3, 7, 12, 15],
}

/** Zone G: dirt with a long corner and a jump after a crest. @group Boards */
export const ZONE_G: Zone = {
  id: 'G',
  name: 'Gorges du Guil',
  surface: 'dirt',
  steps: [
    straight({ lanes: 2 }),
    s(),
    corner({ inside: 'left', tight: [3, 3], drift: [4, 5], long: true, left: 'earth', right: 'rocks' }),
    s(),
    straight({ jump: 4, left: 'forest', right: 'forest' }),
    s(),
    s(),
    straight({ split: true }),
    halves('forest', 'earth'),
    corner({ inside: 'right', tight: [1, 3], drift: [3, 4], cord: [1, 4], left: 'forest', right: 'earth' }),
    s(),
    straight({ lanes: 2 }),
  ],
  anchors: [0, 3, 8, 11],
}

/**
 * Zone X: a dirt crossroads (RM ART.25): a crossing cell with a road on each side, then a
 * right turn whose outside (left) road goes straight on; no drift. A loss of control there
 * may send a car down one of these roads (RM ART.25.2).
 * @group Boards
 */
export const ZONE_X: Zone = {
  id: 'X',
  name: 'Carrefour de la Croix',
  surface: 'dirt',
  steps: [
    straight({ lanes: 2 }),
    s(),
    straight({
      crossroads: true,
      lanes: 2,
      sideRoads: [
        { side: 'left', cells: 2 },
        { side: 'right', cells: 2 },
      ],
    }),
    corner({
      inside: 'right',
      tight: [1, 3],
      cord: [1, 4],
      crossroads: true,
      left: 'earth',
      right: 'meadow',
      sideRoads: [{ side: 'left', cells: 3 }],
    }),
    s(),
    straight({ ford: true }),
    s(),
    straight({ lanes: 2 }),
  ],
  anchors: [0, 2, 4, 7],
}

/** Every built-in zone. @group Boards */
export const BUILT_IN_ZONES: ReadonlyArray<Zone> = deepFreeze([ZONE_C, ZONE_J, ZONE_L, ZONE_V, ZONE_D, ZONE_G, ZONE_X])
