/**
 * Movement (BO 1, 2, 4, 5, 8): which points a car may reach this turn and what each move
 * does. Every decision of the move phase is turned into a {@link Plan} or refused with the
 * rule it breaks; `legalActions` lists exactly the candidates that give a plan.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import { circuitOf } from '../board.js'
import type { Code } from '../codes.js'
import { add, primaryDirection, samePoint, speedOf, sub, type Point } from '../grid/point.js'
import { blockTargets, neighbours, pionTargets, reverseCompass, standingTargets } from '../grid/pion.js'
import { segmentOnTrack, segmentsTouch } from '../grid/segment.js'
import type { AttackAction, BlockAction, BolideAction, MoveAction, StayAction, TimeoutAction } from '../actions.js'
import type { BolideState, Car, CarMode } from '../state.js'
import { arrowAt } from './context.js'
import {
  moveContext,
  occupantAt,
  onTrackTo,
  refused,
  violationOf,
  wayTo,
  type MoveContext,
  type Refused,
} from './move-context.js'
import { forcedMove } from './forced-move.js'
import { safeTopSpeed, slickInRain } from './speed.js'

/** How a move was made (for events). */
export type MoveHow = 'pion' | 'block' | 'start' | 'restart' | 'one-square' | 'forced'

/** What an accepted move decision does. */
export type Plan =
  | {
      /** The car ends on a free point. */
      readonly kind: 'go'
      /** Point reached by the move itself. */
      readonly to: Point
      /** Final point (after the slipstream +1). */
      readonly final: Point
      /** New last move (the Pion repeats it). */
      readonly vel: Point
      /** Mode after the move. */
      readonly mode: CarMode
      /** Kind of move. */
      readonly how: MoveHow
      /** Box cell to stop at, or null. */
      readonly pit: number | null
      /** A block of the car was spent. */
      readonly blockUsed: boolean
      /** The car spins once there (brake row 6-7). */
      readonly spin: boolean
      /** Advanced: the slick-in-rain table must be rolled for this move. */
      readonly rainRoll: boolean
    }
  | {
      /** The move ends on (or is stopped at) an occupied point: a collision (BO 6). */
      readonly kind: 'attack'
      /** Disputed point. */
      readonly at: Point
      /** Défense. */
      readonly defender: number
      /** Attaque's move if it takes the point. */
      readonly winVel: Point
      /** A block of the car was spent. */
      readonly blockUsed: boolean
      /** Kind of move. */
      readonly how: MoveHow
    }
  | {
      /** The car stops on a white intersection or off the board: wrecked (BO 2). */
      readonly kind: 'wreck'
      /** Where. */
      readonly at: Point
      /** Kind of move. */
      readonly how: MoveHow
    }
  | {
      /** The car does not move. */
      readonly kind: 'stay'
    }

const bad = refused

const pt = (p: Point): string => `(${p.x},${p.y})`

export { pionFor, speedDropPoint } from './move-context.js'

/** Speed rules of a Pion move: top speed, booster "same speed", lost 4th gear. */
const speedProblem = (ctx: MoveContext, d: Point): Refused | null => {
  const { s, c, top } = ctx
  const sp = speedOf(d)
  if (sp > top) return bad('ABOVE_TOP_SPEED', () => `Speed ${sp} is above this car's top speed ${top} this turn.`)
  if (s.flags.booster === 'same-speed' && sp !== speedOf(c.vel))
    return bad(
      'SAME_SPEED_REQUIRED',
      () => `The engine lost power: the car must keep speed ${speedOf(c.vel)} this turn.`,
    )
  if (c.no4th && sp === 4) return bad('NO_FOURTH_GEAR', () => 'The gearbox no longer gives 4th gear.')
  return null
}

// hasTrackMove is asked once per off-track candidate: the answer is cached per state object
// and seat. Sound: the rules ask of states no one can edit (frozen, or owned by a driver:
// core/door.ts).
const trackMoveCache = new WeakMap<BolideState, Map<number, boolean>>()

