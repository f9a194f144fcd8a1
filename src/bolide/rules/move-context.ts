/**
 * What the move decisions of one car at one state share, computed once: `legalActions`
 * tries some sixty decisions per move (five or so per target point of the Pion), and they
 * all ask the same questions (where the Pion stands, the top speed, whether the trajectory
 * to a point stays on the track, which car is in its way).
 */
import type { RuleViolation } from '../../core/index.js'
import { refusal, type Code } from '../codes.js'
import { add, primaryDirection, speedOf, sub, type Point } from '../grid/point.js'
import { trajectoryOnTrack, type Terrain } from '../circuit/terrain.js'
import type { BolideState, Car } from '../state.js'
import { carOf, onBoard, terrain } from './context.js'
import { declarableTopSpeed } from './speed.js'

/**
 * A refused decision whose message is written only when asked: `legalActions` only needs to
 * know that a candidate is refused, and most candidates are.
 */
export interface Refused {
  /** Tag. */
  readonly kind: 'refused'
  /** The refusal's code (its rule follows from it). */
  readonly code: Code
  /** The refusal's message. */
  readonly message: () => string
}

/** A refusal, its message written later. */
export const refused = (code: Code, message: () => string): Refused => ({ kind: 'refused', code, message })

/** The refusal as the protocol reports it. */
export const violationOf = (r: Refused): RuleViolation<Code> => refusal(r.code, r.message())

/** A car standing strictly between the ends of a trajectory (BO 5). */
export interface InTheWay {
  /** Its seat. */
  readonly seat: number
  /** Where it stands. */
  readonly at: Point
}

/**
 * The first car on the trajectory strictly between its ends, or null (BO 5). The lattice
 * points of a segment are exactly the integer points on it, so a car is in the way when it
 * stands on the segment, off its ends: one pass over the cars, not one per point.
 */
const carInTheWay = (obstacles: ReadonlyArray<Car>, from: Point, to: Point): InTheWay | null => {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const alongX = Math.abs(dx) >= Math.abs(dy)
  let best: Car | null = null
  let bestStep = Math.max(Math.abs(dx), Math.abs(dy))
  for (const c of obstacles) {
    const px = c.pos.x - from.x
    const py = c.pos.y - from.y
    if (px * dy !== py * dx) continue
    // Collinear: its step along the longer component, strictly between 0 and the length, in the move's sense.
    const step = alongX ? px * Math.sign(dx) : py * Math.sign(dy)
    if (step <= 0 || step >= bestStep) continue
    best = c
    bestStep = step
  }
  return best === null ? null : { seat: best.seat, at: { x: best.pos.x, y: best.pos.y } }
}

/** The shared facts of one car's move decisions at one state. */
export interface MoveContext {
  /** The state. */
  readonly s: BolideState
  /** The car. */
  readonly c: Car
  /** The circuit's terrain. */
  readonly T: Terrain
  /** Where the Pion stands this turn (moved forward by a granted Booster, BO 7). */
  readonly pion: Point
  /** The highest speed the car may declare this turn. */
  readonly top: number
  /** The point of a speed drop below the Pion's offer (BO 13), or null. */
  readonly drop: Point | null
  /** The other cars standing on the board, in seat order: the obstacles of its moves. */
  readonly obstacles: ReadonlyArray<Car>
  // The facts of the last target asked about (candidates come grouped by target).
  last: Point | null
  lastOnTrack: boolean | null
  lastWay: InTheWay | null | undefined
}

/** Where the Pion stands for this turn (moved one square forward by a granted Booster, BO 7). */
export const pionFor = (s: BolideState, c: Car): Point => {
  const base = add(c.pos, c.vel)
  return s.flags.booster === 'granted' ? add(base, primaryDirection(c.vel)) : base
}

// BO 13: when the top speed falls below every speed the Pion offers, the car drops to its
// top speed in its primary direction.
const dropPoint = (c: Car, pion: Point, top: number): Point | null => {
  const slowest = Math.max(0, speedOf(sub(pion, c.pos)) - 2)
  if (slowest <= top) return null
  const dir = primaryDirection(sub(pion, c.pos))
  return add(c.pos, { x: dir.x * top, y: dir.y * top })
}

/**
 * BO 13: when the top speed falls below every speed the Pion offers (rain tyres in 9th
 * with the Booster when the rain stops; likewise after damage), the car drops to its top
 * speed in its primary direction. That point is then offered besides the 25.
 */
export const speedDropPoint = (s: BolideState, c: Car): Point | null =>
  dropPoint(c, pionFor(s, c), declarableTopSpeed(s, c))

/** The context of the move decisions of `seat` (seats are checked by the reducer before use). */
export const moveContext = (s: BolideState, seat: number): MoveContext => {
  const c = carOf(s, seat)
  const pion = pionFor(s, c)
  const top = declarableTopSpeed(s, c)
  const obstacles = s.cars.filter((o) => o.seat !== seat && onBoard(o))
  return {
    s,
    c,
    T: terrain(s),
    pion,
    top,
    drop: dropPoint(c, pion, top),
    obstacles,
    last: null,
    lastOnTrack: null,
    lastWay: undefined,
  }
}

/** The seat of the other car standing at `p`, or -1 (what `occupant` says, from the context). */
export const occupantAt = (ctx: MoveContext, p: Point): number => {
  for (const o of ctx.obstacles) if (o.pos.x === p.x && o.pos.y === p.y) return o.seat
  return -1
}

const focus = (ctx: MoveContext, to: Point): void => {
  if (ctx.last !== null && ctx.last.x === to.x && ctx.last.y === to.y) return
  ctx.last = to
  ctx.lastOnTrack = null
  ctx.lastWay = undefined
}

/** Whether the trajectory from the car to `to` ends on and stays on the track or its edges (BO 1). */
export const onTrackTo = (ctx: MoveContext, to: Point): boolean => {
  focus(ctx, to)
  if (ctx.lastOnTrack === null) {
    const a = ctx.c.pos
    ctx.lastOnTrack = trajectoryOnTrack(ctx.T, a, to)
  }
  return ctx.lastOnTrack
}

/** The first car on the trajectory from the car to `to`, strictly between its ends (BO 5). */
export const wayTo = (ctx: MoveContext, to: Point): InTheWay | null => {
  focus(ctx, to)
  if (ctx.lastWay === undefined) ctx.lastWay = carInTheWay(ctx.obstacles, ctx.c.pos, to)
  return ctx.lastWay
}
