import { circuitBuilder, type CircuitBuilder } from '../circuit/dsl.js'
import type { Circuit } from '../circuit/model.js'

/** Riviera's lap, straights and corners, added to a builder (the bench chains it to make larger boards). */
export const rivieraLap = (b: CircuitBuilder): CircuitBuilder =>
  b
    .straight(6)
    .corner({ name: 'Sainte-Dévote', stops: 1, lanes: [7, 5, 3], angle: -97.4 })
    .straight(12)
    .corner({ name: 'Massenet', stops: 1, lanes: [5, 8, 10], angle: 77 })
    .straight(8)
    .corner({ name: 'Casino', stops: 1, lanes: [6, 4, 2], angle: -99.9 })
    .straight(5)
    .corner({ name: 'Mirabeau', stops: 1, lanes: [2, 4, 6], angle: 27.49 })
    .straight(14)
    .corner({ name: 'Loews', stops: 3, lanes: [18, 13, 8], angle: -174.72 })
    .straight(16)
    .corner({ name: 'Chicane', stops: 1, lanes: [5, 7, 9], angle: 39.09 })
    .straight(4)
    .corner({ name: 'Tabac', stops: 1, lanes: [3, 5, 7], angle: 63.09 })
    .straight(6)
    .corner({ name: 'Piscine', stops: 2, lanes: [13, 11, 8], angle: -115.62 })
    .straight(3)
    .corner({ name: 'Rascasse', stops: 2, lanes: [6, 8, 11], angle: 48.29 })
    .straight(5)
    .corner({ name: 'Anthony Noghes', stops: 1, lanes: [6, 4, 2], angle: -127.31 })
    .straight(18)

/**
 * "Riviera": an original street circuit on the published Monaco figures: 3 lanes, 497 track
 * spaces (168 / 166 / 163 per lane), 10 corners whose stops are 1, 1, 1, 1, 3, 1, 1, 2, 2, 1
 * and whose longest/shortest paths are 7/3, 10/5, 6/2, 6/2, 18/8, 9/5, 7/3, 13/8, 11/6, 6/2.
 * Its own outline, run clockwise: the start straight, Sainte-Dévote, a climb to Massenet and
 * Casino, Mirabeau, the long 3-stop Loews hairpin at the far end, then back through the
 * Chicane, Tabac, the Piscine and Rascasse to Anthony Noghes. Lane 0 is the left-hand lane:
 * it has the most spaces in the right-hand corners, lane 2 in the left-hand ones. The angles
 * close the loop (found once by a closing solver and rounded; the picture checks it). The
 * figures are the published ones; the outline, the pit lane and the weather table are our own
 * assumptions (docs/formule-de.md, components and rulings).
 */
export const riviera: Circuit = rivieraLap(circuitBuilder('Riviera', 3))
  .grid(10)
  .pit({ side: 0, from: 172, to: 186, stands: 10 })
  .weather({
    start: { sun: [1, 11], variable: [12, 16], rain: [17, 20] },
    evolution: { towardsSun: [1, 7], unchanged: [8, 13], towardsRain: [14, 20] },
  })
  .build()
