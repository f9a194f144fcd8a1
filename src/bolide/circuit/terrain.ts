/**
 * What the engine derives from a circuit once: point kinds, sectors of every point a car
 * may occupy, the box cells and the distance-to-finish field. Cached per circuit object.
 * A map over the size limits (limits.ts) gets an empty terrain, every point void: the
 * engine never plays on one (setup and the state check refuse it), and nothing else may
 * make it allocate a map it cannot hold.
 */
import { COMPASS, dot, sub, type Point } from '../grid/point.js'
import { segmentOnTrack, segmentsTouch, latticePointsWithin, type Drivable } from '../grid/segment.js'
import { circuitOverLimits, mapOverLimits } from './limits.js'
import { circuitMemo } from './memo.js'
import { kindOfChar, sectorOfChar, type Circuit, type PointKind } from './model.js'

/** Derived, read-only facts of a circuit. @group Boards */
export interface Terrain {
  /** The circuit (the first of equal circuits the terrain was built for). */
  readonly circuit: Circuit
  /** Columns of the map. */
  readonly width: number
  /** Rows of the map. */
  readonly height: number
  /** Kind of a lattice point (off the board is `void`). */
  readonly kind: (x: number, y: number) => PointKind
  /** Track or edge point: a trajectory may run there (BO 1). */
  readonly drivable: Drivable
  /**
   * Whether every lattice point of the box from (x0, y0) to (x1, y1), ends included, is
   * drivable: then every segment inside the box is on the track (each of its grid squares has
   * four drivable corners), which spares the exact check of most moves on a wide track.
   */
  readonly drivableBox: (x0: number, y0: number, x1: number, y1: number) => boolean
  /** Track, edge or run-off point: a car may stand there (BO 2). */
  readonly standable: (x: number, y: number) => boolean
  /** Sector index of a standable point (run-off points take the nearest track sector), else -1. */
  readonly sector: (x: number, y: number) => number
  /** Box cell positions, index 0 holding cell 1. */
  readonly boxCells: ReadonlyArray<Point>
  /** Unit-step distance along the track to the finish line (-1 where unreachable). */
  readonly distance: (x: number, y: number) => number
  /** Unit steps of one lap (from just after the finish line round to it). */
  readonly lapLength: number
  /** Race direction at the finish line (the arrow of sector a). */
  readonly startDirection: Point
  /** Distance to the finish of the half-way line (its nearest track point). */
  readonly halfwayDistance: number
}

/**
 * The terrain of a circuit: computed once per circuit within the limits (remembered by
 * object and by content); built afresh, and never kept, for a circuit over them.
 * @group Boards
 */
export const terrainOf = (circuit: Circuit): Terrain => memo(circuit)

/**
 * Whether the trajectory `a`-`b` stays on the track or its edges (BO 1): at once when it lies
 * in a box of drivable points, else by the exact segment check.
 */
export const trajectoryOnTrack = (T: Terrain, a: Point, b: Point): boolean =>
  inDrivableBox(T, a.x, a.y, b.x, b.y) || segmentOnTrack(a, b, T.drivable)

/** {@link trajectoryOnTrack} from (x0, y0) to (x1, y1): points are built only for the exact check. */
export const trajectoryOnTrackAt = (T: Terrain, x0: number, y0: number, x1: number, y1: number): boolean =>
  inDrivableBox(T, x0, y0, x1, y1) || segmentOnTrack({ x: x0, y: y0 }, { x: x1, y: y1 }, T.drivable)

// Whether the box spanned by the two points holds only drivable points.
const inDrivableBox = (T: Terrain, x0: number, y0: number, x1: number, y1: number): boolean =>
  T.drivableBox(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1))

// The map's points, row by row (off the end of a short row: '.').
interface Grid {
  readonly width: number
  readonly height: number
  readonly chars: ReadonlyArray<string>
  readonly kinds: ReadonlyArray<PointKind>
  /** 1 where a point is drivable (track or edge): the segment checks of every move read it many times. */
  readonly mask: Uint8Array
}

const gridOf = (circuit: Circuit): Grid => {
  const over = mapOverLimits(circuit.rows) !== null
  const height = over ? 0 : circuit.rows.length
  const width = over ? 0 : circuit.rows.reduce((m, r) => Math.max(m, r.length), 0)
  const chars: string[] = []
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) chars.push(circuit.rows[y]?.[x] ?? '.')
  const kinds: PointKind[] = chars.map((c) => kindOfChar(c))
  const mask = new Uint8Array(width * height)
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === 'track' || kinds[i] === 'edge') mask[i] = 1
  return { width, height, chars, kinds, mask }
}

