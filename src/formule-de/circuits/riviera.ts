import { circuitBuilder } from '../circuit/dsl.js'
import type { Circuit } from '../circuit/model.js'

/**
 * "Riviera": an original street circuit modelled on the published Monaco figures
 * (FACTS.md): 3 lanes, 497 track spaces (168 / 166 / 163 per lane), 10 corners whose
 * stops are 1, 1, 1, 1, 3, 1, 1, 2, 2, 1 and whose longest/shortest paths are 7/3,
 * 10/5, 6/2, 6/2, 18/8, 9/5, 7/3, 13/8, 11/6, 6/2. Corners 1–5 turn one way (lane 0
 * outside), 6–10 the other (lane 2 outside). The printed board is not reproduced.
 */
export const riviera: Circuit = circuitBuilder('Riviera', 3)
  .straight(6)
  .corner({ name: 'Sainte-Dévote', stops: 1, lanes: [7, 5, 3] })
  .straight(12)
  .corner({ name: 'Massenet', stops: 1, lanes: [10, 8, 5] })
  .straight(8)
  .corner({ name: 'Casino', stops: 1, lanes: [6, 4, 2] })
  .straight(5)
  .corner({ name: 'Mirabeau', stops: 1, lanes: [6, 4, 2] })
  .straight(14)
  .corner({ name: 'Loews', stops: 3, lanes: [18, 13, 8] })
  .straight(16)
  .corner({ name: 'Chicane', stops: 1, lanes: [5, 7, 9] })
  .straight(4)
  .corner({ name: 'Tabac', stops: 1, lanes: [3, 5, 7] })
  .straight(6)
  .corner({ name: 'Piscine', stops: 2, lanes: [8, 11, 13] })
  .straight(3)
  .corner({ name: 'Rascasse', stops: 2, lanes: [6, 8, 11] })
  .straight(5)
  .corner({ name: 'Anthony Noghes', stops: 1, lanes: [2, 4, 6] })
  .straight(18)
  .grid(10)
  .pit({ side: 0, from: 172, to: 186, stands: 10 })
  .weather({
    start: { sun: [1, 11], variable: [12, 16], rain: [17, 20] },
    evolution: { towardsSun: [1, 7], unchanged: [8, 13], towardsRain: [14, 20] },
  })
  .build()
