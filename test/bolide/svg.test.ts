import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  bolide,
  boards as circuits,
  bots as players,
  defaultConfig,
  renderBoardSvg,
  renderSvg,
  type State as BolideState,
} from '../../src/bolide/index.js'
import { CELL, PAD } from '../../src/bolide/svg/board.js'
import { elementsWith, sampledStates } from '../support/pictures.js'
import { PRESET_NAMES } from '../../src/bolide/config.js'

const { heuristic: heuristicBot, random: randomBot } = players
const bots = [heuristicBot, randomBot, heuristicBot, randomBot, heuristicBot, randomBot]
const px = (v: number): number => PAD + v * CELL

/** Every car on the board drawn once at its own point; finished and unplaced cars not drawn. */
const checkCars = (state: BolideState, svg: string): void => {
  const drawn = elementsWith(svg, 'car')
  const expected = state.cars.filter((c) => c.mode !== 'finished' && c.mode !== 'unplaced')
  expect(drawn.map((e) => Number(e['data-car'])).sort()).toEqual(expected.map((c) => c.seat).sort())
  for (const e of drawn) {
    const car = state.cars[Number(e['data-car'])]
    expect([Number(e['data-x']), Number(e['data-y'])]).toEqual([px(car?.pos.x ?? NaN), px(car?.pos.y ?? NaN)])
  }
}

const targetsOf = (state: BolideState): ReadonlySet<string> => {
  const status = bolide.status(state)
  if (status.kind !== 'decision') return new Set()
  return new Set(
    bolide.legalActions(state, status.seat).flatMap((a) => ('to' in a ? [`${px(a.to.x)},${px(a.to.y)}`] : [])),
  )
}

describe('Bolide pictures', () => {
  it('BO 1: the board alone has the circuit, a legend and no car', () => {
    const svg = renderBoardSvg(circuits['costa-azzurra'])
    expect(svg).toContain('Legend')
    expect(elementsWith(svg, 'car')).toEqual([])
    expect(svg).toContain('kerb')
  })

  it('BO 1: each car is drawn on its point, its last move ends there and its Pion stands one move ahead', () => {
    const states = sampledStates(bolide, defaultConfig({ players: 4, board: 'test-ring', laps: 1 }), bots, 3, 20)
    let moving = 0
    for (const state of states) {
      const svg = renderSvg(state)
      checkCars(state, svg)
      for (const e of elementsWith(svg, 'last-move')) {
        const car = state.cars[Number(e['data-last-move'])]
        if (car === undefined) throw new Error('a move drawn for no car')
        expect([Number(e['x2']), Number(e['y2'])]).toEqual([px(car.pos.x), px(car.pos.y)])
        expect([Number(e['x1']), Number(e['y1'])]).toEqual([px(car.pos.x - car.vel.x), px(car.pos.y - car.vel.y)])
        moving++
      }
      for (const e of elementsWith(svg, 'pion')) {
        const car = state.cars[Number(e['data-pion'])]
        expect([Number(e['cx']), Number(e['cy'])]).toEqual([
          px((car?.pos.x ?? 0) + (car?.vel.x ?? 0)),
          px((car?.pos.y ?? 0) + (car?.vel.y ?? 0)),
        ])
      }
    }
    expect(moving).toBeGreaterThan(0)
  })

  it('BO 1: with highlight, exactly the points of the legal moves of the car to play', () => {
    const states = sampledStates(bolide, defaultConfig({ players: 3, board: 'test-ring', laps: 1 }), bots, 5, 7)
    let seen = 0
    for (const state of states) {
      const drawn = elementsWith(renderSvg(state, { highlight: true }), 'target').map((e) => `${e['cx']},${e['cy']}`)
      expect(new Set(drawn)).toEqual(targetsOf(state))
      expect(drawn.length).toBe(new Set(drawn).size)
      expect(elementsWith(renderSvg(state), 'target')).toEqual([])
      seen += drawn.length
    }
    expect(seen).toBeGreaterThan(0)
  })

  it('Bolide hides nothing: every seat sees the spectator picture', () => {
    const states = sampledStates(bolide, defaultConfig({ players: 3, board: 'test-ring', laps: 1 }), bots, 8, 25)
    for (const state of states) for (const seat of [0, 1, 2]) expect(renderSvg(state, { seat })).toBe(renderSvg(state))
  })

  it('rendering never throws on states of seeded random races, for every seat and the spectator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(...PRESET_NAMES),
        fc.constantFrom('test-ring' as const, 'costa-azzurra' as const),
        (seed, players, rules, circuit) => {
          const config = defaultConfig({ players, board: circuit, laps: 1, rules })
          for (const state of sampledStates(bolide, config, bots, seed, 60)) {
            for (const seat of ['spectator' as const, ...state.cars.map((c) => c.seat)]) {
              const svg = renderSvg(state, { seat, highlight: true })
              expect(svg.startsWith('<svg') && svg.endsWith('</svg>')).toBe(true)
            }
            checkCars(state, renderSvg(state))
          }
        },
      ),
      { numRuns: 6, seed: 5 },
    )
  })
})
