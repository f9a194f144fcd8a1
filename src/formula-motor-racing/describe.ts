import type { Viewer } from '../core/index.js'
import { COLOURS, colourOf } from './cars.js'
import { cardInfo } from './cards.js'
import { seatOfColour } from './config.js'
import { observeFmrEvents, type FmrEvent, type NoEffectEvent } from './events.js'
import type { FmrState } from './state.js'

const ordinal = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`
}

const points = (values: ReadonlyArray<number>): string => COLOURS.map((c, i) => `${c} ${values[i] ?? 0}`).join(', ')

const noEffectReason = (event: NoEffectEvent): string => {
  const car = event.car ?? 'the car'
  switch (event.reason) {
    case 'no-target': {
      const colour = cardInfo(event.card)?.colour ?? null
      return colour === null ? 'no car is racing' : `no ${colour} car is racing`
    }
    case 'cannot-move':
      return `${car} cannot move that way`
    case 'no-stop':
      return `${car} does not stop`
    case 'already-last':
      return `${car} is already last`
    case 'empty-place':
      return `no racing car at place ${event.place ?? '?'}`
  }
}

/** One readable English line per key event; `null` for noise (dealing, drawing, removing cards). @group Descriptions */
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
      return `${event.card} has no effect: ${noEffectReason(event)}.`
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
 * The lines of a step's events (see {@link describeEvent}). With a viewer, only what that
 * seat (or a spectator) may see: the events pass through the game's `observeEvents` first,
 * and a seat also reads the cards dealt or drawn to itself.
 * @group Descriptions
 */
export const describeEvents = (events: ReadonlyArray<FmrEvent>, viewer?: Viewer): ReadonlyArray<string> => {
  const seen = viewer === undefined ? events : observeFmrEvents(events, viewer)
  const lines: string[] = []
  for (const event of seen) {
    const line = describeEvent(event)
    if (line !== null) lines.push(line)
    else if (
      (event.type === 'card-dealt' || event.type === 'card-drawn') &&
      viewer !== undefined &&
      event.seat === viewer &&
      event.card !== null
    ) {
      lines.push(`Seat ${event.seat} ${event.type === 'card-dealt' ? 'is dealt' : 'draws'} ${event.card}.`)
    }
  }
  return lines
}

/**
 * The running order as lines, e.g. ` 1. red-1 (seat 0)`, then the out-of-race queue (places
 * after every racing car, the first car out last). A team without a player shows `(no player)`.
 * @group Descriptions
 */
export const describeRunningOrder = (state: FmrState): ReadonlyArray<string> => {
  const label = (car: (typeof state.order)[number]): string => {
    const seat = seatOfColour(state.rules, colourOf(car))
    return seat === null ? '(no player)' : `(seat ${seat})`
  }
  const lines = state.order.map((car, i) => `${String(i + 1).padStart(2)}. ${car} ${label(car)}`)
  if (state.out.length > 0) {
    lines.push('Out of the race:')
    state.out.forEach((car, i) =>
      lines.push(`${String(state.order.length + i + 1).padStart(2)}. ${car} ${label(car)} out`),
    )
  }
  return lines
}