/** Whether the car has at least one legal on-track Pion move (if not, it may leave the track, BO 2). */
export const hasTrackMove = (s: BolideState, c: Car): boolean => {
  const known = trackMoveCache.get(s)?.get(c.seat)
  if (known !== undefined) return known
  const answer = computeTrackMove(moveContext(s, c.seat))
  const bySeat = trackMoveCache.get(s) ?? new Map<number, boolean>()
  bySeat.set(c.seat, answer)
  trackMoveCache.set(s, bySeat)
  return answer
}

const computeTrackMove = (ctx: MoveContext): boolean => {
  const { T, c } = ctx
  for (const p of pionTargets(ctx.pion)) {
    if (!T.drivable(p.x, p.y)) continue
    const d = sub(p, c.pos)
    if (speedProblem(ctx, d)) continue
    if (!onTrackTo(ctx, p)) continue
    if (wayTo(ctx, p)) continue
    return true
  }
  return false
}

/** Whether a move from `from` to `to` may enter the pit lane with the given box cell (BO 9). */
const pitProblem = (s: BolideState, c: Car, from: Point, to: Point, cell: number): Refused | null => {
  const pit = circuitOf(s).pit
  if (!pit) return bad('NO_PIT_LANE', () => 'This circuit has no pit lane.')
  if (cell !== pit.fullFuel && cell !== pit.halfFuel && cell !== pit.pitStop)
    return bad('NOT_A_SERVICE_CELL', () => `Box cell ${cell} is not the Full Fuel, ½ Fuel or Pit Stop cell.`)
  if (c.crossings < 1 || c.crossings >= s.laps || !c.halfway)
    return bad('PIT_CLOSED', () => 'Cars stop at the boxes at the end of a lap that is not the last one.')
  if (!segmentsTouch(from, to, pit.in.from, pit.in.to))
    return bad('PIT_LINE_NOT_REACHED', () => 'This move does not reach or cross the Pit Lane In line.')
  return null
}

/** Checks a move from the car's point to an on-track `to`, with the attack / leave-track outcomes. */
const trajectory = (
  ctx: MoveContext,
  to: Point,
  vel: Point,
  how: MoveHow,
  blockUsed: boolean,
  mode: CarMode,
): Outcome => {
  const { T } = ctx
  if (!T.drivable(to.x, to.y)) return bad('LEAVES_TRACK', () => `${pt(to)} is not a track point.`)
  if (!onTrackTo(ctx, to))
    return bad(
      'LEAVES_TRACK',
      () => `The trajectory to ${pt(to)} leaves the track (it must stay on the track or its edges).`,
    )
  const way = wayTo(ctx, to)
  if (way) return bad('PASSES_THROUGH_CAR', () => `The trajectory passes exactly through the car at ${pt(way.at)}.`)
  const o = occupantAt(ctx, to)
  if (o >= 0) return { kind: 'attack', at: to, defender: o, winVel: vel, blockUsed, how }
  return { kind: 'go', to, final: to, vel, mode, how, pit: null, blockUsed, spin: false, rainRoll: false }
}

