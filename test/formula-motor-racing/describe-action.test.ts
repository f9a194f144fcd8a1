import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bots,
  describeEvents,
  describeRunningOrder,
  defaultConfig,
  describeAction,
  formulaMotorRacing,
  PRESET_NAMES,
  type State as FmrState,
} from '../../src/formula-motor-racing/index.js'
import { expectDistinctDescriptions, raceStates } from '../support/descriptions.js'

// Seeded seasons of every preset, four players (the random bot plays every card on every car it may).
const STATES: ReadonlyArray<FmrState> = PRESET_NAMES.flatMap((rules, k) =>
  raceStates(formulaMotorRacing, defaultConfig({ players: 4, rules }), 80 + k, [
    bots.random,
    bots.heuristic,
    bots.random,
    bots.random,
  ]),
)

describe('Formula Motor Racing: describeAction says what an action will do, in English and in French', () => {
  it('every listed action of seeded seasons of every preset has its own description, in both languages', () => {
    const kinds = new Set(STATES.flatMap((s) => formulaMotorRacing.legalActions(s).map((a) => a.type)))
    for (const kind of [
      'crew',
      'deal',
      'draw',
      'roll',
      'play',
      'remove',
      'roll-again',
      'stop',
      'keep',
      'reroll',
      'partner',
    ])
      expect(kinds, kind).toContain(kind)
    expect(expectDistinctDescriptions(STATES, formulaMotorRacing.legalActions, describeAction)).toBeGreaterThan(1_000)
  })

  it('EFFETS DES CARTES D’ACTION: a card played names the car and its place, in the rulebook card names', () => {
    const s = STATES.find((x) => x.pending === null && x.order.length > 4) as FmrState
    const car = s.order[4]
    if (car === undefined) throw new Error('no car')
    const [colour, n] = car.split('-')
    expect(describeAction(s, { type: 'play', seat: 1, card: 'overtake-3:red', car })).toBe(
      `Seat 1 plays Overtake +3 (red) on ${colour} ${n}, 5th`,
    )
    expect(describeAction(s, { type: 'play', seat: 1, card: 'wrong-lane', car }, { lang: 'fr' })).toMatch(
      new RegExp(`^Le joueur 1 joue Mauvaise File -1 sur \\S+ ${n}, 5e$`),
    )
  })
})

describe('Formula Motor Racing: the report in French', () => {
  it("every line of a season has its French line, with the French rules' card names; the running order too", () => {
    const start = formulaMotorRacing.setup(defaultConfig({ players: 4 }))
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(formulaMotorRacing, start.right, seedRng(9), [
      bots.random,
      bots.heuristic,
      bots.random,
      bots.random,
    ])
    if (isLeft(run)) throw new Error(run.left.message)
    const english = describeEvents(run.right.events, 0)
    const french = describeEvents(run.right.events, 0, { lang: 'fr' })
    expect(french).toHaveLength(english.length)
    expect(english.length).toBeGreaterThan(50)
    french.forEach((line, k) => {
      expect(line).not.toBe(english[k])
      expect(line).not.toMatch(/undefined|NaN|\[object|overtake|seat /)
    })
    expect(french.join('\n')).toMatch(/Le joueur \d joue Dépassement \+\d/)
    const order = describeRunningOrder(run.right.state, { lang: 'fr' })
    expect(order).toHaveLength(describeRunningOrder(run.right.state).length)
  })
})
