import type { CarId } from '../cars.js'
import { indexIn } from '../lists.js'

/**
 * The running order: racing cars, pole first, with no gaps ("les trous devront être
 * comblés"), and the out-of-race queue, front first (the car that left first is last).
 * @group Rules
 */
export interface RunningOrder {
  /** Racing cars, pole first. */
  readonly order: ReadonlyArray<CarId>
  /** Cars out of the race, front of the queue first: they finish behind every racing car. */
  readonly out: ReadonlyArray<CarId>
}

/** One car changing place, 1-based places among the racing cars. @group Rules */
export interface Move {
  /** The car that moved. */
  readonly car: CarId
  /** Its place before. */
  readonly from: number
  /** Its place after. */
  readonly to: number
}

/** The result of a card: the new running order, the moves and the cars put out of the race. @group Rules */
export interface Effect extends RunningOrder {
  /** Cars the card moved directly (cars pushed back by one to close a gap are not listed). */
  readonly moves: ReadonlyArray<Move>
  /** Cars put out of the race, in the order they joined the queue's front. */
  readonly retired: ReadonlyArray<CarId>
}

/** A card that changes nothing. */
export const noEffect = (running: RunningOrder): Effect => ({
  order: running.order,
  out: running.out,
  moves: [],
  retired: [],
})

/**
 * The order with the `count` cars from index `from` moved together to start at index `to`,
 * the cars in between closing up behind or in front of them. One exact-size copy and a
 * shift: `splice` returns a list of what it removed, and this runs on most plays.
 */
export const withBlockMoved = (order: ReadonlyArray<CarId>, from: number, count: number, to: number): CarId[] => {
  // The shifts read the copy (`order` may be a state's frozen list, read several times slower
  // on Node 20): each reads a place before any write reaches it.
  const next = [...order]
  if (to < from) {
    // Forward: the cars passed drop back by `count` places.
    for (let i = from - 1; i >= to; i--) next[i + count] = next[i] as CarId
  } else {
    // Back: the cars dropped behind move up by `count` places.
    for (let i = from + count; i < to + count; i++) next[i - count] = next[i] as CarId
  }
  for (let k = 0; k < count; k++) next[to + k] = order[from + k] as CarId
  return next
}

/**
 * Moves one car alone to a new index among the racing cars (clamped to the field), the
 * others closing up: moving forward pushes the cars passed back by one, and vice versa.
 */
export const moveCar = (running: RunningOrder, car: CarId, toIndex: number): Effect =>
  moveFrom(running, indexIn(running.order, car), toIndex)

// moveCar from a known index (-1: not racing).
const moveFrom = (running: RunningOrder, from: number, toIndex: number): Effect => {
  const car = running.order[from]
  if (car === undefined) return noEffect(running)
  const to = Math.max(0, Math.min(running.order.length - 1, toIndex))
  if (to === from) return noEffect(running)
  return {
    order: withBlockMoved(running.order, from, 1, to),
    out: running.out,
    moves: [{ car, from: from + 1, to: to + 1 }],
    retired: [],
  }
}

/** Moves a car forward `places` places alone (gains past first place are lost). */
export const advanceCar = (running: RunningOrder, car: CarId, places: number): Effect => {
  const from = indexIn(running.order, car)
  return moveFrom(running, from, from - places)
}

/** Moves a car back `places` places (stopping at the last racing place). */
export const dropCar = (running: RunningOrder, car: CarId, places: number): Effect => {
  const from = indexIn(running.order, car)
  return moveFrom(running, from, from < 0 ? -1 : from + places)
}

/** Sends a car to the last place of the racing cars. */
export const sendToLast = (running: RunningOrder, car: CarId): Effect => moveCar(running, car, running.order.length - 1)

/**
 * Puts cars out of the race. They join the front of the out-of-race queue together, in
 * their relative order (FMR Collision); a single car simply joins the front (FMR Effets).
 */
export const retireCars = (running: RunningOrder, cars: ReadonlyArray<CarId>): Effect => {
  const leaving: CarId[] = []
  const staying: CarId[] = []
  // Indexed loops: `for…of` on a state's frozen list is several times slower on Node 20.
  const { order } = running
  for (let i = 0; i < order.length; i++) {
    const car = order[i] as CarId
    ;(cars.includes(car) ? leaving : staying).push(car)
  }
  if (leaving.length === 0) return noEffect(running)
  // The queue by push, not `concat` (which V8 runs in its runtime).
  const out = [...leaving]
  for (let i = 0; i < running.out.length; i++) out.push(running.out[i] as CarId)
  return { order: staying, out, moves: [], retired: leaving }
}

/**
 * The classification: racing cars in order, then the out-of-race queue (the first car out
 * is last). It is also the next race's grid (FMR Fin de la course).
 */
export const classification = (running: RunningOrder): ReadonlyArray<CarId> => {
  // A loop, not `concat`: V8 runs concat in its runtime, at many times the cost of a copy.
  const { order, out } = running
  const all = [...order]
  for (let i = 0; i < out.length; i++) all.push(out[i] as CarId)
  return all
}
