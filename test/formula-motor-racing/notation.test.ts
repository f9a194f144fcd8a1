import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson } from '../../src/core/index.js'
import {
  formatAction,
  parseAction,
  type Action,
  type Config,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { act, game, race } from './helpers.js'
import { walkSeason } from './walk.js'
import { expectTotalOnNonStrings } from '../support/notation.js'

const parsed = (text: string, state?: State): Action => {
  const r = parseAction(text, state)
  if (isLeft(r)) throw new Error(r.left.message)
  return r.right
}
const refused = (text: string, state?: State): string => {
  const r = parseAction(text, state)
  if (isRight(r)) throw new Error(`${text} was read as ${canonicalJson(r.right)}`)
  expect(r.left.code).toBe('BAD_NOTATION')
  expect(r.left.rule).toBe('pitwall notation')
  return r.left.message
}

const SEASONS: ReadonlyArray<Config> = [
  { players: 3, races: 2, variants: { shortRaces: true, driversChampionship: false } },
  { players: 6, races: 1, variants: { shortRaces: false, driversChampionship: true } },
  // Dice cards only: spins, collisions and overloads give every choice after a roll.
  {
    players: 4,
    races: 1,
    variants: { shortRaces: false, driversChampionship: false },
    deck: [
      { card: 'major-spin', count: 8 },
      { card: 'minor-spin', count: 8 },
      { card: 'collision', count: 8 },
      { card: 'wheel-loss', count: 8 },
    ],
  },
]
const STATES = SEASONS.flatMap((config, i) => walkSeason(config, 40 + i).states)

describe('notation', () => {
  // Four players; seat 0 holds these cards, red-1 on pole: seat 0 plays first.
  const s = race({ hands: [['overtake-3:red', 'collision', 'wheel-loss:red', 'turbo'], [], [], []], pile: ['turbo'] })

  it('FMR Comment jouer: a play reads "P <card> <car>", the car left out when the die picks it', () => {
    expect(parsed('P overtake-3:red red-2', s)).toEqual({ type: 'play', seat: 0, card: 'overtake-3:red', car: 'red-2' })
    expect(parsed('P collision', s)).toEqual({ type: 'play', seat: 0, card: 'collision', car: null })
    expect(formatAction({ type: 'play', seat: 0, card: 'turbo', car: 'red-2' }, s)).toBe('P turbo red-2')
    // Another seat than the one to act, or no state: the seat is written first.
    expect(formatAction({ type: 'play', seat: 2, card: 'turbo', car: 'red-2' }, s)).toBe('2: P turbo red-2')
    expect(formatAction({ type: 'play', seat: 0, card: 'collision', car: null })).toBe('0: P collision')
    expect(parsed('2: P turbo red-2')).toEqual({ type: 'play', seat: 2, card: 'turbo', car: 'red-2' })
    expect(parsed('  p   TURBO   Red-2 ', s)).toEqual({ type: 'play', seat: 0, card: 'turbo', car: 'red-2' })
  })

  it('FMR Mise en place 3, Comment jouer: "D <card>" is a deal while the hands are dealt, a draw after a play', () => {
    const dealing = game.setup({
      players: 4,
      races: 1,
      variants: { shortRaces: false, driversChampionship: false },
      grid: [...s.order],
    })
    if (isLeft(dealing)) throw new Error(dealing.left.message)
    expect(dealing.right.phase).toBe('deal-cards')
    expect(parsed('D turbo', dealing.right)).toEqual({ type: 'deal', card: 'turbo' })
    const played = act(s, { type: 'play', seat: 0, card: 'turbo', car: 'red-2' }).state
    expect(played.phase).toBe('draw-card')
    expect(parsed('D turbo', played)).toEqual({ type: 'draw', card: 'turbo' })
    expect(formatAction({ type: 'draw', card: 'turbo' }, played)).toBe('D turbo')
    // Spelled out without a state.
    expect(formatAction({ type: 'deal', card: 'pit-stop:blue' })).toBe('deal pit-stop:blue')
    expect(parsed('draw turbo')).toEqual({ type: 'draw', card: 'turbo' })
  })

  it('FMR Effets des cartes: the die, the crew cards, the cards removed and the choices after a roll', () => {
    expect(parsed('R 7')).toEqual({ type: 'roll', value: 7 })
    expect(parsed('C red')).toEqual({ type: 'crew', colour: 'red' })
    expect(parsed('X overtake-3:blue')).toEqual({ type: 'remove', card: 'overtake-3:blue' })
    expect(parsed('again', s)).toEqual({ type: 'roll-again', seat: 0 })
    expect(parsed('1: stop')).toEqual({ type: 'stop', seat: 1 })
    expect(parsed('keep', s)).toEqual({ type: 'keep', seat: 0 })
    expect(parsed('reroll', s)).toEqual({ type: 'reroll', seat: 0 })
    expect(parsed('partner behind', s)).toEqual({ type: 'partner', seat: 0, side: 'behind' })
    expect(formatAction({ type: 'partner', seat: 0, side: 'front' }, s)).toBe('partner front')
    expect(formatAction({ type: 'roll-again', seat: 3 })).toBe('3: again')
  })

  it('a text that is not a move is BAD_NOTATION, naming what is wrong', () => {
    expect(refused('')).toContain('no move')
    expect(refused('fly', s)).toContain('unknown move fly')
    expect(refused('P nitro red-1', s)).toContain('P takes a card')
    expect(refused('P turbo purple-1', s)).toContain('no car purple-1')
    expect(refused('P turbo red-1 red-2', s)).toContain('P takes a card')
    expect(refused('R 13')).toContain('1 to 12')
    expect(refused('R 0')).toContain('1 to 12')
    expect(refused('C purple')).toContain('C takes a team colour')
    expect(refused('2: C red')).toContain('a chance outcome has no seat')
    expect(refused('stop')).toContain('names its seat')
    expect(refused('partner left', s)).toContain('front or behind')
    expect(refused('keep now', s)).toContain('keep takes nothing')
  })

  it('every legal action of random season states reads back from its notation, with and without the state', () => {
    let checked = 0
    for (const state of STATES) {
      for (const action of game.legalActions(state)) {
        const compact = formatAction(action, state)
        expect(canonicalJson(parsed(compact, state)), compact).toBe(canonicalJson(action))
        const spelled = formatAction(action)
        expect(canonicalJson(parsed(spelled)), spelled).toBe(canonicalJson(action))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
    const kinds = new Set(STATES.flatMap((state) => game.legalActions(state).map((a) => a.type)))
    expect([...kinds].sort()).toEqual(
      ['crew', 'deal', 'draw', 'keep', 'partner', 'play', 'remove', 'reroll', 'roll', 'roll-again', 'stop'].sort(),
    )
  })

  it('any text gives an action or BAD_NOTATION, never a throw', () => {
    const words = fc.constantFrom(
      'P',
      'D',
      'R',
      'C',
      'X',
      'again',
      'stop',
      'partner',
      'front',
      'turbo',
      'red-1',
      'red',
      '7',
      '2:',
      ':',
      '-1',
      '99',
    )
    const texts = fc.oneof(
      fc.string(),
      fc.array(words, { maxLength: 5 }).map((w) => w.join(' ')),
    )
    fc.assert(
      fc.property(texts, fc.constantFrom(...STATES.slice(0, 50)), (text, state) => {
        const r = parseAction(text, state)
        if (isLeft(r)) expect(r.left.code).toBe('BAD_NOTATION')
        else expect(canonicalJson(parsed(formatAction(r.right, state), state))).toBe(canonicalJson(r.right))
      }),
      { numRuns: 1000 },
    )
  })

  it('parseAction is total: anything but a string (a request without its move) is BAD_NOTATION, never a throw', () => {
    expectTotalOnNonStrings(parseAction)
  })
})
