import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { heuristicBot, randomBot } from '../../src/bolide/bots.js'
import { describeEvent } from '../../src/bolide/describe.js'
import type { BolideEvent } from '../../src/bolide/events.js'

const p = { x: 3, y: 4 }
const q = { x: 6, y: 5 }

describe('race report (describeEvent)', () => {
  it('routine events give no line: plain moves, normal starts, grid slots, rounds, box cells, half-way lines', () => {
    const routine: ReadonlyArray<BolideEvent> = [
      { type: 'moved', seat: 0, driver: 'Ada', from: p, to: q, speed: 3, how: 'pion' },
      { type: 'moved', seat: 0, driver: 'Ada', from: p, to: q, speed: 3, how: 'start' },
      { type: 'moved', seat: 0, driver: 'Ada', from: p, to: q, speed: 3, how: 'block' },
      { type: 'rolled', seat: 0, driver: 'Ada', value: 6, result: { table: 'start', result: 'normal' } },
      { type: 'rolled', seat: null, driver: null, value: 9, result: { table: 'weather', result: 'settled' } },
      { type: 'rolled', seat: 0, driver: 'Ada', value: 9, result: { table: 'slick-rain', result: 'ok' } },
      { type: 'grid-slot', seat: 0, driver: 'Ada', slot: 1 },
      { type: 'round', round: 3, order: [0, 1] },
      { type: 'stayed', seat: 0, driver: 'Ada' },
      { type: 'pit-cell', seat: 0, driver: 'Ada', cell: 2 },
      { type: 'half-way', seat: 0, driver: 'Ada', lap: 1, first: false },
    ]
    for (const e of routine) expect(describeEvent(e)).toBeNull()
  })

  it('key events give one line naming the driver from the config', () => {
    const cases: ReadonlyArray<readonly [BolideEvent, string]> = [
      [
        { type: 'rolled', seat: 0, driver: 'Ada', value: 2, result: { table: 'start', result: 'slow' } },
        'Ada rolls 2 at the start: slow start',
      ],
      [
        { type: 'rolled', seat: 0, driver: 'Ada', value: 3, result: { table: 'booster', result: 'no-4th' } },
        'Ada asks for the Booster and rolls 3: 4th gear lost',
      ],
      [
        { type: 'rolled', seat: 0, driver: 'Ada', value: 9, result: { table: 'booster', result: 'granted' } },
        'Ada asks for the Booster and rolls 9: granted, the Pion moves one square in the primary direction',
      ],
      [
        { type: 'rolled', seat: 0, driver: 'Ada', value: 10, result: { table: 'collision', result: 'attacker-takes' } },
        'Ada rolls 10 for the collision: Attaque takes the point',
      ],
      [
        { type: 'moved', seat: 1, driver: 'Bob', from: p, to: q, speed: 3, how: 'forced' },
        'Bob runs out of time and is forced to the Pion, 1 South 3 East to (6,5)',
      ],
      [{ type: 'left-track', seat: 1, driver: 'Bob', at: q }, 'Bob leaves the track at (6,5)'],
      [
        { type: 'wrecked', seat: 1, driver: 'Bob', at: q, reason: 'out-of-fuel' },
        'Bob is out at (6,5): out of fuel: a ½-fuel car must stop at the boxes after lap 1',
      ],
      [
        { type: 'collision', attacker: 0, attackerDriver: 'Ada', defender: 1, defenderDriver: 'Bob', at: q },
        'Ada attacks Bob at (6,5)',
      ],
      [{ type: 'spun', seat: 1, driver: 'Bob' }, 'Bob spins'],
      [{ type: 'block-used', seat: 1, driver: 'Bob', left: 1 }, 'Bob blocks (1 block left)'],
      [
        { type: 'pit-in', seat: 1, driver: 'Bob', target: 3, penalty: 2 },
        'Bob enters the pit lane for box 3 too fast: 2 extra turns',
      ],
      [{ type: 'pit-out', seat: 1, driver: 'Bob', at: q }, 'Bob leaves the boxes at (6,5)'],
      [
        { type: 'safety-car', placed: [{ seat: 1, driver: 'Bob', at: q }] },
        'Safety car! The field regroups behind Bob',
      ],
      [
        { type: 'half-way', seat: 0, driver: 'Ada', lap: 2, first: true },
        'Ada is first past the half-way line of lap 2 (intermediate point)',
      ],
      [{ type: 'lap', seat: 0, driver: 'Ada', lap: 2 }, 'Ada completes lap 1'],
      [{ type: 'finished', seat: 0, driver: 'Ada', rank: 2 }, 'Ada finishes 2nd'],
      [{ type: 'finished', seat: 0, driver: 'Ada', rank: 11 }, 'Ada finishes 11th'],
    ]
    for (const [e, line] of cases) expect(describeEvent(e)).toBe(line)
  })

  it('a race report keeps to the key events: far fewer lines than events, every finisher named with its place', () => {
    const s = bolide.setup(defaultConfig({ players: 4, board: 'test-ring', laps: 2 }))
    if (!isRight(s)) throw new Error('setup')
    const run = playout(bolide, s.right, seedRng(2), [heuristicBot, randomBot, heuristicBot, randomBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const moves = run.right.events.filter((e) => e.type === 'moved').length
    const lines = run.right.events.map((e) => describeEvent(e)).filter((l): l is string => l !== null)
    expect(lines.length).toBeLessThan(moves / 2)
    const st = bolide.status(run.right.state)
    if (st.kind !== 'over') throw new Error('not over')
    for (const pl of st.standings.placings.filter((x) => x.eliminated === undefined))
      expect(lines.filter((l) => l.startsWith(`${pl.competitor} finishes ${pl.place}`))).toHaveLength(1)
  })
})
