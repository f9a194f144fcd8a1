/**
 * The flow of a season: a race starts on its grid (FMR Mise en place 2, Petites Courses),
 * turns pass round the table (FMR Comment jouer), a race ends when the pile is empty and is
 * scored (FMR Comment gagner), the next race starts from the last classification (FMR Saison
 * Complète). The effects of a card become events here.
 */
import { type CarId } from './cars.js'
import { HAND_SIZE } from './config.js'
import { deckSize, fullPile } from './deck.js'
import type { FmrEvent, OutCause } from './events.js'
import { appended } from './lists.js'
import { draftOf, type FmrState, type PendingCard, type RaceResult, type StateDraft } from './state.js'
import { firstSeat } from './rules/grid.js'
import { classification, type Effect, type Move } from './rules/running-order.js'
import { scoreRace } from './rules/scoring.js'

// ---------------------------------------------------------------------------------------
// Effects to events.

export const pushEffectEvents = (events: FmrEvent[], effect: Effect, cause: OutCause | null): void => {
  for (const m of effect.moves) events.push(movedEvent(m))
  for (const car of effect.retired) events.push({ type: 'car-out', car, cause: cause ?? 'collision' })
}

const movedEvent = (m: Move): FmrEvent => ({ type: 'car-moved', car: m.car, from: m.from, to: m.to })

/**
 * `first`, then the effect's events (or `none` when it moved no car), in a list made at its
 * size: a list grown by `push` past its first element is copied, and this runs on most plays.
 */
export const effectEvents = (first: FmrEvent, effect: Effect, cause: OutCause | null, none: FmrEvent): FmrEvent[] => {
  const { moves, retired } = effect
  if (retired.length === 0) {
    const a = moves[0]
    const b = moves[1]
    if (a === undefined) return [first, none]
    if (b === undefined) return [first, movedEvent(a)]
    if (moves.length === 2) return [first, movedEvent(a), movedEvent(b)]
  }
  const events = [first]
  pushEffectEvents(events, effect, cause)
  return events
}

export const applyEffect = (draft: StateDraft, effect: Effect): StateDraft => {
  draft.order = effect.order
  draft.out = effect.out
  return draft
}

// ---------------------------------------------------------------------------------------
// Race flow.

// The race flow fills in a draft: the fresh copy of the state the reducer is building.

/** FMR Mise en place 3 / Petites Courses: a new race from a grid: full deck, empty hands. */
export const startRace = (
  draft: StateDraft,
  race: number,
  grid: ReadonlyArray<CarId>,
  events: FmrEvent[],
): StateDraft => {
  const rules = draft.rules
  events.push({ type: 'race-started', race, grid, firstSeat: firstSeat(rules, grid) })
  draft.race = race
  draft.phase = rules.variants.shortRaces ? 'remove-cards' : 'deal-cards'
  draft.order = grid
  draft.out = []
  draft.pile = fullPile(rules.deck)
  draft.pileSize = deckSize(rules.deck)
  draft.removed = []
  draft.hands = rules.teams.map(() => [])
  draft.discards = []
  draft.turn = 0
  draft.pending = null
  return draft
}

// Season points plus one race's, entry by entry.
const added = (season: ReadonlyArray<number>, race: ReadonlyArray<number>): ReadonlyArray<number> => {
  // A fresh list filled by push: the season's may be frozen (carried points), and a copy of a
  // frozen list written in place goes through the runtime.
  const sum: number[] = []
  for (let i = 0; i < season.length; i++) sum.push((season[i] as number) + (race[i] ?? 0))
  return sum
}

/** FMR Fin de la course / Comment gagner: score the race, then the next race or the end of the season. */
export const endRace = (draft: StateDraft, events: FmrEvent[]): StateDraft => {
  const race = draft.race
  const finish = classification(draft)
  const { teamPoints, carPoints } = scoreRace(finish)
  events.push({ type: 'race-finished', race, classification: finish, teamPoints, carPoints })
  draft.teamPoints = added(draft.teamPoints, teamPoints)
  draft.carPoints = added(draft.carPoints, carPoints)
  // A scored race never changes again: frozen, observations hand it out as it is. Its parts
  // are new, and the earlier results frozen already: each is frozen once, without a walk.
  const result: RaceResult = Object.freeze({
    race,
    classification: Object.freeze(finish),
    teamPoints: Object.freeze(teamPoints),
    carPoints: Object.freeze(carPoints),
  })
  draft.results = Object.freeze(appended(draft.results, result))
  if (race >= draft.rules.races) {
    events.push({ type: 'season-finished', teamPoints: draft.teamPoints, carPoints: draft.carPoints })
    draft.phase = 'over'
    draft.pending = null
    return draft
  }
  // FMR Fin de la course: the next grid is the finishing order, out-of-race cars at the back.
  return startRace(draft, race + 1, finish, events)
}

// Whether every hand is down to four cards or fewer (a loop: this runs on every turn once the pile is empty).
const everyHandShort = (hands: ReadonlyArray<ReadonlyArray<unknown>>): boolean => {
  for (let i = 0; i < hands.length; i++) if ((hands[i] as ReadonlyArray<unknown>).length >= HAND_SIZE) return false
  return true
}

/** FMR Comment jouer: the next seat clockwise, or the end when every hand is down to four after the pile ran out. */
export const nextTurn = (draft: StateDraft, events: FmrEvent[]): StateDraft => {
  if (draft.pileSize === 0 && everyHandShort(draft.hands)) return endRace(draft, events)
  draft.phase = 'play-card'
  draft.pending = null
  draft.turn = (draft.turn + 1) % draft.rules.players
  return draft
}

/** The card is resolved: draw a card if any is left, else pass the turn. */
export const finishTurn = (draft: StateDraft, events: FmrEvent[]): StateDraft => {
  draft.pending = null
  if (draft.pileSize === 0) return nextTurn(draft, events)
  draft.phase = 'draw-card'
  return draft
}

/** The pending card waits for the next step: a roll or the player's choice. */
export const waitFor = (state: FmrState, phase: FmrState['phase'], pending: PendingCard): StateDraft => {
  const draft = draftOf(state)
  draft.phase = phase
  draft.pending = pending
  return draft
}
