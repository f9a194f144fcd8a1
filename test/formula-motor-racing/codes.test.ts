import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../src/core/index.js'
import { defaultConfig, position, type Action, type Code, type State } from '../../src/formula-motor-racing/index.js'
import { actAll, game, race, STANDARD_GRID } from './helpers.js'
import { describeRefusal, parseAction, type SetupCode } from '../../src/formula-motor-racing/index.js'
import { REFUSALS_FR } from '../../src/formula-motor-racing/words/refusals-fr.js'
import { expectDistinctFrench, expectFrenchNotation, expectFrenchRefusal } from '../support/refusals-fr.js'

// Every setup code (a code missing here, or one the union lacks, does not compile).
const SETUP_CODES = Object.keys({
  TOO_FEW_PLAYERS: 1,
  TOO_MANY_PLAYERS: 1,
  BAD_TEAMS: 1,
  DUPLICATE_DECK_CARD: 1,
  DECK_TOO_SMALL: 1,
  BAD_SEASON_LENGTH: 1,
  BAD_GRID: 1,
  BAD_CARRIED_POINTS: 1,
} satisfies Record<SetupCode, 1>)

// Seat 0 (red) holds these cards; red-1 is on pole, so seat 0 plays first.
const s = race({
  hands: [['overtake-3:red', 'collision', 'major-spin', 'turbo', 'pit-stop:red'], [], [], []],
})
// The same hands with red-2 out of the race (built with the position builder).
const out = ((): State => {
  const r = position(
    { ...defaultConfig({ players: 4 }), deck: s.rules.deck },
    {
      hands: s.hands,
      order: STANDARD_GRID.filter((c) => c !== 'red-2'),
      out: ['red-2'],
      turn: 0,
    },
  )
  if (isLeft(r)) throw new Error(r.left.message)
  return r.right
})()
const after = (actions: ReadonlyArray<Action>): State => actAll(s, actions).state

const refusal = (state: State, action: Action): RuleViolation => {
  const r = game.reduce(state, action)
  if (!isLeft(r)) throw new Error(`${JSON.stringify(action)} was accepted`)
  return r.left
}

interface Case {
  /** The refusal. */
  readonly made: () => RuleViolation
  /** The rulebook section that forbids it. */
  readonly rule: string
  /** The rulebook's words that forbid it. */
  readonly because: string
}

// One case (at least) per code of the Code union: adding a code without a case does not compile.
const CASES: Readonly<Record<Code, ReadonlyArray<Case>>> = {
  CARD_NOT_IN_HAND: [
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'off-track', car: 'red-1' }),
      rule: 'FMR Comment jouer',
      because: "Lors de son tour, chaque joueur doit jouer une carte d'action (de sa main)",
    },
  ],
  CAR_CHOSEN_BY_DIE: [
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'collision', car: 'red-1' }),
      rule: 'FMR Collision',
      because: 'Le joueur jette un dé pour déterminer quelle voiture est affectée.',
    },
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'major-spin', car: 'blue-1' }),
      rule: 'FMR Tête à Queue',
      because: 'Le joueur jette un dé pour déterminer quelle voiture est affectée.',
    },
  ],
  TARGET_REQUIRED: [
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'overtake-3:red', car: null }),
      rule: 'FMR Dépassement',
      because: 'Choisir une voiture de la couleur appropriée ET la voiture directement derrière elle',
    },
  ],
  CAR_NOT_RACING: [
    {
      made: () => refusal(out, { type: 'play', seat: 0, card: 'turbo', car: 'red-2' }),
      rule: 'FMR Turbo',
      because: 'Choisissez UNE des trois dernières voitures qui sont encore en course',
    },
    {
      made: () => refusal(out, { type: 'play', seat: 0, card: 'pit-stop:red', car: 'red-2' }),
      rule: 'FMR Arrêt au Stand',
      because: 'Choisissez UNE voiture de la couleur indiquée (une voiture hors course n’a plus de place à perdre)',
    },
  ],
  WRONG_COLOUR: [
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'overtake-3:red', car: 'blue-1' }),
      rule: 'FMR Dépassement',
      because: 'Choisir une voiture de la couleur appropriée',
    },
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'pit-stop:red', car: 'blue-1' }),
      rule: 'FMR Arrêt au Stand',
      because: 'Choisissez UNE voiture de la couleur indiquée et jetez un dé',
    },
  ],
  TURBO_NOT_LAST_THREE: [
    {
      made: () => refusal(s, { type: 'play', seat: 0, card: 'turbo', car: 'red-1' }),
      rule: 'FMR Turbo',
      because: 'Choisissez UNE des trois dernières voitures qui sont encore en course',
    },
  ],
  WRONG_PHASE: [
    {
      made: () => refusal(s, { type: 'keep', seat: 0 }),
      rule: 'FMR Comment jouer',
      because: "Lors de son tour, chaque joueur doit jouer une carte d'action",
    },
    {
      made: () =>
        refusal(
          after([
            { type: 'play', seat: 0, card: 'major-spin', car: null },
            { type: 'roll', value: 4 },
          ]),
          { type: 'stop', seat: 0 },
        ),
      rule: 'FMR Tête à Queue',
      because: 'il peut jeter le dé une seconde fois ... il doit accepter le résultat du second tirage',
    },
    {
      made: () =>
        refusal(
          after([
            { type: 'play', seat: 0, card: 'collision', car: null },
            { type: 'roll', value: 4 },
          ]),
          { type: 'keep', seat: 0 },
        ),
      rule: 'FMR Collision',
      because: 'Le joueur qui joue la carte Collision choisit laquelle des deux voitures est impliquée',
    },
  ],
}

describe('FMR refusal codes', () => {
  it('every code is given with the rule reference of the paragraph that forbids it', () => {
    for (const [code, cases] of Object.entries(CASES)) {
      expect(cases.length, code).toBeGreaterThan(0)
      for (const c of cases) {
        const v = c.made()
        expect(v.code, c.because).toBe(code)
        expect(v.rule, `${code}: ${c.because}`).toBe(c.rule)
        expect(v.message.length).toBeGreaterThan(0)
        // In French, the rule in the words of the French rules (describeRefusal).
        expect(expectFrenchRefusal(describeRefusal, v)).toBe(REFUSALS_FR[code as Code]())
      }
    }
  })

  it('every code of the rules and the setup has its own French; a text that is not a move too', () => {
    expectDistinctFrench(REFUSALS_FR, [...Object.keys(CASES), ...SETUP_CODES])
    expectFrenchNotation(describeRefusal, parseAction, 'Formula Motor Racing')
  })

  it('FMR Surcharge: roll-again and stop belong to an overload on the own car, after a 1-9', () => {
    const own = race({ hands: [['wheel-loss:red'], [], [], []] })
    const rolling = actAll(own, [
      { type: 'play', seat: 0, card: 'wheel-loss:red', car: 'red-2' },
      { type: 'roll', value: 4 },
    ]).state
    expect(rolling.phase).toBe('continue-overload')
    const v = refusal(rolling, { type: 'reroll', seat: 0 })
    expect([v.code, v.rule]).toEqual(['WRONG_PHASE', 'FMR Surcharge'])
  })
})
