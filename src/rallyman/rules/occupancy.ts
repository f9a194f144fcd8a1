/**
 * Room on the road (RM ART.12): a straight cell holds as many cars as it has lanes, a
 * corner, cord or half cell one. A car off the road does not block (case 4); a spun car
 * does, and in a corner it blocks the road (tight line and drift; the cord on the verge stays
 * open). A car sideways on a half cell cannot be overtaken on the whole cell (RM ART.18).
 */
import type { Car, RallymanState } from '../state.js'
import type { Cell, Stage } from '../stage/stage.js'

/** The car stands on the road and takes room. */
export const onRoad = (car: Car): boolean => car.status === 'racing' && car.cell >= 0 && (car.off === 'none' || car.off === 'spin')

/** Cars other than `seat` standing on a cell. */
export const carsOn = (state: RallymanState, cellId: number, seat: number): number => {
  let n = 0
  for (const c of state.cars) if (c.seat !== seat && c.cell === cellId && onRoad(c)) n++
  return n
}

/** Can the car `seat` move onto this cell. */
export const hasRoom = (state: RallymanState, stage: Stage, cell: Cell, seat: number): boolean => {
  if (carsOn(state, cell.id, seat) >= cell.capacity) return false
  if (cell.line === 'tight' || cell.line === 'drift') {
    const spun = state.cars.some((c) => {
      if (c.seat === seat || c.off !== 'spin' || !onRoad(c)) return false
      const other = stage.cells[c.cell]
      return other !== undefined && other.step === cell.step && (other.line === 'tight' || other.line === 'drift')
    })
    if (spun) return false
  }
  if (cell.line === 'road') {
    // The whole cell of a split step is blocked while a car is sideways on its halves.
    const sideways = state.cars.some((c) => {
      if (c.seat === seat || !onRoad(c)) return false
      const other = stage.cells[c.cell]
      return other !== undefined && other.line === 'half' && other.step === cell.step
    })
    if (sideways) return false
  }
  return true
}
