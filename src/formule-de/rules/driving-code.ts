/**
 * The code of conduct step by step (FD-B code de conduite; FD-T 7): one step of a path is
 * checked against every rule of movement, and the search node it reaches records what the
 * later steps need to know (the lane changes of the straight portion, the straight's shortest
 * distances, the corner's stops, an overshoot). Local rules first (arrows, other cars, the pit
 * lane, an overshoot's lane, lanes moved over, zig-zag), then the shortest path (FD-T 7-2-3):
 * the Nota of FD-T 7-3-2-6 names B-C-E-F a zig-zag although it is also longer.
 */
import { leadsTo, PIT, STAND, TRACK, type FlatCircuit } from '../circuit/flat.js'
import type { CircuitIndex } from '../circuit/graph.js'
import {
  distanceTo,
  hasCar,
  isDangerous,
  isWalled,
  onStraight,
  type Distances,
  type DistanceTables,
  type Obstacles,
} from './shortest.js'

/** What the steps of a move need to know about the car. */
export interface StepMover {
  /** The space the move starts from. */
  readonly space: number
  /** Stops already counted in the corner the car is in. */
  readonly stops: number
  /** The car's team (its stand). */
  readonly team: number
  /** Whether the car may turn into the pit lane this move. */
  readonly pitAllowed: boolean
  /** Whether the car has already had its stand service in the current pit visit. */
  readonly serviced: boolean
  /** Whether crossing the finish line ends the car's race. */
  readonly lastLap: boolean
}

/** A search node: one way of having moved `depth` spaces, with what the rules need to know. */
export interface Node {
  readonly space: number
  readonly depth: number
  readonly parent: Node | null
  // The straight portion: its first lane, the direction of the current lane changes and the level where they began.
  readonly baseLane: number
  readonly dir: number
  readonly leftLevel: number
  // The last obstacle level at or before `leftLevel`: nodes alike but for `leftLevel` between the same obstacles behave alike.
  readonly leftMark: number
  // The straight portion of the move the node is on, for the shortest path rule (OFF off straights).
  readonly portion: Portion
  // Overshoot: spaces moved beyond a corner limit so far (the lane is locked once > 0 or `locked`).
  readonly locked: boolean
  readonly overshoot: number
  readonly noStop: boolean
  // Corner bookkeeping for the corner of `space`.
  readonly cornerStops: number
  readonly sameCorner: boolean
  readonly byOvershoot: boolean
  readonly crossed: boolean
  readonly terminal: boolean
  readonly hazards: number
  readonly walls: number
  // The main move ended inside a corner where the car owes stops: it slides on (wet track).
  readonly slid: boolean
}

/**
 * A straight portion of a move (FD-T 7-2-3): its origin (the space the car stood on, or the
 * corner space it left), how many spaces the move had made there, the dangerous spaces it
 * entered and whether it entered the lane along a wall. Nodes on the same portion share it.
 */
export interface Portion {
  readonly origin: number
  readonly originDepth: number
  readonly used: ReadonlyArray<number>
  readonly wallEntered: boolean
  // The portion's distances from its origin, computed by the first step that needs them (valid for one search).
  table: Distances | null
}

// No dangerous space entered (shared: a portion's list is never modified, only replaced).
const NONE: ReadonlyArray<number> = Object.freeze([])

/** Off the straights: no portion. */
const OFF: Portion = { origin: -1, originDepth: 0, used: NONE, wallEntered: false, table: null }

