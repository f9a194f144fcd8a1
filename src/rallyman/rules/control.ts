/**
 * Loss of control (RM ART.7), damage (RM ART.8) and where the car restarts: the back of
 * the turned card says spin or off left/right; leaving the road next to forest costs a gear
 * die, next to rocks two; a drift restarts from the tight line, an exit from the road into
 * the cord lands in the cord (and draws a cord card), from the cord onto the road on the
 * tight line (RM ART.7.4); half cells restart from the whole cell (RM ART.18); long corners
 * map outer cells to inner ones (RM ART.26.3).
 */
import { carOf, emit, patchCar, stampOf, stateWith, turnWith, type Ctx } from '../flow.js'
import type { LossCause, RetirementReason } from '../events.js'
import type { RallymanState } from '../state.js'
import { carsOn } from './occupancy.js'
import type { Cell, CornerInfo, Stage } from '../stage/stage.js'
import type { Terrain } from '../stage/zone.js'
import { cornerAt } from './corners.js'
import { stageOf } from './dashboard.js'
import { legalDice } from './chain.js'

/** Gear dice lost when leaving the road beside this terrain (RM ART.8, zone legend). @group Rules */
export const terrainDamage = (terrain: Terrain): number => (terrain === 'rocks' ? 2 : terrain === 'forest' ? 1 : 0)

/** Tight-line cell a drift cell restarts from (RM ART.7.4, RM ART.26.3 for long corners). */
export const restartFromDrift = (corner: CornerInfo, index: number): number | undefined => {
  const t = corner.tight
  if (!corner.long) return t[Math.min(index, t.length - 1)]
  const lastOuter = corner.drift.length - 1
  if (index === 0) return t[0]
  if (index === lastOuter) return t[t.length - 1]
  return t.length === 2 ? t[1] : t[Math.floor(t.length / 2)]
}

/** Where a car that lost control on `cell` stands for its restart, and whether it lands in the cord. */
export const restartCell = (
  stage: Stage,
  cell: Cell,
  back: 'spin' | 'left' | 'right',
): { readonly cell: number; readonly intoCord: boolean } => {
  if (cell.line === 'half') {
    const whole = stage.cells.find((c) => c.step === cell.step && c.line === 'road')
    return { cell: whole?.id ?? cell.id, intoCord: false }
  }
  const bend = cornerAt(stage, cell)
  if (bend === undefined) return { cell: cell.id, intoCord: false }
  const { corner } = bend
  // A drift cannot be restarted in first gear: even after a spin the car goes back to the tight line.
  if (cell.line === 'drift') return { cell: restartFromDrift(corner, cell.index) ?? cell.id, intoCord: false }
  if (back === 'spin') return { cell: cell.id, intoCord: false }
  const towardsInside = back === cell.inside
  if (cell.line === 'tight' && towardsInside && corner.cord.length > 0)
    return { cell: corner.cord[0] as number, intoCord: true }
  if (cell.line === 'cord' && !towardsInside)
    return { cell: corner.tight[Math.min(cell.index, corner.tight.length - 1)] as number, intoCord: false }
  return { cell: cell.id, intoCord: false }
}

/** Retires a car from the rally. */
export const retire = (ctx: Ctx, seat: number, reason: RetirementReason): void => {
  patchCar(ctx, seat, { status: 'retired', retired: reason })
  emit(ctx, { type: 'retired', seat, reason })
}

/** Where a wrong turn leaves the car (RM ART.25.2). @group Rules */
export interface WrongTurnPlace {
  /** The side-road cell where the car turned round. */
  readonly cell: number
  /** How many cells it went down the wrong road. */
  readonly depth: number
}

/**
 * The wrong turn of RM ART.25.2 (the library's ruling, the seed leaves it to a figure): a
 * loss of control on a crossroads cell whose card back points to a side where another
 * road leaves sends the car down that road instead of off it. It brakes one gear per cell
 * down to first (from gear `g`, `g - 1` cells, at least one), stopped earlier by the dead
 * end or by a car already there, and turns round on the cell reached, where it restarts in
 * first towards the crossroads. `null` when the back does not lead into a free side road.
 * @group Rules
 */
