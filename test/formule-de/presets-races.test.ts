import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRight } from 'fp-ts/lib/Either.js'
import { playout, replay, seedRng } from '../../src/core/index.js'
import { defaultConfig } from '../../src/formule-de/options.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { heuristicBot, randomBot } from '../../src/formule-de/bots.js'
import { legalMoves, moveKey } from '../../src/formule-de/rules/movement.js'
import { boardWith, moverAt, ok } from './helpers.js'
import { hairpin } from '../../src/formule-de/circuits/index.js'
import type { Event } from '../../src/formule-de/events.js'
import { PRESET_NAMES } from '../../src/formule-de/rules/presets.js'

describe('Formule Dé presets: whole races', () => {
  it('FD-T 2-0-3: a 10-car 3-lap tournament race on Riviera with every rule plays to the end from any seed (random drivers)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const config = defaultConfig({ players: 10, laps: 3, rules: 'tournament' })
        const start = ok(formuleDe.setup(config))
        const run = ok(
          playout(
            formuleDe,
            start,
            seedRng(seed),
            Array.from({ length: 10 }, () => randomBot),
          ),
        )
        expect(run.state.step.kind).toBe('over')
        expect(run.state.cars.every((c) => c.status !== 'racing')).toBe(true)
        // the weather, the qualifying laps (tyres announced for each, FD-T 1-1-4), the grid and
        // the race tyres were all decided in the game
        const events = run.events as ReadonlyArray<Event>
        expect(events.filter((e) => e.type === 'weather' && e.session !== 'evolution').length).toBe(2)
        expect(events.filter((e) => e.type === 'qualifying-lap').map((e) => e.car)).toEqual([
          0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
        ])
        expect(events.filter((e) => e.type === 'tyres').length).toBe(20)
        const again = replay(formuleDe, config, run.actions)
        expect(isRight(again) && again.right.state).toEqual(run.state)
      }),
      { numRuns: 3 },
    )
  })
  it('every preset: heuristic drivers finish most 3-lap races on Hairpin (advanced, tournament) and 2-lap ones (basic)', () => {
    for (const preset of PRESET_NAMES) {
      let finished = 0
      let cars = 0
      for (const seed of [1]) {
        const start = ok(
          formuleDe.setup(
            defaultConfig({ board: 'hairpin', players: 4, laps: preset === 'basic' ? 2 : 3, rules: preset }),
          ),
        )
        const run = ok(
          playout(
            formuleDe,
            start,
            seedRng(seed),
            Array.from({ length: 4 }, () => heuristicBot),
            { collectEvents: false },
          ),
        )
        finished += run.state.cars.filter((c) => c.status === 'finished').length
        cars += run.state.cars.length
      }
      expect(finished / cars, preset).toBeGreaterThanOrEqual(0.5)
    }
  })
  it('FD-A 3 / 6 properties: with no dangerous space, no wet track and hard tyres the moves are those of the basic rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: hairpin.spaces.length - 1 }),
        fc.integer({ min: 1, max: 20 }),
        (space, roll) => {
          const plain = legalMoves(boardWith(hairpin, []), moverAt(space), roll).map(moveKey)
          const advanced = legalMoves(
            { ...boardWith(hairpin, []), dangerous: hairpin.spaces.map(() => false) },
            moverAt(space, { overshootFactor: 1, slide: 0 }),
            roll,
          ).map(moveKey)
          expect(advanced).toEqual(plain)
        },
      ),
      { numRuns: 40 },
    )
  })
  it('FD-T 8-5 property: soft tyres (×2) never lose fewer tyre points than hard ones on the same move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: hairpin.spaces.length - 1 }),
        fc.integer({ min: 1, max: 20 }),
        (space, roll) => {
          const hard = legalMoves(boardWith(hairpin, []), moverAt(space), roll)
          const soft = legalMoves(boardWith(hairpin, []), moverAt(space, { overshootFactor: 2 }), roll)
          for (const o of soft) {
            const h = hard.find((x) => x.end === o.end && x.brake === o.brake && x.overshoot === o.overshoot)
            if (h) expect(o.overshootLoss).toBe(2 * h.overshootLoss)
          }
          expect(soft.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 40 },
    )
  })
})
