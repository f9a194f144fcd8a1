/**
 * The legal move decisions of a car moving with its Pion (BO 1, 2, 4, 5, 6, 9), listed
 * straight from the facts of each target point: nearly every step of a race is such a
 * decision, and planning its sixty-odd candidates one by one (`plannable`, which builds
 * each candidate, its plan or its refusal) was most of a race's time and garbage.
 *
 * The list is the one `plannable(s, seat, moveCandidates(s, seat))` gives, in the same
 * order: for each target point of the Pion (then the speed-drop point, BO 13) the plain
 * move, the attack along the trajectory, the slipstream move, the pit entries by box cell;
 * then the blocks and the forced move. Each test below is the refusal of `movement.ts` it
 * stands for; `test/bolide/legal-moves.test.ts` compares both lists on every move decision
 * of seeded races. Cars without their Pion (standing, spun, off the track, dirty tyres)
 * have a handful of candidates and keep the planned list.
 */
import { circuitOf } from '../board.js'
import { blockTargets } from '../grid/pion.js'
import { primaryDirection, speedOf, type Point } from '../grid/point.js'
import { segmentOnTrack, segmentsTouch } from '../grid/segment.js'
import type { BolideState } from '../state.js'
import type { Car } from '../state.js'
import { trajectoryOnTrack } from '../circuit/terrain.js'
import { moveContext, type MoveContext } from './move-context.js'
import { moveCandidates, plannable, type MoveDecision } from './movement.js'
import { safeTopSpeed, slickInRain } from './speed.js'

/** The legal move-phase decisions of `seat` (what `legalActions` lists at a move, Booster and Brake aside). */
export const legalMoveDecisions = (s: BolideState, seat: number): MoveDecision[] => {
  const ctx = moveContext(s, seat)
  if (ctx.c.mode !== 'running') return plannable(s, seat, moveCandidates(s, seat))
  const out: MoveDecision[] = []
  const { c, T } = ctx
  // MUST_BLOCK: after a granted Brake only blocks (and the forced move) remain.
  const braked = s.flags.brake === 'granted' || s.flags.brake === 'spin'
  if (!braked) {
    const { pion, drop } = ctx
    // First the facts of the 25 points (and the speed drop's), then the decisions in order:
    // a move off the track needs to know whether any of the 25 keeps the car on it.
    const targets: Target[] = []
    let trackMove = false
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const t = targetAt(ctx, pion.x + dx, pion.y + dy, true)
        if (t === null) continue
        targets.push(t)
        if (t.fact === FREE || t.fact === TAKEN) trackMove = true
      }
    if (drop !== null) {
      const t = targetAt(ctx, drop.x, drop.y, Math.abs(drop.x - pion.x) <= 2 && Math.abs(drop.y - pion.y) <= 2)
      if (t !== null) targets.push(t)
    }
    for (const t of targets) decisionsTo(ctx, t, trackMove, out)
  }
  // NO_BLOCK_LEFT, BLOCKS_FROZEN; then the block's trajectory (LEAVES_TRACK, PASSES_THROUGH_CAR).
  if ((braked || c.blocks > 0) && !slickInRain(s, c))
    for (const to of blockTargets(c.pos, c.vel))
      if (T.drivable(to.x, to.y) && onTrack(ctx, to) && wayOf(ctx.obstacles, c.pos, to) !== IN_THE_WAY)
        out.push({ type: 'block', to })
  // The forced move to the Pion always has an outcome (a move, an attack, a wreck).
  out.push({ type: 'timeout' })
  return out
}

// What the trajectory to a target point meets.
const OFF = 0 // the point is off the track (BO 2)
const CUT = 1 // the trajectory leaves the track (LEAVES_TRACK)
const THROUGH = 2 // it passes exactly through a car (PASSES_THROUGH_CAR)
const FREE = 3 // it stays on the track and ends on a free point
const TAKEN = 4 // it stays on the track and ends on a car (an attack)

interface Target {
  readonly to: Point
  readonly fact: number
  /** The point is one of the 25 around the Pion (an attack needs it: OFF_PION_SQUARE). */
  readonly inSquare: boolean
}

