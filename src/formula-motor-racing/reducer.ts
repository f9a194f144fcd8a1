import { left } from 'fp-ts/lib/Either.js'
import { protocolViolation, type SeatId } from '../core/index.js'
import { colourOf, type CarId } from './cars.js'
import { playedAtOnce, rollsDie } from './card-specs.js'
import { cardInfo, type Card, type CardInfo } from './cards.js'
import { deckSize, fullPile } from './deck.js'
import type { FmrAction } from './actions.js'
import type { FmrEvent, NoEffectReason } from './events.js'
import { appended, indexIn, replaced, withoutIndex } from './lists.js'
import { draftOf, STATE_VERSION, type FmrState, type PendingCard, type StateDraft } from './state.js'
import { collide, collisionSides, type CollisionSide } from './rules/collision.js'
import { isOverloadDamage, MAX_OVERLOAD_ROLLS, overloadRoll } from './rules/overload.js'
import { pitStop } from './rules/pit-stop.js'
import { spin } from './rules/spin.js'
import { targetViolation } from './rules/targets.js'
import { decisionTypes, phaseRule } from './phases.js'

import { D12_FACES, fail, inconsistent, ok, type FmrStep } from './step.js'
import { applyEffect, effectEvents, finishTurn, pushEffectEvents, startRace, waitFor } from './race-flow.js'
import { dealCard, dealCrew, drawCard, removeCard } from './rules/cards-dealt.js'
/** Whether `seat` drives the team of `car`. */
export const ownsCar = (state: FmrState, seat: SeatId, car: CarId): boolean =>
  state.rules.teams[seat]?.includes(colourOf(car)) ?? false

// ---------------------------------------------------------------------------------------
// Playing a card.

const noEffectEvent = (card: Card, reason: NoEffectReason, car: CarId | null, place: number | null): FmrEvent => ({
  type: 'no-effect',
  card,
  reason,
  car,
  place,
})

const playCard = (state: FmrState, seat: SeatId, card: Card, car: CarId | null, info: CardInfo): FmrStep => {
  const hand = state.hands[seat] ?? []
  const at = indexIn(hand, card)
  if (at < 0) return fail('CARD_NOT_IN_HAND', `Seat ${seat} holds no ${card}.`, 'FMR Comment jouer')
  const wrong = targetViolation(info, state, car)
  if (wrong !== null) return left(wrong)
  const draft = draftOf(state)
  draft.hands = replaced(state.hands, seat, withoutIndex(hand, at))
  draft.discards = appended(state.discards, card)
  const played: FmrEvent = { type: 'card-played', seat, card, car }
  const spec = info.spec
  if (car === null && spec.target !== 'die') {
    const events = [played, noEffectEvent(card, 'no-target', null, null)]
    return ok(finishTurn(draft, events), events)
  }
  const events: FmrEvent[] = [played]
  const effect = spec.effect
  if (rollsDie(effect)) {
    draft.phase = 'roll'
    draft.pending = { card, car, roll: null, rerolled: false, rolls: 0 }
    return ok(draft, events)
  }
  const moved = car === null ? null : playedAtOnce(effect, state, car)
  if (moved === null) return ok(finishTurn(draft, events), events)
  const all = effectEvents(played, moved, null, noEffectEvent(card, 'cannot-move', car, null))
  return ok(finishTurn(applyEffect(draft, moved), all), all)
}

// ---------------------------------------------------------------------------------------
// Rolling the d12 for the pending card.

/** The pending card waiting for a roll, or for a choice on the roll it keeps; its car and card stay. */
const pendingWith = (p: PendingCard, roll: number | null, rerolled: boolean, rolls: number): PendingCard => ({
  card: p.card,
  car: p.car,
  roll,
  rerolled,
  rolls,
})

/** The pending card after one more roll, keeping the roll when a choice depends on it. */
const rolled = (p: PendingCard, roll: number): PendingCard => pendingWith(p, roll, p.rerolled, p.rolls + 1)

const rollDie = (state: FmrState, pending: PendingCard, value: number): FmrStep => {
  const info = cardInfo(pending.card)
  if (!Number.isSafeInteger(value) || value < 1 || value > D12_FACES || info === undefined) {
    return left(protocolViolation('NOT_AN_OUTCOME', `A d12 shows 1 to 12, not ${value}.`))
  }
  const seat = state.turn
  const diceRolled: FmrEvent = { type: 'dice-rolled', seat, card: pending.card, value }
  const events: FmrEvent[] = [diceRolled]
  const effect = info.spec.effect
  // Every effect is a case, and every case returns: a new kind of effect is a type error here.
  switch (effect.kind) {
    case 'pit-stop': {
      if (pending.car === null) return ok(finishTurn(draftOf(state), events), events)
      const moved = pitStop(state, pending.car, value)
      const all = effectEvents(
        diceRolled,
        moved,
        null,
        noEffectEvent(pending.card, value > 6 ? 'no-stop' : 'already-last', pending.car, null),
      )
      return ok(finishTurn(applyEffect(draftOf(state), moved), all), all)
    }
    case 'overload': {
      if (pending.car === null) return ok(finishTurn(draftOf(state), events), events)
      const moved = overloadRoll(state, pending.car, value, effect.damage)
      pushEffectEvents(events, moved, 'engine-blow')
      const after = applyEffect(draftOf(state), moved)
      // FMR Surcharge: on one's own car the player may keep rolling until 10-12; another team's
      // car rolls once. After MAX_OVERLOAD_ROLLS rolls the player stops (a library limit).
      if (!isOverloadDamage(value) && ownsCar(state, seat, pending.car) && pending.rolls + 1 < MAX_OVERLOAD_ROLLS) {
        after.phase = 'continue-overload'
        after.pending = rolled(pending, value)
        return ok(after, events)
      }
      return ok(finishTurn(after, events), events)
    }
    case 'spin': {
      if (!pending.rerolled) return ok(waitFor(state, 'keep-spin-roll', rolled(pending, value)), events)
      return ok(applySpin(state, pending.card, effect.major, value, events), events)
    }
    case 'collision': {
      if (value > state.order.length) {
        events.push(noEffectEvent(pending.card, 'empty-place', null, value))
        return ok(finishTurn(draftOf(state), events), events)
      }
      const sides = collisionSides(state, value)
      if (sides.length === 2) return ok(waitFor(state, 'collision-partner', rolled(pending, value)), events)
      return ok(applyCollision(state, value, sides[0] ?? null, events), events)
    }
    case 'overtake':
    case 'turbo':
    case 'setback':
      return left(inconsistent(`${pending.card} waits for a roll but is not resolved with a die`))
  }
}

