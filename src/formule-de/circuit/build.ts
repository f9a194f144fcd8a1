/**
 * How the builder lays a circuit: the cells of every lane (their extent along the lap, in
 * levels), then the moves between them, then the grid, the pit lane and the stands. The moves
 * come from the cells themselves: on a straight a cell leads to the next cell of its lane and
 * to the cells of the adjacent lanes that touch it and lie ahead of it (`lateralMoves`); inside
 * a corner a car keeps its lane unless an arrow is printed; at every red line (and across the
 * finish line when a corner is there) the last cell of a lane leads to the first cell of the
 * same lane and of the adjacent lanes beyond. The picture draws the same cells.
 */
import type { Draft, PitSpec, Section, StraightSpec } from './dsl.js'
import { sectionSegment } from './layout.js'
import { CIRCUIT_LIMITS } from './limits.js'
import type { Circuit, Corner, Segment, Space, SpaceKind } from './model.js'

/** Levels per space on a staggered board (divisible by 2, 3 and 4, so corner cells stay near even). */
export const STAGGERED_SPACING = 12

// Past this many spaces the builder stops laying more (the validator refuses the circuit anyway).
const HARD_STOP = CIRCUIT_LIMITS.spaces * 10

/** A cell being laid: its lane and extent (unwrapped: `from` may lie before 0 or past the lap). */
interface Cell {
  lane: number
  from: number
  to: number
  section: number
  id: number
}

/** A run of straights, or one corner: what the red lines separate. */
interface Part {
  readonly corner: boolean
  /** The part's cells per lane, in race order. */
  readonly lanes: Cell[][]
}

interface Planned {
  readonly start: number
  readonly levels: number
  readonly counts: ReadonlyArray<number>
}

const whole = (n: number, min: number): number => (Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : min)

// Sections with their place on the lap; straights of no length are dropped.
const plan = (
  d: Draft,
  spacing: number,
  lanes: number,
): { sections: Section[]; planned: Planned[]; levels: number } => {
  const sections: Section[] = []
  const planned: Planned[] = []
  let level = 0
  let budget = HARD_STOP
  for (const section of d.sections) {
    if (section.kind === 'straight') {
      const n = Math.min(whole(section.spec.length, 0), Math.floor(budget / lanes))
      if (n === 0) continue
      sections.push(section)
      planned.push({ start: level, levels: n * spacing, counts: Array.from({ length: lanes }, () => n) })
      level += n * spacing
      budget -= n * lanes
    } else {
      const counts = Array.from({ length: lanes }, (_, l) =>
        Math.min(whole(section.spec.lanes[l] ?? 1, 1), Math.max(1, Math.floor(budget / lanes))),
      )
      const span = Math.max(...counts)
      sections.push(section)
      planned.push({ start: level, levels: span * spacing, counts })
      level += span * spacing
      budget -= counts.reduce((a, b) => a + b, 0)
    }
    if (budget <= 0) break
  }
  return { sections, planned, levels: level }
}

// The cells of one lane of a straight run [from, from + n × spacing), offset by `phase` (0 to 1) of a space.
const straightCells = (
  lane: number,
  from: number,
  n: number,
  spacing: number,
  phase: number,
  ring: boolean,
): Cell[] => {
  const cells: Cell[] = []
  const add = (a: number, b: number): void => {
    cells.push({ lane, from: a, to: b, section: -1, id: -1 })
  }
  const shift = Math.round(phase * spacing)
  if (shift <= 0 || shift >= spacing || n === 0) {
    for (let k = 0; k < n; k++) add(from + k * spacing, from + (k + 1) * spacing)
  } else if (ring) {
    // All the way round: every cell offset, the last one across the start.
    for (let k = 0; k < n; k++) add(from + shift + k * spacing, from + shift + (k + 1) * spacing)
  } else if (n === 1) {
    add(from, from + spacing)
  } else {
    // Offset: a short space after the red line, a long one before the next (n spaces in all).
    add(from, from + shift)
    for (let k = 0; k < n - 2; k++) add(from + shift + k * spacing, from + shift + (k + 1) * spacing)
    add(from + shift + (n - 2) * spacing, from + n * spacing)
  }
  return cells
}

// The offset of a lane on a straight: as written, else half a space on odd lanes of a staggered board.
const phaseOf = (spec: StraightSpec | undefined, lane: number, stagger: boolean): number => {
  const given = spec?.offsets?.[lane]
  if (given !== undefined && Number.isFinite(given)) return Math.min(1, Math.max(0, given))
  return stagger && lane % 2 === 1 ? 0.5 : 0
}

