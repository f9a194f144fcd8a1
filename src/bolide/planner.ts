/**
 * Single-car planning on (position, velocity) with the distance-to-finish field: the
 * heuristic bot's look-ahead and the breadth-first optimal lap used as its yardstick.
 * Other cars are ignored here (the bot's first move is filtered by the legal actions).
 */
import { add, speedOf, sub, type Point } from './grid/point.js'
import { pionTargets, standingTargets } from './grid/pion.js'
import { boxesApart, segmentOnTrack, segmentsTouch } from './grid/segment.js'
import type { Circuit } from './circuit/model.js'
import { terrainOf, trajectoryOnTrack, trajectoryOnTrackAt, type Terrain } from './circuit/terrain.js'
import { dot } from './grid/point.js'

/** The on-track moves of a lone car at `pos` with last move `vel` and top speed `top`. @group Bots */
export const loneMoves = (circuit: Circuit, pos: Point, vel: Point, top: number): ReadonlyArray<Point> => {
  const T = terrainOf(circuit)
  const out: Point[] = []
  for (const p of pionTargets(add(pos, vel))) {
    if (speedOf(sub(p, pos)) > top) continue
    if (!T.drivable(p.x, p.y) || !trajectoryOnTrack(T, pos, p)) continue
    out.push(p)
  }
  return out
}

/** Whether the move crosses the finish line forward. */
const crossesForward = (circuit: Circuit, from: Point, to: Point): boolean =>
  segmentsTouch(from, to, circuit.finish.from, circuit.finish.to) &&
  dot(sub(to, from), terrainOf(circuit).startDirection) > 0

/**
 * Remaining unit steps to the end of the race from a point at distance `d` of the finish
 * line, for a car with `crossings` finish crossings and the half-way flag `half`. A car
 * that has not passed the half-way line but stands nearer the finish than that line has
 * backed over the finish line: it still has that whole lap to drive.
 */
export const remainingSteps = (T: Terrain, laps: number, d: number, crossings: number, half: boolean): number => {
  const behind = crossings >= 1 && !half && d >= 0 && d < T.halfwayDistance ? 1 : 0
  return (d < 0 ? T.lapLength : d) + Math.max(0, laps - crossings + behind) * T.lapLength
}

/** The lap counters after a move, with the game's rules (BO 1: finish and half-way lines). */
export const countLines = (
  circuit: Circuit,
  from: Point,
  to: Point,
  crossings: number,
  half: boolean,
): { readonly crossings: number; readonly half: boolean } => {
  let h = half
  if (crossings >= 1 && !h && segmentsTouch(from, to, circuit.halfway.from, circuit.halfway.to)) h = true
  if ((crossings === 0 || h) && crossesForward(circuit, from, to)) return { crossings: crossings + 1, half: false }
  return { crossings, half: h }
}

// The memo key of a look-ahead node: one exact number while every part is in its range (a
// point of the map, speeds within 31, up to 15 crossings, depth up to 15), else a string.
const lookKey = (
  T: Terrain,
  x: number,
  y: number,
  vx: number,
  vy: number,
  crossings: number,
  half: boolean,
  depth: number,
): number | string => {
  if (
    x >= 0 &&
    y >= 0 &&
    x < T.width &&
    y < T.height &&
    Math.abs(vx) <= 31 &&
    Math.abs(vy) <= 31 &&
    crossings >= 0 &&
    crossings < 16 &&
    depth >= 0 &&
    depth < 16 &&
    Number.isInteger(x + y + vx + vy + crossings + depth)
  )
    return (((((y * T.width + x) * 64 + vx + 32) * 64 + vy + 32) * 16 + crossings) * 2 + (half ? 1 : 0)) * 16 + depth
  return `${x},${y},${vx},${vy},${crossings},${half ? 1 : 0},${depth}`
}

// What a look-ahead keeps fixed from node to node.
interface Look {
  readonly circuit: Circuit
  readonly T: Terrain
  readonly laps: number
  readonly top: number
  readonly memo: Map<string | number, number>
}

// Whether the move (x, y)-(tx, ty) touches a line: most moves are far from it, and their
// bounding boxes tell so without building points.
const touches = (x: number, y: number, tx: number, ty: number, line: Circuit['finish']): boolean =>
  !boxesApart(x, y, tx, ty, line.from, line.to) && segmentsTouch({ x, y }, { x: tx, y: ty }, line.from, line.to)

