/**
 * What the engine remembers can never be seen to go stale: a cache keeps an object only once it
 * is frozen (or while no one but the rules holds it), and what a public helper hands out is the
 * caller's to edit. Each test edits what it was handed, or what it handed in, and asks again.
 */
import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson, deepFreeze, sampleOutcome, seedRng, type Game } from '../src/core/index.js'
import { contentMemo, frozenMemo } from '../src/core/memo.js'
import { frozenInput } from '../src/core/freeze.js'
import { currentMoves, defaultConfig, formuleDe, type State as FdState } from '../src/formule-de/index.js'
import { deckIndex } from '../src/formula-motor-racing/deck.js'
import type { DeckEntry } from '../src/formula-motor-racing/cards.js'

// A JSON copy: plain data that can still be edited.
const thawed = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

// The first state of a race where the game waits for a move: the first listed decision taken
// and the dice drawn from seed 7, from `setup`.
const firstMove = <C, S, A, E, O>(game: Game<C, S, A, E, O>, config: C, isMove: (s: S) => boolean): S => {
  const start = game.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  let state = start.right
  let rng = seedRng(7)
  for (let step = 0; step < 500 && !isMove(state); step++) {
    const status = game.status(state)
    let action = game.legalActions(state)[0]
    if (status.kind === 'chance') [action, rng] = sampleOutcome(status.outcomes, rng)
    if (action === undefined) break
    const next = game.reduce(state, action)
    if (isLeft(next)) throw new Error(next.left.message)
    state = next.right.state
  }
  if (!isMove(state)) throw new Error('no move in the first 500 steps')
  return state
}

describe('core memos remember frozen objects only', () => {
  it('frozenMemo and contentMemo derive anew from an object that can still change, and remember a frozen one', () => {
    let calls = 0
    const total = (xs: ReadonlyArray<number>): number => {
      calls++
      return xs.reduce((a, b) => a + b, 0)
    }
    for (const memo of [frozenMemo(total), contentMemo(total)]) {
      calls = 0
      const open = [1, 2, 3]
      expect(memo(open)).toBe(6)
      open[0] = 10
      expect(memo(open)).toBe(15)
      const frozen = Object.freeze([4, 5])
      expect(memo(frozen)).toBe(9)
      const before = calls
      expect(memo(frozen)).toBe(9)
      expect(calls).toBe(before)
    }
  })

  it('an object frozen by its holder but reaching one that can still change is derived anew', () => {
    let calls = 0
    const total = (xs: ReadonlyArray<ReadonlyArray<number>>): number => {
      calls++
      return xs.flat().reduce((a, b) => a + b, 0)
    }
    for (const memo of [frozenMemo(total), contentMemo(total)]) {
      const inner = [1, 2]
      const outer = Object.freeze([inner, Object.freeze([3])])
      expect(memo(outer)).toBe(6)
      inner[0] = 10
      expect(memo(outer)).toBe(15)
      const whole = deepFreeze([[1], [2]])
      expect(memo(whole)).toBe(3)
      const before = calls
      expect(memo(whole)).toBe(3)
      expect(calls).toBe(before)
    }
    const open = { a: [1] }
    const shell = Object.freeze(open)
    const copy = frozenInput(shell)
    expect(copy).not.toBe(shell)
    expect(Object.isFrozen(copy.a)).toBe(true)
    expect(Object.isFrozen(open.a)).toBe(false)
  })

  it('frozenInput gives a frozen value as it is, and a frozen copy of any other, leaving it editable', () => {
    const frozen = deepFreeze({ a: [1] })
    expect(frozenInput(frozen)).toBe(frozen)
    const open = { a: [1, { b: 2 }] }
    const copy = frozenInput(open)
    expect(copy).not.toBe(open)
    expect(copy).toEqual(open)
    expect(Object.isFrozen(copy.a[1])).toBe(true)
    expect(Object.isFrozen(open) || Object.isFrozen(open.a)).toBe(false)
  })
})

describe('public helpers hand out what the caller may edit, and read what it hands in as it is now', () => {
  const config = defaultConfig({ players: 3, laps: 1 })
  const atMove = (s: FdState): boolean => s.step.kind === 'move'

  it('Formule Dé: editing the moves currentMoves hands out changes nothing the game answers', () => {
    const state = firstMove(formuleDe, config, atMove)
    const legal = canonicalJson(formuleDe.legalActions(state))
    const moves = currentMoves(state)
    const listed = canonicalJson(moves)
    const bogus = { ...(moves[0] as (typeof moves)[number]), path: [9999], end: 9999 }
    ;(moves as (typeof moves)[number][]).push(bogus)
    for (const m of moves) (m.path as number[]).reverse()
    expect(canonicalJson(currentMoves(state))).toBe(listed)
    expect(canonicalJson(formuleDe.legalActions(state))).toBe(legal)
    const refused = formuleDe.reduce(state, { type: 'move', path: [9999], brake: 0 })
    expect(isLeft(refused) && refused.left.code).not.toBe(false)
  })

  it('Formule Dé: currentMoves of a state that can still change answers for the state as it is now', () => {
    const state = thawed(firstMove(formuleDe, config, atMove))
    const step = state.step as Extract<FdState['step'], { kind: 'move' }>
    expect(currentMoves(state).length).toBeGreaterThan(0)
    for (const roll of [1, 4, 9, 12]) {
      ;(step as { roll: number }).roll = roll
      expect(canonicalJson(currentMoves(state))).toBe(canonicalJson(currentMoves(thawed(state))))
    }
  })

  it('Formule Dé: currentMoves of a state frozen by its holder on top only answers for the state as it is now', () => {
    const state = thawed(firstMove(formuleDe, config, atMove))
    const step = state.step as Extract<FdState['step'], { kind: 'move' }>
    const shell = Object.freeze(state)
    expect(currentMoves(shell).length).toBeGreaterThan(0)
    for (const roll of [1, 4, 9, 12]) {
      ;(step as { roll: number }).roll = roll
      expect(canonicalJson(currentMoves(shell))).toBe(canonicalJson(currentMoves(thawed(shell))))
    }
  })

  it('Formula Motor Racing: a deck that can still change is read for its cards as they are now', () => {
    const deck: DeckEntry[] = [
      { card: 'turbo', count: 2 },
      { card: 'major-spin', count: 1 },
    ]
    expect(deckIndex(deck, 'turbo')).toBe(0)
    deck.reverse()
    expect(deckIndex(deck, 'turbo')).toBe(1)
    expect(deckIndex(deck, 'major-spin')).toBe(0)
  })
})