const mid = (c: Cell): number => (c.from + c.to) / 2

/**
 * The moves from a straight cell to the adjacent lanes: every cell there that touches it (the
 * two extents meet or overlap) and lies ahead of it (its middle is farther on). On lanes offset
 * by half a space this is the one cell half a space ahead; on lanes side by side, the diagonal.
 */
const lateralMoves = (u: Cell, beside: ReadonlyArray<Cell>, lap: number, ring: boolean): Cell[] => {
  const out: Cell[] = []
  const shifts = ring ? [-lap, 0, lap] : [0]
  for (const v of beside) {
    for (const s of shifts) {
      const from = v.from + s
      const to = v.to + s
      if (from <= u.to && u.from <= to && (from + to) / 2 > mid(u) && (from + to) / 2 - mid(u) < lap / 2) out.push(v)
    }
  }
  return out
}

const levelOf = (x: number, lap: number): number => ((x % lap) + lap) % lap

// What every step of the laying needs to know of the drafted circuit.
interface Plan {
  readonly sections: ReadonlyArray<Section>
  readonly planned: ReadonlyArray<Planned>
  readonly levels: number
  /** The lap in levels (at least 1). */
  readonly lap: number
  readonly lanes: number
  readonly spacing: number
  readonly stagger: boolean
  /** Straights all the way round: no red line, no corner. */
  readonly ring: boolean
}

// Parts: runs of straights (merged across the finish line when both ends are straights) and
// corners, a corner's cells laid lane by lane, a run of straights as one extent to lay later.
const partsOf = (pl: Plan): Part[] => {
  const { sections, planned, levels, lap } = pl
  const parts: Part[] = []
  let k = 0
  while (k < sections.length) {
    if (sections[k]?.kind === 'corner') {
      const p = planned[k] as Planned
      const cells = p.counts.map((n, lane) =>
        Array.from({ length: n }, (_, j) => ({
          lane,
          from: p.start + Math.floor((j * p.levels) / n),
          to: p.start + Math.floor(((j + 1) * p.levels) / n),
          section: k,
          id: -1,
        })),
      )
      parts.push({ corner: true, lanes: cells })
      k++
      continue
    }
    let j = k
    while (j < sections.length && sections[j]?.kind === 'straight') j++
    const from = (planned[k] as Planned).start
    const to = j < planned.length ? (planned[j] as Planned).start : levels
    parts.push({ corner: false, lanes: [[{ lane: -1, from, to, section: -1, id: -1 }]] })
    k = j
  }
  // Merge the straights on both sides of the finish line into one run.
  const first = parts[0]
  const last = parts[parts.length - 1]
  if (parts.length > 1 && first && last && !first.corner && !last.corner) {
    const head = first.lanes[0]?.[0] as Cell
    const tail = last.lanes[0]?.[0] as Cell
    parts[0] = { corner: false, lanes: [[{ lane: -1, from: tail.from - lap, to: head.to, section: -1, id: -1 }]] }
    parts.pop()
  }
  return parts
}

// The section a level lies in.
const sectionAt = (pl: Plan, x: number): number => {
  const lv = levelOf(x, pl.lap)
  let lo = 0
  for (let i = 0; i < pl.planned.length; i++) if ((pl.planned[i] as Planned).start <= lv) lo = i
  return lo
}

// A part with its cells laid: a run of straights gets the cells of every lane, each with its section.
const laid = (pl: Plan, part: Part): Part => {
  if (part.corner) return part
  const extent = part.lanes[0]?.[0] as Cell
  const n = Math.round((extent.to - extent.from) / pl.spacing)
  const first = pl.sections[sectionAt(pl, extent.from)]
  const spec = first?.kind === 'straight' ? first.spec : undefined
  const cells = Array.from({ length: pl.lanes }, (_, lane) =>
    straightCells(lane, extent.from, n, pl.spacing, phaseOf(spec, lane, pl.stagger), pl.ring).map((c) => ({
      ...c,
      section: sectionAt(pl, c.from),
    })),
  )
  return { corner: false, lanes: cells }
}

// The track spaces of the cells: ids section by section, lane by lane, in race order (as the
// earlier builder numbered them), written back into the cells.
const numbered = (all: ReadonlyArray<Cell>, lap: number): MutableSpace[] => {
  const order = [...all].sort(
    (a, b) => a.section - b.section || a.lane - b.lane || levelOf(a.from, lap) - levelOf(b.from, lap),
  )
  order.forEach((c, i) => {
    c.id = i
  })
  return order.map((c) => ({
    id: c.id,
    lane: c.lane,
    level: levelOf(c.from, lap),
    next: [],
    corner: null,
    kind: 'track',
    stand: null,
  }))
}

