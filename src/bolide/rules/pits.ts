/**
 * The boxes (BO 9, BO 15): entry by the Pit Lane In line, one numbered cell per turn,
 * the box incident roll at the chosen cell, the services, and the exit by a point of the
 * Pit Lane Out line in entry order. The pit speed limit costs 2 extra turns.
 */
import type { RuleViolation } from '../../core/index.js'
import { circuitOf } from '../board.js'
import { refusal, type Code } from '../codes.js'
import { samePoint, scale, sub, speedOf, type Point } from '../grid/point.js'
import { latticePointsOn } from '../grid/segment.js'
import type { RaceEvent } from '../events.js'
import type { BolideState } from '../state.js'
import { carOf, occupant, terrain, withCar } from './context.js'
import { crossesFinish } from './laps.js'
import { halfTank, startingBlocks } from './speed.js'
import { boxIncident, STRATEGY_TABLE } from './tables.js'
import type { PitExitAction } from '../actions.js'
import type { Strategy, Tread } from '../config.js'
import type { PitService } from '../results.js'

/** Puts a car into the pit lane after a move that reached the Pit Lane In line. */
export const enterPit = (
  s: BolideState,
  seat: number,
  from: Point,
  to: Point,
  target: number,
  ev: RaceEvent[],
): BolideState => {
  const pit = circuitOf(s).pit
  const c = carOf(s, seat)
  const speed = speedOf(sub(to, from))
  const penalty = pit && pit.speedLimit !== null && speed > pit.speedLimit ? 2 : 0
  const entry = s.pitEntries + 1
  // The pit lane runs past the finish line: the lap is counted on entry unless the move already crossed it.
  const crossed = crossesFinish(s, from, to)
  ev.push({ type: 'pit-in', seat, target, penalty })
  if (!crossed) ev.push({ type: 'lap', seat, lap: c.crossings + 1 })
  return {
    ...withCar(s, seat, {
      mode: 'pit',
      vel: { x: 0, y: 0 },
      crossings: crossed ? c.crossings : c.crossings + 1,
      halfway: false,
      slipstream: false,
      pit: { cell: 0, target, entry, wait: penalty, ready: false, newTyres: false },
    }),
    pitEntries: entry,
  }
}

/**
 * A pit car's automatic turn: wait out a penalty, or advance one cell; at the chosen cell
 * the box incident is rolled; once rolled, the driver picks the exit point. The returned
 * phase is `move` when the turn is simply over.
 */
export const advancePit = (s: BolideState, seat: number, ev: RaceEvent[]): BolideState => {
  const c = carOf(s, seat)
  const p = c.pit
  if (!p) return { ...s, phase: { kind: 'move', seat } }
  // A blocked exit keeps the car in its box for the turn.
  if (p.ready)
    return { ...s, phase: pitExitPoints(s, seat).length > 0 ? { kind: 'pit-exit', seat } : { kind: 'move', seat } }
  if (p.wait > 0) {
    ev.push({ type: 'pit-cell', seat, cell: p.cell })
    return { ...withCar(s, seat, { pit: { ...p, wait: p.wait - 1 } }), phase: { kind: 'move', seat } }
  }
  const cell = p.cell + 1
  const pos = terrain(s).boxCells[cell - 1] ?? c.pos
  ev.push({ type: 'pit-cell', seat, cell })
  const next = withCar(s, seat, { pos, pit: { ...p, cell } })
  if (cell >= p.target) return { ...next, phase: { kind: 'roll', roll: 'box', seat } }
  return { ...next, phase: { kind: 'move', seat } }
}

/** Applies the box incident roll and the services of every service cell up to the car's cell. */
export const boxRoll = (s: BolideState, seat: number, value: number, ev: RaceEvent[]): BolideState => {
  const c = carOf(s, seat)
  const pit = circuitOf(s).pit
  const p = c.pit
  if (!pit || !p) return s
  const launch = boxIncident(value)
  ev.push({ type: 'rolled', seat, value, result: { table: 'box', result: launch } })
  const services: PitService[] = []
  let patch: Partial<typeof c> = { launch, pit: { ...p, ready: true } }
  const half = halfTank(s, c)
  const repair = { speedLoss: 0, no4th: false, setUpLost: false }
  if (!half && pit.fullFuel <= p.cell) {
    patch = { ...patch, ...repair }
    services.push('repairs')
  }
  if (half && pit.halfFuel <= p.cell && !c.fuelled) {
    patch = { ...patch, ...repair, fuelled: true, blocks: startingBlocks(s.rules, c.strategy) }
    services.push('refuelled', 'repairs', 'new-tyres')
  }
  if (pit.pitStop <= p.cell && !services.includes('new-tyres')) {
    patch = { ...patch, blocks: startingBlocks(s.rules, c.strategy) }
    services.push('new-tyres')
  }
  ev.push({ type: 'pit-service', seat, services })
  return withCar(s, seat, { ...patch, pit: { ...p, ready: true, newTyres: services.includes('new-tyres') } })
}

/**
 * The points where a car may leave the boxes: free track points of the Pit Lane Out line;
 * when the line is full, the first free points one, two or three squares back (BO 9).
 */
export const pitExitPoints = (s: BolideState, seat: number): ReadonlyArray<Point> => {
  const pit = circuitOf(s).pit
  if (!pit) return []
  const T = terrain(s)
  const line = latticePointsOn(pit.out.from, pit.out.to)
  for (let back = 0; back <= 3; back++) {
    const shift = scale(T.startDirection, -back)
    const pts = line
      .map((q) => ({ x: q.x + shift.x, y: q.y + shift.y }))
      .filter((q) => T.drivable(q.x, q.y) && occupant(s, q, seat) < 0)
    if (pts.length > 0) return pts
  }
  return []
}

/**
 * The tyre choices when leaving the boxes: after new tyres in the advanced game, soft or
 * hard within the car's tank strategy and slick or rain (BO 11, BO 13); otherwise none.
 */
export const tyreChoices = (
  s: BolideState,
  seat: number,
): ReadonlyArray<{ readonly strategy: Strategy; readonly tread: Tread }> => {
  const c = carOf(s, seat)
  if (s.rules !== 'advanced' || !c.pit?.newTyres) return [{ strategy: c.strategy, tread: c.tread }]
  const strategies: ReadonlyArray<Strategy> = STRATEGY_TABLE[c.strategy].halfTank ? ['8+2', '7+3'] : ['6/7+2', '5/7+3']
  return strategies.flatMap((strategy) => (['slick', 'rain'] as const).map((tread) => ({ strategy, tread })))
}

/** Checks a pit exit. */
export const pitExitProblem = (s: BolideState, seat: number, a: PitExitAction): RuleViolation<Code> | null => {
  if (!pitExitPoints(s, seat).some((q) => samePoint(q, a.to)))
    return refusal('NOT_ON_PIT_OUT_LINE', `(${a.to.x},${a.to.y}) is not a free point of the Pit Lane Out line.`)
  if (!tyreChoices(s, seat).some((o) => o.strategy === a.strategy && o.tread === a.tread))
    return refusal('TYRES_NOT_ALLOWED', `Tyres ${a.strategy} ${a.tread} cannot be fitted at this stop.`)
  return null
}
