/**
 * A stage as the engine drives it: the steps of its tiles laid end to end and turned into
 * a graph of cells. Each corner becomes up to three lines of cells (tight, drift, cord)
 * that leave the cell before the corner and meet again after it (RM ART.9), a dirt split
 * cell becomes one whole cell and two half cells (RM ART.18). Cars move from a cell to
 * one of its `next` cells, one die per cell (RM ART.4).
 */
import * as t from 'io-ts'
import { integer, union } from '../../core/index.js'
import { SideCodec, SurfaceCodec, TerrainCodec, type Side, type Step, type Surface, type Terrain } from './zone.js'

/** Where a car stands before the start line. @group Boards */
export const START = -1
/** The `next` value that means "beyond the finish line" (RM ART.13). @group Boards */
export const FINISH = -2

/** Which line of its step a cell lies on. @group Boards */
export type Line = 'road' | 'tight' | 'drift' | 'cord' | 'half' | 'side'
/** Codec of {@link Line}. */
export const LineCodec: t.Type<Line, Line, unknown> = t.keyof(
  { road: null, tight: null, drift: null, cord: null, half: null, side: null },
  'Line',
)

/** A side road of a crossroads cell (RM ART.25.2), as cells of the built stage. @group Boards */
export interface CellSideRoad {
  /** The side it leaves on. */
  readonly side: Side
  /** Its cells from the crossroads outwards; each one's `next` leads back towards the crossroads. */
  readonly cells: ReadonlyArray<number>
}
/** Codec of {@link CellSideRoad}. */
export const CellSideRoadCodec: t.Type<CellSideRoad, CellSideRoad, unknown> = t.readonly(
  t.type({ side: SideCodec, cells: t.readonlyArray(integer) }),
  'CellSideRoad',
)

/** One cell of a built stage. @group Boards */
export interface Cell {
  /** Index in `stage.cells`. */
  readonly id: number
  /** Index of its step in the stage (a corner's cells share one step). */
  readonly step: number
  /** Tile (zone visit) index the cell belongs to. */
  readonly zone: number
  /** Its line within the step. */
  readonly line: Line
  /** Position on its line, from 0. */
  readonly index: number
  /** Number of cells of its line. */
  readonly length: number
  /** Gear note of a corner cell (before dirty cords lower it), else `null`. */
  readonly note: number | null
  /** How many cars may stand on it. */
  readonly capacity: number
  /** Terrain on the left verge. */
  readonly left: Terrain
  /** Terrain on the right verge. */
  readonly right: Terrain
  /** Inside of the corner for corner cells, else `null`. */
  readonly inside: Side | null
  /** Surface of its tile before the weather (RM ART.15). */
  readonly surface: Surface
  /** Jump note (RM ART.11), or `null`. */
  readonly jump: number | null
  /** A ford (RM ART.23). */
  readonly ford: boolean
  /** A split-time point (RM ART.16). */
  readonly split: boolean
  /** Distance along the road, for the order of play (RM ART.3.4). */
  readonly progress: number
  /** Cells a car may move to with one die; {@link FINISH} means crossing the line. */
  readonly next: ReadonlyArray<number>
  /** The wrong roads a loss of control may send the car into (RM ART.25.2); empty off crossroads. */
  readonly sideRoads: ReadonlyArray<CellSideRoad>
}

const cellFields = {
  id: integer,
  step: integer,
  zone: integer,
  line: LineCodec,
  index: integer,
  length: integer,
  note: union([integer, t.null]),
  capacity: integer,
  left: TerrainCodec,
  right: TerrainCodec,
  inside: union([SideCodec, t.null]),
  surface: SurfaceCodec,
  jump: union([integer, t.null]),
  ford: t.boolean,
  split: t.boolean,
  progress: t.number,
  next: t.readonlyArray(integer),
  sideRoads: t.readonlyArray(CellSideRoadCodec),
}
/** Codec of {@link Cell}. */
export const CellCodec: t.Type<Cell, Cell, unknown> = t.readonly(t.type(cellFields), 'Cell')

/** Facts about a corner step that the rules need (notes, lines, long corner). @group Boards */
export interface CornerInfo {
  /** Step index. */
  readonly step: number
  /** Tight line cell ids. */
  readonly tight: ReadonlyArray<number>
  /** Drift cell ids (empty without drift). */
  readonly drift: ReadonlyArray<number>
  /** Cord cell ids (empty without cord). */
  readonly cord: ReadonlyArray<number>
  /** Tight line note. */
  readonly tightNote: number
  /** Drift imposed gear, or `null`. */
  readonly driftNote: number | null
  /** Cord note, or `null`. */
  readonly cordNote: number | null
  /** A long corner (RM ART.26). */
  readonly long: boolean
}
/** Codec of {@link CornerInfo}. */
export const CornerInfoCodec: t.Type<CornerInfo, CornerInfo, unknown> = t.readonly(
  t.type({
    step: integer,
    tight: t.readonlyArray(integer),
    drift: t.readonlyArray(integer),
    cord: t.readonlyArray(integer),
    tightNote: integer,
    driftNote: union([integer, t.null]),
    cordNote: union([integer, t.null]),
    long: t.boolean,
  }),
  'CornerInfo',
)

/** One tile of a built stage. @group Boards */
export interface Tile {
  /** Zone letter. */
  readonly zone: string
  /** Surface of the zone. */
  readonly surface: Surface
}

/** A stage ready to drive. @group Boards */
export interface Stage {
  /** Name of the special. */
  readonly name: string
  /** The roadbook it was built from. */
  readonly roadbook: string
  /** Zone letter and surface of each tile, in order. */
  readonly zones: ReadonlyArray<Tile>
  /** Every cell. */
  readonly cells: ReadonlyArray<Cell>
  /** Cells reachable from the start line with the first die. */
  readonly start: ReadonlyArray<number>
  /** Corner facts, one per corner step. */
  readonly corners: ReadonlyArray<CornerInfo>
  /** Number of steps. */
  readonly steps: number
}
/** Codec of {@link Stage}. @group Codecs */
export const StageCodec: t.Type<Stage, Stage, unknown> = t.readonly(
  t.type({
    name: t.string,
    roadbook: t.string,
    zones: t.readonlyArray(t.readonly(t.type({ zone: t.string, surface: SurfaceCodec }))),
    cells: t.readonlyArray(CellCodec),
    start: t.readonlyArray(integer),
    corners: t.readonlyArray(CornerInfoCodec),
    steps: integer,
  }),
  'Stage',
)

/** A step laid on a stage, with the tile it comes from. @group Boards */
export interface LaidStep {
  /** The step. */
  readonly step: Step
  /** Tile index. */
  readonly zone: number
  /** Tile surface. */
  readonly surface: Surface
}

/** The cell with that id, if any. */
export const cellAt = (stage: Stage, id: number): Cell | undefined => stage.cells[id]

/** The corner a cell belongs to, if any. */
export const cornerOf = (stage: Stage, cell: Cell): CornerInfo | undefined =>
  cell.line === 'tight' || cell.line === 'drift' || cell.line === 'cord'
    ? stage.corners.find((c) => c.step === cell.step)
    : undefined
