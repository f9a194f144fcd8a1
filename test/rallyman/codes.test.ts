/**
 * Every code of Rallyman's refusals, with a situation that produces it and the article that
 * forbids what was asked, read from the rulebook (not from the table): the refusal must carry
 * that article, and the table `CODE_RULES` must say the same.
 */
import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { CODE_RULES, corner, rallyman, straight, type Action, type Code, type State } from '../../src/rallyman/index.js'
import { placeCar, play, roll, setupOrThrow, testConfig, withCar, withTurn } from './helpers.js'
import { describeRefusal, parseAction } from '../../src/rallyman/index.js'
import { REFUSALS_FR } from '../../src/rallyman/words/refusals-fr.js'
import type { SetupCode } from '../../src/rallyman/index.js'

// Every setup code (a code missing here, or one the union lacks, does not compile).
const SETUP_CODES = Object.keys({
  DRIVERS: 1,
  SPECIALS: 1,
  DICE: 1,
  CARDS: 1,
  ZONE_DEFECT: 1,
  STAGE_DEFECT: 1,
  BAD_POSITION: 1,
} satisfies Record<SetupCode, 1>)
import { expectDistinctFrench, expectFrenchNotation, expectFrenchRefusal } from '../support/refusals-fr.js'

const road = (n = 12) => Array.from({ length: n }, () => straight())
const fresh = (rules = {}, drivers = 1) => setupOrThrow(testConfig(road(), { rules, drivers }))
// Cells: 0, 1 road; 2 tight (note 3); 3, 4, 5 drift (444); 6 cord (K4); 7, 8 road.
const bend = () =>
  setupOrThrow(
    testConfig(
      [
        straight(),
        straight(),
        corner({ inside: 'right', tight: [1, 3], drift: [3, 4], cord: [1, 4] }),
        straight(),
        straight(),
      ],
      { drivers: 2 },
    ),
  )
const inGear3 = (rules = {}) => placeCar(fresh(rules), 0, 2, 3)
// The end of special 1 of 2 for one driver, who finishes from cell 10.
const endOfSpecial = (rules: object, car = {}) => {
  const s = withCar(placeCar(setupOrThrow(testConfig(road(), { rules, specials: 2 })), 0, 10, 2), 0, car)
  return play(s, ...roll(2, 11), ...roll(3, -2)).state
}

