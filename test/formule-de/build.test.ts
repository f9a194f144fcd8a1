import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { seedRng } from '../../src/core/index.js'
import type { Config } from '../../src/formule-de/config.js'
import { defaultConfig } from '../../src/formule-de/options.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { heuristicBot } from '../../src/formule-de/bots.js'
import { describeEvent } from '../../src/formule-de/describe.js'
import type { Event } from '../../src/formule-de/events.js'
import { checkBuild } from '../../src/formule-de/rules/build.js'
import type { Action } from '../../src/formule-de/actions.js'
import type { State } from '../../src/formule-de/state.js'
import { ok } from './helpers.js'

const PARTS = ['tyres', 'brakes', 'fuel', 'body', 'engine'] as const

// Two cars, advanced rules with only the weather and the build (no tyres step, no qualifying).
const advanced: Config = {
  ...defaultConfig({ board: 'hairpin', players: 2, laps: 3, rules: 'advanced' }),
  rules: {
    slipstream: false,
    qualifying: false,
    tyres: false,
    weather: true,
    build: true,
    roadHolding: true,
    pitPoints: false,
  },
}

// Two cars, tournament; the qualifying laps given (car 0 on pole) so the builds come without a session.
const qualified = (throws: number) =>
  ({ throws, hundredths: 0, overshoots: [], tyre: 'hard', wet: false, missedStops: false }) as const
const tournament: Config = {
  ...defaultConfig({ board: 'hairpin', players: 2, rules: 'tournament' }),
  qualifying: [qualified(18), qualified(20)],
}

const step = (s: State, a: Action): State => ok(formuleDe.reduce(s, a)).state
const steps = (s: State, actions: ReadonlyArray<Action>): State => actions.reduce(step, s)

// Weather 10, then (without qualifying laps) grid rolls 3 (car 0) and 9 (car 1): car 0 on pole.
const atBuild = (config: Config): State => {
  let s = ok(formuleDe.setup(config))
  if (s.step.kind === 'weather' && s.step.session === 'qualifying') s = step(s, { type: 'weather', value: 10 })
  s = step(s, { type: 'weather', value: 10 })
  if (s.step.kind === 'grid')
    s = steps(s, [
      { type: 'grid', value: 3 },
      { type: 'grid', value: 9 },
    ])
  if (s.step.kind === 'stands')
    s = steps(s, [
      { type: 'choose-stand', stand: 0 },
      { type: 'choose-stand', stand: 1 },
    ])
  return s
}

const buildActions = (parts: ReadonlyArray<number>, stand?: number): Action[] => [
  ...(stand === undefined ? [] : [{ type: 'build', part: 'stand', points: stand } as const]),
  ...PARTS.map((part, k): Action => ({ type: 'build', part, points: parts[k] ?? 0 })),
]

