import { circuitBuilder } from '../circuit/dsl.js'
import type { Circuit } from '../circuit/model.js'

/**
 * "Speedbowl": an original fast oval run anticlockwise, 3 lanes: two straights of 28 spaces
 * and two banked 1-stop half-turns, a wall along the outer lane (lane 2) all the way round
 * (FD-T 15), a pit lane with 10 stands on the infield side of the start straight.
 */
export const speedbowl: Circuit = circuitBuilder('Speedbowl', 3)
  .straight(10, { wall: 2 })
  .corner({ name: 'Turn 1-2', stops: 1, lanes: [8, 10, 12], wall: 2, angle: 180 })
  .straight(28, { wall: 2 })
  .corner({ name: 'Turn 3-4', stops: 1, lanes: [8, 10, 12], wall: 2, angle: 180 })
  .straight(18, { wall: 2 })
  .grid(10)
  .pit({ side: 0, from: 62, to: 78, stands: 10 })
  .weather({
    start: { sun: [1, 14], variable: [15, 18], rain: [19, 20] },
    evolution: { towardsSun: [1, 10], unchanged: [11, 14], towardsRain: [15, 20] },
  })
  .build()
