/**
 * The chance outcomes of the cards: the crew cards that make the first grid (FMR Mise en place
 * 2), the cards removed face down (FMR Petites Courses), the hands dealt (FMR Mise en place 3)
 * and the card drawn after a play (FMR Comment jouer).
 */
import { left } from 'fp-ts/lib/Either.js'
import { protocolViolation, type CoreCode, type RuleViolation, type SeatId } from '../../core/index.js'
import { COLOURS, type Colour } from '../cars.js'
import { type Card } from '../cards.js'
import { HAND_SIZE, SHORT_RACE_REMOVED } from '../config.js'
import { deckIndex, takeFromPile } from '../deck.js'
import type { FmrEvent } from '../events.js'
import { appended, replaced } from '../lists.js'
import { draftOf, type FmrState, type StateDraft } from '../state.js'
import { crewPlaces, firstSeat, gridFromCrews } from './grid.js'

import { ok, type FmrStep } from '../step.js'
import { nextTurn, startRace } from '../race-flow.js'

// ---------------------------------------------------------------------------------------
// Chance outcomes.

/** Why a card cannot come from the pile: none of it is left (the guard has already refused it; kept so the reducer is total). */
const notInPile = (card: Card): RuleViolation<CoreCode> =>
  protocolViolation('NOT_AN_OUTCOME', `No ${card} is left in the draw pile.`)

/** A draft of the state with one `card` taken from the pile, or why it cannot be. */
const takeCard = (state: FmrState, card: Card): StateDraft | RuleViolation<CoreCode> => {
  const index = deckIndex(state.rules.deck, card)
  if (index < 0 || (state.pile[index] ?? 0) <= 0) return notInPile(card)
  const draft = draftOf(state)
  draft.pile = takeFromPile(state.pile, index)
  draft.pileSize = state.pileSize - 1
  return draft
}

const addToHand = (
  hands: ReadonlyArray<ReadonlyArray<Card>>,
  seat: SeatId,
  card: Card,
): ReadonlyArray<ReadonlyArray<Card>> => replaced(hands, seat, appended(hands[seat] ?? [], card))

export const dealCrew = (state: FmrState, colour: Colour): FmrStep => {
  if (state.crews.includes(colour))
    return left(protocolViolation('NOT_AN_OUTCOME', `The ${colour} crew card is already dealt.`))
  const events: FmrEvent[] = [{ type: 'crew-dealt', colour, places: crewPlaces(state.crews.length) }]
  const draft = draftOf(state)
  let crews = appended(state.crews, colour)
  draft.crews = crews
  if (crews.length < COLOURS.length - 1) return ok(draft, events)
  // The last crew card left is dealt with certainty: no chance node with a single outcome.
  const last = COLOURS.find((c) => !crews.includes(c)) ?? 'white'
  events.push({ type: 'crew-dealt', colour: last, places: crewPlaces(crews.length) })
  crews = appended(crews, last)
  draft.crews = crews
  return ok(startRace(draft, state.race, gridFromCrews(crews), events), events)
}

export const removeCard = (state: FmrState, card: Card): FmrStep => {
  const taken = takeCard(state, card)
  if ('code' in taken) return left(taken)
  taken.removed = appended(state.removed, card)
  taken.phase = taken.removed.length >= SHORT_RACE_REMOVED ? 'deal-cards' : 'remove-cards'
  return ok(taken, [{ type: 'card-removed', card }])
}

export const dealCard = (state: FmrState, card: Card): FmrStep => {
  const draft = takeCard(state, card)
  if ('code' in draft) return left(draft)
  const seat = state.turn
  const events: FmrEvent[] = [{ type: 'card-dealt', seat, card }]
  draft.hands = addToHand(state.hands, seat, card)
  const done = seat === state.rules.players - 1 && (draft.hands[seat]?.length ?? 0) >= HAND_SIZE
  draft.phase = done ? 'play-card' : 'deal-cards'
  draft.turn = done ? firstSeat(state.rules, state.order) : (seat + 1) % state.rules.players
  return ok(draft, events)
}

export const drawCard = (state: FmrState, card: Card): FmrStep => {
  const draft = takeCard(state, card)
  if ('code' in draft) return left(draft)
  const events: FmrEvent[] = [{ type: 'card-drawn', seat: state.turn, card }]
  draft.hands = addToHand(state.hands, state.turn, card)
  if (draft.pileSize === 0) return ok(nextTurn(draft, events), events)
  draft.phase = 'play-card'
  draft.pending = null
  draft.turn = (state.turn + 1) % state.rules.players
  return ok(draft, events)
}