/** Each code: the article that forbids it (with the rulebook's words) and a situation that produces it. */
const SITUATIONS: Readonly<Record<Code, readonly [string, () => readonly [State, Action]]>> = {
  // ART.4 phase 1: "si c'est le départ, ou pour repartir après une perte de contrôle lancer le DÉ VITESSE 1".
  GEAR_DIE_1_FIRST: ['RM ART.4', () => [fresh(), { type: 'roll', die: 2, to: 0 }]],
  // ART.4: "Chaque dé ne peut être lancé qu'une fois par tour de jeu."
  DIE_ALREADY_USED: ['RM ART.4', () => [play(inGear3(), ...roll(3, 3)).state, { type: 'roll', die: 3, to: 4 }]],
  NO_GAS_DIE_LEFT: [
    'RM ART.4',
    () => [play(inGear3(), ...roll('gas', 3), ...roll('gas', 4)).state, { type: 'roll', die: 'gas', to: 5 }],
  ],
  // ART.9.3: "Lors d'une 2ème crevaison : le pilote ne peut plus utiliser aucun DÉ GAZ."
  GAS_DIE_LOST: ['RM ART.9.3', () => [withCar(inGear3(), 0, { punctures: 2 }), { type: 'roll', die: 'gas', to: 3 }]],
  // ART.8: "Perdre 1 dé noir signifie que le pilote ne dispose plus que de 4 DÉS VITESSE".
  NO_GEAR_DIE_LEFT: [
    'RM ART.8',
    () => [play(withCar(inGear3(), 0, { gearLost: 4 }), ...roll(3, 3)).state, { type: 'roll', die: 4, to: 4 }],
  ],
  // ART.4: "les vitesses s'enchaînent 1 à 1".
  GEAR_STEP: ['RM ART.4', () => [inGear3(), { type: 'roll', die: 5, to: 3 }]],
  // ART.4: "LANCER 1 DÉ = AVANCER DE 1 CASE".
  NOT_NEXT_CELL: ['RM ART.4', () => [inGear3(), { type: 'roll', die: 3, to: 5 }]],
  // ART.15.4: "Pneus neige sur asphalte : le pilote n'utilise qu'1 seul DÉ GAZ sur les cases asphalte."
  SNOW_TYRES_ONE_GAS: [
    'RM ART.15.4',
    () => {
      const s = play(fresh({ tyres: true }), { type: 'tyres', tyres: 'snow' }).state
      return [play(placeCar(s, 0, 2, 3), ...roll('gas', 3)).state, { type: 'roll', die: 'gas', to: 4 }]
    },
  ],
  // ART.12: "En ligne droite, sauf si la case est complètement occupée."
  CELL_FULL: [
    'RM ART.12',
    () => [placeCar(withCar(fresh({}, 2), 1, { status: 'racing', cell: 3 }), 0, 2, 3), { type: 'roll', die: 3, to: 3 }],
  ],
  // ART.9.2: "Depuis une case de dérapage (sauf la dernière), on peut reprendre la trajectoire tendue en descendant 1 vitesse."
  DRIFT_RETURN: ['RM ART.9.2', () => [placeCar(bend(), 0, 3, 4), { type: 'roll', die: 'gas', to: 2 }]],
  // ART.9.1: "La note dans le virage indique la vitesse maximale de passage en trajectoire tendue."
  CORNER_NOTE: ['RM ART.9', () => [placeCar(bend(), 0, 1, 4), { type: 'roll', die: 4, to: 2 }]],
  // ART.5: "(il est possible de débuter sans cette règle)".
  NO_BIG_ATTACK: [
    'RM ART.5',
    () => [inGear3({ bigAttack: false }), { type: 'attack', gears: [3, 4], gas: 0, orange: 0 }],
  ],
  // ART.5: "il est interdit de les mixer sur un même tour de jeu".
  ATTACK_MIXED: [
    'RM ART.5',
    () => [play(inGear3(), ...roll(3, 3)).state, { type: 'attack', gears: [4, 5], gas: 0, orange: 0 }],
  ],
  // ART.5: the dice chosen are thrown together (each die once).
  ATTACK_DICE_ORDER: ['RM ART.5', () => [inGear3(), { type: 'attack', gears: [4, 3], gas: 0, orange: 0 }]],
  // ART.5: "lancer les dés choisis pour le déplacement simultanément (à partir de 2 dés)".
  ATTACK_TWO_DICE: ['RM ART.5', () => [inGear3(), { type: 'attack', gears: [3], gas: 0, orange: 0 }]],
  // ART.20: the orange dice are the leader's gas dice, "à la place des dés GAZ blancs".
  ORANGE_DICE: ['RM ART.20', () => [inGear3(), { type: 'attack', gears: [3, 4], gas: 0, orange: 1 }]],
  // ART.5: the move is "autant de cases que de dés lancés, en les combinant librement" by the usual chain.
  ATTACK_IMPOSSIBLE: ['RM ART.5', () => [inGear3(), { type: 'attack', gears: [1, 5], gas: 0, orange: 0 }]],
  // ART.5: the thrown dice make the move; nothing else is thrown in it.
  ATTACK_IN_PROGRESS: ['RM ART.5', () => [thrown(), { type: 'roll', die: 2, to: 3 }]],
  NO_ATTACK: ['RM ART.5', () => [inGear3(), { type: 'use', die: 3, warning: false, orange: false, to: 3 }]],
  NOT_THROWN: ['RM ART.5', () => [thrown(), { type: 'use', die: 2, warning: false, orange: false, to: 3 }]],
  // ART.5: every thrown die is used ("le déplacement est entièrement réalisé").
  ATTACK_DEAD_END: [
    'RM ART.5',
    () => [thrown([2, 3, 4]), { type: 'use', die: 3, warning: false, orange: false, to: 3 }],
  ],
  // ART.6: "(il est possible de débuter sans cette règle)".
  NO_RELEASE: ['RM ART.6', () => [inGear3({ releaseSeconds: false }), { type: 'place', die: 3, to: 3 }]],
  // ART.6: "si l'on craint la perte de contrôle lorsque 2 ⚠ sont déjà apparus".
  CANNOT_RELEASE: ['RM ART.6', () => [withCar(inGear3(), 0, { seconds: 5 }), { type: 'place', die: 3, to: 3 }]],
  // ART.4 phase 3: the speed card of "le dernier dé lancé": a move throws a die.
  NO_DIE_YET: ['RM ART.4', () => [inGear3(), { type: 'stop' }]],
  // ART.10: "Elle ne se joue que lorsque le pilote est en vitesse 0 ou vitesse 1 et seulement en début de tour de jeu."
  NO_SPARE_WHEEL: ['RM ART.10', () => [withCar(inGear3(), 0, { punctures: 1 }), { type: 'spare-wheel' }]],
  // ART.12: "Dans le cas très rare d'un déplacement impossible".
  NOT_STUCK: ['RM ART.12', () => [inGear3(), { type: 'stuck' }]],
  // ART.4: the car at the wheel moves with the dice.
  AT_THE_WHEEL: ['RM ART.4', () => [inGear3(), { type: 'tyres', tyres: 'snow' }]],
  // ART.15.3: "chaque pilote choisit ses pneus" at the start.
  CHOOSE_TYRES: ['RM ART.15.3', () => [fresh({ tyres: true }), { type: 'stop' }]],
  // ART.24.1: "Avec Dirt vous avez désormais accès à 4 types de pneus".
  TYRES_UNAVAILABLE: ['RM ART.24.1', () => [fresh({ tyres: true }), { type: 'tyres', tyres: 'dirt' }]],
  // ART.22: "chaque pilote ... choisit en secret une pénalité".
  SECRET_PENALTY: ['RM ART.22', () => [endOfSpecial({ timeControl: true }), { type: 'stop' }]],
  // ART.22: the tokens come from "la réserve du jeu".
  TOO_MANY_TOKENS: ['RM ART.22', () => [endOfSpecial({ timeControl: true }), { type: 'penalty', seat: 0, tokens: 7 }]],
  // ART.10: "peut également être jouée entre 2 spéciales s'il n'y a pas d'assistance".
  SPARE_WHEEL_CHOICE: ['RM ART.10', () => [endOfSpecial({}, { punctures: 1 }), { type: 'stop' }]],
  // ART.7.5: the Sisu card "pour annuler une perte de contrôle", asked when control is lost.
  SISU_PENDING: [
    'RM ART.7.5',
    () => [play(inGear3(), ...roll(3, 3, true), ...roll(4, 4, true), ...roll(5, 5, true)).state, { type: 'stop' }],
  ],
}

