/**
 * Lap counting (BO 1): a car completes a lap when its move touches or crosses the finish
 * line going forward. The half-way line must have been passed since the last crossing
 * (our guard against counting a car that touches the line twice or reverses over it);
 * the first crossing, from the grid, needs no half-way passage.
 */
import { circuitOf } from '../board.js'
import { dot, sub, type Point } from '../grid/point.js'
import { segmentsTouch } from '../grid/segment.js'
import type { RaceEvent } from '../events.js'
import type { BolideState } from '../state.js'
import { carOf, terrain, withCar } from './context.js'

/** The result of checking the lines crossed by a move. */
export interface LineResult {
  /** The state with the car's lap counters (and finish) updated. */
  readonly state: BolideState
  /** Lap, half-way and finish events. */
  readonly events: ReadonlyArray<RaceEvent>
}

/** Whether the move `from`→`to` crosses the finish line forward. */
export const crossesFinish = (s: BolideState, from: Point, to: Point): boolean => {
  const finish = circuitOf(s).finish
  return segmentsTouch(from, to, finish.from, finish.to) && dot(sub(to, from), terrain(s).startDirection) > 0
}

/**
 * Applies the finish and half-way lines to the move of `seat` from `from` to its current
 * point. `enteringPit`: the move also enters the pit lane (a ½-fuel car refuels there).
 */
export const checkLines = (s: BolideState, seat: number, from: Point, enteringPit = false): LineResult => {
  const car = carOf(s, seat)
  const to = car.pos
  const events: RaceEvent[] = []
  const halfway = circuitOf(s).halfway
  let next = s
  if (car.crossings >= 1 && !car.halfway && segmentsTouch(from, to, halfway.from, halfway.to)) {
    next = withCar(next, seat, { halfway: true })
    // BO 16: the first car past the half-way line of a lap earns the intermediate point.
    const i = car.crossings - 1
    const first = (next.intermediate[i] ?? -1) < 0
    events.push({ type: 'half-way', seat, lap: car.crossings, first })
    if (first) next = { ...next, intermediate: next.intermediate.map((v, k) => (k === i ? seat : v)) }
  }
  const now = carOf(next, seat)
  if ((now.crossings === 0 || now.halfway) && crossesFinish(s, from, to)) {
    const crossings = now.crossings + 1
    if (crossings > s.laps) {
      const rank = s.finished + 1
      next = {
        ...withCar(next, seat, {
          crossings,
          halfway: false,
          mode: 'finished',
          finishRank: rank,
          finishRound: s.round,
          vel: { x: 0, y: 0 },
        }),
        finished: rank,
      }
      events.push({ type: 'finished', seat, rank })
    } else {
      next = withCar(next, seat, { crossings, halfway: false })
      if (crossings > 1) events.push({ type: 'lap', seat, lap: crossings })
      // BO 11: a half-tank car that did not refuel runs dry at the end of lap 1.
      const c = carOf(next, seat)
      if (s.rules === 'advanced' && !c.fuelled && crossings >= 2 && !enteringPit) {
        next = withCar(next, seat, { mode: 'out', outReason: 'out-of-fuel' })
        events.push({ type: 'wrecked', seat, at: to, reason: 'out-of-fuel' })
      }
    }
  }
  return { state: next, events }
}