describe('Formule Dé: car builds chosen in play', () => {
  it('FD-A 5: the builds come after the weather is known, car by car in grid order', () => {
    const s0 = ok(formuleDe.setup(advanced))
    expect(s0.step).toEqual({ kind: 'weather', session: 'race' })
    expect(formuleDe.legalActions(s0).some((a) => a.type === 'build')).toBe(false)
    const s = atBuild(advanced)
    expect(s.sky).not.toBeNull()
    expect(s.step).toEqual({ kind: 'build', chosen: [] })
    expect(s.order).toEqual([0, 1])
    expect(formuleDe.status(s)).toEqual({ kind: 'decision', seat: 0, phase: 'build' })
    expect(formuleDe.legalActions(s, 1)).toEqual([])
  })

  it('FD-A 5: 20 points, at least 1 per parameter: the first part gets 1 to 15, each next one what the rest allows', () => {
    const s = atBuild(advanced)
    // 20 points over 6 parts: the first may take at most 20 - 5.
    expect(formuleDe.legalActions(s)).toEqual(
      Array.from({ length: 15 }, (_, k) => ({ type: 'build', part: 'tyres', points: k + 1 })),
    )
    const s1 = step(s, { type: 'build', part: 'tyres', points: 10 })
    // 10 left for 5 parts: brakes 1 to 6.
    expect(formuleDe.legalActions(s1).map((a) => (a.type === 'build' ? `${a.part}:${a.points}` : '?'))).toEqual([
      'brakes:1',
      'brakes:2',
      'brakes:3',
      'brakes:4',
      'brakes:5',
      'brakes:6',
    ])
  })

  it('FD-A 5: every parameter gets at least 1 point; parts are filled in sheet order', () => {
    const s = atBuild(advanced)
    const zero = formuleDe.reduce(s, { type: 'build', part: 'tyres', points: 0 })
    expect(isLeft(zero) && [zero.left.code, zero.left.rule]).toEqual(['BUILD_RANGE', 'FD-A 5'])
    const greedy = formuleDe.reduce(s, { type: 'build', part: 'tyres', points: 16 })
    expect(isLeft(greedy) && greedy.left.code).toBe('BUILD_RANGE')
    const order = formuleDe.reduce(s, { type: 'build', part: 'engine', points: 3 })
    expect(isLeft(order) && [order.left.code, order.left.rule]).toEqual(['BUILD_ORDER', 'FD-A 5'])
    const stand = formuleDe.reduce(s, { type: 'build', part: 'stand', points: 0 })
    expect(isLeft(stand) && stand.left.code).toBe('BUILD_ORDER')
    const other = formuleDe.reduce(s, { type: 'tyres', tyre: 'hard' })
    expect(isLeft(other) && other.left.code).toBe('WRONG_ACTION')
  })

  it('FD-A 5: road holding, the last parameter, takes the remainder; the race sheet is the build', () => {
    const s = steps(atBuild(advanced), buildActions([6, 4, 2, 3, 2]))
    const car = s.cars[0]
    expect(car?.sheet).toEqual({ tyres: 6, brakes: 4, fuel: 2, body: 3, engine: 2, holding: 3, stand: 0 })
    expect(car?.wear).toEqual({ tyres: 6, brakes: 4, fuel: 2, body: 3, engine: 2 })
    expect(car?.holding).toBe(3)
    expect(s.step).toEqual({ kind: 'build', chosen: [] })
    expect(s.order).toEqual([1])
    const done = steps(s, buildActions([1, 1, 1, 1, 1]))
    expect(done.cars[1]?.holding).toBe(15)
    expect(done.step.kind).toBe('start')
  })

  it('FD-A 5: builds are events a log can show', () => {
    const s = atBuild(advanced)
    const events = buildActions([6, 4, 2, 3, 2]).reduce<{ s: State; parts: string[] }>(
      (acc, a) => {
        const t = ok(formuleDe.reduce(acc.s, a))
        return {
          s: t.state,
          parts: [...acc.parts, ...t.events.flatMap((e) => (e.type === 'build' ? [`${e.part}:${e.points}`] : []))],
        }
      },
      { s, parts: [] },
    )
    expect(events.parts).toEqual(['tyres:6', 'brakes:4', 'fuel:2', 'body:3', 'engine:2', 'holding:3'])
    const kept: Event = { type: 'build', car: 0, name: 'Car 1', part: 'stand', points: 2 }
    expect(describeEvent(kept)).toBe('Car 1 keeps 2 stand points at the stand')
    expect(describeEvent({ ...kept, part: 'holding', points: 3 })).toBe('Car 1 puts 3 road-holding points on its car')
  })

  it('FD-T 5-0-2, 5-3: the tournament builder first keeps 0 to 2 stand points; the rest goes on the car (up to 22)', () => {
    const s = atBuild(tournament)
    expect(s.step).toEqual({ kind: 'build', chosen: [] })
    expect(formuleDe.legalActions(s)).toEqual([0, 1, 2].map((points) => ({ type: 'build', part: 'stand', points })))
    const bad = formuleDe.reduce(s, { type: 'build', part: 'stand', points: 3 })
    expect(isLeft(bad) && [bad.left.code, bad.left.rule]).toEqual(['BUILD_RANGE', 'FD-T 5-3'])
    // All 22 points on the car: the first part may take 22 - 5.
    const all = step(s, { type: 'build', part: 'stand', points: 0 })
    expect(
      formuleDe
        .legalActions(all)
        .map((a) => (a.type === 'build' ? a.points : 0))
        .at(-1),
    ).toBe(17)
    const built = steps(s, buildActions([7, 5, 2, 3, 3], 0))
    expect(built.cars[0]).toMatchObject({
      holding: 2,
      standPoints: 0,
      wear: { tyres: 7, brakes: 5, fuel: 2, body: 3, engine: 3 },
    })
    const kept = steps(built, buildActions([5, 4, 2, 3, 3], 1))
    expect(kept.cars[1]).toMatchObject({ holding: 4, standPoints: 1 })
  })

  it('FD-T 5-2: in the tournament too a part with no point is refused', () => {
    const s = steps(atBuild(tournament), [{ type: 'build', part: 'stand', points: 2 }])
    const zero = formuleDe.reduce(s, { type: 'build', part: 'tyres', points: 0 })
    expect(isLeft(zero) && [zero.left.code, zero.left.rule]).toEqual(['BUILD_RANGE', 'FD-T 5-2'])
  })

  it('FD-A 5: builds given in the config are kept; a null build is chosen in play', () => {
    const given = { tyres: 8, brakes: 3, fuel: 2, body: 3, engine: 2, holding: 2, stand: 0 }
    const s = atBuild({ ...advanced, builds: [given, null] })
    expect(s.order).toEqual([1])
    expect(s.cars[0]?.sheet).toEqual(given)
    const none = atBuild({ ...advanced, builds: [given, given] })
    expect(none.step.kind).toBe('start')
    const off = formuleDe.setup({ ...advanced, rules: { build: false }, builds: [null, null] })
    expect(isLeft(off) && off.left.code).toBe('BUILD_NOT_IN_USE')
  })

  it('FD-A 5: without the car-build rule there is no build step', () => {
    const s = atBuild({ ...advanced, rules: { ...advanced.rules, build: false } })
    expect(s.step.kind).toBe('start')
    expect(s.cars[0]?.wear.tyres).toBeGreaterThan(0)
  })

  it('FD-A 5 / FD-T 5-0-2 property: any sequence of legal build decisions gives a valid build', () => {
    const bases = [atBuild(advanced), atBuild(tournament)]
    fc.assert(
      fc.property(fc.nat(1), fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }), (which, picks) => {
        let s = bases[which] as State
        let k = 0
        while (s.step.kind === 'build' && s.order[0] === 0) {
          const legal = formuleDe.legalActions(s)
          s = step(s, legal[(picks[k++] ?? 0) % legal.length] as Action)
        }
        const sheet = s.cars[0]?.sheet
        const standPoints = which === 1 ? 2 : 0
        expect(sheet && checkBuild(sheet, standPoints)).toBeNull()
        expect(
          sheet && sheet.tyres + sheet.brakes + sheet.fuel + sheet.body + sheet.engine + sheet.holding + sheet.stand,
        ).toBe(20 + standPoints)
      }),
      { numRuns: 40 },
    )
  })

  it('FD-A 5 bots: the heuristic bot builds the balanced default when dry, more road holding when wet', () => {
    const build = (s: State): ReadonlyArray<number> => {
      let t = s
      const out: number[] = []
      while (t.step.kind === 'build' && t.order[0] === 0) {
        const [a] = heuristicBot({ seat: 0, observation: t, legal: formuleDe.legalActions(t), rng: seedRng(1) })
        if (a.type === 'build') out.push(a.points)
        t = step(t, a)
      }
      out.push(t.cars[0]?.holding ?? -1)
      return out
    }
    const dry = atBuild(advanced)
    expect(build({ ...dry, wet: false, sky: 'sun-definitive' })).toEqual([5, 4, 2, 3, 3, 3])
    expect(build({ ...dry, wet: true, sky: 'rain-definitive' })).toEqual([4, 4, 2, 3, 3, 4])
  })
})
