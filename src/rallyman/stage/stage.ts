/**
 * A stage as the engine drives it: the steps of its tiles laid end to end and turned into
 * a graph of cells. Each corner becomes up to three lines of cells (tight, drift, cord)
 * that leave the cell before the corner and meet again after it (RM ART.9), a dirt split
 * cell becomes one whole cell and two half cells (RM ART.18). Cars move from a cell to
 * one of its `next` cells, one die per cell (RM ART.4).
 */
import * as t from 'io-ts'
import { deepFreeze, integer, union } from '../../core/index.js'
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

type Draft = Omit<Cell, 'next' | 'sideRoads'> & { next: number[]; sideRoads: CellSideRoad[] }

// A step's cells a car may leave by, to the next step's entries (a half cell only to a cord,
// a cord onto either half).
interface Exit {
  readonly cell: number
  readonly toCordOnly: boolean
  readonly fromCord: boolean
}

// The stage being built: its cells and corners, and per step its entries (the cells a car may
// enter first; a cord's last) and its exits.
interface Builder {
  readonly cells: Draft[]
  readonly corners: CornerInfo[]
  readonly entries: number[][]
  readonly exits: Exit[][]
}

const addCell = (b: Builder, d: Omit<Draft, 'id' | 'next' | 'sideRoads'>): number => {
  const id = b.cells.length
  b.cells.push({ ...d, id, next: [], sideRoads: [] })
  return id
}

const plainExit = (cell: number): Exit => ({ cell, toCordOnly: false, fromCord: false })

// RM ART.25.2: each side road is a dead end whose cells lead back to the crossroads cell
// `rejoin`; the crossroads cells `from` know it (a wrong turn drives into it).
const laySideRoads = (
  b: Builder,
  step: Step,
  s: number,
  zone: number,
  surface: Surface,
  rejoin: number,
  from: ReadonlyArray<number>,
): void => {
  if (step.kind === 'halves') return
  const at = b.cells[rejoin]
  if (at === undefined) return
  for (const road of step.sideRoads) {
    const ids = Array.from({ length: road.cells }, (_, k) =>
      addCell(b, {
        step: s,
        zone,
        surface,
        left: step.left,
        right: step.right,
        split: false,
        ford: false,
        jump: null,
        line: 'side',
        index: k,
        length: road.cells,
        note: null,
        capacity: 1,
        inside: null,
        // Behind the crossroads for the order of play (RM ART.3.4): the car has to come back.
        progress: at.progress - (k + 1) / 100,
      }),
    )
    ids.forEach((id, k) => (b.cells[id] as Draft).next.push(k === 0 ? rejoin : (ids[k - 1] as number)))
    for (const f of from) (b.cells[f] as Draft).sideRoads.push({ side: road.side, cells: ids })
  }
}

type Base = Pick<Draft, 'step' | 'zone' | 'surface' | 'left' | 'right' | 'split' | 'ford' | 'jump'>

// A corner's three lines, their links (RM ART.9.2: from a drift cell, not the last, back to the
// tight line; RM ART.26: on a long corner both ways, while progressing), its side roads.
const layCorner = (b: Builder, step: Extract<Step, { kind: 'corner' }>, s: number, base: Base): void => {
  const line = (kind: 'tight' | 'drift' | 'cord', n: number, note: number): number[] =>
    Array.from({ length: n }, (_, i) =>
      addCell(b, {
        ...base,
        line: kind,
        index: i,
        length: n,
        note,
        capacity: 1,
        inside: step.inside,
        progress: s + i / n,
      }),
    )
  const tight = line('tight', step.tight.cells, step.tight.note)
  const drift = step.drift ? line('drift', step.drift.cells, step.drift.note) : []
  const cord = step.cord ? line('cord', step.cord.cells, step.cord.note) : []
  const link = (from: number, to: number | undefined): void => {
    if (to !== undefined) (b.cells[from] as Draft).next.push(to)
  }
  for (const ids of [tight, drift, cord]) ids.forEach((id, i) => link(id, ids[i + 1]))
  drift.forEach((id, i) => {
    if (i === drift.length - 1) return
    link(
      id,
      step.long
        ? tight[Math.min(tight.length - 1, Math.floor(((i + 1) * tight.length) / drift.length))]
        : tight[Math.min(i + 1, tight.length - 1)],
    )
  })
  if (step.long)
    tight.forEach((id, i) => {
      if (i === tight.length - 1) return
      link(id, drift[Math.min(drift.length - 1, Math.ceil(((i + 1) * drift.length) / tight.length))])
    })
  b.entries.push([...tight.slice(0, 1), ...drift.slice(0, 1), ...cord.slice(0, 1)])
  b.exits.push([
    ...tight.slice(-1).map(plainExit),
    ...drift.slice(-1).map(plainExit),
    ...cord.slice(-1).map((cell) => ({ cell, toCordOnly: false, fromCord: true })),
  ])
  const tightStart = tight[0]
  if (tightStart !== undefined) laySideRoads(b, step, s, base.zone, base.surface, tightStart, tight)
  b.corners.push({
    step: s,
    tight,
    drift,
    cord,
    tightNote: step.tight.note,
    driftNote: step.drift?.note ?? null,
    cordNote: step.cord?.note ?? null,
    long: step.long,
  })
}

