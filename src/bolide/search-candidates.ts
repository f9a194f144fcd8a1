/**
 * The moves the Bolide search bot tries at a move decision: the heuristic bot's few best by its
 * own scores. With every legal move (22 on average, up to 35) the first visits of each node go
 * to moves that throw the car wide and 1,000 iterations hardly look two moves ahead; with five
 * the tree looks four ahead along good lines.
 */
import type { Candidates } from '../search/index.js'
import type { BolideAction } from './actions.js'
import { circuitOf } from './board.js'
import { moveScores, botChoices } from './bots.js'
import { carOf } from './rules/context.js'
import { safeTopSpeed } from './rules/speed.js'
import type { BolideState } from './state.js'

/** A move decision and the heuristic's score of it (lower is better). */
interface Scored {
  readonly action: BolideAction
  readonly value: number
}

/**
 * The heuristic bot's scores of a car's move decisions: `moveScores` with the bot's look-ahead
 * (2) and block cost (6), its lone-car plans remembered across calls (the bot's own memo lives
 * for one call; the plans depend on the circuit, the laps and the top speed).
 */
export const moveScorer = (): ((s: BolideState, seat: number, legal: ReadonlyArray<BolideAction>) => Scored[]) => {
  const memos = new Map<string, Map<string | number, number>>()
  let circuit: ReturnType<typeof circuitOf> | null = null
  const memoOf = (s: BolideState, top: number): Map<string | number, number> => {
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
 * The search's candidates: at a move decision with more than `k` choices, the `k` best moves by
 * the heuristic's scores, in that order, plus the Brake when it is legal (the heuristic asks for
 * it when nothing else keeps the car on the track), and the Booster only if `booster` (the
 * heuristic never asks for it); elsewhere every choice. Never the sand-glass's forced move
 * (`timeout`) while the car has another choice. Remembered per position: the tree comes back
 * to the same ones.
 */
export const bolideCandidates = (k: number, booster = false): Candidates<BolideState, BolideAction> => {
  const score = moveScorer()
  const cache = new Map<string, ReadonlyArray<BolideAction>>()
  return (s, seat, all) => {
    const legal = botChoices(all)
    if (s.phase.kind !== 'move' || legal.length <= k) return legal
    const key = `${seat}:${JSON.stringify(s)}`
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const kept = score(s, seat, legal)
      .sort((a, b) => a.value - b.value)
      .slice(0, k)
      .map((x) => x.action)
    for (const a of legal) if ((booster && a.type === 'booster') || a.type === 'brake') kept.push(a)
    const out = kept.length > 0 ? kept : legal
    if (cache.size > 20_000) cache.clear()
    cache.set(key, out)
    return out
  }
}
