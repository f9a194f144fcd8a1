/**
 * The steps of a built stage, read back from its cells: a straight cell, a split cell with
 * its two halves (RM ART.18), or a corner with its tight line, drift and cord (RM ART.9),
 * each with its verges and the side roads of a crossroads (RM ART.25).
 */
import { rememberFrozen } from '../../core/memo.js'
import type { Cell, CellSideRoad, CornerInfo, Stage } from '../stage/stage.js'
import type { Side, Surface, Terrain } from '../stage/zone.js'

/** One step of a stage as the picture needs it. */
export interface StepInfo {
  /** Step index. */
  readonly step: number
  /** What the step is. */
  readonly kind: 'straight' | 'halves' | 'corner'
  /** Tile (zone visit) index. */
  readonly tile: number
  /** Surface of the tile before the weather. */
  readonly surface: Surface
  /** Left verge. */
  readonly left: Terrain
  /** Right verge. */
  readonly right: Terrain
  /** The cell of a straight or the whole cell of a split one, else `null`. */
  readonly road: Cell | null
  /** The two half cells of a split step, else empty. */
  readonly halves: ReadonlyArray<Cell>
  /** The corner's facts, or `null`. */
  readonly corner: CornerInfo | null
  /** Index of the corner in `stage.corners`, or -1. */
  readonly cornerIndex: number
  /** Inside of a corner, or `null`. */
  readonly inside: Side | null
  /** The side roads leaving this step (RM ART.25.2). */
  readonly sideRoads: ReadonlyArray<CellSideRoad>
}

// Sound: a stage is stored only frozen (core/memo.ts), and a frozen object never changes.
const stepsCache = new WeakMap<Stage, ReadonlyArray<StepInfo>>()

/** The steps of a stage, in road order (computed once per stage object). */
export const stepsOf = (stage: Stage): ReadonlyArray<StepInfo> => {
  const hit = stepsCache.get(stage)
  if (hit !== undefined) return hit
  const byStep: Cell[][] = Array.from({ length: stage.steps }, () => [])
  for (const cell of stage.cells) byStep[cell.step]?.push(cell)
  const out = byStep.map((cells, step): StepInfo => {
    const first = cells.find((c) => c.line !== 'side') ?? cells[0]
    const cornerIndex = stage.corners.findIndex((c) => c.step === step)
    const roads = new Map<number, CellSideRoad>()
    for (const c of cells) for (const r of c.sideRoads) roads.set(r.cells[0] ?? -1, r)
    const road = cells.find((c) => c.line === 'road') ?? null
    const halves = cells.filter((c) => c.line === 'half')
    return {
      step,
      kind: cornerIndex >= 0 ? 'corner' : halves.length > 0 ? 'halves' : 'straight',
      tile: first?.zone ?? 0,
      surface: first?.surface ?? 'asphalt',
      left: first?.left ?? 'meadow',
      right: first?.right ?? 'meadow',
      road,
      halves,
      corner: stage.corners[cornerIndex] ?? null,
      cornerIndex,
      inside: first?.inside ?? null,
      sideRoads: [...roads.values()],
    }
  })
  rememberFrozen(stepsCache, stage, out)
  return out
}
