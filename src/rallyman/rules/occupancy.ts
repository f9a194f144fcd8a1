/**
 * Room on the road (RM ART.12): a straight cell holds as many cars as it has lanes, a
 * corner, cord or half cell one. A car off the road does not block (case 4); a spun car
 * does, and in a corner it blocks the road (tight line and drift; the cord on the verge stays
 * open). A car sideways on a half cell cannot be overtaken on the whole cell (RM ART.18).
 */
import type { Car, RallymanState } from '../state.js'
import type { Cell, Stage } from '../stage/stage.js'

/** The car stands on the road and takes room. */
export const onRoad = (car: Car): boolean =>
  car.status === 'racing' && car.cell >= 0 && (car.off === 'none' || car.off === 'spin')

/** Cars other than `seat` standing on a cell. */
export const carsOn = (state: RallymanState, cellId: number, seat: number): number => {
  let n = 0
  const cars = state.cars
  for (let i = 0; i < cars.length; i++) {
    const c = cars[i] as Car
    if (c.seat !== seat && c.cell === cellId && onRoad(c)) n++
  }
  return n
}

/** Can the car `seat` move onto this cell. */
export const hasRoom = (state: RallymanState, stage: Stage, cell: Cell, seat: number): boolean => {
  if (carsOn(state, cell.id, seat) >= cell.capacity) return false
  const corner = cell.line === 'tight' || cell.line === 'drift'
  if (!corner && cell.line !== 'road') return true
  // Indexed loops, not closures: the big-attack searches ask this for every cell they try.
  const cars = state.cars
  for (let i = 0; i < cars.length; i++) {
    const c = cars[i] as Car
    if (c.seat === seat || !onRoad(c)) continue
    const other = stage.cells[c.cell]
    if (other === undefined || other.step !== cell.step) continue
    // A spun car blocks the corner; the whole cell of a split step is blocked while a car is sideways on its halves.
    if (corner ? c.off === 'spin' && (other.line === 'tight' || other.line === 'drift') : other.line === 'half')
      return false
  }
  return true
}
