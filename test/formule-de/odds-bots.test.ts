import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import {
  defaultConfig,
  describeEvent,
  describeRunningOrder,
  formuleDe,
  hairpin,
  heuristicBot,
  moveOdds,
  randomBot,
  renderSvg,
  riviera,
  speedbowl,
} from '../../src/formule-de/index.js'
import { at, carAt, raceState } from './helpers.js'

const line = circuitBuilder('Line', 3).straight(30).corner({ name: 'Two-stop', stops: 2, lanes: [7, 5, 3] }).straight(20).grid(2).build()

describe('Formule Dé moveOdds', () => {
  it('probabilities come from the die faces and sum to 1 for every gear', () => {
    const s = raceState(line, [carAt(at(line, 1, 10), { gear: 3 })])
    const odds = moveOdds(s, 0)
    expect(odds.map((g) => g.gear)).toEqual([1, 2, 3, 4])
    for (const g of odds) expect(g.lines.reduce((sum, l) => sum + l.probability, 0)).toBeCloseTo(1, 12)
    expect(odds.find((g) => g.gear === 4)?.lines).toEqual([{ outcome: { kind: 'clean' }, probability: 1 }])
  })
  it('before a 2-stop corner of 7 spaces at most, 3rd gear: an 8 (probability 1/4) needs a brake point', () => {
    const s = raceState(line, [carAt(at(line, 0, 29), { gear: 3 })])
    const third = moveOdds(s, 0, 3)[0]
    expect(third?.lines).toContainEqual({ outcome: { kind: 'braking', spaces: 1 }, probability: 0.25 })
    expect(third?.lines).toContainEqual({ outcome: { kind: 'clean' }, probability: 0.75 })
  })
  it('with no brake point left, the same 8 eliminates the car', () => {
    const s = raceState(line, [carAt(at(line, 0, 29), { gear: 3, wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } })])
    expect(moveOdds(s, 0, 3)[0]?.lines).toContainEqual({ outcome: { kind: 'eliminated' }, probability: 0.25 })
  })
})

describe('Formule Dé bots', () => {
  it('the heuristic bot finishes ahead of the random bot in most seeded 6-car races', () => {
    let ahead = 0
    const races = 12
    for (let seed = 0; seed < races; seed++) {
      const s0 = formuleDe.setup(defaultConfig('hairpin', 6, 1))
      if (isLeft(s0)) throw new Error('setup')
      const bots = Array.from({ length: 6 }, (_, i) => ((i + seed) % 2 === 0 ? heuristicBot : randomBot))
      const run = playout(formuleDe, s0.right, seedRng(seed), bots)
      if (isLeft(run)) throw new Error(run.left.message)
      const st = formuleDe.status(run.right.state)
      if (st.kind !== 'over') continue
      const sum = (bot: unknown): number => st.standings.placings.filter((p) => bots[p.seat ?? 0] === bot).reduce((a, p) => a + p.place, 0)
      if (sum(heuristicBot) < sum(randomBot)) ahead++
    }
    expect(ahead).toBeGreaterThan(races / 2)
  })
})

describe('Formule Dé descriptions and pictures', () => {
  it('describeEvent gives a line per meaningful event', () => {
    expect(describeEvent({ type: 'start', car: 0, value: 1, result: 'stall' })).toBe('car 1 stalls on the grid (1)')
    expect(describeEvent({ type: 'finish', car: 2, place: 1 })).toBe('car 3 finishes 1st')
    expect(describeEvent({ type: 'gear', car: 0, from: 3, to: 3 })).toBeNull()
  })
  it('describeRunningOrder lists the cars leader first', () => {
    const s = raceState(line, [carAt(at(line, 1, 5)), carAt(at(line, 1, 9))])
    const lines = describeRunningOrder(s)
    expect(lines[0]).toMatch(/^1\. Car 2/)
    expect(lines[1]).toMatch(/^2\. Car 1/)
  })
  it('renderSvg draws every space, the corner flags, the finish line and the cars', () => {
    for (const c of [hairpin, riviera, speedbowl]) {
      const svg = renderSvg(c)
      expect(svg.startsWith('<svg')).toBe(true)
      expect((svg.match(/class="space"/g) ?? []).length).toBe(c.spaces.length)
      expect(svg).toContain('FINISH')
      expect((svg.match(/stop/g) ?? []).length).toBe(c.corners.length)
    }
    const s = raceState(line, [carAt(at(line, 1, 5)), carAt(at(line, 1, 9))])
    expect((renderSvg(line, s).match(/class="car"/g) ?? []).length).toBe(2)
  })
})
