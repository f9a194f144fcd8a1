/**
 * The position builder and the cell finders: a bot author sets a position (cars, gears,
 * damage, weather, whose turn) and gets a state the engine plays from, or every problem.
 */
import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  cellAhead,
  cellsAhead,
  cellsOfStep,
  corner,
  defaultConfig,
  FINISH,
  formatAction,
  halves,
  position,
  rallyman,
  roadCell,
  START,
  straight,
  type PositionEdits,
  type State,
} from '../../src/rallyman/index.js'
import { play, roll, setupOrThrow, testConfig } from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'
import { expectExtraFieldsNamed } from '../support/position-edits.js'

const built = (r: ReturnType<typeof position>): State => {
  if (isLeft(r)) throw new Error(r.left.message)
  return r.right
}

describe('cells of a stage', () => {
  // Cells: 0 road; 1 whole, 2, 3 halves; 4 tight, 5 drift, 6, cord 7; 8 whole, 9, 10 halves; 11 road.
  const stage = stagesOf(
    setupOrThrow(
      testConfig(
        [
          straight(),
          halves(),
          corner({ inside: 'left', tight: [1, 3], drift: [2, 4], cord: [1, 4] }),
          halves(),
          straight(),
        ],
        { surface: 'dirt', rules: { dirt: true } },
      ),
    ),
  )[0]!

  it('cellsAhead lists what one die reaches; cellAhead follows the racing line; roadCell and cellsOfStep find a step', () => {
    expect(cellsAhead(stage, START)).toEqual([0])
    expect(cellsAhead(stage, 0)).toEqual([1, 2]) // the whole cell or the first half (RM ART.18)
    expect(cellAhead(stage, START)).toBe(0)
    expect(cellAhead(stage, 0, 2)).toBe(roadCell(stage, 2))
    expect(stage.cells[roadCell(stage, 2) ?? -1]).toMatchObject({ line: 'tight', index: 0 })
    expect(cellsOfStep(stage, 2).map((c) => c.line)).toEqual(['tight', 'drift', 'drift', 'cord'])
    expect(cellAhead(stage, 0, 99)).toBe(FINISH)
    expect(cellAhead(stage, 12_345)).toBeUndefined()
    expect(cellAhead(stage, 0, -1)).toBeUndefined()
  })
})

