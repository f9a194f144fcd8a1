import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  parseRoadbook,
  assembleStage,
  checkZones,
  zoneProblems,
  BUILT_IN_ZONES,
  boards,
  ZoneCodec,
  straight,
  corner,
  halves,
  FINISH,
  rallyman,
  type Zone,
} from '../../src/rallyman/index.js'
import { testConfig, rallyConfig } from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'

const library = (): ReadonlyMap<string, Zone> => {
  const z = checkZones(BUILT_IN_ZONES)
  if (isLeft(z)) throw new Error(z.left.join('\n'))
  return z.right
}

describe('zones, roadbooks and stages (RM ART.1)', () => {
  it('RM ART.1: the seed roadbook "L1 C3-J1 J4" lays L from anchor 1, C from anchor 3, J from anchor 1 to anchor 4', () => {
    const v = parseRoadbook('L1 C3-J1 J4')
    expect(isRight(v) && v.right).toEqual([
      { zone: 'L', from: 1, to: null },
      { zone: 'C', from: 3, to: null },
      { zone: 'J', from: 1, to: 4 },
    ])
  })

  it('RM ART.1: a bad roadbook token is explained', () => {
    const v = parseRoadbook('L1 C3-j1')
    expect(isLeft(v) && v.left).toContain('"j1"')
  })

  it('RM ART.1: every built-in zone is valid and round-trips through its codec', () => {
    for (const z of BUILT_IN_ZONES) {
      expect(zoneProblems(z)).toEqual([])
      const d = ZoneCodec.decode(JSON.parse(JSON.stringify(z)))
      expect(isRight(d) && d.right).toEqual(z)
    }
  })

  it('RM ART.1: every built-in rally sets up', () => {
    for (const rally of Object.values(boards))
      expect(isRight(rallyman.setup(rallyConfig({ rally, rules: { dirt: true } })))).toBe(true)
  })

  it('RM ART.1: the validator names an anchor that does not exist', () => {
    const s = assembleStage('x', 'C9', library())
    expect(isLeft(s) && s.left.join(' ')).toMatch(/no anchor 9/)
  })

  it('RM ART.9.2: the validator explains a drift with no tight line to return to', () => {
    const bad: Zone = {
      id: 'Q',
      name: 'bad',
      surface: 'asphalt',
      steps: [straight(), corner({ inside: 'left', tight: [1, 2], drift: [2, 4] }), straight()],
      anchors: [0],
    }
    expect(zoneProblems(bad).join(' ')).toMatch(/no tight line to return to/)
  })

  it('RM ART.9: a corner without notes is refused by the zone codec with its path', () => {
    const raw = {
      id: 'Q',
      name: 'q',
      surface: 'asphalt',
      steps: [
        {
          kind: 'corner',
          inside: 'left',
          left: 'meadow',
          right: 'meadow',
          drift: null,
          cord: null,
          long: false,
          crossroads: false,
        },
      ],
      anchors: [0],
    }
    const z = checkZones([raw])
    expect(isLeft(z) && z.left.join(' ')).toMatch(/tight/)
  })

  it('RM ART.3.1: a special starting in a corner is refused by setup with the rule', () => {
    const s = rallyman.setup(testConfig([corner({ inside: 'left', tight: [1, 3] }), straight()]))
    expect(isLeft(s) && s.left.code).toBe('STAGE_DEFECT')
  })

  it('RM ART.11: a jump landing in a corner is refused', () => {
    const s = rallyman.setup(
      testConfig([
        straight(),
        straight({ jump: 2 }),
        straight(),
        corner({ inside: 'left', tight: [1, 3] }),
        straight(),
      ]),
    )
    expect(isLeft(s) && s.left.message).toMatch(/jump/)
  })

  it('RM ART.25.1: a crossroads corner with a drift is refused', () => {
    const z: Zone = {
      id: 'Q',
      name: 'q',
      surface: 'dirt',
      steps: [straight(), corner({ inside: 'left', tight: [1, 3], drift: [2, 4], crossroads: true }), straight()],
      anchors: [0],
    }
    expect(zoneProblems(z).join(' ')).toMatch(/crossroads/)
  })

  it('RM ART.9: a corner becomes a tight line, a drift and a cord between the cells around it', () => {
    const cfg = testConfig([
      straight(),
      corner({ inside: 'right', tight: [1, 3], drift: [3, 4], cord: [1, 4] }),
      straight(),
    ])
    const s = rallyman.setup(cfg)
    if (isLeft(s)) throw new Error(s.left.message)
    const cells = stagesOf(s.right)[0]!.cells
    expect(cells.map((c) => c.line)).toEqual(['road', 'tight', 'drift', 'drift', 'drift', 'cord', 'road'])
    expect(cells[0]!.next).toEqual([1, 2, 5])
    expect(cells[2]!.next).toEqual([3, 1]) // RM ART.9.2: a drift cell may return to the tight line
    expect(cells[4]!.next).toEqual([6])
    expect(cells[6]!.next).toEqual([FINISH])
  })

  it('RM ART.18: a split cell is one whole cell or two half cells, never whole then half', () => {
    const cfg = testConfig(
      [straight(), halves(), corner({ inside: 'left', tight: [1, 3], cord: [1, 4] }), straight()],
      { surface: 'dirt' },
    )
    const s = rallyman.setup(cfg)
    if (isLeft(s)) throw new Error(s.left.message)
    const cells = stagesOf(s.right)[0]!.cells
    expect(cells[0]!.next).toEqual([1, 2]) // whole or first half
    expect(cells[1]!.next).toEqual([4, 5]) // whole -> tight or cord, not a half
    expect(cells[2]!.next).toEqual([3, 5]) // first half -> second half, or into the cord
    expect(cells[3]!.next).toEqual([4, 5])
  })
})
