import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  describeEvent,
  describeEvents,
  describeOutReason,
  describeRunningOrder,
  formuleDe,
  heuristicBot,
  randomBot,
  type Config,
  type Event,
} from '../../src/formule-de/index.js'

const names = ['Ada', 'Bruno', 'Clara', 'Dan', 'Eva', 'Flo']

describe('Formule Dé race report (describeEvent)', () => {
  it('routine events give no line: rolls, shifts, plain moves, passed tests, grid draw, rounds, normal starts, the start crossing', () => {
    const routine: ReadonlyArray<Event> = [
      { type: 'grid-roll', car: 0, name: 'Ada', value: 7 },
      { type: 'grid', order: [0, 1] },
      { type: 'round', round: 2, order: [1, 0] },
      { type: 'start', car: 0, name: 'Ada', value: 9, result: 'normal' },
      { type: 'gear', car: 0, name: 'Ada', from: 2, to: 3 },
      { type: 'roll', car: 0, name: 'Ada', gear: 3, value: 6 },
      { type: 'move', car: 0, name: 'Ada', from: 4, path: [5, 6], brake: 0, blocked: 0, overshoot: 0 },
      { type: 'collision-roll', car: 0, name: 'Ada', value: 12, damaged: false },
      { type: 'engine-roll', car: 0, name: 'Ada', value: 8, damaged: false },
      { type: 'lap', car: 0, name: 'Ada', lap: 1, laps: 2 },
      { type: 'lap', car: 0, name: 'Ada', lap: 3, laps: 2 },
    ]
    for (const e of routine) expect(describeEvent(e), e.type).toBeNull()
  })
  it('key events give one line naming the car and saying why', () => {
    expect(describeEvent({ type: 'start', car: 1, name: 'Bruno', value: 20, result: 'super-start' })).toBe(
      'Bruno makes a super start (black die 20): jumps 4 spaces',
    )
    expect(describeEvent({ type: 'wear', car: 1, name: 'Bruno', part: 'tyres', amount: 2, reason: 'overshoot' })).toBe(
      'Bruno loses 2 tyre points overshooting a corner',
    )
    expect(describeEvent({ type: 'wear', car: 1, name: 'Bruno', part: 'body', amount: 1, reason: 'collision' })).toBe(
      'Bruno loses 1 body point in a collision',
    )
    expect(
      describeEvent({ type: 'move', car: 1, name: 'Bruno', from: 4, path: [5], brake: 0, blocked: 3, overshoot: 0 }),
    ).toBe('Bruno is blocked 3 spaces short by the cars ahead')
    expect(describeEvent({ type: 'eliminated', car: 1, name: 'Bruno', reason: 'no-stop-in-corner' })).toBe(
      'Bruno is OUT: left a corner without the stops it requires',
    )
    expect(describeEvent({ type: 'lap', car: 1, name: 'Bruno', lap: 2, laps: 2 })).toBe('Bruno completes lap 1 of 2')
    expect(describeEvent({ type: 'finish', car: 1, name: 'Bruno', place: 2 })).toBe(
      'Bruno crosses the finish line: 2nd',
    )
    expect(describeEvent({ type: 'pit-roll', car: 1, name: 'Bruno', value: 15, spaces: 0 })).toBe(
      "Bruno's pit crew is slow (black die 15): waits a round at the stand",
    )
  })
  it('a 6-car 2-lap race gives a short report that calls the cars by their config names', () => {
    const config: Config = { circuit: 'hairpin', laps: 2, cars: names }
    const s0 = formuleDe.setup(config)
    if (isLeft(s0)) throw new Error(s0.left.message)
    const bots = names.map((_, i) => (i % 2 === 0 ? heuristicBot : randomBot))
    const run = playout(formuleDe, s0.right, seedRng(5), bots)
    if (isLeft(run)) throw new Error(run.left.message)
    const lines = run.right.events.flatMap((e) => {
      const l = describeEvent(e)
      return l === null ? [] : [l]
    })
    expect(run.right.events.length).toBeGreaterThan(3 * lines.length)
    expect(lines.length).toBeGreaterThan(5)
    expect(lines.length).toBeLessThanOrEqual(150)
    for (const l of lines)
      expect(
        names.some((n) => l.startsWith(n)),
        l,
      ).toBe(true)
    const finishers = run.right.state.finishers
    expect(lines.filter((l) => l.includes('crosses the finish line'))).toHaveLength(finishers.length)
    finishers.forEach((car, k) =>
      expect(lines).toContain(
        `${names[car]} crosses the finish line: ${['1st', '2nd', '3rd', '4th', '5th', '6th'][k]}`,
      ),
    )
  })
})

