import type { LangOption, Viewer } from '../core/index.js'
import { colourOf } from './cars.js'
import { seatOfColour } from './config.js'
import { observeFmrEvents, type FmrEvent } from './events.js'
import type { FmrState } from './state.js'
import { eventWords } from './words/events.js'

/**
 * One readable line per key event; `null` for noise (dealing, drawing, removing cards).
 * English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeEvent = (event: FmrEvent, options?: LangOption): string | null => {
  const w = eventWords(options?.lang)
  switch (event.type) {
    case 'crew-dealt':
      return w.crewDealt(event)
    case 'race-started':
      return w.raceStarted(event)
    case 'card-played':
      return w.cardPlayed(event)
    case 'dice-rolled':
      return w.diceRolled(event)
    case 'car-moved':
      return w.carMoved(event)
    case 'car-out':
      return w.carOut(event)
    case 'no-effect':
      return w.noEffect(event)
    case 'race-finished':
      return w.raceFinished({ race: event.race, classification: event.classification, points: event.teamPoints })
    case 'season-finished':
      return w.seasonFinished({ points: event.teamPoints })
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
export const describeEvents = (
  events: ReadonlyArray<FmrEvent>,
  viewer?: Viewer,
  options?: LangOption,
): ReadonlyArray<string> => {
  const w = eventWords(options?.lang)
  const seen = viewer === undefined ? events : observeFmrEvents(events, viewer)
  const lines: string[] = []
  for (const event of seen) {
    const line = describeEvent(event, options)
    if (line !== null) lines.push(line)
    else if (
      (event.type === 'card-dealt' || event.type === 'card-drawn') &&
      viewer !== undefined &&
      event.seat === viewer &&
      event.card !== null
    ) {
      lines.push(w.cardReceived({ seat: event.seat, dealt: event.type === 'card-dealt', card: event.card }))
    }
  }
  return lines
}

/**
 * The running order as lines, e.g. ` 1. red-1 (seat 0)`, then the out-of-race queue (places
 * after every racing car, the first car out last). A team without a player shows `(no player)`.
 * English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeRunningOrder = (state: FmrState, options?: LangOption): ReadonlyArray<string> => {
  const w = eventWords(options?.lang)
  const seat = (car: (typeof state.order)[number]): number | null => seatOfColour(state.rules, colourOf(car))
  const lines = state.order.map((car, i) => w.running({ rank: i + 1, car, seat: seat(car) }))
  if (state.out.length > 0) {
    lines.push(w.outHeading({}))
    state.out.forEach((car, i) => lines.push(w.runningOut({ rank: state.order.length + i + 1, car, seat: seat(car) })))
  }
  return lines
}
