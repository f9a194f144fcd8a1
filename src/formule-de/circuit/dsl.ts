import { DEFAULT_WEATHER, type Circuit, type Corner, type Space, type SpaceKind, type WeatherTable } from './model.js'

/** A lane change printed inside a corner: from the `index`-th space of `lane` to the next space of `to`. */
export interface CornerArrow {
  /** Lane of the space the arrow starts from. */
  readonly lane: number
  /** 0-based index of that space among the corner's spaces of its lane. */
  readonly index: number
  /** Lane the arrow leads to (the next space of that lane further on). */
  readonly to: number
}

/** A corner as a person writes it. */
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
}

/** A straight as a person writes it. */
export interface StraightSpec {
  /** Length in spaces (levels). */
  readonly length: number
  /** Lane with a wall along it. */
  readonly wall?: number
}

/** The pit lane: it leaves lane `side` at level `from` and rejoins it at level `to` (same lap). */
export interface PitSpec {
  /** Track lane the pit lane branches from and rejoins. */
  readonly side: number
  /** Level of the last track space from which the pit lane can be entered. */
  readonly from: number
  /** Level of the track space where the pit lane rejoins. */
  readonly to: number
  /** Number of stands (one per team). */
  readonly stands: number
}

type Section = { readonly kind: 'straight'; readonly spec: StraightSpec } | { readonly kind: 'corner'; readonly spec: CornerSpec }

