/**
 * Bolide pieces of the search bench: the heuristic bot's scores of a car's moves, with its
 * planner memo kept across calls (the bot's own lives for one call), and the search's
 * candidates at a move decision drawn from them.
 */
import { isRight } from 'fp-ts/lib/Either.js'
import type { Candidates } from '../src/search/index.js'
import { circuitOf, DEAD_END, lookAhead, type Action, type State } from '../src/bolide/index.js'
import { speedOf } from '../src/bolide/grid/point.js'
import { countLines } from '../src/bolide/planner.js'
import { carOf, remaining } from '../src/bolide/rules/context.js'
import { isMoveDecision, planDecision } from '../src/bolide/rules/movement.js'
import { safeTopSpeed } from '../src/bolide/rules/speed.js'

/**
 * The heuristic bot's scores of a car's move decisions (lower is better): the figures of
 * `makeHeuristicBot`'s move step (look-ahead 2, block cost 6), which keeps them inside the bot,
 * with the lone-car plans remembered across calls (they depend on the circuit, the laps, the
 * top speed and the car's point, last move and lap counters only).
 */
export const moveScorer = (): ((
  s: State,
  seat: number,
  legal: ReadonlyArray<Action>,
) => Array<{ readonly action: Action; readonly v: number }>) => {
  const memos = new Map<string, Map<string, number>>()
  let circuit: ReturnType<typeof circuitOf> | null = null
  const memoOf = (s: State, top: number): Map<string, number> => {
    const track = circuitOf(s)
    if (track !== circuit) {
      memos.clear()
      circuit = track
    }
    const key = `${top}:${s.laps}`
    let memo = memos.get(key)
    if (memo === undefined || memo.size > 500_000) {
      memo = new Map()
      memos.set(key, memo)
    }
    return memo
  }
  return (s, seat, legal) => {
    const car = carOf(s, seat)
    const top = safeTopSpeed(s, car)
    const memo = memoOf(s, top)
    const track = circuitOf(s)
    const at = (p: State['cars'][number]['pos']): number => remaining(s, { ...car, pos: p })
    const wantsPit = car.speedLoss > 0 || car.no4th || (s.rules === 'advanced' && !car.fuelled)
    const out: Array<{ readonly action: Action; readonly v: number }> = []
    for (const a of legal) {
      if (!isMoveDecision(a)) continue
      if (a.type === 'move' && a.pit !== null && !wantsPit) continue
      const plan = planDecision(s, seat, a)
      if (!isRight(plan)) continue
      const p = plan.right
      let v: number
      if (p.kind === 'wreck') v = DEAD_END * 4
      else if (p.kind === 'stay') v = remaining(s, car) + 3
      else if (p.kind === 'attack') v = at(p.at) + 12
      else if (p.mode !== 'running') v = at(p.final) + 30
      else {
        const lines = countLines(track, car.pos, p.final, car.crossings, car.halfway)
        v = lookAhead(track, s.laps, p.final, p.vel, lines.crossings, lines.half, top, 2, memo)
        if (a.type === 'move' && a.pit !== null) v -= 50
      }
      if (p.kind === 'go' && p.blockUsed) v += 6
      if (a.type === 'timeout') v += 1
      if (p.kind === 'go') v -= speedOf(p.vel) * 0.01
      out.push({ action: a, v })
    }
    return out
  }
}

/**
 * The search's candidates at a Bolide move decision with more than `k` legal actions (its
 * `candidates` option): the `k` best moves by the heuristic's scores, in that order, plus the
 * Brake when it is legal (the heuristic asks for it when nothing else keeps the car on the
 * track) and the Booster only if `booster` (the heuristic never asks for it); every legal
 * action elsewhere (the other steps, a move with `k` legal actions or fewer). Remembered per
 * position: the tree comes back to the same ones.
 */
export const bolideCandidates = (k: number, booster = false): Candidates<State, Action> => {
  const score = moveScorer()
  const cache = new Map<string, ReadonlyArray<Action>>()
  return (s, seat, legal) => {
    if (s.phase.kind !== 'move' || legal.length <= k) return legal
    const key = `${seat}:${JSON.stringify(s)}`
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const kept = score(s, seat, legal)
      .sort((a, b) => a.v - b.v)
      .slice(0, k)
      .map((x) => x.action)
    for (const a of legal) if ((booster && a.type === 'booster') || a.type === 'brake') kept.push(a)
    if (cache.size > 20_000) cache.clear()
    cache.set(key, kept)
    return kept
  }
}