export const wrongTurn = (
  state: RallymanState,
  cell: Cell,
  back: 'spin' | 'left' | 'right',
  gear: number,
  seat: number,
): WrongTurnPlace | null => {
  if (back === 'spin') return null
  const road = cell.sideRoads.find((r) => r.side === back)
  if (road === undefined) return null
  const stage = stageOf(state)
  const wanted = Math.min(road.cells.length, Math.max(1, gear - 1))
  // The car goes as far as it brakes, but cannot drive through a car standing on the wrong road.
  let depth = 0
  for (let k = 0; k < wanted; k++) {
    const id = road.cells[k]
    const c = id === undefined ? undefined : stage.cells[id]
    if (c === undefined || carsOn(state, c.id, seat) >= c.capacity) break
    depth = k + 1
  }
  const reached = road.cells[depth - 1]
  return depth === 0 || reached === undefined ? null : { cell: reached, depth }
}

/** What the back of a loss-of-control card did with the car. */
export type BackOutcome =
  /** Off the road into the cord: a cord card follows, the move is over (RM ART.7.4). */
  | 'cord'
  /** Down a wrong road and turned round, the move goes on back to the crossroads (RM ART.25.2). */
  | 'drive-back'
  /** The car stands where it restarts next turn: the move is over. */
  | 'placed'

/**
 * The return "in the same turn if gas dice or die 2 are available" of RM ART.25.2 (the
 * library's ruling). The braking down the wrong road throws no die (the dice of the lower
 * gears may already have been thrown this turn, and a die is thrown once per turn, RM
 * ART.4); reaching first counts as die 1 played, so from the U-turn the chain goes on in
 * first with die 2 or a gas die, if the dashboard still has one this turn and it can move
 * the car. The loss is paid (turned card): the warnings count again from zero. A big attack
 * never goes on: its dice were all thrown together and the techniques do not mix (RM ART.5).
 * Returns `true` and sets the turn when the move goes on.
 */
export const driveBackSameTurn = (ctx: Ctx, seat: number): boolean => {
  const turn = ctx.state.turn
  if (turn === null || turn.seat !== seat || turn.mode !== 'dice') return false
  const car = carOf(ctx.state, seat)
  if (car.status !== 'racing') return false
  const back = turnWith(turn, {
    gear: 1,
    gears: turn.gears.includes(1) ? turn.gears : [...turn.gears, 1],
    warnings: 0,
    snowWarnings: 0,
    ignore: false,
    pool: [],
    uTurn: turn.dice,
  })
  if (legalDice(ctx.state, car, back).length === 0) return false
  ctx.state = stateWith(ctx.state, { turn: back })
  return true
}

/**
 * Applies the back of the loss-of-control card: the turned card counts 60 s, damage from
 * the verge, the car set where it restarts in first gear; in a crossroads the back may
 * send it down the wrong road instead, from where it may drive back in the same move
 * (RM ART.25.2).
 */
export const applyBack = (ctx: Ctx, seat: number, back: 'spin' | 'left' | 'right', cause: LossCause): BackOutcome => {
  const stage = stageOf(ctx.state)
  const car = carOf(ctx.state, seat)
  const cell = stage.cells[car.cell]
  const loss = ctx.state.config.cards.loss
  const gear = ctx.state.turn?.gear ?? car.gear
  const attack = ctx.state.turn?.mode === 'attack'
  patchCar(ctx, seat, { chrono: car.chrono + loss, restart: true, gear: 1 })
  emit(ctx, { type: 'loss-card', seat, seconds: loss })
  if (cell === undefined) return 'placed'
  const wrong = wrongTurn(ctx.state, cell, back, gear, seat)
  if (wrong !== null && back !== 'spin') {
    // On a road, not beside it: no verge damage; the card back is spent on the wrong road.
    patchCar(ctx, seat, { cell: wrong.cell, off: 'none', arrived: stampOf(ctx) })
    const sameTurn = driveBackSameTurn(ctx, seat)
    emit(ctx, { type: 'wrong-turn', seat, side: back, depth: wrong.depth, cell: wrong.cell, cause, attack, sameTurn })
    return sameTurn ? 'drive-back' : 'placed'
  }
  const damage = back === 'spin' ? 0 : terrainDamage(back === 'left' ? cell.left : cell.right)
  const place = restartCell(stage, cell, back)
  const gearLost = Math.min(5, car.gearLost + damage)
  patchCar(ctx, seat, { cell: place.cell, off: place.intoCord ? 'none' : back, gearLost })
  emit(ctx, { type: 'off', seat, back, damage, cell: place.cell, cause, attack })
  if (gearLost >= 5) {
    retire(ctx, seat, 'wrecked')
    return 'placed'
  }
  return place.intoCord ? 'cord' : 'placed'
}