/** An immutable circuit builder: each call returns a new builder. */
export interface CircuitBuilder {
  /** Adds a straight of `length` spaces per lane. */
  straight(length: number, options?: { readonly wall?: number }): CircuitBuilder
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

interface Draft {
  readonly name: string
  readonly lanes: number
  readonly sections: ReadonlyArray<Section>
  readonly gridCount: number
  readonly pit: PitSpec | null
  readonly weather: WeatherTable
}

/**
 * Starts a circuit: a loop of straights and corners from the finish line round to it.
 *
 * ```ts
 * const c = circuitBuilder('Hairpin', 3)
 *   .straight(10)
 *   .corner({ name: 'Hairpin', stops: 2, lanes: [6, 4, 2] })
 *   .straight(12)
 *   .grid(4)
 *   .build()
 * ```
 */
export const circuitBuilder = (name: string, lanes: number): CircuitBuilder =>
  makeBuilder({ name, lanes, sections: [], gridCount: 0, pit: null, weather: DEFAULT_WEATHER })

const makeBuilder = (d: Draft): CircuitBuilder => ({
  straight: (length, options) =>
    makeBuilder({ ...d, sections: [...d.sections, { kind: 'straight', spec: options?.wall === undefined ? { length } : { length, wall: options.wall } }] }),
  corner: (spec) => makeBuilder({ ...d, sections: [...d.sections, { kind: 'corner', spec }] }),
  grid: (count) => makeBuilder({ ...d, gridCount: count }),
  pit: (spec) => makeBuilder({ ...d, pit: spec }),
  weather: (table) => makeBuilder({ ...d, weather: table }),
  build: () => buildCircuit(d),
})

interface MutableSpace {
  id: number
  lane: number
  level: number
  next: number[]
  corner: number | null
  kind: SpaceKind
  stand: number | null
}

const buildCircuit = (d: Draft): Circuit => {
  const spaces: MutableSpace[] = []
  const corners: Corner[] = []
  const walls: number[] = []
  const add = (lane: number, level: number, corner: number | null, kind: SpaceKind = 'track', stand: number | null = null): number => {
    const id = spaces.length
    spaces.push({ id, lane, level, next: [], corner, kind, stand })
    return id
  }
  const link = (from: number | undefined, to: number | undefined): void => {
    if (from === undefined || to === undefined) return
    const s = spaces[from]
    if (s && !s.next.includes(to)) s.next.push(to)
  }
  // rows[section][lane] = the section's spaces of that lane, in order.
  const rows: number[][][] = []
  let level = 0
  for (const section of d.sections) {
    const lanesOf: number[][] = []
    if (section.kind === 'straight') {
      const n = Math.max(0, Math.trunc(section.spec.length))
      for (let lane = 0; lane < d.lanes; lane++) {
        const ids = Array.from({ length: n }, (_, k) => add(lane, level + k, null))
        if (section.spec.wall === lane) walls.push(...ids)
        lanesOf.push(ids)
      }
      for (let lane = 0; lane < d.lanes; lane++) {
        for (let k = 0; k + 1 < n; k++) {
          link(lanesOf[lane]?.[k], lanesOf[lane]?.[k + 1])
          link(lanesOf[lane]?.[k], lanesOf[lane - 1]?.[k + 1])
          link(lanesOf[lane]?.[k], lanesOf[lane + 1]?.[k + 1])
        }
      }
      level += n
    } else {
      const spec = section.spec
      const counts = Array.from({ length: d.lanes }, (_, lane) => Math.max(1, Math.trunc(spec.lanes[lane] ?? 1)))
      const span = Math.max(...counts)
      const cornerId = corners.length
      corners.push({
        name: spec.name,
        stops: spec.stops,
        longest: spec.longest ?? span,
        shortest: spec.shortest ?? Math.min(...counts),
      })
      for (let lane = 0; lane < d.lanes; lane++) {
        const n = counts[lane] ?? 1
        const ids = Array.from({ length: n }, (_, j) => add(lane, level + Math.floor((j * span) / n), cornerId))
        if (spec.wall === lane) walls.push(...ids)
        lanesOf.push(ids)
        for (let j = 0; j + 1 < n; j++) link(ids[j], ids[j + 1])
      }
      for (const arrow of spec.arrows ?? []) {
        const from = lanesOf[arrow.lane]?.[arrow.index]
        const fromLevel = from === undefined ? undefined : spaces[from]?.level
        const target = fromLevel === undefined ? undefined : lanesOf[arrow.to]?.find((id) => (spaces[id]?.level ?? -1) > fromLevel)
        link(from, target)
      }
      level += span
    }
    rows.push(lanesOf)
  }
  // Section boundaries (and the finish line): the last space of a lane leads to the first
  // space of the same lane and of the adjacent lanes in the next section.
  for (let s = 0; s < rows.length; s++) {
    const here = rows[s]
    const there = rows[(s + 1) % rows.length]
    if (!here || !there) continue
    for (let lane = 0; lane < d.lanes; lane++) {
      const last = here[lane]?.[(here[lane]?.length ?? 0) - 1]
      for (const to of [lane, lane - 1, lane + 1]) link(last, there[to]?.[0])
    }
  }
  const levels = level
  const trackAt = (lane: number, lvl: number): number | undefined =>
    spaces.find((s) => s.kind === 'track' && s.lane === lane && s.level === lvl)?.id
  const grid: number[] = []
  for (let k = 0; k < d.gridCount; k++) {
    const lane = d.lanes === 1 ? 0 : k % 2 === 0 ? 0 : Math.min(2, d.lanes - 1)
    const id = trackAt(lane, levels - 1 - k)
    grid.push(id ?? -1)
  }
  let pitEntryLevel: number | null = null
  if (d.pit) {
    const p = d.pit
    pitEntryLevel = p.from
    const m = Math.max(0, p.to - p.from - 1)
    const pitIds = Array.from({ length: m }, (_, k) => add(d.lanes, p.from + 1 + k, null, 'pit'))
    for (let k = 0; k + 1 < m; k++) link(pitIds[k], pitIds[k + 1])
    link(trackAt(p.side, p.from), pitIds[0])
    link(pitIds[m - 1], trackAt(p.side, p.to))
    for (let j = 0; j < p.stands; j++) {
      const branch = pitIds[j]
      const branchLevel = branch === undefined ? p.from + 1 + j : (spaces[branch]?.level ?? 0)
      const stand = add(d.lanes + 1, branchLevel + 1, null, 'stand', j)
      link(branch, stand)
      link(stand, pitIds[j + 2])
    }
  }
  return {
    name: d.name,
    lanes: d.lanes,
    levels,
    spaces: spaces.map((s): Space => ({ ...s, next: [...s.next] })),
    corners,
    grid,
    walls,
    pitEntryLevel,
    weather: d.weather,
  }
}
