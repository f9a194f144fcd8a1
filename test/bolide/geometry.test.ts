import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { COMPASS, primaryDirection, scale, speedOf, turnLeft, turnRight } from '../../src/bolide/grid/point.js'
import { pointsStrictlyBetween, segmentOnTrack, segmentsTouch } from '../../src/bolide/grid/segment.js'
import { blockTargets, pionTargets, standingTargets } from '../../src/bolide/grid/pion.js'
import { terrainOf, type Terrain } from '../../src/bolide/circuit/terrain.js'
import { brughieraPark, costaAzzurra, testRing } from '../../src/bolide/circuits/index.js'

/** A reference membership test of the drivable region, point by point (rational coordinates xN/den, yN/den). */
const inRegion = (drivable: (x: number, y: number) => boolean, xN: number, yN: number, den: number): boolean => {
  const cxs = xN % den === 0 ? [xN / den - 1, xN / den] : [Math.floor(xN / den)]
  const cys = yN % den === 0 ? [yN / den - 1, yN / den] : [Math.floor(yN / den)]
  if (xN % den === 0 && yN % den === 0) return drivable(xN / den, yN / den)
  for (const cx of cxs)
    for (const cy of cys) {
      const u = xN - cx * den
      const v = yN - cy * den
      if (u < 0 || v < 0 || u > den || v > den) continue
      const c00 = drivable(cx, cy)
      const c10 = drivable(cx + 1, cy)
      const c01 = drivable(cx, cy + 1)
      const c11 = drivable(cx + 1, cy + 1)
      if (c00 && c10 && c01 && u + v <= den) return true
      if (c10 && c11 && c01 && u + v >= den) return true
      if (c00 && c10 && c11 && v <= u) return true
      if (c00 && c01 && c11 && v >= u) return true
      // Unit edges between two drivable points.
      if (v === 0 && c00 && c10) return true
      if (v === den && c01 && c11) return true
      if (u === 0 && c00 && c01) return true
      if (u === den && c10 && c11) return true
    }
  return false
}

/** Reference: sample the segment finely enough to catch any excursion. */
const referenceOnTrack = (
  drivable: (x: number, y: number) => boolean,
  a: { x: number; y: number },
  b: { x: number; y: number },
): boolean => {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const steps = 4 * Math.max(1, Math.abs(dx)) * Math.max(1, Math.abs(dy)) * (Math.abs(dx) + Math.abs(dy) + 1)
  for (let k = 0; k <= steps; k++) {
    if (!inRegion(drivable, a.x * steps + dx * k, a.y * steps + dy * k, steps)) return false
  }
  return true
}

