import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { parseCircuitMap, printCircuitMap } from '../../src/bolide/circuit/ascii.js'
import { CircuitCodec } from '../../src/bolide/circuit/model.js'
import { validateCircuit } from '../../src/bolide/circuit/validate.js'
import { terrainOf } from '../../src/bolide/circuit/terrain.js'
import { circuits, testRingMap } from '../../src/bolide/circuits/index.js'
import { renderBoardSvg } from '../../src/bolide/svg.js'
import { mapOf } from './helpers.js'

const edit = (map: string, from: string, to: string): string => map.replace(from, to)

describe('BO 1 circuits: ASCII maps, JSON form, validator', () => {
  it('BO 1: every built-in circuit parses, validates and round-trips through its codec and its ASCII form', () => {
    for (const c of Object.values(circuits)) {
      expect(validateCircuit(c)).toEqual([])
      const decoded = CircuitCodec.decode(JSON.parse(JSON.stringify(c)))
      expect(isRight(decoded) && decoded.right).toEqual(c)
      const again = parseCircuitMap(printCircuitMap(c))
      expect(isRight(again) && again.right).toEqual(c)
    }
  })

  it('BO 1: the two full circuits are of realistic size, with pit lanes and many sectors', () => {
    for (const id of ['costa-azzurra', 'brughiera-park'] as const) {
      const c = circuits[id]
      const T = terrainOf(c)
      expect(T.width).toBeGreaterThanOrEqual(70)
      expect(T.height).toBeGreaterThanOrEqual(40)
      expect(c.arrows.length).toBeGreaterThanOrEqual(12)
      expect(c.pit).not.toBeNull()
      expect(T.boxCells.length).toBeGreaterThanOrEqual(5)
      expect(c.grid).toHaveLength(8)
      expect(T.lapLength).toBeGreaterThan(100)
    }
    expect(circuits['costa-azzurra'].pit?.speedLimit).toBe(4)
  })

  it('BO 1: the parser reports unreadable header lines and unknown map characters', () => {
    const r = parseCircuitMap(edit(edit(testRingMap, 'arrows: E', 'arrows: X'), '....,,,,,,', '....,,?,,,'))
    expect(isLeft(r)).toBe(true)
    if (isLeft(r)) {
      expect(r.left.join('\n')).toMatch(/arrow "X"/)
      expect(r.left.join('\n')).toMatch(/unknown character "\?"/)
    }
    expect(isLeft(parseCircuitMap('name: x'))).toBe(true)
  })

  it('BO 3: the validator explains a sector without arrow', () => {
    const c = mapOf(edit(testRingMap, 'arrows: E NE N NW W SW S SE E', 'arrows: E NE N NW W SW S SE'))
    expect(validateCircuit(c)).toContain('sector i has no arrow (add one to "arrows")')
  })

  it('BO 1: the validator explains a finish line that does not cross the track', () => {
    const c = mapOf(edit(testRingMap, 'finish: 20,11 20,17', 'finish: 20,8 20,10'))
    expect(validateCircuit(c).join('\n')).toMatch(/finish line does not cross the track/)
    const inside = mapOf(edit(testRingMap, 'finish: 20,11 20,17', 'finish: 20,13 20,17'))
    expect(validateCircuit(inside).join('\n')).toMatch(/finish line ends inside the track/)
  })

  it('BO 9: the validator explains an unreachable pit and missing box cells', () => {
    const c = mapOf(edit(testRingMap, 'pit-in: 12,11 12,17', 'pit-in: 12,7 12,9'))
    expect(validateCircuit(c)).toContain('the pit is unreachable: the Pit Lane In line touches no track point')
    const d = mapOf(edit(testRingMap, 'pit-services: full-fuel=1', 'pit-services: full-fuel=7'))
    expect(validateCircuit(d)).toContain('the Full Fuel cell is number 7 but the pit lane has 3 cells')
  })

  it('BO préparation: the validator checks the start grid', () => {
    const c = mapOf(edit(testRingMap, 'grid: 18,13', 'grid: 24,13'))
    expect(validateCircuit(c).join('\n')).toMatch(/grid slot 1 \(24,13\) must be in the last sector/)
    const off = mapOf(edit(testRingMap, 'grid: 18,13', 'grid: 0,0'))
    expect(validateCircuit(off).join('\n')).toMatch(/grid slot 1 \(0,0\) is not a track point/)
  })

  it('BO 1: the distance field decreases towards the finish line along the track', () => {
    const T = terrainOf(circuits['test-ring'])
    expect(T.distance(19, 14)).toBe(1)
    expect(T.distance(21, 14)).toBe(T.lapLength - 1)
    expect(T.distance(10, 14)).toBeGreaterThan(T.distance(15, 14))
  })

  it('BO 1: renderBoardSvg draws the track, the sectors with their arrows, the lines and the boxes', () => {
    const svg = renderBoardSvg(circuits['costa-azzurra'])
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('marker-end="url(#arrow)"')
    expect((svg.match(/marker-end/g) ?? []).length).toBe(circuits['costa-azzurra'].arrows.length)
    expect(svg).toContain('Costa Azzurra')
  })
})
