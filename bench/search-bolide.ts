/**
 * Bolide pieces of the search bench: the heuristic bot's scores of a car's moves, with its
 * planner memo kept across calls (the bot's own lives for one call), and the search's
 * candidates at a move decision drawn from them.
 */
import type { Candidates } from '../src/search/index.js'
import { circuitOf, type Action, type State } from '../src/bolide/index.js'
import { moveScores } from '../src/bolide/bots.js'
import { carOf } from '../src/bolide/rules/context.js'
import { safeTopSpeed } from '../src/bolide/rules/speed.js'

/**
 * The heuristic bot's scores of a car's move decisions (lower is better): `moveScores` with the
 * bot's look-ahead (2) and block cost (6), its lone-car plans remembered across calls (the bot's
 * own memo lives for one call; the plans depend on the circuit, the laps and the top speed).
 */
export const moveScorer = (): ((
  s: State,
  seat: number,
  legal: ReadonlyArray<Action>,
) => Array<{ readonly action: Action; readonly value: number }>) => {
  const memos = new Map<string, Map<string | number, number>>()
  let circuit: ReturnType<typeof circuitOf> | null = null
  const memoOf = (s: State, top: number): Map<string | number, number> => {
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
  return (s, seat, legal) => moveScores(s, seat, legal, 2, 6, memoOf(s, safeTopSpeed(s, carOf(s, seat))))
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
      .sort((a, b) => a.value - b.value)
      .slice(0, k)
      .map((x) => x.action)
    for (const a of legal) if ((booster && a.type === 'booster') || a.type === 'brake') kept.push(a)
    if (cache.size > 20_000) cache.clear()
    cache.set(key, kept)
    return kept
  }
}