/** The plan of a `move` action of a car with its Pion. */
const pionMove = (ctx: MoveContext, a: MoveAction): Outcome => {
  const { s, c, T, pion, drop } = ctx
  if (s.flags.brake === 'granted' || s.flags.brake === 'spin')
    return bad('MUST_BLOCK', () => 'The Brake was granted: the car must now block.')
  const dropping = drop !== null && samePoint(drop, a.to)
  if (!dropping && (Math.abs(a.to.x - pion.x) > 2 || Math.abs(a.to.y - pion.y) > 2))
    return bad('OFF_PION_SQUARE', () => `${pt(a.to)} is not one of the 25 points around the Pion at ${pt(pion)}.`)
  const d = sub(a.to, c.pos)
  const sp = speedProblem(ctx, d)
  if (sp) return sp
  const rainRoll = slickInRain(s, c) && speedOf(d) > safeTopSpeed(s, c) + (s.flags.booster === 'granted' ? 1 : 0)
  if (!T.drivable(a.to.x, a.to.y)) {
    // BO 2: leaving the track is only for a car whose 25 points give no way to stay on it.
    if (a.slipstream || a.pit !== null)
      return bad('TURN_ENDS_OFF_TRACK', () => 'A move off the track ends the turn: no slipstream +1, no pit entry.')
    if (hasTrackMove(s, c))
      return bad('MUST_STAY_ON_TRACK', () => `${pt(a.to)} is off the track and the car can still stay on it.`)
    const way = wayTo(ctx, a.to)
    if (way) return bad('PASSES_THROUGH_CAR', () => `The trajectory passes exactly through the car at ${pt(way.at)}.`)
    if (occupantAt(ctx, a.to) >= 0)
      return bad('POINT_TAKEN', () => `A car already stands off the track at ${pt(a.to)}.`)
    if (T.standable(a.to.x, a.to.y))
      return {
        kind: 'go',
        to: a.to,
        final: a.to,
        vel: { x: 0, y: 0 },
        mode: 'off-track',
        how: 'pion',
        pit: null,
        blockUsed: false,
        spin: false,
        rainRoll: false,
      }
    return { kind: 'wreck', at: a.to, how: 'pion' }
  }
  const plan = trajectory(ctx, a.to, d, 'pion', false, 'running')
  if (plan.kind === 'refused') return plan
  if (a.pit !== null) {
    if (a.slipstream) return bad('PIT_AND_SLIPSTREAM', () => 'A car entering the pit lane cannot use the slipstream.')
    const p = pitProblem(s, c, c.pos, a.to, a.pit)
    if (p) return p
    if (plan.kind !== 'go')
      return bad('PIT_ENTRY_ATTACK', () => 'A car entering the pit lane cannot attack another car.')
    return { ...plan, pit: a.pit, rainRoll }
  }
  // trajectory's plans roll nothing: copied only when this move must roll.
  if (!a.slipstream) return plan.kind === 'go' && rainRoll ? { ...plan, rainRoll } : plan
  if (!c.slipstream) return bad('NO_SLIPSTREAM', () => 'The car did not end its last move in a slipstream point.')
  if (plan.kind !== 'go')
    return bad('SLIPSTREAM_AFTER_ATTACK', () => 'The slipstream +1 follows a move to a free point.')
  if (rainRoll)
    return bad('SLIPSTREAM_IN_RAIN_ROLL', () => 'A move that needs the slick-in-rain roll cannot use the slipstream.')
  const bonus = add(a.to, primaryDirection(d))
  if (!T.drivable(bonus.x, bonus.y) || !segmentOnTrack(a.to, bonus, T.drivable))
    return bad('LEAVES_TRACK', () => `The slipstream +1 to ${pt(bonus)} would leave the track.`)
  const o = occupantAt(ctx, bonus)
  if (o >= 0) return { kind: 'attack', at: bonus, defender: o, winVel: d, blockUsed: false, how: 'pion' }
  return { ...plan, final: bonus }
}

/**
 * The plan of a declared attack along a trajectory (BO 6): a legal Pion move whose
 * trajectory passes exactly through a car becomes an attack on the first such car.
 */
const attackThrough = (ctx: MoveContext, to: Point): Outcome => {
  const { s, c, T, pion } = ctx
  if (c.mode !== 'running')
    return bad('ATTACK_NEEDS_PION', () => 'Only a car moving with its Pion attacks along a trajectory.')
  if (s.flags.brake === 'granted' || s.flags.brake === 'spin')
    return bad('MUST_BLOCK', () => 'The Brake was granted: the car must now block.')
  if (Math.abs(to.x - pion.x) > 2 || Math.abs(to.y - pion.y) > 2)
    return bad('OFF_PION_SQUARE', () => `${pt(to)} is not one of the 25 points around the Pion at ${pt(pion)}.`)
  const sp = speedProblem(ctx, sub(to, c.pos))
  if (sp) return sp
  if (!T.drivable(to.x, to.y) || !onTrackTo(ctx, to))
    return bad('LEAVES_TRACK', () => `The trajectory to ${pt(to)} leaves the track.`)
  const way = wayTo(ctx, to)
  if (!way) return bad('NO_CAR_IN_THE_WAY', () => `No car stands on the trajectory to ${pt(to)}: just move there.`)
  return { kind: 'attack', at: way.at, defender: way.seat, winVel: sub(way.at, c.pos), blockUsed: false, how: 'pion' }
}

