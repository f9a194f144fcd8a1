import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bots,
  circuitOf,
  describeAction,
  formatAction,
  formuleDe,
  placeOfSpace,
  type Config,
  type State,
} from '../../src/formule-de/index.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import { carAt, moveTo, play, raceState, T, track } from './helpers.js'
import { walkRace } from './walk.js'
import { expectDistinctDescriptions } from '../support/descriptions.js'

// Seeded races of every preset, qualifying and the tournament's stands and builds included.
const CONFIGS: ReadonlyArray<Config> = [
  { circuit: 'hairpin', laps: 2, cars: ['Car 1', 'Bruno', 'Chloé'] },
  { circuit: 'riviera', laps: 1, cars: ['Car 1', 'Bruno', 'Chloé', 'Dan', 'Eva'] },
  { circuit: 'speedbowl', laps: 2, cars: ['Car 1', 'Bruno', 'Chloé', 'Dan'], preset: 'advanced' },
  { circuit: 'hairpin', laps: 3, cars: ['Car 1', 'Bruno', 'Chloé'], preset: 'tournament', qualifyingClock: true },
]
// The states of a race the heuristic bots drive (they reach the gears where slipstreams come).
const driven = (config: Config, seed: number): ReadonlyArray<State> => {
  const start = formuleDe.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const run = playout(
    formuleDe,
    start.right,
    seedRng(seed),
    config.cars.map(() => bots.heuristic),
  )
  if (isLeft(run)) throw new Error(run.left.message)
  const states = [start.right]
  for (const action of run.right.actions) {
    const next = formuleDe.reduce(states[states.length - 1] as State, action)
    if (isLeft(next)) throw new Error(next.left.message)
    states.push(next.right.state)
  }
  return states
}
// FD-A 1 (as FD-T 18-5-1 sets it up): behind a car in 4th, a slipstream is offered, twice.
const slipstreaming = ((): ReadonlyArray<State> => {
  const s0 = raceState(
    track,
    [carAt(T(1, 4), { gear: 4, tyre: 'soft' }), carAt(T(1, 12), { gear: 4 }), carAt(T(0, 16), { gear: 4 })],
    { kind: 'move', roll: 7, reason: 'gear', engineTest: false },
    { rules: resolveRules('advanced'), laps: 3 },
  )
  const a = play(s0, [moveTo(s0, T(1, 11))]).state
  return [s0, a]
})()
const STATES: ReadonlyArray<State> = [
  ...CONFIGS.flatMap((c, i) => walkRace(c, 70 + i).states),
  ...slipstreaming,
  ...driven({ circuit: 'speedbowl', laps: 2, cars: ['Ada', 'Bruno', 'Chloé', 'Dan'], preset: 'advanced' }, 3),
]

const moving = (): State =>
  raceState(track, [carAt(T(1, 2), { gear: 3 }), carAt(T(1, 4))], {
    kind: 'move',
    roll: 4,
    reason: 'gear',
    engineTest: false,
  })

describe('Formule Dé: describeAction says what an action will do, in English and in French', () => {
  it('every listed action of seeded races of every preset has its own description, in both languages', () => {
    const kinds = new Set(STATES.flatMap((s) => formuleDe.legalActions(s).map((a) => a.type)))
    // Every kind of action a race lists is met: decisions and dice.
    for (const kind of ['build', 'chrono', 'choose-stand', 'collision', 'gear', 'grid', 'move', 'no-slipstream'])
      expect(kinds, kind).toContain(kind)
    for (const kind of ['pit', 'roll', 'slipstream', 'stand', 'start', 'tyres', 'weather'])
      expect(kinds, kind).toContain(kind)
    expect(expectDistinctDescriptions(STATES, formuleDe.legalActions, describeAction)).toBeGreaterThan(8_000)
  })

  it('a move names where it ends as the notation does: a lane and a space counted along it', () => {
    const states = STATES.filter((s) => s.step.kind === 'move').slice(0, 200)
    for (const s of states)
      for (const a of formuleDe.legalActions(s)) {
        if (a.type !== 'move' || a.path.length === 0) continue
        const place = placeOfSpace(circuitOf(s), a.path[a.path.length - 1] as number)
        if (place === undefined || typeof place.lane !== 'number') continue
        expect(describeAction(s, a)).toContain(`to lane ${place.lane}, space ${place.space}`)
        expect(describeAction(s, a, { lang: 'fr' })).toContain(`couloir ${place.lane}, case ${place.space}`)
        expect(formatAction(a, s)).toContain(`${place.lane}:${place.space}`)
      }
  })

  it('FD-B boîte de vitesse, sur-régime: a gear says its die and what the lever costs', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 5 })], { kind: 'gear' })
    expect(describeAction(s, { type: 'gear', gear: 6 })).toBe('Car 1 shifts up to 6th gear (the die gives 21 to 30)')
    expect(describeAction(s, { type: 'gear', gear: 2 })).toBe(
      'Car 1 shifts down to 2nd gear (the die gives 2 to 4); over-revving costs 1 fuel point and 1 brake point',
    )
    expect(describeAction(s, { type: 'gear', gear: 2 }, { lang: 'fr' })).toBe(
      'Car 1 rétrograde en 2e (le dé donne 2 à 4) ; sur-régime : 1 point de consommation et 1 point de freins',
    )
    expect(describeAction(s, { type: 'gear', gear: 5 }, { lang: 'fr' })).toBe('Car 1 garde la 5e (le dé donne 11 à 20)')
  })

  it('FD-B freinage, blocage: a move says its spaces, where it ends, its braking and what it costs', () => {
    const s = moving()
    const legal = formuleDe.legalActions(s)
    const braked = legal.find((a) => a.type === 'move' && a.brake === 2 && a.path.length === 2)
    if (braked?.type !== 'move') throw new Error('no braked move')
    const end = placeOfSpace(track, braked.path[1] as number)
    expect(describeAction(s, braked)).toMatch(
      new RegExp(
        `^Car 1 moves 2 spaces to lane ${end?.lane}, space ${end?.space}: (.*, )?braking 2 spaces, costs 2 brake points`,
      ),
    )
    expect(describeAction(s, braked, { lang: 'fr' })).toMatch(
      new RegExp(
        `^Car 1 avance de 2 cases → couloir ${end?.lane}, case ${end?.space} : (.*, )?en freinant de 2 cases, coûte 2 points de freins`,
      ),
    )
  })

  it('FD-B départ, arrêt au stand: a die says whose it is, what for, and what its score means', () => {
    const s = raceState(track, [carAt(T(1, 2), { started: false })], { kind: 'start' })
    expect(describeAction(s, { type: 'start', value: 20 })).toBe("the black die for Car 1's start: 20: super start")
    expect(describeAction(s, { type: 'start', value: 1 }, { lang: 'fr' })).toBe(
      'le dé noir pour le départ (Car 1) : 1, cale',
    )
    const rolling = raceState(track, [carAt(T(1, 2), { gear: 5 })], { kind: 'roll', gear: 5 })
    expect(describeAction(rolling, { type: 'roll', value: 20 })).toBe(
      "the 5th-gear die for Car 1's move: 20: the engine at full stretch, engine tests",
    )
  })
})
