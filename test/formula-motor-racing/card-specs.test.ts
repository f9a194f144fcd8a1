import { describe, expect, it } from 'vitest'
import { act, game, race, reject, STANDARD_GRID } from './helpers.js'
import {
  CARD_FACES,
  CARD_SPECS,
  COLOURABLE_KINDS,
  NEUTRAL_KINDS,
  type CardKind,
  type CarId,
  type PlayAction,
} from '../../src/formula-motor-racing/index.js'
import { cardFace } from '../../src/formula-motor-racing/svg/cards.js'

// The rulebook's summary of the cards (FMR Effets des cartes d'action), written here apart
// from the game's table: which section defines each kind, who picks its car, whether the d12
// resolves it, and whether it helps the car it is played on.
const RULEBOOK: Readonly<
  Record<
    CardKind,
    { section: string; car: 'any racing car' | 'one of the last three' | 'the die'; d12: boolean; helps: boolean }
  >
> = {
  'overtake-2': { section: 'FMR Dépassement', car: 'any racing car', d12: false, helps: true },
  'overtake-3': { section: 'FMR Dépassement', car: 'any racing car', d12: false, helps: true },
  'overtake-4': { section: 'FMR Dépassement', car: 'any racing car', d12: false, helps: true },
  turbo: { section: 'FMR Turbo', car: 'one of the last three', d12: false, helps: true },
  'wrong-lane': { section: 'FMR Mauvaise File', car: 'any racing car', d12: false, helps: false },
  'off-track': { section: 'FMR Mauvaise File', car: 'any racing car', d12: false, helps: false },
  'loss-of-control': { section: 'FMR Mauvaise File', car: 'any racing car', d12: false, helps: false },
  'pit-stop': { section: 'FMR Arrêt au Stand', car: 'any racing car', d12: true, helps: false },
  'wheel-loss': { section: 'FMR Surcharge', car: 'any racing car', d12: true, helps: true },
  'engine-blow': { section: 'FMR Surcharge', car: 'any racing car', d12: true, helps: true },
  'major-spin': { section: 'FMR Tête à Queue', car: 'the die', d12: true, helps: false },
  'minor-spin': { section: 'FMR Tête à Queue', car: 'the die', d12: true, helps: false },
  collision: { section: 'FMR Collision', car: 'the die', d12: true, helps: false },
}

const KINDS: ReadonlyArray<CardKind> = [...COLOURABLE_KINDS, ...NEUTRAL_KINDS]

// Four players; the neutral card of the kind in seat 0's hand, red-1 on pole (seat 0 plays first).
const withCard = (kind: CardKind) => race({ hands: [[kind], [], [], []], pile: ['turbo', 'turbo'] })

const playsOf = (kind: CardKind): ReadonlyArray<PlayAction> =>
  game.legalActions(withCard(kind)).filter((a): a is PlayAction => a.type === 'play' && a.card === kind)

describe("FMR Effets des cartes d'action: one table of the cards, read by every part of the game", () => {
  it("FMR Effets des cartes d'action: the tables have one entry per kind, and nothing else", () => {
    expect(Object.keys(CARD_SPECS).sort()).toEqual([...KINDS].sort())
    expect(Object.keys(CARD_FACES).sort()).toEqual([...KINDS].sort())
    expect(new Set(KINDS).size).toBe(KINDS.length)
  })

  for (const kind of KINDS) {
    const book = RULEBOOK[kind]
    it(`${book.section}: ${kind} is played on ${book.car}${book.d12 ? ', then the d12 is rolled' : ', at once'}`, () => {
      const cars = playsOf(kind).map((a) => a.car)
      const expected: ReadonlyArray<CarId | null> =
        book.car === 'the die' ? [null] : book.car === 'one of the last three' ? STANDARD_GRID.slice(-3) : STANDARD_GRID
      expect(cars).toEqual(expected)
      const car = cars[cars.length - 1] ?? null
      const { state } = act(withCard(kind), { type: 'play', seat: 0, card: kind, car })
      expect(state.phase).toBe(book.d12 ? 'roll' : 'draw-card')
      // A refusal names the card's section: at its roll, or when it is played without its car.
      const refused = book.d12
        ? reject(state, { type: 'stop', seat: 0 })
        : reject(withCard(kind), { type: 'play', seat: 0, card: kind, car: null })
      expect(refused.rule).toBe(book.section)
    })

    it(`${book.section}: ${kind} is drawn ${book.helps ? 'green, a help' : 'red, a blow'} to the car it is played on`, () => {
      const face = cardFace(kind, 0, 0)
      expect(face).toContain(book.helps ? 'fill="#1b7f3a"' : 'fill="#b3261e"')
      expect(face).toContain(`<title>${CARD_FACES[kind].name}</title>`)
    })
  }
})
