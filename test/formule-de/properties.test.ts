import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { validateCircuit } from '../../src/formule-de/circuit/validate.js'
import { legalMoves, moveKey } from '../../src/formule-de/rules/movement.js'
import { pathOutcome } from '../../src/formule-de/rules/submitted-path.js'
import { boardWith, moverAt } from './helpers.js'

const circuits = fc
  .record({
    lanes: fc.integer({ min: 1, max: 3 }),
    corners: fc.array(
      fc.record({
        straight: fc.integer({ min: 1, max: 8 }),
        stops: fc.integer({ min: 1, max: 3 }),
        lanes: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 3, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ lanes, corners }) => {
    let b = circuitBuilder('Random', lanes)
    corners.forEach((c, i) => {
      b = b.straight(c.straight).corner({ name: `C${i}`, stops: c.stops, lanes: c.lanes.slice(0, lanes) })
    })
    return b.straight(6).grid(1).build()
  })

const scenario = circuits.chain((c) =>
  fc.record({
    circuit: fc.constant(c),
    start: fc.integer({ min: 0, max: c.spaces.length - 1 }),
    others: fc.uniqueArray(fc.integer({ min: 0, max: c.spaces.length - 1 }), { maxLength: 6 }),
    roll: fc.integer({ min: 1, max: 30 }),
    stops: fc.integer({ min: 0, max: 3 }),
    tyres: fc.integer({ min: 0, max: 6 }),
    brakes: fc.integer({ min: 0, max: 4 }),
  }),
)

describe('Formule Dé movement properties (random DSL circuits, cars and rolls)', () => {
  it('DSL circuits with default L/C are always valid', () => {
    fc.assert(
      fc.property(circuits, (c) => validateCircuit(c).length === 0),
      { numRuns: 60 },
    )
  })
  it('every listed move walks legally, never crosses a car, covers the roll, and the reducer check gives the same move', () => {
    fc.assert(
      fc.property(scenario, ({ circuit, start, others, roll, stops, tyres, brakes }) => {
        const cars = others.filter((o) => o !== start)
        const board = boardWith(circuit, cars)
        const space = circuit.spaces[start]
        const mover = moverAt(start, {
          corner: space?.corner ?? null,
          stops: space?.corner === null ? 0 : stops,
          wear: { tyres, brakes, fuel: 3, body: 3, engine: 3 },
        })
        const moves = legalMoves(board, mover, roll)
        expect(moves.length).toBeGreaterThan(0)
        expect(new Set(moves.map(moveKey)).size).toBe(moves.length)
        const farthest = Math.max(...moves.map((m) => m.path.length))
        for (const m of moves) {
          for (const s of m.path) expect(cars).not.toContain(s)
          expect(m.path.length + m.brake + m.blocked).toBe(roll)
          expect(m.brake).toBeLessThanOrEqual(brakes)
          if (m.blocked > 0) expect(m.path.length).toBe(farthest)
          const check = pathOutcome(board, mover, m.path, roll, m.brake)
          expect(check.ok && moveKey(check.option)).toBe(moveKey(m))
        }
      }),
      { numRuns: 150 },
    )
  })
})