/** Refusal codes of a single step, with their explanation and rule. @group Rules */
export const STEP_RULES = {
  /** The step leaves the arrows. */
  NOT_CONNECTED: [
    'The path leaves the arrows: a car moves only to a space its space leads to (the next space of its lane, the space beside it ahead on straights, the arrows in corners).',
    'FD-B code de conduite',
  ],
  /** The step enters an occupied space. */
  SPACE_OCCUPIED: [
    'The path goes through another car: a car never jumps over a car, it goes around it.',
    'FD-B code de conduite',
  ],
  /** More than two lanes over on a straight. */
  TOO_MANY_LANE_CHANGES: [
    'On a straight a car moves over at most two lanes from the lane it entered the straight by.',
    'FD-B lignes droites',
  ],
  /** A zig-zag on a straight. */
  ZIGZAG: [
    'No zig-zag on straights: a car may come back to a lane it left only to pass a car or avoid a dangerous space there.',
    'FD-T 7-2-4',
  ],
  /** A longer path than needed on a straight. */
  NOT_SHORTEST: [
    'On a straight a car takes the path with the fewest spaces; it may take more only to pass a car or to avoid a road-holding or wall test.',
    'FD-T 7-2-3',
  ],
  /** A lane change after overshooting a corner. */
  OVERSHOOT_LANE: ['After overshooting a corner the car keeps the lane it left the corner by.', 'FD-T 10-2-1'],
  /** The pit lane is closed to the car. */
  PIT_CLOSED: [
    'The car may not enter the pit lane now (2-lap races only, not on the last lap).',
    'FD-B arrêt au stand',
  ],
  /** The stand of another team. */
  OTHER_STAND: ['A car stops at its own stand only.', 'FD-B arrêt au stand'],
  /** Driving past its own stand. */
  MUST_STOP_AT_STAND: ['A car in the pit lane stops at its stand.', 'FD-B arrêt au stand'],
  /** A step after the move is over. */
  MOVE_OVER: ['The move is over: the car reached its stand or finished the race.', 'FD-B arrivée'],
  /** A step past the roll without sliding. */
  PAST_THE_ROLL: [
    'The path goes on past the roll although the car does not slide there (it slides only when its move ends inside a corner where it owes stops).',
    'FD-T 8-1-2',
  ],
} as const

/** A refusal code of a step. @group Rules */
export type StepRefusal = keyof typeof STEP_RULES

/** What a step is checked against: the circuit, the obstacles, the straights' distances. */
export interface StepContext {
  /** The circuit lookups. */
  readonly index: CircuitIndex
  /** The circuit's spaces as flat arrays. */
  readonly flat: FlatCircuit
  /** Other cars, dangerous spaces, walls. */
  readonly obstacles: Obstacles
  /** The shortest distances of this board. */
  readonly tables: DistanceTables
  /** The car. */
  readonly mover: StepMover
  /** The lanes and levels of the occupied and dangerous track spaces, by level: the zig-zag's "passed an obstacle" (FD-T 7-2-4). */
  readonly blockerLanes: ReadonlyArray<number>
  /** Their levels, rising. */
  readonly blockerLevels: ReadonlyArray<number>
  /** Whether the circuit has more than three lanes (only then can a car move over more than two). */
  readonly wide: boolean
}

/** The node a move starts from. */
export const startNode = (ctx: StepContext): Node => {
  const s = ctx.index.circuit.spaces[ctx.mover.space]
  const straight = s !== undefined && onStraight(s)
  return {
    space: ctx.mover.space,
    depth: 0,
    parent: null,
    baseLane: straight && ctx.wide ? (s?.lane ?? -1) : -1,
    dir: 0,
    leftLevel: -1,
    leftMark: -1,
    portion: straight ? { origin: ctx.mover.space, originDepth: 0, used: NONE, wallEntered: false, table: null } : OFF,
    locked: false,
    overshoot: 0,
    noStop: false,
    cornerStops: ctx.mover.stops,
    sameCorner: true,
    byOvershoot: false,
    crossed: false,
    terminal: false,
    hazards: 0,
    walls: 0,
    slid: false,
  }
}

