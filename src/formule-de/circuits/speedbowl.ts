import { circuitBuilder } from '../circuit/dsl.js'
import type { Circuit } from '../circuit/model.js'

/**
 * "Speedbowl": an original fast oval, 3 lanes, two banked 1-stop turns, a wall along
 * the outer lane (lane 2) all the way round, a pit lane with 10 stands along the
 * start/finish straight.
 */
export const speedbowl: Circuit = circuitBuilder('Speedbowl', 3)
  .straight(12, { wall: 2 })
  .corner({ name: 'Turn 1-2', stops: 1, lanes: [8, 10, 12], wall: 2 })
  .straight(26, { wall: 2 })
  .corner({ name: 'Turn 3-4', stops: 1, lanes: [8, 10, 12], wall: 2 })
  .straight(24, { wall: 2 })
  .grid(10)
  .pit({ side: 0, from: 64, to: 78, stands: 10 })
  .weather({
    start: { sun: [1, 14], variable: [15, 18], rain: [19, 20] },
    evolution: { towardsSun: [1, 10], unchanged: [11, 14], towardsRain: [15, 20] },
  })
  .build()
