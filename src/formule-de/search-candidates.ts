/**
 * The choices the Formule Dé search bot tries: at a gear, the gears the heuristic driver's risk
 * screen keeps (`screenGears`: none that eliminates the car much more often than the safest);
 * at a move, the few best by the heuristic's worth (`moveValue`). Fewer arms let the tree look
 * further ahead and spend its samples of the dice on choices worth comparing.
 */
import type { Candidates } from '../search/index.js'
import type { Action } from './actions.js'
import { faceMovesMemo } from './driver/face-moves.js'
import { moveValue, screenGears } from './driver/worth.js'
import { currentMoves, type CarMove } from './rules/moves.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import type { State } from './state.js'

/** Whether `a` is the legal action that makes the listed move `o` (its path and its braking). */
export const makes = (a: Action, o: CarMove): boolean =>
  a.type === 'move' && a.brake === o.brake && a.path.length === o.path.length && a.path.every((p, j) => p === o.path[j])

/**
 * The search's candidates: the screened gears (every gear unless `screen`), the `moves` best
 * moves; every legal action at the other steps. Remembered per position (the tree comes back to
 * the same ones).
 */
export const formuleDeCandidates = (moves: number, screen = true): Candidates<State, Action> => {
  const cache = new Map<string, ReadonlyArray<Action>>()
  return (s, seat, legal) => {
    const kind = s.step.kind
    if (legal.length <= 1 || (kind !== 'gear' && kind !== 'move') || qualifyingNow(s)) return legal
    if (kind === 'gear' && !screen) return legal
    if (kind === 'move' && legal.length <= moves) return legal
    const key = `${seat}:${JSON.stringify(s)}`
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    let kept: ReadonlyArray<Action>
    if (kind === 'gear') {
      const screened = screenGears(s, seat, faceMovesMemo())
      kept = legal.filter((a) => a.type !== 'gear' || screened.has(a.gear))
    } else {
      const best = currentMoves(s)
        .map((o) => ({ o, value: moveValue(s, seat, o) }))
        .sort((x, y) => y.value - x.value)
        .slice(0, moves)
      kept = legal.filter((a) => a.type !== 'move' || best.some(({ o }) => makes(a, o)))
    }
    const out = kept.length > 0 ? kept : legal
    if (cache.size > 20_000) cache.clear()
    cache.set(key, out)
    return out
  }
}
