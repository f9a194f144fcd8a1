/**
 * Where each step of a stage lies on the page: the road winds in a serpentine of bands,
 * straights may bend gently, corners turn towards their inside, the sharper the lower
 * their note (a note-1 corner is a hairpin). A bounded depth-first search picks the bends
 * so that no stretch of road, verge or side road overlaps another; the page grows to fit.
 */
import { rememberFrozen } from '../../core/memo.js'
import type { Stage } from '../stage/stage.js'
import {
  bandQuads,
  boxOf,
  convexOverlap,
  lengthOf,
  piece,
  type Box,
  type Piece,
  type Polygon,
  type Pose,
} from './geometry.js'
import { stepsOf, type StepInfo } from './steps.js'
import { steer } from './guide.js'

/** Road width. */
export const ROAD = 50
/** Verge width. */
export const VERGE = 9
/** Width of the cord band on the inner verge of a corner. */
export const CORD = 16
/** Length of a straight step. */
export const STEP = 44
/** Width of a side road. */
export const SIDE_ROAD = 30
/** Length of a side-road cell. */
export const SIDE_CELL = 30
/** Length of the approach before the start line and of the run-out after the finish. */
export const APPROACH = 100

const CORNER_CELL = 36
const BAND = 210
const MARGIN = 200
const BUDGET = 5_000
const ATTEMPTS: ReadonlyArray<readonly [number, number]> = [
  [1.25, 0],
  [0.8, 0],
  [1, 30],
  [1, -30],
  [1.5, 0],
  [1.25, 60],
  [0.65, 0],
  [1, 90],
]
const DEG = Math.PI / 180

/** A side road laid out: the piece its cells run along, outwards from the crossroads. */
export interface SideRoadShape {
  /** Side it leaves on. */
  readonly side: 'left' | 'right'
  /** Its cells, nearest first. */
  readonly cells: ReadonlyArray<number>
  /** The piece, from the edge of the road outwards, one {@link SIDE_CELL} per cell. */
  readonly piece: Piece
}

/** A step laid out. */
export interface StepShape {
  /** The step. */
  readonly info: StepInfo
  /** The centre line. */
  readonly piece: Piece
  /** Verge width on each side (the cord widens the inner verge). */
  readonly verge: { readonly left: number; readonly right: number }
  /** Its side roads. */
  readonly sideRoads: ReadonlyArray<SideRoadShape>
}

/** A whole stage laid out, shifted so that everything lies in `[0, width] x [0, height]`. */
export interface StageLayout {
  /** The steps. */
  readonly steps: ReadonlyArray<StepShape>
  /** The road before the start line (cars waiting to start stand there). */
  readonly approach: Piece
  /** The road after the finish line. */
  readonly runout: Piece
  /** Width of the drawing. */
  readonly width: number
  /** Height of the drawing. */
  readonly height: number
  /** False when the search gave up and some road may overlap (never for the built-in rallies). */
  readonly clean: boolean
}

interface Option {
  readonly turn: number
  readonly sweep: number
  readonly radius: number
  /** How far from the natural shape (a straight, the corner's own angle), radians. */
  readonly bend: number
}

/** Guide state: how far along the serpentine the road has come. */
type Guide = number

const vergeOf = (info: StepInfo): { left: number; right: number } => {
  const cord = info.corner !== null && info.corner.cord.length > 0
  return { left: cord && info.inside === 'left' ? CORD : VERGE, right: cord && info.inside === 'right' ? CORD : VERGE }
}

const sideLength = (info: StepInfo): number => Math.max(0, ...info.sideRoads.map((r) => r.cells.length * SIDE_CELL))

/** Corner angle by its highest note: the slower the corner, the sharper the bend. */
const cornerAngle = (note: number): number => [150, 120, 95, 70, 50][Math.min(4, Math.max(0, note - 1))] ?? 90

const optionsOf = (info: StepInfo): ReadonlyArray<Option> => {
  const corner = info.corner
  if (corner === null) {
    const bends = [0, 12, -12, 24, -24, 36, -36]
    return bends.map((b) =>
      b === 0
        ? { turn: 0, sweep: 0, radius: STEP, bend: 0 }
        : { turn: Math.sign(b), sweep: Math.abs(b) * DEG, radius: STEP / (Math.abs(b) * DEG), bend: Math.abs(b) * DEG },
    )
  }
  const turn = info.inside === 'left' ? 1 : -1
  const verge = vergeOf(info)
  const inner = (turn === 1 ? verge.left : verge.right) + ROAD / 2
  // A side road on the inside needs room inside the bend.
  const insideRoad = info.sideRoads.some((r) => r.side === info.inside) ? sideLength(info) + 10 : 0
  const cells = Math.max(corner.tight.length, corner.drift.length, corner.cord.length)
  const base = cornerAngle(Math.max(corner.tightNote, corner.driftNote ?? 0))
  return [0, -25, 25, -50, 40, -75].map((d) => {
    const sweep = Math.min(170, Math.max(35, base + d)) * DEG
    return {
      turn,
      sweep,
      radius: Math.max(inner + 16 + insideRoad, (cells * CORNER_CELL) / sweep),
      bend: Math.abs(d) * DEG,
    }
  })
}

