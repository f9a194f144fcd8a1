/**
 * The life of a special (RM ART.1-3, 14, 15, 22): weather rolled tile by tile, tyre
 * choices, rounds with staggered starts, the end with times, the secret time-control
 * penalties, the assistance, and the next special in classification order.
 */
import { carOf, carWith, emit, patchCar, stateWith, type Ctx } from '../flow.js'
import type { Car, Turn } from '../state.js'
import { START } from '../stage/stage.js'
import { classificationOrder, roadOrder } from './order.js'
import { retire } from './control.js'
import { stagesOf } from '../stage/board.js'

/** A fresh turn for a car (RM ART.4 phase 1: the engaged gear, or 0 to restart in first). */
export const freshTurn = (car: Car): Turn => ({
  seat: car.seat,
  mode: 'none',
  gears: [],
  gas: 0,
  gasOnAsphalt: 0,
  warnings: 0,
  snowWarnings: 0,
  gear: car.restart ? 0 : car.gear,
  dice: 0,
  placed: 0,
  ignore: false,
  soiled: [],
  pool: [],
  uTurn: null,
})

/** Gives the wheel to a car: it is put back on the road if it went off (RM ART.7.3). */
export const beginTurn = (ctx: Ctx, seat: number): void => {
  if (carOf(ctx.state, seat).gearLost >= 5) {
    // RM ART.8: with every gear die lost the car cannot move again (assumption: retirement).
    retire(ctx, seat, 'wrecked')
    ctx.state = stateWith(ctx.state, { turn: null })
    nextCar(ctx)
    return
  }
  patchCar(ctx, seat, { off: 'none' })
  ctx.state = stateWith(ctx.state, { turn: freshTurn(carOf(ctx.state, seat)), pending: null })
  emit(ctx, { type: 'turn', seat, round: ctx.state.round })
}

/** Starts round `round`: the next car of the start order leaves (RM ART.3.3), then road order. */
export const beginRound = (ctx: Ctx, round: number): void => {
  const starter = ctx.state.startOrder[round - 1]
  ctx.state = stateWith(ctx.state, { round })
  if (starter !== undefined && carOf(ctx.state, starter).status === 'waiting')
    patchCar(ctx, starter, { status: 'racing', cell: START })
  const order = roadOrder(ctx.state)
  ctx.state = stateWith(ctx.state, { order, next: 0 })
  const first = order[0]
  if (first === undefined) {
    endSpecial(ctx)
    return
  }
  beginTurn(ctx, first)
}

/** Passes the wheel to the next car of the round, or starts the next round, or ends the special. */
export const nextCar = (ctx: Ctx): void => {
  const soiled = ctx.state.turn?.soiled ?? []
  if (soiled.length > 0) {
    const dirty = [...ctx.state.dirty]
    for (const i of soiled) dirty[i] = (dirty[i] ?? 0) + 1
    ctx.state = stateWith(ctx.state, { dirty, turn: null })
  }
  const { order } = ctx.state
  for (let i = ctx.state.next + 1; i < order.length; i++) {
    const seat = order[i] as number
    if (carOf(ctx.state, seat).status === 'racing') {
      ctx.state = stateWith(ctx.state, { next: i })
      beginTurn(ctx, seat)
      return
    }
  }
  const anyone = ctx.state.cars.some((c) => c.status === 'racing' || c.status === 'waiting')
  if (anyone) beginRound(ctx, ctx.state.round + 1)
  else endSpecial(ctx)
}

const tyreChoiceDue = (ctx: Ctx, special: number): boolean =>
  ctx.state.config.rules.tyres && (special === 0 || ctx.state.config.rally.specials[special - 1]?.assistance === true)

/** Asks the next driver (after `after` in start order) for tyres, or starts the first round. */
export const askTyres = (ctx: Ctx, after: number): void => {
  const order = ctx.state.startOrder
  const seat = order[after + 1]
  if (seat !== undefined && tyreChoiceDue(ctx, ctx.state.special)) {
    ctx.state = stateWith(ctx.state, { pending: { kind: 'tyres', seat }, turn: null })
    return
  }
  beginRound(ctx, 1)
}

/** Sets up special `k` with the given start order. */
export const startSpecial = (ctx: Ctx, k: number, startOrder: ReadonlyArray<number>): void => {
  const stage = stagesOf(ctx.state)[k]
  const plan = ctx.state.config.rally.specials[k]
  if (stage === undefined || plan === undefined) return
  // RM ART.24.3: soft tyres not changed since the last special count as S3 (S2 after a one-tile special).
  const previous = stagesOf(ctx.state)[k - 1]
  const worn = k > 0 && !tyreChoiceDue(ctx, k) && previous !== undefined ? (previous.zones.length === 1 ? 2 : 3) : null
  const cars = ctx.state.cars.map(
    (c): Car =>
      c.status === 'retired'
        ? c
        : carWith(c, {
            status: 'waiting',
            cell: START,
            gear: 0,
            restart: true,
            off: 'none',
            chrono: 0,
            seconds: 0,
            arrived: 0,
            softSector: c.tyres === 'soft' && worn !== null ? Math.max(worn, c.softSector ?? 0) : null,
          }),
  )
  const fixedSnow = stage.zones.map((_, i) => ctx.state.config.rules.tyres && plan.snow.includes(i))
  ctx.state = stateWith(ctx.state, {
    special: k,
    cars,
    startOrder,
    round: 0,
    order: [],
    next: 0,
    turn: null,
    pending: null,
    snow: fixedSnow,
    dirty: stage.corners.map(() => 0),
    clean: stage.corners.map(() => false),
  })
  emit(ctx, {
    type: 'special-start',
    special: k,
    order: startOrder,
    names: startOrder.map((seat) => carOf(ctx.state, seat).name),
  })
  if (ctx.state.config.rally.weather === 'variable' && ctx.state.config.rules.tyres) {
    ctx.state = stateWith(ctx.state, { snow: stage.zones.map(() => false), pending: { kind: 'weather', tile: 0 } })
    return
  }
  askTyres(ctx, -1)
}

