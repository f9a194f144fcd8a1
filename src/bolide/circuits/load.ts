/** Loading of the built-in ASCII maps. */
import { isRight } from 'fp-ts/lib/Either.js'
import { deepFreeze } from '../../core/index.js'
import { parseCircuitMap } from '../circuit/ascii.js'
import type { Circuit } from '../circuit/model.js'

/**
 * Parses a built-in map. A built-in map that does not parse (a library bug, caught by the
 * tests) yields an empty circuit that `validateCircuit` and `setup` reject, never a throw.
 */
export const builtInCircuit = (map: string): Circuit => {
  const parsed = parseCircuitMap(map)
  // Frozen: every race on a built-in circuit shares it.
  if (isRight(parsed)) return deepFreeze(parsed.right)
  const origin = { x: 0, y: 0 }
  return {
    name: `unreadable map: ${parsed.left.join('; ')}`,
    rows: [],
    arrows: [],
    finish: { from: origin, to: origin },
    halfway: { from: origin, to: origin },
    grid: [],
    pit: null,
    rainRisk: 0,
  }
}