const sideRoadsOf = (info: StepInfo, p: Piece, verge: { left: number; right: number }): ReadonlyArray<SideRoadShape> =>
  info.sideRoads.map((road) => {
    const sign = road.side === 'left' ? 1 : -1
    const edge = ROAD / 2 + (road.side === 'left' ? verge.left : verge.right)
    const base = p.at(0.5, sign * edge)
    // Perpendicular to the road, outwards on its side.
    const h = p.heading(0.5) - sign * (Math.PI / 2)
    return { side: road.side, cells: road.cells, piece: piece({ ...base, h }, 0, 0, road.cells.length * SIDE_CELL) }
  })

interface Placed {
  readonly quads: ReadonlyArray<{ readonly poly: Polygon; readonly box: Box }>
  /** Bounds of all its quads, to skip far steps at once. */
  readonly box: Box
  readonly shape: StepShape
  readonly guide: Guide
}

const placedOf = (quads: Placed['quads'], shape: StepShape, guide: Guide): Placed => ({
  quads,
  box: {
    x0: Math.min(...quads.map((q) => q.box.x0)),
    y0: Math.min(...quads.map((q) => q.box.y0)),
    x1: Math.max(...quads.map((q) => q.box.x1)),
    y1: Math.max(...quads.map((q) => q.box.y1)),
  },
  shape,
  guide,
})

const meet = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

const footprint = (shape: StepShape): ReadonlyArray<{ readonly poly: Polygon; readonly box: Box }> => {
  const polys = [
    ...bandQuads(shape.piece, 0, 1, -ROAD / 2 - shape.verge.right, ROAD / 2 + shape.verge.left),
    ...shape.sideRoads.flatMap((r) => bandQuads(r.piece, 0, 1, -SIDE_ROAD / 2 - 4, SIDE_ROAD / 2 + 4)),
  ]
  return polys.map((poly) => ({ poly, box: boxOf(poly) }))
}

const wrap = (a: number): number => Math.atan2(Math.sin(a), Math.cos(a))

const shapeOf = (info: StepInfo, from: Pose, o: Option): StepShape => {
  const p = piece(from, o.turn, o.sweep, o.radius)
  const verge = vergeOf(info)
  return { info, piece: p, verge, sideRoads: sideRoadsOf(info, p, verge) }
}

const collides = (quads: Placed['quads'], placed: ReadonlyArray<Placed>, width: number): boolean => {
  for (const q of quads) {
    if (q.box.x0 < -MARGIN || q.box.x1 > width + MARGIN || q.box.y0 < -BAND) return true
    for (const other of placed) {
      if (!meet(q.box, other.box)) continue
      for (const o of other.quads) if (meet(q.box, o.box) && convexOverlap(q.poly, o.poly)) return true
    }
  }
  return false
}

const ranked = (
  info: StepInfo,
  from: Pose,
  guide: Guide,
  width: number,
): ReadonlyArray<{ shape: StepShape; guide: Guide }> =>
  optionsOf(info)
    .map((o) => {
      const shape = shapeOf(info, from, o)
      const { want, next, off } = steer(guide, shape.piece.to, width, BAND)
      return { shape, guide: next, score: Math.abs(wrap(shape.piece.to.h - want)) + o.bend * 0.25 + off / (2 * BAND) }
    })
    .sort((a, b) => a.score - b.score)

/** Lays the steps out; `clean` is false when the search ran out of budget. */
const search = (
  steps: ReadonlyArray<StepInfo>,
  start: Pose,
  width: number,
  before: Placed,
): { placed: Placed[]; clean: boolean; reached: number } => {
  const placed: Placed[] = [before]
  const stack: Array<ReadonlyArray<{ shape: StepShape; guide: Guide }>> = []
  const tried: number[] = []
  let best: Placed[] = []
  let budget = BUDGET
  while (placed.length - 1 < steps.length && budget > 0) {
    const i = placed.length - 1
    const info = steps[i] as StepInfo
    const last = placed[placed.length - 1] as Placed
    if (stack.length === i) {
      stack.push(ranked(info, i === 0 ? start : last.shape.piece.to, last.guide, width))
      tried.push(0)
    }
    const options = stack[i] ?? []
    let k = tried[i] ?? 0
    let ok = false
    while (k < options.length && budget > 0) {
      budget--
      const o = options[k++] as { shape: StepShape; guide: Guide }
      const quads = footprint(o.shape)
      if (!collides(quads, placed, width)) {
        placed.push(placedOf(quads, o.shape, o.guide))
        ok = true
        break
      }
    }
    tried[i] = k
    if (ok) {
      if (placed.length > best.length) best = [...placed]
      continue
    }
    // Dead end: forget this step's options and revisit the previous step.
    stack.pop()
    tried.pop()
    if (placed.length <= 1) break
    placed.pop()
  }
  if (placed.length - 1 === steps.length) return { placed, clean: true, reached: steps.length }
  // Out of budget: keep the longest clean prefix and lay the rest by the guide alone.
  const out = best.length > 0 ? best : [before]
  const reached = out.length - 1
  while (out.length - 1 < steps.length) {
    const last = out[out.length - 1] as Placed
    const info = steps[out.length - 1] as StepInfo
    const o = ranked(info, out.length === 1 ? start : last.shape.piece.to, last.guide, width)[0]
    if (o === undefined) break
    out.push(placedOf(footprint(o.shape), o.shape, o.guide))
  }
  return { placed: out, clean: false, reached }
}

