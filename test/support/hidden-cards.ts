/**
 * Checks by card identity that a message to a viewer holds no card hidden from it. The race
 * is dealt from a deck of one copy of every card, so a card's name is its identity; a card
 * hidden from a viewer (in another seat's hand, in the pile, removed face down) may appear in
 * a message only once, in the public deck listing (`deck` of the observation, the box's
 * content). The message is searched as raw bytes in every encoding the servers use: JSON
 * strings and msgpack strings (Colyseus).
 */
import * as fmr from '../../src/formula-motor-racing/index.js'
import type { SeatId } from '../../src/core/index.js'

// Card names that events also use as plain words (why a car is out, an overload's damage):
// left out of the deck, so that a name found in a message is a card.
const EVENT_WORDS: ReadonlyArray<string> = ['engine-blow', 'wheel-loss', 'major-spin', 'collision']

/** A Formula Motor Racing config whose deck holds one copy of every card (but those named like event words). */
export const uniqueDeckConfig = (players: number): fmr.Config => ({
  ...fmr.defaultConfig({ players }),
  deck: fmr.ALL_CARDS.filter((card) => !EVENT_WORDS.includes(card)).map((card) => ({ card, count: 1 })),
})

/** The cards `viewer` may not see in `state`: other hands, the pile, the cards removed face down. */
export const hiddenCards = (state: fmr.State, viewer: SeatId | 'spectator'): ReadonlyArray<string> => [
  ...state.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand)),
  ...state.rules.deck.flatMap((entry, i) => ((state.pile[i] ?? 0) > 0 ? [entry.card] : [])),
  ...state.removed,
]

const encoder = new TextEncoder()

// The bytes of a string in msgpack (fixstr or str8), in JSON, and in JSON inside a JSON string.
const encodings = (text: string): ReadonlyArray<Uint8Array> => {
  const utf8 = encoder.encode(text)
  const header = utf8.length < 32 ? [0xa0 | utf8.length] : [0xd9, utf8.length]
  return [
    Uint8Array.from([...header, ...utf8]),
    encoder.encode(JSON.stringify(text)),
    encoder.encode(JSON.stringify(JSON.stringify(text)).slice(1, -1)),
  ]
}

const occurrences = (bytes: Uint8Array, text: string): number =>
  encodings(text).reduce((n, e) => n + count(bytes, e), 0)

const count = (haystack: Uint8Array, needle: Uint8Array): number => {
  let found = 0
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    found++
  }
  return found
}

/**
 * The hidden cards a message holds more often than its public deck listings do (none, when
 * nothing leaks): each `deck` field lists every card once.
 */
export const leakedCards = (message: Uint8Array | string, hidden: ReadonlyArray<string>): ReadonlyArray<string> => {
  const bytes = typeof message === 'string' ? encoder.encode(message) : message
  const listings = occurrences(bytes, 'deck')
  return hidden.filter((card) => occurrences(bytes, card) > listings)
}
