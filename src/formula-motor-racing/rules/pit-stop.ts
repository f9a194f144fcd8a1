import type { CarId } from '../cars.js'
import { dropCar, noEffect, type Effect, type RunningOrder } from './running-order.js'

/**
 * FMR Arrêt au Stand: on 1-6 the car drops that many places (stopping at the last racing
 * place), on 7-12 it does not stop and keeps its place.
 */
export const pitStop = (running: RunningOrder, car: CarId, roll: number): Effect =>
  roll >= 1 && roll <= 6 ? dropCar(running, car, roll) : noEffect(running)
