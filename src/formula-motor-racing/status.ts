import {
  outcome,
  plainDie,
  type ChanceOutcome,
  type ChanceSampler,
  type ChanceSource,
  type SeatId,
  type PlayStatus,
} from '../core/index.js'
import { COLOURS, type Colour } from './cars.js'
import { cardInfo, type Card, type DeckEntry } from './cards.js'
import { deckTables, type PileChance } from './deck.js'
import type { FmrAction, PlayAction } from './actions.js'
import type { FmrState } from './state.js'
import { collisionSides } from './rules/collision.js'
import { classification } from './rules/running-order.js'
import { seasonStandings } from './rules/scoring.js'
import { pushPlays, racingPlaces } from './rules/targets.js'

/** The d12 of the game, a plain die. @group Rules */
export const D12 = plainDie(12)

// Shared outcome and action objects are frozen: a caller cannot alter the ones other nodes
// return. Each node gets its own copy of the list: a frozen array would have another element
// kind than the other nodes' lists, and the drivers' sampling loop would go generic.
// The d12 is a plain die: each face once, so each outcome weighs 1 of 12 (core's `rollOutcomes`
// gives the same list; its grouping of equal faces is left out of the bundle).
const ROLL_OUTCOMES: ReadonlyArray<ChanceOutcome<FmrAction>> = D12.map((value) =>
  Object.freeze(outcome(Object.freeze<FmrAction>({ type: 'roll', value }), 1, D12.length)),
)

// The chance actions of a deck never change: built once per deck and shared by every draw
// node (a draw node is the hot path of a race: ~55 of them, ~35 outcomes each); see deck.ts.
const actionsOf = (deck: ReadonlyArray<DeckEntry>, type: PileChance): ReadonlyArray<FmrAction> =>
  deckTables(deck).actions[type]

/**
 * A draw from the pile: one outcome per distinct card left, weighted by its copies
 * (the same law as a shuffled deck; equal cards merge).
 */
const pileOutcomes = (state: FmrState, type: PileChance): ReadonlyArray<ChanceOutcome<FmrAction>> => {
  const actions = actionsOf(state.rules.deck, type)
  const pile = state.pile
  const total = state.pileSize
  const outcomes: ChanceOutcome<FmrAction>[] = []
  for (let i = 0; i < pile.length; i++) {
    const weight = pile[i] ?? 0
    const action = actions[i]
    if (weight > 0 && action !== undefined) outcomes.push(outcome(action, weight, total))
  }
  return outcomes
}

const CREW_ACTIONS: ReadonlyArray<FmrAction> = COLOURS.map(
  (colour): FmrAction => Object.freeze({ type: 'crew', colour }),
)

/** The crew cards left, each equally likely (FMR Mise en place 2). */
const crewOutcomes = (state: FmrState): ReadonlyArray<ChanceOutcome<FmrAction>> => {
  const left = COLOURS.length - state.crews.length
  const outcomes: ChanceOutcome<FmrAction>[] = []
  for (let i = 0; i < COLOURS.length; i++) {
    const action = CREW_ACTIONS[i]
    const colour = COLOURS[i]
    if (action !== undefined && colour !== undefined && !state.crews.includes(colour)) {
      outcomes.push(outcome(action, 1, left))
    }
  }
  return outcomes
}

// The sources of chance (core's ChanceSource): who draws or rolls, from which pile or die,
// and why. The constant ones are built once and frozen.
const CREW_SOURCE: ChanceSource = Object.freeze({
  seat: null,
  die: 'crew-cards',
  reason: 'the starting grid (FMR Mise en place 2)',
})
const REMOVE_SOURCE: ChanceSource = Object.freeze({
  seat: null,
  die: 'pile',
  reason: 'a card removed face down (FMR Petites Courses)',
})
const DEAL_REASON = 'a card dealt (FMR Mise en place 3)'
const DRAW_REASON = 'the card drawn after a play (FMR Comment jouer)'
const seatSources = (reason: string): ReadonlyArray<ChanceSource> =>
  Array.from({ length: 6 }, (_, seat): ChanceSource => Object.freeze({ seat, die: 'pile', reason }))
const DEAL_SOURCES = seatSources(DEAL_REASON)
const DRAW_SOURCES = seatSources(DRAW_REASON)

/** The pile, drawn from by (or dealt to) the seat to act. */
const pileSource = (sources: ReadonlyArray<ChanceSource>, seat: number, reason: string): ChanceSource =>
  sources[seat] ?? { seat, die: 'pile', reason }

/** The d12 rolled by the seat to act for the card it resolves, e.g. `pit-stop:red on red-1`. */
const rollSource = (state: FmrState): ChanceSource => {
  const p = state.pending
  const what =
    p === null ? 'the card played' : p.car === null ? `${p.card}: the place it hits` : `${p.card} on ${p.car}`
  return { seat: state.turn, die: 'd12', reason: p !== null && p.rolls > 0 ? `${what} (roll ${p.rolls + 1})` : what }
}

