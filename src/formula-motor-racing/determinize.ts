/**
 * Determinisation for searches that play from one seat's observation: the hidden cards (the
 * other hands, the draw pile, the cards removed face down for a short race) sampled from
 * what the seat has seen.
 */
import type { SeatId } from '../core/index.js'
import { shuffled, type Determinizer, type HiddenAction } from '../search/determinize.js'
import type { FmrAction } from './actions.js'
import type { Card } from './cards.js'
import type { FmrRules } from './config.js'
import type { FmrObservation } from './observe.js'
import { STATE_VERSION, type FmrState } from './state.js'

// Points carried from earlier sessions: the season's points minus those of the races run.
const carried = (totals: ReadonlyArray<number>, results: ReadonlyArray<ReadonlyArray<number>>): number[] =>
  totals.map((total, i) => results.reduce((left, race) => left - (race[i] ?? 0), total))

/** The rules as the seat knows them: every field is public (the config's grid included). */
const rulesOf = (o: FmrObservation): FmrRules => ({
  players: o.teams.length,
  races: o.races,
  variants: o.variants,
  deck: o.deck,
  teams: o.teams,
  grid: o.grid,
  carried: {
    teams: carried(
      o.teamPoints,
      o.results.map((r) => r.teamPoints),
    ),
    cars: carried(
      o.carPoints,
      o.results.map((r) => r.carPoints),
    ),
  },
})

/**
 * A season consistent with a seat's observation. The cards the seat has not seen (the deck
 * minus its hand and the discards) are shuffled uniformly and dealt to the other hands (their
 * sizes are public), to the cards removed face down, and the rest is the draw pile. Every
 * placement of the unseen cards is equally likely given what the seat saw, as the shuffled
 * deck makes them; what other players' choices might reveal about their hands is not used.
 * @group Bots
 */
export const determinize: Determinizer<FmrState, FmrObservation> = (o, seat, rng) => {
  // Copies of the observation's lists: they are frozen, and Node 20 walks a frozen array's
  // elements (`map`, `forEach`, `for…of`) many times slower; this runs at every iteration of a search.
  const own = [...(o.hand ?? [])]
  const deck = [...o.deck]
  const index = new Map<Card, number>(deck.map((e, i) => [e.card, i]))
  const unseenCount = deck.map((e) => e.count)
  const count = (counts: number[], card: Card, by: number): void => {
    const i = index.get(card)
    if (i !== undefined) counts[i] = (counts[i] ?? 0) + by
  }
  for (const card of own) count(unseenCount, card, -1)
  for (const card of [...o.discards]) count(unseenCount, card, -1)
  const unseen: Card[] = []
  deck.forEach((e, i) => {
    for (let k = 0; k < (unseenCount[i] ?? 0); k++) unseen.push(e.card)
  })
  const [order, next] = shuffled(unseen, rng)
  let at = 0
  const take = (n: number): Card[] => {
    const cards = order.slice(at, at + n)
    at += n
    return cards
  }
  const hands = o.handSizes.map((size, s) => (s === seat ? own : take(size)))
  const removed = take(o.removedCount)
  const pile = deck.map(() => 0)
  for (const card of order.slice(at)) count(pile, card, 1)
  const state: FmrState = {
    version: STATE_VERSION,
    rules: rulesOf(o),
    race: o.race,
    phase: o.phase,
    crews: o.crews,
    order: o.order,
    out: o.out,
    pile,
    pileSize: o.deckSize,
    removed,
    hands,
    discards: o.discards,
    turn: o.turn,
    pending: o.pending,
    results: o.results,
    teamPoints: o.teamPoints,
    carPoints: o.carPoints,
  }
  return [state, next]
}

/**
 * What a seat cannot see: which card is removed face down, and which card another seat is
 * dealt or draws. Everything else (plays, rolls, choices) is played face up.
 * @group Bots
 */
export const hiddenAction: HiddenAction<FmrState, FmrAction> = (state: FmrState, action: FmrAction, viewer: SeatId) =>
  action.type === 'remove' || ((action.type === 'deal' || action.type === 'draw') && state.turn !== viewer)
