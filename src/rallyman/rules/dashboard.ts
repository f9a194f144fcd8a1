/**
 * The dashboard (RM ART.15.4, RM ART.20, RM ART.24): what a car may do on the cell it
 * drives on, from its tyres, the road surface under the weather, and whether it opens
 * the road on dirt. Pairs the seed does not state behave like asphalt tyres on asphalt
 * (a ruling of the guide's "Components and rulings").
 */
import type { Car, RallymanState } from '../state.js'
import type { Cell, Stage } from '../stage/stage.js'
import type { Surface } from '../stage/zone.js'
import { stagesOf } from '../stage/board.js'

/** The special being run. */
export const stageOf = (state: RallymanState): Stage => stagesOf(state)[state.special] as Stage

/** A cell's surface under today's weather (RM ART.15: a snowy tile shows its back). */
export const surfaceOf = (state: RallymanState, cell: Cell): Surface =>
  state.config.rules.tyres && state.snow[cell.zone] === true ? 'snow' : cell.surface

/** Soft-tyre sector of a tile (RM ART.24.3): 1 for the first tile, 3 for the last of three or more, else 2. */
export const sectorOf = (stage: Stage, tile: number): number => {
  const n = stage.zones.length
  if (tile === 0) return 1
  if (n >= 3 && tile === n - 1) return 3
  return 2
}

/** Warnings that make a car lose control on this cell (RM ART.4: 3; soft tyres 4/3/2 by sector). */
export const warningLimit = (state: RallymanState, car: Car, cell: Cell | null): number => {
  if (!state.config.rules.tyres || car.tyres !== 'soft' || cell === null) return 3
  return 5 - (car.softSector ?? sectorOf(stageOf(state), cell.zone))
}

/** Asphalt tyres on snow lose control at two warnings on snow cells (RM ART.15.4). */
export const countsOnSnow = (state: RallymanState, car: Car, cell: Cell | null): boolean =>
  cell !== null && state.config.rules.tyres && car.tyres === 'asphalt' && surfaceOf(state, cell) === 'snow'

/** Gas dice the car still has: two, less one per unrepaired puncture (RM ART.9.3). */
export const gasDice = (car: Car): number => Math.max(0, 2 - car.punctures)

/** Gear dice the car still has (RM ART.8). */
export const gearDice = (car: Car): number => Math.max(0, 5 - car.gearLost)

/** Snow tyres use one gas die on asphalt cells (RM ART.15.4). */
export const gasLimitOn = (state: RallymanState, car: Car, cell: Cell | null): number =>
  cell !== null && state.config.rules.tyres && car.tyres === 'snow' && surfaceOf(state, cell) === 'asphalt' ? 1 : 2

/** Double downshift is on the dashboard: dirt tyres on dirt, snow tyres on snow (RM ART.19). */
export const doubleDownshiftAllowed = (state: RallymanState, car: Car, cell: Cell | null): boolean => {
  if (cell === null || !state.config.rules.dirt) return false
  const surface = surfaceOf(state, cell)
  return (car.tyres === 'dirt' && surface === 'dirt') || (car.tyres === 'snow' && surface === 'snow')
}

/** Road position of a car for the order of play (RM ART.3.4). */
export const progressOf = (stage: Stage, car: Car): number =>
  car.status === 'finished' ? stage.steps + 1 : car.cell < 0 ? -1 : (stage.cells[car.cell]?.progress ?? -1)

/**
 * The car opens the road (RM ART.20): no other car on the special is as far, or an equal
 * car arrived later. A car becomes leader once it is one cell beyond the ex-leader. The
 * searches ask for a car at `progress` it would have reached, where it would have arrived
 * last (`arrived`: the next stamp).
 */
export const isLeader = (
  state: RallymanState,
  car: Car,
  progress: number = progressOf(stageOf(state), car),
  arrived: number = car.arrived,
): boolean => {
  const stage = stageOf(state)
  return state.cars.every((other) => {
    if (other.seat === car.seat || other.status !== 'racing') return true
    const p = progressOf(stage, other)
    return p < progress || (p === progress && other.arrived > arrived)
  })
}

/** A gas die thrown towards this cell is the leader's orange die (RM ART.20). */
export const orangeGas = (
  state: RallymanState,
  car: Car,
  target: Cell | null,
  progress?: number,
  arrived?: number,
): boolean =>
  state.config.rules.dirt &&
  target !== null &&
  surfaceOf(state, target) === 'dirt' &&
  isLeader(state, car, progress, arrived)
