import type { CarId } from '../cars.js'
import { dropCar, type Effect, type RunningOrder } from './running-order.js'

/**
 * FMR Mauvaise File / Hors Circuit / Perte de Contrôle: any racing car drops 1, 2 or 3
 * places; a car cannot drop below the last racing place (the field closes up).
 */
export const setback = (running: RunningOrder, car: CarId, loss: number): Effect => dropCar(running, car, loss)
