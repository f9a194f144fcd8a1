import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  rallyman,
  assembleStage,
  bots,
  renderBoardSvg,
  renderSvg,
  boards,
  BUILT_IN_ZONES,
  FINISH,
  type State,
  type Stage,
} from '../../src/rallyman/index.js'
import { rallyConfig, setupOrThrow } from './helpers.js'
import { cellShapes } from '../../src/rallyman/svg/cells.js'
import { layoutOf, ROAD, SIDE_ROAD, VERGE } from '../../src/rallyman/svg/layout.js'
import { band, bandQuads, convexOverlap, inside } from '../../src/rallyman/svg/geometry.js'
import { elementsWith, sampledStates } from '../support/pictures.js'
import { stagesOf as builtStages } from '../../src/rallyman/index.js'
import { BOARD_IDS } from '../../src/rallyman/stage/rallies.js'

const stagesOfBoard = (key: keyof typeof boards): ReadonlyArray<Stage> => {
  return builtStages(setupOrThrow(rallyConfig({ drivers: 2, rally: boards[key], rules: { dirt: key === 'dirt' } })))
}
const BUILT_IN_STAGES = BOARD_IDS.flatMap(stagesOfBoard)
const zones = new Map(BUILT_IN_ZONES.map((z) => [z.id, z]))

/** Pairs of cells whose drawings overlap; a half cell lies inside the whole cell of its step (RM ART.18), so that pair is allowed. */
const overlaps = (stage: Stage): ReadonlyArray<string> => {
  const shapes = cellShapes(stage)
  const quads = stage.cells.map((c) => {
    const s = shapes[c.id]
    return s === undefined ? [] : bandQuads(s.piece, s.t[0], s.t[1], s.u[0], s.u[1])
  })
  const out: string[] = []
  for (const a of stage.cells)
    for (const b of stage.cells) {
      if (b.id <= a.id) continue
      const whole =
        a.step === b.step && ((a.line === 'road' && b.line === 'half') || (a.line === 'half' && b.line === 'road'))
      if (whole) continue
      if ((quads[a.id] ?? []).some((p) => (quads[b.id] ?? []).some((q) => convexOverlap(p, q))))
        out.push(`${a.id}/${b.id}`)
    }
  return out
}

const checkGeometry = (stage: Stage): void => {
  const shapes = cellShapes(stage)
  expect(layoutOf(stage).clean).toBe(true)
  expect(overlaps(stage)).toEqual([])
  for (const c of stage.cells.filter((x) => x.line === 'half')) {
    const whole = stage.cells.find((x) => x.step === c.step && x.line === 'road')
    const half = shapes[c.id]
    const outline = whole === undefined ? undefined : shapes[whole.id]
    expect(half !== undefined && outline !== undefined && inside(half.centre, outline.polygon)).toBe(true)
  }
  // Every cell drawn exactly once, and nothing else carries a cell id.
  const drawn = elementsWith(renderBoardSvg(stage), 'cell').map((e) => Number(e['data-cell']))
  expect([...drawn].sort((a, b) => a - b)).toEqual(stage.cells.map((c) => c.id))
}

/** Every car of the special drawn once, on its cell (off the road: on the verge beside it), or before the start line. */
const checkCars = (state: State, svg: string): void => {
  const stage = builtStages(state)[state.special] as Stage
  const shapes = cellShapes(stage)
  const drawn = elementsWith(svg, 'car')
  const expected = state.cars.filter((c) => c.status === 'racing' || c.status === 'waiting')
  expect(drawn.map((e) => Number(e['data-car'])).sort()).toEqual(expected.map((c) => c.seat).sort())
  for (const e of drawn) {
    const car = state.cars[Number(e['data-car'])]
    const at = { x: Number(e['data-x']), y: Number(e['data-y']) }
    if (car === undefined) throw new Error('a car drawn for no seat')
    if (e['data-on'] === 'start') {
      expect(car.cell).toBe(-1)
      const a = layoutOf(stage).approach
      expect(inside(at, band(a, 0, 1, -ROAD / 2, ROAD / 2))).toBe(true)
      continue
    }
    expect(Number(e['data-on'])).toBe(car.cell)
    const shape = shapes[car.cell]
    if (shape === undefined) throw new Error(`no shape for cell ${car.cell}`)
    if (car.off === 'left' || car.off === 'right') {
      const half = stage.cells[car.cell]?.line === 'side' ? SIDE_ROAD / 2 : ROAD / 2
      const reach = Math.max(Math.abs(shape.u[0]), Math.abs(shape.u[1]), half + VERGE + 4)
      expect(inside(at, band(shape.piece, shape.t[0], shape.t[1], -reach, reach))).toBe(true)
    } else expect(inside(at, shape.polygon)).toBe(true)
  }
}

