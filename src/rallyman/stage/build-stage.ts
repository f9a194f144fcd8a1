/**
 * Laying a stage: each step of the tiles turned into cells (lines, corners, side roads at a
 * crossroads, RM ART.25.2) and linked to the next step's entries, ending beyond the finish line
 * (RM ART.13).
 */
import { deepFreeze } from '../../core/index.js'
import { FINISH, type Cell, type CellSideRoad, type CornerInfo, type LaidStep, type Stage, type Tile } from './stage.js'
import type { Step, Surface } from './zone.js'

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
