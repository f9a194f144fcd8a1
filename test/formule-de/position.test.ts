import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  boards,
  defaultConfig,
  formuleDe,
  inconsistencies,
  parseAction,
  placeOfSpace,
  position,
  spaceAhead,
  spaceAt,
  type PositionEdits,
  type State,
} from '../../src/formule-de/index.js'
import type { Gear } from '../../src/formule-de/dice.js'
import { playOnProblems } from './walk.js'
import { PRESET_NAMES } from '../../src/formule-de/rules/presets.js'
import { expectExtraFieldsNamed } from '../support/position-edits.js'

const riviera = boards.riviera
// A space as the notation writes it: its lane from 1 and its number along it (2:17).
const placeText = (id: number): string => {
  const place = placeOfSpace(riviera, id)
  return `${place?.lane}:${place?.space}`
}
const hairpin = boards.hairpin

const built = (config: Parameters<typeof position>[0], edits: PositionEdits): State => {
  const r = position(config, edits)
  if (isLeft(r)) throw new Error(r.left.message)
  return r.right
}

describe('spaceAt and spaceAhead: places as a player reads them', () => {
  it('spaceAt finds the space of a lane and a level, and nothing where the circuit has none', () => {
    for (const s of hairpin.spaces) expect(spaceAt(hairpin, s.lane, s.level)).toBe(s.id)
    expect(spaceAt(hairpin, 9, 0)).toBeUndefined()
    expect(spaceAt(hairpin, 0, hairpin.levels)).toBeUndefined()
  })

  it('spaceAhead follows the moves of the circuit: the same lane, or the lane asked for', () => {
    // Riviera's straight after its 2nd corner starts at level 420; a straight space is 12 levels
    // long and lane 1 is offset by half a space, so from (1, 438) lane 1 goes on at 450 and the
    // space of lane 2 that touches it ahead is at 444.
    const from = spaceAt(riviera, 1, 438) as number
    expect(spaceAhead(riviera, from)).toBe(spaceAt(riviera, 1, 450))
    expect(spaceAhead(riviera, from, 2)).toBe(spaceAt(riviera, 2, 444))
    expect(spaceAhead(riviera, from, 5)).toBeUndefined()
    expect(spaceAhead(riviera, 99_999)).toBeUndefined()
    // Every space ahead is one of the spaces its space leads to.
    for (const s of riviera.spaces) {
      const ahead = spaceAhead(riviera, s.id)
      if (ahead !== undefined) expect(s.next).toContain(ahead)
    }
  })
})

const placeOfLevel = (lane: number, level: number): { readonly lane: number; readonly level: number } => ({
  lane,
  level,
})