// The corners, in race order, and each corner space's corner.
const cornersOf = (pl: Plan, all: ReadonlyArray<Cell>, spaces: MutableSpace[]): Corner[] => {
  const corners: Corner[] = []
  const cornerIndex = new Map<number, number>()
  pl.sections.forEach((s, i) => {
    if (s.kind !== 'corner') return
    const counts = (pl.planned[i] as Planned).counts
    cornerIndex.set(i, corners.length)
    corners.push({
      name: s.spec.name,
      stops: s.spec.stops,
      longest: s.spec.longest ?? Math.max(...counts),
      shortest: s.spec.shortest ?? Math.min(...counts),
    })
  })
  for (const c of all) {
    const ci = cornerIndex.get(c.section)
    const sp = spaces[c.id]
    if (sp && ci !== undefined && pl.sections[c.section]?.kind === 'corner') sp.corner = ci
  }
  return corners
}

// The moves between the track spaces: along each lane, to the adjacent lanes on straights, the
// arrows printed in corners, and at every red line (and the finish line between corners) from the
// last cell of a lane to the first of the same and adjacent lanes.
const linkRuns = (pl: Plan, runs: ReadonlyArray<Part>, spaces: MutableSpace[]): void => {
  const { lanes, lap, ring, sections } = pl
  const link = (from: Cell | undefined, to: Cell | undefined): void => {
    if (from === undefined || to === undefined) return
    const s = spaces[from.id]
    if (s && !s.next.includes(to.id)) s.next.push(to.id)
  }
  runs.forEach((part) => {
    const cellsOf = part.lanes
    for (let lane = 0; lane < lanes; lane++) {
      const row = cellsOf[lane] ?? []
      row.forEach((u, j) => {
        link(u, row[j + 1] ?? (ring && !part.corner ? row[0] : undefined))
        if (part.corner) return
        for (const other of [lane - 1, lane + 1])
          for (const v of lateralMoves(u, cellsOf[other] ?? [], lap, ring)) link(u, v)
      })
    }
    if (part.corner) {
      const spec = sections[cellsOf[0]?.[0]?.section ?? -1]
      if (spec?.kind === 'corner')
        for (const arrow of spec.spec.arrows ?? []) {
          const from = cellsOf[arrow.lane]?.[arrow.index]
          const target = from === undefined ? undefined : cellsOf[arrow.to]?.find((v) => v.from > from.from)
          link(from, target)
        }
    }
  })
  if (ring) return
  runs.forEach((here, p) => {
    const there = runs[(p + 1) % runs.length] as Part
    for (let lane = 0; lane < lanes; lane++) {
      const row = here.lanes[lane] ?? []
      const lastCell = row[row.length - 1]
      for (const to of [lane, lane - 1, lane + 1]) link(lastCell, there.lanes[to]?.[0])
    }
  })
}

// The grid's spaces, behind the finish line: pole on the first lane, then the outer lane by turns.
const gridOf = (d: Draft, pl: Plan, find: (lane: number, level: number) => number): number[] => {
  const grid: number[] = []
  for (let g = 0; g < whole(d.gridCount, 0) && g < CIRCUIT_LIMITS.grid * 10; g++) {
    const lane = pl.lanes === 1 ? 0 : g % 2 === 0 ? 0 : Math.min(2, pl.lanes - 1)
    grid.push(find(lane, pl.levels - (g + 1) * pl.spacing))
  }
  return grid
}

