/**
 * The size of a saved state: the JSON of every state of seeded races (what an app stores or
 * sends after each step), in KB of UTF-8 (1 KB = 1024 bytes): median, 90th percentile, and the
 * largest and the mid-race state in the note. A size, not a time: the same on every machine.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../src/core/index.js'
import type { BenchEntry, Figure } from './entry.js'
import { figureOf } from './measure.js'

const kb = (state: unknown): number => Buffer.byteLength(JSON.stringify(state), 'utf8') / 1024

/** The saved-state size figure of an entry: every state of `races` seeded races of its bots. */
export const stateSizeFigure = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>, races = 3): Figure => {
  const sizes: number[] = []
  const middles: number[] = []
  for (let seed = 0; seed < races; seed++) {
    const start = entry.game.setup(entry.config)
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(entry.game, start.right, seedRng(seed), entry.policies, { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    let state = start.right
    sizes.push(kb(state))
    for (const [i, action] of run.right.actions.entries()) {
      const next = entry.game.reduce(state, action)
      if (isLeft(next)) throw new Error(next.left.message)
      state = next.right.state
      sizes.push(kb(state))
      if (i === Math.floor(run.right.actions.length / 2)) middles.push(kb(state))
    }
  }
  const largest = Math.max(...sizes)
  return figureOf(entry.label, 'saved state (JSON)', sizes, 'KB', 'none', {
    note: `every state of ${races} races (${entry.policyNote ?? 'random bots'}); mid-race ${middles.map((m) => m.toFixed(1)).join(', ')} KB, largest ${largest.toFixed(1)} KB`,
  })
}
