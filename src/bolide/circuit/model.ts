/**
 * The circuit data format (JSON) and its io-ts codec. The map is stored as rows of
 * characters with the legend of {@link LEGEND}; the header fields hold what a map cannot
 * show (sector arrows, lines, grid slots, pit services).
 */
import * as t from 'io-ts'
import { intRange, union } from '../../core/index.js'
import { CompassCodec, PointCodec, type Compass, type Point } from '../grid/point.js'

/** A straight line drawn on the board between two lattice points (finish, half-way, pit lines). @group Boards */
export interface Line {
  /** One end. */
  readonly from: Point
  /** The other end. */
  readonly to: Point
}

/** Codec of {@link Line}. @group Codecs */
export const LineCodec: t.Type<Line, Line, unknown> = t.readonly(t.type({ from: PointCodec, to: PointCodec }), 'Line')

/**
 * The pit lane (BO 9). Its numbered box cells are the digits `1`..`9` of the map; the
 * services are named by cell number.
 * @group Boards
 */
export interface PitLane {
  /** The Pit Lane In line: a car enters when its move reaches or crosses it. */
  readonly in: Line
  /** The Pit Lane Out line: a car leaving the boxes is placed on one of its points. */
  readonly out: Line
  /** Number of the Full Fuel cell (repairs). */
  readonly fullFuel: number
  /** Number of the ½ Fuel cell (refuelling of half-tank cars, with tyres and repairs). */
  readonly halfFuel: number
  /** Number of the Pit Stop cell (new tyres, hence new blocks). */
  readonly pitStop: number
  /** Highest speed allowed when reaching the Pit Lane In line, or null for none. */
  readonly speedLimit: number | null
}

/** Codec of {@link PitLane}. @group Codecs */
export const PitLaneCodec: t.Type<PitLane, PitLane, unknown> = t.readonly(
  t.type({
    in: LineCodec,
    out: LineCodec,
    fullFuel: intRange(1, 9),
    halfFuel: intRange(1, 9),
    pitStop: intRange(1, 9),
    speedLimit: union([intRange(1, 12), t.null]),
  }),
  'PitLane',
)

/** A circuit (BO 1-9): the grid of points, the sectors with their arrows, the lines and the pit lane. @group Boards */
export interface Circuit {
  /** Display name. */
  readonly name: string
  /** The map, one string per row of lattice points (North first); see {@link LEGEND}. */
  readonly rows: ReadonlyArray<string>
  /** The red arrow of each sector: index 0 is sector `a`, the sector that begins at the finish line. */
  readonly arrows: ReadonlyArray<Compass>
  /** The finish line (lap counting). */
  readonly finish: Line
  /** The half-way line (weather re-draws, championship intermediate point). */
  readonly halfway: Line
  /** Start grid slots, pole position first (BO préparation). */
  readonly grid: ReadonlyArray<Point>
  /** The pit lane, or null for a circuit without one. */
  readonly pit: PitLane | null
  /** The rain-risk value printed on the circuit (BO 10), 0..12. */
  readonly rainRisk: number
}

/** Codec of {@link Circuit} (shape only; {@link validateCircuit} checks the meaning). @group Codecs */
export const CircuitCodec: t.Type<Circuit, Circuit, unknown> = t.readonly(
  t.type({
    name: t.string,
    rows: t.readonlyArray(t.string),
    arrows: t.readonlyArray(CompassCodec),
    finish: LineCodec,
    halfway: LineCodec,
    grid: t.readonlyArray(PointCodec),
    pit: union([PitLaneCodec, t.null]),
    rainRisk: intRange(0, 12),
  }),
  'Circuit',
)

/** The map legend. @group Boards */
export const LEGEND = {
  /** `a`..`z`: a track point of sector a..z. */
  track: 'a-z',
  /** `A`..`Z`: an edge (kerb) point of sector A..Z; cars and trajectories may use it. */
  edge: 'A-Z',
  /** `,`: a run-off point (black intersection off the track): a car leaving the track may stop there. */
  runoff: ',',
  /** `.` (or a space): void (white intersection): a car stopping there is wrecked. */
  void: '.',
  /** `1`..`9`: the numbered box cells of the pit lane. */
  box: '1-9',
} as const

/** What a lattice point is. @group Boards */
export type PointKind = 'track' | 'edge' | 'runoff' | 'void' | 'box'

/** The kind of a map character. */
export const kindOfChar = (c: string | undefined): PointKind => {
  if (c === undefined) return 'void'
  if (c >= 'a' && c <= 'z') return 'track'
  if (c >= 'A' && c <= 'Z') return 'edge'
  if (c === ',') return 'runoff'
  if (c >= '1' && c <= '9') return 'box'
  return 'void'
}

/** The sector index (0 for `a`) of a track or edge character, or -1. */
export const sectorOfChar = (c: string | undefined): number => {
  if (c === undefined) return -1
  if (c >= 'a' && c <= 'z') return c.charCodeAt(0) - 97
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 65
  return -1
}
