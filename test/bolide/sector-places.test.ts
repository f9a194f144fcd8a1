/**
 * Points named by the circuit's sectors (docs/bolide.md, "Notation"): every point a car may
 * stand on has one name, `c12.3`, that reads back to it; lines are counted from the rear of the
 * sector along its red arrow and points from the left of the direction of the race.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { circuits } from '../../src/bolide/circuits/index.js'
import { terrainOf } from '../../src/bolide/circuit/terrain.js'
import { pointOfSectorPlace, sectorPlaceName, sectorPlaceOf } from '../../src/bolide/circuit/sector-places.js'
import { COMPASS, turnRight } from '../../src/bolide/grid/point.js'
import type { Circuit } from '../../src/bolide/circuit/model.js'
import { randomRing } from './random-circuit.js'

const everyPoint = (circuit: Circuit) => {
  const T = terrainOf(circuit)
  const out: Array<{ x: number; y: number; sector: number }> = []
  for (let y = -1; y <= T.height; y++) for (let x = -1; x <= T.width; x++) out.push({ x, y, sector: T.sector(x, y) })
  return out
}

const checkCircuit = (circuit: Circuit): number => {
  const seen = new Set<string>()
  let named = 0
  for (const p of everyPoint(circuit)) {
    const place = sectorPlaceOf(circuit, p)
    // A name exactly for the points of a sector (track, edges, run-off), none for the rest.
    expect(place === null, `${p.x},${p.y}`).toBe(p.sector < 0)
    if (place === null) continue
    named++
    expect(place.sector).toBe(String.fromCharCode(97 + p.sector))
    expect(place.line).toBeGreaterThanOrEqual(1)
    expect(place.n).toBeGreaterThanOrEqual(1)
    const name = sectorPlaceName(circuit, p) as string
    expect(seen.has(name), name).toBe(false)
    seen.add(name)
    expect(pointOfSectorPlace(circuit, place)).toEqual({ x: p.x, y: p.y })
    expect(pointOfSectorPlace(circuit, { ...place, sector: place.sector.toUpperCase() })).toEqual({ x: p.x, y: p.y })
    // The point ahead along the arrow, when in the same sector, is on the next line (two lines on
    // across a diagonal arrow: the lines are the diagonals between); the one on the right of the
    // direction of the race, on the same line, is the next point.
    const arrow = COMPASS[circuit.arrows[p.sector] ?? 'E']
    const ahead = sectorPlaceOf(circuit, { x: p.x + arrow.x, y: p.y + arrow.y })
    if (ahead?.sector === place.sector) expect(ahead.line).toBe(place.line + arrow.x * arrow.x + arrow.y * arrow.y)
    const right = turnRight(arrow)
    const beside = sectorPlaceOf(circuit, { x: p.x + right.x, y: p.y + right.y })
    if (beside?.sector === place.sector) expect(beside).toEqual({ ...place, n: place.n + 1 })
  }
  return named
}

describe('points named by sector, line and number', () => {
  it('on each built-in circuit every point of a sector has one name, which reads back to it', () => {
    for (const circuit of Object.values(circuits)) expect(checkCircuit(circuit)).toBeGreaterThan(100)
  })

  it('on random circuits too', () => {
    fc.assert(
      fc.property(randomRing, (circuit) => {
        expect(checkCircuit(circuit)).toBeGreaterThan(0)
      }),
      { numRuns: 4 },
    )
  })

  it('a name the circuit does not have is no point', () => {
    const circuit = circuits['costa-azzurra']
    for (const place of [
      { sector: 'z', line: 1, n: 1 },
      { sector: 'a', line: 0, n: 1 },
      { sector: 'a', line: 1, n: 0 },
      { sector: 'a', line: 999, n: 1 },
      { sector: 'ab', line: 1, n: 1 },
    ])
      expect(pointOfSectorPlace(circuit, place)).toBeNull()
  })
})
