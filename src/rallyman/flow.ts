/**
 * The reducer's working context: the state being built and the events so far. Each reduce
 * call owns one; rule functions replace `ctx.state` with new objects (never mutating a
 * state) so the caller's state stays as it was.
 */
import type { RallymanEvent, Unnamed } from './events.js'
import type { Car, RallymanState, Turn } from './state.js'

/** The state under construction and its events. */
export interface Ctx {
  /** Current state (a new object after each change). */
  state: RallymanState
  /** Events in order. */
  readonly events: RallymanEvent[]
}

/** The car of a seat. */
export const carOf = (state: RallymanState, seat: number): Car => state.cars[seat] as Car

/** A copy of a car (on `cell`, by default its own), field by field (V8 copies a spread of a spread far more slowly). */
export const copyCar = (car: Car, cell = car.cell): Car => ({
  seat: car.seat,
  name: car.name,
  status: car.status,
  cell,
  gear: car.gear,
  restart: car.restart,
  off: car.off,
  chrono: car.chrono,
  seconds: car.seconds,
  gearLost: car.gearLost,
  punctures: car.punctures,
  spareWheel: car.spareWheel,
  sisu: car.sisu,
  tyres: car.tyres,
  softSector: car.softSector,
  arrived: car.arrived,
  times: car.times,
  retired: car.retired,
})

/** A copy of a state, field by field (as {@link copyCar}). */
export const copyState = (state: RallymanState): RallymanState => ({
  game: state.game,
  version: state.version,
  config: state.config,
  board: state.board,
  special: state.special,
  cars: state.cars,
  startOrder: state.startOrder,
  round: state.round,
  order: state.order,
  next: state.next,
  turn: state.turn,
  pending: state.pending,
  snow: state.snow,
  dirty: state.dirty,
  clean: state.clean,
  cordDeck: state.cordDeck,
  stamp: state.stamp,
  splits: state.splits,
  over: state.over,
})

/**
 * A state with some fields replaced: a field-by-field copy, then the patch written over it.
 * Never a spread: V8 gives a spread copy a hidden class outside its transition tree, and
 * freezing such an object (every observation handed to a policy is frozen) builds a new
 * hidden class each time, about fifteen times the cost of freezing a copy like this one.
 */
export const stateWith = (state: RallymanState, patch: Partial<RallymanState>): RallymanState =>
  Object.assign(copyState(state), patch)

/** A car with some fields replaced (as {@link stateWith}). */
export const carWith = (car: Car, patch: Partial<Car>): Car => Object.assign(copyCar(car), patch)

/** Replaces fields of one car. */
export const patchCar = (ctx: Ctx, seat: number, patch: Partial<Car>): void => {
  const cars = [...ctx.state.cars]
  cars[seat] = carWith(cars[seat] as Car, patch)
  ctx.state = stateWith(ctx.state, { cars })
}

/** A copy of a turn, field by field (as {@link copyCar}). */
export const copyTurn = (turn: Turn): Turn => ({
  seat: turn.seat,
  mode: turn.mode,
  gears: turn.gears,
  gas: turn.gas,
  gasOnAsphalt: turn.gasOnAsphalt,
  warnings: turn.warnings,
  snowWarnings: turn.snowWarnings,
  gear: turn.gear,
  dice: turn.dice,
  placed: turn.placed,
  ignore: turn.ignore,
  soiled: turn.soiled,
  pool: turn.pool,
  uTurn: turn.uTurn,
})

/** A turn with some fields replaced (as {@link stateWith}). */
export const turnWith = (turn: Turn, patch: Partial<Turn>): Turn => Object.assign(copyTurn(turn), patch)

/** Replaces fields of the turn. */
export const patchTurn = (ctx: Ctx, patch: Partial<Turn>): void => {
  const turn = ctx.state.turn
  if (turn !== null) ctx.state = stateWith(ctx.state, { turn: turnWith(turn, patch) })
}

/** Records an event (a fresh literal: it is named in place); an event about a car gets its driver's name from the config. */
export const emit = (ctx: Ctx, event: Unnamed<RallymanEvent>): void => {
  // Every caller passes a fresh literal that nothing else holds: the name is added in place
  // (last, as a spread copy would put it) rather than copying the event.
  if ('seat' in event)
    (event as unknown as { name: string }).name = ctx.state.config.drivers[event.seat]?.name ?? `seat ${event.seat}`
  ctx.events.push(event as RallymanEvent)
}

/** A fresh arrival stamp (ties of RM ART.3.4). */
export const stampOf = (ctx: Ctx): number => {
  const s = ctx.state.stamp
  ctx.state = stateWith(ctx.state, { stamp: s + 1 })
  return s
}