// The cells of one laid step, its entries and exits.
const layStep = (b: Builder, { step, zone, surface }: LaidStep, s: number): void => {
  const base: Base = {
    step: s,
    zone,
    surface,
    left: step.left,
    right: step.right,
    split: false,
    ford: false,
    jump: null,
  }
  if (step.kind === 'straight') {
    const c = addCell(b, {
      ...base,
      line: 'road',
      index: 0,
      length: 1,
      note: null,
      capacity: step.lanes,
      inside: null,
      jump: step.jump,
      ford: step.ford,
      split: step.split,
      progress: s,
    })
    b.entries.push([c])
    b.exits.push([plainExit(c)])
    laySideRoads(b, step, s, zone, surface, c, [c])
  } else if (step.kind === 'halves') {
    const common = { ...base, note: null, inside: null }
    const whole = addCell(b, { ...common, line: 'road', index: 0, length: 1, capacity: step.lanes, progress: s })
    const h1 = addCell(b, { ...common, line: 'half', index: 0, length: 2, capacity: 1, progress: s })
    const h2 = addCell(b, { ...common, line: 'half', index: 1, length: 2, capacity: 1, progress: s + 0.5 })
    ;(b.cells[h1] as Draft).next.push(h2)
    b.entries.push([whole, h1, h2])
    b.exits.push([plainExit(whole), { cell: h1, toCordOnly: true, fromCord: false }, plainExit(h2)])
  } else layCorner(b, step, s, base)
}

// Links each step's exits to the next step's entries (the last step's to the finish).
const linkSteps = (b: Builder, laid: ReadonlyArray<LaidStep>): void => {
  laid.forEach((_, s) => {
    const nextStep = laid[s + 1]
    const into = b.entries[s + 1]
    for (const exit of b.exits[s] ?? []) {
      const draft = b.cells[exit.cell] as Draft
      if (nextStep === undefined || into === undefined) {
        if (!exit.toCordOnly) draft.next.push(FINISH)
        continue
      }
      const cordEntry = nextStep.step.kind === 'corner' && nextStep.step.cord ? into[into.length - 1] : undefined
      if (exit.toCordOnly) {
        if (cordEntry !== undefined) draft.next.push(cordEntry)
        continue
      }
      if (nextStep.step.kind === 'halves') {
        // RM ART.18: a single cell cannot lead into a half cell; a cord may leave onto either half.
        const [whole, h1, h2] = into as [number, number, number]
        draft.next.push(whole, h1)
        if (exit.fromCord) draft.next.push(h2)
        continue
      }
      draft.next.push(...into)
    }
  })
}

/** Builds the cell graph of laid steps (the steps were checked by the validator). @group Boards */
export const buildStage = (
  name: string,
  roadbook: string,
  zones: ReadonlyArray<Tile>,
  laid: ReadonlyArray<LaidStep>,
): Stage => {
  const b: Builder = { cells: [], corners: [], entries: [], exits: [] }
  laid.forEach((l, s) => layStep(b, l, s))
  linkSteps(b, laid)
  // The validator makes every stage start on a straight cell.
  // Frozen all the way down (its own copy of the tiles): what the engine derives from a stage
  // (its corners, its layout) is remembered for frozen stages only.
  return deepFreeze({
    name,
    roadbook,
    zones: zones.map((t) => ({ ...t })),
    cells: b.cells,
    start: b.entries[0] ?? [],
    corners: b.corners,
    steps: laid.length,
  })
}

/** The cell with that id, if any. */
export const cellAt = (stage: Stage, id: number): Cell | undefined => stage.cells[id]

/** The corner a cell belongs to, if any. */
export const cornerOf = (stage: Stage, cell: Cell): CornerInfo | undefined =>
  cell.line === 'tight' || cell.line === 'drift' || cell.line === 'cord'
    ? stage.corners.find((c) => c.step === cell.step)
    : undefined