// A car or a dangerous space in `lane` strictly between two levels: an obstacle passed (FD-T 7-2-4, 7-3-5, 17-1).
// Across the finish line `to` is below `from`: the obstacle lies after `from` or before `to`.
const obstacleBetween = (ctx: StepContext, lane: number, from: number, to: number): boolean => {
  const levels = ctx.blockerLevels
  const lanes = ctx.blockerLanes
  if (to >= from) {
    // By rising level: past `to`, no more.
    for (let i = 0; i < levels.length; i++) {
      const lv = levels[i] as number
      if (lv >= to) return false
      if (lv > from && lanes[i] === lane) return true
    }
    return false
  }
  for (let i = 0; i < levels.length; i++) {
    const lv = levels[i] as number
    if ((lv > from || lv < to) && lanes[i] === lane) return true
  }
  return false
}

// The highest obstacle level at or before `level` (-1 when none).
const markOf = (ctx: StepContext, level: number): number => {
  const levels = ctx.blockerLevels
  let m = -1
  for (let i = 0; i < levels.length && (levels[i] as number) <= level; i++) m = levels[i] as number
  return m
}

// Leaving corner `corner` after `stops` stops: 0 when they are enough, 1 an overshoot, 2 an
// overshoot with too few stops to count at all (FD-B sortie de virage incontrôlée).
const overshootOf = (f: FlatCircuit, corner: number, stops: number): number => {
  const required = f.stops[corner] ?? 1
  if (stops >= required) return 0
  return (required === 2 && stops === 0) || (required === 3 && stops < 2) ? 2 : 1
}

// The shortest path on the straight (FD-T 7-2-3): the portion after the step to `to`, where `to`
// must lie in the fewest spaces from the portion's origin, on the board without the obstacles
// the portion drives around; a step off the straights ends the portion, one onto a straight
// starts one at the space left (FD-T 7-3-3-2).
const portionStep = (
  ctx: StepContext,
  node: Node,
  to: number,
  lanesDiffer: boolean,
  onto: boolean,
): Portion | 'NOT_SHORTEST' => {
  let p = node.portion
  if (p !== OFF) {
    const o = ctx.obstacles
    const danger = isDangerous(o, to) && !p.used.includes(to)
    const wall = !p.wallEntered && isWalled(o, to) && lanesDiffer
    if (danger || wall)
      p = { ...p, used: danger ? [...p.used, to] : p.used, wallEntered: p.wallEntered || wall, table: null }
    p.table ??= ctx.tables(p.origin, p.originDepth, p.used, p.wallEntered)
    if (node.depth + 1 - p.originDepth !== distanceTo(p.table, to)) return 'NOT_SHORTEST'
  }
  if (!onto) return OFF
  return p === OFF ? { origin: node.space, originDepth: node.depth, used: NONE, wallEntered: false, table: null } : p
}

// The pit lane's refusals of a step from or to the pit lane or a stand (FD-B arrêt au stand).
const pitRefusal = (ctx: StepContext, from: number, to: number): StepRefusal | null => {
  const { flat: f, mover } = ctx
  const aKind = f.kind[from]
  const bKind = f.kind[to]
  if (aKind === TRACK && bKind === PIT && !mover.pitAllowed) return 'PIT_CLOSED'
  if (bKind === STAND && f.stand[to] !== mover.team) return 'OTHER_STAND'
  if (aKind === PIT && bKind === PIT && !mover.serviced && ctx.index.standAfter[from] === mover.team)
    return 'MUST_STOP_AT_STAND'
  return null
}

/**
 * One step from `node` to the space `to` under every rule of movement: the node reached, or
 * the refusal. `to` must be one of the node's space's `next` when `connected` is true.
 */