// A point a decision may end on, or null when the car may not reach it at its speed
// (ABOVE_TOP_SPEED, SAME_SPEED_REQUIRED, NO_FOURTH_GEAR: every decision to it is refused).
const targetAt = (ctx: MoveContext, x: number, y: number, inSquare: boolean): Target | null => {
  const { s, c, T } = ctx
  const sp = Math.max(Math.abs(x - c.pos.x), Math.abs(y - c.pos.y))
  if (sp > ctx.top) return null
  if (s.flags.booster === 'same-speed' && sp !== speedOf(c.vel)) return null
  if (c.no4th && sp === 4) return null
  const to: Point = { x, y }
  if (!T.drivable(x, y)) return { to, fact: OFF, inSquare }
  if (!onTrack(ctx, to)) return { to, fact: CUT, inSquare }
  const way = wayOf(ctx.obstacles, c.pos, to)
  return { to, fact: way === IN_THE_WAY ? THROUGH : way === FREE_POINT ? FREE : TAKEN, inSquare }
}

// The legal decisions ending on one target point, pushed in candidate order: the move, the
// attack, the slipstream move, the pit entries.
const decisionsTo = (ctx: MoveContext, t: Target, trackMove: boolean, out: MoveDecision[]): void => {
  const { s, c } = ctx
  const { to, fact } = t
  switch (fact) {
    case OFF:
      // BO 2: off the track only a plain move, and only when none of the 25 points keeps the car
      // on it (MUST_STAY_ON_TRACK), nothing in the way and the point free (POINT_TAKEN).
      if (!trackMove && wayOf(ctx.obstacles, c.pos, to) === FREE_POINT)
        out.push({ type: 'move', to, slipstream: false, pit: null })
      return
    case CUT:
      return
    case THROUGH:
      // The attack along the trajectory is the decision (the move itself is refused).
      if (t.inSquare) out.push({ type: 'attack', to })
      return
  }
  out.push({ type: 'move', to, slipstream: false, pit: null })
  // NO_CAR_IN_THE_WAY refuses the attack. The slipstream and the pit entry follow a move to a
  // free point (SLIPSTREAM_AFTER_ATTACK, PIT_ENTRY_ATTACK).
  if (fact === TAKEN) return
  if (c.slipstream && slipstreamBonus(ctx, to)) out.push({ type: 'move', to, slipstream: true, pit: null })
  const pit = circuitOf(s).pit
  // PIT_CLOSED outside the end of a lap that is not the last; PIT_LINE_NOT_REACHED.
  if (pit === null || c.crossings < 1 || c.crossings >= s.laps || !c.halfway) return
  if (!segmentsTouch(c.pos, to, pit.in.from, pit.in.to)) return
  for (const cell of new Set([pit.fullFuel, pit.halfFuel, pit.pitStop]))
    out.push({ type: 'move', to, slipstream: false, pit: cell })
}

// Whether the trajectory from the car to `to` stays on the track (BO 1).
const onTrack = (ctx: MoveContext, to: Point): boolean => trajectoryOnTrack(ctx.T, ctx.c.pos, to)

const FREE_POINT = -1
const IN_THE_WAY = -2

// In one pass over the other cars: IN_THE_WAY when one stands strictly between the ends of
// the trajectory (BO 5), else the seat of the car on `to`, else FREE_POINT.
const wayOf = (obstacles: ReadonlyArray<Car>, from: Point, to: Point): number => {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const alongX = Math.abs(dx) >= Math.abs(dy)
  const length = Math.max(Math.abs(dx), Math.abs(dy))
  let at = FREE_POINT
  for (const o of obstacles) {
    const px = o.pos.x - from.x
    const py = o.pos.y - from.y
    if (px === dx && py === dy) at = o.seat
    else if (px * dy === py * dx) {
      const step = alongX ? px * Math.sign(dx) : py * Math.sign(dy)
      if (step > 0 && step < length) return IN_THE_WAY
    }
  }
  return at
}

// Whether the slipstream +1 after a move to `to` is allowed: no slick-in-rain roll
// (SLIPSTREAM_IN_RAIN_ROLL) and the extra square on the track (LEAVES_TRACK).
const slipstreamBonus = (ctx: MoveContext, to: Point): boolean => {
  const { s, c, T } = ctx
  const d = { x: to.x - c.pos.x, y: to.y - c.pos.y }
  if (slickInRain(s, c) && speedOf(d) > safeTopSpeed(s, c) + (s.flags.booster === 'granted' ? 1 : 0)) return false
  const dir = primaryDirection(d)
  const bonus = { x: to.x + dir.x, y: to.y + dir.y }
  return T.drivable(bonus.x, bonus.y) && segmentOnTrack(to, bonus, T.drivable)
}