// A big attack of these dice from gear 3 on cell 2, thrown with no warning.
function thrown(gears: ReadonlyArray<number> = [3, 4]): State {
  return play(
    inGear3(),
    { type: 'attack', gears, gas: 0, orange: 0 },
    { type: 'attack-faces', gears: gears.map(() => false), gas: 0, orange: 0 },
  ).state
}

describe('every refusal code names the article that forbids it', () => {
  it('the table has a situation for every code, and only codes the table knows', () => {
    expect(Object.keys(SITUATIONS).sort()).toEqual(Object.keys(CODE_RULES).sort())
  })

  for (const [code, [article, situation]] of Object.entries(SITUATIONS) as ReadonlyArray<
    [Code, readonly [string, () => readonly [State, Action]]]
  >)
    it(`${article}: ${code}`, () => {
      const [state, action] = situation()
      expect(rallyman.status(state).kind).not.toBe('invalid')
      const r = rallyman.reduce(state, action)
      if (!isLeft(r)) throw new Error(`${JSON.stringify(action)} was accepted`)
      expect(r.left.code).toBe(code)
      expect(r.left.rule).toBe(article)
      expect(CODE_RULES[code]).toBe(article)
      expect(r.left.message.length).toBeGreaterThan(10)
      // In French, the rule in the rulebook's words (describeRefusal).
      expect(expectFrenchRefusal(describeRefusal, r.left)).toBe(REFUSALS_FR[code]())
    })

  it('every code of the rules and the setup has its own French; a text that is not a move too', () => {
    expectDistinctFrench(REFUSALS_FR, [...Object.keys(CODE_RULES), ...SETUP_CODES])
    expectFrenchNotation(describeRefusal, parseAction, 'Rallyman')
  })

  it('RM ART.4 and ART.9.3: a gas die refused for being thrown already is not blamed on punctures', () => {
    const one = withCar(inGear3(), 0, { punctures: 1 })
    const after = play(one, ...roll('gas', 3)).state
    // The one gas die left was thrown: the other is the one the puncture took.
    expect(rallyman.reduce(after, { type: 'roll', die: 'gas', to: 4 })).toMatchObject({
      left: { code: 'GAS_DIE_LOST', rule: 'RM ART.9.3' },
    })
    const two = play(withTurn(inGear3(), {}), ...roll('gas', 3), ...roll('gas', 4)).state
    expect(rallyman.reduce(two, { type: 'roll', die: 'gas', to: 5 })).toMatchObject({
      left: { code: 'NO_GAS_DIE_LEFT', rule: 'RM ART.4' },
    })
  })
})
