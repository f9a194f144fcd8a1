import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bolide,
  bots,
  circuitOf,
  defaultConfig,
  describeAction,
  describeEvents,
  describeRunningOrder,
  PRESET_NAMES,
  sectorPlaceName,
  type State as BolideState,
} from '../../src/bolide/index.js'
import { expectDistinctDescriptions, raceStates } from '../support/descriptions.js'

// Seeded races of every preset (the advanced one rolls the weather, the boxes and the set-ups).
const STATES: ReadonlyArray<BolideState> = PRESET_NAMES.flatMap((rules, k) =>
  raceStates(bolide, defaultConfig({ players: 3, laps: 1, rules }), 60 + k, [bots.random, bots.heuristic, bots.random]),
)

describe('Bolide: describeAction says what an action will do, in English and in French', () => {
  it('every listed action of seeded races of every preset has its own description, in both languages', () => {
    const kinds = new Set(STATES.flatMap((s) => bolide.legalActions(s).map((a) => a.type)))
    for (const kind of ['move', 'block', 'roll', 'draw-grid', 'strategy']) expect(kinds, kind).toContain(kind)
    expect(expectDistinctDescriptions(STATES, bolide.legalActions, describeAction)).toBeGreaterThan(2_000)
  })

  it('BO 5, BO 7: a move says its squares North-South then East-West, the point, its sector and its speed', () => {
    const s = STATES.find((x) => x.phase.kind === 'move') as BolideState
    const seat = 'seat' in s.phase ? s.phase.seat : 0
    const car = s.cars[seat]
    if (car === undefined) throw new Error('no car')
    const to = { x: car.pos.x + 3, y: car.pos.y - 1 }
    const move = { type: 'move', to, slipstream: true, pit: null } as const
    // The point as the notation names it: sector, line across it, point on the line (`c12.3`).
    const name = (sectorPlaceName(circuitOf(s), to) ?? 'none').replace('.', '\\.')
    expect(describeAction(s, move)).toMatch(
      new RegExp(
        `^${car.driver.name} moves 1 North 3 East to (${name}( in the run-off of sector [a-z])?|${to.x},${to.y} (beside|off).*): speed 3, with the slipstream$`,
      ),
    )
    expect(describeAction(s, move, { lang: 'fr' })).toMatch(
      new RegExp(
        `^${car.driver.name} se déplace de 1 Nord 3 Est vers (${name}.*|${to.x},${to.y} .*) : vitesse 3, avec l'aspiration$`,
      ),
    )
  })
})

describe('Bolide: the report in French', () => {
  it('every line of a race has its French line, places by sector and lap; the running order too', () => {
    for (const rules of PRESET_NAMES) {
      const start = bolide.setup(defaultConfig({ players: 4, laps: 1, rules }))
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(bolide, start.right, seedRng(4), [bots.random, bots.heuristic, bots.random, bots.heuristic])
      if (isLeft(run)) throw new Error(run.left.message)
      const english = describeEvents(run.right.events, undefined, start.right)
      const french = describeEvents(run.right.events, undefined, start.right, { lang: 'fr' })
      expect(french).toHaveLength(english.length)
      expect(english.length).toBeGreaterThan(5)
      french.forEach((line, k) => {
        expect(line).not.toBe(english[k])
        expect(line).not.toMatch(/undefined|NaN|\[object| sector | lap /)
      })
      expect(french.join('\n')).toMatch(/au tour \d/)
      const order = describeRunningOrder(run.right.state, { lang: 'fr' })
      expect(order).toHaveLength(describeRunningOrder(run.right.state).length)
    }
  })
})