export const stepTo = (ctx: StepContext, node: Node, to: number, connected = false): Node | StepRefusal => {
  if (node.terminal) return 'MOVE_OVER'
  const f = ctx.flat
  const from = node.space
  if (!(to >= 0 && to < f.n) || (!connected && !leadsTo(f, from, to))) return 'NOT_CONNECTED'
  const o = ctx.obstacles
  if (hasCar(o, to)) return 'SPACE_OCCUPIED'
  const aKind = f.kind[from]
  const bKind = f.kind[to]
  const pits = aKind === TRACK && bKind === TRACK ? null : pitRefusal(ctx, from, to)
  if (pits !== null) return pits
  const aLane = f.lane[from] as number
  const bLane = f.lane[to] as number
  const aLevel = f.level[from] as number
  const bLevel = f.level[to] as number
  const aCorner = f.corner[from] as number
  const bCorner = f.corner[to] as number
  const laneChange = aLane !== bLane && aKind === TRACK && bKind === TRACK
  let { locked, overshoot, noStop, cornerStops, sameCorner, byOvershoot, crossed } = node
  if (locked && (laneChange || bKind !== TRACK)) return 'OVERSHOOT_LANE'
  const leaving = aCorner >= 0 && bCorner !== aCorner ? overshootOf(f, aCorner, cornerStops) : 0
  if (leaving > 0) {
    // Overshooting, the car keeps its lane (FD-T 10-2-1).
    if (laneChange || bKind !== TRACK) return 'OVERSHOOT_LANE'
    locked = true
    if (leaving === 2) noStop = true
  }
  if (locked) overshoot += 1
  // The code of the straights: lanes moved over and zig-zag (FD-B lignes droites, FD-T 7-2-4, 7-2-5).
  let { baseLane, dir, leftLevel, leftMark } = node
  const aStraight = f.straight[from] === 1
  const bStraight = f.straight[to] === 1
  if (aStraight && bStraight) {
    if (laneChange) {
      const d = bLane > aLane ? 1 : -1
      if (baseLane >= 0 && Math.abs(bLane - baseLane) > 2) return 'TOO_MANY_LANE_CHANGES'
      // Coming back is allowed only past a car (or a dangerous space) in the lane it returns to.
      if (dir !== 0 && d !== dir && !obstacleBetween(ctx, bLane, leftLevel, bLevel)) return 'ZIGZAG'
      if (dir === 0 || d !== dir) {
        leftLevel = aLevel
        leftMark = markOf(ctx, aLevel)
      }
      dir = d
    }
  } else {
    // Each portion keeps its own code (FD-T 7-2-6).
    dir = 0
    leftLevel = -1
    leftMark = -1
    baseLane = bStraight && ctx.wide ? bLane : -1
  }
  const portion = portionStep(ctx, node, to, aLane !== bLane, bStraight)
  if (portion === 'NOT_SHORTEST') return portion
  if (bCorner !== aCorner) {
    sameCorner = false
    cornerStops = 0
    byOvershoot = locked
  }
  const crossing = bLevel < aLevel && aKind === TRACK
  if (crossing) crossed = true
  return {
    space: to,
    depth: node.depth + 1,
    parent: node,
    baseLane,
    dir,
    leftLevel,
    leftMark,
    portion,
    locked,
    overshoot,
    noStop,
    cornerStops,
    sameCorner,
    byOvershoot,
    crossed,
    terminal: (crossing && ctx.mover.lastLap) || bKind === STAND,
    hazards: node.hazards + (isDangerous(o, to) ? 1 : 0),
    walls: node.walls + (isWalled(o, to) && aLane !== bLane ? 1 : 0),
    slid: node.slid,
  }
}

const sameUsed = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]))

const samePortion = (a: Portion, b: Portion): boolean =>
  a === b ||
  (a.origin === b.origin &&
    a.originDepth === b.originDepth &&
    a.wallEntered === b.wallEntered &&
    sameUsed(a.used, b.used))

/** Two nodes on the same space at the same depth that no later step can tell apart. */
export const sameState = (a: Node, b: Node): boolean =>
  a.dir === b.dir &&
  (a.dir === 0 || a.leftMark === b.leftMark) &&
  a.baseLane === b.baseLane &&
  samePortion(a.portion, b.portion) &&
  a.locked === b.locked &&
  a.overshoot === b.overshoot &&
  a.noStop === b.noStop &&
  a.byOvershoot === b.byOvershoot &&
  a.crossed === b.crossed &&
  a.hazards === b.hazards &&
  a.walls === b.walls &&
  a.slid === b.slid &&
  a.terminal === b.terminal
