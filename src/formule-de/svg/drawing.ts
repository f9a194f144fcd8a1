/**
 * The geometry of a circuit as the pictures use it: each space's outline and centre on the
 * page, from the same layout and the same levels the engine reads (`circuit/geometry.ts`). A
 * circuit without a layout (hand-made JSON) is drawn round a circle. Computed once per
 * circuit; loops only, and only over a circuit within the format's limits.
 */
import { rememberFrozen } from '../../core/memo.js'
import {
  bandOf,
  cellOutline,
  pitOnLeft,
  poseAt,
  spanEnds,
  trackOf,
  type Band,
  type Track,
} from '../circuit/geometry.js'
import { CIRCUIT_LIMITS } from '../circuit/limits.js'
import type { Circuit, Layout } from '../circuit/model.js'

/** Pixels per space on the page. */
export const SCALE = 26

/** A point on the page. */
export type P = readonly [number, number]

/** A circuit laid out on the page. */
export interface Drawing {
  /** The centre line followed. */
  readonly track: Track
  /** The pit lane lies on the left of the track. */
  readonly pitLeft: boolean
  /** Each space's outline (page coordinates), by id. */
  readonly outlines: ReadonlyArray<ReadonlyArray<P>>
  /** Each space's centre (page coordinates), by id. */
  readonly centres: ReadonlyArray<P>
  /** The direction of the race at each space (degrees on the page, clockwise from the x axis). */
  readonly headings: ReadonlyArray<number>
  /** Each space's end level (unwrapped past its level). */
  readonly ends: ReadonlyArray<number>
  /** Where the drawing lies on the page before the margin: min x, min y, width, height. */
  readonly box: readonly [number, number, number, number]
  /** A point `offset` spaces to the right of the centre line at a level, on the page. */
  readonly at: (level: number, offset: number) => P
  /** The band of a lane (or the pit lane / stands). */
  readonly band: (lane: number) => Band
}

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const cache = new WeakMap<Circuit, Drawing>()

/** The layout drawn for a circuit: its own, or a circle when it has none. */
export const layoutOf = (circuit: Circuit): Layout =>
  circuit.layout ?? {
    spacing: 1,
    laneWidth: 0.6,
    segments: [{ levels: Math.max(1, circuit.levels), length: Math.max(8, circuit.levels), turn: -360 }],
  }

const finite = (x: number): number => (Number.isFinite(x) ? x : 0)

/** The drawing of a circuit (cached per circuit object). */
export const drawingOf = (circuit: Circuit): Drawing => {
  const hit = cache.get(circuit)
  if (hit) return hit
  const track = trackOf(layoutOf(circuit), circuit.levels)
  const pitLeft = pitOnLeft(circuit)
  const page = (q: readonly [number, number]): P => [finite(q[0]) * SCALE, -finite(q[1]) * SCALE]
  const band = (lane: number): Band => bandOf(circuit, lane, pitLeft)
  const ends = spanEnds(circuit)
  const spaces = circuit.spaces.slice(0, CIRCUIT_LIMITS.spaces)
  const outlines = spaces.map((s) => cellOutline(track, band(s.lane), s.level, ends[s.id] ?? s.level + 1).map(page))
  const centres = spaces.map((s) => {
    const b = band(s.lane)
    const lv = (s.level + (ends[s.id] ?? s.level + 1)) / 2
    const p = poseAt(track, lv)
    const o = (b.left + b.right) / 2
    return page([p.x + o * Math.sin(p.heading), p.y - o * Math.cos(p.heading)])
  })
  const headings = spaces.map((s) => {
    const lv = (s.level + (ends[s.id] ?? s.level + 1)) / 2
    return (-poseAt(track, lv).heading * 180) / Math.PI
  })
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const o of outlines)
    for (const [x, y] of o) {
      minX = Math.min(minX, x)
      minY = Math.min(minY, y)
      maxX = Math.max(maxX, x)
      maxY = Math.max(maxY, y)
    }
  if (!Number.isFinite(minX)) [minX, minY, maxX, maxY] = [0, 0, 1, 1]
  const at = (level: number, offset: number): P => {
    const p = poseAt(track, level)
    return page([p.x + offset * Math.sin(p.heading), p.y - offset * Math.cos(p.heading)])
  }
  const drawing: Drawing = {
    track,
    pitLeft,
    outlines,
    centres,
    headings,
    ends,
    box: [minX, minY, maxX - minX, maxY - minY],
    at,
    band,
  }
  rememberFrozen(cache, circuit, drawing)
  return drawing
}
