import { describe, expect, it } from 'vitest'
import { riviera } from '../../src/formule-de/circuits/index.js'
import { indexCircuit } from '../../src/formule-de/circuit/graph.js'
import { distanceCache, distanceTo, onStraight, type Obstacles } from '../../src/formule-de/rules/shortest.js'

// No other car, no dangerous space, no wall: every table is stamped 0, the search's stamp 1.
const n = riviera.spaces.length
const open: Obstacles = { car: new Int32Array(n), danger: new Int32Array(n), wall: new Int32Array(n), stamp: 1 }

describe('FD-T 7-2-3: the shortest distances of a straight portion', () => {
  const index = indexCircuit(riviera)
  // A straight space with a space 10 rows ahead on its straight (Riviera's long straights).
  const far = (() => {
    const all = distanceCache(index, open, 30)
    for (const s of riviera.spaces) {
      if (!onStraight(s)) continue
      const d = all(s.id, 0, [], false)
      const ahead = riviera.spaces.find((t) => distanceTo(d, t.id) === 10)
      if (ahead !== undefined) return { origin: s.id, ahead: ahead.id }
    }
    throw new Error('Riviera has no straight of 10 rows')
  })()

  it('a portion left late in the move needs its straight only as far as the move can go', () => {
    // A 20-space move: a portion left after 15 spaces can make 5 more.
    const tables = distanceCache(index, open, 20)
    const late = tables(far.origin, 15, [], false)
    expect(late.reach).toBe(5)
    expect(distanceTo(late, far.ahead)).toBe(Infinity)
  })

  it('a portion left earlier from the same space gets the longer table it needs, not the kept one', () => {
    const tables = distanceCache(index, open, 20)
    tables(far.origin, 15, [], false)
    const early = tables(far.origin, 2, [], false)
    expect(early.reach).toBe(18)
    expect(distanceTo(early, far.ahead)).toBe(10)
    // The same space and depth again: the kept table.
    expect(tables(far.origin, 2, [], false)).toBe(early)
  })
})
