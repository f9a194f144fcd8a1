import { violation, type RuleViolation, type SeatId } from '../../core/index.js'
import type { PlayAction } from '../actions.js'
import type { FmrCode } from '../codes.js'
import { carSlot, type CarId } from '../cars.js'
import type { CardInfo } from '../cards.js'
import type { RunningOrder } from './running-order.js'
import { TURBO_FIELD, turboTargets } from './turbo.js'
import { indexIn } from '../lists.js'
import { NO_CAR, playsOf } from '../decision-actions.js'

/**
 * The cars a card may be played on, within the card's limits: a coloured card on a racing
 * car of its colour, a neutral card on any racing car, Turbo on one of the last three
 * racing cars, in running order. `[null]` when the die picks the car (spins, Collision) or
 * when no car qualifies (both cars of the colour out: the card is played without effect).
 * Read from the plays {@link pushPlays} lists, so a refusal names the cars the legal
 * actions offer; it is asked on a refusal or a play without a car only.
 */
export const cardTargets = (info: CardInfo, running: RunningOrder): ReadonlyArray<CarId | null> => {
  const plays: PlayAction[] = []
  const places = new Int8Array(12)
  const slots = new Int8Array(12)
  racingPlaces(running, places, slots)
  pushPlays(plays, info, running, places, slots, 0)
  return plays.map((play) => play.car)
}

/**
 * Each racing car's index in the running order by its index in CARS (-1: not racing),
 * written into `places`, and the other way round into `slots` (twelve entries each): where
 * the plays of a card are read from.
 */
export const racingPlaces = (running: RunningOrder, places: Int8Array, slots: Int8Array): void => {
  // A loop, not `fill`: the typed array's fill is a call into the runtime.
  for (let s = 0; s < places.length; s++) places[s] = -1
  const order = running.order
  for (let p = 0; p < order.length; p++) {
    const slot = carSlot(order[p] as CarId)
    places[slot] = p
    slots[p] = slot
  }
}

/**
 * Pushes onto `plays` the plays of the card of `info` by `seat`: one per car of
 * {@link cardTargets}, in the same order (running order), or one with car `null`. The plays
 * are the game's shared ones ({@link playsOf}). `places` and `slots` are those
 * {@link racingPlaces} wrote: a coloured card's two cars are found there, not by a scan.
 */
export const pushPlays = (
  plays: PlayAction[],
  info: CardInfo,
  running: RunningOrder,
  places: Int8Array,
  slots: Int8Array,
  seat: SeatId,
): void => {
  const table = playsOf(seat, info)
  const target = info.spec.target
  if (target === 'die') {
    plays.push(table[NO_CAR] as PlayAction)
    return
  }
  const n = running.order.length
  const from = target === 'last-three' ? Math.max(0, n - TURBO_FIELD) : 0
  const cars = info.cars
  if (cars === null) {
    for (let p = from; p < n; p++) plays.push(table[slots[p] as number] as PlayAction)
    if (from < n) return
  } else {
    const slotA = carSlot(cars[0])
    const slotB = carSlot(cars[1])
    const a = places[slotA] as number
    const b = places[slotB] as number
    const first = a >= from ? a : -1
    const second = b >= from ? b : -1
    if (first >= 0 && (second < 0 || first < second)) {
      plays.push(table[slotA] as PlayAction)
      if (second >= 0) plays.push(table[slotB] as PlayAction)
      return
    }
    if (second >= 0) {
      plays.push(table[slotB] as PlayAction)
      if (first >= 0) plays.push(table[slotA] as PlayAction)
      return
    }
  }
  plays.push(table[NO_CAR] as PlayAction)
}

/** Why a car is not a legal target of a card, or `null` when it is. */
export const targetViolation = (
  info: CardInfo,
  running: RunningOrder,
  car: CarId | null,
): RuleViolation<FmrCode> | null => {
  const { target, section } = info.spec
  if (target === 'die') {
    return car === null
      ? null
      : violation('CAR_CHOSEN_BY_DIE', `The die picks the car of ${info.card}; play it with car null.`, section)
  }
  if (car === null) {
    const targets = cardTargets(info, running)
    return targets[0] === null
      ? null
      : violation('TARGET_REQUIRED', `${info.card} must target a car: ${targets.join(', ')}.`, section)
  }
  const at = indexIn(running.order, car)
  if (at < 0) return violation('CAR_NOT_RACING', `${car} is out of the race; choose a racing car.`, section)
  if (info.cars !== null && car !== info.cars[0] && car !== info.cars[1]) {
    return violation('WRONG_COLOUR', `${info.card} only applies to a ${info.colour} car, not ${car}.`, section)
  }
  if (target === 'last-three' && at < running.order.length - TURBO_FIELD) {
    const targets = turboTargets(running).join(', ')
    return violation(
      'TURBO_NOT_LAST_THREE',
      `Turbo only applies to one of the last three racing cars (${targets}).`,
      section,
    )
  }
  return null
}
