import * as t from 'io-ts'
import { integer, intRange, union } from '../../core/index.js'
import { CIRCUIT_LIMITS } from './limits.js'

/** What a space is: on the racing track, in the pit lane, or a team's stand. @group Boards */
export type SpaceKind = 'track' | 'pit' | 'stand'

/**
 * One space of a circuit. Spaces are numbered from 0; `id` is the index in
 * `Circuit.spaces`. Moves follow `next` only: on straights the next space of the lane and the
 * spaces of the adjacent lanes that touch it and lie ahead of it (on the printed board's
 * staggered lanes a lane change gains half a space), inside and around corners only the
 * printed arrows.
 * @group Boards
 */
export interface Space {
  /** Index of the space in the circuit's `spaces`. */
  readonly id: number
  /** Lane, 0 = the first lane; pit lane and stands use the lanes after the track's. */
  readonly lane: number
  /**
   * Where the space begins along the lap, in levels (0 at the finish line): a space spans from
   * its level to the level of the next space of its lane. Equal levels are "the same level" of
   * the play order. A straight space is `layout.spacing` levels long (1 on a circuit without
   * staggered lanes).
   */
  readonly level: number
  /** Spaces a car may move to from here (forward only). */
  readonly next: ReadonlyArray<number>
  /** The corner this space lies in (index in `Circuit.corners`), or null on a straight. */
  readonly corner: number | null
  /** Track, pit lane or stand. */
  readonly kind: SpaceKind
  /** For a stand: the index of the team (car) it belongs to; otherwise null. */
  readonly stand: number | null
}

/** A corner (or a chain of corners between the red lines) and its yellow flag. @group Boards */
export interface Corner {
  /** Name shown on the board. */
  readonly name: string
  /** Stops required (the yellow flag: 1, 2 or 3). */
  readonly stops: number
  /** Declared longest path through the corner, in spaces (the flag's L). */
  readonly longest: number
  /** Declared shortest path through the corner, in spaces (the flag's C). */
  readonly shortest: number
}

/** A d20 range, both ends included. */
export type DieRange = readonly [number, number]

/** The d20 ranges of the three skies at qualifying and race start. @group Boards */
export interface StartRanges {
  /** Scores giving sun. */
  readonly sun: DieRange
  /** Scores giving variable weather. */
  readonly variable: DieRange
  /** Scores giving rain. */
  readonly rain: DieRange
}

/** The d20 ranges of the evolution of variable weather. @group Boards */
export interface EvolutionRanges {
  /** Scores moving the sky one step towards sun. */
  readonly towardsSun: DieRange
  /** Scores leaving the sky unchanged. */
  readonly unchanged: DieRange
  /** Scores moving the sky one step towards rain. */
  readonly towardsRain: DieRange
}

/**
 * The circuit's weather table: d20 ranges at qualifying and race start, and the evolution of
 * variable weather. Each printed circuit carries its own table (FD-A 4); the tables of the
 * built-in circuits are assumed, as docs/formule-de.md's components and rulings say.
 * @group Boards
 */
export interface WeatherTable {
  /** Ranges for sun, variable and rain. */
  readonly start: StartRanges
  /** Ranges for the evolution of variable weather. */
  readonly evolution: EvolutionRanges
}

/** The JSON form of a circuit: a directed graph of spaces. @group Boards */
export interface Circuit {
  /** Name of the circuit. */
  readonly name: string
  /** Number of racing lanes (the pit lane is not counted). */
  readonly lanes: number
  /** Number of levels of one lap; the finish line lies between level `levels - 1` and level 0. */
  readonly levels: number
  /** Every space; `spaces[i].id === i`. */
  readonly spaces: ReadonlyArray<Space>
  /** Every corner, in race order. */
  readonly corners: ReadonlyArray<Corner>
  /** The start grid, pole position first. */
  readonly grid: ReadonlyArray<number>
  /** Spaces with a wall along their outer side (ovals); drawn, used by the tournament rules. */
  readonly walls: ReadonlyArray<number>
  /** The level of the track space from which the pit lane branches off (the last place to enter it), or null without a pit lane. */
  readonly pitEntryLevel: number | null
  /** The weather table printed on the circuit. */
  readonly weather: WeatherTable
  /** The shape of the board: its centre line and the width of its lanes (pictures only; absent on hand-made circuits). */
  readonly layout?: Layout
}

/**
 * One piece of the centre line: `levels` levels of the lap drawn as `length` spaces of track,
 * turning by `turn` degrees over its length (0: a straight; positive: a left turn).
 * @group Boards
 */
export interface Segment {
  /** Levels of the lap it covers. */
  readonly levels: number
  /** Its length along the centre line, in spaces. */
  readonly length: number
  /** Degrees it turns by, positive to the left. */
  readonly turn: number
}

