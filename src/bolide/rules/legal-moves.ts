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
import { moveContext, occupantAt, onTrackTo, wayTo, type MoveContext } from './move-context.js'
import { hasTrackMove, moveCandidates, plannable, type MoveDecision } from './movement.js'
import { safeTopSpeed, slickInRain } from './speed.js'

/** The legal move-phase decisions of `seat` (what `legalActions` lists at a move, Booster and Brake aside). */
export const legalMoveDecisions = (s: BolideState, seat: number): MoveDecision[] => {
  const ctx = moveContext(s, seat)
  if (ctx.c.mode !== 'running') return plannable(s, seat, moveCandidates(s, seat))
  const out: MoveDecision[] = []
  const c = ctx.c
  // MUST_BLOCK: after a granted Brake only blocks (and the forced move) remain.
  const braked = s.flags.brake === 'granted' || s.flags.brake === 'spin'
  if (!braked) {
    const { pion, drop } = ctx
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) pionPoint(ctx, pion.x + dx, pion.y + dy, true, out)
    if (drop !== null)
      pionPoint(ctx, drop.x, drop.y, Math.abs(drop.x - pion.x) <= 2 && Math.abs(drop.y - pion.y) <= 2, out)
  }
  // NO_BLOCK_LEFT, BLOCKS_FROZEN; then the block's trajectory (LEAVES_TRACK, PASSES_THROUGH_CAR).
  if ((braked || c.blocks > 0) && !slickInRain(s, c))
    for (const to of blockTargets(c.pos, c.vel))
      if (ctx.T.drivable(to.x, to.y) && onTrackTo(ctx, to) && wayTo(ctx, to) === null) out.push({ type: 'block', to })
  // The forced move to the Pion always has an outcome (a move, an attack, a wreck).
  out.push({ type: 'timeout' })
  return out
}

// The legal decisions ending on one target point (x, y), pushed in candidate order.
// `inSquare`: the point is one of the 25 around the Pion (an attack needs it: OFF_PION_SQUARE).
const pionPoint = (ctx: MoveContext, x: number, y: number, inSquare: boolean, out: MoveDecision[]): void => {
  const { s, c, T } = ctx
  const dx = x - c.pos.x
  const dy = y - c.pos.y
  const sp = Math.max(Math.abs(dx), Math.abs(dy))
  // ABOVE_TOP_SPEED, SAME_SPEED_REQUIRED, NO_FOURTH_GEAR: every decision to this point.
  if (sp > ctx.top) return
  if (s.flags.booster === 'same-speed' && sp !== speedOf(c.vel)) return
  if (c.no4th && sp === 4) return
  const to: Point = { x, y }
  if (!T.drivable(x, y)) {
    // BO 2: off the track only a plain move, and only when no Pion point keeps the car on it
    // (MUST_STAY_ON_TRACK), nothing in the way (PASSES_THROUGH_CAR) and the point free (POINT_TAKEN).
    if (!hasTrackMove(s, c) && wayTo(ctx, to) === null && occupantAt(ctx, to) < 0)
      out.push({ type: 'move', to, slipstream: false, pit: null })
    return
  }
  if (!onTrackTo(ctx, to)) return
  if (wayTo(ctx, to) !== null) {
    // The move passes through a car (PASSES_THROUGH_CAR): the attack along it is the decision.
    if (inSquare) out.push({ type: 'attack', to })
    return
  }
  out.push({ type: 'move', to, slipstream: false, pit: null })
  // NO_CAR_IN_THE_WAY refuses the attack. The slipstream and the pit entry follow a move to a
  // free point (SLIPSTREAM_AFTER_ATTACK, PIT_ENTRY_ATTACK).
  if (occupantAt(ctx, to) >= 0) return
  if (c.slipstream && slipstreamBonus(ctx, to, dx, dy)) out.push({ type: 'move', to, slipstream: true, pit: null })
  const pit = circuitOf(s).pit
  // PIT_CLOSED outside the end of a lap that is not the last; PIT_LINE_NOT_REACHED.
  if (pit === null || c.crossings < 1 || c.crossings >= s.laps || !c.halfway) return
  if (!segmentsTouch(c.pos, to, pit.in.from, pit.in.to)) return
  for (const cell of new Set([pit.fullFuel, pit.halfFuel, pit.pitStop]))
    out.push({ type: 'move', to, slipstream: false, pit: cell })
}

// Whether the slipstream +1 after a move to `to` (by dx, dy) is allowed: no slick-in-rain
// roll (SLIPSTREAM_IN_RAIN_ROLL) and the extra square on the track (LEAVES_TRACK).
const slipstreamBonus = (ctx: MoveContext, to: Point, dx: number, dy: number): boolean => {
  const { s, c, T } = ctx
  const d = { x: dx, y: dy }
  if (slickInRain(s, c) && speedOf(d) > safeTopSpeed(s, c) + (s.flags.booster === 'granted' ? 1 : 0)) return false
  const dir = primaryDirection(d)
  const bonus = { x: to.x + dir.x, y: to.y + dir.y }
  return T.drivable(bonus.x, bonus.y) && segmentOnTrack(to, bonus, T.drivable)
}
