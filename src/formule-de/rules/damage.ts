/**
 * Points lost on the race sheet, dangerous spaces and eliminations: FD-B l'état de la voiture
 * (a part at zero), FD-A 6 / FD-T 13-3, 17-0-1 (a body or engine point lost marks the space),
 * FD-T 20-7 (which wrecks stay on the track until the next round). Promises: a part never
 * goes below zero, every loss and every elimination is an event, a space is marked once.
 */
import type { WearPart, WearReason } from '../events.js'
import { withCar, type Event } from '../flow.js'
import type { Car, State } from '../state.js'
import { ELIMINATION_TABLE, eliminationKind, type OutReason } from './elimination.js'
import { circuitOf } from '../board.js'
import { stateWith, wearWith } from '../records.js'

/** Car `i` loses `amount` points of `part` (nothing when `amount` is 0 or less). */
export const lose = (
  state: State,
  i: number,
  part: WearPart,
  amount: number,
  reason: WearReason,
  events: Event[],
): State => {
  if (amount <= 0) return state
  const car = state.cars[i] as Car
  events.push({ type: 'wear', car: i, part, amount, reason })
  if (part === 'holding') return withCar(state, i, { holding: Math.max(0, car.holding - amount) })
  const next = withCar(state, i, { wear: wearWith(car.wear, part, Math.max(0, car.wear[part] - amount)) })
  // A body or engine point lost makes the space dangerous (FD-A 6; FD-T 13-3, 17-0-1).
  return part === 'body' || part === 'engine' ? markDanger(next, car.space, events) : next
}

/** Marks a track space dangerous (with the road-holding rule; once per space: FD-A 6, FD-T 17-0-1). */
export const markDanger = (state: State, space: number, events: Event[]): State => {
  if (!state.rules.roadHolding || state.dangerous.includes(space) || circuitOf(state).spaces[space]?.kind !== 'track')
    return state
  events.push({ type: 'dangerous', space })
  return stateWith(state, { dangerous: [...state.dangerous, space] })
}

/** Car `i` is out for `reason`; in the tournament its wreck may stay until the next round (FD-T 20-7). */
export const eliminate = (state: State, i: number, reason: OutReason, events: Event[]): State => {
  events.push({ type: 'eliminated', car: i, reason })
  // Tournament: wrecks of blocking, body and engine stay until the next round (FD-T 20-7).
  const stays = state.rules.preset === 'tournament' && !ELIMINATION_TABLE[eliminationKind(reason)].immediateRemoval
  return withCar(state, i, { status: 'out', out: reason, wreck: stays && (state.cars[i]?.space ?? -1) >= 0 })
}

/** A racing car loses a body point; at zero it is out (FD-B accrochage). */
export const loseBody = (state: State, i: number, reason: WearReason, events: Event[]): State => {
  const car = state.cars[i] as Car
  if (car.status !== 'racing') return state
  const next = lose(state, i, 'body', 1, reason, events)
  return (next.cars[i] as Car).wear.body <= 0 ? eliminate(next, i, 'body', events) : next
}