// Undrivable points counted over every box from the origin (a summed-area table, one row and
// column of zeros first): the count of a box is four reads.
const drivableBoxOf = ({ width, height, mask }: Grid): Terrain['drivableBox'] => {
  const W = width + 1
  const undrivable = new Int32Array(W * (height + 1))
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      undrivable[(y + 1) * W + x + 1] =
        1 -
        (mask[y * width + x] as number) +
        (undrivable[y * W + x + 1] as number) +
        (undrivable[(y + 1) * W + x] as number) -
        (undrivable[y * W + x] as number)
  return (x0, y0, x1, y1) =>
    x0 >= 0 &&
    y0 >= 0 &&
    x1 < width &&
    y1 < height &&
    x0 <= x1 &&
    y0 <= y1 &&
    (undrivable[(y1 + 1) * W + x1 + 1] as number) -
      (undrivable[y0 * W + x1 + 1] as number) -
      (undrivable[(y1 + 1) * W + x0] as number) +
      (undrivable[y0 * W + x0] as number) ===
      0
}

// Sectors: letters for track/edge points; run-off points take the nearest lettered point's.
const sectorsOf = ({ width, height, chars, kinds }: Grid): Int32Array => {
  const sectors = new Int32Array(width * height).fill(-1)
  const queue: number[] = []
  for (let i = 0; i < chars.length; i++) {
    const s = sectorOfChar(chars[i])
    if (s >= 0) {
      sectors[i] = s
      queue.push(i)
    }
  }
  for (let h = 0; h < queue.length; h++) {
    const i = queue[h] as number
    const x = i % width
    const y = (i - x) / width
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
        const j = ny * width + nx
        if (kinds[j] !== 'runoff' || (sectors[j] as number) >= 0) continue
        sectors[j] = sectors[i] as number
        queue.push(j)
      }
  }
  return sectors
}

// The box cells, by their printed digits 1 to 9 (index 0 holding cell 1).
const boxCellsOf = ({ width, chars }: Grid): Point[] => {
  const boxCells: Point[] = []
  for (let d = 1; d <= 9; d++) {
    const i = chars.indexOf(String(d))
    if (i < 0) break
    boxCells.push({ x: i % width, y: Math.floor(i / width) })
  }
  return boxCells
}

// Distance field: BFS backwards from the finish line, never crossing it; the lap's length is
// where the search reaches the line again from the far side.
const distanceField = (
  circuit: Circuit,
  { width, height }: Grid,
  drivable: Drivable,
  startDirection: Point,
): { readonly dist: Int32Array; readonly lapLength: number } => {
  const finish = circuit.finish
  const dist = new Int32Array(width * height).fill(-1)
  const bfs: number[] = []
  const onLine = new Set<number>()
  for (const p of latticePointsWithin(finish.from, finish.to, width, height)) {
    if (!drivable(p.x, p.y)) continue
    const i = p.y * width + p.x
    dist[i] = 0
    onLine.add(i)
    bfs.push(i)
  }
  let lapLength = 0
  for (let h = 0; h < bfs.length; h++) {
    const i = bfs[h] as number
    const x = i % width
    const y = (i - x) / width
    const here = { x, y }
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue
        const q = { x: x + dx, y: y + dy }
        if (!drivable(q.x, q.y)) continue
        const j = q.y * width + q.x
        if (onLine.has(i)) {
          // From the line, only backwards (against the race direction).
          if (dot(sub(q, here), startDirection) >= 0) continue
        } else if (segmentsTouch(here, q, finish.from, finish.to)) {
          // Reaching the line from the far side closes the lap.
          lapLength = Math.max(lapLength, (dist[i] as number) + 1)
          continue
        }
        if (dist[j] !== -1) continue
        dist[j] = (dist[i] as number) + 1
        bfs.push(j)
      }
  }
  if (lapLength === 0) for (const d of dist) lapLength = Math.max(lapLength, d + 1)
  return { dist, lapLength }
}

const buildTerrain = (circuit: Circuit): Terrain => {
  const grid = gridOf(circuit)
  const { width, height, kinds, mask } = grid
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height
  const kind = (x: number, y: number): PointKind => (inside(x, y) ? (kinds[y * width + x] as PointKind) : 'void')
  const drivable: Drivable = (x, y) => x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1
  const standable = (x: number, y: number): boolean => drivable(x, y) || kind(x, y) === 'runoff'
  const sectors = sectorsOf(grid)
  const sector = (x: number, y: number): number => (inside(x, y) ? (sectors[y * width + x] as number) : -1)
  const startDirection = COMPASS[circuit.arrows[0] ?? 'E']
  const { dist, lapLength } = distanceField(circuit, grid, drivable, startDirection)
  const distance = (x: number, y: number): number => (inside(x, y) ? (dist[y * width + x] as number) : -1)
  let halfwayDistance = lapLength
  for (const p of latticePointsWithin(circuit.halfway.from, circuit.halfway.to, width, height)) {
    const d = distance(p.x, p.y)
    if (d >= 0) halfwayDistance = Math.min(halfwayDistance, d)
  }
  return {
    circuit,
    width,
    height,
    kind,
    drivable,
    drivableBox: drivableBoxOf(grid),
    standable,
    sector,
    boxCells: boxCellsOf(grid),
    distance,
    lapLength,
    startDirection,
    halfwayDistance,
  }
}

const memo = circuitMemo(buildTerrain, (c) => circuitOverLimits(c).length === 0)
