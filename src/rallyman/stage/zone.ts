/**
 * Zones: the road tiles a stage is built from (RM ART.1). A zone is a single road drawn as
 * a list of steps (a straight cell, a corner with its lines, a split cell before/after a
 * corner on dirt), with numbered anchors where a stage may enter it or finish on it.
 */
import * as t from 'io-ts'
import { intRange, union } from '../../core/index.js'

/** What borders a cell where a car may leave the road (RM ART.8 legend). @group Boards */
export type Terrain = 'meadow' | 'earth' | 'forest' | 'rocks'
/** Codec of {@link Terrain}. */
export const TerrainCodec: t.Type<Terrain, Terrain, unknown> = t.keyof(
  { meadow: null, earth: null, forest: null, rocks: null },
  'Terrain',
)

/** The road surface of a zone: the tile's front (asphalt), back (snow), or a Dirt tile. @group Boards */
export type Surface = 'asphalt' | 'snow' | 'dirt'
/** Codec of {@link Surface}. */
export const SurfaceCodec: t.Type<Surface, Surface, unknown> = t.keyof(
  { asphalt: null, snow: null, dirt: null },
  'Surface',
)

/** Left or right, seen in the direction of the race. @group Boards */
export type Side = 'left' | 'right'
/** Codec of {@link Side}. */
export const SideCodec: t.Type<Side, Side, unknown> = t.keyof({ left: null, right: null }, 'Side')

/** One line of a corner: how many cells it has and its note (a gear). @group Boards */
export interface CornerLine {
  /** Number of cells on this line (at least 1). */
  readonly cells: number
  /** The note: maximum gear (tight line, cord) or imposed gear (drift). */
  readonly note: number
}
/** Codec of {@link CornerLine}. */
export const CornerLineCodec: t.Type<CornerLine, CornerLine, unknown> = t.readonly(
  t.type({ cells: intRange(1, 6), note: intRange(1, 5) }),
  'CornerLine',
)

/**
 * One of the other roads of a crossroads (RM ART.25.2): a short dead-end branch leaving the
 * crossroads cell on one side. A car that loses control there and is sent to that side
 * takes the wrong road, brakes down to first, turns round and drives back along it.
 * @group Boards
 */
export interface SideRoad {
  /** The side it leaves on, seen in the direction of the race. */
  readonly side: Side
  /** Its cells from the crossroads outwards (1 to 3; the end is where the car turns round at the latest). */
  readonly cells: number
}
/** Codec of {@link SideRoad}. @group Codecs */
export const SideRoadCodec: t.Type<SideRoad, SideRoad, unknown> = t.readonly(
  t.type({ side: SideCodec, cells: intRange(1, 3) }),
  'SideRoad',
)

/** A straight cell (RM ART.12: `lanes` cars may share it), possibly a jump, a ford or a split point. @group Boards */
export interface StraightStep {
  /** Step kind. */
  readonly kind: 'straight'
  /** How many cars fit side by side (1 to 3). */
  readonly lanes: number
  /** Terrain on the left verge. */
  readonly left: Terrain
  /** Terrain on the right verge. */
  readonly right: Terrain
  /** A jump (RM ART.11) with its note, or `null`. */
  readonly jump: number | null
  /** A ford crosses the cell (RM ART.23), or not. */
  readonly ford: boolean
  /** A split-time point is placed on this cell (RM ART.16). */
  readonly split: boolean
  /** Part of a crossroads (RM ART.25): overtaking allowed, no drift. */
  readonly crossroads: boolean
  /** The other roads of the crossroads (RM ART.25.2), empty elsewhere. */
  readonly sideRoads: ReadonlyArray<SideRoad>
}

/** A cell split in two half cells before or after a corner on dirt (RM ART.18). @group Boards */
export interface HalvesStep {
  /** Step kind. */
  readonly kind: 'halves'
  /** How many cars fit side by side when it is crossed as one cell. */
  readonly lanes: number
  /** Terrain on the left verge. */
  readonly left: Terrain
  /** Terrain on the right verge. */
  readonly right: Terrain
}

/** A corner with its tight line, optional drift and cord (RM ART.9), optionally long (RM ART.26). @group Boards */
export interface CornerStep {
  /** Step kind. */
  readonly kind: 'corner'
  /** The inside of the corner, where the tight line and the cord lie. */
  readonly inside: Side
  /** Terrain on the left verge. */
  readonly left: Terrain
  /** Terrain on the right verge. */
  readonly right: Terrain
  /** The tight line (inner cells) and its maximum gear. */
  readonly tight: CornerLine
  /** The drift (outer cells) and its imposed gear, or `null`. */
  readonly drift: CornerLine | null
  /** The cord `K` on the inner verge and its maximum gear, or `null`. */
  readonly cord: CornerLine | null
  /** A long corner (RM ART.26): tight line and drift may be swapped while progressing. */
  readonly long: boolean
  /** A corner inside a crossroads (RM ART.25): no drift allowed. */
  readonly crossroads: boolean
  /** The other roads of the crossroads (RM ART.25.2), leaving its tight line; empty elsewhere. */
  readonly sideRoads: ReadonlyArray<SideRoad>
}

/** One step of a zone's road. @group Boards */
export type Step = StraightStep | HalvesStep | CornerStep

const terrains = { left: TerrainCodec, right: TerrainCodec }

