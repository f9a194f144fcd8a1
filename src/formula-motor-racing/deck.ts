import type { FmrAction } from './actions.js'
import type { Card, DeckEntry } from './cards.js'

/** The chance actions of a pile: cards removed face down, dealt, drawn. */
export type PileChance = 'remove' | 'deal' | 'draw'

/** What the rules read of a deck's cards at every draw: each card's entry, and its chance actions, frozen. */
export interface DeckTables {
  /** The deck's cards, in entry order. */
  readonly cards: ReadonlyArray<Card>
  /** The entry of each card. */
  readonly index: ReadonlyMap<Card, number>
  /** The chance action of each entry, by kind of draw (shared by every node: frozen). */
  readonly actions: Readonly<Record<PileChance, ReadonlyArray<FmrAction>>>
}

const tablesOf = (cards: ReadonlyArray<Card>): DeckTables => ({
  cards,
  index: new Map(cards.map((card, i) => [card, i])),
  actions: {
    remove: cards.map((card): FmrAction => Object.freeze({ type: 'remove', card })),
    deal: cards.map((card): FmrAction => Object.freeze({ type: 'deal', card })),
    draw: cards.map((card): FmrAction => Object.freeze({ type: 'draw', card })),
  },
})

// The tables of a few decks by their cards (a value: the few decks a process plays with),
// oldest forgotten first.
// Sound: keyed by the cards' names, a value.
const byCards = new Map<string, DeckTables>()
const KEEP = 8

// The last deck asked for and its tables: a race asks at every draw, and all its states share
// one deck (the engine's frozen copy of the config's). Sound: only a frozen deck is kept, and the
// decks met here are those of states the rules take, which the engine froze whole (a frozen one
// is frozen all the way down, and never changes); any other deck is compared by its cards.
let lastDeck: ReadonlyArray<DeckEntry> | null = null
let lastTables: DeckTables | null = null

const sameCards = (deck: ReadonlyArray<DeckEntry>, cards: ReadonlyArray<Card>): boolean => {
  if (deck.length !== cards.length) return false
  for (let i = 0; i < cards.length; i++) if (deck[i]?.card !== cards[i]) return false
  return true
}

/** The tables of a deck (the deck of a sound state). */
export const deckTables = (deck: ReadonlyArray<DeckEntry>): DeckTables => {
  if (deck === lastDeck && lastTables !== null) return lastTables
  // A copy of the same deck (a search copies the state it starts each iteration from).
  let tables = lastTables !== null && sameCards(deck, lastTables.cards) ? lastTables : undefined
  if (tables === undefined) {
    const cards = deck.map((e) => e.card)
    const key = cards.join(',')
    tables = byCards.get(key) ?? tablesOf(cards)
    byCards.delete(key)
    byCards.set(key, tables)
    if (byCards.size > KEEP) byCards.delete(byCards.keys().next().value as string)
  }
  lastDeck = Object.isFrozen(deck) ? deck : null
  lastTables = tables
  return tables
}

/** Index of a card in a deck's entries (-1 when the deck has none). */
export const deckIndex = (deck: ReadonlyArray<DeckEntry>, card: Card): number => deckTables(deck).index.get(card) ?? -1

/** The full draw pile of a deck: every entry's count (FMR Fin de la course: all cards are reshuffled). */
export const fullPile = (deck: ReadonlyArray<DeckEntry>): ReadonlyArray<number> => deck.map((e) => e.count)

/** Cards in a deck. */
export const deckSize = (deck: ReadonlyArray<DeckEntry>): number => deck.reduce((sum, e) => sum + e.count, 0)

/** A pile with one copy of entry `index` taken out. */
export const takeFromPile = (pile: ReadonlyArray<number>, index: number): ReadonlyArray<number> => {
  const next = [...pile]
  next[index] = (next[index] ?? 0) - 1
  return next
}