/**
 * The geometry of a circuit: the centre line from the finish line round the lap, and the lanes
 * beside it (lane 0 on the left of the direction of the race). A space is the cell between its
 * lane's edges from its level to the next space's level, mapped through the centre line.
 * @group Boards
 */
export interface Layout {
  /** Levels per space on a straight. */
  readonly spacing: number
  /** The width of a lane, in spaces (a straight space is 1 long). */
  readonly laneWidth: number
  /** The centre line, from the finish line in race order; their levels add up to the lap's. */
  readonly segments: ReadonlyArray<Segment>
}

const DieRangeCodec = t.readonly(t.tuple([intRange(1, 20), intRange(1, 20)]), 'DieRange')

/** Codec of {@link Space}. */
export const SpaceCodec: t.Type<Space, Space, unknown> = t.readonly(
  t.type({
    id: intRange(0, CIRCUIT_LIMITS.spaceId),
    lane: intRange(0, CIRCUIT_LIMITS.spaceLane),
    level: intRange(0, CIRCUIT_LIMITS.levels),
    next: t.readonlyArray(intRange(0, CIRCUIT_LIMITS.spaceId)),
    corner: union([intRange(0, CIRCUIT_LIMITS.cornerId), t.null]),
    kind: t.keyof({ track: null, pit: null, stand: null }),
    stand: union([intRange(0, CIRCUIT_LIMITS.standId), t.null]),
  }),
  'Space',
)

/** Codec of {@link Corner}. */
export const CornerCodec: t.Type<Corner, Corner, unknown> = t.readonly(
  t.type({ name: t.string, stops: intRange(1, 3), longest: integer, shortest: integer }),
  'Corner',
)

/** Codec of {@link WeatherTable}. */
export const WeatherTableCodec: t.Type<WeatherTable, WeatherTable, unknown> = t.readonly(
  t.type({
    start: t.readonly(t.type({ sun: DieRangeCodec, variable: DieRangeCodec, rain: DieRangeCodec })),
    evolution: t.readonly(t.type({ towardsSun: DieRangeCodec, unchanged: DieRangeCodec, towardsRain: DieRangeCodec })),
  }),
  'WeatherTable',
)

const finite = (min: number, max: number, name: string): t.Type<number, number, unknown> =>
  t.refinement(t.number, (n) => Number.isFinite(n) && n >= min && n <= max, name)

/** Codec of {@link Segment}. */
export const SegmentCodec: t.Type<Segment, Segment, unknown> = t.readonly(
  t.type({
    levels: intRange(1, 1_000_000),
    length: finite(0.01, 100_000, 'Length(0.01..100000)'),
    turn: finite(-720, 720, 'Turn(-720..720)'),
  }),
  'Segment',
)

/** Codec of {@link Layout}. */
export const LayoutCodec: t.Type<Layout, Layout, unknown> = t.readonly(
  t.type({
    spacing: intRange(1, 1_000),
    laneWidth: finite(0.05, 10, 'LaneWidth(0.05..10)'),
    segments: t.readonlyArray(SegmentCodec),
  }),
  'Layout',
)

/**
 * Codec of the JSON form of a circuit ({@link Circuit}); shape only, see `validateCircuit` for the meaning and the limits.
 * @group Codecs
 */
export const CircuitCodec: t.Type<Circuit, Circuit, unknown> = t.readonly(
  t.intersection([
    t.type({
      name: t.string,
      lanes: intRange(1, CIRCUIT_LIMITS.lanes),
      levels: intRange(1, CIRCUIT_LIMITS.levels),
      spaces: t.readonlyArray(SpaceCodec),
      corners: t.readonlyArray(CornerCodec),
      grid: t.readonlyArray(intRange(0, CIRCUIT_LIMITS.spaceId)),
      walls: t.readonlyArray(intRange(0, CIRCUIT_LIMITS.spaceId)),
      pitEntryLevel: union([intRange(0, CIRCUIT_LIMITS.levels), t.null]),
      weather: WeatherTableCodec,
    }),
    t.partial({ layout: LayoutCodec }),
  ]),
  'Circuit',
)

/** A default weather table for circuits that do not state one (assumed: 1–12 sun, 13–16 variable, 17–20 rain). */
export const DEFAULT_WEATHER: WeatherTable = {
  start: { sun: [1, 12], variable: [13, 16], rain: [17, 20] },
  evolution: { towardsSun: [1, 8], unchanged: [9, 12], towardsRain: [13, 20] },
}

/** Levels per space on a straight: 1 on a circuit without a layout or without staggered lanes. */
export const spacingOf = (circuit: Circuit): number => Math.max(1, circuit.layout?.spacing ?? 1)
