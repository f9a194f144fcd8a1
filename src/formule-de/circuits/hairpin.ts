import { circuitBuilder } from '../circuit/dsl.js'
import type { Circuit } from '../circuit/model.js'

/**
 * "Hairpin": a small original circuit for tests and examples: 3 lanes, a 2-stop
 * hairpin, a 1-stop bend, a grid of 6 and a pit lane with 6 stands.
 */
export const hairpin: Circuit = circuitBuilder('Hairpin', 3)
  .straight(6)
  .corner({ name: 'Hairpin', stops: 2, lanes: [3, 5, 7] })
  .straight(10)
  .corner({ name: 'Bend', stops: 1, lanes: [6, 4, 3] })
  .straight(14)
  .grid(6)
  .pit({ side: 0, from: 29, to: 39, stands: 6 })
  .build()
