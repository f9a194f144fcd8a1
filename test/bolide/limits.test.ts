/**
 * Bounded inputs: the limits of the circuit format and of a race config are checked before
 * anything walks the map, so no input of any size takes the process down or runs long.
 * (How long setup takes is measured by `npm run bench`, never asserted here.)
 */
import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing, testRingMap } from '../../src/bolide/circuits/test-ring.js'
import { CIRCUIT_LIMITS, circuitOverLimits } from '../../src/bolide/circuit/limits.js'
import { parseCircuitMap } from '../../src/bolide/circuit/ascii.js'
import { validateCircuit } from '../../src/bolide/circuit/validate.js'
import { terrainOf } from '../../src/bolide/circuit/terrain.js'
import { latticePointsOn, latticePointsWithin } from '../../src/bolide/grid/segment.js'
import type { Circuit } from '../../src/bolide/circuit/model.js'
import { ringMap } from './random-circuit.js'

const setupOn = (circuit: Circuit, players = 4) => bolide.setup({ ...defaultConfig({ players }), circuit })

const codeOf = (circuit: Circuit): string | null => {
  const r = setupOn(circuit)
  return isLeft(r) ? r.left.code : null
}

describe('the limits of the circuit format', () => {
  it('a half-way line from (20,1) to (20,2147483648) is OVER_LIMIT at once (it made setup enumerate every point until Node died)', () => {
    const hostile = { ...testRing, halfway: { from: { x: 20, y: 1 }, to: { x: 20, y: 2147483648 } } }
    const r = setupOn(hostile)
    expect(isLeft(r) && r.left.code).toBe('OVER_LIMIT')
    expect(isLeft(r) && r.left.message).toMatch(/the half-way line's end \(20,2147483648\) is off the 41 × 21 map/)
    expect(isLeft(r) && r.left.message).toMatch(/the half-way line is 2147483647 squares long \(at most 64\)/)
    // The terrain of such a circuit is still built from the map alone (for a picture of it).
    expect(terrainOf(hostile).width).toBe(41)
  })

  it('a finish line 2e7 points long is OVER_LIMIT before any point of it is read (it took seconds)', () => {
    const r = setupOn({ ...testRing, finish: { from: { x: 20, y: 11 }, to: { x: 20, y: 20_000_011 } } })
    expect(isLeft(r) && r.left.code).toBe('OVER_LIMIT')
    expect(isLeft(r) && r.left.message).toMatch(/finish line is 20000000 squares long/)
  })

  it('the sizes of the map, the counts and the name are limits, named in the refusal', () => {
    const wide = { ...testRing, rows: testRing.rows.map((r) => r.padEnd(CIRCUIT_LIMITS.columns + 1, '.')) }
    expect(circuitOverLimits(wide)).toEqual([
      `the map has rows of ${CIRCUIT_LIMITS.columns + 1} columns (at most ${CIRCUIT_LIMITS.columns})`,
    ])
    const tall = { ...testRing, rows: Array.from({ length: CIRCUIT_LIMITS.rows + 1 }, () => '.') }
    expect(circuitOverLimits(tall)).toEqual([
      `the map has ${CIRCUIT_LIMITS.rows + 1} rows (at most ${CIRCUIT_LIMITS.rows})`,
    ])
    const big = { ...testRing, rows: Array.from({ length: 300 }, () => '.'.repeat(400)) }
    expect(circuitOverLimits(big)).toEqual(['the map has 400 × 300 = 120000 points (at most 100000)'])
    const counts = {
      ...testRing,
      name: 'x'.repeat(81),
      arrows: Array.from({ length: 27 }, () => 'E' as const),
      grid: Array.from({ length: 17 }, () => ({ x: 1, y: 1 })),
    }
    expect(circuitOverLimits(counts)).toEqual([
      'the circuit name has 81 characters (at most 80)',
      'there are 27 arrows (at most 26, one per sector a-z)',
      'the start grid has 17 slots (at most 16)',
    ])
    for (const c of [wide, tall, big, counts]) expect(codeOf(c)).toBe('OVER_LIMIT')
  })

  it('a grid slot off the map, and an ASCII text over its limit, are refused with the limit', () => {
    expect(circuitOverLimits({ ...testRing, grid: [{ x: -1, y: 13 }, ...testRing.grid.slice(1)] })).toEqual([
      'grid slot 1 (-1,13) is off the 41 × 21 map',
    ])
    const text = parseCircuitMap(`${testRingMap}${'.'.repeat(CIRCUIT_LIMITS.mapText)}`)
    expect(isLeft(text) && text.left[0]).toMatch(/^the map text has \d+ characters \(at most 250000\)$/)
    expect(
      isLeft(parseCircuitMap(testRingMap.replace('finish: 20,11 20,17', 'finish: 20,11 20,99999999999999999999'))),
    ).toBe(true)
  })

  it('a driver name over 40 characters is OVER_LIMIT; 9 drivers is PLAYER_COUNT', () => {
    const base = defaultConfig({ players: 2, board: 'test-ring' })
    const long = bolide.setup({
      ...base,
      drivers: base.drivers.map((d, i) => (i === 1 ? { ...d, name: 'x'.repeat(41) } : d)),
    })
    expect(isLeft(long) && long.left.message).toBe("Driver 2's name has 41 characters (at most 40).")
    const nine = bolide.setup({
      ...base,
      drivers: Array.from({ length: 9 }, (_, i) => ({ ...base.drivers[0]!, name: `D${i}` })),
    })
    expect(isLeft(nine) && nine.left.code).toBe('PLAYER_COUNT')
  })

  it('a line is enumerated within the map only: two billion squares long, it yields the points on the map', () => {
    const far = latticePointsWithin({ x: 20, y: 1 }, { x: 20, y: 2147483648 }, 41, 21)
    expect(far).toEqual(Array.from({ length: 20 }, (_, k) => ({ x: 20, y: 1 + k })))
    // On the map it is the plain enumeration.
    const a = { x: 2, y: 3 }
    const b = { x: 14, y: 11 }
    expect(latticePointsWithin(a, b, 41, 21)).toEqual(latticePointsOn(a, b))
    expect(latticePointsWithin({ x: -5, y: -5 }, { x: -1, y: -9 }, 41, 21)).toEqual([])
  })

  it('big legal circuits set up: ten times the area of the built-ins, and a map at the point limit', () => {
    for (const [w, h, band] of [
      [250, 140, 12],
      [400, 250, 30],
    ] as const) {
      const parsed = parseCircuitMap(ringMap(w, h, band, true))
      if (isLeft(parsed)) throw new Error(parsed.left.join('\n'))
      expect(validateCircuit(parsed.right)).toEqual([])
      expect(isRight(setupOn(parsed.right, 8))).toBe(true)
    }
  })

  it('a half-way line from (-2^53+1, -2^53+1) is walked within the map only (its steps past the safe integers made terrainOf fill the heap)', () => {
    const far = -Number.MAX_SAFE_INTEGER
    const circuit: Circuit = {
      ...testRing,
      halfway: { from: { x: far, y: far }, to: { x: 12, y: 12 } },
      finish: { from: { x: 2 ** 31, y: 42 }, to: { x: 45, y: 0 } },
    }
    expect(terrainOf(circuit).width).toBe(testRing.rows[0]?.length)
    expect(latticePointsWithin({ x: far, y: far }, { x: 12, y: 12 }, 40, 20)).toEqual([])
    expect(latticePointsWithin({ x: -3, y: -3 }, { x: 12, y: 12 }, 40, 20)).toHaveLength(13)
  })

  it('hostile circuits: setup, validateCircuit and terrainOf return (a Left or a state), never throw', () => {
    const coordinate = fc.oneof(
      fc.integer({ min: -3, max: 45 }),
      fc.constantFrom(-(2 ** 31), 2 ** 31, 20_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
    )
    const point = fc.record({ x: coordinate, y: coordinate })
    const line = fc.record({ from: point, to: point })
    const row = fc.oneof(
      fc.constantFrom(...testRing.rows),
      fc.string({ maxLength: 50 }),
      fc.constantFrom('a'.repeat(401), '1'.repeat(30), ''),
    )
    const circuits = fc.record({
      name: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('n'.repeat(200))),
      rows: fc.oneof(
        fc.constant(testRing.rows),
        fc.array(row, { maxLength: 30 }),
        fc.constant(Array.from({ length: 401 }, () => 'a')),
      ),
      arrows: fc.oneof(
        fc.constant(testRing.arrows),
        fc.array(fc.constantFrom('N', 'E', 'S', 'W', 'NE', 'SE', 'SW', 'NW' as const), { maxLength: 30 }),
      ),
      finish: fc.oneof(fc.constant(testRing.finish), line),
      halfway: fc.oneof(fc.constant(testRing.halfway), line),
      grid: fc.oneof(fc.constant(testRing.grid), fc.array(point, { maxLength: 20 })),
      pit: fc.oneof(
        fc.constant(testRing.pit),
        fc.constant(null),
        fc.record({
          in: line,
          out: line,
          fullFuel: fc.integer({ min: 1, max: 9 }),
          halfFuel: fc.integer({ min: 1, max: 9 }),
          pitStop: fc.integer({ min: 1, max: 9 }),
          speedLimit: fc.constantFrom(null, 3),
        }),
      ),
      rainRisk: fc.integer({ min: 0, max: 12 }),
    })
    fc.assert(
      fc.property(circuits, (c) => {
        const circuit = c as Circuit
        const r = setupOn(circuit)
        if (isLeft(r)) expect(['OVER_LIMIT', 'BAD_CIRCUIT', 'BAD_CONFIG', 'GRID_TOO_SMALL']).toContain(r.left.code)
        expect(Array.isArray(validateCircuit(circuit))).toBe(true)
        expect(terrainOf(circuit).width).toBeLessThanOrEqual(CIRCUIT_LIMITS.columns)
      }),
      { numRuns: 300 },
    )
  })
})