/** The plan of a block (BO 4), with a block of the car or a granted Brake (BO 7). */
const blockMove = (ctx: MoveContext, a: BlockAction): Outcome => {
  const { s, c } = ctx
  if (c.mode !== 'running') return bad('NOT_MOVING', () => 'Only a moving car can block.')
  const braked = s.flags.brake === 'granted' || s.flags.brake === 'spin'
  if (!braked && c.blocks <= 0) return bad('NO_BLOCK_LEFT', () => 'No block left: ask for a Brake instead.')
  if (slickInRain(s, c)) return bad('BLOCKS_FROZEN', () => 'Slick tyres cannot block in the rain.')
  if (!blockTargets(c.pos, c.vel).some((p) => samePoint(p, a.to)))
    return bad(
      'NOT_A_BLOCK_POINT',
      () => `${pt(a.to)} is not a speed-2 point at less than 90° from the primary direction.`,
    )
  const d = sub(a.to, c.pos)
  const r = trajectory(ctx, a.to, d, 'block', !braked, 'running')
  if (r.kind === 'go' && s.flags.brake === 'spin') return { ...r, spin: true }
  return r
}

/** The points a standing or spun car may reach (BO 1, BO 8). */
export const standingPoints = (s: BolideState, c: Car): ReadonlyArray<Point> => {
  const arrow = arrowAt(s, c.pos)
  if (c.mode === 'spun') return standingTargets(c.pos, reverseCompass(arrow), 1)
  return standingTargets(c.pos, arrow, c.launch === 'fast' ? 2 : 1)
}

/** Whether a car standing, spun, off the track or on dirty tyres can move at all. */
const anyMove = (ctx: MoveContext, targets: ReadonlyArray<Point>): boolean =>
  targets.some((p) => plan(ctx, { type: 'move', to: p, slipstream: false, pit: null }).kind !== 'refused')

/** The points a car may try this turn, before the rules filter them. */
const targetsOf = (ctx: MoveContext): ReadonlyArray<Point> => {
  const { s, c, drop } = ctx
  switch (c.mode) {
    case 'standing':
    case 'spun':
      return standingPoints(s, c)
    case 'off-track':
    case 'dirty':
      return neighbours(c.pos)
    default:
      return drop ? [...pionTargets(ctx.pion), drop] : pionTargets(ctx.pion)
  }
}

/** The decisions that move a car (or keep it still): what {@link planDecision} plans. */
export type MoveDecision = MoveAction | AttackAction | BlockAction | StayAction | TimeoutAction

/** Whether an action is a {@link MoveDecision}. */
export const isMoveDecision = (a: BolideAction): a is MoveDecision =>
  a.type === 'move' || a.type === 'attack' || a.type === 'block' || a.type === 'stay' || a.type === 'timeout'

/** A plan, or the refusal of the decision (its message written on demand). */
type Outcome = Plan | Refused

/** Turns a move-phase decision into a plan, or the violation it commits. */
export const planDecision = (s: BolideState, seat: number, a: MoveDecision): Either<RuleViolation<Code>, Plan> => {
  const o = plan(moveContext(s, seat), a)
  return o.kind === 'refused' ? left(violationOf(o)) : right(o)
}

/** The move-phase decisions among `candidates` that give a plan (what `legalActions` lists). */
export const plannable = (s: BolideState, seat: number, candidates: ReadonlyArray<MoveDecision>): MoveDecision[] => {
  const ctx = moveContext(s, seat)
  return candidates.filter((a) => plan(ctx, a).kind !== 'refused')
}