describe('Formule Dé race report in French', () => {
  it("every line of a race has its French line, in the rulebooks' words, and the running order too", () => {
    const config: Config = { circuit: 'hairpin', laps: 3, cars: names.slice(0, 4), preset: 'advanced' }
    const s0 = formuleDe.setup(config)
    if (isLeft(s0)) throw new Error(s0.left.message)
    const run = playout(formuleDe, s0.right, seedRng(7), [heuristicBot, randomBot, heuristicBot, randomBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const english = describeEvents(run.right.events)
    const french = describeEvents(run.right.events, 'spectator', { lang: 'fr' })
    expect(french).toHaveLength(english.length)
    expect(english.length).toBeGreaterThan(20)
    french.forEach((line, k) => {
      expect(line).not.toBe(english[k])
      expect(line).not.toMatch(/undefined|NaN|\[object/)
    })
    expect(french.join('\n')).toMatch(
      /perd \d+ points? de (pneus|freins|consommation|carrosserie|moteur|tenue de route)/,
    )
    expect(french.filter((l) => l.includes("franchit la ligne d'arrivée"))).toHaveLength(
      english.filter((l) => l.includes('crosses the finish line')).length,
    )
    const order = describeRunningOrder(run.right.state, { lang: 'fr' })
    expect(order).toHaveLength(describeRunningOrder(run.right.state).length)
    expect(order.join('\n')).toMatch(/arrivée|éliminée/)
    expect(describeOutReason('engine', { lang: 'fr' })).toBe('casse moteur (dernier point de moteur perdu)')
  })
  it('FD-B départ: a super start and a stall, in French', () => {
    expect(
      describeEvent({ type: 'start', car: 1, name: 'Bruno', value: 20, result: 'super-start' }, { lang: 'fr' }),
    ).toBe('Bruno réussit un super départ (dé noir 20) : avance de 4 cases')
    expect(describeEvent({ type: 'finish', car: 1, name: 'Bruno', place: 1 }, { lang: 'fr' })).toBe(
      "Bruno franchit la ligne d'arrivée : 1re",
    )
  })
})

describe('Formule Dé race report (describeEvents)', () => {
  it('FD-A 5 / FD-T 5: a car built in play is one line, parts in order, stand points kept named', () => {
    const build = (
      car: number,
      name: string,
      part: Extract<Event, { type: 'build' }>['part'],
      points: number,
    ): Event => ({
      type: 'build',
      car,
      name,
      part,
      points,
    })
    const lines = describeEvents([
      build(0, 'Ada', 'stand', 2),
      build(0, 'Ada', 'tyres', 6),
      build(0, 'Ada', 'holding', 2),
      build(1, 'Bruno', 'stand', 0),
      build(1, 'Bruno', 'tyres', 9),
      { type: 'grid', order: [0, 1] },
    ])
    expect(lines).toEqual([
      'Ada is built: tyres 6, road holding 2; 2 stand points kept at the stand',
      'Bruno is built: tyres 9; no stand points kept at the stand',
    ])
  })
  it('other events read as describeEvent reads them', () => {
    const events: ReadonlyArray<Event> = [
      { type: 'grid-roll', car: 0, name: 'Ada', value: 7 },
      { type: 'finish', car: 1, name: 'Bruno', place: 1 },
    ]
    expect(describeEvents(events)).toEqual(['Bruno crosses the finish line: 1st'])
    expect(describeEvents(events)).toEqual(events.flatMap((e) => describeEvent(e) ?? []))
  })
})
