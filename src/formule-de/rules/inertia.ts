/**
 * Engine inertia, tournament only (FD-T 16-0-3 to 16-0-9): a car whose engine breaks in 5th
 * or 6th on the track, without a spin (Annexe 4), is not out at once: it plays one last move
 * with the 4th-gear die to the farthest space that does not eliminate it (the soft +1 used to
 * go farthest, no pit lane), a dangerous space marked where it stops; past the penultimate
 * corner of its last lap it limps on, at least one gear lower each turn, to the finish. A car
 * whose engine breaks in 4th or lower, or spun, has no inertia (FD-T 16-0-3-1). Promises: the
 * inertia move is forced (the 4th-gear die, the farthest spaces, the cheapest ways when blocked).
 */
import type { Gear } from '../dice.js'
import { spaceOf, withCar, type Event } from '../flow.js'
import type { Car, State } from '../state.js'
import { eliminate, markDanger } from './damage.js'
import { allowedGears } from './gearbox.js'
import type { MoveOption } from './movement.js'
import { circuitOf } from '../board.js'

/**
 * The last engine point lost: out at once, except in the tournament for a car in 5th or 6th
 * that has not spun, which plays its inertia (FD-T 16-0-3). In the tournament a car in 4th or
 * lower (an overrev into 1st or 2nd that breaks the last engine point) or spun has no inertia:
 * it is out and taken off the track at once, leaving no wreck (FD-T 16-0-3-1, 20-4-3; Annexe 4).
 */
export const engineBreaks = (state: State, i: number, events: Event[]): State => {
  const car = state.cars[i] as Car
  if (state.rules.preset !== 'tournament') return eliminate(state, i, 'engine', events)
  if (car.gear < 5 || car.spun || spaceOf(state, car)?.kind !== 'track') {
    return withCar(eliminate(state, i, 'engine', events), i, { wreck: false })
  }
  events.push({ type: 'eliminated', car: i, reason: 'engine-inertia' })
  return withCar(state, i, { inertia: true })
}

/** Whether a car has left the penultimate corner of its last lap (FD-T 16-0-6, 16-0-7). */
export const pastPenultimateCorner = (state: State, car: Car): boolean => {
  const c = circuitOf(state)
  const pc = c.corners.length - 2
  if (car.lap < state.laps || pc < 0) return car.lap >= state.laps && pc < 0
  if (car.corner === pc) return false
  const last = Math.max(...c.spaces.filter((sp) => sp.corner === pc).map((sp) => sp.level))
  return (c.spaces[car.space]?.level ?? 0) > last
}

/**
 * The gears of a car in inertia: the 4th-gear die after the break (FD-T 16-0-3: a die, not a
 * downshift, so no overrev); limping to the finish, at least one gear lower each turn down to
 * 1st, skipping gears with the overrev paid as usual ("autorisé à utiliser des PdV
 * consommation", FD-T 16-0-6).
 */
export const inertiaGears = (car: Car): ReadonlyArray<Gear> => {
  if (car.gear >= 5) return [4]
  if (car.gear === 1) return [1]
  return allowedGears(car.gear, car.wear, 'tournament').filter((g) => g < car.gear)
}

/** Whether the car's next gear is the inertia die after the break, which pays no overrev (FD-T 16-0-3). */
export const inertiaDie = (car: Car): boolean => car.inertia && car.gear >= 5

/**
 * Inertia: the farthest space that does not eliminate the car if there is one (FD-T 16-0-3,
 * 12-1-3; the soft +1 used to go farthest, 16-0-8; no pit lane, 16-0-9).
 */
export const inertiaMoves = <M extends MoveOption>(
  state: State,
  car: Car,
  moves: ReadonlyArray<M>,
): ReadonlyArray<M> => {
  const c = circuitOf(state)
  const reach = (o: MoveOption): number => (c.spaces[o.end]?.level ?? 0) + (o.crossed ? c.levels : 0)
  const safe = moves.filter((o) => o.eliminated === null)
  const pool = safe.length > 0 ? safe : moves
  const best = Math.max(...pool.map(reach))
  const far = pool.filter((o) => reach(o) === best)
  // Blocked: keep the ways that spend the least (FD-T 16-0-3 "il essaie de l'éviter au maximum").
  const least = Math.min(...far.map((o) => o.brakesLost + o.tyresLost))
  return car === undefined ? far : far.filter((o) => o.brakesLost + o.tyresLost === least)
}

/**
 * After an inertia move: a sticker where the car stops; out unless it is limping to the
 * finish (FD-T 16-0-3, 16-0-6). Whether it limps depends on where the engine broke, which is
 * where this move began (a broken car does not move until its inertia): past the penultimate
 * corner of the race, or out of it by an overshoot, but not stopped inside it, even when the
 * inertia move then carries it out (FD-T 16-0-7).
 */
export const afterInertiaMove = (state: State, i: number, before: Car, end: number, events: Event[]): State => {
  const s = markDanger(state, end, events)
  if (pastPenultimateCorner(s, before)) return s
  return eliminate(withCar(s, i, { inertia: false }), i, 'engine', events)
}
