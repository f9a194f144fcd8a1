import { buildCircuit } from './build.js'
import { DEFAULT_WEATHER, type Circuit, type WeatherTable } from './model.js'

/**
 * A lane change printed inside a corner: from the `index`-th space of `lane` to the next space of `to`.
 * @group Boards
 */
export interface CornerArrow {
  /** Lane of the space the arrow starts from. */
  readonly lane: number
  /** 0-based index of that space among the corner's spaces of its lane. */
  readonly index: number
  /** Lane the arrow leads to (the next space of that lane further on). */
  readonly to: number
}

/** A corner as a person writes it. @group Boards */
export interface CornerSpec {
  /** Name shown on the board. */
  readonly name: string
  /** Stops required (yellow flag). */
  readonly stops: number
  /** Spaces of each lane inside the red lines, lane 0 first (the outer lane has the most). */
  readonly lanes: ReadonlyArray<number>
  /** Declared longest path (defaults to the largest lane count). */
  readonly longest?: number
  /** Declared shortest path (defaults to the smallest lane count). */
  readonly shortest?: number
  /** Lane changes allowed inside the corner; by default a car keeps its lane between the red lines. */
  readonly arrows?: ReadonlyArray<CornerArrow>
  /** Lane with a wall along it in this corner (ovals). */
  readonly wall?: number
  /**
   * Degrees the track turns through the corner, positive to the left (lane 0 is the left-hand
   * lane). Default: 90, towards the lane with the fewest spaces (the inside).
   */
  readonly angle?: number
  /**
   * Radius of the centre line through the corner, in spaces (pictures only). Default: the arc
   * is as long as the middle lane's spaces; never tighter than the lanes allow.
   */
  readonly radius?: number
}

/** A straight as a person writes it. @group Boards */
export interface StraightSpec {
  /** Length in spaces. */
  readonly length: number
  /** Lane with a wall along it. */
  readonly wall?: number
  /**
   * How far each lane's spaces are offset along the straight, in spaces (0 to 1, lane 0
   * first); the first space of an offset lane is that much long, its last space is the rest.
   * Default: half a space on the odd lanes (the builder's `stagger`), none on the even ones. A
   * run of straights takes the offsets of its first one.
   */
  readonly offsets?: ReadonlyArray<number>
}

/**
 * The pit lane: it leaves lane `side` at `from` spaces past the finish line and rejoins it at `to` (same lap).
 * @group Boards
 */
export interface PitSpec {
  /** Track lane the pit lane branches from and rejoins. */
  readonly side: number
  /** Where the last track space from which the pit lane can be entered lies, in spaces from the finish line. */
  readonly from: number
  /** Where the track space the pit lane rejoins lies, in spaces from the finish line. */
  readonly to: number
  /** Number of stands (one per team). */
  readonly stands: number
}

/** How the builder lays the lanes. @group Boards */
export interface BuilderOptions {
  /**
   * Stagger the lanes on straights as the printed board does (default true): the spaces of
   * the odd lanes are offset by half a space, so a lane change gains half a space, going out
   * and back costs a space, and the shortest path rule (FD-T 7-2-3) bites. With `false` the
   * lanes are side by side and a lane change is a free diagonal (one level per space).
   */
  readonly stagger?: boolean
  /** Width of a lane in spaces (a straight space is 1 long; default 0.6): pictures only. */
  readonly laneWidth?: number
}

/** One piece of the circuit as written. */
export type Section =
  | { readonly kind: 'straight'; readonly spec: StraightSpec }
  | { readonly kind: 'corner'; readonly spec: CornerSpec }

/** An immutable circuit builder: each call returns a new builder. @group Boards */
export interface CircuitBuilder {
  /** Adds a straight of `length` spaces per lane. */
  straight(
    length: number,
    options?: { readonly wall?: number; readonly offsets?: ReadonlyArray<number> },
  ): CircuitBuilder
  /** Adds a corner. */
  corner(spec: CornerSpec): CircuitBuilder
  /** Places `count` grid spaces at the end of the last straight, pole first, staggered. */
  grid(count: number): CircuitBuilder
  /** Adds the pit lane and its stands. */
  pit(spec: PitSpec): CircuitBuilder
  /** Sets the weather table. */
  weather(table: WeatherTable): CircuitBuilder
  /** The JSON form (check it with `validateCircuit`). */
  build(): Circuit
}

/** Everything written so far. */
export interface Draft {
  /** Circuit name. */
  readonly name: string
  /** Racing lanes. */
  readonly lanes: number
  /** Straights and corners from the finish line round to it. */
  readonly sections: ReadonlyArray<Section>
  /** Grid places. */
  readonly gridCount: number
  /** The pit lane, if any. */
  readonly pit: PitSpec | null
  /** The weather table. */
  readonly weather: WeatherTable
  /** How the lanes are laid. */
  readonly options: BuilderOptions
}

/**
 * Starts a circuit: a loop of straights and corners from the finish line round to it, laid
 * along a centre line (straights straight, corners arcs) whose lanes carry the spaces.
 *
 * ```ts
 * const c = circuitBuilder('Hairpin', 3)
 *   .straight(10)
 *   .corner({ name: 'Hairpin', stops: 2, lanes: [6, 4, 2], angle: -180 })
 *   .straight(12)
 *   .grid(4)
 *   .build()
 * ```
 * @group Boards
 */
export const circuitBuilder = (name: string, lanes: number, options: BuilderOptions = {}): CircuitBuilder =>
  makeBuilder({ name, lanes, sections: [], gridCount: 0, pit: null, weather: DEFAULT_WEATHER, options })

const makeBuilder = (d: Draft): CircuitBuilder => ({
  straight: (length, options) =>
    makeBuilder({
      ...d,
      sections: [
        ...d.sections,
        {
          kind: 'straight',
          spec: {
            length,
            ...(options?.wall === undefined ? {} : { wall: options.wall }),
            ...(options?.offsets === undefined ? {} : { offsets: options.offsets }),
          },
        },
      ],
    }),
  corner: (spec) => makeBuilder({ ...d, sections: [...d.sections, { kind: 'corner', spec }] }),
  grid: (count) => makeBuilder({ ...d, gridCount: count }),
  pit: (spec) => makeBuilder({ ...d, pit: spec }),
  weather: (table) => makeBuilder({ ...d, weather: table }),
  build: () => buildCircuit(d),
})