// One node of `lookAhead`, on numbers: the 25 points of the Pion are walked in place, and
// points are built only for the rare exact checks (a move off a box of drivable points, or
// near a line). The lap counters after a move are those of `countLines`.
const ahead = (
  k: Look,
  x: number,
  y: number,
  vx: number,
  vy: number,
  crossings: number,
  half: boolean,
  depth: number,
): number => {
  const { T, circuit } = k
  const here = remainingSteps(T, k.laps, T.distance(x, y), crossings, half)
  if (depth <= 0 || crossings > k.laps) return crossings > k.laps ? -depth : here
  const key = lookKey(T, x, y, vx, vy, crossings, half, depth)
  const hit = k.memo.get(key)
  if (hit !== undefined) return hit
  let best = DEAD_END
  const forward = T.startDirection
  for (let ty = y + vy - 2; ty <= y + vy + 2; ty++)
    for (let tx = x + vx - 2; tx <= x + vx + 2; tx++) {
      if (Math.max(Math.abs(tx - x), Math.abs(ty - y)) > k.top || !T.drivable(tx, ty)) continue
      if (!trajectoryOnTrackAt(T, x, y, tx, ty)) continue
      let c = crossings
      let h = half
      if (c >= 1 && !h && touches(x, y, tx, ty, circuit.halfway)) h = true
      if ((c === 0 || h) && touches(x, y, tx, ty, circuit.finish) && (tx - x) * forward.x + (ty - y) * forward.y > 0) {
        c += 1
        h = false
      }
      const v = ahead(k, tx, ty, tx - x, ty - y, c, h, depth - 1)
      if (v < best) best = v
    }
  k.memo.set(key, best)
  return best
}

/**
 * The best progress (fewest remaining unit steps) a lone car can reach after `depth` more
 * moves while staying on the track, or {@link DEAD_END} when every line of play runs off it.
 * The moves are those of {@link loneMoves}, and the lap counters after each follow the finish
 * and half-way lines (BO 1).
 * @group Bots
 */
export const lookAhead = (
  circuit: Circuit,
  laps: number,
  pos: Point,
  vel: Point,
  crossings: number,
  half: boolean,
  top: number,
  depth: number,
  memo: Map<string | number, number> = new Map(),
): number =>
  ahead({ circuit, T: terrainOf(circuit), laps, top, memo }, pos.x, pos.y, vel.x, vel.y, crossings, half, depth)

/** The value {@link lookAhead} gives a position with no way to stay on the track. @group Bots */
export const DEAD_END = 1_000_000

/**
 * The optimal single-car lap in turns, by breadth-first search over (position, velocity,
 * half-way passed): from the pole position, a normal standing start (one of the 5 points),
 * then Pion moves at most `top`, until a move crosses the finish line after the half-way
 * line. No blocks, booster or slipstream. Returns -1 if no lap exists.
 * @group Bots
 */
export const optimalLap = (circuit: Circuit, top = 7, maxTurns = 500): number => {
  const T = terrainOf(circuit)
  const pole = circuit.grid[0]
  if (!pole) return -1
  const arrow = circuit.arrows[T.sector(pole.x, pole.y)] ?? 'E'
  type Node = { readonly pos: Point; readonly vel: Point; readonly half: boolean; readonly started: boolean }
  let frontier: Node[] = []
  const seen = new Set<string>()
  const push = (n: Node, into: Node[]): void => {
    const k = `${n.pos.x},${n.pos.y},${n.vel.x},${n.vel.y},${n.half ? 1 : 0},${n.started ? 1 : 0}`
    if (seen.has(k)) return
    seen.add(k)
    into.push(n)
  }
  const halfway = circuit.halfway
  const step = (n: Node, p: Point): Node | 'lap' => {
    const crosses = crossesForward(circuit, n.pos, p)
    if (crosses && n.started && n.half) return 'lap'
    const started = n.started || crosses
    const half = n.half || (started && segmentsTouch(n.pos, p, halfway.from, halfway.to))
    return { pos: p, vel: sub(p, n.pos), half, started }
  }
  for (const p of standingTargets(pole, arrow, 1)) {
    if (!T.drivable(p.x, p.y) || !segmentOnTrack(pole, p, T.drivable)) continue
    const n = step({ pos: pole, vel: { x: 0, y: 0 }, half: false, started: false }, p)
    if (n === 'lap') return 1
    push(n, frontier)
  }
  for (let turn = 2; turn <= maxTurns && frontier.length > 0; turn++) {
    const next: Node[] = []
    for (const n of frontier)
      for (const p of loneMoves(circuit, n.pos, n.vel, top)) {
        const m = step(n, p)
        if (m === 'lap') return turn
        push(m, next)
      }
    frontier = next
  }
  return -1
}
