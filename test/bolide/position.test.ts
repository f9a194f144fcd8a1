/**
 * The position builder and the helpers that find points: a bot author sets up a race by
 * hand, checked by the game's own state check, and reads the board around a car.
 */
import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { position } from '../../src/bolide/position.js'
import { pionPoint, pionSquare, pointAhead, sectorArrow, stepsToGo } from '../../src/bolide/places.js'
import { formatAction } from '../../src/bolide/notation.js'
import { expectExtraFieldsNamed } from '../support/position-edits.js'
import type { PositionEdits } from '../../src/bolide/position.js'

// Test ring: the bottom straight (rows 12-16) is sectors i and a, red arrow East; the finish line is x = 20.
const config = defaultConfig({ players: 3, board: 'test-ring' })

describe('the position builder', () => {
  it('places cars, gives the turn, and the result is a state the game plays from', () => {
    const built = position(config, {
      cars: [
        { seat: 0, at: { x: 10, y: 13 }, lastMove: { x: 3, y: 0 } },
        { seat: 1, at: { x: 12, y: 15 }, lastMove: { x: 2, y: 0 }, blocks: 1 },
      ],
      toMove: 0,
    })
    if (isLeft(built)) throw new Error(built.left.join('\n'))
    const s = built.right
    expect(s.phase).toEqual({ kind: 'move', seat: 0 })
    expect(s.cars[0]?.mode).toBe('running')
    expect(s.cars[0]?.crossings).toBe(1)
    expect(s.cars[1]?.blocks).toBe(1)
    // Seat 2 stands on its grid slot (the third), its start still to roll.
    expect(s.cars[2]?.pos).toEqual(testRing.grid[2])
    expect(s.cars[2]?.mode).toBe('standing')
    // BO 1: in 3rd gear East, the Pion is 3 squares ahead and the car may keep its speed.
    const legal = bolide.legalActions(s).map((a) => formatAction(a))
    expect(legal).toContain('M 13,13')
    expect(legal).not.toContain('M 19,13')
    expect(
      isRight(bolide.reduce(s, { type: 'move', to: { x: 13, y: 13 }, slipstream: false, pip: null } as never)),
    ).toBe(false)
    expect(isRight(bolide.reduce(s, { type: 'move', to: { x: 13, y: 13 }, slipstream: false, pit: null }))).toBe(true)
  })

  it('a standing car to move rolls its start die first (BO 1)', () => {
    const built = position(config, { toMove: 1 })
    expect(isRight(built) && built.right.phase).toEqual({ kind: 'roll', roll: 'start', seat: 1 })
    const rolled = position(config, { cars: [{ seat: 1, launch: 'fast' }], toMove: 1 })
    expect(isRight(rolled) && rolled.right.phase).toEqual({ kind: 'move', seat: 1 })
  })

  it('a Left names each problem: two cars on one point, a car on a white intersection, an unknown seat, a bad config', () => {
    const stacked = position(config, {
      cars: [
        { seat: 0, at: { x: 10, y: 13 } },
        { seat: 1, at: { x: 10, y: 13 } },
      ],
    })
    expect(isLeft(stacked) && stacked.left).toContain('cars 1 and 2 both stand at (10,13)')
    const onVoid = position(config, { cars: [{ seat: 0, at: { x: 0, y: 0 } }] })
    expect(isLeft(onVoid) && onVoid.left).toContain('car 1 (Driver 1) is running at (0,0), which is not a track point')
    const unknown = position(config, { cars: [{ seat: 5, at: { x: 10, y: 13 } }] })
    expect(isLeft(unknown) && unknown.left).toEqual(['no seat 5 in this race of 3 cars'])
    const broken = position({ ...config, laps: 9 })
    expect(isLeft(broken) && broken.left[0]).toMatch(/^BAD_CONFIG: /)
    const rainyBasic = position(config, { weather: 'rain' })
    expect(isLeft(rainyBasic) && rainyBasic.left).toContain('the basic rules race in the sun')
  })

  it('finished and retired cars are placed off the race; the leader moves first by default (BO 3)', () => {
    const built = position(config, {
      cars: [
        { seat: 0, mode: 'finished' },
        { seat: 1, at: { x: 10, y: 13 }, lastMove: { x: 2, y: 0 }, lap: 2 },
        { seat: 2, mode: 'out', at: { x: 0, y: 0 }, outReason: 'white-intersection' },
      ],
    })
    if (isLeft(built)) throw new Error(built.left.join('\n'))
    expect(built.right.phase).toEqual({ kind: 'move', seat: 1 })
    expect(built.right.finished).toBe(1)
    expect(stepsToGo(built.right, 0)).toBe(0)
  })
})

describe('finding points', () => {
  it('the point ahead along the red arrow of the sector, and behind (the slipstream point, BO 5)', () => {
    expect(sectorArrow(testRing, { x: 10, y: 13 })).toBe('E')
    expect(pointAhead(testRing, { x: 10, y: 13 })).toEqual({ x: 11, y: 13 })
    expect(pointAhead(testRing, { x: 10, y: 13 }, 3)).toEqual({ x: 13, y: 13 })
    expect(pointAhead(testRing, { x: 10, y: 13 }, -1)).toEqual({ x: 9, y: 13 })
    // Sector c climbs the East side: its arrow is North.
    expect(sectorArrow(testRing, { x: 35, y: 9 })).toBe('N')
    expect(pointAhead(testRing, { x: 35, y: 9 })).toEqual({ x: 35, y: 8 })
    expect(pointAhead(testRing, { x: 0, y: 20 })).toBeNull()
  })

  it("a car's Pion and the 25 points of its next move (BO 1)", () => {
    const built = position(config, { cars: [{ seat: 0, at: { x: 10, y: 13 }, lastMove: { x: 3, y: 1 } }], toMove: 0 })
    if (isLeft(built)) throw new Error(built.left.join('\n'))
    expect(pionPoint(built.right, 0)).toEqual({ x: 13, y: 14 })
    const square = pionSquare(built.right, 0)
    expect(square).toHaveLength(25)
    expect(square[0]).toEqual({ x: 11, y: 12 })
    expect(square[24]).toEqual({ x: 15, y: 16 })
    expect(pionPoint(built.right, 7)).toBeNull()
    expect(stepsToGo(built.right, 0)).toBeGreaterThan(0)
  })

  it('edits that are not edits are named with the fields there are, never ignored', () => {
    const text = (edits: unknown): string | null => {
      const r = position(config, edits as PositionEdits)
      return isLeft(r) ? r.left.join('\n') : null
    }
    expectExtraFieldsNamed({ round: 2 }, text, ['cars', 'toMove', 'round', 'weather'])
    expect(text({ cars: [{ seat: 0, gear: 3 }] })).toContain(
      'at .cars[0].gear: "gear" is not a field here; the fields are seat, at, lastMove, mode,',
    )
    expect(text({ cars: [{ seat: 0, pastHalfway: 'no' }] })).toBe('at .cars[0].pastHalfway: expected boolean, got "no"')
  })
})
