/**
 * The outline of every cell of a laid-out stage: a straight cell spans its step; a split
 * cell's halves are its first and second half (RM ART.18); a corner's tight line lies on
 * the inner half of the road and its drift on the outer half (the whole road without a
 * drift), its cord on the inner verge (RM ART.9); side-road cells run outwards from the
 * crossroads (RM ART.25.2).
 */
import { rememberFrozen } from '../../core/memo.js'
import type { Stage } from '../stage/stage.js'
import { band, type Piece, type Polygon, type Vec } from './geometry.js'
import { CORD, ROAD, SIDE_ROAD, layoutOf, type StageLayout, type StepShape } from './layout.js'

/** Where a cell is drawn. */
export interface CellShape {
  /** Cell id. */
  readonly id: number
  /** Its outline. */
  readonly polygon: Polygon
  /** Its centre. */
  readonly centre: Vec
  /** Heading of the road there. */
  readonly heading: number
  /** The piece it lies on and its extent on it, to place cars. */
  readonly piece: Piece
  /** Fractions along the piece. */
  readonly t: readonly [number, number]
  /** Offsets across the piece (left positive). */
  readonly u: readonly [number, number]
}

const shapeOf = (id: number, p: Piece, t0: number, t1: number, u0: number, u1: number): CellShape => {
  const tm = (t0 + t1) / 2
  return {
    id,
    polygon: band(p, t0, t1, u0, u1),
    centre: p.at(tm, (u0 + u1) / 2),
    heading: p.heading(tm),
    piece: p,
    t: [t0, t1],
    u: [u0, u1],
  }
}

const line = (ids: ReadonlyArray<number>, p: Piece, u0: number, u1: number): CellShape[] =>
  ids.map((id, i) => shapeOf(id, p, i / ids.length, (i + 1) / ids.length, u0, u1))

const stepCells = (s: StepShape): CellShape[] => {
  const { info, piece: p } = s
  const half = ROAD / 2
  const out: CellShape[] = []
  if (info.road !== null) out.push(shapeOf(info.road.id, p, 0, 1, -half, half))
  info.halves.forEach((c, i) => out.push(shapeOf(c.id, p, i / 2, (i + 1) / 2, -half, half)))
  const corner = info.corner
  if (corner !== null) {
    const sign = info.inside === 'left' ? 1 : -1
    const drift = corner.drift.length > 0
    // Inner half for the tight line (the whole road without a drift), outer half for the drift.
    const tight: readonly [number, number] = drift ? [0, sign * half] : [-half, half]
    out.push(...line(corner.tight, p, Math.min(...tight), Math.max(...tight)))
    if (drift) out.push(...line(corner.drift, p, Math.min(0, -sign * half), Math.max(0, -sign * half)))
    const cord: readonly [number, number] = [sign * half, sign * (half + CORD)]
    out.push(...line(corner.cord, p, Math.min(...cord), Math.max(...cord)))
  }
  for (const road of s.sideRoads)
    road.cells.forEach((id, k) => {
      const n = road.cells.length
      out.push(shapeOf(id, road.piece, k / n, (k + 1) / n, -SIDE_ROAD / 2, SIDE_ROAD / 2))
    })
  return out
}

// Sound: a stage is stored only frozen (core/memo.ts), and a frozen object never changes.
const cache = new WeakMap<Stage, ReadonlyArray<CellShape | undefined>>()

/** The shape of every cell, indexed by cell id (computed once per stage object). */
export const cellShapes = (stage: Stage): ReadonlyArray<CellShape | undefined> => {
  const hit = cache.get(stage)
  if (hit !== undefined) return hit
  const layout: StageLayout = layoutOf(stage)
  const out: Array<CellShape | undefined> = new Array<CellShape | undefined>(stage.cells.length).fill(undefined)
  for (const s of layout.steps) for (const c of stepCells(s)) out[c.id] = c
  rememberFrozen(cache, stage, out)
  return out
}