describe('BO 1 movement geometry', () => {
  it('BO 1: speed is the longest component (1 South 3 East is 3rd gear, figure 9)', () => {
    expect(speedOf({ x: 3, y: 1 })).toBe(3)
    expect(speedOf({ x: -2, y: 6 })).toBe(6)
    expect(speedOf({ x: 0, y: 0 })).toBe(0)
  })

  it('BO 1: the Pion offers the 25 points of the 5×5 square centred on it (figure 6)', () => {
    const t = pionTargets({ x: 10, y: 10 })
    expect(t).toHaveLength(25)
    expect(new Set(t.map((p) => `${p.x},${p.y}`)).size).toBe(25)
    for (const p of t) expect(Math.max(Math.abs(p.x - 10), Math.abs(p.y - 10))).toBeLessThanOrEqual(2)
  })

  it('BO 1: a standing start offers 5 points: ahead, the two forward diagonals and both sides (figure 1)', () => {
    const t = standingTargets({ x: 5, y: 5 }, 'E', 1)
      .map((p) => `${p.x},${p.y}`)
      .sort()
    expect(t).toEqual(['5,4', '5,6', '6,4', '6,5', '6,6'])
    const fast = standingTargets({ x: 5, y: 5 }, 'N', 2)
      .map((p) => `${p.x},${p.y}`)
      .sort()
    expect(fast).toEqual(['3,3', '3,5', '5,3', '7,3', '7,5'])
  })

  it('BO 5: the primary direction is the longest component; equal components give both (figure 18, speckled car)', () => {
    expect(primaryDirection({ x: 4, y: 1 })).toEqual({ x: 1, y: 0 })
    expect(primaryDirection({ x: 1, y: 3 })).toEqual({ x: 0, y: 1 })
    expect(primaryDirection({ x: 3, y: 3 })).toEqual({ x: 1, y: 1 })
  })

  it('BO 4: figure 14, 6th gear after 2 North / 6 East: the block points lie strictly above the 90° ruler (2 East / 6 South)', () => {
    const vel = { x: 6, y: -2 }
    const pts = blockTargets({ x: 0, y: 0 }, vel)
    const ruler = { x: 2, y: 6 }
    expect(ruler.x * vel.x + ruler.y * vel.y).toBe(0)
    // All speed-2 points on the Pion side of the ruler, none on it or behind.
    expect(pts.map((p) => `${p.x},${p.y}`).sort()).toEqual(['0,-2', '1,-2', '1,2', '2,-1', '2,-2', '2,0', '2,1', '2,2'])
    for (const p of pts) expect(Math.max(Math.abs(p.x), Math.abs(p.y))).toBe(2)
  })

  it('BO 4: points on the ruler are forbidden (exactly 90°)', () => {
    // Moving East: the ruler is North-South through the car; (0,±2) lie on it.
    const pts = blockTargets({ x: 0, y: 0 }, { x: 3, y: 0 }).map((p) => `${p.x},${p.y}`)
    expect(pts).not.toContain('0,2')
    expect(pts).not.toContain('0,-2')
    expect(pts).toContain('1,2')
    expect(pts).toHaveLength(7)
  })

  it('BO 5: a trajectory passes exactly through the lattice points on it', () => {
    expect(pointsStrictlyBetween({ x: 0, y: 0 }, { x: 4, y: 2 })).toEqual([{ x: 2, y: 1 }])
    expect(pointsStrictlyBetween({ x: 0, y: 0 }, { x: 3, y: 1 })).toEqual([])
    expect(pointsStrictlyBetween({ x: 0, y: 0 }, { x: 0, y: 3 })).toEqual([
      { x: 0, y: 1 },
      { x: 0, y: 2 },
    ])
  })
})

describe('point arithmetic', () => {
  it('turns a quarter left and right: N to W and E, and back', () => {
    expect(turnLeft(COMPASS.N)).toEqual(COMPASS.W)
    expect(turnRight(COMPASS.N)).toEqual(COMPASS.E)
    expect(turnLeft(COMPASS.SE)).toEqual(COMPASS.NE)
    expect(turnRight(COMPASS.SE)).toEqual(COMPASS.SW)
  })

  it("turns and scales never give -0: a -0 in one point would make V8 box every point's fields", () => {
    const isNegativeZero = (p: { x: number; y: number }): boolean => Object.is(p.x, -0) || Object.is(p.y, -0)
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -6, max: 6 }),
        (x, y, k) => {
          const p = { x, y }
          for (const q of [turnLeft(p), turnRight(p), scale(p, k)]) expect(isNegativeZero(q)).toBe(false)
          expect(turnRight(turnLeft(p))).toEqual(p)
          // The product's value (=== does not tell 0 from -0).
          const scaled = scale(p, k)
          expect(scaled.x === x * k && scaled.y === y * k).toBe(true)
        },
      ),
    )
  })
})