/** Builds the JSON form of a drafted circuit. */
export const buildCircuit = (d: Draft): Circuit => {
  const lanes = whole(d.lanes, 1)
  const stagger = d.options.stagger ?? true
  // Levels of a space: whole spaces on side-by-side lanes, finer as soon as a lane is offset.
  const offset = d.sections.some((s) => s.kind === 'straight' && (s.spec.offsets ?? []).some((o) => o > 0 && o < 1))
  const spacing = stagger || offset ? STAGGERED_SPACING : 1
  const { sections, planned, levels } = plan(d, spacing, lanes)
  const ring = sections.length > 0 && sections.every((s) => s.kind === 'straight')
  const pl: Plan = { sections, planned, levels, lap: Math.max(1, levels), lanes, spacing, stagger, ring }
  const runs = partsOf(pl).map((part) => laid(pl, part))
  const all = runs.flatMap((p) => p.lanes.flat())
  const spaces = numbered(all, pl.lap)
  const corners = cornersOf(pl, all, spaces)
  if (runs.length > 0) linkRuns(pl, runs, spaces)
  const walls = wallsOf(sections, all, spaces)
  const find = trackFinder(spaces, pl.lap)
  const grid = gridOf(d, pl, find)
  const pitEntryLevel = d.pit ? addPit(d.pit, spaces, lanes, spacing, find) : null
  const segments: Segment[] = sections.map((s, i) =>
    sectionSegment(
      s,
      (planned[i] as Planned).levels,
      (planned[i] as Planned).counts,
      lanes,
      d.options.laneWidth ?? 0.6,
    ),
  )
  const layout = { spacing, laneWidth: d.options.laneWidth ?? 0.6, segments }
  return {
    name: d.name,
    lanes,
    levels,
    spaces: spaces.map((s): Space => ({ ...s, next: [...s.next] })),
    corners,
    grid,
    walls,
    pitEntryLevel,
    weather: d.weather,
    ...(segments.length > 0 ? { layout } : {}),
  }
}

interface MutableSpace {
  id: number
  lane: number
  level: number
  next: number[]
  corner: number | null
  kind: SpaceKind
  stand: number | null
}

const wallsOf = (
  sections: ReadonlyArray<Section>,
  cells: ReadonlyArray<Cell>,
  spaces: ReadonlyArray<MutableSpace>,
): number[] => {
  const out: number[] = []
  for (const c of cells) {
    const s = sections[c.section]
    if (s?.spec.wall !== undefined && s.spec.wall === c.lane && spaces[c.id]) out.push(c.id)
  }
  return out.sort((a, b) => a - b)
}

// The track space of a lane that covers a level (the cell from its level to the next one's), or -1.
const trackFinder = (spaces: ReadonlyArray<MutableSpace>, lap: number): ((lane: number, level: number) => number) => {
  const byLane = new Map<number, MutableSpace[]>()
  for (const s of spaces) {
    if (s.kind !== 'track') continue
    const list = byLane.get(s.lane)
    if (list) list.push(s)
    else byLane.set(s.lane, [s])
  }
  for (const list of byLane.values()) list.sort((a, b) => a.level - b.level)
  return (lane, level) => {
    const list = byLane.get(lane) ?? []
    const lv = levelOf(level, lap)
    let best: MutableSpace | undefined = list[list.length - 1]
    for (const s of list) if (s.level <= lv) best = s
    return best?.id ?? -1
  }
}

// The pit lane (one space per level step between the entry and the exit) and the stands beside it.
const addPit = (
  p: PitSpec,
  spaces: MutableSpace[],
  lanes: number,
  spacing: number,
  find: (lane: number, level: number) => number,
): number | null => {
  const add = (lane: number, level: number, kind: SpaceKind, stand: number | null): number => {
    const id = spaces.length
    spaces.push({ id, lane, level, next: [], corner: null, kind, stand })
    return id
  }
  const link = (from: number | undefined, to: number | undefined): void => {
    if (from === undefined || to === undefined || to < 0) return
    const s = spaces[from]
    if (s && !s.next.includes(to)) s.next.push(to)
  }
  const from = whole(p.from, 0)
  const to = whole(p.to, 0)
  const m = Math.min(Math.max(0, to - from - 1), CIRCUIT_LIMITS.pitSpaces * 10)
  const entry = find(whole(p.side, 0), from * spacing)
  const pitIds = Array.from({ length: m }, (_, k) => add(lanes, (from + 1 + k) * spacing, 'pit', null))
  for (let k = 0; k + 1 < m; k++) link(pitIds[k], pitIds[k + 1])
  if (entry >= 0) link(entry, pitIds[0])
  link(pitIds[m - 1], find(whole(p.side, 0), to * spacing))
  const stands = Math.min(whole(p.stands, 0), CIRCUIT_LIMITS.stands * 10)
  for (let j = 0; j < stands; j++) {
    const branch = pitIds[j]
    const branchLevel = branch === undefined ? (from + 1 + j) * spacing : (spaces[branch]?.level ?? 0)
    const stand = add(lanes + 1, branchLevel + spacing, 'stand', j)
    link(branch, stand)
    link(stand, pitIds[j + 2])
  }
  return entry >= 0 ? (spaces[entry]?.level ?? null) : from * spacing
}
