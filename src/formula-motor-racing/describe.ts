import { colourOf } from './cars.js'
import { seatOfColour } from './config.js'
import type { FmrEvent } from './events.js'
import type { FmrState } from './state.js'
import { COLOURS } from './cars.js'

const ordinal = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`
}

const points = (values: ReadonlyArray<number>): string =>
  COLOURS.map((c, i) => `${c} ${values[i] ?? 0}`).join(', ')

/** One readable English line per key event; `null` for noise (dealing and drawing cards). */
export const describeEvent = (event: FmrEvent): string | null => {
  switch (event.type) {
    case 'crew-dealt':
      return `The ${event.colour} crew starts ${ordinal(event.places[0])} and ${ordinal(event.places[1])}.`
    case 'race-started':
      return `Race ${event.race} starts; seat ${event.firstSeat} plays first. Grid: ${event.grid.join(', ')}.`
    case 'card-played':
      return `Seat ${event.seat} plays ${event.card}${event.car === null ? '' : ` on ${event.car}`}.`
    case 'dice-rolled':
      return `Seat ${event.seat} rolls ${event.value} for ${event.card}.`
    case 'car-moved':
      return `${event.car} moves from ${ordinal(event.from)} to ${ordinal(event.to)}.`
    case 'car-out':
      return `${event.car} is out of the race (${event.cause === 'engine-blow' ? 'engine explosion' : event.cause === 'major-spin' ? 'major spin' : 'collision'}).`
    case 'no-effect':
      return `${event.card} has no effect: ${event.reason}.`
    case 'race-finished':
      return `Race ${event.race} finished: ${event.classification.slice(0, 6).join(', ')} score. Points: ${points(event.teamPoints)}.`
    case 'season-finished':
      return `Season finished. Totals: ${points(event.teamPoints)}.`
    case 'card-removed':
    case 'card-dealt':
    case 'card-drawn':
      return null
  }
}

/**
 * The running order as lines, e.g. ` 1. red-1 (seat 0)`, then the out-of-race queue (places
 * after every racing car, the first car out last). A team without a player shows `(no player)`.
 */
export const describeRunningOrder = (state: FmrState): ReadonlyArray<string> => {
  const label = (car: (typeof state.order)[number]): string => {
    const seat = seatOfColour(state.rules, colourOf(car))
    return seat === null ? '(no player)' : `(seat ${seat})`
  }
  const lines = state.order.map((car, i) => `${String(i + 1).padStart(2)}. ${car} ${label(car)}`)
  if (state.out.length > 0) {
    lines.push('Out of the race:')
    state.out.forEach((car, i) => lines.push(`${String(state.order.length + i + 1).padStart(2)}. ${car} ${label(car)} out`))
  }
  return lines
}