describe('BO 1 the exact segment-vs-grid check', () => {
  // A 3-wide corridor along y = 0..2, with a missing point at (3,0).
  const corridor = (x: number, y: number): boolean => x >= 0 && x <= 8 && y >= 0 && y <= 2 && !(x === 3 && y === 0)

  it('BO 1: a straight move along drivable points is on the track', () => {
    expect(segmentOnTrack({ x: 0, y: 1 }, { x: 8, y: 1 }, corridor)).toBe(true)
  })

  it('BO 1: a move along the kerb line through a missing point leaves the track', () => {
    expect(segmentOnTrack({ x: 0, y: 0 }, { x: 6, y: 0 }, corridor)).toBe(false)
  })

  it('BO 1: a diagonal inside a square with 3 drivable corners is on the track only on their side', () => {
    // Square (2,0)-(3,1) misses (3,0): the diagonal (2,1)-(3,... passes under it.
    expect(segmentOnTrack({ x: 2, y: 1 }, { x: 4, y: 1 }, corridor)).toBe(true)
    expect(segmentOnTrack({ x: 2, y: 0 }, { x: 4, y: 1 }, corridor)).toBe(false)
    expect(segmentOnTrack({ x: 2, y: 1 }, { x: 4, y: 0 }, corridor)).toBe(false)
  })

  it('BO 1: a target that is not a track point is never on the track', () => {
    expect(segmentOnTrack({ x: 0, y: 1 }, { x: 9, y: 1 }, corridor)).toBe(false)
  })

  it('BO 1: cutting a corner across an undrivable square is refused (figure 12)', () => {
    // An L-shaped track: the diagonal across the inside of the corner leaves it.
    const L = (x: number, y: number): boolean =>
      (y >= 0 && y <= 1 && x >= 0 && x <= 6) || (x >= 5 && x <= 6 && y >= 0 && y <= 6)
    expect(segmentOnTrack({ x: 0, y: 1 }, { x: 5, y: 6 }, L)).toBe(false)
    expect(segmentOnTrack({ x: 0, y: 0 }, { x: 6, y: 1 }, L)).toBe(true)
    expect(segmentOnTrack({ x: 5, y: 1 }, { x: 6, y: 6 }, L)).toBe(true)
  })

  it('BO 1: the exact check agrees with a fine point-by-point reference on random boards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        (bits, ax, ay, bx, by) => {
          // Bias towards drivable boards: a point is drivable unless two bits say otherwise.
          const drivable = (x: number, y: number): boolean =>
            x >= 0 && y >= 0 && x < 8 && y < 8 && (bits[y * 8 + x] === true || bits[(y * 8 + x + 17) % 64] === true)
          const a = { x: ax, y: ay }
          const b = { x: bx, y: by }
          expect(segmentOnTrack(a, b, drivable)).toBe(referenceOnTrack(drivable, a, b))
          expect(segmentOnTrack(a, b, drivable)).toBe(segmentOnTrack(b, a, drivable))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('BO 1: a box of drivable points (terrain.drivableBox) is what its points say, and every segment inside it is on the track', () => {
    const boards = [costaAzzurra, brughieraPark, testRing].map(terrainOf)
    fc.assert(
      fc.property(
        fc.nat(2),
        fc.integer({ min: -2, max: 75 }),
        fc.integer({ min: -2, max: 54 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        (b, x, y, dx, dy) => {
          const T = boards[b] as Terrain
          const [x0, x1, y0, y1] = [Math.min(x, x + dx), Math.max(x, x + dx), Math.min(y, y + dy), Math.max(y, y + dy)]
          let all = true
          for (let py = y0; py <= y1; py++) for (let px = x0; px <= x1; px++) all &&= T.drivable(px, py)
          expect(T.drivableBox(x0, y0, x1, y1)).toBe(all)
          if (all) expect(referenceOnTrack(T.drivable, { x, y }, { x: x + dx, y: y + dy })).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('BO 1: on a fully drivable board every segment is on the track', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), (dx, dy) => {
        expect(segmentOnTrack({ x: 0, y: 0 }, { x: dx, y: dy }, () => true)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it('BO 1: lines are touched or crossed exactly, ends included', () => {
    const from = { x: 5, y: 0 }
    const to = { x: 5, y: 4 }
    expect(segmentsTouch({ x: 3, y: 2 }, { x: 7, y: 2 }, from, to)).toBe(true)
    expect(segmentsTouch({ x: 3, y: 2 }, { x: 5, y: 2 }, from, to)).toBe(true)
    expect(segmentsTouch({ x: 3, y: 2 }, { x: 4, y: 2 }, from, to)).toBe(false)
    expect(segmentsTouch({ x: 3, y: 5 }, { x: 7, y: 5 }, from, to)).toBe(false)
  })
})
