/**
 * The forced move (BO 3): when the sand-glass runs out, the car is driven to its Pion, whatever
 * that point holds: a car met on the way is attacked, a white intersection or the board's edge
 * wrecks it, grass leaves it standing with dirty tyres.
 */
import { add, samePoint, sub } from '../grid/point.js'
import { occupantAt, onTrackTo, wayTo, type MoveContext } from './move-context.js'
import type { Plan } from './movement.js'

/** The forced move to the Pion when the sand-glass runs out (BO 3); our rulings in docs/bolide.md. */
export const forcedMove = (ctx: MoveContext): Plan => {
  const { c, T } = ctx
  const pion = add(c.pos, c.vel)
  if (samePoint(pion, c.pos)) return { kind: 'stay' }
  const d = sub(pion, c.pos)
  const way = wayTo(ctx, pion)
  // BO 6: a trajectory through a car is not driven; the car attacks that point instead.
  if (way)
    return {
      kind: 'attack',
      at: way.at,
      defender: way.seat,
      winVel: sub(way.at, c.pos),
      blockUsed: false,
      how: 'forced',
    }
  const o = occupantAt(ctx, pion)
  if (o >= 0) return { kind: 'attack', at: pion, defender: o, winVel: d, blockUsed: false, how: 'forced' }
  if (!T.standable(pion.x, pion.y)) return { kind: 'wreck', at: pion, how: 'forced' }
  const zero = { x: 0, y: 0 }
  if (!T.drivable(pion.x, pion.y))
    return {
      kind: 'go',
      to: pion,
      final: pion,
      vel: zero,
      mode: 'off-track',
      how: 'forced',
      pit: null,
      blockUsed: false,
      spin: false,
      rainRoll: false,
    }
  if (!onTrackTo(ctx, pion))
    // The car cut across the grass: it lands on the Pion's point with dirty tyres and no Pion.
    return {
      kind: 'go',
      to: pion,
      final: pion,
      vel: zero,
      mode: 'dirty',
      how: 'forced',
      pit: null,
      blockUsed: false,
      spin: false,
      rainRoll: false,
    }
  return {
    kind: 'go',
    to: pion,
    final: pion,
    vel: d,
    mode: 'running',
    how: 'forced',
    pit: null,
    blockUsed: false,
    spin: false,
    rainRoll: false,
  }
}