const computeStatus = (state: FmrState): PlayStatus<FmrAction> => {
  switch (state.phase) {
    case 'deal-crew':
      return { kind: 'chance', outcomes: crewOutcomes(state), source: CREW_SOURCE }
    case 'remove-cards':
      return { kind: 'chance', outcomes: pileOutcomes(state, 'remove'), source: REMOVE_SOURCE }
    case 'deal-cards':
      return {
        kind: 'chance',
        outcomes: pileOutcomes(state, 'deal'),
        source: pileSource(DEAL_SOURCES, state.turn, DEAL_REASON),
      }
    case 'draw-card':
      return {
        kind: 'chance',
        outcomes: pileOutcomes(state, 'draw'),
        source: pileSource(DRAW_SOURCES, state.turn, DRAW_REASON),
      }
    case 'roll':
      return { kind: 'chance', outcomes: ROLL_OUTCOMES.slice(), source: rollSource(state) }
    case 'over':
      return { kind: 'over', standings: seasonStandings(state.rules, state.results, classification(state), state.out) }
    default:
      return { kind: 'decision', seat: state.turn, phase: state.phase }
  }
}

/**
 * Chance nodes sampled without listing them (core's `ChanceSampler`): the same weights in
 * the same order as {@link fmrStatus} lists them. A pile's total is its size: the pile
 * counts add up to it in every sound state (validate.ts checks it).
 */
export const fmrSampler: ChanceSampler<FmrState, FmrAction> = {
  total: (state) => {
    switch (state.phase) {
      case 'deal-crew':
        return COLOURS.length - state.crews.length
      case 'remove-cards':
      case 'deal-cards':
      case 'draw-card':
        return state.pileSize
      case 'roll':
        return D12.length
      default:
        return 0
    }
  },
  pick: (state, ticket) => {
    // Tickets come from the generator as doubles: below the total, they are small integers,
    // and the walks below subtract weights from them in 32-bit arithmetic, not in doubles.
    if (!(ticket >= 0 && ticket < 0x40000000)) return undefined
    const t = ticket | 0
    switch (state.phase) {
      case 'deal-crew': {
        let left = t
        for (let i = 0; i < COLOURS.length; i++) {
          if (state.crews.includes(COLOURS[i] as Colour)) continue
          if (left === 0) return CREW_ACTIONS[i]
          left--
        }
        return undefined
      }
      case 'remove-cards':
      case 'deal-cards':
      case 'draw-card': {
        const actions = actionsOf(
          state.rules.deck,
          state.phase === 'draw-card' ? 'draw' : state.phase === 'deal-cards' ? 'deal' : 'remove',
        )
        const pile = state.pile
        // Cards with no copy left weigh 0: the ticket walks past them.
        let left = t
        for (let i = 0; i < pile.length; i++) {
          const weight = pile[i] as number
          if (left < weight) return actions[i]
          left -= weight
        }
        return undefined
      }
      case 'roll':
        return ROLL_OUTCOMES[t]?.action
      default:
        return undefined
    }
  },
}

/** Whose move it is, the chance outcomes, or the season standings. */
export const fmrStatus = (state: FmrState): PlayStatus<FmrAction> => computeStatus(state)

// Scratch room for the racing places of the state being listed. Not a cache: written in full
// by each listing before it is read, and a listing never starts inside another.
const PLACES = new Int8Array(12)
const SLOTS = new Int8Array(12)

const playActions = (state: FmrState, seat: SeatId): ReadonlyArray<FmrAction> => {
  const hand = state.hands[seat] ?? []
  const actions: PlayAction[] = []
  racingPlaces(state, PLACES, SLOTS)
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]
    // Equal cards give the same plays: list the first copy only (the first card is always one).
    if (card === undefined || (i > 0 && heldBefore(hand, i, card))) continue
    const info = cardInfo(card)
    if (info !== undefined) pushPlays(actions, info, state, PLACES, SLOTS, seat)
  }
  return actions
}

// Whether a copy of `card` comes before index `i` of the hand (a hand holds five cards).
const heldBefore = (hand: ReadonlyArray<Card>, i: number, card: Card): boolean => {
  for (let k = 0; k < i; k++) if (hand[k] === card) return true
  return false
}

const isDecisionPhase = (phase: FmrState['phase']): boolean =>
  phase === 'play-card' || phase === 'continue-overload' || phase === 'keep-spin-roll' || phase === 'collision-partner'

const computeLegal = (state: FmrState): ReadonlyArray<FmrAction> => {
  const seat = state.turn
  switch (state.phase) {
    case 'play-card':
      return playActions(state, seat)
    // Decisions are listed frozen (see decision-actions.ts); these rare ones as they are made.
    case 'continue-overload':
      return [Object.freeze({ type: 'roll-again', seat }), Object.freeze({ type: 'stop', seat })]
    case 'keep-spin-roll':
      return [Object.freeze({ type: 'keep', seat }), Object.freeze({ type: 'reroll', seat })]
    case 'collision-partner':
      return collisionSides(state, state.pending?.roll ?? 0).map((side) =>
        Object.freeze<FmrAction>({ type: 'partner', seat, side }),
      )
    case 'over':
      return []
    default: {
      const status = computeStatus(state)
      return status.kind === 'chance' ? status.outcomes.map((o) => o.action) : []
    }
  }
}

/** Every legal action; with `seat`, only that seat's (none at chance nodes). */
export const fmrLegalActions = (state: FmrState, seat?: SeatId): ReadonlyArray<FmrAction> => {
  if (seat !== undefined && (state.turn !== seat || !isDecisionPhase(state.phase))) return []
  return computeLegal(state)
}