const applySpin = (state: FmrState, card: Card, major: boolean, place: number, events: FmrEvent[]): FmrState => {
  const effect = spin(state, place, major)
  if (effect.moves.length === 0 && effect.retired.length === 0) {
    const car = state.order[place - 1]
    events.push(
      car === undefined
        ? noEffectEvent(card, 'empty-place', null, place)
        : noEffectEvent(card, 'already-last', car, place),
    )
  } else pushEffectEvents(events, effect, 'major-spin')
  return finishTurn(applyEffect(draftOf(state), effect), events)
}

const applyCollision = (state: FmrState, place: number, side: CollisionSide | null, events: FmrEvent[]): FmrState => {
  const effect = collide(state, place, side)
  pushEffectEvents(events, effect, 'collision')
  return finishTurn(applyEffect(draftOf(state), effect), events)
}

// ---------------------------------------------------------------------------------------
// The reducer.

/** The first state of a season: dealing the crew cards, or the first race from the config's grid. */
export const initialState = (rules: FmrState['rules']): FmrState => {
  const blank: StateDraft = {
    version: STATE_VERSION,
    rules,
    race: 1,
    phase: 'deal-crew',
    crews: [],
    order: [],
    out: [],
    pile: fullPile(rules.deck),
    pileSize: deckSize(rules.deck),
    removed: [],
    hands: rules.teams.map(() => []),
    discards: [],
    turn: 0,
    pending: null,
    results: [],
    teamPoints: rules.carried.teams,
    carPoints: rules.carried.cars,
  }
  return rules.grid === null ? blank : startRace(blank, 1, rules.grid, [])
}

/** The player's decisions; the other actions are chance outcomes. */
type DecisionAction = Extract<FmrAction, { readonly seat: SeatId }>

/**
 * Applies an action to a sound state. The guard of core has checked the state, the action's
 * exact shape, that a chance outcome answers a chance node (one of its outcomes) and a
 * decision a decision, by the seat to act. Each field of the action is read once: actions
 * come in a dozen shapes, so every read of one is a generic (megamorphic) lookup.
 */
export const reduceState = (state: FmrState, action: FmrAction): FmrStep => {
  const phase = state.phase
  switch (action.type) {
    case 'crew':
      return dealCrew(state, action.colour)
    case 'remove':
      return removeCard(state, action.card)
    case 'deal':
      return dealCard(state, action.card)
    case 'draw':
      return drawCard(state, action.card)
    case 'roll':
      return state.pending === null
        ? left(inconsistent('no card waits for the roll'))
        : rollDie(state, state.pending, action.value)
    default: {
      const expected = decisionTypes(phase)
      const type = action.type
      if (expected[0] !== type && expected[1] !== type) {
        return fail(
          'WRONG_PHASE',
          `Seat ${state.turn} must now ${expected.join(' or ')} (${phase}), not ${type}.`,
          phaseRule(phase),
        )
      }
      return applyDecision(state, action)
    }
  }
}

/** A seat's decision, of the type the phase expects. */
const applyDecision = (state: FmrState, action: DecisionAction): FmrStep => {
  const pending = state.pending
  switch (action.type) {
    case 'play': {
      const { card } = action
      const info = cardInfo(card)
      if (info === undefined) return left(protocolViolation('BAD_ACTION', `No card ${card}.`))
      return playCard(state, state.turn, card, action.car, info)
    }
    case 'roll-again':
      if (pending === null) return left(inconsistent('no overload card is being resolved'))
      return ok(waitFor(state, 'roll', pendingWith(pending, null, pending.rerolled, pending.rolls)), [])
    case 'stop': {
      const events: FmrEvent[] = []
      return ok(finishTurn(draftOf(state), events), events)
    }
    case 'keep': {
      if (pending === null || pending.roll === null) return left(inconsistent('no spin roll is waiting'))
      const events: FmrEvent[] = []
      const effect = cardInfo(pending.card)?.spec.effect
      const major = effect?.kind === 'spin' && effect.major
      return ok(applySpin(state, pending.card, major, pending.roll, events), events)
    }
    case 'reroll':
      if (pending === null) return left(inconsistent('no spin roll is waiting'))
      return ok(waitFor(state, 'roll', pendingWith(pending, null, true, pending.rolls)), [])
    case 'partner': {
      const { side } = action
      if (pending === null || pending.roll === null) return left(inconsistent('no collision is waiting'))
      if (!collisionSides(state, pending.roll).includes(side)) {
        return left(inconsistent(`a collision at place ${pending.roll} has no car ${side} of it`))
      }
      const events: FmrEvent[] = []
      return ok(applyCollision(state, pending.roll, side, events), events)
    }
    default:
      // Unreachable for the types the phase admits; kept so the reducer is total.
      return fail('WRONG_PHASE', `Seat ${state.turn} cannot act now (${state.phase}).`, phaseRule(state.phase))
  }
}
