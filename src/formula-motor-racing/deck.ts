import type { Card, DeckEntry } from './cards.js'

const indexes = new WeakMap<ReadonlyArray<DeckEntry>, ReadonlyMap<string, number>>()
// A season uses one deck throughout: the last one looked up is kept at hand.
let lastDeck: ReadonlyArray<DeckEntry> | null = null
let lastIndex: ReadonlyMap<string, number> = new Map()

/** Index of a card in a deck's entries (-1 when the deck has none), memoised per deck. */
export const deckIndex = (deck: ReadonlyArray<DeckEntry>, card: Card): number => {
  if (deck !== lastDeck) {
    let map = indexes.get(deck)
    if (map === undefined) {
      map = new Map(deck.map((e, i) => [e.card, i]))
      indexes.set(deck, map)
    }
    lastDeck = deck
    lastIndex = map
  }
  return lastIndex.get(card) ?? -1
}

/** The full draw pile of a deck: every entry's count (FMR Fin de la course: all cards are reshuffled). */
export const fullPile = (deck: ReadonlyArray<DeckEntry>): ReadonlyArray<number> => deck.map((e) => e.count)

/** Cards in a deck. */
export const deckSize = (deck: ReadonlyArray<DeckEntry>): number => deck.reduce((sum, e) => sum + e.count, 0)

/** A pile with one copy of entry `index` taken out. */
export const takeFromPile = (pile: ReadonlyArray<number>, index: number): ReadonlyArray<number> => {
  const next = pile.slice()
  next[index] = (next[index] ?? 0) - 1
  return next
}