/** Applies the weather die of the pending tile (RM ART.15.2). */
export const applyWeather = (ctx: Ctx, tile: number, snow: boolean): void => {
  const flags = [...ctx.state.snow]
  flags[tile] = snow
  ctx.state = stateWith(ctx.state, { snow: flags })
  emit(ctx, { type: 'weather', special: ctx.state.special, tile, snow })
  if (tile + 1 < flags.length) ctx.state = stateWith(ctx.state, { pending: { kind: 'weather', tile: tile + 1 } })
  else askTyres(ctx, -1)
}

/** Every car is through: secret penalties if time control is on, else close the special. */
export const endSpecial = (ctx: Ctx): void => {
  const k = ctx.state.special
  emit(ctx, { type: 'special-over', special: k })
  const last = k >= stagesOf(ctx.state).length - 1
  const alive = ctx.state.cars.some((c) => c.status !== 'retired')
  if (ctx.state.config.rules.timeControl && !last && alive) {
    ctx.state = stateWith(ctx.state, {
      turn: null,
      pending: { kind: 'penalty', tokens: ctx.state.cars.map((c) => (c.status === 'retired' ? 0 : null)) },
    })
    return
  }
  closeSpecial(ctx)
}

/** RM ART.22: the penalties revealed together are added to the special's time. */
export const applyPenalties = (ctx: Ctx, tokens: ReadonlyArray<number>): void => {
  const k = ctx.state.special
  ctx.state.cars.forEach((car) => {
    const n = tokens[car.seat] ?? 0
    if (car.status === 'retired') return
    const seconds = n * ctx.state.config.cards.penaltyToken
    const times = [...car.times]
    times[k] = (times[k] ?? 0) + seconds
    patchCar(ctx, car.seat, { times })
    emit(ctx, { type: 'penalty', seat: car.seat, seconds })
  })
  closeSpecial(ctx)
}

/** Assistance (RM ART.14) and the next special, or the end of the rally. */
export const closeSpecial = (ctx: Ctx): void => {
  const k = ctx.state.special
  if (ctx.state.config.rally.specials[k]?.assistance === true) {
    ctx.state = stateWith(ctx.state, {
      cars: ctx.state.cars.map((c) =>
        c.status === 'retired' ? c : carWith(c, { gearLost: 0, punctures: 0, spareWheel: true }),
      ),
    })
    emit(ctx, { type: 'assistance', special: k })
  }
  const last = k + 1 >= stagesOf(ctx.state).length
  // RM ART.10: without an assistance a punctured car may fit its spare wheel between specials.
  const spare = ctx.state.cars
    .filter((c) => c.status !== 'retired' && c.punctures > 0 && c.spareWheel)
    .map((c) => c.seat)
  if (!last && spare.length > 0 && ctx.state.config.rally.specials[k]?.assistance !== true) {
    ctx.state = stateWith(ctx.state, { turn: null, pending: { kind: 'spare', seats: spare } })
    return
  }
  nextSpecial(ctx)
}

/** The next special in classification order, or the end of the rally. */
export const nextSpecial = (ctx: Ctx): void => {
  const k = ctx.state.special
  const order = classificationOrder(ctx.state)
  if (k + 1 >= stagesOf(ctx.state).length || order.length === 0) {
    ctx.state = stateWith(ctx.state, { turn: null, pending: null, over: true })
    emit(ctx, { type: 'rally-over' })
    return
  }
  startSpecial(ctx, k + 1, order)
}

/** A driver's spare-wheel choice between specials: fitted (not counted on the chrono) or kept. */
export const betweenSpecials = (ctx: Ctx, seat: number, fit: boolean): void => {
  const p = ctx.state.pending
  if (p?.kind !== 'spare') return
  if (fit) {
    const car = carOf(ctx.state, seat)
    patchCar(ctx, seat, { punctures: car.punctures - 1, spareWheel: false })
    emit(ctx, { type: 'spare-wheel', seat })
  }
  const rest = p.seats.filter((s) => s !== seat)
  if (rest.length > 0) ctx.state = stateWith(ctx.state, { pending: { kind: 'spare', seats: rest } })
  else {
    ctx.state = stateWith(ctx.state, { pending: null })
    nextSpecial(ctx)
  }
}