// Area of the bounds, stretched when far from a 16:10 page.
const areaOf = (placed: ReadonlyArray<Placed>): number => {
  const x0 = Math.min(...placed.map((p) => p.box.x0))
  const x1 = Math.max(...placed.map((p) => p.box.x1))
  const y0 = Math.min(...placed.map((p) => p.box.y0))
  const y1 = Math.max(...placed.map((p) => p.box.y1))
  const ratio = (x1 - x0) / Math.max(1, y1 - y0)
  return (x1 - x0) * (y1 - y0) * (1 + Math.abs(Math.log(ratio / 1.6)))
}

const shift = (p: Piece, dx: number, dy: number): Piece =>
  piece({ x: p.from.x + dx, y: p.from.y + dy, h: p.from.h }, p.turn, p.sweep, p.radius)

// Sound: a stage is stored only frozen (core/memo.ts), and a frozen object never changes.
const cache = new WeakMap<Stage, StageLayout>()

/** The layout of a stage (computed once per stage object). */
export const layoutOf = (stage: Stage): StageLayout => {
  const hit = cache.get(stage)
  if (hit !== undefined) return hit
  const steps = stepsOf(stage)
  const total = steps.reduce((sum, s) => sum + lengthOf(piece({ x: 0, y: 0, h: 0 }, ...first(optionsOf(s)))), 0)
  // About 16:10 for the road: width^2 ~ 1.6 x band height x length of road.
  const natural = Math.min(1250, Math.max(560, Math.sqrt(1.6 * BAND * total * 1.25)))
  const attempt = (k: number, h: number) => {
    const approach = piece({ x: 0, y: 0, h: h * DEG }, 0, 0, APPROACH)
    const before = placedOf(
      bandQuads(approach, 0, 1, -ROAD / 2 - VERGE, ROAD / 2 + VERGE).map((poly) => ({ poly, box: boxOf(poly) })),
      { info: steps[0] as StepInfo, piece: approach, verge: { left: VERGE, right: VERGE }, sideRoads: [] },
      0,
    )
    return { approach, ...search(steps, approach.to, natural * k, before) }
  }
  // A few page widths and start headings, each with its own budget: the most compact clean
  // layout wins, else the one that went furthest.
  let found = attempt(1, 0)
  let area = found.clean ? areaOf(found.placed) : Infinity
  for (const [k, h] of ATTEMPTS) {
    const next = attempt(k, h)
    const size = next.clean ? areaOf(next.placed) : Infinity
    if ((next.clean && size < area) || (!found.clean && next.reached > found.reached)) {
      found = next
      area = size
    }
  }
  const { approach } = found
  const { placed, clean } = found
  const laid = placed.slice(1).map((p) => p.shape)
  const end = laid[laid.length - 1]?.piece.to ?? approach.to
  const runout = piece(end, 0, 0, APPROACH)
  const all = [
    ...placed.flatMap((p) => p.quads.map((q) => q.box)),
    ...bandQuads(runout, 0, 1, -ROAD / 2 - VERGE, ROAD / 2 + VERGE).map(boxOf),
  ]
  const bounds = {
    x0: Math.min(...all.map((b) => b.x0)),
    y0: Math.min(...all.map((b) => b.y0)),
    x1: Math.max(...all.map((b) => b.x1)),
    y1: Math.max(...all.map((b) => b.y1)),
  }
  // Room around the road for labels and cars off the road.
  const dx = 24 - bounds.x0
  const dy = 24 - bounds.y0
  const layout: StageLayout = {
    steps: laid.map((s) => {
      const p = shift(s.piece, dx, dy)
      return { ...s, piece: p, sideRoads: s.sideRoads.map((r) => ({ ...r, piece: shift(r.piece, dx, dy) })) }
    }),
    approach: shift(approach, dx, dy),
    runout: shift(runout, dx, dy),
    width: Math.ceil(bounds.x1 - bounds.x0 + 48),
    height: Math.ceil(bounds.y1 - bounds.y0 + 48),
    clean,
  }
  rememberFrozen(cache, stage, layout)
  return layout
}

const first = (options: ReadonlyArray<Option>): readonly [number, number, number] => {
  const o = options[0] ?? { turn: 0, sweep: 0, radius: STEP }
  return [o.turn, o.sweep, o.radius]
}
