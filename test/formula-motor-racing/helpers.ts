import { expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import {
  formulaMotorRacing as game,
  type Card,
  type CarId,
  type DeckEntry,
  type Action,
  type Config,
  type Event,
  type Observation,
  type State,
} from '../../src/formula-motor-racing/index.js'
import type { RuleViolation, SeatId } from '../../src/core/index.js'

export { game }

/** The grid of crews dealt red, blue, green, yellow, black, white (FMR Mise en place 2). */
export const STANDARD_GRID: ReadonlyArray<CarId> = [
  'red-1',
  'blue-1',
  'green-1',
  'yellow-1',
  'black-1',
  'white-1',
  'white-2',
  'black-2',
  'yellow-2',
  'green-2',
  'blue-2',
  'red-2',
]

/** Sets a config up, failing the test on a Left. */
export const setup = (config: Config): State => {
  const result = game.setup(config)
  if (isLeft(result)) throw new Error(`setup refused: ${result.left.code} ${result.left.message}`)
  return result.right
}

/** What a viewer sees of an engine state (the engine never refuses its own states). */
export const observe = (state: State, viewer: SeatId | 'spectator'): Observation => {
  const seen = game.observe(state, viewer)
  if (isLeft(seen)) throw new Error(`observe refused: ${seen.left.code} ${seen.left.message}`)
  return seen.right
}

/** Applies an action that must be accepted. */
export const act = (state: State, action: Action): { state: State; events: ReadonlyArray<Event> } => {
  const result = game.reduce(state, action)
  if (isLeft(result)) throw new Error(`${JSON.stringify(action)} refused: ${result.left.code} ${result.left.message}`)
  return result.right
}

/** Applies actions in turn, collecting the events. */
export const actAll = (state: State, actions: ReadonlyArray<Action>): { state: State; events: Event[] } => {
  const events: Event[] = []
  let s = state
  for (const a of actions) {
    const r = act(s, a)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/** Applies an action that must be refused, and checks the state is unchanged. */
export const reject = (state: State, action: unknown): RuleViolation => {
  const before = JSON.stringify(state)
  const result = game.reduce(state, action as Action)
  expect(JSON.stringify(state)).toBe(before)
  if (!isLeft(result)) throw new Error(`${JSON.stringify(action)} was accepted`)
  expect(result.left.code).toMatch(/^[A-Z][A-Z_]*$/)
  expect(result.left.message.length).toBeGreaterThan(0)
  // A malformed action breaks the protocol; everything else names its FMR paragraph.
  expect(result.left.rule).toMatch(result.left.code === 'BAD_ACTION' ? /^pitwall protocol$/ : /^FMR /)
  return result.left
}

/** The deal actions giving each seat its hand (round robin from seat 0, as dealt at the table). */
export const dealActions = (hands: ReadonlyArray<ReadonlyArray<Card>>): Action[] => {
  const actions: Action[] = []
  for (let round = 0; round < 5; round++) {
    for (const hand of hands) {
      const card = hand[round]
      if (card === undefined) throw new Error('a hand needs 5 cards')
      actions.push({ type: 'deal', card })
    }
  }
  return actions
}

/** A deck holding exactly the given cards. */
export const deckOf = (cards: ReadonlyArray<Card>): ReadonlyArray<DeckEntry> => {
  const counts = new Map<Card, number>()
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1)
  return [...counts.entries()].map(([card, count]) => ({ card, count }))
}

/** Fills hands up to 5 cards each with a filler card. */
export const pad = (hand: ReadonlyArray<Card>, filler: Card = 'wrong-lane'): Card[] => {
  const out = [...hand]
  while (out.length < 5) out.push(filler)
  return out
}

/**
 * A race ready to play: the given grid, hands dealt from a deck made of exactly the hands
 * plus `pile` (so every draw is known), `players` seats with the default teams.
 */
export const race = (options: {
  readonly players?: number
  readonly grid?: ReadonlyArray<CarId>
  readonly hands: ReadonlyArray<ReadonlyArray<Card>>
  readonly pile?: ReadonlyArray<Card>
  readonly races?: number
  readonly driversChampionship?: boolean
}): State => {
  const players = options.players ?? options.hands.length
  const hands = options.hands.map((h) => pad(h))
  const pile = options.pile ?? []
  const state = setup({
    players,
    races: options.races ?? 1,
    variants: { shortRaces: false, driversChampionship: options.driversChampionship ?? false },
    grid: options.grid ?? STANDARD_GRID,
    deck: deckOf([...hands.flat(), ...pile]),
  })
  return actAll(state, dealActions(hands)).state
}

/** The running order and out queue, for assertions. */
export const positions = (state: State): { order: ReadonlyArray<CarId>; out: ReadonlyArray<CarId> } => ({
  order: state.order,
  out: state.out,
})
