/**
 * Copies of the state's records with some fields replaced, for the reducer: every copy is
 * written field by field, so that every state, car and race sheet has one shape (one V8
 * hidden class) however it was made (setup, the exact decoder of a saved state, an earlier
 * step). `{ ...car, ...patch }` makes objects whose own copies then take V8's slow path:
 * measured 0.65–0.9 µs a car copy against 0.1 µs, several copies a step. The types make a
 * field added to a record and forgotten here a compile error.
 */
import type { Car, State } from './state.js'
import type { Wear } from './rules/wear.js'

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

const copyState = (s: State): Mutable<State> => ({
  version: s.version,
  board: s.board,
  laps: s.laps,
  cars: s.cars,
  round: s.round,
  order: s.order,
  step: s.step,
  arrivals: s.arrivals,
  finishers: s.finishers,
  rules: s.rules,
  sky: s.sky,
  qualifyingSky: s.qualifyingSky,
  wet: s.wet,
  skyRollDue: s.skyRollDue,
  dangerous: s.dangerous,
  qualifying: s.qualifying,
})

const copyCar = (c: Car): Mutable<Car> => ({
  name: c.name,
  space: c.space,
  gear: c.gear,
  wear: c.wear,
  lap: c.lap,
  corner: c.corner,
  stops: c.stops,
  spun: c.spun,
  started: c.started,
  stalled: c.stalled,
  pit: c.pit,
  serviced: c.serviced,
  arrival: c.arrival,
  status: c.status,
  out: c.out,
  tyre: c.tyre,
  tyreLap: c.tyreLap,
  holding: c.holding,
  standPoints: c.standPoints,
  sheet: c.sheet,
  wreck: c.wreck,
  inertia: c.inertia,
  stand: c.stand,
})

/** The state with some fields replaced (the input is not modified). */
export const stateWith = (state: State, patch: Partial<State>): State => Object.assign(copyState(state), patch)

/** The car with some fields replaced (the input is not modified). */
export const carWith = (car: Car, patch: Partial<Car>): Car => Object.assign(copyCar(car), patch)

/** A race sheet of these points, written field by field. */
export const wearOf = (tyres: number, brakes: number, fuel: number, body: number, engine: number): Wear => ({
  tyres,
  brakes,
  fuel,
  body,
  engine,
})

/** A race sheet with one part replaced. */
export const wearWith = (wear: Wear, part: keyof Wear, points: number): Wear => {
  const w: Mutable<Wear> = wearOf(wear.tyres, wear.brakes, wear.fuel, wear.body, wear.engine)
  w[part] = points
  return w
}
