/**
 * The legal moves of a car with its Pion are listed straight from the facts of each target
 * point (`rules/legal-moves.ts`); they must be exactly the candidates that the rules plan
 * (`plannable(moveCandidates)`, the decision-by-decision reference), in the same order, at
 * every move decision: the random bot picks by index, so the order is part of the race.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bolide,
  boards,
  bots,
  circuitOf,
  defaultConfig,
  terrainOf,
  type Circuit,
  type State,
} from '../../src/bolide/index.js'
import { legalMoveDecisions } from '../../src/bolide/rules/legal-moves.js'
import { moveCandidates, plannable, type MoveDecision } from '../../src/bolide/rules/movement.js'
import { speedDropPoint } from '../../src/bolide/rules/move-context.js'
import { primaryDirection, type Point } from '../../src/bolide/grid/point.js'
import { pad, scenario } from './helpers.js'
import { randomRing } from './random-circuit.js'
import { PRESET_NAMES } from '../../src/bolide/config.js'

// Every state of a seeded race of random bots at which a car decides its move.
const moveDecisions = (circuit: Circuit, players: number, rules: 'basic' | 'advanced', seed: number): State[] => {
  const start = bolide.setup({ ...defaultConfig({ players, laps: 2, rules }), circuit })
  if (isLeft(start)) throw new Error(start.left.message)
  const run = playout(
    bolide,
    start.right,
    seedRng(seed),
    Array.from({ length: players }, () => bots.random),
    {
      collectEvents: false,
    },
  )
  if (isLeft(run)) throw new Error(run.left.message)
  const out: State[] = []
  let s = start.right
  for (const a of run.right.actions) {
    if (s.phase.kind === 'move') out.push(s)
    const next = bolide.reduce(s, a)
    if (isLeft(next)) throw new Error(next.left.message)
    s = next.right.state
  }
  return out
}

const seatOf = (s: State): number => (s.phase.kind === 'move' ? s.phase.seat : -1)

describe('the legal moves listed from the target points are the planned candidates', () => {
  it('on every move decision of seeded races (built-in circuits, basic and advanced rules), in the same order', () => {
    const seen = { decisions: 0, running: 0, attack: 0, slipstream: 0, pit: 0, block: 0, offTrack: 0, braked: 0 }
    const races: ReadonlyArray<readonly [Circuit, number, 'basic' | 'advanced', number]> = [
      [boards['costa-azzurra'], 8, 'basic', 1],
      [boards['costa-azzurra'], 8, 'advanced', 2],
      [boards['costa-azzurra'], 8, 'advanced', 3],
      [boards['brughiera-park'], 6, 'advanced', 4],
      [boards['brughiera-park'], 8, 'basic', 5],
      [boards['test-ring'], 4, 'advanced', 6],
    ]
    for (const [circuit, players, rules, seed] of races)
      for (const s of moveDecisions(circuit, players, rules, seed)) {
        const seat = seatOf(s)
        const fast = legalMoveDecisions(s, seat)
        expect(fast).toEqual(plannable(s, seat, moveCandidates(s, seat)))
        seen.decisions++
        const car = s.cars[seat]
        if (car?.mode !== 'running') continue
        seen.running++
        const has = (f: (a: MoveDecision) => boolean): number => (fast.some(f) ? 1 : 0)
        seen.attack += has((a) => a.type === 'attack')
        seen.slipstream += has((a) => a.type === 'move' && a.slipstream)
        seen.pit += has((a) => a.type === 'move' && a.pit !== null)
        seen.block += has((a) => a.type === 'block')
        seen.offTrack += has((a) => a.type === 'move' && !terrainOf(circuitOf(s)).drivable(a.to.x, a.to.y))
        seen.braked += s.flags.brake === 'granted' || s.flags.brake === 'spin' ? 1 : 0
      }
    // The races reach every kind of move decision the lister treats apart.
    expect(seen.running).toBeGreaterThan(1000)
    for (const [kind, count] of Object.entries(seen)) expect([kind, count > 0]).toEqual([kind, true])
  })

  it('on every move decision of random ring circuits with and without a pit lane', () => {
    fc.assert(
      fc.property(
        randomRing,
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.nat(1000),
        (circuit, players, advanced, seed) => {
          for (const s of moveDecisions(
            circuit,
            Math.min(players, circuit.grid.length),
            advanced ? 'advanced' : 'basic',
            seed,
          )) {
            const seat = seatOf(s)
            expect(legalMoveDecisions(s, seat)).toEqual(plannable(s, seat, moveCandidates(s, seat)))
          }
        },
      ),
      { numRuns: 12, seed: 16 },
    )
  })
})

// Points of a circuit where a car may stand, the drivable ones first.
const spotsOf = (
  circuit: Circuit,
): { readonly drivable: ReadonlyArray<Point>; readonly standable: ReadonlyArray<Point> } => {
  const T = terrainOf(circuit)
  const drivable: Point[] = []
  const standable: Point[] = []
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) {
      if (T.drivable(x, y)) drivable.push({ x, y })
      if (T.standable(x, y)) standable.push({ x, y })
    }
  return { drivable, standable }
}

describe('the legal moves listed from the target points, on built positions', () => {
  // Any car with its Pion anywhere on the track, at any speed, damaged or not, with or without
  // blocks, slipstream, Booster, Brake, rain, laps and half-way line, among other cars: the
  // speed drops (BO 13), granted Brakes and same-speed Boosters the races above meet rarely.
  const costa = boards['costa-azzurra']
  const circuits = [costa, pad, costa]
  const spots = [spotsOf(costa), spotsOf(pad), spotsOf(costa)]
  // The third: the last straight of Costa Azzurra before its Pit Lane In line (x = 16, y = 37 to 45).
  const nearPit = spots[2] as ReturnType<typeof spotsOf>
  spots[2] = { ...nearPit, drivable: nearPit.drivable.filter((q) => q.x >= 8 && q.x < 16 && q.y >= 36 && q.y <= 46) }
  const position = fc.record({
    board: fc.nat(2),
    at: fc.nat(),
    vel: fc.record({ x: fc.integer({ min: -7, max: 7 }), y: fc.integer({ min: -7, max: 7 }) }),
    others: fc.array(fc.nat(), { maxLength: 5 }),
    // A car straight ahead of the mover, k squares along its primary direction (in the way of the speed drop's move).
    ahead: fc.option(fc.integer({ min: 1, max: 6 })),
    car: fc.record({
      speedLoss: fc.nat(6),
      blocks: fc.nat(3),
      slipstream: fc.boolean(),
      no4th: fc.boolean(),
      crossings: fc.integer({ min: 1, max: 3 }),
      halfway: fc.boolean(),
      tread: fc.constantFrom('slick' as const, 'rain' as const),
    }),
    rules: fc.constantFrom(...PRESET_NAMES),
    laps: fc.integer({ min: 1, max: 3 }),
    weather: fc.constantFrom('sun' as const, 'rain' as const),
    booster: fc.constantFrom('none' as const, 'granted' as const, 'same-speed' as const, 'refused' as const),
    brake: fc.constantFrom('none' as const, 'granted' as const, 'spin' as const, 'refused' as const),
  })

  it('give exactly the planned candidates, in the same order', () => {
    const seen = { drop: 0, dropAttack: 0, braked: 0, pit: 0, attack: 0 }
    fc.assert(
      fc.property(position, (p) => {
        const where = spots[p.board] as ReturnType<typeof spotsOf>
        const at = where.drivable[p.at % where.drivable.length] as Point
        const taken = new Set([`${at.x},${at.y}`])
        const dir = primaryDirection(p.vel)
        const ahead = p.ahead === null ? [] : [{ x: at.x + dir.x * p.ahead, y: at.y + dir.y * p.ahead }]
        const others: Point[] = []
        for (const o of [...ahead, ...p.others.map((i) => where.standable[i % where.standable.length] as Point)]) {
          if (taken.has(`${o.x},${o.y}`) || !terrainOf(circuits[p.board] as Circuit).standable(o.x, o.y)) continue
          taken.add(`${o.x},${o.y}`)
          others.push(o)
        }
        const flags = { start: at, booster: p.booster, boosterRolls: 0, brake: p.brake, declared: null }
        const s = scenario(
          circuits[p.board] as Circuit,
          [{ pos: at, vel: p.vel, patch: p.car }, ...others.map((pos) => ({ pos }))],
          { rules: p.rules, laps: p.laps, patch: { flags, weather: p.weather } },
        )
        const fast = legalMoveDecisions(s, 0)
        expect(fast).toEqual(plannable(s, 0, moveCandidates(s, 0)))
        const drop = speedDropPoint(s, s.cars[0] as State['cars'][number])
        if (drop !== null) seen.drop++
        // A car in the way of the speed drop: its move is refused and, off the Pion's square, so is the attack.
        if (drop !== null && plannable(s, 0, [{ type: 'move', to: drop, slipstream: false, pit: null }]).length === 0)
          seen.dropAttack++
        if (p.brake === 'granted' || p.brake === 'spin') seen.braked++
        if (fast.some((a) => a.type === 'move' && a.pit !== null)) seen.pit++
        if (fast.some((a) => a.type === 'attack')) seen.attack++
      }),
      { numRuns: 3000, seed: 16 },
    )
    for (const [kind, count] of Object.entries(seen)) expect([kind, count > 0]).toEqual([kind, true])
  })
})