describe('Rallyman pictures: a stage as a road', () => {
  it('RM ART.1: every built-in special is laid out with no two cells overlapping, each cell drawn once', () => {
    expect(BUILT_IN_STAGES.length).toBe(9)
    for (const stage of BUILT_IN_STAGES) checkGeometry(stage)
  })

  it('RM ART.1: any roadbook of the built-in zones is laid out cleanly', () => {
    const point = fc.tuple(fc.integer({ min: 0, max: BUILT_IN_ZONES.length - 1 }), fc.integer({ min: 0, max: 5 }))
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 4 }), (points) => {
        const roadbook = points
          .map(([z, a]) => {
            const zone = BUILT_IN_ZONES[z] ?? BUILT_IN_ZONES[0]
            return `${zone?.id ?? 'C'}${a % (zone?.anchors.length ?? 1)}`
          })
          .join(' ')
        const stage = assembleStage('random', roadbook, zones)
        fc.pre(stage._tag === 'Right')
        if (stage._tag === 'Right') checkGeometry(stage.right)
      }),
      { numRuns: 30, seed: 2026 },
    )
  })

  it('RM ART.9: the board writes notes as a player reads them: tight line, drift, cord K, with a legend', () => {
    const stage = BUILT_IN_STAGES[0] as Stage
    const svg = renderBoardSvg(stage)
    for (const corner of stage.corners) {
      expect(svg).toContain(`gear ${corner.tightNote} at most`)
      if (corner.cordNote !== null) expect(svg).toContain(`>K${corner.cordNote}<`)
      if (corner.driftNote !== null) expect(svg).toContain(`drift in gear ${corner.driftNote}`)
    }
    expect(svg).toContain('Legend')
    expect(svg).not.toMatch(/\^\d/) // no bare "^3" for a jump
  })
})

describe('Rallyman pictures: a rally as it stands', () => {
  const policies = [bots.heuristic, bots.random, bots.heuristic, bots.random]

  it('renderSvg draws each car once on its cell, and with highlight exactly the cells the legal dice reach', () => {
    const states = sampledStates(
      rallyman,
      rallyConfig({ drivers: 3, rally: boards.dirt, rules: { dirt: true } }),
      policies,
      7,
      15,
    )
    let highlighted = 0
    for (const state of states) {
      const svg = renderSvg(state, { highlight: true })
      checkCars(state, svg)
      const status = rallyman.status(state)
      const targets = new Set(
        status.kind === 'decision'
          ? rallyman
              .legalActions(state, status.seat)
              .flatMap((a) => (a.type === 'roll' || a.type === 'place' || a.type === 'use' ? [a.to] : []))
          : [],
      )
      const reach = elementsWith(svg, 'reach').map((e) =>
        e['data-reach'] === 'finish' ? FINISH : Number(e['data-reach']),
      )
      expect(new Set(reach)).toEqual(targets)
      expect(reach.length).toBe(targets.size)
      highlighted += reach.length
      expect(elementsWith(renderSvg(state), 'reach')).toEqual([])
    }
    expect(highlighted).toBeGreaterThan(0)
  })

  it('RM ART.22: the secret time-control penalties of other drivers leave no trace in a seat picture', () => {
    const start = setupOrThrow(rallyConfig({ drivers: 3, rules: { timeControl: true } }))
    const at = (tokens: ReadonlyArray<number | null>): State => ({
      ...start,
      pending: { kind: 'penalty', tokens },
    })
    expect(renderSvg(at([2, 5, null]), { seat: 0 })).toBe(renderSvg(at([2, 0, null]), { seat: 0 }))
    expect(renderSvg(at([2, 5, null]))).toBe(renderSvg(at([4, 1, null])))
    expect(renderSvg(at([2, 5, null]), { seat: 0 })).toContain('yours: 2 tokens')
    expect(renderSvg(at([2, 5, null]), { seat: 0 })).not.toBe(renderSvg(at([3, 5, null]), { seat: 0 }))
  })

  it('rendering never throws on states of seeded random rallies, for every seat and the spectator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('asphalt', 'snow', 'dirt'),
        fc.integer({ min: 1, max: 4 }),
        (seed, key, drivers) => {
          const config = rallyConfig({
            drivers,
            rally: boards[key as keyof typeof boards],
            rules: { dirt: key === 'dirt' },
          })
          for (const state of sampledStates(rallyman, config, policies, seed, 45)) {
            for (const seat of ['spectator' as const, ...state.cars.map((c) => c.seat)]) {
              const svg = renderSvg(state, { seat, highlight: seat !== 'spectator' })
              expect(svg.startsWith('<svg')).toBe(true)
              expect(svg.endsWith('</svg>')).toBe(true)
            }
            checkCars(state, renderSvg(state))
          }
        },
      ),
      { numRuns: 6, seed: 7 },
    )
  })
})