/** Codec of {@link StraightStep}. */
export const StraightStepCodec: t.Type<StraightStep, StraightStep, unknown> = t.readonly(
  t.type({
    kind: t.literal('straight'),
    lanes: intRange(1, 3),
    ...terrains,
    jump: union([intRange(1, 5), t.null]),
    ford: t.boolean,
    split: t.boolean,
    crossroads: t.boolean,
    sideRoads: t.readonlyArray(SideRoadCodec),
  }),
  'StraightStep',
)
/** Codec of {@link HalvesStep}. */
export const HalvesStepCodec: t.Type<HalvesStep, HalvesStep, unknown> = t.readonly(
  t.type({ kind: t.literal('halves'), lanes: intRange(1, 3), ...terrains }),
  'HalvesStep',
)
/** Codec of {@link CornerStep}. */
export const CornerStepCodec: t.Type<CornerStep, CornerStep, unknown> = t.readonly(
  t.type({
    kind: t.literal('corner'),
    inside: SideCodec,
    ...terrains,
    tight: CornerLineCodec,
    drift: union([CornerLineCodec, t.null]),
    cord: union([CornerLineCodec, t.null]),
    long: t.boolean,
    crossroads: t.boolean,
    sideRoads: t.readonlyArray(SideRoadCodec),
  }),
  'CornerStep',
)
/** Codec of {@link Step}. @group Codecs */
export const StepCodec: t.Type<Step, Step, unknown> = union(
  [StraightStepCodec, HalvesStepCodec, CornerStepCodec],
  'Step',
)

/** A zone tile: its letter, surface, road steps and anchors. @group Boards */
export interface Zone {
  /** The zone's letter in roadbook notation (`C`, `J`, `L`, `V`...): one upper-case letter. */
  readonly id: string
  /** Human-readable name. */
  readonly name: string
  /** The road surface. */
  readonly surface: Surface
  /** The road, in the direction of the race. */
  readonly steps: ReadonlyArray<Step>
  /** `anchors[k]` is the index of the step where anchor `k` lies (enter there, or finish just before it). */
  readonly anchors: ReadonlyArray<number>
}
/** Codec of {@link Zone}. @group Codecs */
export const ZoneCodec: t.Type<Zone, Zone, unknown> = t.readonly(
  t.type({
    id: t.string,
    name: t.string,
    surface: SurfaceCodec,
    steps: t.readonlyArray(StepCodec),
    anchors: t.readonlyArray(intRange(0, 10_000)),
  }),
  'Zone',
)

/** Options of {@link straight}. @group Boards */
export interface StraightOptions {
  /** Lanes (default 1). */
  readonly lanes?: number
  /** Left verge (default meadow). */
  readonly left?: Terrain
  /** Right verge (default meadow). */
  readonly right?: Terrain
  /** Jump note. */
  readonly jump?: number
  /** A ford. */
  readonly ford?: boolean
  /** A split-time point. */
  readonly split?: boolean
  /** Part of a crossroads. */
  readonly crossroads?: boolean
  /** The crossroads' other roads (RM ART.25.2). */
  readonly sideRoads?: ReadonlyArray<SideRoad>
}

/** Builds a straight step with defaults (one lane, meadow both sides). @group Boards */
export const straight = (o: StraightOptions = {}): StraightStep => ({
  kind: 'straight',
  lanes: o.lanes ?? 1,
  left: o.left ?? 'meadow',
  right: o.right ?? 'meadow',
  jump: o.jump ?? null,
  ford: o.ford ?? false,
  split: o.split ?? false,
  crossroads: o.crossroads ?? false,
  sideRoads: o.sideRoads ?? [],
})

/** Builds a half-cell step (RM ART.18). @group Boards */
export const halves = (left: Terrain = 'earth', right: Terrain = 'earth', lanes = 1): HalvesStep => ({
  kind: 'halves',
  lanes,
  left,
  right,
})

/** Options of {@link corner}. @group Boards */
export interface CornerOptions {
  /** Inside of the corner. */
  readonly inside: Side
  /** Tight line `[cells, note]`. */
  readonly tight: readonly [number, number]
  /** Drift `[cells, gear]`. */
  readonly drift?: readonly [number, number]
  /** Cord `[cells, note]`. */
  readonly cord?: readonly [number, number]
  /** Left verge (default forest). */
  readonly left?: Terrain
  /** Right verge (default meadow). */
  readonly right?: Terrain
  /** Long corner. */
  readonly long?: boolean
  /** In a crossroads. */
  readonly crossroads?: boolean
  /** The crossroads' other roads (RM ART.25.2). */
  readonly sideRoads?: ReadonlyArray<SideRoad>
}

/** Builds a corner step. @group Boards */
export const corner = (o: CornerOptions): CornerStep => ({
  kind: 'corner',
  inside: o.inside,
  left: o.left ?? 'forest',
  right: o.right ?? 'meadow',
  tight: { cells: o.tight[0], note: o.tight[1] },
  drift: o.drift ? { cells: o.drift[0], note: o.drift[1] } : null,
  cord: o.cord ? { cells: o.cord[0], note: o.cord[1] } : null,
  long: o.long ?? false,
  crossroads: o.crossroads ?? false,
  sideRoads: o.sideRoads ?? [],
})

/** Repeats a step `n` times. @group Boards */
export const times = (n: number, step: Step): ReadonlyArray<Step> => Array.from({ length: n }, () => step)