const plan = (ctx: MoveContext, a: MoveDecision): Outcome => {
  const { s, c, T } = ctx
  switch (a.type) {
    case 'timeout':
      if (c.mode !== 'running') return bad('NO_PION', () => 'Only a car with its Pion can be forced to the Pion.')
      return forcedMove(ctx)
    case 'block':
      return blockMove(ctx, a)
    case 'attack':
      return attackThrough(ctx, a.to)
    case 'stay': {
      if (c.mode === 'spun') return { kind: 'stay' }
      if (c.mode === 'running')
        return bad('MUST_MOVE', () => 'A moving car cannot stand still; the sand-glass forces it to the Pion.')
      if (anyMove(ctx, targetsOf(ctx))) return bad('MUST_MOVE', () => 'The car can move, so it must.')
      return { kind: 'stay' }
    }
    case 'move': {
      if (c.mode === 'running') return pionMove(ctx, a)
      if (a.slipstream) return bad('SLIPSTREAM_NEEDS_PION', () => 'The slipstream +1 needs a car moving with its Pion.')
      if (a.pit !== null) return bad('PIT_NEEDS_PION', () => 'A car enters the pit lane with a move of its Pion.')
      const d = sub(a.to, c.pos)
      if (c.mode === 'standing' || c.mode === 'spun') {
        if (!standingPoints(s, c).some((p) => samePoint(p, a.to)))
          return c.mode === 'spun'
            ? bad(
                'NOT_A_RESTART_POINT',
                () => `${pt(a.to)} is not one of the 5 points, reversed, of a restart after a spin.`,
              )
            : bad('NOT_A_START_POINT', () => `${pt(a.to)} is not one of the 5 points of a standing start.`)
        const vel = c.mode === 'standing' && c.launch === 'slow' ? { x: 0, y: 0 } : d
        return trajectory(ctx, a.to, vel, c.mode === 'spun' ? 'restart' : 'start', false, 'running')
      }
      if (speedOf(d) !== 1)
        return bad('ONE_SQUARE_ONLY', () => 'Off the track and on dirty tyres a car moves one square.')
      if (c.mode === 'off-track') {
        if (!T.standable(a.to.x, a.to.y))
          return bad('NOT_A_BLACK_POINT', () => `${pt(a.to)} is not a point a car can stand on.`)
        if (occupantAt(ctx, a.to) >= 0) return bad('POINT_TAKEN', () => `A car stands at ${pt(a.to)}.`)
        const back = T.drivable(a.to.x, a.to.y)
        return {
          kind: 'go',
          to: a.to,
          final: a.to,
          vel: { x: 0, y: 0 },
          mode: back ? 'dirty' : 'off-track',
          how: 'one-square',
          pit: null,
          blockUsed: false,
          spin: false,
          rainRoll: false,
        }
      }
      // Dirty tyres: one square on the track; the Pion reappears and repeats it.
      const r = trajectory(ctx, a.to, d, 'one-square', false, 'running')
      if (r.kind === 'attack') return bad('POINT_TAKEN', () => `A car stands at ${pt(a.to)}.`)
      return r
    }
  }
}

/** Every move-phase decision worth trying (a superset of the legal ones). */
export const moveCandidates = (s: BolideState, seat: number): ReadonlyArray<MoveDecision> => {
  const ctx = moveContext(s, seat)
  const c = ctx.c
  const out: MoveDecision[] = []
  const pit = circuitOf(s).pit
  const cells = pit ? [...new Set([pit.fullFuel, pit.halfFuel, pit.pitStop])] : []
  for (const to of targetsOf(ctx)) {
    out.push({ type: 'move', to, slipstream: false, pit: null })
    if (c.mode === 'running') {
      out.push({ type: 'attack', to })
      if (c.slipstream) out.push({ type: 'move', to, slipstream: true, pit: null })
      if (pit && segmentsTouch(c.pos, to, pit.in.from, pit.in.to))
        for (const cell of cells) out.push({ type: 'move', to, slipstream: false, pit: cell })
    }
  }
  if (c.mode === 'running') {
    for (const to of blockTargets(c.pos, c.vel)) out.push({ type: 'block', to })
    out.push({ type: 'timeout' })
  }
  out.push({ type: 'stay' })
  return out
}