describe('position: a race state from a config and what a bot author sets', () => {
  it('places the cars as players count places, a lane from 1 and a space along it, as by lane and level', () => {
    const config = defaultConfig({ players: 3, board: 'riviera' })
    const counted = built(config, {
      cars: [{ at: { lane: 2, space: 33 } }, { at: { lane: 3, space: 40 } }, { at: { lane: 1, space: 17 } }],
    })
    const byLevel = built(config, {
      cars: [{ at: placeOfLevel(1, 438) }, { at: counted.cars[1]!.space }, { at: placeOfLevel(0, 192) }],
    })
    expect(counted.cars.map((c) => c.space)).toEqual(byLevel.cars.map((c) => c.space))
    expect(placeOfSpace(riviera, counted.cars[0]!.space)).toEqual({ lane: 2, space: 33 })
    expect(placeOfSpace(riviera, counted.cars[1]!.space)).toEqual({ lane: 3, space: 40 })
    const nowhere = position(config, { cars: [{ at: { lane: 2, space: 900 } }] })
    expect(isLeft(nowhere) && nowhere.left.message).toContain('no space 900 in lane 2')
  })

  it('places the cars by lane and level, with their gears and sheets, and waits for the move of the car to play', () => {
    const s = built(defaultConfig({ players: 3, board: 'riviera' }), {
      cars: [
        { at: { lane: 1, level: 438 }, gear: 4, wear: { tyres: 2, brakes: 1 } },
        { at: { lane: 1, level: 486 }, gear: 4 },
        { at: { lane: 0, level: 192 }, gear: 3 },
      ],
      turn: 0,
      roll: 7,
    })
    expect(inconsistencies(s)).toEqual([])
    expect(s.cars[0]).toMatchObject({
      space: spaceAt(riviera, 1, 438),
      gear: 4,
      wear: { tyres: 2, brakes: 1, fuel: 3 },
      lap: 1,
    })
    expect(s.step).toEqual({ kind: 'move', roll: 7, reason: 'gear', engineTest: false })
    expect(formuleDe.status(s)).toMatchObject({ kind: 'decision', seat: 0, phase: 'move' })
    // The car ahead is in lane 1 at level 486, four spaces on: a move of 7 goes round it.
    const moves = formuleDe.legalActions(s)
    expect(moves.length).toBeGreaterThan(0)
    expect(moves.every((a) => a.type === 'move' && !a.path.includes(spaceAt(riviera, 1, 486) as number))).toBe(true)
    const played = parseAction(`→${placeText(spaceAt(riviera, 2, 516) as number)}`, s)
    expect(isRight(played) && isRight(formuleDe.reduce(s, played.right))).toBe(true)
  })

  it('defaults to a race under way: built cars on their grid places, the weather drawn, the leader to choose its gear', () => {
    const s = built(defaultConfig({ players: 4, board: 'hairpin', rules: 'tournament' }), {})
    expect(s.round).toBe(1)
    expect(s.step).toEqual({ kind: 'gear' })
    expect(s.sky).toBe('sun-definitive')
    expect(s.cars.map((c) => c.space)).toEqual(hairpin.grid.slice(0, 4))
    expect(s.cars.every((c) => c.sheet.tyres > 0 && c.started)).toBe(true)
    expect(formuleDe.status(s)).toMatchObject({ kind: 'decision', seat: 0 })
  })

  it('sets the weather, the dangerous spaces, finished and eliminated cars, a car not started', () => {
    const s = built(defaultConfig({ players: 3, board: 'hairpin', rules: 'advanced', laps: 2 }), {
      sky: 'variable',
      wet: true,
      dangerous: [{ lane: 0, level: 84 }],
      cars: [
        { at: { lane: 1, level: 18 }, finished: true },
        { at: { lane: 0, level: 156 }, out: 'body' },
        { started: false },
      ],
    })
    expect(s).toMatchObject({ sky: 'variable', wet: true, dangerous: [spaceAt(hairpin, 0, 84)], finishers: [0] })
    expect(s.cars[0]).toMatchObject({ status: 'finished', lap: 3 })
    expect(s.cars[1]).toMatchObject({ status: 'out', out: 'body' })
    expect(s.step).toEqual({ kind: 'start' })
    expect(formuleDe.status(s)).toMatchObject({ kind: 'chance', source: { seat: 2, die: 'black' } })
  })

  it('refuses a position with every problem, one line each', () => {
    const r = position(defaultConfig({ players: 3, board: 'hairpin' }), {
      cars: [
        { at: { lane: 1, level: 18 } },
        { at: { lane: 1, level: 18 } },
        { at: { lane: 9, level: 99 }, wear: { tyres: -2, body: 0 } },
      ],
    })
    if (!isLeft(r)) throw new Error('accepted')
    expect(r.left.code).toBe('BAD_STATE')
    expect(r.left.problems).toContain('no space in lane 9 at level 99')
    expect(r.left.message).toContain(r.left.problems.join('\n'))
    const places = position(defaultConfig({ players: 2, board: 'hairpin' }), {
      cars: [{ at: { lane: 1, level: 18 } }, { at: { lane: 1, level: 18 } }],
    })
    expect(isLeft(places) && places.left.problems).toEqual([expect.stringMatching(/both on space/)])
    const wear = position(defaultConfig({ players: 1, board: 'hairpin' }), { cars: [{ wear: { tyres: -2, body: 0 } }] })
    expect(isLeft(wear) && wear.left.problems).toEqual([
      'car 0 ("Car 1"): tyres is -2: between 0 and its sheet\'s 6',
      'car 0 ("Car 1"): it races with no body point (FD-B accrochage: out at the last one)',
    ])
  })

  it('passes on the refusal of the config', () => {
    const r = position({ ...defaultConfig(), cars: Array.from({ length: 11 }, (_, i) => `Car ${i + 1}`) }, {})
    expect(isLeft(r) && r.left).toMatchObject({ code: 'TOO_MANY_CARS', rule: 'FD-B matériel de jeu' })
  })

  it('a position with cars placed at random is refused, or playable to the end of the race', () => {
    const spaces = hairpin.spaces.filter((s) => s.kind === 'track').map((s) => s.id)
    let admitted = 0
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.constantFrom(...spaces),
            gear: fc.integer({ min: 1, max: 6 }),
            lap: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 2, maxLength: 4 },
        ),
        fc.constantFrom(...PRESET_NAMES),
        fc.nat(),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        (cars, rules, seed, roll) => {
          const config = defaultConfig({
            players: cars.length,
            board: 'hairpin',
            rules,
            laps: rules === 'basic' ? 2 : 3,
          })
          const r = position(config, {
            cars: cars.map((c) => ({ ...c, gear: c.gear as Gear })),
            ...(roll === undefined ? {} : { roll }),
          })
          if (isLeft(r)) {
            expect(r.left.problems.length).toBeGreaterThan(0)
            return
          }
          admitted++
          expect(playOnProblems(r.right, seed)).toEqual([])
        },
      ),
      { numRuns: Number(process.env.FD_RUNS ?? 60) },
    )
    expect(admitted).toBeGreaterThan(5)
  })

  it('edits that are not edits are named with the fields there are, never ignored', () => {
    const config = defaultConfig({ players: 2, board: 'hairpin' })
    const text = (edits: unknown): string | null => {
      const r = position(config, edits as PositionEdits)
      return isLeft(r) ? r.left.message : null
    }
    expectExtraFieldsNamed({ turn: 1 }, text, ['cars', 'turn', 'roll', 'sky', 'wet', 'dangerous', 'round'])
    expect(text({ cars: [{ gearr: 3 }] })).toContain(
      'at .cars[0].gearr: "gearr" is not a field here; the fields are at, gear,',
    )
    // A car that would have finished had `finished: 1` been read as true, or been ignored.
    expect(text({ cars: [{ finished: 1 }] })).toContain('.finished: expected boolean, got 1')
  })
})
