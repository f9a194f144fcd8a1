import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from '../../src/core/index.js'
import { bolide } from '../../src/bolide/game.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { testRing } from '../../src/bolide/circuits/test-ring.js'
import { botChoices, heuristicBot, randomBot } from '../../src/bolide/bots.js'
import { bots } from '../../src/bolide/all-bots.js'
import type { BolideObservation } from '../../src/bolide/game.js'
import type { BolideAction } from '../../src/bolide/actions.js'
import { countLines, DEAD_END, lookAhead, loneMoves, optimalLap, remainingSteps } from '../../src/bolide/planner.js'
import { terrainOf } from '../../src/bolide/circuit/terrain.js'
import { pionTargets } from '../../src/bolide/grid/pion.js'
import { add, speedOf, sub } from '../../src/bolide/grid/point.js'
import { segmentOnTrack } from '../../src/bolide/grid/segment.js'
import { qualifyingConfig, qualifyingResult } from '../../src/bolide/rules/championship.js'

describe('bots', () => {
  it('the random bot is a fair random player: every choice but the sand-glass equally likely, and no action is listed twice', () => {
    // Walk a seeded random race on the test ring and look at its decisions.
    const s0 = bolide.setup({ ...defaultConfig({ players: 4, board: 'test-ring', laps: 1 }), maxRounds: 40 })
    if (!isRight(s0)) throw new Error('setup')
    let s = s0.right
    let rng = seedRng(21)
    let checked = 0
    let widest: ReadonlyArray<BolideAction> = []
    for (let step = 0; step < 3000 && bolide.status(s).kind !== 'over'; step++) {
      const legal = bolide.legalActions(s)
      if (bolide.status(s).kind === 'decision') {
        checked++
        expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(legal.length)
        if (legal.length > widest.length) widest = legal
      }
      const [a, next] = randomBot({ seat: 0, observation: s, legal, rng })
      rng = next
      const r = bolide.reduce(s, a)
      if (isLeft(r)) throw new Error(r.left.message)
      s = r.right.state
    }
    expect(checked).toBeGreaterThan(20)
    // On the widest decision, 200 draws per choice: each choice's count stays near 200, and the
    // sand-glass's forced move (an app's action, BO 3) is never drawn.
    expect(widest.some((a) => a.type === 'timeout')).toBe(true)
    const n = widest.length - 1
    expect(n).toBeGreaterThan(10)
    const counts = new Map<string, number>()
    let g = seedRng(5)
    for (let i = 0; i < 200 * n; i++) {
      const [a, next] = randomBot({ seat: 0, observation: s, legal: widest, rng: g })
      g = next
      counts.set(JSON.stringify(a), (counts.get(JSON.stringify(a)) ?? 0) + 1)
    }
    expect(counts.size).toBe(n)
    expect(counts.has(JSON.stringify({ type: 'timeout' }))).toBe(false)
    for (const c of counts.values()) {
      expect(c).toBeGreaterThan(130)
      expect(c).toBeLessThan(270)
    }
  })

  it('BO 3: no bot (random, heuristic, search) asks for the sand-glass forced move while it has another choice', () => {
    // The sand-glass is real time: an app applies `timeout` when a player's time runs out.
    const chosen = new Map<string, { offered: number; taken: number }>()
    const watched =
      (name: string, bot: Policy<BolideAction, BolideObservation>): Policy<BolideAction, BolideObservation> =>
      (input) => {
        const answer = bot(input)
        const tally = chosen.get(name) ?? { offered: 0, taken: 0 }
        // Offered with another choice: botChoices keeps the forced move only when it is alone.
        if (
          input.legal.some((a) => a.type === 'timeout') &&
          botChoices(input.legal).every((a) => a.type !== 'timeout')
        ) {
          tally.offered++
          if (answer[0].type === 'timeout') tally.taken++
        }
        chosen.set(name, tally)
        return answer
      }
    const config = { ...defaultConfig({ players: 3, board: 'test-ring', laps: 1 }), maxRounds: 40 }
    for (const seed of [1, 2]) {
      const start = bolide.setup(config)
      if (!isRight(start)) throw new Error('setup')
      const policies = [
        // One iteration: the search plays the first candidate it tries, drawn uniformly, so only
        // the candidates it is given keep the forced move out.
        watched('search', bots.mcts({ budget: { iterations: 1 } })),
        watched('heuristic', heuristicBot),
        watched('random', randomBot),
      ]
      const run = playout(bolide, start.right, seedRng(seed), policies, { collectEvents: false })
      if (isLeft(run)) throw new Error(run.left.message)
    }
    for (const name of ['search', 'heuristic', 'random']) {
      expect(chosen.get(name)?.offered, name).toBeGreaterThan(10)
      expect(chosen.get(name)?.taken, name).toBe(0)
    }
  })

  it('the heuristic bot beats the random bot in most seeded head-to-head races', () => {
    let wins = 0
    const races = 6
    for (let seed = 0; seed < races; seed++) {
      const s = bolide.setup({ ...defaultConfig({ players: 2, board: 'test-ring', laps: 1 }), maxRounds: 120 })
      if (!isRight(s)) throw new Error('setup')
      const run = playout(bolide, s.right, seedRng(seed), [heuristicBot, randomBot])
      if (isLeft(run)) throw new Error(run.left.message)
      const st = bolide.status(run.right.state)
      if (st.kind === 'over' && st.standings.placings[0]?.seat === 0) wins++
    }
    expect(wins).toBeGreaterThanOrEqual(5)
  })

  it('the optimal lone lap of the test ring is found by breadth-first search; the heuristic bot alone is not faster', () => {
    const best = optimalLap(testRing, 7)
    expect(best).toBeGreaterThan(5)
    const q = bolide.setup(qualifyingConfig(defaultConfig({ players: 2, board: 'test-ring' }), 0))
    if (!isRight(q)) throw new Error('setup')
    // A normal start (die 5) as the search assumes.
    const drawn = bolide.reduce(q.right, { type: 'draw-grid', seat: 0 })
    if (isLeft(drawn)) throw new Error('draw')
    const started = bolide.reduce(drawn.right.state, { type: 'roll', value: 5 })
    if (isLeft(started)) throw new Error('start')
    const run = playout(bolide, started.right.state, seedRng(1), [heuristicBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const turns = qualifyingResult(run.right.state).turns
    expect(turns).not.toBeNull()
    expect(turns ?? 0).toBeGreaterThanOrEqual(best)
    expect(turns ?? 0).toBeLessThanOrEqual(best + 5)
  })
})

describe('lone-car planning (the heuristic bot look-ahead)', () => {
  // Points and velocities met by the cars of a seeded race on the test ring.
  const positions = (() => {
    const start = bolide.setup({ ...defaultConfig({ players: 4, laps: 2 }), circuit: testRing })
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(bolide, start.right, seedRng(5), [heuristicBot, randomBot, heuristicBot, randomBot])
    if (isLeft(run)) throw new Error(run.left.message)
    const out: Array<{ pos: { x: number; y: number }; vel: { x: number; y: number }; crossings: number }> = []
    let s = start.right
    for (const a of run.right.actions) {
      const next = bolide.reduce(s, a)
      if (isLeft(next)) throw new Error(next.left.message)
      s = next.right.state
      for (const c of s.cars) out.push({ pos: c.pos, vel: c.vel, crossings: c.crossings })
    }
    return out.filter((_, i) => i % 7 === 0)
  })()

  it('a memo shared across every position gives the answers of a fresh memo at each (its keys never collide)', () => {
    expect(positions.length).toBeGreaterThan(50)
    const shared = new Map<string | number, number>()
    for (const depth of [1, 2, 3])
      for (const { pos, vel, crossings } of positions)
        for (const half of [false, true])
          expect(lookAhead(testRing, 2, pos, vel, crossings, half, 7, depth, shared)).toBe(
            lookAhead(testRing, 2, pos, vel, crossings, half, 7, depth, new Map()),
          )
  })

  it('the look-ahead on numbers gives the value of the plain recursion over loneMoves and countLines', () => {
    const T = terrainOf(testRing)
    let crossed = 0
    // The definition, without memo: the best remaining steps over every line of lone moves.
    const reference = (
      pos: { x: number; y: number },
      vel: { x: number; y: number },
      crossings: number,
      half: boolean,
      depth: number,
    ): number => {
      if (depth <= 0 || crossings > 2)
        return crossings > 2 ? -depth : remainingSteps(T, 2, T.distance(pos.x, pos.y), crossings, half)
      let best = DEAD_END
      for (const p of loneMoves(testRing, pos, vel, 7)) {
        const c = countLines(testRing, pos, p, crossings, half)
        if (c.crossings !== crossings || c.half !== half) crossed++
        best = Math.min(best, reference(p, sub(p, pos), c.crossings, c.half, depth - 1))
      }
      return best
    }
    positions.forEach(({ pos, vel, crossings }, i) => {
      for (const half of [false, true])
        for (const depth of i % 4 === 0 ? [1, 2, 3] : [1, 2])
          expect(lookAhead(testRing, 2, pos, vel, crossings, half, 7, depth)).toBe(
            reference(pos, vel, crossings, half, depth),
          )
    })
    // Some lines of play cross the finish or the half-way line.
    expect(crossed).toBeGreaterThan(0)
  })

  it('a move inside a box of drivable points is listed exactly when the exact segment check passes', () => {
    const T = terrainOf(testRing)
    for (const { pos, vel } of positions.slice(0, 60)) {
      const exact = pionTargets(add(pos, vel)).filter(
        (p) => speedOf(sub(p, pos)) <= 7 && T.drivable(p.x, p.y) && segmentOnTrack(pos, p, T.drivable),
      )
      expect(loneMoves(testRing, pos, vel, 7)).toEqual(exact)
    }
  })
})