describe('position(config, edits)', () => {
  const config = defaultConfig({ players: 3 })

  it('places cars, gears and damage, gives the wheel to the car asked, and the engine plays on from there', () => {
    const stage = stagesOf(setupOrThrow(config))[0]!
    const ahead = cellAhead(stage, START, 6)!
    const s = built(
      position(config, {
        cars: [
          { seat: 0, cell: ahead, gear: 4, gearLost: 2, chrono: 120 },
          { seat: 1, cell: cellAhead(stage, START, 3)!, gear: 2 },
        ],
        turn: 1,
      }),
    )
    expect(s.cars[0]).toMatchObject({
      status: 'racing',
      cell: ahead,
      gear: 4,
      gearLost: 2,
      chrono: 120,
      restart: false,
    })
    expect(s.cars[2]).toMatchObject({ status: 'waiting', cell: START })
    expect(rallyman.status(s)).toMatchObject({ kind: 'decision', seat: 1, phase: 'drive' })
    // Driver B in second gear throws die 1, 2, 3 or a gas die (RM ART.4 phase 1).
    expect(new Set(rallyman.legalActions(s).flatMap((a) => (a.type === 'roll' ? [a.die] : [])))).toEqual(
      new Set([1, 2, 3, 'gas']),
    )
    const next = play(s, ...roll(3, cellAhead(stage, START, 4)!), { type: 'stop' }).state
    expect(next.cars[1]?.chrono).toBe(30)
    // The road order gives the next move to the car in front (RM ART.3.4).
    expect(rallyman.status(next)).toMatchObject({ kind: 'decision', seat: 0 })
  })

  it("by default the car furthest along has the wheel, the weather is the roadbook's, and the result is a trusted state", () => {
    const s = built(
      position(config, {
        cars: [
          { seat: 2, cell: 5 },
          { seat: 0, cell: 2 },
        ],
      }),
    )
    expect(s.turn?.seat).toBe(2)
    expect(formatAction(rallyman.legalActions(s)[0]!)).toMatch(/→/)
    expect(rallyman.admit(JSON.parse(JSON.stringify(s)))).toMatchObject({ _tag: 'Right' })
  })

  it('a later special: times of the specials before are kept', () => {
    const s = built(
      position(config, {
        special: 2,
        cars: [
          { seat: 0, cell: 3, times: [300, 280] },
          { seat: 1, status: 'retired', times: [310] },
        ],
      }),
    )
    expect(s.special).toBe(2)
    expect(s.cars[0]?.times).toEqual([300, 280])
    expect(s.cars[2]?.times).toEqual([0, 0])
    expect(s.cars[1]?.retired).toBe('wrecked')
  })

  it('a position no rally can reach is a Left naming every problem', () => {
    const r = position(config, {
      cars: [
        { seat: 0, cell: 99_999 },
        { seat: 1, cell: 3, gearLost: 9 },
      ],
      turn: 1,
    })
    expect(isLeft(r) && r.left.code).toBe('BAD_POSITION')
    if (isLeft(r)) {
      expect(r.left.message).toMatch(/car 0 stands on cell 99999/)
      expect(r.left.message).toMatch(/car 1 lost 9 gear dice: 0 to 5/)
    }
    expect(position(config, { cars: [{ seat: 7, cell: 1 }] })).toMatchObject({
      _tag: 'Left',
      left: { code: 'BAD_POSITION', message: expect.stringMatching(/No seat 7/) },
    })
    expect(position(config, {})).toMatchObject({
      _tag: 'Left',
      left: { message: expect.stringMatching(/No car is racing/) },
    })
    expect(position(config, { cars: [{ seat: 0, cell: 1 }], turn: 2 })).toMatchObject({
      _tag: 'Left',
      left: { message: expect.stringMatching(/Seat 2 is not racing/) },
    })
    // Two cars that drove onto a one-lane cell (RM ART.12).
    const stage = stagesOf(setupOrThrow(config))[0]!
    const narrow = stage.cells.find((c) => c.line === 'road' && c.capacity === 1)!
    const crowded = position(config, {
      cars: [
        { seat: 0, cell: narrow.id },
        { seat: 1, cell: narrow.id },
      ],
    })
    expect(isLeft(crowded) && crowded.left.message).toMatch(
      new RegExp(`2 cars drove onto cell ${narrow.id}, which holds 1`),
    )
  })

  it('the config is checked first: its own refusal comes back', () => {
    expect(position({ ...config, drivers: [] }, {})).toMatchObject({ _tag: 'Left', left: { code: 'DRIVERS' } })
    expect(isRight(position(config, { cars: [{ seat: 0, cell: START }] }))).toBe(true)
  })

  it('edits that are not edits are named with the fields there are, never ignored', () => {
    const config = defaultConfig({ players: 2 })
    const text = (edits: unknown): string | null => {
      const r = position(config, edits as PositionEdits)
      return isLeft(r) ? r.left.message : null
    }
    expectExtraFieldsNamed({ cars: [{ seat: 0, cell: -1, status: 'racing' }] }, text, [
      'special',
      'cars',
      'turn',
      'snow',
      'dirty',
      'clean',
      'cordDeck',
    ])
    expect(text({ cars: [{ seat: 0, cel: 3 }] })).toContain(
      'at .cars[0].cel: "cel" is not a field here; the fields are seat, cell, status,',
    )
    expect(text({ cars: [{ seat: 0, spareWheel: 0 }] })).toContain('at .cars[0].spareWheel: expected boolean, got 0')
  })
})
