import { circuitBuilder } from '../circuit/dsl.js'
import type { Circuit } from '../circuit/model.js'

/**
 * "Hairpin": a short original club circuit for tests and examples, run clockwise on the
 * printed board's staggered lanes: the start straight, a 2-stop hairpin at its end, a back
 * straight to a left-hand kink, a long right-hand bend, a last corner onto the start straight.
 * 3 lanes, a grid of 6, a pit lane with 6 stands along the start straight. The angles close
 * the loop (found once by a closing solver and rounded; the picture checks it).
 */
export const hairpin: Circuit = circuitBuilder('Hairpin', 3)
  .straight(4)
  .corner({ name: 'Hairpin', stops: 2, lanes: [7, 5, 3], angle: -187.25 })
  .straight(8)
  .corner({ name: 'Kink', stops: 1, lanes: [3, 4, 5], angle: 59.69, radius: 4.3 })
  .straight(3)
  .corner({ name: 'Bend', stops: 1, lanes: [6, 4, 3], angle: -143.66 })
  .straight(4)
  .corner({ name: 'Corner', stops: 1, lanes: [5, 4, 3], angle: -88.78 })
  .straight(12)
  .grid(6)
  .pit({ side: 0, from: 42, to: 52, stands: 6 })
  .build()
